import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { superAdmin, unique } from '../helpers/factories';
import { forEachStorage } from '../helpers/storage-backends';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING_ID = 2147483647;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
const IMAGE_PATH = /^\/uploads\/brand\/[0-9a-f-]{36}\.png$/;

interface BrandBody {
  id: number;
  enabled: boolean;
  title: string;
  url: string;
  short_description: string;
  description: string;
  image_path: string | null;
  created_at: string;
  updated_at: string;
}

describe('brands', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const post = (body: object, query: Record<string, string> = {}) => request(t.http).post('/api/admin/brand').query(query).set(bearer(token)).send(body);
  const put = (id: number, body: object, query: Record<string, string> = {}) =>
    request(t.http).put(`/api/admin/brand/${id}`).query(query).set(bearer(token)).send(body);
  const get = (id: number, query: Record<string, string> = {}) => request(t.http).get(`/api/admin/brand/${id}`).query(query).set(bearer(token));

  async function brand(fields: object = {}): Promise<BrandBody> {
    const res = await post({ title: 'Acme', url: unique('acme'), short_description: 'Short', description: 'Long', ...fields });
    expect(res.status).toBe(201);
    return res.body;
  }

  const translations = (id: number) =>
    t.dataSource.query(`SELECT language, title, short_description, description FROM brand_translation WHERE brand_id = $1 ORDER BY language`, [id]);

  forEachStorage('brand images', (storage) => {
    // The helpers above send to `t`: this block's tests run on an app of their own keeping its files in
    // `storage`, the spec's own app again after them (both on the worker's database).
    let main: TestApp;
    beforeAll(async () => {
      main = t;
      t = await startTestApp(storage.env);
    });
    afterAll(async () => {
      await t.close();
      t = main;
    });

    it('creates a brand from a multipart form with an image, in the language field given', async () => {
      const url = unique('tea');
      const res = await request(t.http)
        .post('/api/admin/brand')
        .set(bearer(token))
        .field('enabled', '0')
        .field('title', '茶莊')
        .field('url', url)
        .field('short_description', '好茶')
        .field('description', '')
        .field('language', 'zh_hk')
        .attach('image', PNG, { filename: 'logo.png', contentType: 'image/png' });
      expect(res.body.messages).toBeUndefined();
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        enabled: false,
        title: '茶莊',
        url,
        short_description: '好茶',
        description: '',
        image_path: expect.stringMatching(IMAGE_PATH),
      });
      expect(await storage.read(res.body.image_path.slice(1))).toEqual(PNG);
      const file = await request(t.http).get(res.body.image_path).expect(200);
      expect(Buffer.compare(file.body, PNG)).toBe(0);
      expect(await translations(res.body.id)).toEqual([{ language: 'zh_hk', title: '茶莊', short_description: '好茶', description: '' }]);
      expect(await t.dataSource.query(`SELECT image_path FROM brand WHERE id = $1`, [res.body.id])).toEqual([{ image_path: res.body.image_path }]);
    });

    it('updates from a multipart form with X-HTTP-Method-Override: PUT, replacing the image', async () => {
      const b = await brand();
      const first = await request(t.http)
        .post(`/api/admin/brand/${b.id}`)
        .set(bearer(token))
        .set('X-HTTP-Method-Override', 'PUT')
        .field('enabled', 'false')
        .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
        .expect(200);
      expect(first.body).toMatchObject({ id: b.id, enabled: false, title: 'Acme', url: b.url, image_path: expect.stringMatching(IMAGE_PATH) });

      const second = await request(t.http)
        .post(`/api/admin/brand/${b.id}`)
        .query({ language: 'zh_hk' })
        .set(bearer(token))
        .set('X-HTTP-Method-Override', 'PUT')
        .field('title', '愛美')
        .attach('image', PNG, { filename: 'b.png', contentType: 'image/png' })
        .expect(200);
      expect(second.body).toMatchObject({ title: '愛美', enabled: false, image_path: expect.stringMatching(IMAGE_PATH) });
      expect(second.body.image_path).not.toBe(first.body.image_path);
      expect(await storage.read(second.body.image_path.slice(1))).toEqual(PNG);
      expect(await t.dataSource.query(`SELECT image_path FROM brand WHERE id = $1`, [b.id])).toEqual([{ image_path: second.body.image_path }]);
    });

    it('keeps the image when the form sends none', async () => {
      const b = await request(t.http)
        .post('/api/admin/brand')
        .set(bearer(token))
        .field('title', 'Acme')
        .field('url', unique('img'))
        .attach('image', PNG, 'a.png')
        .expect(201);
      const res = await request(t.http)
        .post(`/api/admin/brand/${b.body.id}`)
        .set(bearer(token))
        .set('X-HTTP-Method-Override', 'PUT')
        .field('title', 'Acme 2')
        .expect(200);
      expect(res.body).toMatchObject({ title: 'Acme 2', image_path: b.body.image_path });
      expect(await storage.read(b.body.image_path.slice(1))).toEqual(PNG);
    });
  });

  describe('POST /api/admin/brand', () => {
    it('creates a brand from JSON, its texts in the main language', async () => {
      const url = unique('acme');
      const res = await post({ title: ' Acme ', url, short_description: 'Tools', description: '<p>Since 1900</p>' }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        enabled: true,
        title: 'Acme',
        url,
        short_description: 'Tools',
        description: '<p>Since 1900</p>',
        image_path: null,
        created_at: ISO,
        updated_at: ISO,
      });
      expect(await t.dataSource.query(`SELECT enabled, url, image_path FROM brand WHERE id = $1`, [res.body.id])).toEqual([
        { enabled: true, url, image_path: null },
      ]);
      expect(await translations(res.body.id)).toEqual([{ language: 'en_us', title: 'Acme', short_description: 'Tools', description: '<p>Since 1900</p>' }]);
    });

    it('takes the language from ?language= too', async () => {
      const b = await post({ title: '品牌', url: unique('brand') }, { language: 'zh_cn' }).expect(201);
      expect((await translations(b.body.id)).map((r: { language: string }) => r.language)).toEqual(['zh_cn']);
    });

    it('lowercases the url and accepts Chinese characters in it', async () => {
      const tag = unique('x');
      expect((await post({ title: 'Acme', url: ` ${tag.toUpperCase()}-Tools ` }).expect(201)).body.url).toBe(`${tag}-tools`);
      expect((await post({ title: '茶', url: `${tag}-茶葉` }).expect(201)).body.url).toBe(`${tag}-茶葉`);
    });

    it.each([
      ['no title', { url: 'x-brand' }, 'title', 'title is required'],
      ['a blank title', { title: '  ', url: 'x-brand' }, 'title', 'title is required'],
      ['a title over 200 characters', { title: 't'.repeat(201), url: 'x-brand' }, 'title', 'title must be at most 200 characters long'],
      ['no url', { title: 'Acme' }, 'url', 'url is required'],
      ['a blank url', { title: 'Acme', url: ' ' }, 'url', 'url is required'],
      ['a url with spaces', { title: 'Acme', url: 'acme tools' }, 'url', 'url may hold only letters, digits and hyphens'],
      ['a url with a slash', { title: 'Acme', url: 'acme/tools' }, 'url', 'url may hold only letters, digits and hyphens'],
      ['a url with an underscore', { title: 'Acme', url: 'acme_tools' }, 'url', 'url may hold only letters, digits and hyphens'],
      ['a url over 200 characters', { title: 'Acme', url: 'u'.repeat(201) }, 'url', 'url must be at most 200 characters long'],
      ['enabled that is not a flag', { title: 'Acme', url: 'x-brand', enabled: 'maybe' }, 'enabled', 'enabled must be true or false'],
      ['an unknown language', { title: 'Acme', url: 'x-brand', language: 'en-US' }, 'language', 'language must be one of en_us, zh_hk, zh_cn'],
    ])('refuses %s', async (_, body, field, message) => {
      const res = await post(body).expect(422);
      expect(res.body).toMatchObject({ messages: [message], errors: { [field]: [message] } });
      expect(await t.dataSource.query(`SELECT 1 FROM brand WHERE url = 'x-brand'`)).toEqual([]);
    });

    it('refuses a url another brand uses', async () => {
      const taken = await brand();
      const res = await post({ title: 'Other', url: taken.url.toUpperCase() }).expect(409);
      expect(res.body).toMatchObject({ messages: ['url is already used by another brand'], errors: { url: ['url is already used by another brand'] } });
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM brand WHERE url = $1`, [taken.url])).toEqual([{ n: 1 }]);
    });

    it('refuses a file that is not an image, and creates nothing', async () => {
      const url = unique('svg');
      const res = await request(t.http)
        .post('/api/admin/brand')
        .set(bearer(token))
        .field('title', 'Acme')
        .field('url', url)
        .attach('image', Buffer.from('<svg onload="alert(1)"/>'), { filename: 'logo.png', contentType: 'image/png' })
        .expect(422);
      expect(res.body).toMatchObject({
        messages: ['image must be a PNG, JPEG, GIF, WebP or ICO image'],
        errors: { image: ['image must be a PNG, JPEG, GIF, WebP or ICO image'] },
      });
      expect(await t.dataSource.query(`SELECT 1 FROM brand WHERE url = $1`, [url])).toEqual([]);
    });

    it('refuses an image over 2 MB with 413', async () => {
      const res = await request(t.http)
        .post('/api/admin/brand')
        .set(bearer(token))
        .field('title', 'Acme')
        .field('url', unique('big'))
        .attach('image', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]), { filename: 'big.png', contentType: 'image/png' })
        .expect(413);
      expect(res.body.messages).toEqual(['File too large']);
    });
  });

  describe('GET /api/admin/brand', () => {
    it('filters by text and enabled, pages with Content-Range, X-Total-Count and X-Total-Exact', async () => {
      const tag = unique('list');
      const a = await brand({ title: `${tag} Alpha` });
      const b = await brand({ title: `${tag} Beta`, enabled: false });
      const c = await brand({ title: 'Gamma', url: `${tag}-gamma` });

      const all = await request(t.http)
        .get('/api/admin/brand')
        .query({ filter: JSON.stringify({ q: tag }), sort: '["id","ASC"]', range: '[0,1]' })
        .set(bearer(token))
        .expect(200);
      expect(all.headers['content-range']).toBe('brand 0-1/3');
      expect(all.headers['x-total-count']).toBe('3');
      expect(all.headers['x-total-exact']).toBe('true');
      expect(all.body).toEqual([a, b]);

      const enabled = await request(t.http)
        .get('/api/admin/brand')
        .query({ filter: JSON.stringify({ q: tag, enabled: true }) })
        .set(bearer(token))
        .expect(200);
      expect(enabled.body.map((x: BrandBody) => x.id)).toEqual([c.id, a.id]);
    });

    it('answers titles in ?language= with the main language as fallback', async () => {
      const tag = unique('lang');
      const a = await brand({ title: `${tag} Acme` });
      await put(a.id, { title: `${tag} 愛美` }, { language: 'zh_hk' }).expect(200);
      const hk = await request(t.http)
        .get('/api/admin/brand')
        .query({ language: 'zh_hk', filter: JSON.stringify({ q: tag }) })
        .set(bearer(token))
        .expect(200);
      expect(hk.body.map((x: BrandBody) => x.title)).toEqual([`${tag} 愛美`]);
      const cn = await request(t.http)
        .get('/api/admin/brand')
        .query({ language: 'zh_cn', filter: JSON.stringify({ q: tag }) })
        .set(bearer(token))
        .expect(200);
      expect(cn.body.map((x: BrandBody) => x.title)).toEqual([`${tag} Acme`]);
    });
  });

  describe('GET /api/admin/brand/{id}', () => {
    it('answers one brand', async () => {
      const b = await brand();
      expect((await get(b.id).expect(200)).body).toEqual(b);
    });

    it.each([String(MISSING_ID), 'abc'])('answers 404 "ID not exists" for %s', async (id) => {
      const res = await request(t.http).get(`/api/admin/brand/${id}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('PUT /api/admin/brand/{id}', () => {
    it('changes the globals and the texts of the main language', async () => {
      const b = await brand();
      const url = unique('renamed');
      const res = await put(b.id, { enabled: false, url, title: 'Acme Ltd', description: 'New' }).expect(200);
      expect(res.body).toEqual({ ...b, enabled: false, url, title: 'Acme Ltd', description: 'New', updated_at: ISO });
      expect(await translations(b.id)).toEqual([{ language: 'en_us', title: 'Acme Ltd', short_description: 'Short', description: 'New' }]);
    });

    it('writes the texts of another language and keeps the main ones', async () => {
      const b = await brand();
      const res = await put(b.id, { title: '愛美', short_description: '工具' }, { language: 'zh_hk' }).expect(200);
      expect(res.body).toMatchObject({ title: '愛美', short_description: '工具', description: '' });
      expect(await translations(b.id)).toEqual([
        { language: 'en_us', title: 'Acme', short_description: 'Short', description: 'Long' },
        { language: 'zh_hk', title: '愛美', short_description: '工具', description: '' },
      ]);
      expect((await get(b.id, { language: 'zh_cn' }).expect(200)).body).toMatchObject({ title: 'Acme', short_description: 'Short' });
      // Later changes of that language keep what it already holds.
      await put(b.id, { description: '長' }, { language: 'zh_hk' }).expect(200);
      expect((await get(b.id, { language: 'zh_hk' }).expect(200)).body).toMatchObject({ title: '愛美', short_description: '工具', description: '長' });
    });

    it('asks for a title when a language gets its first text', async () => {
      const b = await brand();
      const res = await put(b.id, { short_description: '工具' }, { language: 'zh_hk' }).expect(422);
      expect(res.body).toMatchObject({ messages: ['title is required'], errors: { title: ['title is required'] } });
      expect(await translations(b.id)).toHaveLength(1);
    });

    it('keeps its own url and refuses another brand’s', async () => {
      const a = await brand();
      const b = await brand();
      await put(a.id, { url: a.url }).expect(200);
      const res = await put(a.id, { url: b.url }).expect(409);
      expect(res.body.messages).toEqual(['url is already used by another brand']);
      expect((await get(a.id).expect(200)).body.url).toBe(a.url);
    });

    it.each([
      [{ title: '' }, 'title is required'],
      [{ url: '' }, 'url is required'],
      [{ url: 'no spaces' }, 'url may hold only letters, digits and hyphens'],
    ])('refuses %j', async (body, message) => {
      const b = await brand();
      const res = await put(b.id, body).expect(422);
      expect(res.body.messages).toEqual([message]);
      expect((await get(b.id).expect(200)).body).toEqual(b);
    });

    it('answers 404 "ID not exists" for a brand that does not exist', async () => {
      const res = await put(MISSING_ID, { title: 'Acme' }).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('POST /api/admin/brand/{id} (form update)', () => {
    it('updates from a plain form POST that carries _method=PUT as a field', async () => {
      const b = await brand();
      const res = await request(t.http)
        .post(`/api/admin/brand/${b.id}`)
        .set(bearer(token))
        .field('_method', 'PUT')
        .field('short_description', 'Hammers')
        .field('enabled', '1')
        .expect(200);
      expect(res.body).toEqual({ ...b, short_description: 'Hammers', updated_at: ISO });
    });

    it('answers 404 "ID not exists" for a brand that does not exist', async () => {
      const res = await request(t.http).post(`/api/admin/brand/${MISSING_ID}`).set(bearer(token)).field('title', 'Acme').expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('DELETE /api/admin/brand/{id}', () => {
    it('deletes the brand and its texts; its products stay without a brand', async () => {
      const b = await brand();
      const sku = unique('sku');
      const [{ id: productId }] = await t.dataSource.query(`INSERT INTO product (sku, url, brand_id) VALUES ($1, $1, $2) RETURNING id`, [sku, b.id]);
      const res = await request(t.http).delete(`/api/admin/brand/${b.id}`).set(bearer(token)).expect(200);
      expect(res.body).toEqual({ id: b.id });
      expect(await t.dataSource.query(`SELECT 1 FROM brand WHERE id = $1`, [b.id])).toEqual([]);
      expect(await translations(b.id)).toEqual([]);
      expect(await t.dataSource.query(`SELECT brand_id FROM product WHERE id = $1`, [productId])).toEqual([{ brand_id: null }]);
    });

    it('answers 404 "ID not exists" for a brand that does not exist', async () => {
      const res = await request(t.http).delete(`/api/admin/brand/${MISSING_ID}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('GET /api/brand (storefront)', () => {
    it('answers the enabled brands without a login, in the language asked with a fallback', async () => {
      const shown = await brand({ title: 'Acme', short_description: 'Tools' });
      await put(shown.id, { title: '愛美' }, { language: 'zh_hk' }).expect(200);
      const hidden = await brand({ enabled: false });

      const hk = await request(t.http).get('/api/brand').query({ language: 'zh_hk' }).expect(200);
      expect(hk.body.find((x: BrandBody) => x.id === shown.id)).toEqual({
        id: shown.id,
        title: '愛美',
        url: shown.url,
        short_description: '',
        image_path: null,
      });
      expect(hk.body.map((x: BrandBody) => x.id)).not.toContain(hidden.id);

      const main = await request(t.http).get('/api/brand').expect(200);
      expect(main.body.find((x: BrandBody) => x.id === shown.id)).toEqual({
        id: shown.id,
        title: 'Acme',
        url: shown.url,
        short_description: 'Tools',
        image_path: null,
      });
      const cn = await request(t.http).get('/api/brand').query({ language: 'zh_cn' }).expect(200);
      expect(cn.body.find((x: BrandBody) => x.id === shown.id).title).toBe('Acme');
    });

    it('refuses a language code that is not lowercase with an underscore', async () => {
      const res = await request(t.http).get('/api/brand').query({ language: 'zh-HK' }).expect(422);
      expect(res.body.messages).toEqual(['language must be one of en_us, zh_hk, zh_cn']);
    });
  });
});
