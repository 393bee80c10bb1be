import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createBrand, createOptionAttribute } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';

type Row = Record<string, unknown>;

/** A small seeded generator: every run asks the same requests. */
function random(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}

/**
 * With the cache on, a category listing is read from the scope kept in the process (ListingScope);
 * with it off, from the listing statement. Both servers here share one database: whatever is asked,
 * they must answer the same page, total and filters.
 */
describe('category listing from the kept scope (cache on) and from SQL (cache off)', () => {
  let sql: TestApp;
  let kept: TestApp;
  let token: string;
  const urls: string[] = [];
  let brands: number[] = [];
  let options: number[] = [];

  beforeAll(async () => {
    sql = await startTestApp();
    kept = await startTestApp({ CATALOG_CACHE_MS: '600000', SETTINGS_CACHE_MS: '600000' });
    token = (await superAdmin(kept)).token;
    const ds = sql.dataSource;
    const word = unique('scope').toLowerCase();
    // A parent category with two children; products in one, the other, both, or the parent itself.
    const menu = async (url: string, parent: number | null) => {
      const [{ id }] = await ds.query(`INSERT INTO menu (type, url, parent_id) VALUES ('category', $1, $2) RETURNING id`, [url, parent]);
      await ds.query(`INSERT INTO menu_translation (menu_id, language, title) VALUES ($1, 'en_us', $2)`, [id, url]);
      urls.push(url);
      return id as number;
    };
    const parent = await menu(`${word}-all`, null);
    const left = await menu(`${word}-left`, parent);
    const right = await menu(`${word}-right`, parent);
    // And one with no products at all.
    await menu(`${word}-empty`, parent);
    brands = [];
    for (const title of ['Zeta', 'alpha', 'Äpfel', '茶']) brands.push((await createBrand(ds, { en_us: title, zh_hk: `${title} 香港` })).id);
    const size = await createOptionAttribute(ds, { en_us: 'Size' }, [{ en_us: 'S' }, { en_us: 'M' }, { en_us: 'L' }]);
    const colour = await createOptionAttribute(ds, { en_us: 'Colour' }, [{ en_us: 'Red' }, { en_us: 'Blue' }, { en_us: 'Green' }]);
    options = [...size.options, ...colour.options];
    const names = ['Teapot', 'teapot', 'Éclair plate', 'Bowl', 'bowl', '茶壺', '飯碗', 'Zebra mug', 'apple tray', ''];
    const rnd = random(42);
    for (let n = 0; n < 90; n++) {
      const pickSome = (list: number[], p: number) => list.filter(() => rnd() < p);
      const [{ id }] = await ds.query(
        `INSERT INTO product (sku, url, brand_id, min_price, option_ids, created_at)
         VALUES ($1, $1, $2, $3, $4, now() - make_interval(mins => $5::int)) RETURNING id`,
        [
          `${word}-${n}`,
          rnd() < 0.15 ? null : brands[Math.floor(rnd() * brands.length)],
          // Prices with ties, and some without any (no visible stock).
          rnd() < 0.1 ? null : 1000 + Math.floor(rnd() * 8) * 500,
          [...pickSome(size.options, 0.5), ...pickSome(colour.options, 0.4)],
          // Creation times with ties.
          Math.floor(rnd() * 30),
        ],
      );
      // Names in English for most, in Hong Kong Chinese for some (the others fall back to English), none for a few.
      const name = names[Math.floor(rnd() * names.length)];
      if (rnd() < 0.9) await ds.query(`INSERT INTO product_translation (product_id, language, name) VALUES ($1, 'en_us', $2)`, [id, name]);
      if (rnd() < 0.4)
        await ds.query(`INSERT INTO product_translation (product_id, language, name) VALUES ($1, 'zh_hk', $2)`, [
          id,
          `${names[Math.floor(rnd() * names.length)]}香港`,
        ]);
      const r = rnd();
      const placed = r < 0.35 ? [left] : r < 0.7 ? [right] : r < 0.9 ? [left, right] : [parent];
      for (const menuId of placed) await ds.query(`INSERT INTO menu_product (menu_id, product_id) VALUES ($1, $2)`, [menuId, id]);
      if (rnd() < 0.05) await ds.query(`UPDATE product SET visibled = false WHERE id = $1`, [id]);
    }
  });
  afterAll(async () => {
    await kept?.close();
    await sql?.close();
  });

  const listing = (t: TestApp, body: Row) => request(t.http).post('/api/category').send(body);

  it('answers 300 random listings (any filters, sort, language and page) exactly as the listing statement does', async () => {
    const rnd = random(7);
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
    const some = (list: number[], p: number) => list.filter(() => rnd() < p);
    let nonEmpty = 0;
    for (let i = 0; i < 300; i++) {
      const body: Row = {
        url: pick(urls),
        language: pick(['en_us', 'zh_hk', 'zh_cn']),
        sort: pick(['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc']),
      };
      if (rnd() < 0.5) body.brand_ids = [...some(brands, 0.5), ...(rnd() < 0.2 ? [999_999] : [])];
      if (rnd() < 0.5) body.option_ids = [...some(options, 0.35), ...(rnd() < 0.2 ? [999_999] : [])];
      if (rnd() < 0.4) body.price_min = 1000 + Math.floor(rnd() * 8) * 500;
      if (rnd() < 0.4) body.price_max = 1000 + Math.floor(rnd() * 8) * 500;
      body.per_page = 1 + Math.floor(rnd() * 25);
      body.page = 1 + Math.floor(rnd() * 4);
      const [fromSql, fromScope] = await Promise.all([listing(sql, body).expect(200), listing(kept, body).expect(200)]);
      expect({ body, answer: fromScope.body }).toEqual({ body, answer: fromSql.body });
      if (fromSql.body.products.length > 0) nonEmpty += 1;
    }
    // The requests reach real pages, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(100);
  }, 120_000);

  it('shows a product change at once: a product deleted in the back office leaves the kept listing', async () => {
    const url = urls[0];
    const before = await listing(kept, { url, per_page: 60 }).expect(200);
    const first = before.body.products[0] as { id: number };
    await request(kept.http).delete(`/api/admin/product/${first.id}`).set('Authorization', `Bearer ${token}`).expect(200);
    const [fromSql, fromScope] = await Promise.all([listing(sql, { url, per_page: 60 }).expect(200), listing(kept, { url, per_page: 60 }).expect(200)]);
    expect(fromSql.body.products.map((p: { id: number }) => p.id)).not.toContain(first.id);
    expect(fromScope.body).toEqual(fromSql.body);
    expect(fromScope.body.total).toBe(before.body.total - 1);
  });
});
