import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createBrand, createMenuItem, createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin } from '../helpers/factories';

type Kept = { menu_id: number; product_id: number; min_price: string | null; brand_id: number | null; option_ids: number[]; names: Record<string, string> };

/**
 * The listing rows kept per category (table category_listing, kept by triggers) always equal what
 * the source tables say, whoever wrote them: the back-office API or plain SQL.
 */
describe('category listing rows kept per category', () => {
  let t: TestApp;
  let token: string;
  let warehouse: number;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await superAdmin(t)).token;
    warehouse = (await createWarehouse(t.dataSource)).id;
  });
  afterAll(() => t.close());

  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
  const stock = (price: number, sku?: string) => ({ ...(sku ? { sku } : {}), price, option_ids: [], inventories: [{ warehouse_id: warehouse, quantity: 3 }] });

  /** The kept rows of these products, and the rows the source tables give now (the same query as the migration's, computed afresh). */
  async function keptAndTruth(ids: number[]): Promise<[Kept[], Kept[]]> {
    const kept = await t.dataSource.query(
      `SELECT menu_id, product_id, min_price, brand_id, option_ids, names FROM category_listing WHERE product_id = ANY($1) ORDER BY menu_id, product_id`,
      [ids],
    );
    const truth = await t.dataSource.query(
      `SELECT mp.menu_id, p.id AS product_id, p.min_price, p.brand_id, p.option_ids,
              COALESCE((SELECT jsonb_object_agg(x.language, x.name) FROM product_translation x WHERE x.product_id = p.id), '{}') AS names
         FROM menu_product mp JOIN product p ON p.id = mp.product_id
        WHERE p.id = ANY($1) AND p.visibled ORDER BY mp.menu_id, p.id`,
      [ids],
    );
    return [kept, truth];
  }

  async function expectInStep(ids: number[]): Promise<Kept[]> {
    const [kept, truth] = await keptAndTruth(ids);
    expect(kept).toEqual(truth);
    return kept;
  }

  const listing = (url: string, body: object = {}) =>
    request(t.http)
      .post('/api/category')
      .send({ url, ...body })
      .expect(200);

  it('follows products made, edited, hidden, moved and deleted through the back office', async () => {
    const [a, b] = [await createMenuItem(t.dataSource, { en_us: 'Kept A' }), await createMenuItem(t.dataSource, { en_us: 'Kept B' })];
    const brand = await createBrand(t.dataSource, { en_us: 'Kept brand' });
    const base = { sku: 'KEPT-1', url: 'kept-1', name: 'Kept one', brand_id: brand.id, categories: [a.id], stocks: [stock(1500, 'KEPT-1-A')] };
    const product = await createProduct(t, token, base);
    let rows = await expectInStep([product.id]);
    expect(rows.map((r) => [r.menu_id, Number(r.min_price), r.brand_id, r.names.en_us])).toEqual([[a.id, 1500, brand.id, 'Kept one']]);
    expect((await listing(a.url, { brand_ids: [brand.id], price_max: 1500 })).body.total).toBe(1);

    // New price, name, no brand, and moved from A to B.
    const moved = await auth(request(t.http).put(`/api/admin/product/${product.id}`)).send({
      ...base,
      name: 'Kept renamed',
      brand_id: null,
      categories: [b.id],
      stocks: [stock(900, 'KEPT-1-B')],
    });
    expect(moved.body).toEqual(expect.objectContaining({ id: product.id }));
    rows = await expectInStep([product.id]);
    expect(rows.map((r) => [r.menu_id, Number(r.min_price), r.brand_id, r.names.en_us])).toEqual([[b.id, 900, null, 'Kept renamed']]);
    expect((await listing(a.url)).body.total).toBe(0);
    expect((await listing(b.url, { price_max: 1000 })).body.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect((await listing(b.url, { brand_ids: [brand.id] })).body.total).toBe(0);

    // Hidden: gone from every category; shown again: back.
    await auth(request(t.http).put(`/api/admin/product/${product.id}`))
      .send({ ...base, categories: [a.id, b.id], visibled: false })
      .expect(200);
    expect(await expectInStep([product.id])).toEqual([]);
    await auth(request(t.http).put(`/api/admin/product/${product.id}`))
      .send({ ...base, categories: [a.id, b.id], visibled: true })
      .expect(200);
    expect((await expectInStep([product.id])).map((r) => r.menu_id)).toEqual([a.id, b.id]);

    await auth(request(t.http).delete(`/api/admin/product/${product.id}`)).expect(200);
    expect(await t.dataSource.query(`SELECT 1 FROM category_listing WHERE product_id = $1`, [product.id])).toEqual([]);
  });

  it('follows writes made with plain SQL: placements, names, prices, brands and categories removed', async () => {
    const [a, b] = [await createMenuItem(t.dataSource, { en_us: 'Raw A' }), await createMenuItem(t.dataSource, { en_us: 'Raw B' })];
    const brand = await createBrand(t.dataSource, { en_us: 'Raw brand' });
    const [one, two] = [
      await createProduct(t, token, { sku: 'RAW-1', url: 'raw-1', name: 'Raw one', brand_id: brand.id, stocks: [stock(700)] }),
      await createProduct(t, token, { sku: 'RAW-2', url: 'raw-2', name: 'Raw two', stocks: [stock(800)] }),
    ];
    const ids = [one.id, two.id];
    await t.dataSource.query(`INSERT INTO menu_product (menu_id, product_id) SELECT $1, unnest($2::int[])`, [a.id, ids]);
    await t.dataSource.query(`INSERT INTO menu_product (menu_id, product_id) VALUES ($1, $2)`, [b.id, one.id]);
    expect(await expectInStep(ids)).toHaveLength(3);

    await t.dataSource.query(`INSERT INTO product_translation (product_id, language, name) VALUES ($1, 'zh_hk', '生一')`, [one.id]);
    await t.dataSource.query(`UPDATE product SET min_price = 650 WHERE id = $1`, [two.id]);
    await t.dataSource.query(`UPDATE menu_product SET menu_id = $1 WHERE menu_id = $2 AND product_id = $3`, [b.id, a.id, two.id]);
    const rows = await expectInStep(ids);
    expect(rows.find((r) => r.product_id === one.id)?.names).toEqual({ en_us: 'Raw one', zh_hk: '生一' });
    expect((await listing(b.url, { sort: 'price_asc' })).body.products.map((p: { id: number }) => p.id)).toEqual([two.id, one.id]);

    // A brand removed clears the products' brand (ON DELETE SET NULL), a category removed its rows.
    await t.dataSource.query(`DELETE FROM brand WHERE id = $1`, [brand.id]);
    expect((await expectInStep(ids)).every((r) => r.brand_id === null)).toBe(true);
    await t.dataSource.query(`DELETE FROM menu WHERE id = $1`, [b.id]);
    expect((await expectInStep(ids)).map((r) => [r.menu_id, r.product_id])).toEqual([[a.id, one.id]]);
    await t.dataSource.query(`DELETE FROM menu_product WHERE product_id = ANY($1)`, [ids]);
    expect(await expectInStep(ids)).toEqual([]);
  });

  it('lists a category with its enabled sub-categories, each product once', async () => {
    const parent = await createMenuItem(t.dataSource, { en_us: 'Kept parent' });
    const child = await createMenuItem(t.dataSource, { en_us: 'Kept child' }, { parentId: parent.id });
    const product = await createProduct(t, token, {
      sku: 'KEPT-TREE',
      url: 'kept-tree',
      name: 'Tree',
      categories: [parent.id, child.id],
      stocks: [stock(500)],
    });
    const res = await listing(parent.url);
    expect(res.body.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect(res.body.total).toBe(1);
    expect(res.body.filters.price).toEqual({ min: 500, max: 500 });
  });
});
