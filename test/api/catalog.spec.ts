import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createBrand, createMenuItem, createOptionAttribute, createWarehouse, PNG } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';

type Row = Record<string, unknown>;
interface StockInput {
  price: number;
  special_price?: number | null;
  visibled?: boolean;
  option_ids: number[];
  inventories: { warehouse_id: number; quantity: number }[];
}
interface Card {
  id: number;
}

describe('storefront catalogue', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await superAdmin(t)).token;
  });
  afterAll(() => t.close());

  const storefront = (path: string, body: object) => request(t.http).post(path).send(body);

  /** A product made through the back-office API; stock skus are generated. */
  async function make(fields: Row & { stocks: StockInput[] }) {
    const key = unique('c').toLowerCase();
    const res = await request(t.http)
      .post('/api/admin/product')
      .set('Authorization', `Bearer ${token}`)
      .send({
        sku: key.toUpperCase(),
        url: key,
        name: `Product ${key}`,
        ...fields,
        stocks: fields.stocks.map((s, i) => ({ sku: `${key}-${i}`.toUpperCase(), ...s })),
      });
    if (res.status !== 201) throw new Error(`product not made: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number; sku: string; url: string; stocks: { id: number; sku: string; inventories: { id: number; warehouse_id: number }[] }[] };
  }

  describe('POST /api/product', () => {
    it('shows every field of a product with its stocks, options, prices in minor units and availability', async () => {
      const w = await createWarehouse(t.dataSource);
      const brand = await createBrand(t.dataSource, { en_us: 'Lumen', zh_hk: '流明' });
      const category = await createMenuItem(t.dataSource, { en_us: 'Lamps', zh_hk: '燈' });
      const colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour', zh_hk: '顏色' }, [
        { en_us: 'Red', zh_hk: '紅' },
        { en_us: 'Blue', zh_hk: '藍' },
      ]);
      const size = await createOptionAttribute(t.dataSource, { en_us: 'Size', zh_hk: '尺寸' }, [
        { en_us: 'S', zh_hk: '細' },
        { en_us: 'M', zh_hk: '中' },
      ]);
      const key = unique('lamp').toLowerCase();
      const stocks: StockInput[] = [
        { price: 12900, special_price: 9900, option_ids: [colour.options[0], size.options[0]], inventories: [{ warehouse_id: w.id, quantity: 3 }] },
        { price: 15900, option_ids: [colour.options[1], size.options[1]], inventories: [{ warehouse_id: w.id, quantity: 0 }] },
      ];
      const created = await request(t.http)
        .post('/api/admin/product')
        .set('Authorization', `Bearer ${token}`)
        .field('language', 'zh_hk')
        .field('sku', key.toUpperCase())
        .field('url', key)
        .field('name', '枱燈')
        .field('description', '<p>暖光</p>')
        .field('meta_title', '枱燈 | 流明')
        .field('meta_description', '一盞暖光枱燈')
        .field('is_new', '1')
        .field('is_featured', '0')
        .field('is_hot', '1')
        .field('brand_id', String(brand.id))
        .field('categories', JSON.stringify([category.id]))
        .field('stocks', JSON.stringify(stocks.map((s, i) => ({ ...s, sku: `${key}-${i}`.toUpperCase() }))))
        .attach('new_images', PNG, { filename: 'a.png', contentType: 'image/png' })
        .attach('new_images', PNG, { filename: 'b.png', contentType: 'image/png' })
        .expect(201);
      const [s1, s2] = created.body.stocks;

      const res = await storefront('/api/product', { language: 'zh_hk', url: key }).expect(200);
      expect(res.body).toEqual({
        id: created.body.id,
        sku: key.toUpperCase(),
        url: key,
        name: '枱燈',
        description: '<p>暖光</p>',
        meta_title: '枱燈 | 流明',
        meta_description: '一盞暖光枱燈',
        is_new: true,
        is_featured: false,
        is_hot: true,
        brand: { id: brand.id, url: brand.url, title: '流明' },
        images: created.body.images.map((i: { path: string }) => ({ path: i.path })),
        categories: [{ id: category.id, url: category.url, title: '燈' }],
        attributes: [
          {
            id: colour.id,
            name: '顏色',
            options: [
              { id: colour.options[0], value: '紅' },
              { id: colour.options[1], value: '藍' },
            ],
          },
          {
            id: size.id,
            name: '尺寸',
            options: [
              { id: size.options[0], value: '細' },
              { id: size.options[1], value: '中' },
            ],
          },
        ],
        stocks: [
          {
            id: s1.id,
            sku: s1.sku,
            price: 12900,
            special_price: 9900,
            final_price: 9900,
            option_ids: [colour.options[0], size.options[0]],
            available_inventories: 3,
            in_stock: true,
          },
          {
            id: s2.id,
            sku: s2.sku,
            price: 15900,
            special_price: null,
            final_price: 15900,
            option_ids: [colour.options[1], size.options[1]],
            available_inventories: 0,
            in_stock: false,
          },
        ],
        price: 9900,
        max_price: 15900,
        in_stock: true,
        prices_hidden: false,
      });
    });

    it('shows text, brand, categories and options in the asked language, falling back to the main language', async () => {
      const w = await createWarehouse(t.dataSource);
      const brand = await createBrand(t.dataSource, { en_us: 'Lumen' });
      const category = await createMenuItem(t.dataSource, { en_us: 'Lamps', zh_cn: '灯' });
      const colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour', zh_hk: '顏色' }, [{ en_us: 'Red', zh_hk: '紅' }, { en_us: 'Blue' }]);
      const product = await make({
        name: 'Desk lamp',
        description: 'Warm light',
        brand_id: brand.id,
        categories: [category.id],
        stocks: colour.options.map((o) => ({ price: 1000, option_ids: [o], inventories: [{ warehouse_id: w.id, quantity: 1 }] })),
      });
      const zhHk = await storefront('/api/product', { language: 'zh_hk', url: product.url }).expect(200);
      expect(zhHk.body).toMatchObject({
        name: 'Desk lamp',
        description: 'Warm light',
        meta_title: 'Desk lamp',
        brand: { title: 'Lumen' },
        categories: [{ title: 'Lamps' }],
        attributes: [{ name: '顏色', options: [{ value: '紅' }, { value: 'Blue' }] }],
      });
      const zhCn = await storefront('/api/product', { language: 'zh_cn', url: product.url }).expect(200);
      expect(zhCn.body).toMatchObject({
        name: 'Desk lamp',
        categories: [{ title: '灯' }],
        attributes: [{ name: 'Colour', options: [{ value: 'Red' }, { value: 'Blue' }] }],
      });
      const main = await storefront('/api/product', { url: product.url }).expect(200);
      expect(main.body).toMatchObject({ name: 'Desk lamp', attributes: [{ name: 'Colour' }] });
    });

    it('sums availability over enabled warehouses only, net of reserved quantities', async () => {
      const a = await createWarehouse(t.dataSource);
      const b = await createWarehouse(t.dataSource);
      const product = await make({
        stocks: [
          {
            price: 1000,
            option_ids: [],
            inventories: [
              { warehouse_id: a.id, quantity: 4 },
              { warehouse_id: b.id, quantity: 3 },
            ],
          },
        ],
      });
      const category = await createMenuItem(t.dataSource, { en_us: 'Stocked' });
      await t.dataSource.query(`INSERT INTO menu_product (menu_id, product_id) VALUES ($1, $2)`, [category.id, product.id]);
      const detail = async () => (await storefront('/api/product', { url: product.url }).expect(200)).body;
      const card = async () => (await storefront('/api/category', { url: category.url }).expect(200)).body.products[0];

      expect(await detail()).toMatchObject({ in_stock: true, stocks: [{ available_inventories: 7, in_stock: true }] });
      await t.dataSource.query(`UPDATE inventory SET reserved = 1 WHERE stock_id = $1 AND warehouse_id = $2`, [product.stocks[0].id, a.id]);
      expect(await detail()).toMatchObject({ stocks: [{ available_inventories: 6 }] });

      await t.dataSource.query(`UPDATE warehouse SET enabled = false WHERE id = $1`, [b.id]);
      expect(await detail()).toMatchObject({ in_stock: true, stocks: [{ available_inventories: 3, in_stock: true }] });
      const admin = await request(t.http).get(`/api/admin/product/${product.id}`).set('Authorization', `Bearer ${token}`).expect(200);
      expect(admin.body.stocks[0].all_available_inventories).toBe(3);
      expect(admin.body.stocks[0].inventories.map((i: { warehouse_id: number; status: string }) => [i.warehouse_id, i.status])).toEqual([
        [a.id, 'active'],
        [b.id, 'inactive'],
      ]);

      await t.dataSource.query(`UPDATE warehouse SET enabled = false WHERE id = $1`, [a.id]);
      expect(await detail()).toMatchObject({ in_stock: false, stocks: [{ available_inventories: 0, in_stock: false }] });
      expect(await card()).toMatchObject({ id: product.id, in_stock: false });

      await t.dataSource.query(`UPDATE warehouse SET enabled = true WHERE id = $1`, [b.id]);
      expect(await detail()).toMatchObject({ in_stock: true, stocks: [{ available_inventories: 3 }] });
      expect(await card()).toMatchObject({ id: product.id, in_stock: true });
    });

    it('adds up availability beyond two billion across warehouses', async () => {
      const warehouses = [await createWarehouse(t.dataSource), await createWarehouse(t.dataSource), await createWarehouse(t.dataSource)];
      const product = await make({
        stocks: [{ price: 1, option_ids: [], inventories: warehouses.map((w) => ({ warehouse_id: w.id, quantity: 1_000_000_000 })) }],
      });
      const res = await storefront('/api/product', { url: product.url }).expect(200);
      expect(res.body.stocks[0]).toMatchObject({ available_inventories: 3_000_000_000, in_stock: true });
    });

    it('answers 404 "Product not found" for a hidden product and an unknown url', async () => {
      const w = await createWarehouse(t.dataSource);
      const hidden = await make({ visibled: false, stocks: [{ price: 1000, option_ids: [], inventories: [{ warehouse_id: w.id, quantity: 1 }] }] });
      for (const url of [hidden.url, unique('nothing').toLowerCase()]) {
        const res = await storefront('/api/product', { url }).expect(404);
        expect(res.body).toMatchObject({ messages: ['Product not found'] });
      }
    });

    it('never lists a hidden stock, nor its options or price', async () => {
      const w = await createWarehouse(t.dataSource);
      const colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour' }, [{ en_us: 'Red' }, { en_us: 'Gold' }]);
      const product = await make({
        stocks: [
          { price: 2000, option_ids: [colour.options[0]], inventories: [{ warehouse_id: w.id, quantity: 1 }] },
          { price: 500, visibled: false, option_ids: [colour.options[1]], inventories: [{ warehouse_id: w.id, quantity: 9 }] },
        ],
      });
      const res = await storefront('/api/product', { url: product.url }).expect(200);
      expect(res.body.stocks.map((s: { id: number }) => s.id)).toEqual([product.stocks[0].id]);
      expect(res.body.attributes).toEqual([{ id: colour.id, name: 'Colour', options: [{ id: colour.options[0], value: 'Red' }] }]);
      expect(res.body).toMatchObject({ price: 2000, max_price: 2000 });
    });

    it('shows a product without visible stocks as not in stock, without a price', async () => {
      const product = await make({ stocks: [] });
      const res = await storefront('/api/product', { url: product.url }).expect(200);
      expect(res.body).toMatchObject({ stocks: [], attributes: [], price: null, max_price: null, in_stock: false, brand: null, images: [], categories: [] });
    });

    it('leaves out a disabled brand and a disabled category', async () => {
      const brand = await createBrand(t.dataSource, { en_us: 'Gone' }, { enabled: false });
      const category = await createMenuItem(t.dataSource, { en_us: 'Gone' }, { enabled: false });
      const product = await make({ brand_id: brand.id, categories: [category.id], stocks: [] });
      const res = await storefront('/api/product', { url: product.url }).expect(200);
      expect(res.body).toMatchObject({ brand: null, categories: [] });
    });

    it.each<[string, Row, string]>([
      ['no url', {}, 'url is required'],
      ['a blank url', { url: '  ' }, 'url is required'],
      ['a url that is not text', { url: 5 }, 'url is required'],
      ['a url over 200 characters', { url: 'a'.repeat(201) }, 'url must be at most 200 characters long'],
      ['an unknown language', { url: 'lamp', language: 'zh-HK' }, 'language must be one of en_us, zh_hk, zh_cn'],
    ])('refuses %s with 422 and the exact message', async (_case, body, message) => {
      const res = await storefront('/api/product', body).expect(422);
      expect(res.body.messages).toEqual([message]);
    });
  });

  describe('POST /api/category', () => {
    /**
     * A category with a sub-category holding four visible products, a hidden one and one elsewhere:
     *   apple  brand A  Red/S 1000                          (root)
     *   banana brand B  Blue/M 3000, special 2500           (child)
     *   cherry brand A  Red/M 2000 and Blue/S 2000          (root)
     *   date   no brand Blue/S 500                          (child)
     *   hidden brand B  Red/S 100, not visible               (root)
     *   other  brand B  Red/S 100, in another category
     */
    async function shelf() {
      const w = await createWarehouse(t.dataSource);
      const brandA = await createBrand(t.dataSource, { en_us: 'Acme', zh_hk: '極致' });
      const brandB = await createBrand(t.dataSource, { en_us: 'Bolt' });
      const colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour', zh_hk: '顏色' }, [{ en_us: 'Red', zh_hk: '紅' }, { en_us: 'Blue' }]);
      const size = await createOptionAttribute(t.dataSource, { en_us: 'Size' }, [{ en_us: 'S' }, { en_us: 'M' }]);
      const [red, blue] = colour.options;
      const [small, medium] = size.options;
      const root = await createMenuItem(t.dataSource, { en_us: 'Fruit', zh_hk: '水果' });
      const child = await createMenuItem(t.dataSource, { en_us: 'Berries' }, { parentId: root.id });
      const elsewhere = await createMenuItem(t.dataSource, { en_us: 'Elsewhere' });
      const stock = (price: number, options: number[], extra: Partial<StockInput> = {}) => ({
        price,
        option_ids: options,
        inventories: [{ warehouse_id: w.id, quantity: 2 }],
        ...extra,
      });
      const apple = await make({ name: 'Apple', brand_id: brandA.id, categories: [root.id], stocks: [stock(1000, [red, small])] });
      const banana = await make({
        name: 'Banana',
        brand_id: brandB.id,
        categories: [child.id],
        stocks: [stock(3000, [blue, medium], { special_price: 2500 })],
      });
      const cherry = await make({
        name: 'Cherry',
        brand_id: brandA.id,
        categories: [root.id],
        stocks: [stock(2000, [red, medium]), stock(2000, [blue, small])],
      });
      const date = await make({ name: 'Date', categories: [child.id], stocks: [stock(500, [blue, small], { inventories: [] })] });
      const hidden = await make({ name: 'Hidden', visibled: false, brand_id: brandB.id, categories: [root.id], stocks: [stock(100, [red, small])] });
      await make({ name: 'Other', brand_id: brandB.id, categories: [elsewhere.id], stocks: [stock(100, [red, small])] });
      return { root, child, brandA, brandB, colour, size, red, blue, small, medium, apple, banana, cherry, date, hidden };
    }
    const listing = (body: Row) => storefront('/api/category', body).expect(200);
    const ids = (res: request.Response) => res.body.products.map((p: Card) => p.id);

    it('lists visible products of the category and its sub-categories, newest first, as cards', async () => {
      const s = await shelf();
      const res = await listing({ url: s.root.url, language: 'zh_hk' });
      expect(ids(res)).toEqual([s.date.id, s.cherry.id, s.banana.id, s.apple.id]);
      expect(res.body).toMatchObject({ total: 4, page: 1, per_page: 20 });
      expect(res.body.category).toMatchObject({
        id: s.root.id,
        url: s.root.url,
        type: 'category',
        title: '水果',
        children: [{ id: s.child.id, title: 'Berries' }],
      });
      expect(res.body.products[2]).toEqual({
        id: s.banana.id,
        url: s.banana.url,
        sku: s.banana.sku,
        name: 'Banana',
        is_new: false,
        is_featured: false,
        is_hot: false,
        price: 2500,
        regular_price: 3000,
        image: null,
        in_stock: true,
      });
      expect(res.body.products[0]).toMatchObject({ id: s.date.id, price: 500, in_stock: false });
      const child = await listing({ url: s.child.url });
      expect(ids(child)).toEqual([s.date.id, s.banana.id]);
      expect(child.body.category.ancestors).toEqual([{ id: s.root.id, title: 'Fruit', url: s.root.url, link: `/category/${s.root.url}`, type: 'category' }]);
      expect(res.body.category.ancestors).toEqual([]);
    });

    it('names each card in the asked language, else the main language, else the first name written', async () => {
      const w = await createWarehouse(t.dataSource);
      const shelfItem = await createMenuItem(t.dataSource, { en_us: 'Kettles' });
      const stock = { price: 1000, option_ids: [], inventories: [{ warehouse_id: w.id, quantity: 1 }] };
      // Written in zh_hk first, then in the main language.
      const both = await make({ language: 'zh_hk', name: '水壺', categories: [shelfItem.id], stocks: [stock] });
      await t.dataSource.query(`INSERT INTO product_translation (product_id, language, name) VALUES ($1, 'en_us', 'Kettle')`, [both.id]);
      // Written in zh_cn first, then zh_hk; never in the main language.
      const noMain = await make({ language: 'zh_cn', name: '茶壶', categories: [shelfItem.id], stocks: [stock] });
      await t.dataSource.query(`INSERT INTO product_translation (product_id, language, name) VALUES ($1, 'zh_hk', '茶壺')`, [noMain.id]);
      const names = async (language?: string) => {
        const res = await listing({ url: shelfItem.url, sort: 'price_asc', ...(language ? { language } : {}) });
        return Object.fromEntries(res.body.products.map((p: Card & { name: string }) => [p.id, p.name]));
      };
      expect(await names('zh_hk')).toEqual({ [both.id]: '水壺', [noMain.id]: '茶壺' });
      expect(await names('zh_cn')).toEqual({ [both.id]: 'Kettle', [noMain.id]: '茶壶' });
      expect(await names('en_us')).toEqual({ [both.id]: 'Kettle', [noMain.id]: '茶壶' });
      expect(await names()).toEqual({ [both.id]: 'Kettle', [noMain.id]: '茶壶' });
    });

    it('pages with page and per_page, keeping the total on every page', async () => {
      const s = await shelf();
      const first = await listing({ url: s.root.url, per_page: 3, sort: 'name_asc' });
      expect(ids(first)).toEqual([s.apple.id, s.banana.id, s.cherry.id]);
      expect(first.body).toMatchObject({ total: 4, page: 1, per_page: 3 });
      const second = await listing({ url: s.root.url, per_page: 3, page: 2, sort: 'name_asc' });
      expect(ids(second)).toEqual([s.date.id]);
      expect(second.body).toMatchObject({ total: 4, page: 2, per_page: 3 });
      const beyond = await listing({ url: s.root.url, per_page: 3, page: 5 });
      expect(beyond.body).toMatchObject({ products: [], total: 4, page: 5 });
      // Multipart-style numbers as text are taken too.
      expect(ids(await listing({ url: s.root.url, per_page: '2', page: '2', sort: 'name_asc' }))).toEqual([s.cherry.id, s.date.id]);
    });

    it.each<[string, string[]]>([
      ['newest', ['date', 'cherry', 'banana', 'apple']],
      ['price_asc', ['date', 'apple', 'cherry', 'banana']],
      ['price_desc', ['banana', 'cherry', 'apple', 'date']],
      ['name_asc', ['apple', 'banana', 'cherry', 'date']],
      ['name_desc', ['date', 'cherry', 'banana', 'apple']],
    ])('sorts by %s', async (sort, order) => {
      const s = await shelf();
      const byName = s as unknown as Record<string, { id: number }>;
      const res = await listing({ url: s.root.url, sort });
      expect(ids(res)).toEqual(order.map((n) => byName[n].id));
    });

    it('filters by brands', async () => {
      const s = await shelf();
      expect(ids(await listing({ url: s.root.url, brand_ids: [s.brandA.id] }))).toEqual([s.cherry.id, s.apple.id]);
      const both = await listing({ url: s.root.url, brand_ids: [s.brandA.id, s.brandB.id] });
      expect(ids(both)).toEqual([s.cherry.id, s.banana.id, s.apple.id]);
      expect(both.body.total).toBe(3);
    });

    it('filters by options: values of one attribute widen, different attributes narrow', async () => {
      const s = await shelf();
      expect(ids(await listing({ url: s.root.url, option_ids: [s.red] }))).toEqual([s.cherry.id, s.apple.id]);
      expect(ids(await listing({ url: s.root.url, option_ids: [s.red, s.blue] }))).toEqual([s.date.id, s.cherry.id, s.banana.id, s.apple.id]);
      expect(ids(await listing({ url: s.root.url, option_ids: [s.red, s.medium] }))).toEqual([s.cherry.id]);
      expect(ids(await listing({ url: s.root.url, option_ids: [s.blue, s.small] }))).toEqual([s.date.id, s.cherry.id]);
      expect(ids(await listing({ url: s.root.url, option_ids: [s.red, s.blue, s.medium] }))).toEqual([s.cherry.id, s.banana.id]);
    });

    it('filters by the price a shopper pays, in minor units', async () => {
      const s = await shelf();
      expect(ids(await listing({ url: s.root.url, price_min: 1000, price_max: 2000 }))).toEqual([s.cherry.id, s.apple.id]);
      expect(ids(await listing({ url: s.root.url, price_min: 2500 }))).toEqual([s.banana.id]);
      expect(ids(await listing({ url: s.root.url, price_max: 999 }))).toEqual([s.date.id]);
      const combined = await listing({ url: s.root.url, price_min: 600, brand_ids: [s.brandA.id], option_ids: [s.blue] });
      expect(ids(combined)).toEqual([s.cherry.id]);
      expect(combined.body.total).toBe(1);
    });

    it('answers facets of the whole category: brands and options with counts, and the price range', async () => {
      const s = await shelf();
      const res = await listing({ url: s.root.url, language: 'zh_hk', brand_ids: [s.brandB.id] });
      expect(res.body.filters).toEqual({
        brands: [
          { id: s.brandB.id, title: 'Bolt', count: 1 },
          { id: s.brandA.id, title: '極致', count: 2 },
        ],
        options: [
          {
            id: s.colour.id,
            name: '顏色',
            options: [
              { id: s.red, value: '紅', count: 2 },
              { id: s.blue, value: 'Blue', count: 3 },
            ],
          },
          {
            id: s.size.id,
            name: 'Size',
            options: [
              { id: s.small, value: 'S', count: 3 },
              { id: s.medium, value: 'M', count: 2 },
            ],
          },
        ],
        price: { min: 500, max: 2500 },
      });
    });

    it('answers 404 "Page cannot be found" for an unknown, disabled or non-category url', async () => {
      const page = await createMenuItem(t.dataSource, { en_us: 'About' }, { type: 'page' });
      const disabled = await createMenuItem(t.dataSource, { en_us: 'Off' }, { enabled: false });
      for (const url of [unique('nothing'), page.url, disabled.url]) {
        const res = await storefront('/api/category', { url }).expect(404);
        expect(res.body).toMatchObject({ messages: ['Page cannot be found'] });
      }
    });

    it.each<[string, Row, string]>([
      ['no url', { url: undefined }, 'url is required'],
      ['a url over 500 characters', { url: 'a'.repeat(501) }, 'url must be at most 500 characters long'],
      ['page 0', { page: 0 }, 'page must be a whole number from 1'],
      ['a page that is not a number', { page: 'two' }, 'page must be a whole number from 1'],
      ['a page with a fraction', { page: 1.5 }, 'page must be a whole number from 1'],
      ['page 10001', { page: 10001 }, 'page must be at most 10000'],
      ['per_page 0', { per_page: 0 }, 'per_page must be a whole number from 1 to 60'],
      ['per_page 61', { per_page: 61 }, 'per_page must be a whole number from 1 to 60'],
      ['an unknown sort', { sort: 'cheapest' }, 'sort must be one of newest, price_asc, price_desc, name_asc, name_desc'],
      ['brand_ids that are not a list', { brand_ids: 3 }, 'brand_ids must be a list of brand ids'],
      ['brand_ids holding text', { brand_ids: ['acme'] }, 'brand_ids must be a list of brand ids'],
      ['more than 50 brand_ids', { brand_ids: Array.from({ length: 51 }, (_, i) => i + 1) }, 'brand_ids must hold at most 50 ids'],
      ['option_ids that are not a list', { option_ids: 'red' }, 'option_ids must be a list of option ids'],
      ['option_ids holding fractions', { option_ids: [1.5] }, 'option_ids must be a list of option ids'],
      ['more than 50 option_ids', { option_ids: Array.from({ length: 51 }, (_, i) => i + 1) }, 'option_ids must hold at most 50 ids'],
      ['a price_min with a decimal point', { price_min: 9.99 }, 'price_min must be a whole number of cents'],
      ['a negative price_min', { price_min: -1 }, 'price_min cannot be negative'],
      ['a price_max that is not a number', { price_max: 'ten' }, 'price_max must be a whole number of cents'],
      ['a negative price_max', { price_max: -1 }, 'price_max cannot be negative'],
      // Numbers the int4 id columns and the int8 price columns cannot hold (were raw pg errors: 500).
      ['a brand id past int4', { brand_ids: [2147483648] }, 'brand_ids must be a list of brand ids'],
      ['a brand id 0', { brand_ids: [0] }, 'brand_ids must be a list of brand ids'],
      ['an option id past int4', { option_ids: [1e20] }, 'option_ids must be a list of option ids'],
      ['a price_min past int8', { price_min: 1e20 }, 'price_min must be at most 10000000000'],
      ['a price_max past the largest price', { price_max: 10000000001 }, 'price_max must be at most 10000000000'],
      ['a NUL character in the url', { url: 'fruit\u0000' }, 'url must not contain a NUL character'],
      ['an unknown language', { language: 'en' }, 'language must be one of en_us, zh_hk, zh_cn'],
    ])('refuses %s with 422 and the exact message', async (_case, patch, message) => {
      const res = await storefront('/api/category', { url: 'fruit', ...patch }).expect(422);
      expect(res.body.messages).toEqual([message]);
    });
  });
});
