import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';
import { readSettings, restoreSettings } from '../helpers/settings';

/**
 * With the catalogue and settings caches on (as in production), every committed back-office change
 * reaches the storefront's next read at once: the change events empty what they touched. A change
 * made behind the services' back (plain SQL) is not seen: the answers really come from the caches.
 */
describe('catalogue caches and change events', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ CATALOG_CACHE_MS: '600000', SETTINGS_CACHE_MS: '600000' });
    token = (await superAdmin(t)).token;
  });
  afterAll(() => t.close());

  const admin = (method: 'put' | 'post', path: string) => request(t.http)[method](path).set('Authorization', `Bearer ${token}`);
  const product = async (url: string, language?: string) => (await request(t.http).post('/api/product').send({ url, language }).expect(200)).body;
  const category = async (url: string) => (await request(t.http).post('/api/category').send({ url }).expect(200)).body;

  /** Catalogue pieces made through the back-office API (so the caches hear of them), and a product using them. */
  async function fixture() {
    const warehouse = await createWarehouse(t.dataSource);
    const brand = (
      await admin('post', '/api/admin/brand')
        .send({ url: unique('brand').toLowerCase(), title: 'Old brand' })
        .expect(201)
    ).body;
    const menu = (
      await admin('post', '/api/admin/menu')
        .send({ type: 'category', url: unique('cat').toLowerCase(), title: 'Old category' })
        .expect(201)
    ).body;
    const attribute = (
      await admin('post', '/api/admin/attribute')
        .send({ position: 'stock_option', name: 'Colour', options: [{ value: 'Old red' }] })
        .expect(201)
    ).body;
    const colour = { id: attribute.id as number, options: (attribute.options as { id: number }[]).map((o) => o.id) };
    const made = await createProduct(t, token, {
      name: 'Old name',
      brand_id: brand.id,
      categories: [menu.id],
      stocks: [{ price: 1000, option_ids: [colour.options[0]], inventories: [{ warehouse_id: warehouse.id, quantity: 2 }] }],
    });
    return { warehouse, brand, menu, colour, made };
  }

  it('keeps the selling warehouse for the purchase check, and stops selling at once when the back office turns it off', async () => {
    const snapshot = await readSettings(t.dataSource);
    try {
      const warehouse = (
        await admin('post', '/api/admin/warehouse')
          .send({ name: unique('Selling'), enabled: true })
          .expect(201)
      ).body;
      await admin('put', '/api/admin/config/shop')
        .send({ warehouse_id: warehouse.id, warehouse_enabled: '1', catalog_mode: '0', member_only: '0' })
        .expect(200);
      const check = () => request(t.http).post('/api/check').send({ type: 'checkout' });
      await check().expect(200);
      // Behind the services' back: the kept answer stands.
      await t.dataSource.query('UPDATE warehouse SET enabled = false WHERE id = $1', [warehouse.id]);
      await check().expect(200);
      await t.dataSource.query('UPDATE warehouse SET enabled = true WHERE id = $1', [warehouse.id]);
      // Through the back office: the next check already refuses.
      await admin('put', `/api/admin/warehouse/${warehouse.id}`).send({ name: warehouse.name, enabled: false }).expect(200);
      expect((await check().expect(403)).body.messages).toEqual(['Purchases are not available: no warehouse is selling']);
    } finally {
      await restoreSettings(t.dataSource, snapshot);
      await admin('put', '/api/admin/config/shop').send({}).expect(200);
    }
  });

  it('serves cached answers: a change made behind the services is not seen', async () => {
    const { made, menu } = await fixture();
    await product(made.url);
    await category(menu.url);
    await t.dataSource.query(`UPDATE product_translation SET name = 'Sneaky' WHERE product_id = $1`, [made.id]);
    expect((await product(made.url)).name).toBe('Old name');
    expect((await category(menu.url)).products.map((p: { name: string }) => p.name)).toEqual(['Old name']);
  });

  it('shows a product saved in the back office at once, on its page and in listings, at its new address too', async () => {
    const { made, menu } = await fixture();
    await product(made.url);
    await category(menu.url);
    const url = unique('moved').toLowerCase();
    await admin('put', `/api/admin/product/${made.id}`)
      .send({ ...made, url, name: 'New name' })
      .expect(200);
    expect((await product(url)).name).toBe('New name');
    await request(t.http).post('/api/product').send({ url: made.url }).expect(404);
    expect((await category(menu.url)).products.map((p: { name: string }) => p.name)).toEqual(['New name']);
  });

  it('shows an inventory move at once: the product sells out and its card says so', async () => {
    const { made, menu } = await fixture();
    expect((await product(made.url)).in_stock).toBe(true);
    expect((await category(menu.url)).products[0].in_stock).toBe(true);
    const inventoryId = made.stocks[0].inventories[0].id;
    await admin('post', '/api/admin/inventory/minus').send({ inventory_id: inventoryId, quantity: 2 }).expect(200);
    expect((await product(made.url)).in_stock).toBe(false);
    expect((await category(menu.url)).products[0].in_stock).toBe(false);
  });

  it('keeps a search answer whole, and drops it when a stock of a product on it moves or a product is saved', async () => {
    const { made } = await fixture();
    const word = unique('kept').toLowerCase();
    await admin('put', `/api/admin/product/${made.id}`)
      .send({ ...made, name: `Lantern ${word}` })
      .expect(200);
    const search = async () => (await request(t.http).post('/api/product/search').send({ keyword: word, language: 'en_us' }).expect(200)).body;
    expect((await search()).products.map((p: { id: number; in_stock: boolean }) => [p.id, p.in_stock])).toEqual([[made.id, true]]);
    // Behind the services' back: the kept answer stands.
    await t.dataSource.query(`UPDATE product_translation SET name = 'Sneaky' WHERE product_id = $1`, [made.id]);
    expect((await search()).products[0].name).toBe(`Lantern ${word}`);
    // Through the back office: the stock move and the save are seen by the next search.
    await admin('post', '/api/admin/inventory/minus').send({ inventory_id: made.stocks[0].inventories[0].id, quantity: 2 }).expect(200);
    const sold = (await search()).products[0];
    expect([sold.in_stock, sold.name]).toEqual([false, 'Sneaky']);
    await admin('put', `/api/admin/product/${made.id}`)
      .send({ ...made, name: `Lamp ${word}` })
      .expect(200);
    expect((await search()).products.map((p: { name: string }) => p.name)).toEqual([`Lamp ${word}`]);
  });

  it('shows brand, category and option names changed in the back office at once', async () => {
    const { made, menu, brand, colour } = await fixture();
    const before = await product(made.url);
    expect(before.brand.title).toBe('Old brand');
    expect(before.attributes[0].options[0].value).toBe('Old red');
    await category(menu.url);
    await admin('put', `/api/admin/brand/${brand.id}`).send({ title: 'New brand' }).expect(200);
    expect((await product(made.url)).brand.title).toBe('New brand');
    await admin('put', `/api/admin/attribute/${colour.id}`)
      .send({ options: [{ id: colour.options[0], value: 'New red' }] })
      .expect(200);
    expect((await product(made.url)).attributes[0].options[0].value).toBe('New red');
    await admin('put', `/api/admin/menu/${menu.id}`).send({ title: 'New category' }).expect(200);
    expect((await category(menu.url)).category.title).toBe('New category');
  });

  it('shows a warehouse taken out of selling at once', async () => {
    const { made, warehouse } = await fixture();
    expect((await product(made.url)).in_stock).toBe(true);
    await admin('put', `/api/admin/warehouse/${warehouse.id}`).send({ enabled: false }).expect(200);
    expect((await product(made.url)).in_stock).toBe(false);
  });

  it('reads a changed main language at once', async () => {
    const { made } = await fixture();
    await t.dataSource.query(`INSERT INTO product_translation (product_id, language, name) VALUES ($1, 'zh_hk', '新名')`, [made.id]);
    // Cached with the main language en_us; the zh_hk name was written behind the caches' back.
    expect((await product(made.url)).name).toBe('Old name');
    const before = (await request(t.http).get('/api/admin/config/language').set('Authorization', `Bearer ${token}`).expect(200)).body;
    await admin('put', '/api/admin/config/language')
      .send({ main_language: 'zh_hk', languages: ['en_us', 'zh_hk', 'zh_cn'] })
      .expect(200);
    try {
      expect((await product(made.url)).name).toBe('新名');
    } finally {
      await admin('put', '/api/admin/config/language')
        .send({ main_language: before.main_language, languages: before.supported_languages.split(',') })
        .expect(200);
    }
    expect((await product(made.url)).name).toBe('Old name');
  });
});
