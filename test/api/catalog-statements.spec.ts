import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';

/** The storefront read paths run a fixed number of SQL statements, however many stocks or languages a product has. */
describe('catalogue statement budget (X-Sql-Count with SQL_COUNT=true)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ SETTINGS_CACHE_MS: '60000', SQL_COUNT: 'true' });
    token = (await superAdmin(t)).token;
  });
  afterAll(() => t.close());

  async function productWith(stocks: number) {
    const warehouses = [await createWarehouse(t.dataSource), await createWarehouse(t.dataSource)];
    const values = Array.from({ length: stocks }, (_, i) => ({ en_us: `V${i}`, zh_hk: `值${i}`, zh_cn: `值${i}` }));
    const attribute = await createOptionAttribute(t.dataSource, { en_us: 'Size', zh_hk: '尺寸', zh_cn: '尺寸' }, values);
    const word = unique('budget');
    const product = await createProduct(t, token, {
      name: `Budget ${word}`,
      stocks: attribute.options.map((option) => ({ price: 1000, option_ids: [option], inventories: warehouses.map((w) => ({ warehouse_id: w.id, quantity: 2 })) })),
    });
    const [{ id: menuId }] = await t.dataSource.query(`INSERT INTO menu (type, url) VALUES ('category', $1) RETURNING id`, [`${word}-cat`]);
    await t.dataSource.query(`INSERT INTO menu_translation (menu_id, language, title) VALUES ($1, 'en_us', 'Budget')`, [menuId]);
    await t.dataSource.query(`INSERT INTO menu_product (menu_id, product_id) VALUES ($1, $2)`, [menuId, product.id]);
    return { product, category: `${word}-cat`, word };
  }

  it.each([1, 12])('product detail with %i stocks runs at most 3 statements', async (stocks) => {
    const { product } = await productWith(stocks);
    await request(t.http).post('/api/product').send({ url: product.url }); // warms the settings cache
    for (const language of ['en_us', 'zh_hk', 'zh_cn']) {
      const res = await request(t.http).post('/api/product').send({ url: product.url, language }).expect(200);
      expect(res.body.stocks).toHaveLength(stocks);
      expect(Number(res.headers['x-sql-count'])).toBeLessThanOrEqual(3);
    }
  });

  it.each([1, 12])('category listing with %i stocks per product runs at most 3 statements', async (stocks) => {
    const { category } = await productWith(stocks);
    await request(t.http).post('/api/category').send({ url: category });
    const res = await request(t.http).post('/api/category').send({ url: category, language: 'zh_hk', sort: 'price_asc' }).expect(200);
    expect(res.body.total).toBe(1);
    expect(Number(res.headers['x-sql-count'])).toBeLessThanOrEqual(3);
  });

  it('search runs one statement', async () => {
    const { word } = await productWith(2);
    await request(t.http).post('/api/product/search').send({ keyword: word });
    const res = await request(t.http).post('/api/product/search').send({ keyword: word }).expect(200);
    expect(res.body.total).toBe(1);
    expect(Number(res.headers['x-sql-count'])).toBe(1);
  });
});
