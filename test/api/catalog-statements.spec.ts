import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
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
    // Through the back office, as the titles of options are kept with the shop's structure.
    const made = await request(t.http)
      .post('/api/admin/attribute')
      .set('Authorization', `Bearer ${token}`)
      .send({ position: 'stock_option', order: 0, name: 'Size', options: Array.from({ length: stocks }, (_, i) => ({ value: `V${i}`, order: i })) })
      .expect(201);
    const attribute: { options: number[] } = { options: made.body.options.map((o: { id: number }) => o.id) };
    const word = unique('budget');
    const product = await createProduct(t, token, {
      name: `Budget ${word}`,
      stocks: attribute.options.map((option) => ({
        price: 1000,
        option_ids: [option],
        inventories: warehouses.map((w) => ({ warehouse_id: w.id, quantity: 2 })),
      })),
    });
    const [{ id: menuId }] = await t.dataSource.query(`INSERT INTO menu (type, url) VALUES ('category', $1) RETURNING id`, [`${word}-cat`]);
    await t.dataSource.query(`INSERT INTO menu_translation (menu_id, language, title) VALUES ($1, 'en_us', 'Budget')`, [menuId]);
    await t.dataSource.query(`INSERT INTO menu_product (menu_id, product_id) VALUES ($1, $2)`, [menuId, product.id]);
    return { product, category: `${word}-cat`, word };
  }

  it.each([1, 12])('product detail with %i stocks runs one statement once the shop structure is kept', async (stocks) => {
    const { product } = await productWith(stocks);
    // Warms the settings and the titles of brands, options and categories (kept for SETTINGS_CACHE_MS).
    await request(t.http).post('/api/product').send({ url: product.url });
    for (const language of ['en_us', 'zh_hk', 'zh_cn']) {
      const res = await request(t.http).post('/api/product').send({ url: product.url, language }).expect(200);
      expect(res.body.stocks).toHaveLength(stocks);
      expect(res.body.attributes[0].options).toHaveLength(stocks);
      expect(Number(res.headers['x-sql-count'])).toBe(1);
    }
  });

  it.each([1, 12])('category listing with %i stocks per product runs at most 3 statements', async (stocks) => {
    const { category } = await productWith(stocks);
    await request(t.http).post('/api/category').send({ url: category });
    const res = await request(t.http).post('/api/category').send({ url: category, language: 'zh_hk', sort: 'price_asc' }).expect(200);
    expect(res.body.total).toBe(1);
    expect(Number(res.headers['x-sql-count'])).toBeLessThanOrEqual(3);
  });

  it('homepage widgets run at most 2 statements, the slider and the homepage one each', async () => {
    const { product, category } = await productWith(2);
    await t.dataSource.query(`UPDATE product SET is_featured = true WHERE id = $1`, [product.id]);
    const [{ id: brandId }] = await t.dataSource.query(`INSERT INTO brand (url) VALUES ($1) RETURNING id`, [`${category}-brand`]);
    await t.dataSource.query(`UPDATE product SET brand_id = $1 WHERE id = $2`, [brandId, product.id]);
    await request(t.http).post('/api/widget').send({ type: 'new' });
    const asks = [
      { type: 'featured' },
      { type: 'new', language: 'zh_hk' },
      { type: 'hot' },
      { type: 'category', data: { url: category } },
      { type: 'brand' },
      { type: 'brand', data: { id: brandId } },
    ];
    for (const ask of asks) {
      const res = await request(t.http).post('/api/widget').send(ask).expect(200);
      expect([ask, Number(res.headers['x-sql-count'])]).toEqual([ask, expect.any(Number)]);
      expect(Number(res.headers['x-sql-count'])).toBeLessThanOrEqual(2);
    }
    const featured = await request(t.http).post('/api/widget').send({ type: 'featured' }).expect(200);
    expect(featured.body.products.map((p: { id: number }) => p.id)).toContain(product.id);
    expect(Number(featured.headers['x-sql-count'])).toBe(1);
    expect(Number((await request(t.http).get('/api/slider').expect(200)).headers['x-sql-count'])).toBe(1);
    expect(Number((await request(t.http).get('/api/homepage').expect(200)).headers['x-sql-count'])).toBe(1);
  });

  it('search runs one statement', async () => {
    const { word } = await productWith(2);
    await request(t.http).post('/api/product/search').send({ keyword: word });
    const res = await request(t.http).post('/api/product/search').send({ keyword: word }).expect(200);
    expect(res.body.total).toBe(1);
    expect(Number(res.headers['x-sql-count'])).toBe(1);
  });
});

/** With the catalogue cache on, cards are kept by product: a statement that finds a page's ids leaves them to the card cache. */
describe('catalogue statement budget with the cache on', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ SETTINGS_CACHE_MS: '600000', CATALOG_CACHE_MS: '600000', SQL_COUNT: 'true' });
    token = (await superAdmin(t)).token;
  });
  afterAll(() => t.close());

  const count = (res: request.Response) => Number(res.headers['x-sql-count'] ?? 0);

  it('reads a category scope once, then any sort, filter and page from it with a statement only for the cards it does not keep', async () => {
    const word = unique('kept');
    const warehouse = await createWarehouse(t.dataSource);
    const made = [];
    for (const [i, price] of [1200, 800, 1500].entries()) {
      made.push(
        await createProduct(t, token, {
          name: `Kept ${word} ${i}`,
          stocks: [{ price, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 1 }] }],
        }),
      );
    }
    const [{ id: menuId }] = await t.dataSource.query(`INSERT INTO menu (type, url) VALUES ('category', $1) RETURNING id`, [`${word}-cat`]);
    await t.dataSource.query(`INSERT INTO menu_translation (menu_id, language, title) VALUES ($1, 'en_us', 'Kept')`, [menuId]);
    await t.dataSource.query(`INSERT INTO menu_product (menu_id, product_id) SELECT $1, unnest($2::int[])`, [menuId, made.map((p) => p.id)]);
    const list = (body: object) =>
      request(t.http)
        .post('/api/category')
        .send({ url: `${word}-cat`, language: 'en_us', per_page: 2, ...body })
        .expect(200);
    const names = (res: request.Response) => res.body.products.map((p: { name: string }) => p.name.replace(`Kept ${word} `, ''));

    // Nothing kept: the menu tree, the scope with its filters, and the page's cards.
    const first = await list({ sort: 'price_asc' });
    expect(names(first)).toEqual(['1', '0']);
    expect(count(first)).toBeLessThanOrEqual(3);
    // The scope kept: another sort and page is no statement when its page's cards are kept...
    const second = await list({ sort: 'price_desc', page: 2 });
    expect(names(second)).toEqual(['1']);
    expect(count(second)).toBe(0);
    // ...and one that reads the cards it lacks.
    const third = await list({ sort: 'newest' });
    expect(names(third)).toEqual(['2', '1']);
    expect(count(third)).toBe(1);
    const fourth = await list({ sort: 'price_asc', page: 2, price_min: 100 });
    expect(names(fourth)).toEqual(['2']);
    expect(count(fourth)).toBe(0);
  });

  it('keeps widget, slider and homepage answers until a product or a structure change drops them', async () => {
    const warehouse = await createWarehouse(t.dataSource);
    const made = await createProduct(t, token, {
      name: `Hot ${unique('hot')}`,
      stocks: [{ price: 700, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 1 }] }],
    });
    const auth = (req: request.Test) => req.set('Authorization', `Bearer ${token}`);
    const current = (await auth(request(t.http).get(`/api/admin/product/${made.id}`)).expect(200)).body;
    await auth(request(t.http).put(`/api/admin/product/${made.id}`))
      .send({ ...current, is_hot: true })
      .expect(200);
    const hot = () =>
      request(t.http)
        .post('/api/widget')
        .send({ type: 'hot', data: { limit: 24 } })
        .expect(200);
    const ids = (res: request.Response) => res.body.products.map((p: { id: number }) => p.id);
    expect(ids(await hot())).toContain(made.id);
    const kept = await hot();
    expect(count(kept)).toBe(0);
    await auth(request(t.http).put(`/api/admin/product/${made.id}`))
      .send({ ...current, is_hot: true, visibled: false })
      .expect(200);
    expect(ids(await hot())).not.toContain(made.id);

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
    const slide = (await auth(request(t.http).post('/api/admin/slider')).field('title', 'Kept slide').attach('image', png, 'a.png').expect(201)).body;
    expect((await request(t.http).get('/api/slider').expect(200)).body.map((s: { id: number }) => s.id)).toContain(slide.id);
    expect(count(await request(t.http).get('/api/slider').expect(200))).toBe(0);
    await auth(request(t.http).delete(`/api/admin/slider/${slide.id}`)).expect(200);
    expect((await request(t.http).get('/api/slider').expect(200)).body.map((s: { id: number }) => s.id)).not.toContain(slide.id);

    await auth(request(t.http).put('/api/admin/homepage'))
      .send({ sections: [{ type: 'slider' }] })
      .expect(200);
    expect((await request(t.http).get('/api/homepage').expect(200)).body.sections).toHaveLength(1);
    expect(count(await request(t.http).get('/api/homepage').expect(200))).toBe(0);
    await auth(request(t.http).put('/api/admin/homepage')).send({ sections: [] }).expect(200);
    expect((await request(t.http).get('/api/homepage').expect(200)).body.sections).toEqual([]);
  });

  it('searches with at most 2 statements, and with one when the cards are kept', async () => {
    const word = unique('seek');
    const warehouse = await createWarehouse(t.dataSource);
    const product = await createProduct(t, token, {
      name: `Seek ${word} lantern`,
      stocks: [{ price: 900, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 1 }] }],
    });
    const first = await request(t.http).post('/api/product/search').send({ keyword: word, language: 'en_us' }).expect(200);
    expect(first.body.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect(count(first)).toBe(2);
    const again = await request(t.http).post('/api/product/search').send({ keyword: word, language: 'zh_hk', sort: 'price_asc' }).expect(200);
    expect(again.body.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    expect(count(again)).toBe(1);
  });

  it('answers a repeated listing or search page without a statement, the same in every encoding', async () => {
    const word = unique('again');
    const warehouse = await createWarehouse(t.dataSource);
    // Enough products for an answer worth compressing (COMPRESS_MIN_BYTES).
    const made = [];
    for (let i = 0; i < 8; i++) {
      made.push(
        await createProduct(t, token, {
          name: `Again ${word} kettle ${i}`,
          stocks: [{ price: 700 + i, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 1 }] }],
        }),
      );
    }
    const ids = made.map((p) => p.id);
    const [{ id: menuId }] = await t.dataSource.query(`INSERT INTO menu (type, url) VALUES ('category', $1) RETURNING id`, [`${word}-cat`]);
    await t.dataSource.query(`INSERT INTO menu_translation (menu_id, language, title) VALUES ($1, 'en_us', 'Again')`, [menuId]);
    await t.dataSource.query(`INSERT INTO menu_product (menu_id, product_id) SELECT $1, unnest($2::int[])`, [menuId, ids]);
    const asks: [string, object][] = [
      ['/api/product/search', { keyword: word, language: 'en_us' }],
      ['/api/category', { url: `${word}-cat`, language: 'zh_cn', brand_ids: [], sort: 'price_asc' }],
    ];
    for (const [path, body] of asks) {
      const first = await request(t.http).post(path).send(body).expect(200);
      expect(first.body.products.map((p: { id: number }) => p.id).sort()).toEqual([...ids].sort());
      expect(count(first)).toBeGreaterThan(0);
      const again = await request(t.http).post(path).send(body).expect(200);
      expect(count(again)).toBe(0);
      expect(again.text).toBe(first.text);
      for (const encoding of ['br', 'gzip']) {
        const packed = await request(t.http).post(path).set('Accept-Encoding', encoding).send(body).expect(200);
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.body).toEqual(first.body);
      }
    }
  });
});
