import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { superAdmin, unique } from '../helpers/factories';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING_ID = 2147483647;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

interface Option {
  id: number;
  order: number;
  value: string;
}
interface AttributeBody {
  id: number;
  position: string;
  order: number;
  name: string;
  options: Option[];
  created_at: string;
  updated_at: string;
}

describe('attributes', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const post = (body: object, query: Record<string, string> = {}) => request(t.http).post('/api/admin/attribute').query(query).set(bearer(token)).send(body);
  const put = (id: number, body: object, query: Record<string, string> = {}) =>
    request(t.http).put(`/api/admin/attribute/${id}`).query(query).set(bearer(token)).send(body);
  const get = (id: number, query: Record<string, string> = {}) => request(t.http).get(`/api/admin/attribute/${id}`).query(query).set(bearer(token));

  /** A stock_option attribute made through the API, with Red, Green and Blue. */
  async function colour(name = unique('Colour'), fields: object = {}): Promise<AttributeBody> {
    const res = await post({ position: 'stock_option', name, options: [{ value: 'Red' }, { value: 'Green' }, { value: 'Blue' }], ...fields });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** A product with one stock holding these option ids, written straight to the tables. */
  async function stockUsing(optionIds: number[]): Promise<void> {
    const sku = unique('sku');
    const [{ id }] = await t.dataSource.query(`INSERT INTO product (sku, url) VALUES ($1, $1) RETURNING id`, [sku]);
    await t.dataSource.query(`INSERT INTO stock (product_id, sku, price, option_ids) VALUES ($1, $2, 1000, $3)`, [id, `${sku}-1`, optionIds]);
  }

  const optionRows = (attributeId: number): Promise<{ id: number; order: number; language: string; value: string }[]> =>
    t.dataSource.query(
      `SELECT o.id, o."order", ot.language, ot.value FROM attribute_option o JOIN attribute_option_translation ot ON ot.option_id = o.id
       WHERE o.attribute_id = $1 ORDER BY o.id, ot.language`,
      [attributeId],
    );

  describe('POST /api/admin/attribute', () => {
    it('creates an attribute with its options in the main language', async () => {
      const name = unique('Colour');
      const res = await post({ position: 'stock_option', order: 3, name: `  ${name}  `, options: [{ value: 'Red', order: 2 }, { value: ' Blue ' }] }).expect(
        201,
      );
      expect(res.body).toEqual({
        id: expect.any(Number),
        position: 'stock_option',
        order: 3,
        name,
        options: [
          { id: expect.any(Number), order: 1, value: 'Blue' },
          { id: expect.any(Number), order: 2, value: 'Red' },
        ],
        created_at: ISO,
        updated_at: ISO,
      });
      const [row] = await t.dataSource.query(`SELECT position, "order" FROM attribute WHERE id = $1`, [res.body.id]);
      expect(row).toEqual({ position: 'stock_option', order: 3 });
      expect(await t.dataSource.query(`SELECT language, name FROM attribute_translation WHERE attribute_id = $1`, [res.body.id])).toEqual([
        { language: 'en_us', name },
      ]);
      expect((await optionRows(res.body.id)).map(({ order, language, value }) => ({ order, language, value }))).toEqual([
        { order: 2, language: 'en_us', value: 'Red' },
        { order: 1, language: 'en_us', value: 'Blue' },
      ]);
    });

    it('creates an attribute without options, ordered 0 by default', async () => {
      const res = await post({ position: 'product_info', name: unique('Material') }).expect(201);
      expect(res.body).toMatchObject({ position: 'product_info', order: 0, options: [] });
    });

    it('saves the texts in the language of ?language=, or of the body field language', async () => {
      const fromQuery = await post({ position: 'stock_option', name: '顏色', options: [{ value: '紅' }] }, { language: 'zh_hk' }).expect(201);
      expect(await t.dataSource.query(`SELECT language FROM attribute_translation WHERE attribute_id = $1`, [fromQuery.body.id])).toEqual([
        { language: 'zh_hk' },
      ]);
      expect((await optionRows(fromQuery.body.id)).map((o) => o.language)).toEqual(['zh_hk']);

      const fromBody = await post({ position: 'stock_option', name: '颜色', language: 'zh_cn', options: [{ value: '红' }] }).expect(201);
      expect(await t.dataSource.query(`SELECT language FROM attribute_translation WHERE attribute_id = $1`, [fromBody.body.id])).toEqual([
        { language: 'zh_cn' },
      ]);
      expect(fromBody.body).toMatchObject({ name: '颜色', options: [{ value: '红' }] });
    });

    it.each([
      ['no name', { position: 'stock_option' }, 'name', 'name is required'],
      ['a blank name', { position: 'stock_option', name: '   ' }, 'name', 'name is required'],
      ['a name that is not text', { position: 'stock_option', name: 42 }, 'name', 'name is required'],
      ['a name over 100 characters', { position: 'stock_option', name: 'n'.repeat(101) }, 'name', 'name must be at most 100 characters long'],
      ['no position', { name: 'Size' }, 'position', 'position must be stock_option or product_info'],
      ['an unknown position', { name: 'Size', position: 'footer' }, 'position', 'position must be stock_option or product_info'],
      [
        'an option without a value',
        { name: 'Size', position: 'stock_option', options: [{ value: 'S' }, { order: 2 }] },
        'options.1.value',
        'Each option needs a value',
      ],
      ['an option with a blank value', { name: 'Size', position: 'stock_option', options: [{ value: '  ' }] }, 'options.0.value', 'Each option needs a value'],
      ['an option that is not an object', { name: 'Size', position: 'stock_option', options: ['S'] }, 'options.0', 'Each option needs a value'],
      ['options that are not a list', { name: 'Size', position: 'stock_option', options: 'S,M' }, 'options', 'options must be a list'],
      ['an order that is not whole', { name: 'Size', position: 'stock_option', order: 1.5 }, 'order', 'order must be a whole number'],
      ['an unknown language', { name: 'Size', position: 'stock_option', language: 'fr' }, 'language', 'language must be one of en_us, zh_hk, zh_cn'],
    ])('refuses %s', async (_, body, field, message) => {
      const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM attribute`);
      const res = await post(body).expect(422);
      expect(res.body).toMatchObject({ messages: [message], errors: { [field]: [message] } });
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM attribute`)).toEqual(before);
    });

    it('refuses the same value twice in one attribute, whatever the case', async () => {
      const name = unique('Size');
      const res = await post({ position: 'stock_option', name, options: [{ value: 'Large' }, { value: 'large' }] }).expect(422);
      expect(res.body).toMatchObject({ messages: ['Option large is listed more than once'], errors: { options: ['Option large is listed more than once'] } });
      expect(await t.dataSource.query(`SELECT 1 FROM attribute_translation WHERE name = $1`, [name])).toEqual([]);
    });

    it('refuses an option id on a new attribute', async () => {
      const res = await post({ position: 'stock_option', name: unique('Size'), options: [{ id: 1, value: 'S' }] }).expect(422);
      expect(res.body.messages).toEqual(['options holds an unknown option id']);
    });

    it('refuses ?language= that is not a language code', async () => {
      const res = await post({ position: 'stock_option', name: unique('Size') }, { language: 'zh-HK' }).expect(422);
      expect(res.body.messages).toEqual(['language must be one of en_us, zh_hk, zh_cn']);
    });
  });

  describe('GET /api/admin/attribute', () => {
    it('filters by position and text, pages with Content-Range and X-Total-Count', async () => {
      const tag = unique('list');
      const a = await colour(`${tag} colour`);
      const b = await colour(`${tag} size`);
      await post({ position: 'product_info', name: `${tag} material` }).expect(201);

      const res = await request(t.http)
        .get('/api/admin/attribute')
        .query({ filter: JSON.stringify({ q: tag, position: 'stock_option' }), sort: '["id","ASC"]', range: '[0,0]' })
        .set(bearer(token))
        .expect(200);
      expect(res.headers['content-range']).toBe('attribute 0-0/2');
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.body).toEqual([a]);

      const rest = await request(t.http)
        .get('/api/admin/attribute')
        .query({ filter: JSON.stringify({ q: tag, position: 'stock_option' }), sort: '["id","ASC"]', range: '[1,5]' })
        .set(bearer(token))
        .expect(200);
      expect(rest.body.map((x: AttributeBody) => x.id)).toEqual([b.id]);

      const info = await request(t.http)
        .get('/api/admin/attribute')
        .query({ filter: JSON.stringify({ q: tag, position: 'product_info' }) })
        .set(bearer(token))
        .expect(200);
      expect(info.body.map((x: AttributeBody) => x.name)).toEqual([`${tag} material`]);
    });

    it('finds an attribute by one of its option values, in any language', async () => {
      const value = unique('Teal');
      const a = await post({ position: 'stock_option', name: unique('Colour'), options: [{ value }] }, { language: 'zh_hk' }).expect(201);
      const res = await request(t.http)
        .get('/api/admin/attribute')
        .query({ filter: JSON.stringify({ q: value.toUpperCase() }) })
        .set(bearer(token))
        .expect(200);
      expect(res.body.map((x: AttributeBody) => x.id)).toEqual([a.body.id]);
    });

    it('answers names in ?language= with the main language as fallback', async () => {
      const tag = unique('lang');
      const a = await colour(`${tag} Colour`);
      await put(a.id, { name: `${tag} 顏色` }, { language: 'zh_hk' }).expect(200);
      const hk = await request(t.http)
        .get('/api/admin/attribute')
        .query({ language: 'zh_hk', filter: JSON.stringify({ q: tag }) })
        .set(bearer(token))
        .expect(200);
      expect(hk.body[0].name).toBe(`${tag} 顏色`);
      expect(hk.body[0].options.map((o: Option) => o.value)).toEqual(['Red', 'Green', 'Blue']);
      const cn = await request(t.http)
        .get('/api/admin/attribute')
        .query({ language: 'zh_cn', filter: JSON.stringify({ q: tag }) })
        .set(bearer(token))
        .expect(200);
      expect(cn.body[0].name).toBe(`${tag} Colour`);
    });

    it('refuses a sort on a field it cannot sort', async () => {
      const res = await request(t.http).get('/api/admin/attribute').query({ sort: '["name","ASC"]' }).set(bearer(token)).expect(400);
      expect(res.body).toMatchObject({ messages: ['sort must be ["field","ASC|DESC"] with a field among id, order, position, updated_at, created_at'] });
    });
  });

  describe('GET /api/admin/attribute/{id}', () => {
    it('answers one attribute with its options in order', async () => {
      const a = await colour();
      const res = await get(a.id).expect(200);
      expect(res.body).toEqual(a);
      expect(res.body.options.map((o: Option) => [o.order, o.value])).toEqual([
        [0, 'Red'],
        [1, 'Green'],
        [2, 'Blue'],
      ]);
    });

    it('falls back to the main language for a value not yet translated', async () => {
      const a = await colour();
      const [red, green, blue] = a.options;
      await put(
        a.id,
        {
          name: '顏色',
          options: [
            { id: red.id, value: '紅' },
            { id: green.id, value: '綠' },
            { id: blue.id, value: '藍' },
          ],
        },
        { language: 'zh_hk' },
      ).expect(200);
      expect((await get(a.id, { language: 'zh_hk' }).expect(200)).body).toMatchObject({
        name: '顏色',
        options: [{ value: '紅' }, { value: '綠' }, { value: '藍' }],
      });
      expect((await get(a.id, { language: 'zh_cn' }).expect(200)).body).toMatchObject({
        name: a.name,
        options: [{ value: 'Red' }, { value: 'Green' }, { value: 'Blue' }],
      });
      expect((await get(a.id).expect(200)).body).toMatchObject({ name: a.name, options: [{ value: 'Red' }, { value: 'Green' }, { value: 'Blue' }] });
    });

    it.each([String(MISSING_ID), 'abc', '0'])('answers 404 "ID not exists" for %s', async (id) => {
      const res = await request(t.http).get(`/api/admin/attribute/${id}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('PUT /api/admin/attribute/{id}', () => {
    it('renames options with an id, adds those without, deletes those left out', async () => {
      const a = await colour();
      const [red, green, blue] = a.options;
      const res = await put(a.id, { options: [{ id: blue.id, value: 'Navy', order: 0 }, { value: 'Yellow' }, { id: red.id, value: 'Red' }] }).expect(200);
      expect(res.body.options).toEqual([
        { id: blue.id, order: 0, value: 'Navy' },
        { id: expect.any(Number), order: 1, value: 'Yellow' },
        { id: red.id, order: 2, value: 'Red' },
      ]);
      expect(res.body.name).toBe(a.name);
      const rows = await optionRows(a.id);
      expect(rows.map((r) => r.id)).not.toContain(green.id);
      expect(rows).toHaveLength(3);
      expect(await t.dataSource.query(`SELECT 1 FROM attribute_option_translation WHERE option_id = $1`, [green.id])).toEqual([]);
    });

    it('writes option values in the language asked and keeps the others', async () => {
      const a = await colour();
      const [red, green, blue] = a.options;
      await put(
        a.id,
        {
          options: [
            { id: red.id, value: '红' },
            { id: green.id, value: '绿' },
            { id: blue.id, value: '蓝' },
          ],
        },
        { language: 'zh_cn' },
      ).expect(200);
      const rows = await optionRows(a.id);
      expect(rows.filter((r) => r.id === red.id).map((r) => [r.language, r.value])).toEqual([
        ['en_us', 'Red'],
        ['zh_cn', '红'],
      ]);
    });

    it('changes position, order and name', async () => {
      const a = await colour();
      const res = await put(a.id, { position: 'product_info', order: 9, name: 'Shade' }).expect(200);
      expect(res.body).toMatchObject({ id: a.id, position: 'product_info', order: 9, name: 'Shade', options: a.options });
      const [row] = await t.dataSource.query(`SELECT position, "order" FROM attribute WHERE id = $1`, [a.id]);
      expect(row).toEqual({ position: 'product_info', order: 9 });
    });

    it('moves updated_at when only the options change', async () => {
      const a = await colour();
      await t.dataSource.query(`UPDATE attribute SET updated_at = now() - interval '1 day' WHERE id = $1`, [a.id]);
      const res = await put(a.id, { options: [{ value: 'Black' }] }).expect(200);
      expect(Date.now() - new Date(res.body.updated_at).getTime()).toBeLessThan(60_000);
    });

    it('refuses to delete an option a product stock uses, and changes nothing', async () => {
      const a = await colour();
      const [red, green, blue] = a.options;
      await stockUsing([green.id, 999999]);
      const res = await put(a.id, {
        name: 'Renamed',
        options: [
          { id: red.id, value: 'Crimson' },
          { id: blue.id, value: 'Blue' },
        ],
      }).expect(409);
      expect(res.body).toMatchObject({ messages: ['Option Green is used by products'] });
      expect(
        await get(a.id)
          .expect(200)
          .then((r) => r.body),
      ).toEqual(a);
    });

    it('names the used option in the language asked', async () => {
      const a = await colour();
      const [red, green, blue] = a.options;
      await put(
        a.id,
        {
          options: [
            { id: red.id, value: '紅' },
            { id: green.id, value: '綠' },
            { id: blue.id, value: '藍' },
          ],
        },
        { language: 'zh_hk' },
      ).expect(200);
      await stockUsing([blue.id]);
      const res = await put(a.id, { options: [{ id: red.id, value: '紅' }] }, { language: 'zh_hk' }).expect(409);
      expect(res.body).toMatchObject({ messages: ['Option 藍 is used by products'] });
    });

    it('keeps a used option that stays in the list, renaming it', async () => {
      const a = await colour();
      const [red] = a.options;
      await stockUsing([red.id]);
      const res = await put(a.id, { options: [{ id: red.id, value: 'Scarlet' }] }).expect(200);
      expect(res.body.options).toEqual([{ id: red.id, order: 0, value: 'Scarlet' }]);
    });

    it('leaves the options alone when none are sent', async () => {
      const a = await colour();
      const res = await put(a.id, { name: 'Hue' }).expect(200);
      expect(res.body.options).toEqual(a.options);
    });

    it('refuses an option id of another attribute', async () => {
      const a = await colour();
      const other = await colour();
      const res = await put(a.id, { options: [{ id: other.options[0].id, value: 'Red' }] }).expect(422);
      expect(res.body).toMatchObject({ messages: ['options holds an unknown option id'], errors: { options: ['options holds an unknown option id'] } });
      expect((await get(other.id).expect(200)).body).toEqual(other);
    });

    it('refuses the same option id twice', async () => {
      const a = await colour();
      const res = await put(a.id, {
        options: [
          { id: a.options[0].id, value: 'Red' },
          { id: a.options[0].id, value: 'Rose' },
        ],
      }).expect(422);
      expect(res.body.messages).toEqual(['options holds an unknown option id']);
    });

    it.each([
      ['a blank name', { name: '' }, 'name is required'],
      ['an unknown position', { position: 'header' }, 'position must be stock_option or product_info'],
      ['an option without a value', { options: [{ value: '' }] }, 'Each option needs a value'],
      ['a repeated value', { options: [{ value: 'XL' }, { value: 'xl' }] }, 'Option xl is listed more than once'],
    ])('refuses %s', async (_, body, message) => {
      const a = await colour();
      const res = await put(a.id, body).expect(422);
      expect(res.body.messages).toEqual([message]);
      expect((await get(a.id).expect(200)).body).toEqual(a);
    });

    it('answers 404 "ID not exists" for an attribute that does not exist', async () => {
      const res = await put(MISSING_ID, { name: 'Size' }).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('DELETE /api/admin/attribute/{id}', () => {
    it('deletes the attribute with its options and texts', async () => {
      const a = await colour();
      const res = await request(t.http).delete(`/api/admin/attribute/${a.id}`).set(bearer(token)).expect(200);
      expect(res.body).toEqual({ id: a.id });
      expect(await t.dataSource.query(`SELECT 1 FROM attribute WHERE id = $1`, [a.id])).toEqual([]);
      expect(await t.dataSource.query(`SELECT 1 FROM attribute_option WHERE attribute_id = $1`, [a.id])).toEqual([]);
      expect(await t.dataSource.query(`SELECT 1 FROM attribute_option_translation WHERE option_id = ANY($1)`, [a.options.map((o) => o.id)])).toEqual([]);
      await get(a.id).expect(404);
    });

    it('refuses while a product stock uses one of its options', async () => {
      const a = await colour();
      await stockUsing([a.options[2].id]);
      const res = await request(t.http).delete(`/api/admin/attribute/${a.id}`).set(bearer(token)).expect(409);
      expect(res.body).toMatchObject({ messages: ['Option Blue is used by products'] });
      expect((await get(a.id).expect(200)).body).toEqual(a);
    });

    it('answers 404 "ID not exists" for an attribute that does not exist', async () => {
      const res = await request(t.http).delete(`/api/admin/attribute/${MISSING_ID}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('POST /api/attribute (storefront)', () => {
    it('answers the attributes of a position in order, with their options in order, without a login', async () => {
      const tag = unique('front');
      const second = await colour(`${tag} second`, { order: 20 });
      const first = await post({
        position: 'stock_option',
        order: 10,
        name: `${tag} first`,
        options: [
          { value: 'B', order: 2 },
          { value: 'A', order: 1 },
        ],
      }).expect(201);
      const info = await post({ position: 'product_info', name: `${tag} info` }).expect(201);

      const res = await request(t.http).post('/api/attribute').send({ position: 'stock_option' }).expect(200);
      const mine = res.body.filter((a: { name: string }) => a.name.startsWith(tag));
      expect(mine).toEqual([
        {
          id: first.body.id,
          name: `${tag} first`,
          options: [
            { id: first.body.options[0].id, value: 'A' },
            { id: first.body.options[1].id, value: 'B' },
          ],
        },
        { id: second.id, name: `${tag} second`, options: second.options.map((o) => ({ id: o.id, value: o.value })) },
      ]);
      expect(res.body.map((a: { id: number }) => a.id)).not.toContain(info.body.id);
    });

    it('answers in the language asked, falling back to the main language', async () => {
      const a = await colour();
      const [red, green] = a.options;
      await put(
        a.id,
        {
          name: '顏色',
          options: [
            { id: red.id, value: '紅' },
            { id: green.id, value: '綠' },
            { id: a.options[2].id, value: 'Blue' },
          ],
        },
        { language: 'zh_hk' },
      ).expect(200);
      await t.dataSource.query(`DELETE FROM attribute_option_translation WHERE option_id = $1 AND language = 'zh_hk'`, [a.options[2].id]);
      const hk = await request(t.http).post('/api/attribute').send({ position: 'stock_option', language: 'zh_hk' }).expect(200);
      expect(hk.body.find((x: { id: number }) => x.id === a.id)).toEqual({
        id: a.id,
        name: '顏色',
        options: [
          { id: red.id, value: '紅' },
          { id: green.id, value: '綠' },
          { id: a.options[2].id, value: 'Blue' },
        ],
      });
      const cn = await request(t.http).post('/api/attribute').send({ position: 'stock_option', language: 'zh_cn' }).expect(200);
      expect(cn.body.find((x: { id: number }) => x.id === a.id).name).toBe(a.name);
    });

    it.each([
      [{}, 'position must be stock_option or product_info'],
      [{ position: 'sidebar' }, 'position must be stock_option or product_info'],
      [{ position: 'stock_option', language: 'en-US' }, 'language must be one of en_us, zh_hk, zh_cn'],
    ])('refuses %j', async (body, message) => {
      const res = await request(t.http).post('/api/attribute').send(body).expect(422);
      expect(res.body.messages).toEqual([message]);
    });
  });
});
