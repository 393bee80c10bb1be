import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createOptionAttribute, createWarehouse } from '../helpers/catalog';
import { superAdmin } from '../helpers/factories';

type Row = Record<string, unknown>;
interface Card {
  id: number;
}

const KEYWORD_MESSAGE = 'keyword may hold only letters, digits, Chinese characters, underscore and hyphen';
/** A Latin word no other product holds (letters and digits only). */
const word = () => `zq${randomUUID().replace(/-/g, '').slice(0, 12)}`;

describe('POST /api/product/search', () => {
  let t: TestApp;
  let token: string;
  let warehouseId: number;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await superAdmin(t)).token;
    warehouseId = (await createWarehouse(t.dataSource)).id;
  });
  afterAll(() => t.close());

  const search = (body: Row) => request(t.http).post('/api/product/search').send(body);
  const found = async (keyword: string, language = 'en_us') => {
    const res = await search({ keyword, language }).expect(200);
    return res.body.products.map((p: Card) => p.id) as number[];
  };

  /** A product made through the back-office API with one visible stock. */
  async function make(fields: Row & { stocks?: Row[] }) {
    const key = word();
    const { stocks, ...rest } = fields;
    const res = await request(t.http)
      .post('/api/admin/product')
      .set('Authorization', `Bearer ${token}`)
      .send({
        sku: key.toUpperCase(),
        url: key,
        name: `Item ${key}`,
        ...rest,
        stocks: (stocks ?? [{}]).map((s, i) => ({
          sku: `${key}-${i}`.toUpperCase(),
          price: 1000,
          option_ids: [],
          inventories: [{ warehouse_id: warehouseId, quantity: 1 }],
          ...s,
        })),
      });
    if (res.status !== 201) throw new Error(`product not made: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number; sku: string; url: string; stocks: { sku: string }[] };
  }

  describe('Chinese', () => {
    it('folds traditional and simplified both ways: 手機 finds 手机, 蘋果 finds 苹果, and the reverse', async () => {
      const simplified = await make({ language: 'zh_cn', name: `苹果手机 ${word()}` });
      const traditional = await make({ language: 'zh_hk', name: `蘋果手機 ${word()}` });
      for (const keyword of ['手機', '手机', '蘋果', '苹果', '蘋果手機', '苹果手机']) {
        expect(await found(keyword, 'zh_hk')).toEqual(expect.arrayContaining([simplified.id, traditional.id]));
      }
    });

    it('answers one- and two-character queries, and needs two characters to stand together', async () => {
      const phone = await make({ language: 'zh_hk', name: `智能手機 ${word()}` });
      const apart = await make({ language: 'zh_hk', name: `手提電腦 機器 ${word()}` });
      expect(await found('機')).toEqual(expect.arrayContaining([phone.id, apart.id]));
      expect(await found('手')).toEqual(expect.arrayContaining([phone.id, apart.id]));
      const pair = await found('手機');
      expect(pair).toContain(phone.id);
      expect(pair).not.toContain(apart.id);
      const three = await found('能手机');
      expect(three).toContain(phone.id);
      expect(three).not.toContain(apart.id);
    });

    it('finds a Chinese word among Latin ones and a Latin word among Chinese ones', async () => {
      const w = word();
      const mixed = await make({ language: 'zh_hk', name: `${w}藍牙耳機` });
      expect(await found('蓝牙')).toContain(mixed.id);
      expect(await found(w)).toEqual([mixed.id]);
    });
  });

  describe('what is searched', () => {
    it('finds a product by its sku and by a stock sku, in any case, whole or by part', async () => {
      const product = await make({ stocks: [{ sku: `${word()}-RED-XL`.toUpperCase() }] });
      expect(await found(product.sku)).toEqual([product.id]);
      expect(await found(product.sku.toLowerCase())).toEqual([product.id]);
      expect(await found(product.stocks[0].sku)).toEqual([product.id]);
      expect(await found(product.stocks[0].sku.split('-')[0])).toEqual([product.id]);
    });

    it('never finds a product by the sku of a hidden stock', async () => {
      const colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour' }, [{ en_us: 'Red' }, { en_us: 'Gold' }]);
      const hiddenSku = `${word()}-GOLD`.toUpperCase();
      const product = await make({ stocks: [{ option_ids: [colour.options[0]] }, { sku: hiddenSku, visibled: false, option_ids: [colour.options[1]] }] });
      expect(await found(product.stocks[0].sku)).toEqual([product.id]);
      expect(await found(hiddenSku)).toEqual([]);
    });

    it('finds words of the description and meta in every language, but not inside HTML tags', async () => {
      const [en, zh, meta, tag] = [word(), word(), word(), word()];
      const product = await make({ description: `<p class="${tag}">Hand made from ${en}</p>`, meta_description: `Also ${meta}` });
      await request(t.http)
        .put(`/api/admin/product/${product.id}`)
        .set('Authorization', `Bearer ${token}`)
        .send({ language: 'zh_hk', sku: product.sku, url: product.url, name: '手工', description: `胡桃木 ${zh}`, stocks: [] })
        .expect(200);
      for (const keyword of [en, zh, meta]) {
        expect(await found(keyword, 'en_us')).toEqual([product.id]);
        expect(await found(keyword, 'zh_hk')).toEqual([product.id]);
      }
      expect(await found(tag)).toEqual([]);
    });

    it('matches a Latin word by its beginning, not by its middle', async () => {
      const w = word();
      const product = await make({ name: `Lamp ${w}` });
      expect(await found(w.slice(0, 6))).toEqual([product.id]);
      expect(await found(w.slice(0, 6).toUpperCase())).toEqual([product.id]);
      expect(await found(w.slice(3))).toEqual([]);
    });

    it('needs every word of a hyphenated keyword', async () => {
      const [a, b] = [word(), word()];
      const both = await make({ name: `${a} ${b}` });
      await make({ name: `${a} only` });
      expect(await found(`${a}-${b}`)).toEqual([both.id]);
    });

    it('ranks a product named by the keyword above one that only describes it', async () => {
      const w = word();
      const described = await make({ name: `Shade ${word()}`, description: `Fits the ${w} lamp` });
      const named = await make({ name: `Lamp ${w}` });
      const res = await search({ keyword: w }).expect(200);
      expect(res.body.products.map((p: Card) => p.id)).toEqual([named.id, described.id]);
      expect(res.body.products[0]).toMatchObject({ id: named.id, name: `Lamp ${w}`, url: named.url, price: 1000, in_stock: true });
    });

    it('never finds a hidden product', async () => {
      const w = word();
      await make({ name: `Lamp ${w}`, visibled: false });
      const res = await search({ keyword: w }).expect(200);
      expect(res.body).toEqual({ keyword: w, products: [], total: 0, page: 1, per_page: 20, prices_hidden: false });
    });

    it('pages and sorts results like a listing', async () => {
      const w = word();
      const cheap = await make({ name: `Cheap ${w}`, stocks: [{ price: 100 }] });
      const dear = await make({ name: `Dear ${w}`, stocks: [{ price: 900 }] });
      const middle = await make({ name: `Middle ${w}`, stocks: [{ price: 500 }] });
      const byPrice = await search({ keyword: w, sort: 'price_desc' }).expect(200);
      expect(byPrice.body.products.map((p: Card) => p.id)).toEqual([dear.id, middle.id, cheap.id]);
      const second = await search({ keyword: w, sort: 'price_asc', per_page: 2, page: 2 }).expect(200);
      expect(second.body).toMatchObject({ keyword: w, total: 3, page: 2, per_page: 2 });
      expect(second.body.products.map((p: Card) => p.id)).toEqual([dear.id]);
    });

    it('answers an empty result as products [] and total 0', async () => {
      const w = word();
      expect((await search({ keyword: w, language: 'zh_hk' }).expect(200)).body).toEqual({
        keyword: w,
        products: [],
        total: 0,
        page: 1,
        per_page: 20,
        prices_hidden: false,
      });
      expect((await search({ keyword: '-_-' }).expect(200)).body).toEqual({
        keyword: '-_-',
        products: [],
        total: 0,
        page: 1,
        per_page: 20,
        prices_hidden: false,
      });
    });
  });

  describe('the keyword rule', () => {
    it.each(['lamp shade', ' "lamp"', "lamp's", '50%', '<script>', '<script>alert(1)</script>', 'a.b', 'a+b', 'a,b', 'a;b', '手機 殼'])(
      'refuses %p with 422 and the exact message',
      async (keyword) => {
        const res = await search({ keyword }).expect(422);
        // The code travels with its own wording (the UIs translate by code): the one-line rule on the same field must not take its place.
        expect(res.body).toMatchObject({ messages: [KEYWORD_MESSAGE], codes: ['catalog.keyword_characters'], errors: { keyword: [KEYWORD_MESSAGE] } });
      },
    );

    it('refuses a control character (a tab) as every one-line field does', async () => {
      const res = await search({ keyword: 'lamp\tshade' }).expect(422);
      expect(res.body).toMatchObject({
        messages: [KEYWORD_MESSAGE, 'keyword must be one line of text, without control characters'],
        codes: ['catalog.keyword_characters', 'validation.one_line'],
      });
    });

    it('takes letters of any script, digits, underscore and hyphen', async () => {
      for (const keyword of ['Café', 'iphone-15', 'tea_cup', '茶2', 'Ωμέγα', ` ${word()} `]) await search({ keyword }).expect(200);
    });

    it('refuses 101 characters and takes 100', async () => {
      const res = await search({ keyword: 'a'.repeat(101) }).expect(422);
      expect(res.body.messages).toEqual(['keyword must be at most 100 characters long']);
      await search({ keyword: 'a'.repeat(100) }).expect(200);
    });

    it.each<[string, Row, string]>([
      ['no keyword', {}, 'keyword is required'],
      ['a blank keyword', { keyword: '   ' }, 'keyword is required'],
      ['a keyword that is not text', { keyword: 42 }, 'keyword is required'],
      ['an unknown language', { keyword: 'lamp', language: 'de_de' }, 'language must be one of en_us, zh_hk, zh_cn'],
      ['per_page 61', { keyword: 'lamp', per_page: 61 }, 'per_page must be a whole number from 1 to 60'],
      ['an unknown sort', { keyword: 'lamp', sort: 'relevance' }, 'sort must be one of newest, price_asc, price_desc, name_asc, name_desc'],
    ])('refuses %s with 422 and the exact message', async (_case, body, message) => {
      const res = await search(body).expect(422);
      expect(res.body.messages).toEqual([message]);
    });
  });

  describe('at 10,000 products', () => {
    const COUNT = 10_000;
    /** 丁 (U+4E01) is the same in both scripts; the generated names hold it at g = 1 and g = 5001. */
    const CHAR_OFFSET = 19968;

    beforeAll(async () => {
      // Names "Gadget <g> <one CJK character>", skus IDX-<g>, and the search document refreshSearchPostings
      // writes for them: the name's words and the sku, whole and split at its hyphen, each at its position with weight A.
      await t.dataSource.query(
        `INSERT INTO product (sku, url, min_price, search_document)
         SELECT 'IDX-' || g, 'idx-' || g, 1000 + g,
                (SELECT string_agg('''' || token || ''':' || position || 'A', ' ')
                   FROM unnest(ARRAY['gadget', g::text, chr(${CHAR_OFFSET} + g % 5000), 'idx-' || g, 'idx']) WITH ORDINALITY AS x(token, position))::tsvector
           FROM generate_series(1, ${COUNT}) AS g`,
      );
      await t.dataSource.query(
        `INSERT INTO product_translation (product_id, language, name, description)
         SELECT id, 'en_us', 'Gadget ' || substr(sku, 5) || ' ' || chr(${CHAR_OFFSET} + substr(sku, 5)::int % 5000), 'A gadget'
           FROM product WHERE sku LIKE 'IDX-%'`,
      );
      // The GIN index has fastupdate off (migration SearchIndexTuning), so a plain ANALYZE is enough.
      await t.dataSource.query(`ANALYZE product`);
      await t.dataSource.query(`ANALYZE product_translation`);
      await t.dataSource.query(`ANALYZE search_posting`);
    }, 60_000);
    afterAll(async () => {
      await t.dataSource.query(`DELETE FROM product WHERE sku LIKE 'IDX-%'`);
    });

    /** Runs a search through the API and answers the statement the service ran, with its parameters. */
    async function searchStatement(keyword: string) {
      // The service sends hot reads as named prepared statements on TypeORM's pg pool: watch that pool.
      const pool = (t.dataSource.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }).master;
      const spy = jest.spyOn(pool, 'query');
      try {
        const res = await search({ keyword }).expect(200);
        const call = spy.mock.calls
          .map(([config]) => config as { text?: string; values?: unknown[] })
          .find((config) => typeof config?.text === 'string' && /p\.search_document @@ \$1::tsquery|FROM search_posting/.test(config.text));
        if (!call) throw new Error('the search statement was not run');
        return { res, sql: call.text!, params: call.values! };
      } finally {
        spy.mockRestore();
      }
    }

    async function plan(sql: string, params: unknown[]): Promise<string> {
      const rows: Row[] = await t.dataSource.query(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    }

    it('finds generated products (the rows are searchable as the service reads them)', async () => {
      const { res } = await searchStatement('IDX-4321');
      expect(res.body.products.map((p: { sku: string }) => p.sku)).toContain('IDX-4321');
      expect(res.body.products[0]).toMatchObject({ sku: 'IDX-4321', name: `Gadget 4321 ${String.fromCodePoint(CHAR_OFFSET + 4321)}` });
    });

    it('reads a one-word Latin query, a prefix, from the index of search_posting, with no sequential scan', async () => {
      const { res, sql, params } = await searchStatement('Gadg');
      expect(params[0]).toBe('gadg:*');
      expect(res.body.total).toBeGreaterThanOrEqual(COUNT);
      expect(res.body.products).toHaveLength(20);
      const text = await plan(sql, params);
      expect(text).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) "?IDX_search_posting_order"?/);
      expect(text).not.toMatch(/Seq Scan on search_posting\b/);
      expect(text).not.toMatch(/Seq Scan on product\b/);
    });

    it('reads the GIN index IDX_product_search for several words (a sku with its hyphen) and for a word past 20 letters', async () => {
      const long = `${word()}${word()}`;
      const product = await make({ name: `Beacon ${long}` });
      for (const keyword of ['IDX-4321', long.slice(0, 21)]) {
        const { res, sql, params } = await searchStatement(keyword);
        expect(res.body.products[0]).toMatchObject(keyword === 'IDX-4321' ? { sku: 'IDX-4321' } : { id: product.id });
        const text = await plan(sql, params);
        expect(text).toMatch(/Bitmap Index Scan on "?IDX_product_search"?/);
        expect(text).not.toMatch(/Seq Scan on product\b/);
      }
    });

    it('reads a one-character Chinese query from the index of search_posting, with no sequential scan', async () => {
      const { res, sql, params } = await searchStatement('丁');
      const skus = res.body.products.map((p: { sku: string }) => p.sku);
      expect(skus).toEqual(expect.arrayContaining(['IDX-1', 'IDX-5001']));
      const text = await plan(sql, params);
      expect(text).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) "?IDX_search_posting_order"?/);
      expect(text).not.toMatch(/Seq Scan on search_posting\b/);
      expect(text).not.toMatch(/Seq Scan on product\b/);
    });

    it('reads a two-character Chinese query from the index of search_posting, with no sequential scan', async () => {
      const w = word();
      const product = await make({ language: 'zh_hk', name: `鑫淼燈 ${w}` });
      const { res, sql, params } = await searchStatement('鑫淼');
      expect(res.body.products.map((p: Card) => p.id)).toContain(product.id);
      const text = await plan(sql, params);
      expect(text).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) "?IDX_search_posting_order"?/);
      expect(text).not.toMatch(/Seq Scan on search_posting\b/);
      expect(text).not.toMatch(/Seq Scan on product\b/);
    });

    it('pages a one-character Chinese query as the full ranking does, past the best 1,000 too, with the exact total', async () => {
      // 1,100 products hold 犇 (U+7287, one script, beyond the generated names' characters), every third in its name (weight A), the others in their text (C).
      await t.dataSource.query(
        `INSERT INTO product (sku, url, min_price, search_document)
         SELECT 'RANK-' || g, 'rank-' || g, 1000, CASE WHEN g % 3 = 0 THEN '犇:1A gadget:2A' ELSE 'gadget:1A 犇:2C' END::tsvector
           FROM generate_series(1, 1100) AS g`,
      );
      try {
        const rows: { id: number }[] = await t.dataSource.query(
          `SELECT p.id FROM product p WHERE p.visibled AND p.search_document @@ '犇'::tsquery ORDER BY ts_rank(p.search_document, '犇'::tsquery) DESC, p.id`,
        );
        const full = rows.map((r) => r.id);
        expect(full).toHaveLength(1100);
        for (const page of [1, 2, 17, 50, 51, 55, 56]) {
          const res = await search({ keyword: '犇', page, per_page: 20 }).expect(200);
          expect(res.body.total).toBe(1100);
          expect(res.body.products.map((p: Card) => p.id)).toEqual(full.slice((page - 1) * 20, page * 20));
        }
      } finally {
        await t.dataSource.query(`DELETE FROM product WHERE sku LIKE 'RANK-%'`);
      }
    });

    it('pages a one-word Latin query as the full ranking of its prefix does, past the best 1,000 too, with the exact total', async () => {
      // 1,100 products hold words starting zebraw: every third in its name (A), some two such words, some the word twice.
      await t.dataSource.query(
        `INSERT INTO product (sku, url, min_price, search_document)
         SELECT 'PREFIX-' || g, 'prefix-' || g, 1000,
                CASE g % 3 WHEN 0 THEN 'zebrawood:1A gadget:2A' WHEN 1 THEN 'gadget:1A zebrawood:2C zebrawoods:3C' ELSE 'gadget:1A zebrawoods:2,5C' END::tsvector
           FROM generate_series(1, 1100) AS g`,
      );
      try {
        const rows: { id: number }[] = await t.dataSource.query(
          `SELECT p.id FROM product p WHERE p.visibled AND p.search_document @@ $1::tsquery ORDER BY ts_rank(p.search_document, $1::tsquery) DESC, p.id`,
          ["'zebraw':*"],
        );
        const full = rows.map((r) => r.id);
        expect(full).toHaveLength(1100);
        for (const page of [1, 2, 17, 50, 51, 56]) {
          const res = await search({ keyword: 'ZebraW', page, per_page: 20 }).expect(200);
          expect(res.body.total).toBe(1100);
          expect(res.body.products.map((p: Card) => p.id)).toEqual(full.slice((page - 1) * 20, page * 20));
        }
        // A product hidden leaves the postings of its prefixes with it.
        await t.dataSource.query(`UPDATE product SET visibled = false WHERE id = $1`, [full[0]]);
        const after = await search({ keyword: 'zebrawo', per_page: 20 }).expect(200);
        expect(after.body.total).toBe(1099);
        expect(after.body.products.map((p: Card) => p.id)).toEqual(full.slice(1, 21));
      } finally {
        await t.dataSource.query(`DELETE FROM product WHERE sku LIKE 'PREFIX-%'`);
      }
    });
  });
});
