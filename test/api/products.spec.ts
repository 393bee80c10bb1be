import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createBrand, createInfoAttribute, createMenuItem, createOptionAttribute, createWarehouse, PNG } from '../helpers/catalog';
import { adminWith, superAdmin, unique } from '../helpers/factories';

type Row = Record<string, unknown>;
interface Inventory {
  id: number;
  warehouse_id: number;
  quantity: number;
}
interface Stock {
  id: number;
  sku: string;
  price: number;
  option_ids: number[];
  inventories: Inventory[];
}

const MISSING = 2147483000;

describe('admin products (/api/admin/product)', () => {
  let t: TestApp;
  let token: string;
  let adminName: string;
  /** Lookup data every test only reads: two warehouses, Colour (Red, Blue), Size (S, M), and a product_info attribute. */
  let w1: { id: number; name: string };
  let w2: { id: number; name: string };
  let red: number, blue: number, small: number, medium: number, material: number;

  beforeAll(async () => {
    t = await startTestApp();
    const s = await superAdmin(t);
    token = s.token;
    adminName = s.admin.name;
    w1 = await createWarehouse(t.dataSource);
    w2 = await createWarehouse(t.dataSource);
    const colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour', zh_hk: '顏色' }, [{ en_us: 'Red' }, { en_us: 'Blue' }]);
    const size = await createOptionAttribute(t.dataSource, { en_us: 'Size' }, [{ en_us: 'S' }, { en_us: 'M' }]);
    [red, blue] = colour.options;
    [small, medium] = size.options;
    material = (await createInfoAttribute(t.dataSource, 'Material', 'Oak')).options[0];
  });
  afterAll(() => t.close());

  const auth = (r: request.Test, as = token) => r.set('Authorization', `Bearer ${as}`);
  const post = (body: object) => auth(request(t.http).post('/api/admin/product')).send(body);
  const put = (id: number, body: object) => auth(request(t.http).put(`/api/admin/product/${id}`)).send(body);
  const get = (id: number, language?: string) => auth(request(t.http).get(`/api/admin/product/${id}${language ? `?language=${language}` : ''}`));
  const list = (query: { filter?: object; range?: [number, number]; sort?: [string, string]; language?: string }) =>
    auth(request(t.http).get('/api/admin/product')).query({
      ...(query.filter ? { filter: JSON.stringify(query.filter) } : {}),
      ...(query.range ? { range: JSON.stringify(query.range) } : {}),
      ...(query.sort ? { sort: JSON.stringify(query.sort) } : {}),
      ...(query.language ? { language: query.language } : {}),
    });

  /** A valid body: one stock (Red) holding 5 in warehouse 1. */
  function body(extra: Row = {}) {
    const key = unique('p').toLowerCase();
    return {
      sku: key.toUpperCase(),
      url: key,
      name: `Lamp ${key}`,
      stocks: [{ sku: `${key}-s1`.toUpperCase(), price: 1999, option_ids: [red], inventories: [{ warehouse_id: w1.id, quantity: 5 }] }],
      ...extra,
    };
  }

  /** The form as the admin UI sends it back on edit: every stock and inventory with its id. */
  const asForm = (stocks: Stock[]) =>
    stocks.map((s) => ({
      id: s.id,
      sku: s.sku,
      price: s.price,
      option_ids: s.option_ids,
      inventories: s.inventories.map((i) => ({ id: i.id, warehouse_id: i.warehouse_id, quantity: i.quantity })),
    }));

  const productCount = async (sku: string) => Number((await t.dataSource.query(`SELECT count(*) FROM product WHERE lower(sku) = lower($1)`, [sku]))[0].count);
  const historyCount = async (productId: number) =>
    Number((await t.dataSource.query(`SELECT count(*) FROM inventory_history WHERE product_id = $1`, [productId]))[0].count);

  describe('POST /api/admin/product', () => {
    it('creates a product with every field from JSON, money in minor units, and records the initial quantities', async () => {
      const brand = await createBrand(t.dataSource, { en_us: 'Lumen' });
      const lamps = await createMenuItem(t.dataSource, { en_us: 'Lamps' });
      const lights = await createMenuItem(t.dataSource, { en_us: 'Lights' });
      const input = body({
        language: 'en_us',
        description: '<p>Warm light</p>',
        meta_title: 'Desk lamp',
        meta_description: 'A warm desk lamp',
        is_new: true,
        is_featured: true,
        is_hot: false,
        visibled: true,
        brand_id: brand.id,
        categories: [lights.id, lamps.id],
      });
      input.stocks = [
        {
          ...input.stocks[0],
          special_price: 990,
          inventories: [
            { warehouse_id: w1.id, quantity: 5 },
            { warehouse_id: w2.id, quantity: 2 },
          ],
        } as never,
        { sku: `${input.sku}-S2`, price: 1290, option_ids: [blue], inventories: [{ warehouse_id: w1.id, quantity: 0 }] },
      ];
      const res = await post(input);
      expect(res.body.messages).toBeUndefined();
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        sku: input.sku,
        url: input.url,
        language: 'en_us',
        name: input.name,
        description: '<p>Warm light</p>',
        meta_title: 'Desk lamp',
        meta_description: 'A warm desk lamp',
        translated_languages: ['en_us'],
        is_new: true,
        is_featured: true,
        is_hot: false,
        visibled: true,
        brand_id: brand.id,
        min_price: 990,
        categories: [lamps.id, lights.id],
        images: [],
      });
      const [first, second] = res.body.stocks;
      expect(first).toMatchObject({
        sku: input.stocks[0].sku,
        price: 1999,
        special_price: 990,
        visibled: true,
        order: 0,
        option_ids: [red],
        all_available_inventories: 7,
      });
      expect(first.inventories).toEqual([
        { id: expect.any(Number), warehouse_id: w1.id, warehouse_name: w1.name, quantity: 5, reserved: 0, available_inventories: 5, status: 'active' },
        { id: expect.any(Number), warehouse_id: w2.id, warehouse_name: w2.name, quantity: 2, reserved: 0, available_inventories: 2, status: 'active' },
      ]);
      expect(second).toMatchObject({ sku: `${input.sku}-S2`, price: 1290, special_price: null, order: 1, option_ids: [blue], all_available_inventories: 0 });

      const [row] = await t.dataSource.query(`SELECT brand_id, is_new, visibled, min_price::int AS min_price FROM product WHERE id = $1`, [res.body.id]);
      expect(row).toEqual({ brand_id: brand.id, is_new: true, visibled: true, min_price: 990 });
      const history = await t.dataSource.query(
        `SELECT warehouse_id, type, change, quantity_after, remark, admin_name, sku, option FROM inventory_history WHERE product_id = $1 ORDER BY id`,
        [res.body.id],
      );
      // The empty row in warehouse 1 of the second stock moved nothing, so it has no history.
      expect(history).toEqual([
        {
          warehouse_id: w1.id,
          type: 'update',
          change: 5,
          quantity_after: 5,
          remark: 'Initial quantity',
          admin_name: adminName,
          sku: input.stocks[0].sku,
          option: 'Red',
        },
        {
          warehouse_id: w2.id,
          type: 'update',
          change: 2,
          quantity_after: 2,
          remark: 'Initial quantity',
          admin_name: adminName,
          sku: input.stocks[0].sku,
          option: 'Red',
        },
      ]);
    });

    it('creates from multipart: new_images as PNG files, lists as JSON text, flags as 1 and 0', async () => {
      const brand = await createBrand(t.dataSource, { en_us: 'Lumen' });
      const category = await createMenuItem(t.dataSource, { en_us: 'Lamps' });
      const input = body();
      const res = await auth(request(t.http).post('/api/admin/product'))
        .field('sku', input.sku)
        .field('url', input.url)
        .field('name', input.name)
        .field('language', 'en_us')
        .field('is_new', '1')
        .field('is_hot', '0')
        .field('visibled', '0')
        .field('brand_id', String(brand.id))
        .field('categories', JSON.stringify([category.id]))
        .field('stocks', JSON.stringify(input.stocks))
        .attach('new_images', PNG, { filename: 'front.png', contentType: 'image/png' })
        .attach('new_images', PNG, { filename: 'back.png', contentType: 'image/png' });
      expect(res.body.messages).toBeUndefined();
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ is_new: true, is_hot: false, visibled: false, brand_id: brand.id, categories: [category.id], min_price: 1999 });
      expect(res.body.images).toEqual([
        { id: expect.any(Number), path: expect.stringMatching(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/), order: 0 },
        { id: expect.any(Number), path: expect.stringMatching(/^\/uploads\/products\/[0-9a-f-]{36}\.png$/), order: 1 },
      ]);
      expect(res.body.stocks[0].inventories[0]).toMatchObject({ warehouse_id: w1.id, quantity: 5 });
      const file = await request(t.http).get(res.body.images[1].path).expect(200);
      expect(Buffer.compare(file.body, PNG)).toBe(0);
    });

    it('refuses a new image that is not an image and saves nothing', async () => {
      const input = body();
      const res = await auth(request(t.http).post('/api/admin/product'))
        .field('sku', input.sku)
        .field('url', input.url)
        .field('name', input.name)
        .field('stocks', JSON.stringify(input.stocks))
        .attach('new_images', Buffer.from('<svg onload="alert(1)"/>'), { filename: 'x.png', contentType: 'image/png' })
        .expect(422);
      expect(res.body.messages).toEqual(['new_images must be a PNG, JPEG, GIF, WebP or ICO image']);
      expect(await productCount(input.sku)).toBe(0);
    });

    it('refuses a taken sku (in any case) or url with 409 and the exact messages', async () => {
      const first = await post(body()).expect(201);
      const sku = await post(body({ sku: first.body.sku.toLowerCase() })).expect(409);
      expect(sku.body).toMatchObject({ messages: ['sku is already used by another product'], errors: { sku: ['sku is already used by another product'] } });
      const url = await post(body({ url: first.body.url })).expect(409);
      expect(url.body).toMatchObject({ messages: ['url is already used by another product'], errors: { url: ['url is already used by another product'] } });
      const both = await post(body({ sku: first.body.sku, url: first.body.url })).expect(409);
      expect(both.body.messages).toEqual(['sku is already used by another product', 'url is already used by another product']);
    });

    it('refuses a stock sku used by another product with 409', async () => {
      const first = await post(body()).expect(201);
      const takenSku = first.body.stocks[0].sku;
      const input = body();
      input.stocks[0].sku = takenSku.toLowerCase();
      const res = await post(input).expect(409);
      expect(res.body).toMatchObject({ messages: [`Stock sku ${takenSku} is already used`], errors: { stocks: [`Stock sku ${takenSku} is already used`] } });
      expect(await productCount(input.sku)).toBe(0);
    });

    it('needs sku, url, name and stocks', async () => {
      const res = await post({}).expect(422);
      expect(res.body.messages).toEqual(['sku is required', 'url is required', 'name is required', 'stocks must be a list']);
      const blank = await post(body({ sku: '  ', url: '', name: ' ' })).expect(422);
      expect(blank.body.messages).toEqual(['sku is required', 'url is required', 'name is required']);
    });

    it.each<[string, Row, string]>([
      ['a long sku', { sku: 'A'.repeat(65) }, 'sku must be at most 64 characters long'],
      ['a sku with a space', { sku: 'LAMP 1' }, 'sku may hold only letters, digits, dots, hyphens and underscores'],
      ['an uppercase url', { url: 'Desk-Lamp' }, 'url may hold only lowercase letters, digits and single hyphens'],
      ['a url with a double hyphen', { url: 'desk--lamp' }, 'url may hold only lowercase letters, digits and single hyphens'],
      ['a long url', { url: 'a'.repeat(201) }, 'url must be at most 200 characters long'],
      ['a long name', { name: 'n'.repeat(201) }, 'name must be at most 200 characters long'],
      ['a description that is not text', { description: 5 }, 'description must be text'],
      ['a long description', { description: 'd'.repeat(100001) }, 'description is too long'],
      ['a long meta_title', { meta_title: 'm'.repeat(201) }, 'meta_title must be at most 200 characters long'],
      ['a long meta_description', { meta_description: 'm'.repeat(501) }, 'meta_description must be at most 500 characters long'],
      ['is_new that is not a flag', { is_new: 'yes' }, 'is_new must be true or false'],
      ['is_featured that is not a flag', { is_featured: 'yes' }, 'is_featured must be true or false'],
      ['is_hot that is not a flag', { is_hot: 2 }, 'is_hot must be true or false'],
      ['visibled that is not a flag', { visibled: 'no' }, 'visibled must be true or false'],
      ['a brand_id that is not a number', { brand_id: 'acme' }, 'brand_id must be an existing brand'],
      ['a brand that does not exist', { brand_id: MISSING }, 'brand_id must be an existing brand'],
      ['categories that are not a list', { categories: 'lamps' }, 'categories must be a list of category ids'],
      ['a category that does not exist', { categories: [MISSING] }, 'categories must be ids of category menu items'],
      ['categories holding text', { categories: ['lamps'] }, 'categories must be a list of category ids'],
      ['more than 200 categories', { categories: Array.from({ length: 201 }, (_, i) => i + 1) }, 'categories must hold at most 200 ids'],
      ['images that are not a list', { images: 3 }, 'images must be a list'],
      ['more than 50 images', { images: Array.from({ length: 51 }, (_, i) => ({ id: i + 1, order: i })) }, 'A product has at most 50 images'],
      ['an image id that cannot exist', { images: [{ id: 0, order: 0 }] }, 'images holds an unknown image id'],
      ['an image order that is not whole', { images: [{ id: 1, order: 'first' }] }, 'image order must be a whole number'],
      [
        'more than 500 stocks',
        { stocks: Array.from({ length: 501 }, (_, i) => ({ sku: `S${i}`, price: 1, option_ids: [], inventories: [] })) },
        'A product has at most 500 stocks',
      ],
      ['stocks that are not a list', { stocks: 'none' }, 'stocks must be a list'],
      // Were 500s: a list where a stock belongs passed ValidateNested; null passed IsOptional; int4 overflow.
      ['a list where a stock belongs', { stocks: [[{ sku: 'S1', price: 1, option_ids: [], inventories: [] }]] }, 'Each stock needs a sku'],
      ['a list where an image belongs', { images: [[{ id: 1, order: 0 }]] }, 'images holds an unknown image id'],
      ['null images', { images: null }, 'images must be a list'],
      ['a category id past int4', { categories: [2147483648] }, 'categories must be a list of category ids'],
      ['an image order past int4', { images: [{ id: 1, order: 1e20 }] }, 'image order must be a whole number'],
      ['an unknown language', { language: 'fr' }, 'language must be one of en_us, zh_hk, zh_cn'],
    ])('refuses %s with the exact message and saves nothing', async (_case, patch, message) => {
      const input = body(patch);
      const res = await post(input);
      expect(res.body.messages).toEqual([message]);
      expect(res.status).toBe(422);
      if (typeof input.sku === 'string' && input.sku.length <= 64) expect(await productCount(input.sku)).toBe(0);
    });

    it('takes only category menu items as categories', async () => {
      const page = await createMenuItem(t.dataSource, { en_us: 'About' }, { type: 'page' });
      const category = await createMenuItem(t.dataSource, { en_us: 'Lamps' });
      const res = await post(body({ categories: [category.id, page.id] })).expect(422);
      expect(res.body).toMatchObject({
        messages: ['categories must be ids of category menu items'],
        errors: { categories: ['categories must be ids of category menu items'] },
      });
      const ok = await post(body({ categories: [category.id, category.id] })).expect(201);
      expect(ok.body.categories).toEqual([category.id]);
    });
  });

  describe('stock and inventory rules', () => {
    const stock = (extra: Row = {}) => ({
      sku: unique('S').toUpperCase(),
      price: 1000,
      option_ids: [red],
      inventories: [{ warehouse_id: w1.id, quantity: 1 }],
      ...extra,
    });

    it.each<[string, () => unknown[], string]>([
      ['a stock without a sku', () => [stock({ sku: '' })], 'Each stock needs a sku'],
      ['a stock sku over 80 characters', () => [stock({ sku: 'S'.repeat(81) })], 'A stock sku must be at most 80 characters long'],
      ['a stock sku with a slash', () => [stock({ sku: 'LAMP/RED' })], 'A stock sku may hold only letters, digits, dots, hyphens and underscores'],
      ['a stock without a price', () => [stock({ price: undefined })], 'Each stock needs a price in cents (a whole number)'],
      ['a price with cents after a point', () => [stock({ price: 19.99 })], 'Each stock needs a price in cents (a whole number)'],
      ['a negative price', () => [stock({ price: -1 })], 'A price cannot be negative'],
      ['a price over ten billion cents', () => [stock({ price: 10_000_000_001 })], 'A price is too large'],
      ['a special price that is not whole', () => [stock({ special_price: 9.5 })], 'special_price must be a price in cents (a whole number)'],
      ['a negative special price', () => [stock({ special_price: -5 })], 'A price cannot be negative'],
      ['a special price higher than the price', () => [stock({ price: 1000, special_price: 1001 })], 'special_price must not be higher than price'],
      ['a stock visibled that is not a flag', () => [stock({ visibled: 'maybe' })], 'visibled must be true or false'],
      ['an order that is not whole', () => [stock({ order: 1.5 })], 'order must be a whole number'],
      ['an order past int4', () => [stock({ order: 2147483648 })], 'order must be a whole number'],
      ['an option id past int4', () => [stock({ option_ids: [2147483648] })], 'option_ids must be a list of option ids'],
      [
        'a list where an inventory row belongs',
        () => [stock({ inventories: [[{ warehouse_id: w1.id, quantity: 1 }]] })],
        'Each inventory row needs quantity and warehouse_id',
      ],
      ['option_ids that are not a list', () => [stock({ option_ids: 'red' })], 'option_ids must be a list of option ids'],
      ['more than 20 options', () => [stock({ option_ids: Array.from({ length: 21 }, (_, i) => i + 1) })], 'A stock has at most 20 options'],
      ['inventories that are not a list', () => [stock({ inventories: undefined })], 'inventories must be a list'],
      [
        'more than 100 inventories',
        () => [stock({ inventories: Array.from({ length: 101 }, (_, i) => ({ warehouse_id: i + 1, quantity: 1 })) })],
        'A stock has at most 100 inventories',
      ],
      ['an inventory row without quantity', () => [stock({ inventories: [{ warehouse_id: w1.id }] })], 'Each inventory row needs quantity and warehouse_id'],
      ['an inventory row without warehouse_id', () => [stock({ inventories: [{ quantity: 3 }] })], 'Each inventory row needs quantity and warehouse_id'],
      ['a negative quantity', () => [stock({ inventories: [{ warehouse_id: w1.id, quantity: -1 }] })], 'Quantity must be a whole number, 0 or more'],
      ['a quantity over a billion', () => [stock({ inventories: [{ warehouse_id: w1.id, quantity: 1_000_000_001 }] })], 'Quantity must be at most 1000000000'],
      [
        'an inventory id that cannot exist',
        () => [stock({ inventories: [{ id: 0, warehouse_id: w1.id, quantity: 1 }] })],
        'inventories holds an unknown inventory id',
      ],
      ['a stock id that cannot exist', () => [stock({ id: -4 })], 'stocks holds an unknown stock id'],
      [
        'the same warehouse twice in one stock',
        () => [
          stock({
            inventories: [
              { warehouse_id: w1.id, quantity: 1 },
              { warehouse_id: w1.id, quantity: 2 },
            ],
          }),
        ],
        "Can't use same warehouse_id in one stock",
      ],
      [
        'a warehouse that does not exist',
        () => [stock({ inventories: [{ warehouse_id: MISSING, quantity: 1 }] })],
        'warehouse_id must be an existing warehouse',
      ],
      ['an option of a product_info attribute', () => [stock({ option_ids: [material] })], 'option_ids must be values of stock option attributes'],
      ['an option that does not exist', () => [stock({ option_ids: [MISSING] })], 'option_ids must be values of stock option attributes'],
      ['two values of one attribute', () => [stock({ option_ids: [red, blue] })], 'A stock takes one value of each option attribute'],
      [
        'stocks with different attributes',
        () => [stock({ option_ids: [red] }), stock({ option_ids: [blue, medium] })],
        'Every stock of a product must use the same option attributes',
      ],
      [
        'two stocks with the same options',
        () => [stock({ option_ids: [red, small] }), stock({ option_ids: [small, red] })],
        'Two stocks have the same options',
      ],
      [
        'the same stock sku twice',
        () => [stock({ sku: 'TWIN-1', option_ids: [red] }), stock({ sku: 'twin-1', option_ids: [blue] })],
        'Stock sku twin-1 appears twice',
      ],
    ])('refuses %s with the exact message and saves nothing', async (_case, stocks, message) => {
      const input = body({ stocks: stocks() });
      const res = await post(input);
      expect(res.body.messages).toEqual([message]);
      expect(res.status).toBe(422);
      expect(await productCount(input.sku)).toBe(0);
    });

    it('takes a product without options when no stock has any, and a special price equal to the price', async () => {
      const res = await post(body({ stocks: [stock({ option_ids: [], price: 500, special_price: 500 })] })).expect(201);
      expect(res.body.stocks[0]).toMatchObject({ option_ids: [], price: 500, special_price: 500 });
    });

    it('keeps prices up to ten billion cents exactly, in the form and in the list', async () => {
      const key = unique('big');
      const res = await post(body({ name: `Yacht ${key}`, stocks: [stock({ price: 10_000_000_000, special_price: 9_999_999_999 })] })).expect(201);
      expect(res.body.stocks[0]).toMatchObject({ price: 10_000_000_000, special_price: 9_999_999_999 });
      expect(res.body.min_price).toBe(9_999_999_999);
      const listed = await list({ filter: { q: key } }).expect(200);
      expect(listed.body).toEqual([expect.objectContaining({ id: res.body.id, min_price: 9_999_999_999 })]);
    });

    it('adds up quantities beyond two billion across warehouses in the list', async () => {
      const w3 = await createWarehouse(t.dataSource);
      const key = unique('bulk');
      const inventories = [w1, w2, w3].map((w) => ({ warehouse_id: w.id, quantity: 1_000_000_000 }));
      const res = await post(body({ name: `Rice ${key}`, stocks: [stock({ inventories })] })).expect(201);
      expect(res.body.stocks[0].all_available_inventories).toBe(3_000_000_000);
      const listed = await list({ filter: { q: key } }).expect(200);
      expect(listed.body).toEqual([expect.objectContaining({ id: res.body.id, total_quantity: 3_000_000_000 })]);
    });
  });

  describe('PUT /api/admin/product/:id', () => {
    it('reads in another language with a fallback to the main language, and writing zh_hk keeps en_us', async () => {
      const created = await post(body({ name: 'Desk lamp', description: 'Warm light', meta_title: 'Lamp' })).expect(201);
      const zh = await get(created.body.id, 'zh_hk').expect(200);
      expect(zh.body).toMatchObject({ language: 'zh_hk', name: 'Desk lamp', description: 'Warm light', meta_title: 'Lamp', translated_languages: ['en_us'] });

      const saved = await put(created.body.id, {
        ...body(),
        sku: created.body.sku,
        url: created.body.url,
        language: 'zh_hk',
        name: '枱燈',
        description: '暖光',
        stocks: asForm(created.body.stocks),
      });
      expect(saved.body.messages).toBeUndefined();
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ language: 'zh_hk', name: '枱燈', description: '暖光', meta_title: '', translated_languages: ['en_us', 'zh_hk'] });

      expect((await get(created.body.id, 'en_us').expect(200)).body).toMatchObject({ name: 'Desk lamp', description: 'Warm light', meta_title: 'Lamp' });
      expect((await get(created.body.id).expect(200)).body).toMatchObject({ language: 'en_us', name: 'Desk lamp' });
      expect((await get(created.body.id, 'zh_cn').expect(200)).body).toMatchObject({ language: 'zh_cn', name: 'Desk lamp' });
      const rows = await t.dataSource.query(`SELECT language, name FROM product_translation WHERE product_id = $1 ORDER BY language`, [created.body.id]);
      expect(rows).toEqual([
        { language: 'en_us', name: 'Desk lamp' },
        { language: 'zh_hk', name: '枱燈' },
      ]);
    });

    it('refuses an unknown language on read', async () => {
      const created = await post(body()).expect(201);
      const res = await get(created.body.id, 'fr').expect(422);
      expect(res.body.messages).toEqual(['language must be one of en_us, zh_hk, zh_cn']);
    });

    it('updates by POST with X-HTTP-Method-Override: PUT as multipart, and by a plain multipart POST', async () => {
      const category = await createMenuItem(t.dataSource, { en_us: 'Lamps' });
      const created = await post(body({ categories: [category.id] })).expect(201);
      const res = await auth(request(t.http).post(`/api/admin/product/${created.body.id}`))
        .set('X-HTTP-Method-Override', 'PUT')
        .field('sku', created.body.sku)
        .field('url', created.body.url)
        .field('name', 'Floor lamp')
        .field('is_hot', '1')
        .field('brand_id', '')
        .field('categories', '[]')
        .field('stocks', JSON.stringify(asForm(created.body.stocks).map((s) => ({ ...s, price: 2500, special_price: 2000 }))))
        .attach('new_images', PNG, { filename: 'a.png', contentType: 'image/png' });
      expect(res.body.messages).toBeUndefined();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: created.body.id, name: 'Floor lamp', is_hot: true, brand_id: null, categories: [], min_price: 2000 });
      expect(res.body.images).toHaveLength(1);
      expect(res.body.stocks[0]).toMatchObject({ id: created.body.stocks[0].id, price: 2500, special_price: 2000 });
      expect(await t.dataSource.query(`SELECT menu_id FROM menu_product WHERE product_id = $1`, [created.body.id])).toEqual([]);

      const plain = await auth(request(t.http).post(`/api/admin/product/${created.body.id}`))
        .field('sku', created.body.sku)
        .field('url', created.body.url)
        .field('name', 'Reading lamp')
        .field('stocks', JSON.stringify(res.body.stocks.map((s: Stock) => ({ ...asForm([s])[0], price: 2500 }))))
        .expect(200);
      expect(plain.body).toMatchObject({ name: 'Reading lamp', images: res.body.images, min_price: 2500 });
    });

    it('keeps its own sku and url, and refuses those of another product', async () => {
      const other = await post(body()).expect(201);
      const created = await post(body()).expect(201);
      const form = { sku: created.body.sku, url: created.body.url, name: 'Same', stocks: asForm(created.body.stocks) };
      await put(created.body.id, form).expect(200);
      const res = await put(created.body.id, { ...form, url: other.body.url }).expect(409);
      expect(res.body.messages).toEqual(['url is already used by another product']);
      const sku = await put(created.body.id, { ...form, sku: other.body.sku }).expect(409);
      expect(sku.body.messages).toEqual(['sku is already used by another product']);
    });

    it('orders, keeps and removes images, and appends new ones after the last', async () => {
      const input = body();
      const created = await auth(request(t.http).post('/api/admin/product'))
        .field('sku', input.sku)
        .field('url', input.url)
        .field('name', input.name)
        .field('stocks', JSON.stringify(input.stocks))
        .attach('new_images', PNG, { filename: 'a.png', contentType: 'image/png' })
        .attach('new_images', PNG, { filename: 'b.png', contentType: 'image/png' })
        .attach('new_images', PNG, { filename: 'c.png', contentType: 'image/png' })
        .expect(201);
      const [a, b, c] = created.body.images;
      const form = { sku: input.sku, url: input.url, name: input.name, stocks: asForm(created.body.stocks) };

      const reordered = await put(created.body.id, {
        ...form,
        images: [
          { id: c.id, order: 0 },
          { id: a.id, order: 1 },
        ],
      }).expect(200);
      expect(reordered.body.images).toEqual([
        { id: c.id, path: c.path, order: 0 },
        { id: a.id, path: a.path, order: 1 },
      ]);
      expect(await t.dataSource.query(`SELECT id FROM product_image WHERE id = $1`, [b.id])).toEqual([]);

      // Leaving images out keeps them; a new file goes after the last.
      const appended = await auth(request(t.http).put(`/api/admin/product/${created.body.id}`))
        .field('sku', input.sku)
        .field('url', input.url)
        .field('name', input.name)
        .field('stocks', JSON.stringify(form.stocks))
        .attach('new_images', PNG, { filename: 'd.png', contentType: 'image/png' })
        .expect(200);
      expect(appended.body.images.map((i: { id: number; order: number }) => [i.id, i.order])).toEqual([
        [c.id, 0],
        [a.id, 1],
        [expect.any(Number), 2],
      ]);

      const other = await auth(request(t.http).post('/api/admin/product'))
        .field('sku', `${input.sku}-X`)
        .field('url', `${input.url}-x`)
        .field('name', input.name)
        .field('stocks', '[]')
        .attach('new_images', PNG, { filename: 'x.png', contentType: 'image/png' })
        .expect(201);
      const stolen = await put(created.body.id, { ...form, images: [{ id: other.body.images[0].id, order: 0 }] }).expect(422);
      expect(stolen.body.messages).toEqual(['images holds an unknown image id']);
      expect((await get(other.body.id).expect(200)).body.images).toHaveLength(1);
      expect((await get(created.body.id).expect(200)).body.images).toHaveLength(3);

      const removed = await put(created.body.id, { ...form, images: [] }).expect(200);
      expect(removed.body.images).toEqual([]);
    });

    it('records a quantity change made in the form as an "update" history row', async () => {
      const created = await post(body()).expect(201);
      const [s] = created.body.stocks;
      const before = await historyCount(created.body.id);
      const form = { sku: created.body.sku, url: created.body.url, name: created.body.name };
      const res = await put(created.body.id, {
        ...form,
        stocks: [{ ...asForm([s])[0], inventories: [{ id: s.inventories[0].id, warehouse_id: w1.id, quantity: 8 }] }],
      }).expect(200);
      expect(res.body.stocks[0].inventories[0]).toMatchObject({ id: s.inventories[0].id, quantity: 8, available_inventories: 8 });
      const rows = await t.dataSource.query(
        `SELECT inventory_id, stock_id, warehouse_id, type, change, quantity_after, remark, admin_name, sku, option, warehouse_name
           FROM inventory_history WHERE product_id = $1 ORDER BY id DESC LIMIT 1`,
        [created.body.id],
      );
      expect(rows).toEqual([
        {
          inventory_id: s.inventories[0].id,
          stock_id: s.id,
          warehouse_id: w1.id,
          type: 'update',
          change: 3,
          quantity_after: 8,
          remark: 'Quantity set in the product form',
          admin_name: adminName,
          sku: s.sku,
          option: 'Red',
          warehouse_name: w1.name,
        },
      ]);
      expect(await historyCount(created.body.id)).toBe(before + 1);
      // Saving again without a change writes nothing.
      await put(created.body.id, { ...form, stocks: asForm(res.body.stocks) }).expect(200);
      expect(await historyCount(created.body.id)).toBe(before + 1);
    });

    it('adds a warehouse row, removes an empty one, and refuses to remove a row that still holds stock (409)', async () => {
      const created = await post(body()).expect(201);
      const [s] = created.body.stocks;
      const form = { sku: created.body.sku, url: created.body.url, name: created.body.name };
      const added = await put(created.body.id, {
        ...form,
        stocks: [{ ...asForm([s])[0], inventories: [...asForm([s])[0].inventories, { warehouse_id: w2.id, quantity: 0 }] }],
      }).expect(200);
      const rows: Inventory[] = added.body.stocks[0].inventories;
      expect(rows.map((i) => [i.warehouse_id, i.quantity])).toEqual([
        [w1.id, 5],
        [w2.id, 0],
      ]);

      const refused = await put(created.body.id, { ...form, stocks: [{ ...asForm([s])[0], inventories: [] }] }).expect(409);
      expect(refused.body).toMatchObject({ messages: [`The inventory in ${w1.name} still holds 5: move it out before removing the row`] });
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM inventory WHERE stock_id = $1`, [s.id]))[0].n).toBe(2);

      const emptied = await put(created.body.id, {
        ...form,
        stocks: [{ ...asForm([s])[0], inventories: [{ id: rows[0].id, warehouse_id: w1.id, quantity: 5 }] }],
      }).expect(200);
      expect(emptied.body.stocks[0].inventories.map((i: Inventory) => i.id)).toEqual([rows[0].id]);
      expect(await t.dataSource.query(`SELECT id FROM inventory WHERE id = $1`, [rows[1].id])).toEqual([]);
    });

    it('refuses an inventory row moved to another warehouse: that is a transfer', async () => {
      const created = await post(body()).expect(201);
      const [s] = created.body.stocks;
      const res = await put(created.body.id, {
        sku: created.body.sku,
        url: created.body.url,
        name: created.body.name,
        stocks: [{ ...asForm([s])[0], inventories: [{ id: s.inventories[0].id, warehouse_id: w2.id, quantity: 5 }] }],
      }).expect(422);
      expect(res.body.messages).toEqual(['An inventory row cannot move to another warehouse: use a transfer']);
    });

    it('refuses stock and inventory ids of another product', async () => {
      const other = await post(body()).expect(201);
      const created = await post(body()).expect(201);
      const form = { sku: created.body.sku, url: created.body.url, name: created.body.name };
      const [mine] = asForm(created.body.stocks);
      const [theirs] = asForm(other.body.stocks);
      const stockRes = await put(created.body.id, { ...form, stocks: [{ ...mine, id: theirs.id }] }).expect(422);
      expect(stockRes.body.messages).toEqual(['stocks holds an unknown stock id']);
      const inventoryRes = await put(created.body.id, { ...form, stocks: [{ ...mine, inventories: [{ ...theirs.inventories[0] }] }] }).expect(422);
      expect(inventoryRes.body.messages).toEqual(['inventories holds an unknown inventory id']);
      expect((await get(other.body.id).expect(200)).body.stocks).toEqual(other.body.stocks);
    });

    it('keeps a saved inventory quantity when the row comes without one, so a stale form cannot undo a move', async () => {
      const created = await post(body()).expect(201);
      const [stock] = created.body.stocks as Stock[];
      const inventory = stock.inventories[0];
      await auth(request(t.http).post('/api/admin/inventory/plus')).send({ inventory_id: inventory.id, quantity: 3 }).expect(200);
      const form = { sku: created.body.sku, url: created.body.url, name: created.body.name };
      const res = await put(created.body.id, {
        ...form,
        stocks: [{ id: stock.id, sku: stock.sku, price: stock.price, option_ids: stock.option_ids, inventories: [{ id: inventory.id, warehouse_id: w1.id }] }],
      }).expect(200);
      expect(res.body.stocks[0].inventories[0]).toMatchObject({ id: inventory.id, quantity: 8 });
      const history = await t.dataSource.query(`SELECT type FROM inventory_history WHERE inventory_id = $1 ORDER BY id`, [inventory.id]);
      expect(history.map((h: { type: string }) => h.type)).toEqual(['update', 'plus']);
      const missing = await put(created.body.id, {
        ...form,
        stocks: [
          {
            id: stock.id,
            sku: stock.sku,
            price: stock.price,
            option_ids: stock.option_ids,
            inventories: [{ id: inventory.id, warehouse_id: w1.id }, { warehouse_id: w2.id }],
          },
        ],
      }).expect(422);
      expect(missing.body.messages).toEqual(['Each inventory row needs quantity and warehouse_id']);
    });

    it('removes a stock left out of the form, with its inventories, and writes off what it held in the history', async () => {
      const input = body();
      input.stocks.push({ sku: `${input.sku}-S2`, price: 800, option_ids: [blue], inventories: [{ warehouse_id: w2.id, quantity: 4 }] });
      const created = await post(input).expect(201);
      expect(created.body.min_price).toBe(800);
      const [keep, drop] = created.body.stocks as Stock[];
      const res = await put(created.body.id, { sku: input.sku, url: input.url, name: input.name, stocks: asForm([keep]) }).expect(200);
      expect(res.body.stocks.map((s: Stock) => s.id)).toEqual([keep.id]);
      expect(res.body.min_price).toBe(1999);
      expect(await t.dataSource.query(`SELECT id FROM stock WHERE id = $1`, [drop.id])).toEqual([]);
      expect(await t.dataSource.query(`SELECT id FROM inventory WHERE stock_id = $1`, [drop.id])).toEqual([]);
      const history = await t.dataSource.query(
        `SELECT type, change, quantity_after, remark, warehouse_id FROM inventory_history WHERE stock_id = $1 ORDER BY id`,
        [drop.id],
      );
      expect(history).toEqual([
        { type: 'update', change: 4, quantity_after: 4, remark: 'Initial quantity', warehouse_id: w2.id },
        { type: 'update', change: -4, quantity_after: 0, remark: 'Stock removed from the product', warehouse_id: w2.id },
      ]);
    });

    it('refuses to remove a stock, lower a quantity or delete the product below what orders hold', async () => {
      const input = body();
      input.stocks.push({ sku: `${input.sku}-S2`, price: 800, option_ids: [blue], inventories: [{ warehouse_id: w1.id, quantity: 4 }] });
      const created = await post(input).expect(201);
      const [first, second] = created.body.stocks as Stock[];
      await t.dataSource.query(`UPDATE inventory SET reserved = 2 WHERE stock_id = $1`, [second.id]);
      const form = { sku: input.sku, url: input.url, name: input.name };

      const removal = await put(created.body.id, { ...form, stocks: asForm([first]) }).expect(409);
      expect(removal.body.messages).toEqual(['A stock with reserved inventory cannot be removed']);
      const [lowered] = asForm([second]);
      lowered.inventories[0].quantity = 1;
      const lower = await put(created.body.id, { ...form, stocks: [asForm([first])[0], lowered] }).expect(422);
      expect(lower.body.messages).toEqual(['Quantity can not be less than the 2 reserved by orders']);
      const remove = await auth(request(t.http).delete(`/api/admin/product/${created.body.id}`)).expect(409);
      expect(remove.body.messages).toEqual(['This product has inventory reserved by orders and cannot be deleted']);
      expect((await get(created.body.id).expect(200)).body.stocks).toEqual(
        created.body.stocks.map((s: Stock, i: number) =>
          i === 1 ? { ...s, all_available_inventories: 2, inventories: s.inventories.map((inv) => ({ ...inv, reserved: 2, available_inventories: 2 })) } : s,
        ),
      );
    });
  });

  describe('a save that fails halfway changes nothing', () => {
    it('creates nothing when the second stock sku is taken', async () => {
      const category = await createMenuItem(t.dataSource, { en_us: 'Lamps' });
      const taken = (await post(body()).expect(201)).body.stocks[0].sku;
      const input = body({ categories: [category.id] });
      input.stocks.push({ sku: taken, price: 500, option_ids: [blue], inventories: [{ warehouse_id: w1.id, quantity: 1 }] });
      const res = await post(input).expect(409);
      expect(res.body.messages).toEqual([`Stock sku ${taken} is already used`]);
      expect(await productCount(input.sku)).toBe(0);
      expect(await t.dataSource.query(`SELECT id FROM product WHERE url = $1`, [input.url])).toEqual([]);
      expect(await t.dataSource.query(`SELECT id FROM product_translation WHERE name = $1`, [input.name])).toEqual([]);
      expect(await t.dataSource.query(`SELECT menu_id FROM menu_product WHERE menu_id = $1`, [category.id])).toEqual([]);
      expect(await t.dataSource.query(`SELECT id FROM stock WHERE sku = $1`, [input.stocks[0].sku])).toEqual([]);
    });

    it('keeps text, images, quantities and history when an update fails on its second stock', async () => {
      const input = body({ description: 'Before' });
      input.stocks.push({ sku: `${input.sku}-S2`, price: 800, option_ids: [blue], inventories: [{ warehouse_id: w2.id, quantity: 3 }] });
      const created = await post(input).expect(201);
      const historyBefore = await historyCount(created.body.id);
      const [first, second] = asForm(created.body.stocks);
      first.inventories[0].quantity = 9;
      first.price = 100;
      // The first stock's changes are written before the second stock's removed row (holding 3) is refused.
      const res = await put(created.body.id, {
        ...input,
        name: 'After',
        description: 'After',
        is_hot: true,
        stocks: [first, { ...second, inventories: [] }],
      }).expect(409);
      expect(res.body.messages).toEqual([`The inventory in ${w2.name} still holds 3: move it out before removing the row`]);
      const after = await get(created.body.id).expect(200);
      expect({ ...after.body, updated_at: undefined }).toEqual({ ...created.body, updated_at: undefined });
      expect(await historyCount(created.body.id)).toBe(historyBefore);

      const taken = (await post(body()).expect(201)).body.stocks[0].sku;
      const skuRes = await put(created.body.id, { ...input, name: 'After', stocks: [first, { ...second, sku: taken }] }).expect(409);
      expect(skuRes.body.messages).toEqual([`Stock sku ${taken} is already used`]);
      expect((await get(created.body.id).expect(200)).body).toEqual(after.body);
    });
  });

  describe('GET /api/admin/product', () => {
    /** Three products sharing a word in their names, one of them hidden, in a brand and a category. */
    async function shelf() {
      const word = unique('shelf').replace('-', '');
      const brand = await createBrand(t.dataSource, { en_us: 'Shelfco' });
      const category = await createMenuItem(t.dataSource, { en_us: 'Shelves' });
      const make = async (name: string, price: number, extra: Row = {}) =>
        (await post(body({ name: `${name} ${word}`, ...extra, stocks: [{ ...body().stocks[0], price }] })).expect(201)).body;
      const oak = await make('Oak', 3000, { brand_id: brand.id, language: 'en_us' });
      const pine = await make('Pine', 1000, { categories: [category.id] });
      const ash = await make('Ash', 2000, { visibled: false, brand_id: brand.id, categories: [category.id] });
      await put(oak.id, { sku: oak.sku, url: oak.url, name: `橡木 ${word}`, language: 'zh_hk', brand_id: brand.id, stocks: asForm(oak.stocks) }).expect(200);
      return { word, brand, category, oak, pine, ash };
    }
    const ids = (res: request.Response) => res.body.map((r: { id: number }) => r.id);

    it('finds by a word of the name in any language or of the sku, case-insensitively, with a count', async () => {
      const { word, oak, pine, ash } = await shelf();
      const res = await list({ filter: { q: word.toUpperCase() }, sort: ['id', 'ASC'] }).expect(200);
      expect(ids(res)).toEqual([oak.id, pine.id, ash.id]);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.body[0]).toMatchObject({ sku: oak.sku, url: oak.url, name: `Oak ${word}`, visibled: true, min_price: 3000, total_quantity: 5, image: null });
      expect(ids(await list({ filter: { q: '橡木' } }).expect(200))).toContain(oak.id);
      expect(ids(await list({ filter: { q: pine.sku.toLowerCase() } }).expect(200))).toEqual([pine.id]);
      const zh = await list({ filter: { q: word }, sort: ['id', 'ASC'], language: 'zh_hk' }).expect(200);
      expect(zh.body.map((r: { name: string }) => r.name)).toEqual([`橡木 ${word}`, `Pine ${word}`, `Ash ${word}`]);
    });

    it('finds by a word of one or two characters (most Chinese words) in a name or the sku, case-insensitively, as by a longer one', async () => {
      const make = async (name: string, sku?: string) => (await post(body({ name, ...(sku ? { sku } : {}) })).expect(201)).body;
      const pot = await make(`青花茶壺 ${unique('w')}`);
      const apart = await make(`茶 青花壺 ${unique('w')}`);
      const sku = await make(`Tray ${unique('w')}`, `${unique('K').toUpperCase()}-QZ`);
      const found = async (q: string) => ids(await list({ filter: { q }, range: [0, 499], sort: ['id', 'ASC'] }).expect(200));
      expect(await found('茶壺')).toContain(pot.id);
      expect(await found('茶壺')).not.toContain(apart.id);
      expect(await found('壺')).toEqual(expect.arrayContaining([pot.id, apart.id]));
      expect(await found('qz')).toContain(sku.id);
      expect(await found('Qz')).toContain(sku.id);
      expect(await found('Qz')).not.toContain(pot.id);
      // The same rows, and the same count, as the names and skus hold them.
      for (const q of ['茶壺', '壺', 'qz']) {
        const res = await list({ filter: { q }, range: [0, 499], sort: ['id', 'ASC'] }).expect(200);
        const [{ n }] = await t.dataSource.query(
          `SELECT count(*)::int AS n FROM product p WHERE p.sku ILIKE $1 OR EXISTS (SELECT 1 FROM product_translation x WHERE x.product_id = p.id AND x.name ILIKE $1)`,
          [`%${q}%`],
        );
        expect({ q, total: res.headers['x-total-count'], rows: res.body.length }).toEqual({ q, total: String(n), rows: n });
      }
    });

    it('treats % and _ in q as plain characters', async () => {
      const { word } = await shelf();
      expect((await list({ filter: { q: `${word}%` } }).expect(200)).body).toEqual([]);
      expect((await list({ filter: { q: '%' } }).expect(200)).headers['x-total-count']).toBe('0');
    });

    it('pages with range and sorts by name and price', async () => {
      const { word, oak, pine, ash } = await shelf();
      const first = await list({ filter: { q: word }, range: [0, 1], sort: ['name', 'ASC'] }).expect(200);
      expect(ids(first)).toEqual([ash.id, oak.id]);
      expect(first.headers['content-range']).toBe('product 0-1/3');
      const second = await list({ filter: { q: word }, range: [2, 3], sort: ['name', 'ASC'] }).expect(200);
      expect(ids(second)).toEqual([pine.id]);
      expect(second.headers['content-range']).toBe('product 2-2/3');
      const beyond = await list({ filter: { q: word }, range: [10, 19], sort: ['name', 'ASC'] }).expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('3');
      expect(ids(await list({ filter: { q: word }, sort: ['min_price', 'DESC'] }).expect(200))).toEqual([oak.id, ash.id, pine.id]);
      expect(ids(await list({ filter: { q: word }, sort: ['min_price', 'ASC'] }).expect(200))).toEqual([pine.id, ash.id, oak.id]);
    });

    it('sorts by the name shown in the asked language (the main language’s where it has none), and follows a change of the main language', async () => {
      const { word, oak, pine, ash } = await shelf();
      const names = (res: request.Response) => res.body.map((r: { name: string }) => r.name);
      const zh = await list({ filter: { q: word }, sort: ['name', 'DESC'], language: 'zh_hk' }).expect(200);
      expect(names(zh)).toEqual([`橡木 ${word}`, `Pine ${word}`, `Ash ${word}`]);
      expect(ids(zh)).toEqual([oak.id, pine.id, ash.id]);
      const before = (await auth(request(t.http).get('/api/admin/config/language')).expect(200)).body;
      await auth(request(t.http).put('/api/admin/config/language'))
        .send({ main_language: 'zh_hk', languages: ['en_us', 'zh_hk', 'zh_cn'] })
        .expect(200);
      try {
        // zh_cn has no names: each product shows its name in the new main language, or none.
        const cn = await list({ filter: { q: word }, sort: ['name', 'ASC'], language: 'zh_cn' }).expect(200);
        expect(names(cn)).toEqual(['', '', `橡木 ${word}`]);
        expect(ids(cn)).toEqual([pine.id, ash.id, oak.id]);
      } finally {
        await auth(request(t.http).put('/api/admin/config/language'))
          .send({ main_language: before.main_language, languages: before.supported_languages.split(',') })
          .expect(200);
      }
      expect(names(await list({ filter: { q: word }, sort: ['id', 'ASC'], language: 'zh_cn' }).expect(200))).toEqual([
        `Oak ${word}`,
        `Pine ${word}`,
        `Ash ${word}`,
      ]);
    });

    it('filters by visibled, brand_id and category_id', async () => {
      const { word, brand, category, oak, pine, ash } = await shelf();
      expect(ids(await list({ filter: { q: word, visibled: false } }).expect(200))).toEqual([ash.id]);
      expect(ids(await list({ filter: { q: word, visibled: true }, sort: ['id', 'ASC'] }).expect(200))).toEqual([oak.id, pine.id]);
      expect(ids(await list({ filter: { q: word, brand_id: brand.id }, sort: ['id', 'ASC'] }).expect(200))).toEqual([oak.id, ash.id]);
      expect(ids(await list({ filter: { category_id: category.id }, sort: ['id', 'ASC'] }).expect(200))).toEqual([pine.id, ash.id]);
      expect(ids(await list({ filter: { brand_id: brand.id, category_id: category.id, visibled: true } }).expect(200))).toEqual([]);
    });

    it('refuses a sort field it does not know', async () => {
      const res = await list({ sort: ['price', 'ASC'] }).expect(400);
      expect(res.body.messages).toEqual(['sort must be ["field","ASC|DESC"] with a field among id, sku, name, min_price, updated_at, created_at']);
    });

    it('needs product.list to read and product.edit to write', async () => {
      const created = await post(body()).expect(201);
      const reader = await adminWith(t, ['product.list']);
      const nobody = await adminWith(t, ['role.list']);
      await auth(request(t.http).get('/api/admin/product'), reader.token).expect(200);
      await auth(request(t.http).get(`/api/admin/product/${created.body.id}`), reader.token).expect(200);
      await auth(request(t.http).get('/api/admin/product'), nobody.token).expect(403);
      await auth(request(t.http).post('/api/admin/product'), reader.token).send(body()).expect(403);
      await auth(request(t.http).put(`/api/admin/product/${created.body.id}`), reader.token)
        .send(body())
        .expect(403);
      await auth(request(t.http).delete(`/api/admin/product/${created.body.id}`), reader.token).expect(403);
      await request(t.http).get('/api/admin/product').expect(401);
    });
  });

  describe('DELETE /api/admin/product/:id', () => {
    it('deletes the product with its text, images, stocks, inventories and categories, and keeps the history', async () => {
      const category = await createMenuItem(t.dataSource, { en_us: 'Lamps' });
      const input = body({ categories: [category.id] });
      const created = await auth(request(t.http).post('/api/admin/product'))
        .field('sku', input.sku)
        .field('url', input.url)
        .field('name', input.name)
        .field('categories', JSON.stringify([category.id]))
        .field('stocks', JSON.stringify(input.stocks))
        .attach('new_images', PNG, { filename: 'a.png', contentType: 'image/png' })
        .expect(201);
      const id = created.body.id;
      const res = await auth(request(t.http).delete(`/api/admin/product/${id}`)).expect(200);
      expect(res.body).toEqual({ id });
      for (const table of ['product_translation', 'product_image', 'stock', 'menu_product']) {
        expect(await t.dataSource.query(`SELECT 1 FROM ${table} WHERE product_id = $1`, [id])).toEqual([]);
      }
      expect(await t.dataSource.query(`SELECT 1 FROM inventory WHERE stock_id = $1`, [created.body.stocks[0].id])).toEqual([]);
      expect(await historyCount(id)).toBe(1);
      const gone = await get(id).expect(404);
      expect(gone.body).toMatchObject({ messages: ['ID not exists'] });
      await auth(request(t.http).delete(`/api/admin/product/${id}`)).expect(404);
    });

    it('answers 404 "ID not exists" for a product that does not exist, on every route', async () => {
      const form = body();
      const answers = [
        await get(MISSING),
        await auth(request(t.http).get('/api/admin/product/abc')),
        await put(MISSING, form),
        await auth(request(t.http).post(`/api/admin/product/${MISSING}`))
          .set('X-HTTP-Method-Override', 'PUT')
          .send(form),
        await auth(request(t.http).delete(`/api/admin/product/${MISSING}`)),
        await auth(request(t.http).delete('/api/admin/product/0')),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ messages: ['ID not exists'] });
      }
      expect(await productCount(form.sku)).toBe(0);
    });
  });
});
