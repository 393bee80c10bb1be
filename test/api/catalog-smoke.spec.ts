import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';

describe('storefront catalogue', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await superAdmin(t)).token;
  });
  afterAll(() => t.close());

  it('shows a product with stocks, options and availability, in zh_hk, and finds it across scripts', async () => {
    const w = await createWarehouse(t.dataSource);
    const colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour', zh_hk: '顏色' }, [
      { en_us: 'Red', zh_hk: '紅色' },
      { en_us: 'Blue', zh_hk: '藍色' },
    ]);
    const word = unique('phone');
    const created = await createProduct(t, token, {
      name: `蘋果手機 ${word}`,
      language: 'zh_hk',
      stocks: [
        { price: 50000, special_price: 45000, option_ids: [colour.options[0]], inventories: [{ warehouse_id: w.id, quantity: 3 }] },
        { price: 50000, option_ids: [colour.options[1]], inventories: [{ warehouse_id: w.id, quantity: 0 }] },
      ],
    });
    const [{ id: menuId }] = await t.dataSource.query(`INSERT INTO menu (type, url) VALUES ('category', $1) RETURNING id`, [`${word}-cat`]);
    await t.dataSource.query(`INSERT INTO menu_translation (menu_id, language, title) VALUES ($1, 'en_us', 'Phones')`, [menuId]);
    await t.dataSource.query(`INSERT INTO menu_product (menu_id, product_id) VALUES ($1, $2)`, [menuId, created.id]);

    const detail = await request(t.http).post('/api/product').send({ language: 'zh_hk', url: created.url }).expect(200);
    expect(detail.body).toMatchObject({
      name: `蘋果手機 ${word}`,
      price: 45000,
      max_price: 50000,
      in_stock: true,
      attributes: [{ name: '顏色', options: [{ value: '紅色' }, { value: '藍色' }] }],
    });
    expect(detail.body.stocks.map((s: { available_inventories: number; final_price: number }) => [s.available_inventories, s.final_price])).toEqual([
      [3, 45000],
      [0, 50000],
    ]);

    const listing = await request(t.http)
      .post('/api/category')
      .send({ url: `${word}-cat`, language: 'en_us' })
      .expect(200);
    expect(listing.body.total).toBe(1);
    expect(listing.body.products[0]).toMatchObject({ id: created.id, price: 45000, regular_price: 50000, in_stock: true });
    expect(listing.body.filters.options[0].options.map((o: { value: string }) => o.value)).toEqual(['Red', 'Blue']);

    for (const keyword of ['苹果手机', '手機', '机', word]) {
      const found = await request(t.http).post('/api/product/search').send({ keyword, language: 'zh_cn' }).expect(200);
      expect(found.body.products.map((p: { id: number }) => p.id)).toContain(created.id);
    }
    const bad = await request(t.http).post('/api/product/search').send({ keyword: 'tea cup' }).expect(422);
    expect(bad.body.messages).toEqual(['keyword may hold only letters, digits, Chinese characters, underscore and hyphen']);
  });
});
