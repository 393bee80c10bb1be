import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { adminWith, superAdmin, unique } from '../helpers/factories';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING_ID = 2147483647;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const NOT_FOUND = { messages: ['Page cannot be found'], codes: ['content.page_not_found'] };

describe('static pages and blocks', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const admin = (method: 'get' | 'post' | 'put' | 'delete', path: string, query: Record<string, string> = {}) =>
    request(t.http)[method](`/api/admin/${path}`).query(query).set(bearer(token));
  const slug = (prefix: string) => unique(prefix).toLowerCase();

  async function createPage(fields: object = {}, query: Record<string, string> = {}) {
    const res = await admin('post', 'page', query).send({ url: slug('about'), title: 'About us', content: '<p>Hello</p>', ...fields });
    expect(res.status).toBe(201);
    return res.body as { id: number; url: string };
  }

  async function createBlock(fields: object = {}) {
    const res = await admin('post', 'block').send({ identifier: unique('home_welcome'), title: 'Welcome', content: '<p>Hi</p>', ...fields });
    expect(res.status).toBe(201);
    return res.body as { id: number; identifier: string };
  }

  const shopPage = (body: object, query: Record<string, string> = {}) => request(t.http).post('/api/page').query(query).send(body);
  const translations = (id: number) =>
    t.dataSource.query(`SELECT language, title, content, meta_title, meta_description FROM page_translation WHERE page_id = $1 ORDER BY language`, [id]);

  describe('admin pages', () => {
    it('creates a page, sanitising its content, and reads it back', async () => {
      const url = slug('about');
      const res = await admin('post', 'page')
        .send({
          url: ` ${url.toUpperCase()} `,
          title: ' About us ',
          content: '<h2>Us</h2><p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
          meta_title: 'About',
          meta_description: 'Who we are',
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        enabled: true,
        url,
        title: 'About us',
        content: '<h2>Us</h2><p>Hi <strong>there</strong> <a>x</a></p>',
        meta_title: 'About',
        meta_description: 'Who we are',
        translated_languages: ['en_us'],
        created_at: ISO,
        updated_at: ISO,
      });
      expect(await translations(res.body.id)).toEqual([
        {
          language: 'en_us',
          title: 'About us',
          content: '<h2>Us</h2><p>Hi <strong>there</strong> <a>x</a></p>',
          meta_title: 'About',
          meta_description: 'Who we are',
        },
      ]);
      expect((await admin('get', `page/${res.body.id}`).expect(200)).body).toEqual(res.body);
    });

    it('keeps texts per language, the main language as fallback, and a language needs its own title', async () => {
      const page = await createPage({ title: 'Shipping', content: '<p>Fast</p>' });
      const fallback = await admin('get', `page/${page.id}`, { language: 'zh_hk' }).expect(200);
      expect(fallback.body).toMatchObject({ title: 'Shipping', content: '<p>Fast</p>', translated_languages: ['en_us'] });
      const noTitle = await admin('put', `page/${page.id}`, { language: 'zh_hk' }).send({ content: '<p>快</p>' }).expect(422);
      expect(noTitle.body).toMatchObject({ messages: ['title is required'], errors: { title: ['title is required'] } });
      const hk = await admin('put', `page/${page.id}`, { language: 'zh_hk' })
        .send({ title: '運送', content: '<p>快<img src="x" onerror="alert(1)"></p>' })
        .expect(200);
      expect(hk.body).toMatchObject({ title: '運送', content: '<p>快</p>', translated_languages: ['en_us', 'zh_hk'] });
      expect((await admin('get', `page/${page.id}`, { language: 'en_us' }).expect(200)).body).toMatchObject({ title: 'Shipping', content: '<p>Fast</p>' });
      // Only the fields sent change.
      await admin('put', `page/${page.id}`).set('X-HTTP-Method-Override', 'PUT').send({ enabled: false }).expect(200);
      expect((await admin('get', `page/${page.id}`).expect(200)).body).toMatchObject({ enabled: false, title: 'Shipping', content: '<p>Fast</p>' });
    });

    it('refuses a taken url, bad url characters and missing fields, writing nothing', async () => {
      const taken = await createPage();
      const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM page`);
      const conflict = await admin('post', 'page').send({ url: taken.url, title: 'Again' }).expect(409);
      expect(conflict.body).toMatchObject({
        messages: ['url is already used by another page'],
        codes: ['content.url_taken'],
        errors: { url: ['url is already used by another page'] },
      });
      const bad = await admin('post', 'page').send({ url: 'about us!', title: 'X' }).expect(422);
      expect(bad.body.messages).toEqual(['url may hold only letters, digits and hyphens']);
      const missing = await admin('post', 'page').send({}).expect(422);
      expect(missing.body.errors).toEqual({ url: ['url is required'], title: ['title is required'] });
      const long = await admin('post', 'page')
        .send({ url: slug('x'), title: 'x'.repeat(201) })
        .expect(422);
      expect(long.body.messages).toEqual(['title must be at most 200 characters long']);
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM page`)).toEqual(before);
      const other = await createPage();
      await admin('put', `page/${other.id}`).send({ url: taken.url }).expect(409);
      expect((await admin('get', `page/${other.id}`).expect(200)).body.url).toBe(other.url);
    });

    it('lists pages with search, filter, sort and X-Total-Count', async () => {
      const marker = unique('faq');
      const a = await createPage({ title: `${marker} one`, enabled: true });
      const b = await createPage({ title: `${marker} two`, enabled: false });
      const all = await admin('get', 'page', { filter: JSON.stringify({ q: marker }), sort: '["id","ASC"]', range: '[0,9]' }).expect(200);
      expect(all.headers['x-total-count']).toBe('2');
      expect(all.body.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
      const enabled = await admin('get', 'page', { filter: JSON.stringify({ q: marker, enabled: false }) }).expect(200);
      expect(enabled.body.map((p: { id: number }) => p.id)).toEqual([b.id]);
      const byUrl = await admin('get', 'page', { filter: JSON.stringify({ q: a.url }) }).expect(200);
      expect(byUrl.body.map((p: { id: number }) => p.id)).toEqual([a.id]);
      const badSort = await admin('get', 'page', { sort: '["nope","ASC"]' }).expect(400);
      expect(badSort.body.messages).toEqual(['sort must be ["field","ASC|DESC"] with a field among id, url, enabled, updated_at, created_at']);
    });

    it('deletes a page; a missing id answers 404 "ID not exists"', async () => {
      const page = await createPage();
      expect((await admin('delete', `page/${page.id}`).expect(200)).body).toEqual({ id: page.id });
      expect(await t.dataSource.query(`SELECT id FROM page WHERE id = $1`, [page.id])).toEqual([]);
      expect(await translations(page.id)).toEqual([]);
      for (const call of [admin('get', `page/${MISSING_ID}`), admin('put', `page/${MISSING_ID}`).send({ title: 'x' }), admin('delete', `page/${MISSING_ID}`)]) {
        expect((await call.expect(404)).body.messages).toEqual(['ID not exists']);
      }
    });

    it('answers 401 without a token and 403 without the page permissions', async () => {
      const page = await createPage();
      expect((await request(t.http).get('/api/admin/page').expect(401)).body.messages).toEqual(['Please log in first']);
      const reader = (await adminWith(t, ['page.list'])).token;
      await request(t.http).get('/api/admin/page').set(bearer(reader)).expect(200);
      await request(t.http).get(`/api/admin/page/${page.id}`).set(bearer(reader)).expect(200);
      const denied = await request(t.http).put(`/api/admin/page/${page.id}`).set(bearer(reader)).send({ title: 'x' }).expect(403);
      expect(denied.body.messages).toEqual(['You do not have permission to do this']);
      await request(t.http)
        .post('/api/admin/page')
        .set(bearer(reader))
        .send({ url: slug('x'), title: 'x' })
        .expect(403);
      await request(t.http).delete(`/api/admin/page/${page.id}`).set(bearer(reader)).expect(403);
      const blockStaff = (await adminWith(t, ['block.list', 'block.edit'])).token;
      await request(t.http).get('/api/admin/page').set(bearer(blockStaff)).expect(403);
    });
  });

  describe('POST /api/page and POST /api/check {type: page}', () => {
    it('answers an enabled page in the asked language, the main language as fallback', async () => {
      const page = await createPage({ title: 'Returns', content: '<p>30 days</p>', meta_description: 'How returns work' });
      await admin('put', `page/${page.id}`, { language: 'zh_hk' }).send({ title: '退貨', content: '<p>三十日</p>' }).expect(200);
      const en = await shopPage({ url: page.url }).expect(200);
      expect(en.body).toEqual({
        id: page.id,
        url: page.url,
        title: 'Returns',
        content: '<p>30 days</p>',
        meta_title: 'Returns',
        meta_description: 'How returns work',
        updated_at: ISO,
      });
      expect((await shopPage({ url: page.url }, { language: 'zh_hk' }).expect(200)).body).toMatchObject({ title: '退貨', content: '<p>三十日</p>' });
      expect((await shopPage({ url: page.url, language: 'zh_cn' }).expect(200)).body).toMatchObject({ title: 'Returns' });
      expect((await request(t.http).post('/api/check').send({ key: page.url, type: 'page' }).expect(200)).body).toEqual({ passed: true });
    });

    it('sanitises stored content again when it is read', async () => {
      const page = await createPage();
      await t.dataSource.query(
        `UPDATE page_translation SET content = '<p>ok</p><script>alert(1)</script><img src="javascript:x" onerror="alert(2)">' WHERE page_id = $1`,
        [page.id],
      );
      expect((await shopPage({ url: page.url }).expect(200)).body.content).toBe('<p>ok</p>');
    });

    it('answers 404 "Page cannot be found" for a missing or disabled page, in the page call and the check', async () => {
      const page = await createPage({ enabled: false });
      for (const url of [page.url, slug('nowhere')]) {
        expect((await shopPage({ url }).expect(404)).body).toEqual(NOT_FOUND);
        expect((await request(t.http).post('/api/check').send({ key: url, type: 'page' }).expect(404)).body).toEqual(NOT_FOUND);
      }
      await admin('put', `page/${page.id}`).send({ enabled: true }).expect(200);
      await shopPage({ url: page.url }).expect(200);
      await admin('delete', `page/${page.id}`).expect(200);
      await shopPage({ url: page.url }).expect(404);
    });

    it('shows a block placed in a page with {{block identifier}}, in the page language, and nothing once it is disabled', async () => {
      const block = await createBlock({ title: 'Hours', content: '<p>Open <strong>daily</strong></p>' });
      await admin('put', `block/${block.id}`, { language: 'zh_hk' }).send({ title: '營業時間', content: '<p>每日營業</p>' }).expect(200);
      const page = await createPage({ content: `<p>Visit us.</p><p>{{block ${block.identifier}}}</p><p>{{block no-such-block}}</p><p>Bye.</p>` });
      expect((await shopPage({ url: page.url }).expect(200)).body.content).toBe(
        '<p>Visit us.</p><div class="content-block"><p>Open <strong>daily</strong></p></div><p>Bye.</p>',
      );
      expect((await shopPage({ url: page.url }, { language: 'zh_hk' }).expect(200)).body.content).toBe(
        '<p>Visit us.</p><div class="content-block"><p>每日營業</p></div><p>Bye.</p>',
      );
      // The stored text keeps the placeholder: the back office edits it as written.
      expect((await admin('get', `page/${page.id}`).expect(200)).body.content).toContain(`<p>{{block ${block.identifier}}}</p>`);
      await admin('put', `block/${block.id}`).send({ enabled: false }).expect(200);
      expect((await shopPage({ url: page.url }).expect(200)).body.content).toBe('<p>Visit us.</p><p>Bye.</p>');
    });

    it('refuses a request without a url or key', async () => {
      expect((await shopPage({}).expect(422)).body.messages).toEqual(['url is required']);
      expect((await request(t.http).post('/api/check').send({ type: 'page' }).expect(422)).body.messages).toEqual(['key is required']);
      expect((await request(t.http).post('/api/check').send({ key: 'x', type: 'nope' }).expect(422)).body.messages).toEqual([
        'type must be one of checkout, page',
      ]);
    });
  });

  describe('blocks', () => {
    it('creates, updates per language, lists and deletes blocks, sanitising content', async () => {
      const identifier = unique('Home_Intro');
      const made = await admin('post', 'block')
        .send({ identifier, title: 'Intro', content: '<p style="x:expression(1)">Hi<iframe src="https://x"></iframe></p>' })
        .expect(201);
      expect(made.body).toEqual({
        id: expect.any(Number),
        enabled: true,
        identifier,
        title: 'Intro',
        content: '<p>Hi</p>',
        translated_languages: ['en_us'],
        created_at: ISO,
        updated_at: ISO,
      });
      await admin('put', `block/${made.body.id}`, { language: 'zh_cn' }).send({ title: '介绍', content: '<p>你好</p>' }).expect(200);
      const list = await admin('get', 'block', { filter: JSON.stringify({ q: identifier }) }).expect(200);
      expect(list.headers['x-total-count']).toBe('1');
      expect(list.body[0]).toMatchObject({ id: made.body.id, translated_languages: ['en_us', 'zh_cn'] });
      const shop = await request(t.http).post('/api/block').query({ language: 'zh_cn' }).send({ identifier }).expect(200);
      expect(shop.body).toEqual({ id: made.body.id, identifier, title: '介绍', content: '<p>你好</p>' });
      await admin('delete', `block/${made.body.id}`).expect(200);
      expect((await request(t.http).post('/api/block').send({ identifier }).expect(404)).body).toEqual({
        messages: ['Block cannot be found'],
        codes: ['content.block_not_found'],
      });
    });

    it('refuses a taken or badly written identifier and hides a disabled block', async () => {
      const block = await createBlock();
      const taken = await admin('post', 'block').send({ identifier: block.identifier, title: 'x' }).expect(409);
      expect(taken.body.messages).toEqual(['identifier is already used by another block']);
      const bad = await admin('post', 'block').send({ identifier: 'has space', title: 'x' }).expect(422);
      expect(bad.body.messages).toEqual(['identifier may hold only letters, digits, hyphens and underscores']);
      await admin('put', `block/${block.id}`).send({ enabled: false }).expect(200);
      await request(t.http).post('/api/block').send({ identifier: block.identifier }).expect(404);
      expect((await request(t.http).post('/api/block').send({}).expect(422)).body.messages).toEqual(['identifier is required']);
    });

    it('answers 401 and 403 on the admin block routes', async () => {
      await request(t.http).get('/api/admin/block').expect(401);
      const pageStaff = (await adminWith(t, ['page.list', 'page.edit'])).token;
      await request(t.http).get('/api/admin/block').set(bearer(pageStaff)).expect(403);
      await request(t.http).post('/api/admin/block').set(bearer(pageStaff)).send({ identifier: 'x', title: 'x' }).expect(403);
    });
  });
});

/** What a search engine reads at /page/{url} before any script runs, and the sitemap. */
describe('static pages for search engines', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // Answers kept for a minute: a change must still show at once (events drop what it touched).
    t = await startTestApp({ SERVE_UI: 'true', APP_URL: 'https://shop.example', CATALOG_CACHE_MS: '60000' });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const admin = (method: 'post' | 'put', path: string, query: Record<string, string> = {}) =>
    request(t.http)[method](`/api/admin/${path}`).query(query).set(bearer(token));
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script[^>]* id="shop-state"/.exec(html)?.[1] ?? '';
  const jsonLd = (html: string): Record<string, unknown>[] =>
    [...html.matchAll(/<script[^>]* type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

  it('renders the page on the server with its head, language links and breadcrumb data, in each language', async () => {
    const url = unique('our-story').toLowerCase();
    const made = await admin('post', 'page')
      .send({
        url,
        title: 'Our story',
        content: '<p>Founded by <strong>two potters</strong>.</p>',
        meta_title: 'The story of the shop',
        meta_description: 'How we started',
      })
      .expect(201);
    await admin('put', `page/${made.body.id}`, { language: 'zh_hk' })
      .send({ title: '我們的故事', content: '<p>由<strong>兩位陶藝家</strong>創立。</p>' })
      .expect(200);

    const en = await request(t.http).get(`/page/${url}`).expect(200).expect('Content-Type', /html/);
    expect(en.text).toMatch(/<title>The story of the shop \| [^<]+<\/title>/);
    expect(en.text).toContain('<meta name="description" content="How we started" />');
    expect(en.text).toContain('<meta property="og:title" content="The story of the shop');
    expect(en.text).toContain(`<link rel="canonical" href="https://shop.example/page/${url}" />`);
    expect(en.text).toContain(`<link rel="alternate" hreflang="zh-HK" href="https://shop.example/page/${url}?lang=zh_hk" />`);
    expect(en.text).toContain(`<link rel="alternate" hreflang="x-default" href="https://shop.example/page/${url}" />`);
    expect(rootOf(en.text)).toContain('<h1>Our story</h1>');
    expect(rootOf(en.text)).toContain('Founded by <strong>two potters</strong>.');
    const crumbs = jsonLd(en.text).find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Our story' },
    ]);

    const hk = await request(t.http).get(`/page/${url}?lang=zh_hk`).expect(200);
    expect(hk.text).toContain('<html lang="zh-HK"');
    expect(hk.text).toMatch(/<title>我們的故事 \| [^<]+<\/title>/);
    expect(/<meta name="description"[^>]*>/.exec(hk.text)?.[0]).toBe('<meta name="description" content="由兩位陶藝家創立。" />');
    expect(hk.text).toContain(`<link rel="canonical" href="https://shop.example/page/${url}?lang=zh_hk" />`);
    expect(rootOf(hk.text)).toContain('由<strong>兩位陶藝家</strong>創立。');

    // An edit shows at once, although answers are kept for a minute.
    await admin('put', `page/${made.body.id}`).send({ content: '<p>Now with a kiln.</p>' }).expect(200);
    expect(rootOf((await request(t.http).get(`/page/${url}`).expect(200)).text)).toContain('Now with a kiln.');
  });

  it('answers 404 with "Page cannot be found" for a missing or disabled page', async () => {
    const url = unique('hidden').toLowerCase();
    const made = await admin('post', 'page').send({ url, title: 'Hidden', enabled: false }).expect(201);
    for (const path of [`/page/${url}`, `/page/${unique('nowhere').toLowerCase()}`]) {
      const res = await request(t.http).get(path).expect(404);
      expect(rootOf(res.text)).toContain('Page cannot be found');
    }
    await admin('put', `page/${made.body.id}`).send({ enabled: true }).expect(200);
    await request(t.http).get(`/page/${url}`).expect(200);
  });

  it('lists enabled pages in /sitemap.xml in every language, at once after a change', async () => {
    const before = await request(t.http).get('/sitemap.xml').expect(200);
    const url = unique('faq').toLowerCase();
    const off = unique('draft').toLowerCase();
    await admin('post', 'page').send({ url, title: 'FAQ' }).expect(201);
    await admin('post', 'page').send({ url: off, title: 'Draft', enabled: false }).expect(201);
    expect(before.text).not.toContain(url);
    const res = await request(t.http).get('/sitemap.xml').expect(200);
    const entry = new RegExp(`<url><loc>https://shop.example/page/${url}</loc>.*?</url>`).exec(res.text)?.[0] ?? '';
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="https://shop.example/page/${url}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-HK" href="https://shop.example/page/${url}?lang=zh_hk"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="https://shop.example/page/${url}?lang=zh_cn"/>`);
    expect(res.text).not.toContain(off);
  });
});

/** The storefront's page and block reads run at most 2 statements, then come from the cache until a write (X-Sql-Count with SQL_COUNT=true). */
describe('page and block reads: statements and cache', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ SETTINGS_CACHE_MS: '600000', CATALOG_CACHE_MS: '600000', SQL_COUNT: 'true' });
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const write = (method: 'post' | 'put', path: string, body: object) => request(t.http)[method](`/api/admin/${path}`).set(bearer(token)).send(body);
  const count = (res: request.Response) => Number(res.headers['x-sql-count']);

  it('answers a page, its check and a block in at most 2 statements each, then from the cache until they change', async () => {
    const page = (await write('post', 'page', { url: unique('kept').toLowerCase(), title: 'Kept' }).expect(201)).body;
    const block = (await write('post', 'block', { identifier: unique('kept'), title: 'Kept block' }).expect(201)).body;
    for (const language of ['en_us', 'zh_hk']) {
      expect(count(await request(t.http).post('/api/page').query({ language }).send({ url: page.url }).expect(200))).toBeLessThanOrEqual(2);
      expect(count(await request(t.http).post('/api/block').query({ language }).send({ identifier: block.identifier }).expect(200))).toBeLessThanOrEqual(2);
    }
    expect(count(await request(t.http).post('/api/check').send({ key: page.url, type: 'page' }).expect(200))).toBeLessThanOrEqual(2);
    expect(count(await request(t.http).post('/api/page').query({ language: 'zh_hk' }).send({ url: page.url }).expect(200))).toBe(0);
    expect(count(await request(t.http).post('/api/block').query({ language: 'zh_hk' }).send({ identifier: block.identifier }).expect(200))).toBe(0);
    expect(count(await request(t.http).post('/api/check').send({ key: page.url, type: 'page' }).expect(200))).toBe(0);
    // A write drops what was kept at once.
    await write('put', `page/${page.id}`, { title: 'Changed' }).expect(200);
    await write('put', `block/${block.id}`, { enabled: false }).expect(200);
    expect((await request(t.http).post('/api/page').query({ language: 'zh_hk' }).send({ url: page.url }).expect(200)).body.title).toBe('Changed');
    await request(t.http).post('/api/block').query({ language: 'zh_hk' }).send({ identifier: block.identifier }).expect(404);
    await write('put', `page/${page.id}`, { enabled: false }).expect(200);
    await request(t.http).post('/api/check').send({ key: page.url, type: 'page' }).expect(404);
  });
});
