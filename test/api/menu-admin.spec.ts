import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { superAdmin, unique } from '../helpers/factories';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING_ID = 2147483647;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
const IMAGE_PATH = /^\/uploads\/menu\/[0-9a-f-]{36}\.png$/;
const TYPE_MESSAGE = 'type must be one of category, page, link, blog_article, blog_category, form';
const LINK_MESSAGE = 'A link url must be an http(s) address or start with /';
const UNDER_ITSELF = 'A menu item cannot be placed under itself';

interface MenuBody {
  id: number;
  parent_id: number | null;
  enabled: boolean;
  title: string;
  short_description: string;
  type: string;
  url: string;
  meta_title: string;
  meta_description: string;
  order: number;
  open_in_current_tab: boolean;
  display_in_mobile: boolean;
  display_in_desktop: boolean;
  products: number[];
  image_path: string | null;
  created_at: string;
  updated_at: string;
}
interface TreeNode {
  id: number;
  title: string;
  enabled: boolean;
  children: TreeNode[];
}

describe('menu administration', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const post = (body: object, query: Record<string, string> = {}) => request(t.http).post('/api/admin/menu').query(query).set(bearer(token)).send(body);
  const put = (id: number, body: object, query: Record<string, string> = {}) =>
    request(t.http).put(`/api/admin/menu/${id}`).query(query).set(bearer(token)).send(body);
  const get = (id: number, query: Record<string, string> = {}) => request(t.http).get(`/api/admin/menu/${id}`).query(query).set(bearer(token));

  async function item(fields: object = {}): Promise<MenuBody> {
    const res = await post({ title: 'Tea', type: 'category', url: unique('tea'), ...fields });
    expect(res.status).toBe(201);
    return res.body;
  }

  async function product(): Promise<number> {
    const sku = unique('sku');
    const [{ id }] = await t.dataSource.query(`INSERT INTO product (sku, url) VALUES ($1, $1) RETURNING id`, [sku]);
    return id;
  }

  const menuProducts = (menuId: number) => t.dataSource.query(`SELECT product_id, "order" FROM menu_product WHERE menu_id = $1 ORDER BY "order"`, [menuId]);
  const translations = (menuId: number) =>
    t.dataSource.query(`SELECT language, title, short_description, meta_title, meta_description FROM menu_translation WHERE menu_id = $1 ORDER BY language`, [
      menuId,
    ]);

  describe('POST /api/admin/menu', () => {
    it('creates a top-level item from JSON with the defaults', async () => {
      const url = unique('tea');
      const res = await post({ title: ' Tea ', type: 'category', url }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        parent_id: null,
        enabled: true,
        title: 'Tea',
        short_description: '',
        type: 'category',
        url,
        meta_title: '',
        meta_description: '',
        order: 0,
        open_in_current_tab: true,
        display_in_mobile: true,
        display_in_desktop: true,
        products: [],
        image_path: null,
        created_at: ISO,
        updated_at: ISO,
      });
      const [row] = await t.dataSource.query(`SELECT parent_id, enabled, type, url, "order" FROM menu WHERE id = $1`, [res.body.id]);
      expect(row).toEqual({ parent_id: null, enabled: true, type: 'category', url, order: 0 });
      expect(await translations(res.body.id)).toEqual([{ language: 'en_us', title: 'Tea', short_description: '', meta_title: '', meta_description: '' }]);
    });

    it('creates a child with every field, its products in the order given', async () => {
      const parent = await item();
      const [p1, p2] = [await product(), await product()];
      const url = unique('green');
      const res = await post({
        parent_id: parent.id,
        enabled: false,
        title: 'Green tea',
        short_description: 'Fresh',
        type: 'page',
        url,
        meta_title: 'Green tea | Shop',
        meta_description: 'Green tea from Hangzhou',
        order: 4,
        open_in_current_tab: false,
        display_in_mobile: false,
        display_in_desktop: true,
        products: [p2, p1, p2],
      }).expect(201);
      expect(res.body).toMatchObject({
        parent_id: parent.id,
        enabled: false,
        title: 'Green tea',
        short_description: 'Fresh',
        type: 'page',
        url,
        meta_title: 'Green tea | Shop',
        meta_description: 'Green tea from Hangzhou',
        order: 4,
        open_in_current_tab: false,
        display_in_mobile: false,
        display_in_desktop: true,
        products: [p2, p1],
      });
      expect(await menuProducts(res.body.id)).toEqual([
        { product_id: p2, order: 0 },
        { product_id: p1, order: 1 },
      ]);
    });

    it('creates an item from a multipart form with a banner image, in the language field given', async () => {
      const parent = await item();
      const p = await product();
      const url = unique('oolong');
      const res = await request(t.http)
        .post('/api/admin/menu')
        .set(bearer(token))
        .field('parent_id', String(parent.id))
        .field('enabled', '1')
        .field('title', '烏龍')
        .field('type', 'category')
        .field('url', url)
        .field('order', '2')
        .field('open_in_current_tab', 'false')
        .field('products', JSON.stringify([p]))
        .field('language', 'zh_hk')
        .attach('image', PNG, { filename: 'banner.png', contentType: 'image/png' });
      expect(res.body.messages).toBeUndefined();
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        parent_id: parent.id,
        enabled: true,
        title: '烏龍',
        url,
        order: 2,
        open_in_current_tab: false,
        products: [p],
        image_path: expect.stringMatching(IMAGE_PATH),
      });
      expect(readFileSync(join(t.config.files.uploadDir, res.body.image_path.replace('/uploads/', '')))).toEqual(PNG);
      expect(Buffer.compare((await request(t.http).get(res.body.image_path).expect(200)).body, PNG)).toBe(0);
      expect((await translations(res.body.id)).map((r: { language: string }) => r.language)).toEqual(['zh_hk']);
    });

    it('reads an empty parent_id and products from a form as a top-level item without products', async () => {
      const res = await request(t.http)
        .post('/api/admin/menu')
        .set(bearer(token))
        .field('parent_id', '')
        .field('products', '')
        .field('title', 'Top')
        .field('type', 'page')
        .field('url', unique('top'))
        .expect(201);
      expect(res.body).toMatchObject({ parent_id: null, products: [] });
    });

    it('lowercases a slug, accepts Chinese in it, and keeps a link as written', async () => {
      const tag = unique('x');
      expect((await item({ url: `${tag.toUpperCase()}-Tea` })).url).toBe(`${tag}-tea`);
      expect((await item({ url: `${tag}-綠茶` })).url).toBe(`${tag}-綠茶`);
      expect((await item({ type: 'link', url: 'https://Blog.example.test/Tea?x=1' })).url).toBe('https://Blog.example.test/Tea?x=1');
      expect((await item({ type: 'link', url: '/category/tea' })).url).toBe('/category/tea');
    });

    it('lets the same url serve items of different types, and links repeat freely', async () => {
      const url = unique('about');
      await item({ type: 'page', url });
      await item({ type: 'form', url });
      await item({ type: 'link', url: '/page/about' });
      await item({ type: 'link', url: '/page/about' });
    });

    it.each([
      ['no title', { type: 'page', url: 'x-menu' }, 'title', 'title is required'],
      ['a blank title', { title: ' ', type: 'page', url: 'x-menu' }, 'title', 'title is required'],
      ['a title over 200 characters', { title: 't'.repeat(201), type: 'page', url: 'x-menu' }, 'title', 'title must be at most 200 characters long'],
      ['no type', { title: 'T', url: 'x-menu' }, 'type', TYPE_MESSAGE],
      ['an unknown type', { title: 'T', type: 'product', url: 'x-menu' }, 'type', TYPE_MESSAGE],
      ['no url', { title: 'T', type: 'page' }, 'url', 'url is required'],
      ['a blank url', { title: 'T', type: 'link', url: '  ' }, 'url', 'url is required'],
      ['a slug with a slash', { title: 'T', type: 'category', url: 'tea/green' }, 'url', 'url may hold only letters, digits and hyphens'],
      ['a link that is not an address', { title: 'T', type: 'link', url: 'example.test' }, 'url', LINK_MESSAGE],
      ['a link to another scheme', { title: 'T', type: 'link', url: 'javascript:alert(1)' }, 'url', LINK_MESSAGE],
      ['a link with spaces', { title: 'T', type: 'link', url: 'https://example.test/a b' }, 'url', LINK_MESSAGE],
      ['a protocol-relative link to another site', { title: 'T', type: 'link', url: '//evil.example/x' }, 'url', LINK_MESSAGE],
      ['a path a browser reads as another site', { title: 'T', type: 'link', url: '/\\evil.example' }, 'url', LINK_MESSAGE],
      ['a backslash inside an address', { title: 'T', type: 'link', url: 'https://shop.example\\@evil.example/' }, 'url', LINK_MESSAGE],
      ['a control character in a path', { title: 'T', type: 'link', url: '/page/\u0001x' }, 'url', 'url must be one line of text, without control characters'],
      ['a parent id that is not a number', { title: 'T', type: 'page', url: 'x-menu', parent_id: 'top' }, 'parent_id', 'parent_id must be a menu item id'],
      ['a parent that does not exist', { title: 'T', type: 'page', url: 'x-menu', parent_id: MISSING_ID }, 'parent_id', 'The parent menu item does not exist'],
      ['an unknown product', { title: 'T', type: 'page', url: 'x-menu', products: [MISSING_ID] }, 'products', 'products holds an unknown product id'],
      ['a product id that cannot exist', { title: 'T', type: 'page', url: 'x-menu', products: [0] }, 'products', 'products holds an unknown product id'],
      ['products that are not ids', { title: 'T', type: 'page', url: 'x-menu', products: ['tea'] }, 'products', 'products must be a list of product ids'],
      ['an order that is not whole', { title: 'T', type: 'page', url: 'x-menu', order: 'first' }, 'order', 'order must be a whole number'],
      [
        'a flag that is not a flag',
        { title: 'T', type: 'page', url: 'x-menu', display_in_mobile: 'sometimes' },
        'display_in_mobile',
        'display_in_mobile must be true or false',
      ],
    ])('refuses %s', async (_, body, field, message) => {
      const res = await post(body).expect(422);
      expect(res.body).toMatchObject({ messages: [message], errors: { [field]: [message] } });
      expect(await t.dataSource.query(`SELECT 1 FROM menu WHERE url = 'x-menu'`)).toEqual([]);
    });

    it('refuses a url another item of the same type uses', async () => {
      const taken = await item({ type: 'blog_article' });
      const res = await post({ title: 'Again', type: 'blog_article', url: taken.url.toUpperCase() }).expect(409);
      expect(res.body).toMatchObject({ messages: ['url is already used by another menu item'], errors: { url: ['url is already used by another menu item'] } });
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM menu WHERE url = $1`, [taken.url])).toEqual([{ n: 1 }]);
    });

    it('refuses an unknown product among known ones, and creates nothing', async () => {
      const url = unique('mixed');
      const res = await post({ title: 'Mixed', type: 'page', url, products: [await product(), MISSING_ID] }).expect(422);
      expect(res.body.messages).toEqual(['products holds an unknown product id']);
      expect(await t.dataSource.query(`SELECT 1 FROM menu WHERE url = $1`, [url])).toEqual([]);
    });
  });

  describe('GET /api/admin/menu', () => {
    it('lists title, parent name and level, filtered by text', async () => {
      const tag = unique('list');
      const top = await item({ title: `${tag} Drinks` });
      const mid = await item({ title: `${tag} Tea`, parent_id: top.id });
      const leaf = await item({ title: `${tag} Green`, parent_id: mid.id, enabled: false, order: 3 });

      const res = await request(t.http)
        .get('/api/admin/menu')
        .query({ filter: JSON.stringify({ q: tag }), sort: '["id","ASC"]' })
        .set(bearer(token))
        .expect(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.body).toEqual([
        {
          id: top.id,
          parent_id: null,
          title: `${tag} Drinks`,
          parent_name: null,
          level: 1,
          type: 'category',
          url: top.url,
          order: 0,
          enabled: true,
          updated_at: top.updated_at,
        },
        {
          id: mid.id,
          parent_id: top.id,
          title: `${tag} Tea`,
          parent_name: `${tag} Drinks`,
          level: 2,
          type: 'category',
          url: mid.url,
          order: 0,
          enabled: true,
          updated_at: mid.updated_at,
        },
        {
          id: leaf.id,
          parent_id: mid.id,
          title: `${tag} Green`,
          parent_name: `${tag} Tea`,
          level: 3,
          type: 'category',
          url: leaf.url,
          order: 3,
          enabled: false,
          updated_at: leaf.updated_at,
        },
      ]);
    });

    it('lists the children of one parent, or the top level, and pages', async () => {
      const top = await item();
      const b = await item({ parent_id: top.id, order: 2 });
      const a = await item({ parent_id: top.id, order: 1 });
      await item({ parent_id: a.id });

      const children = await request(t.http)
        .get('/api/admin/menu')
        .query({ filter: JSON.stringify({ parent_id: top.id }), sort: '["order","ASC"]', range: '[0,0]' })
        .set(bearer(token))
        .expect(200);
      expect(children.headers['content-range']).toBe('menu 0-0/2');
      expect(children.body.map((m: MenuBody) => m.id)).toEqual([a.id]);

      const tops = await request(t.http)
        .get('/api/admin/menu')
        .query({ filter: JSON.stringify({ parent_id: null }), range: '[0,499]' })
        .set(bearer(token))
        .expect(200);
      const ids = tops.body.map((m: MenuBody) => m.id);
      expect(ids).toContain(top.id);
      expect(ids).not.toContain(b.id);
    });

    it('shows titles and parent names in ?language= with the main language as fallback', async () => {
      const tag = unique('lang');
      const top = await item({ title: `${tag} Drinks` });
      await item({ title: `${tag} Tea`, parent_id: top.id });
      await put(top.id, { title: `${tag} 飲品` }, { language: 'zh_hk' }).expect(200);
      const hk = await request(t.http)
        .get('/api/admin/menu')
        .query({ language: 'zh_hk', filter: JSON.stringify({ q: tag }), sort: '["id","ASC"]' })
        .set(bearer(token))
        .expect(200);
      expect(hk.body.map((m: { title: string; parent_name: string | null }) => [m.title, m.parent_name])).toEqual([
        [`${tag} 飲品`, null],
        [`${tag} Tea`, `${tag} 飲品`],
      ]);
    });
  });

  describe('GET /api/admin/menu/tree', () => {
    it('answers the whole tree, disabled items included, children in order', async () => {
      const tag = unique('tree');
      const root = await item({ title: `${tag} root` });
      const second = await item({ title: 'second', parent_id: root.id, order: 2, enabled: false });
      const first = await item({ title: 'first', parent_id: root.id, order: 1 });
      const grandchild = await item({ title: 'grandchild', parent_id: second.id });

      const res = await request(t.http).get('/api/admin/menu/tree').set(bearer(token)).expect(200);
      const node = res.body.find((n: TreeNode) => n.id === root.id);
      expect(node).toEqual({
        id: root.id,
        parent_id: null,
        title: `${tag} root`,
        type: 'category',
        url: root.url,
        order: 0,
        enabled: true,
        children: [
          { id: first.id, parent_id: root.id, title: 'first', type: 'category', url: first.url, order: 1, enabled: true, children: [] },
          {
            id: second.id,
            parent_id: root.id,
            title: 'second',
            type: 'category',
            url: second.url,
            order: 2,
            enabled: false,
            children: [
              { id: grandchild.id, parent_id: second.id, title: 'grandchild', type: 'category', url: grandchild.url, order: 0, enabled: true, children: [] },
            ],
          },
        ],
      });
    });
  });

  describe('GET /api/admin/menu/{id}', () => {
    it('answers every field, texts in ?language= with the main language as fallback', async () => {
      const m = await item({ title: 'Tea', meta_title: 'Tea meta', short_description: 'Leaves' });
      await put(m.id, { title: '茶', meta_title: '茶 meta' }, { language: 'zh_hk' }).expect(200);
      expect((await get(m.id).expect(200)).body).toMatchObject({ title: 'Tea', meta_title: 'Tea meta', short_description: 'Leaves' });
      expect((await get(m.id, { language: 'zh_hk' }).expect(200)).body).toMatchObject({ title: '茶', meta_title: '茶 meta', short_description: '' });
      expect((await get(m.id, { language: 'zh_cn' }).expect(200)).body).toMatchObject({ title: 'Tea', meta_title: 'Tea meta' });
    });

    it.each([String(MISSING_ID), 'abc'])('answers 404 "ID not exists" for %s', async (id) => {
      const res = await request(t.http).get(`/api/admin/menu/${id}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('PUT /api/admin/menu/{id}', () => {
    it('changes the fields sent and keeps the others', async () => {
      const m = await item({ short_description: 'Leaves' });
      const url = unique('renamed');
      const res = await put(m.id, { url, order: 7, enabled: false, display_in_desktop: false, meta_description: 'Fine tea' }).expect(200);
      expect(res.body).toEqual({ ...m, url, order: 7, enabled: false, display_in_desktop: false, meta_description: 'Fine tea', updated_at: ISO });
      expect(await translations(m.id)).toEqual([
        { language: 'en_us', title: 'Tea', short_description: 'Leaves', meta_title: '', meta_description: 'Fine tea' },
      ]);
    });

    it('writes the texts of another language, asking for a title the first time', async () => {
      const m = await item();
      const missing = await put(m.id, { meta_title: '茶' }, { language: 'zh_cn' }).expect(422);
      expect(missing.body).toMatchObject({ messages: ['title is required'], errors: { title: ['title is required'] } });
      await put(m.id, { title: '茶', meta_title: '茶叶' }, { language: 'zh_cn' }).expect(200);
      await put(m.id, { short_description: '好茶' }, { language: 'zh_cn' }).expect(200);
      expect(await translations(m.id)).toEqual([
        { language: 'en_us', title: 'Tea', short_description: '', meta_title: '', meta_description: '' },
        { language: 'zh_cn', title: '茶', short_description: '好茶', meta_title: '茶叶', meta_description: '' },
      ]);
    });

    it('replaces the products, and leaves them alone when none are sent', async () => {
      const [p1, p2, p3] = [await product(), await product(), await product()];
      const m = await item({ products: [p1, p2] });
      expect((await put(m.id, { products: [p3, p1] }).expect(200)).body.products).toEqual([p3, p1]);
      expect((await put(m.id, { title: 'Teas' }).expect(200)).body.products).toEqual([p3, p1]);
      expect((await put(m.id, { products: [] }).expect(200)).body.products).toEqual([]);
      expect(await menuProducts(m.id)).toEqual([]);
    });

    it('refuses an unknown product and keeps the old list', async () => {
      const p = await product();
      const m = await item({ products: [p] });
      expect((await put(m.id, { products: [p, MISSING_ID] }).expect(422)).body.messages).toEqual(['products holds an unknown product id']);
      expect(await menuProducts(m.id)).toEqual([{ product_id: p, order: 0 }]);
    });

    it('moves an item under another and back to the top level', async () => {
      const a = await item();
      const b = await item();
      expect((await put(b.id, { parent_id: a.id }).expect(200)).body.parent_id).toBe(a.id);
      expect((await put(b.id, { parent_id: null }).expect(200)).body.parent_id).toBeNull();
      expect(await t.dataSource.query(`SELECT parent_id FROM menu WHERE id = $1`, [b.id])).toEqual([{ parent_id: null }]);
    });

    it('refuses to place an item under itself or under one of its descendants', async () => {
      const a = await item();
      const b = await item({ parent_id: a.id });
      const c = await item({ parent_id: b.id });
      for (const parent of [a.id, b.id, c.id]) {
        const res = await put(a.id, { parent_id: parent }).expect(422);
        expect(res.body).toMatchObject({ messages: [UNDER_ITSELF], errors: { parent_id: [UNDER_ITSELF] } });
      }
      expect(await t.dataSource.query(`SELECT parent_id FROM menu WHERE id = $1`, [a.id])).toEqual([{ parent_id: null }]);
    });

    it('refuses a parent that does not exist', async () => {
      const m = await item();
      expect((await put(m.id, { parent_id: MISSING_ID }).expect(422)).body.messages).toEqual(['The parent menu item does not exist']);
    });

    it('checks the url against a new type', async () => {
      const m = await item();
      expect((await put(m.id, { type: 'link' }).expect(422)).body.messages).toEqual([LINK_MESSAGE]);
      const link = await put(m.id, { type: 'link', url: 'https://example.test/tea' }).expect(200);
      expect(link.body).toMatchObject({ type: 'link', url: 'https://example.test/tea' });
      expect((await put(m.id, { type: 'page' }).expect(422)).body.messages).toEqual(['url may hold only letters, digits and hyphens']);
    });

    it('refuses a url another item of the same type uses, but keeps its own', async () => {
      const a = await item();
      const b = await item();
      await put(a.id, { url: a.url, title: 'Same' }).expect(200);
      const res = await put(a.id, { url: b.url }).expect(409);
      expect(res.body.messages).toEqual(['url is already used by another menu item']);
      const page = await item({ type: 'page', url: b.url });
      expect((await put(page.id, { type: 'category' }).expect(409)).body.messages).toEqual(['url is already used by another menu item']);
    });

    it.each([
      [{ title: '' }, 'title is required'],
      [{ url: '' }, 'url is required'],
      [{ type: 'shop' }, TYPE_MESSAGE],
    ])('refuses %j', async (body, message) => {
      const m = await item();
      expect((await put(m.id, body).expect(422)).body.messages).toEqual([message]);
      expect((await get(m.id).expect(200)).body).toEqual(m);
    });

    it('answers 404 "ID not exists" for an item that does not exist', async () => {
      const res = await put(MISSING_ID, { title: 'T' }).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('POST /api/admin/menu/{id} (form update)', () => {
    it('updates from a multipart form with X-HTTP-Method-Override: PUT, storing a banner', async () => {
      const m = await item();
      const res = await request(t.http)
        .post(`/api/admin/menu/${m.id}`)
        .query({ language: 'zh_hk' })
        .set(bearer(token))
        .set('X-HTTP-Method-Override', 'PUT')
        .field('title', '茶')
        .field('display_in_mobile', '0')
        .attach('image', PNG, { filename: 'banner.png', contentType: 'image/png' })
        .expect(200);
      expect(res.body).toMatchObject({ id: m.id, title: '茶', display_in_mobile: false, image_path: expect.stringMatching(IMAGE_PATH) });
      expect(await t.dataSource.query(`SELECT image_path FROM menu WHERE id = $1`, [m.id])).toEqual([{ image_path: res.body.image_path }]);
      expect((await get(m.id).expect(200)).body).toMatchObject({ title: 'Tea', image_path: res.body.image_path });
    });

    it('updates from a plain form POST that carries _method=PUT as a field', async () => {
      const m = await item();
      const res = await request(t.http).post(`/api/admin/menu/${m.id}`).set(bearer(token)).field('_method', 'PUT').field('order', '5').expect(200);
      expect(res.body).toEqual({ ...m, order: 5, updated_at: ISO });
    });

    it('refuses a banner that is not an image and changes nothing', async () => {
      const m = await item();
      const res = await request(t.http)
        .post(`/api/admin/menu/${m.id}`)
        .set(bearer(token))
        .set('X-HTTP-Method-Override', 'PUT')
        .field('order', '9')
        .attach('image', Buffer.from('GIF? no'), { filename: 'banner.gif', contentType: 'image/gif' })
        .expect(422);
      expect(res.body.messages).toEqual(['image must be a PNG, JPEG, GIF, WebP or ICO image']);
      expect((await get(m.id).expect(200)).body).toEqual(m);
    });
  });

  describe('DELETE /api/admin/menu/{id}', () => {
    it('deletes the item with everything under it and its product links', async () => {
      const p = await product();
      const top = await item({ products: [p] });
      const child = await item({ parent_id: top.id });
      const grandchild = await item({ parent_id: child.id });
      const other = await item();
      expect((await request(t.http).delete(`/api/admin/menu/${top.id}`).set(bearer(token)).expect(200)).body).toEqual({ id: top.id });
      expect(await t.dataSource.query(`SELECT id FROM menu WHERE id = ANY($1)`, [[top.id, child.id, grandchild.id, other.id]])).toEqual([{ id: other.id }]);
      expect(await menuProducts(top.id)).toEqual([]);
      expect(await t.dataSource.query(`SELECT 1 FROM product WHERE id = $1`, [p])).toHaveLength(1);
      await get(child.id).expect(404);
    });

    it('answers 404 "ID not exists" for an item that does not exist', async () => {
      const res = await request(t.http).delete(`/api/admin/menu/${MISSING_ID}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('the storefront menu', () => {
    it('shows an item made in the back office, and hides it once disabled', async () => {
      const m = await item({ title: 'Pu-erh', type: 'category' });
      await put(m.id, { title: '普洱' }, { language: 'zh_hk' }).expect(200);
      const hk = await request(t.http).get('/api/menu').query({ language: 'zh_hk' }).expect(200);
      expect(hk.body.find((n: { id: number }) => n.id === m.id)).toMatchObject({ title: '普洱', link: `/category/${encodeURIComponent(m.url)}` });
      await put(m.id, { enabled: false }).expect(200);
      const after = await request(t.http).get('/api/menu').expect(200);
      expect(after.body.map((n: { id: number }) => n.id)).not.toContain(m.id);
    });
  });
});
