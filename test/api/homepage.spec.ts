import request from 'supertest';
import sharp from 'sharp';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { createBrand, createMenuItem, createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, superAdmin } from '../helpers/factories';
import { forEachStorage } from '../helpers/storage-backends';
import { SLIDE_WIDTHS } from '../../server/src/modules/slider';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** A small picture sharp can read (made in beforeAll). */
let PNG: Buffer;
const picture = () =>
  sharp({ create: { width: 64, height: 24, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
const SLIDE_IMAGE = /^\/uploads\/slider\/[0-9a-f-]{36}\.png$/;
const HOUR = 3600_000;

describe('sliders, widgets and the homepage', () => {
  let t: TestApp;
  let token: string;
  let warehouseId: number;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await superAdmin(t));
    PNG = await picture();
    warehouseId = (await createWarehouse(t.dataSource)).id;
  });
  afterAll(() => t.close());

  /** A slide made through the back office (multipart with its pictures). */
  function slideForm(fields: Record<string, string | number | boolean>, files: { image?: boolean; mobile_image?: boolean } = { image: true }, id?: number) {
    const req = id ? request(t.http).post(`/api/admin/slider/${id}`).set('X-HTTP-Method-Override', 'PUT') : request(t.http).post('/api/admin/slider');
    req.set(bearer(token));
    for (const [name, value] of Object.entries(fields)) req.field(name, String(value));
    if (files.image) req.attach('image', PNG, 'desktop.png');
    if (files.mobile_image) req.attach('mobile_image', PNG, 'mobile.png');
    return req;
  }

  async function removeAllSlides() {
    await t.dataSource.query('DELETE FROM slide');
  }

  describe('admin slider', () => {
    it('creates a slide with desktop and mobile pictures, reads, lists, updates a language and deletes it', async () => {
      const made = await slideForm(
        { title: 'Spring tea', text: 'Fresh leaves', link: '/category/tea', order: 2, language: 'en_us' },
        { image: true, mobile_image: true },
      ).expect(201);
      expect(made.body).toEqual(
        expect.objectContaining({ enabled: true, order: 2, link: '/category/tea', title: 'Spring tea', text: 'Fresh leaves', starts_at: null, ends_at: null }),
      );
      expect(made.body.image_path).toMatch(SLIDE_IMAGE);
      expect(made.body.mobile_image_path).toMatch(SLIDE_IMAGE);
      const id = made.body.id;

      // A second language: its own title, its own desktop picture; the mobile one is not copied.
      const zh = await slideForm({ title: '春茶', language: 'zh_hk' }, { image: true }, id).expect(200);
      expect(zh.body).toEqual(expect.objectContaining({ title: '春茶', text: '', link: '/category/tea' }));
      expect(zh.body.image_path).not.toBe(made.body.image_path);
      expect(zh.body.mobile_image_path).toBeNull();
      const en = await request(t.http).get(`/api/admin/slider/${id}`).query({ language: 'en_us' }).set(bearer(token)).expect(200);
      expect(en.body.title).toBe('Spring tea');

      const list = await request(t.http)
        .get('/api/admin/slider')
        .query({ sort: '["order","ASC"]', range: '[0,9]', filter: '{"q":"spring"}' })
        .set(bearer(token))
        .expect(200);
      expect(list.body.map((s: { id: number }) => s.id)).toEqual([id]);
      expect(list.headers['content-range']).toBe('slider 0-0/1');

      const json = await request(t.http)
        .put(`/api/admin/slider/${id}`)
        .set(bearer(token))
        .send({ enabled: false, starts_at: '2030-01-01T00:00:00.000Z', ends_at: '2030-02-01T00:00:00Z' })
        .expect(200);
      expect(json.body).toEqual(
        expect.objectContaining({ enabled: false, starts_at: '2030-01-01T00:00:00.000Z', ends_at: '2030-02-01T00:00:00.000Z', title: 'Spring tea' }),
      );
      const cleared = await request(t.http).put(`/api/admin/slider/${id}`).set(bearer(token)).send({ starts_at: null, ends_at: '' }).expect(200);
      expect([cleared.body.starts_at, cleared.body.ends_at]).toEqual([null, null]);

      expect((await request(t.http).delete(`/api/admin/slider/${id}`).set(bearer(token)).expect(200)).body).toEqual({ id });
      expect(await t.dataSource.query('SELECT id FROM slide_translation WHERE slide_id = $1', [id])).toEqual([]);
      const gone = await request(t.http).get(`/api/admin/slider/${id}`).set(bearer(token)).expect(404);
      expect(gone.body.messages).toEqual(['ID not exists']);
    });

    it('refuses a slide without a picture, a bad link, a bad date, an order out of range and an end before its start, writing nothing', async () => {
      const before = await t.dataSource.query('SELECT count(*)::int AS n FROM slide');
      const noImage = await slideForm({ title: 'No picture' }, {}).expect(422);
      expect(noImage.body.messages).toEqual(['image is required: every slide needs a desktop picture']);
      expect(noImage.body.codes).toEqual(['slider.image_required']);

      const bad = await slideForm({ link: 'javascript:alert(1)', starts_at: 'tomorrow', order: -1 }).expect(422);
      expect(bad.body.errors).toEqual({
        link: ['link must be a path of this shop (starting with /) or an http(s) address'],
        starts_at: ['starts_at must be a date and time (ISO 8601), or empty'],
        order: ['order must be a whole number from 0 to 100000'],
      });
      const protocolRelative = await slideForm({ link: '//evil.example' }).expect(422);
      expect(protocolRelative.body.errors.link).toEqual(['link must be a path of this shop (starting with /) or an http(s) address']);
      // One link rule with menus and rich text: "/\\host" is another site to a browser.
      for (const link of ['/\\evil.example', 'https:/\\evil.example', '/ spaced']) {
        expect((await slideForm({ link }).expect(422)).body.errors.link).toEqual(['link must be a path of this shop (starting with /) or an http(s) address']);
      }

      const backwards = await slideForm({ starts_at: '2030-02-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }).expect(422);
      expect(backwards.body).toEqual(
        expect.objectContaining({ messages: ['ends_at must be later than starts_at'], errors: { ends_at: ['ends_at must be later than starts_at'] } }),
      );

      const notImage = request(t.http)
        .post('/api/admin/slider')
        .set(bearer(token))
        .field('title', 'x')
        .attach('image', Buffer.from('<svg onload="alert(1)"/>'), 'x.svg');
      expect((await notImage.expect(422)).body.messages).toEqual(['image must be a PNG, JPEG, GIF, WebP or ICO image']);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM slide')).toEqual(before);
      expect((await request(t.http).put('/api/admin/slider/2147483647').set(bearer(token)).send({ title: 'x' }).expect(404)).body.messages).toEqual([
        'ID not exists',
      ]);
    });

    it('answers 401 without a token and 403 without slider.list or slider.edit', async () => {
      expect((await request(t.http).get('/api/admin/slider').expect(401)).body.messages).toBeDefined();
      expect((await request(t.http).post('/api/admin/slider').send({}).expect(401)).body.messages).toBeDefined();
      const reader = await adminWith(t, ['slider.list']);
      const outsider = await adminWith(t, ['brand.list']);
      expect((await request(t.http).get('/api/admin/slider').set(bearer(outsider.token)).expect(403)).body.messages).toEqual([
        'You do not have permission to do this',
      ]);
      await request(t.http).get('/api/admin/slider').set(bearer(reader.token)).expect(200);
      await request(t.http).post('/api/admin/slider').set(bearer(reader.token)).send({}).expect(403);
      await request(t.http).delete('/api/admin/slider/1').set(bearer(reader.token)).expect(403);
    });
  });

  describe('GET /api/slider', () => {
    it('answers the enabled slides within their schedule, by order then id, in the language with the main language as fallback', async () => {
      await removeAllSlides();
      const now = Date.now();
      const second = (await slideForm({ title: 'Second', order: 5, link: 'https://example.com/x' }).expect(201)).body;
      const first = (await slideForm({ title: 'First', order: 1 }, { image: true, mobile_image: true }).expect(201)).body;
      const tie = (
        await slideForm({ title: 'Tie', order: 5, starts_at: new Date(now - HOUR).toISOString(), ends_at: new Date(now + HOUR).toISOString() }).expect(201)
      ).body;
      await slideForm({ title: 'Hidden', order: 0, enabled: false }).expect(201);
      await slideForm({ title: 'Later', order: 0, starts_at: new Date(now + HOUR).toISOString() }).expect(201);
      await slideForm({ title: 'Over', order: 0, ends_at: new Date(now - 1000).toISOString() }).expect(201);
      await slideForm({ title: '第一', language: 'zh_hk' }, {}, first.id).expect(200);

      const en = await request(t.http).get('/api/slider').query({ language: 'en_us' }).expect(200);
      expect(en.body.map((s: { title: string }) => s.title)).toEqual(['First', 'Second', 'Tie']);
      expect(en.body[0]).toEqual({ id: first.id, title: 'First', text: '', link: '', image: first.image_path, mobile_image: first.mobile_image_path });
      // No mobile picture: the desktop one.
      expect(en.body[1]).toEqual({
        id: second.id,
        title: 'Second',
        text: '',
        link: 'https://example.com/x',
        image: second.image_path,
        mobile_image: second.image_path,
      });
      expect(en.body[2].id).toBe(tie.id);

      const zh = await request(t.http).get('/api/slider').query({ language: 'zh_hk' }).expect(200);
      // zh-HK has its own title but no picture of its own: the main language's pictures show.
      expect(zh.body[0]).toEqual(expect.objectContaining({ title: '第一', image: first.image_path, mobile_image: first.mobile_image_path }));
      expect(zh.body[1].title).toBe('Second');

      expect((await request(t.http).get('/api/slider').query({ language: 'fr' }).expect(422)).body.messages).toEqual([
        'language must be one of en_us, zh_hk, zh_cn',
      ]);
    });
  });

  describe('POST /api/widget', () => {
    let category: { id: number; url: string };
    let brand: { id: number; url: string };
    const made: { id: number; url: string }[] = [];
    beforeAll(async () => {
      category = await createMenuItem(t.dataSource, { en_us: 'Teapots', zh_hk: '茶壺' });
      const child = await createMenuItem(t.dataSource, { en_us: 'Small teapots' }, { parentId: category.id });
      brand = await createBrand(t.dataSource, { en_us: 'Kettle Co', zh_cn: '水壶公司' });
      const stock = [{ price: 1200, option_ids: [], inventories: [{ warehouse_id: warehouseId, quantity: 3 }] }];
      for (let i = 0; i < 4; i += 1) {
        made.push(
          await createProduct(t, token, {
            name: `Widget pot ${i}`,
            categories: i < 2 ? [category.id] : [child.id],
            brand_id: i === 3 ? brand.id : null,
            stocks: stock,
          }),
        );
      }
      await t.dataSource.query(`UPDATE product SET is_new = false, is_featured = false, is_hot = false`);
      await t.dataSource.query(`UPDATE product SET is_new = true WHERE id = ANY($1)`, [[made[0].id, made[2].id]]);
      await t.dataSource.query(`UPDATE product SET is_featured = true WHERE id = $1`, [made[1].id]);
      await t.dataSource.query(`UPDATE product SET is_hot = true, visibled = false WHERE id = $1`, [made[3].id]);
      await t.dataSource.query(`UPDATE product_translation SET name = 'Neuer Topf' WHERE product_id = $1`, [made[2].id]);
      await t.dataSource.query(`INSERT INTO product_translation (product_id, language, name) VALUES ($1, 'zh_hk', '新茶壺')`, [made[0].id]);
    });

    const widget = (body: object) => request(t.http).post('/api/widget').send(body);
    const names = (res: request.Response) => res.body.products.map((p: { name: string }) => p.name);

    it('answers the newest products flagged new, featured or hot, visible ones only, names in the language', async () => {
      const fresh = await widget({ language: 'zh_hk', type: 'new' }).expect(200);
      expect(names(fresh)).toEqual(['Neuer Topf', '新茶壺']);
      expect(fresh.body).toEqual(expect.objectContaining({ type: 'new', title: '', link: null, brands: [], block: null, prices_hidden: false }));
      expect(fresh.body.products[1]).toEqual(expect.objectContaining({ id: made[0].id, url: made[0].url, is_new: true, price: 1200, in_stock: true }));
      expect(names(await widget({ type: 'featured' }).expect(200))).toEqual(['Widget pot 1']);
      expect(names(await widget({ type: 'hot' }).expect(200))).toEqual([]);
      expect(names(await widget({ type: 'new', data: { limit: 1 } }).expect(200))).toEqual(['Neuer Topf']);
    });

    it("answers a category's products with those of its sub-categories, newest first, by url or id", async () => {
      const byUrl = await widget({ language: 'zh_hk', type: 'category', data: { url: category.url, limit: 24 } }).expect(200);
      expect(byUrl.body).toEqual(expect.objectContaining({ title: '茶壺', link: `/category/${category.url}` }));
      // made[3] is hidden.
      expect(byUrl.body.products.map((p: { id: number }) => p.id)).toEqual([made[2].id, made[1].id, made[0].id]);
      const byId = await widget({ type: 'category', data: { id: category.id } }).expect(200);
      expect(byId.body.title).toBe('Teapots');
      const missing = await widget({ type: 'category', data: { url: 'no-such-category' } }).expect(404);
      expect(missing.body).toEqual(
        expect.objectContaining({ messages: ['The category of this widget cannot be found'], codes: ['widget.category_not_found'] }),
      );
    });

    it("answers the enabled brands as a strip, or a brand's products", async () => {
      // Other specs sharing the database make many brands without a picture; brands with one come
      // first, so a picture keeps this one inside the strip's 24 whatever else exists.
      const picture = '/uploads/brand/00000000-0000-4000-8000-000000000000.png';
      await t.dataSource.query(`UPDATE brand SET image_path = $2 WHERE id = $1`, [brand.id, picture]);
      const strip = await widget({ language: 'zh_cn', type: 'brand', data: { limit: 24 } }).expect(200);
      expect(strip.body.brands).toContainEqual({ id: brand.id, title: '水壶公司', url: brand.url, image: picture });
      const pictured = strip.body.brands.map((b: { image: string | null }) => b.image !== null);
      expect(pictured).toEqual([...pictured].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
      await t.dataSource.query(`UPDATE brand SET image_path = NULL WHERE id = $1`, [brand.id]);
      const products = await widget({ type: 'brand', data: { url: brand.url } }).expect(200);
      // Its one product is hidden.
      expect(products.body).toEqual(expect.objectContaining({ title: 'Kettle Co', products: [] }));
      await t.dataSource.query(`UPDATE product SET visibled = true WHERE id = $1`, [made[3].id]);
      expect((await widget({ type: 'brand', data: { id: brand.id } }).expect(200)).body.products.map((p: { id: number }) => p.id)).toEqual([made[3].id]);
      await t.dataSource.query(`UPDATE product SET visibled = false WHERE id = $1`, [made[3].id]);
      expect((await widget({ type: 'brand', data: { url: 'no-such-brand' } }).expect(404)).body.messages).toEqual(['The brand of this widget cannot be found']);
    });

    it('answers a block in the language, its content sanitised, and 404 for a missing or disabled one', async () => {
      const made = await request(t.http)
        .post('/api/admin/block')
        .set(bearer(token))
        .send({ identifier: 'home-welcome-widget', title: 'Welcome', content: '<p onclick="x()">Hello <strong>tea</strong><script>alert(1)</script></p>' })
        .expect(201);
      await request(t.http)
        .put(`/api/admin/block/${made.body.id}`)
        .query({ language: 'zh_hk' })
        .set(bearer(token))
        .send({ title: '歡迎', content: '<p>你好</p>' })
        .expect(200);
      const en = await widget({ type: 'block', data: { identifier: 'home-welcome-widget' } }).expect(200);
      expect(en.body).toEqual({
        type: 'block',
        title: 'Welcome',
        link: null,
        products: [],
        brands: [],
        block: { identifier: 'home-welcome-widget', title: 'Welcome', content: '<p>Hello <strong>tea</strong></p>' },
        prices_hidden: false,
      });
      expect((await widget({ language: 'zh_hk', type: 'block', data: { identifier: 'home-welcome-widget' } }).expect(200)).body.block).toEqual({
        identifier: 'home-welcome-widget',
        title: '歡迎',
        content: '<p>你好</p>',
      });
      const missing = await widget({ type: 'block', data: { identifier: 'no-such-block' } }).expect(404);
      expect(missing.body).toEqual(expect.objectContaining({ messages: ['The block of this widget cannot be found'], codes: ['widget.block_not_found'] }));
      await request(t.http).put(`/api/admin/block/${made.body.id}`).set(bearer(token)).send({ enabled: false }).expect(200);
      await widget({ type: 'block', data: { identifier: 'home-welcome-widget' } }).expect(404);
    });

    it('refuses an unknown type, bad data and a category widget without its category', async () => {
      const type = await widget({ type: 'sale' }).expect(422);
      expect(type.body.errors).toEqual({ type: ['type must be one of new, featured, hot, category, brand, block'] });
      expect((await widget({ type: 'new', data: 'x' }).expect(422)).body.errors).toEqual({ data: ['data must be an object'] });
      const limit = await widget({ type: 'new', data: { limit: 100 } }).expect(422);
      expect(limit.body.messages).toEqual(['data.limit must be a whole number from 1 to 24']);
      expect((await widget({ type: 'category', data: { url: 'bad url!' } }).expect(422)).body.messages).toEqual([
        'data.url must be at most 200 characters of letters, digits and hyphens',
      ]);
      const noCategory = await widget({ type: 'category' }).expect(422);
      expect(noCategory.body.errors).toEqual({ data: ['data.url or data.id of a category is required for a category widget'] });
      const noBlock = await widget({ type: 'block', data: {} }).expect(422);
      expect(noBlock.body.messages).toEqual(['data.identifier of a block is required for a block widget']);
    });
  });

  describe('homepage', () => {
    const sections = [
      { type: 'slider' },
      { type: 'widget', widget: 'new', data: { limit: 4 }, titles: { en_us: 'Just in', zh_hk: '新品' } },
      { type: 'widget', widget: 'category', data: { url: 'teapots', identifier: 'ignored' } },
      { type: 'block', data: { identifier: 'home-welcome' } },
    ];

    it('saves the sections in order, replaces them on the next save, and serves them to the storefront with headings in the language', async () => {
      const saved = await request(t.http).put('/api/admin/homepage').set(bearer(token)).send({ sections }).expect(200);
      expect(saved.body.sections.map(({ id: _id, ...s }: { id: number }) => s)).toEqual([
        { type: 'slider', widget: null, data: {}, titles: {} },
        { type: 'widget', widget: 'new', data: { limit: 4 }, titles: { en_us: 'Just in', zh_hk: '新品' } },
        { type: 'widget', widget: 'category', data: { url: 'teapots' }, titles: {} },
        { type: 'block', widget: null, data: { identifier: 'home-welcome' }, titles: {} },
      ]);
      expect(saved.body.updated_at).toEqual(expect.any(String));

      const zh = await request(t.http).get('/api/homepage').query({ language: 'zh_hk' }).expect(200);
      expect(zh.body.sections.map((s: { type: string; widget: string | null; title: string }) => [s.type, s.widget, s.title])).toEqual([
        ['slider', null, ''],
        ['widget', 'new', '新品'],
        ['widget', 'category', ''],
        ['block', null, ''],
      ]);
      // zh-CN has no heading of its own: the main language's.
      expect((await request(t.http).get('/api/homepage').query({ language: 'zh_cn' }).expect(200)).body.sections[1].title).toBe('Just in');

      // Reordered and one removed.
      await request(t.http)
        .put('/api/admin/homepage')
        .set(bearer(token))
        .send({ sections: [sections[3], sections[0]] })
        .expect(200);
      const again = await request(t.http).get('/api/homepage').expect(200);
      expect(again.body.sections.map((s: { type: string }) => s.type)).toEqual(['block', 'slider']);
      expect(await t.dataSource.query('SELECT position, type FROM homepage_section ORDER BY position')).toEqual([
        { position: 0, type: 'block' },
        { position: 1, type: 'slider' },
      ]);
      const read = await request(t.http).get('/api/admin/homepage').set(bearer(token)).expect(200);
      expect(read.body.sections).toHaveLength(2);
    });

    it('refuses bad sections, naming each by its index, and keeps the saved homepage', async () => {
      const before = await request(t.http).get('/api/admin/homepage').set(bearer(token)).expect(200);
      const bad = await request(t.http)
        .put('/api/admin/homepage')
        .set(bearer(token))
        .send({
          sections: [
            { type: 'video' },
            { type: 'widget', widget: 'sale' },
            { type: 'widget', widget: 'category', data: {} },
            { type: 'block' },
            { type: 'slider', widget: 'new' },
          ],
        })
        .expect(422);
      expect(bad.body.messages).toEqual([
        'sections.0.type must be one of slider, widget, block',
        'sections.1.widget must be one of new, featured, hot, category, brand for a widget section',
        'sections.2: a category widget needs data.url of a category',
        'sections.3: a block section needs data.identifier of a block',
        'sections.4.widget is only for a widget section',
      ]);
      const twoSliders = await request(t.http)
        .put('/api/admin/homepage')
        .set(bearer(token))
        .send({ sections: [{ type: 'slider' }, { type: 'slider' }] })
        .expect(422);
      expect(twoSliders.body.messages).toEqual(['The homepage holds at most one slider section']);
      const notList = await request(t.http).put('/api/admin/homepage').set(bearer(token)).send({ sections: 'all' }).expect(422);
      expect(notList.body.messages).toEqual(['sections must be a list of at most 30 sections']);
      const tooMany = await request(t.http)
        .put('/api/admin/homepage')
        .set(bearer(token))
        .send({ sections: Array.from({ length: 31 }, () => ({ type: 'block', data: { identifier: 'x' } })) })
        .expect(422);
      expect(tooMany.body.messages).toEqual(['sections must be a list of at most 30 sections']);
      const titles = await request(t.http)
        .put('/api/admin/homepage')
        .set(bearer(token))
        .send({ sections: [{ type: 'slider', titles: { fr: 'x' } }] })
        .expect(422);
      expect(titles.body.messages).toEqual(['titles must hold a text of at most 200 characters per language']);
      expect((await request(t.http).get('/api/admin/homepage').set(bearer(token)).expect(200)).body).toEqual(before.body);
    });

    it('answers 401 without a token and 403 without homepage.view or homepage.edit', async () => {
      await request(t.http).get('/api/admin/homepage').expect(401);
      await request(t.http).put('/api/admin/homepage').send({ sections: [] }).expect(401);
      const viewer = await adminWith(t, ['homepage.view']);
      const outsider = await adminWith(t, ['slider.edit']);
      await request(t.http).get('/api/admin/homepage').set(bearer(outsider.token)).expect(403);
      await request(t.http).get('/api/admin/homepage').set(bearer(viewer.token)).expect(200);
      const refused = await request(t.http).put('/api/admin/homepage').set(bearer(viewer.token)).send({ sections: [] }).expect(403);
      expect(refused.body.messages).toEqual(['You do not have permission to do this']);
      expect((await request(t.http).get('/api/homepage').expect(200)).body.sections.length).toBeGreaterThan(0);
    });
  });
});

forEachStorage('slide pictures', (storage) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(storage.env);
    ({ token } = await superAdmin(t));
    PNG ??= await picture();
  });
  afterAll(() => t.close());

  /** Saves a slide with a desktop and a mobile picture through this app: the pictures' public paths. */
  const saveSlide = async (app: TestApp, title: string) => {
    const made = await request(app.http)
      .post('/api/admin/slider')
      .set(bearer(token))
      .field('title', title)
      .field('language', 'en_us')
      .attach('image', PNG, 'desktop.png')
      .attach('mobile_image', PNG, 'mobile.png')
      .expect(201);
    const { image_path: desktop, mobile_image_path: mobile } = made.body as { image_path: string; mobile_image_path: string };
    return { desktop, mobile };
  };

  it("keeps a slide's pictures and makes the copies the storefront's slider asks for ahead of the first shopper", async () => {
    const { desktop, mobile } = await saveSlide(t, 'Spring tea');
    expect(await storage.read(desktop.slice(1))).toEqual(PNG);
    expect(await storage.read(mobile.slice(1))).toEqual(PNG);
    const all = [...slideCopies(desktop, SLIDE_WIDTHS.image), ...slideCopies(mobile, SLIDE_WIDTHS.mobile_image)];
    await eventually(async () => (await Promise.all(all.map((key) => storage.has(key)))).every(Boolean), 15000, 'the slide copies');
    const webp = `img/960/webp/${desktop.slice('/uploads/'.length)}`;
    expect(all).toContain(webp);
    expect(await sharp(await storage.read(webp)).metadata()).toMatchObject({ format: 'webp', width: 64 });
    // Served as they are kept, not made again.
    const served = await request(t.http).get(`/${webp}`).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('a web process stopped right after a slide is saved finishes the copies it promised before it ends', async () => {
    const leaving = await startTestApp(storage.env);
    let closed = false;
    try {
      const { desktop, mobile } = await saveSlide(leaving, 'Autumn tea');
      await leaving.close();
      closed = true;
      const keys = [...slideCopies(desktop, SLIDE_WIDTHS.image), ...slideCopies(mobile, SLIDE_WIDTHS.mobile_image)];
      const missing = (await Promise.all(keys.map(async (key) => ((await storage.has(key)) ? [] : [key])))).flat();
      expect(missing).toEqual([]);
    } finally {
      if (!closed) await leaving.close();
    }
  });
});

/** The keys of a slide picture's copies at these widths, in both formats. */
const slideCopies = (path: string, widths: readonly number[]) =>
  widths.flatMap((width) => ['avif', 'webp'].map((format) => `img/${width}/${format}/${path.slice('/uploads/'.length)}`));
