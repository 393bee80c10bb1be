import request from 'supertest';
import sharp from 'sharp';
import { startTestApp, TestApp } from '../helpers/app';
import { adminWith, superAdmin, unique } from '../helpers/factories';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING_ID = 2147483647;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
/** Markup a hostile or careless editor might paste: none of its script may survive. */
const XSS =
  '<p>Tea <strong>time</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>' +
  '<iframe src="https://evil.example"></iframe><p onclick="alert(4)" style="color:red">styled</p><svg><script>alert(5)</script></svg>';

function expectNoScript(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/onerror|onclick/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<iframe/i);
}

describe('blog', () => {
  let t: TestApp;
  let token: string;
  let adminName: string;
  beforeAll(async () => {
    t = await startTestApp({ SERVE_UI: 'true', APP_URL: 'https://shop.example' });
    const made = await superAdmin(t);
    token = made.token;
    adminName = made.admin.name;
  });
  afterAll(() => t.close());

  const admin = {
    post: (path: string, body: object, query: Record<string, string> = {}) =>
      request(t.http).post(`/api/admin/blog/${path}`).query(query).set(bearer(token)).send(body),
    put: (path: string, body: object, query: Record<string, string> = {}) =>
      request(t.http).put(`/api/admin/blog/${path}`).query(query).set(bearer(token)).send(body),
    get: (path: string, query: Record<string, string> = {}) => request(t.http).get(`/api/admin/blog/${path}`).query(query).set(bearer(token)),
    del: (path: string) => request(t.http).delete(`/api/admin/blog/${path}`).set(bearer(token)),
  };
  const shop = {
    article: (body: object) => request(t.http).post('/api/article').send(body),
    category: (body: object) => request(t.http).post('/api/blog/category').send(body),
  };

  async function category(fields: object = {}): Promise<{ id: number; url: string; title: string }> {
    const res = await admin.post('category', { title: 'News', url: unique('news'), ...fields });
    expect(res.body.messages).toBeUndefined();
    expect(res.status).toBe(201);
    return res.body;
  }

  async function article(fields: object = {}): Promise<{ id: number; url: string; title: string; publish_at: string }> {
    const res = await admin.post('article', { title: 'An article', url: unique('article'), content: '<p>Body</p>', ...fields });
    expect(res.body.messages).toBeUndefined();
    expect(res.status).toBe(201);
    return res.body;
  }

  describe('admin: blog categories', () => {
    it('creates a category with its texts in the main language; the description is sanitised', async () => {
      const url = unique('recipes');
      const res = await admin
        .post('category', { title: ' Recipes ', url: url.toUpperCase(), description: XSS, meta_title: 'Tea recipes', order: 3 })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        enabled: true,
        url,
        order: 3,
        title: 'Recipes',
        description: expect.stringContaining('<strong>time</strong>'),
        meta_title: 'Tea recipes',
        meta_description: '',
        translated_languages: ['en_us'],
        article_count: 0,
        created_at: ISO,
        updated_at: ISO,
      });
      expectNoScript(res.body.description);
      const stored = await t.dataSource.query(`SELECT language, title, description FROM blog_category_translation WHERE category_id = $1`, [res.body.id]);
      expect(stored).toEqual([{ language: 'en_us', title: 'Recipes', description: res.body.description }]);
    });

    it('keeps a title per language and reads the main language where one is missing', async () => {
      const made = await category({ title: 'Events' });
      await admin.put(`category/${made.id}`, { title: '活動', description: '<p>本月</p>' }, { language: 'zh_hk' }).expect(200);
      expect((await admin.get(`category/${made.id}`, { language: 'zh_hk' }).expect(200)).body).toMatchObject({ title: '活動', description: '<p>本月</p>' });
      expect((await admin.get(`category/${made.id}`, { language: 'en_us' }).expect(200)).body).toMatchObject({ title: 'Events' });
      expect((await admin.get(`category/${made.id}`, { language: 'zh_cn' }).expect(200)).body).toMatchObject({
        title: 'Events',
        translated_languages: ['en_us', 'zh_hk'],
      });
    });

    it('refuses a missing title, a bad url, a taken url and a bad order with their messages, writing nothing', async () => {
      const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM blog_category`);
      const noTitle = await admin.post('category', { url: unique('x') }).expect(422);
      expect(noTitle.body.messages).toEqual(['title is required']);
      expect(noTitle.body.errors).toEqual({ title: ['title is required'] });
      const badUrl = await admin.post('category', { title: 'X', url: 'has space' }).expect(422);
      expect(badUrl.body.messages).toEqual(['url may hold only letters, digits and hyphens']);
      expect(badUrl.body.codes).toEqual(['blog.url_characters']);
      const badOrder = await admin.post('category', { title: 'X', url: unique('x'), order: -1 }).expect(422);
      expect(badOrder.body.messages).toEqual(['order must be a whole number from 0 to 1000000']);
      const taken = await category();
      const again = await admin.post('category', { title: 'Other', url: taken.url }).expect(409);
      expect(again.body.messages).toEqual(['url is already used by another blog category']);
      expect(again.body.errors).toEqual({ url: ['url is already used by another blog category'] });
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM blog_category`)).toEqual([{ n: before[0].n + 1 }]);
    });

    it('lists with search, filters, sort and X-Total-Count', async () => {
      const word = unique('tealist');
      await category({ title: `${word} one`, order: 2 });
      await category({ title: `${word} two`, order: 1, enabled: false });
      const all = await admin.get('category', { filter: JSON.stringify({ q: word }), sort: JSON.stringify(['order', 'ASC']), range: '[0,9]' }).expect(200);
      expect(all.headers['x-total-count']).toBe('2');
      expect(all.body.map((c: { title: string }) => c.title)).toEqual([`${word} two`, `${word} one`]);
      const enabled = await admin.get('category', { filter: JSON.stringify({ q: word, enabled: true }) }).expect(200);
      expect(enabled.body.map((c: { title: string }) => c.title)).toEqual([`${word} one`]);
      const badSort = await admin.get('category', { sort: JSON.stringify(['title', 'ASC']) }).expect(400);
      expect(badSort.body.codes).toEqual(['validation.list_sort']);
    });

    it('deletes a category; its articles stay, out of it; a missing one is 404 "ID not exists"', async () => {
      const made = await category();
      const post = await article({ category_ids: [made.id] });
      await admin.del(`category/${made.id}`).expect(200, { id: made.id });
      expect((await admin.get(`article/${post.id}`).expect(200)).body.category_ids).toEqual([]);
      expect((await admin.del(`category/${made.id}`).expect(404)).body.messages).toEqual(['ID not exists']);
      expect((await admin.get(`category/${MISSING_ID}`).expect(404)).body.messages).toEqual(['ID not exists']);
    });
  });

  describe('admin: blog articles', () => {
    it("creates an article: content sanitised, the admin's name as author, published now, in its categories", async () => {
      const news = await category();
      const url = unique('first-post');
      const res = await admin
        .post('article', { title: 'First post', url, summary: 'Short', content: XSS, tags: [' tea ', 'Tea', 'recipes'], category_ids: [news.id, news.id] })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        enabled: true,
        url,
        title: 'First post',
        summary: 'Short',
        content: expect.stringContaining('<strong>time</strong>'),
        meta_title: '',
        meta_description: '',
        translated_languages: ['en_us'],
        cover_image: null,
        author: adminName,
        publish_at: ISO,
        published: true,
        tags: ['tea', 'recipes'],
        category_ids: [news.id],
        created_at: ISO,
        updated_at: ISO,
      });
      expectNoScript(res.body.content);
      const [stored] = await t.dataSource.query(`SELECT content FROM blog_article_translation WHERE article_id = $1`, [res.body.id]);
      expect(stored.content).toBe(res.body.content);
      expect((await admin.get(`category/${news.id}`).expect(200)).body.article_count).toBe(1);
    });

    it('creates an article from a multipart form with a cover image, lists as JSON text, in the language field', async () => {
      const news = await category();
      const url = unique('cover');
      const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#6a4' } })
        .png()
        .toBuffer();
      const res = await request(t.http)
        .post('/api/admin/blog/article')
        .set(bearer(token))
        .field('title', '封面文章')
        .field('url', url)
        .field('language', 'zh_hk')
        .field('author', '陳小姐')
        .field('publish_at', '2026-01-02T03:04:05.000Z')
        .field('tags', JSON.stringify(['茶']))
        .field('category_ids', JSON.stringify([news.id]))
        .attach('image', png, { filename: 'cover.png', contentType: 'image/png' });
      expect(res.body.messages).toBeUndefined();
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: '封面文章', author: '陳小姐', publish_at: '2026-01-02T03:04:05.000Z', tags: ['茶'], category_ids: [news.id] });
      expect(res.body.cover_image).toMatch(/^\/uploads\/blog\/[0-9a-f-]{36}\.png$/);
      await request(t.http).get(res.body.cover_image).expect(200);
      // The storefront's resized copies of the cover.
      const copy = await request(t.http)
        .get(`/img/320/webp${res.body.cover_image.replace('/uploads', '')}`)
        .expect(200)
        .expect('Content-Type', 'image/webp');
      expect(await sharp(copy.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });
      expect(await t.dataSource.query(`SELECT language, title FROM blog_article_translation WHERE article_id = $1`, [res.body.id])).toEqual([
        { language: 'zh_hk', title: '封面文章' },
      ]);
      const removed = await admin.put(`article/${res.body.id}`, { remove_cover_image: true }).expect(200);
      expect(removed.body.cover_image).toBeNull();
    });

    it('updates only what is sent; a language without texts needs its own title', async () => {
      const made = await article({ title: 'Original', summary: 'Kept', tags: ['a'] });
      const res = await admin.put(`article/${made.id}`, { content: '<p>New <em>body</em></p><script>x()</script>' }).expect(200);
      expect(res.body).toMatchObject({ title: 'Original', summary: 'Kept', tags: ['a'], content: expect.stringContaining('<em>body</em>') });
      expectNoScript(res.body.content);
      const noTitle = await admin.put(`article/${made.id}`, { summary: '摘要' }, { language: 'zh_cn' }).expect(422);
      expect(noTitle.body.messages).toEqual(['title is required']);
      await admin.put(`article/${made.id}`, { title: '原文', summary: '摘要' }, { language: 'zh_cn' }).expect(200);
      expect((await admin.get(`article/${made.id}`, { language: 'zh_cn' })).body).toMatchObject({ title: '原文', summary: '摘要', content: '' });
      // Through a form's POST with the method override, as the back office sends it.
      await request(t.http)
        .post(`/api/admin/blog/article/${made.id}`)
        .set(bearer(token))
        .set('X-HTTP-Method-Override', 'PUT')
        .send({ enabled: false })
        .expect(200);
      expect((await admin.get(`article/${made.id}`)).body).toMatchObject({ enabled: false, published: false, title: 'Original' });
    });

    it('refuses bad fields with their messages and writes nothing', async () => {
      const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM blog_article`);
      const cases: [object, string[]][] = [
        [{ url: unique('x') }, ['title is required']],
        [{ title: 'X', url: unique('x'), publish_at: 'tomorrow' }, ['publish_at must be a date and time (ISO 8601)']],
        [{ title: 'X', url: unique('x'), category_ids: [MISSING_ID] }, ['category_ids holds an unknown blog category']],
        [{ title: 'X', url: unique('x'), category_ids: 'news' }, ['category_ids must be a list of blog category ids']],
        [{ title: 'X', url: unique('x'), tags: ['x'.repeat(51)] }, ['tags must be a list of at most 30 texts of at most 50 characters']],
        [{ title: 'X', url: unique('x'), content: 42 }, ['content must be text']],
        [{ title: 'X', url: unique('x'), language: 'fr' }, ['language must be one of en_us, zh_hk, zh_cn']],
      ];
      for (const [body, messages] of cases) {
        const res = await admin.post('article', body);
        expect([res.status, res.body.messages]).toEqual([422, messages]);
      }
      const taken = await article();
      const again = await admin.post('article', { title: 'Y', url: taken.url }).expect(409);
      expect(again.body.messages).toEqual(['url is already used by another article']);
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM blog_article`)).toEqual([{ n: before[0].n + 1 }]);
    });

    it('lists with search, the category and published filters, sort and X-Total-Count', async () => {
      const word = unique('listing');
      const news = await category();
      const older = await article({ title: `${word} older`, publish_at: '2025-01-01T00:00:00Z', category_ids: [news.id] });
      const newer = await article({ title: `${word} newer`, publish_at: '2025-06-01T00:00:00Z' });
      const scheduled = await article({ title: `${word} scheduled`, publish_at: '2099-01-01T00:00:00Z' });
      const list = (filter: object) =>
        admin.get('article', { filter: JSON.stringify({ q: word, ...filter }), sort: JSON.stringify(['publish_at', 'DESC']), range: '[0,9]' }).expect(200);
      const all = await list({});
      expect(all.headers['x-total-count']).toBe('3');
      expect(all.body.map((a: { id: number }) => a.id)).toEqual([scheduled.id, newer.id, older.id]);
      expect((await list({ published: true })).body.map((a: { id: number }) => a.id)).toEqual([newer.id, older.id]);
      expect((await list({ published: false })).body.map((a: { id: number }) => a.id)).toEqual([scheduled.id]);
      expect((await list({ category_id: news.id })).body.map((a: { id: number }) => a.id)).toEqual([older.id]);
    });

    it('deletes an article; a missing one is 404', async () => {
      const made = await article();
      await admin.del(`article/${made.id}`).expect(200, { id: made.id });
      expect(await t.dataSource.query(`SELECT id FROM blog_article WHERE id = $1`, [made.id])).toEqual([]);
      expect((await admin.del(`article/${made.id}`).expect(404)).body.messages).toEqual(['ID not exists']);
    });
  });

  describe('access', () => {
    it('answers 401 without a token and 403 without the permission', async () => {
      const routes: [string, string][] = [
        ['get', '/api/admin/blog/category'],
        ['post', '/api/admin/blog/category'],
        ['put', '/api/admin/blog/category/1'],
        ['delete', '/api/admin/blog/category/1'],
        ['get', '/api/admin/blog/article'],
        ['post', '/api/admin/blog/article'],
        ['put', '/api/admin/blog/article/1'],
        ['delete', '/api/admin/blog/article/1'],
      ];
      const { token: other } = await adminWith(t, ['brand.list']);
      for (const [method, path] of routes) {
        const anonymous = await (request(t.http) as unknown as Record<string, (p: string) => request.Test>)[method](path).send({});
        expect([path, anonymous.status, anonymous.body.messages]).toEqual([path, 401, ['Please log in first']]);
        const forbidden = await (request(t.http) as unknown as Record<string, (p: string) => request.Test>)[method](path).set(bearer(other)).send({});
        expect([path, forbidden.status, forbidden.body.messages]).toEqual([path, 403, ['You do not have permission to do this']]);
      }
    });

    it('lets a reader list but not write; an article editor may pick categories', async () => {
      const { token: reader } = await adminWith(t, ['blog.article.list']);
      await request(t.http).get('/api/admin/blog/article').set(bearer(reader)).expect(200);
      await request(t.http)
        .post('/api/admin/blog/article')
        .set(bearer(reader))
        .send({ title: 'X', url: unique('x') })
        .expect(403);
      const { token: editor } = await adminWith(t, ['blog.article.list', 'blog.article.edit']);
      await request(t.http).get('/api/admin/blog/category').set(bearer(editor)).expect(200);
      await request(t.http)
        .post('/api/admin/blog/category')
        .set(bearer(editor))
        .send({ title: 'X', url: unique('x') })
        .expect(403);
    });
  });

  describe('POST /api/article', () => {
    it('answers a published article in the asked language with its enabled categories and related articles', async () => {
      const news = await category({ title: 'News', order: 1 });
      const hiddenCategory = await category({ title: 'Hidden', enabled: false });
      const tag = unique('oolong');
      const main = await article({
        title: 'Oolong notes',
        summary: 'About oolong',
        content: '<p>Roasted</p>',
        tags: [tag],
        category_ids: [news.id, hiddenCategory.id],
        publish_at: '2026-03-01T00:00:00Z',
      });
      await admin.put(`article/${main.id}`, { title: '烏龍筆記', content: '<p>焙火</p>' }, { language: 'zh_hk' }).expect(200);
      await admin.put(`category/${news.id}`, { title: '新聞' }, { language: 'zh_hk' }).expect(200);
      const sameBoth = await article({ title: 'Both', tags: [tag.toUpperCase()], category_ids: [news.id], publish_at: '2026-01-01T00:00:00Z' });
      const sameCategory = await article({ title: 'Category only', category_ids: [news.id], publish_at: '2026-02-01T00:00:00Z' });
      await article({ title: 'Unrelated' });
      await article({ title: 'Scheduled relative', category_ids: [news.id], tags: [tag], publish_at: '2099-01-01T00:00:00Z' });
      await article({ title: 'Disabled relative', category_ids: [news.id], tags: [tag], enabled: false });

      const en = await shop.article({ url: main.url }).expect(200);
      expect(en.body).toEqual({
        id: main.id,
        url: main.url,
        title: 'Oolong notes',
        summary: 'About oolong',
        content: '<p>Roasted</p>',
        meta_title: 'Oolong notes',
        meta_description: 'About oolong',
        cover_image: null,
        author: adminName,
        publish_at: '2026-03-01T00:00:00.000Z',
        updated_at: ISO,
        tags: [tag],
        categories: [{ id: news.id, url: news.url, title: 'News' }],
        related: [
          {
            id: sameBoth.id,
            url: sameBoth.url,
            title: 'Both',
            summary: '',
            cover_image: null,
            author: adminName,
            publish_at: '2026-01-01T00:00:00.000Z',
            tags: [tag.toUpperCase()],
          },
          expect.objectContaining({ id: sameCategory.id, title: 'Category only' }),
        ],
      });
      const hk = await shop.article({ url: main.url, language: 'zh_hk' }).expect(200);
      // The language's own texts, as written: its empty summary is not filled from another language.
      expect(hk.body).toMatchObject({ title: '烏龍筆記', content: '<p>焙火</p>', summary: '', categories: [{ title: '新聞' }] });
    });

    it('answers 404 "Article cannot be found" for a missing, disabled or scheduled article', async () => {
      const disabled = await article({ enabled: false });
      const scheduled = await article({ publish_at: '2099-01-01T00:00:00Z' });
      for (const url of ['no-such-article', disabled.url, scheduled.url]) {
        const res = await shop.article({ url }).expect(404);
        expect(res.body).toMatchObject({ messages: ['Article cannot be found'], codes: ['blog.article_not_found'] });
      }
      const bad = await shop.article({ url: '' }).expect(422);
      expect(bad.body.messages).toEqual(['url is required']);
    });

    it('hides a scheduled article until its publish date has come', async () => {
      const soon = new Date(Date.now() + 1500).toISOString();
      const made = await article({ publish_at: soon });
      expect((await admin.get(`article/${made.id}`)).body.published).toBe(false);
      await shop.article({ url: made.url }).expect(404);
      await new Promise((resolve) => setTimeout(resolve, Date.parse(soon) - Date.now() + 100));
      expect((await shop.article({ url: made.url }).expect(200)).body.id).toBe(made.id);
      expect((await admin.get(`article/${made.id}`)).body.published).toBe(true);
    });

    it('sanitises content again when it is shown (text written before the rule, or by hand)', async () => {
      const made = await article();
      await t.dataSource.query(`UPDATE blog_article_translation SET content = $2 WHERE article_id = $1`, [made.id, XSS]);
      const res = await shop.article({ url: made.url }).expect(200);
      expect(res.body.content).toContain('<strong>time</strong>');
      expectNoScript(res.body.content);
    });
  });

  describe('POST /api/blog/category', () => {
    it('answers the category and a page of its published articles, newest first, with the total', async () => {
      const travel = await category({ title: 'Travel', description: '<p>Trips</p>' });
      const ids: number[] = [];
      for (let i = 1; i <= 5; i += 1) ids.push((await article({ title: `Trip ${i}`, category_ids: [travel.id], publish_at: `2026-0${i}-01T00:00:00Z` })).id);
      await article({ title: 'Later', category_ids: [travel.id], publish_at: '2099-01-01T00:00:00Z' });
      await article({ title: 'Off', category_ids: [travel.id], enabled: false });
      const first = await shop.category({ url: travel.url, per_page: 2 }).expect(200);
      expect(first.body).toEqual({
        category: { id: travel.id, url: travel.url, title: 'Travel', description: '<p>Trips</p>', meta_title: 'Travel', meta_description: '' },
        articles: [expect.objectContaining({ id: ids[4], title: 'Trip 5' }), expect.objectContaining({ id: ids[3], title: 'Trip 4' })],
        total: 5,
        page: 1,
        per_page: 2,
      });
      const third = await shop.category({ url: travel.url, per_page: 2, page: 3 }).expect(200);
      expect(third.body.articles.map((a: { id: number }) => a.id)).toEqual([ids[0]]);
      const hk = await shop.category({ url: travel.url, language: 'zh_hk' }).expect(200);
      expect([hk.body.category.title, hk.body.articles.length]).toEqual(['Travel', 5]);
    });

    it('answers 404 for a missing or disabled category and 422 for a bad page', async () => {
      const off = await category({ enabled: false });
      for (const url of ['no-such-category', off.url]) {
        const res = await shop.category({ url }).expect(404);
        expect(res.body).toMatchObject({ messages: ['Blog category cannot be found'], codes: ['blog.category_not_found'] });
      }
      expect((await shop.category({ url: off.url, page: 0 }).expect(422)).body.messages).toEqual(['page must be a whole number from 1 to 10000']);
      expect((await shop.category({ url: off.url, per_page: 61 }).expect(422)).body.messages).toEqual(['per_page must be a whole number from 1 to 60']);
    });
  });

  describe('menu links', () => {
    it('links menu items of type blog_article and blog_category to the blog pages', async () => {
      const news = await category();
      const post = await article({ category_ids: [news.id] });
      const add = (type: string, url: string, title: string) =>
        request(t.http).post('/api/admin/menu').set(bearer(token)).send({ type, url, title }).expect(201);
      const a = await add('blog_article', post.url, 'Our story');
      const c = await add('blog_category', news.url, 'Journal');
      const tree: { id: number; link: string }[] = (await request(t.http).get('/api/menu').expect(200)).body;
      const flat = (items: { id: number; link: string; children?: unknown[] }[]): { id: number; link: string }[] =>
        items.flatMap((i) => [i, ...flat((i.children ?? []) as { id: number; link: string; children?: unknown[] }[])]);
      expect(flat(tree).find((i) => i.id === a.body.id)?.link).toBe(`/blog/article/${post.url}`);
      expect(flat(tree).find((i) => i.id === c.body.id)?.link).toBe(`/blog/category/${news.url}`);
    });
  });

  describe('search engines', () => {
    it('lists enabled categories and published articles in /sitemap.xml in every language, updated as they change', async () => {
      const guide = await category({ title: 'Guides' });
      const off = await category({ enabled: false });
      const posted = await article({ category_ids: [guide.id] });
      const later = await article({ publish_at: '2099-01-01T00:00:00Z' });
      let map = (await request(t.http).get('/sitemap.xml').expect(200)).text;
      const entry = new RegExp(`<url><loc>https://shop.example/blog/article/${posted.url}</loc>.*?</url>`).exec(map)?.[0] ?? '';
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-HK" href="https://shop.example/blog/article/${posted.url}?lang=zh_hk"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="https://shop.example/blog/article/${posted.url}?lang=zh_cn"/>`);
      expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
      expect(map).toContain(`<loc>https://shop.example/blog/category/${guide.url}</loc>`);
      expect(map).not.toContain(off.url);
      expect(map).not.toContain(later.url);
      // A new article and a disabled one show at once, not after the sitemap's ten minutes.
      const fresh = await article();
      await admin.put(`article/${posted.id}`, { enabled: false }).expect(200);
      map = (await request(t.http).get('/sitemap.xml').expect(200)).text;
      expect(map).toContain(`/blog/article/${fresh.url}</loc>`);
      expect(map).not.toContain(`/blog/article/${posted.url}</loc>`);
    });

    it("gives an article page the server's head: title, description, canonical, hreflang and Open Graph", async () => {
      const made = await article({ title: 'Brewing guide', meta_description: 'How to brew <b>green</b> tea', summary: 'S' });
      const res = await request(t.http).get(`/blog/article/${made.url}`).expect('Content-Type', /html/);
      expect(res.text).toContain('<title>Brewing guide');
      expect(res.text).toContain('<meta name="description" content="How to brew green tea" />');
      expect(res.text).toContain('<meta property="og:type" content="article" />');
      expect(res.text).toContain(`<link rel="canonical" href="https://shop.example/blog/article/${made.url}" />`);
      expect(res.text).toContain(`<link rel="alternate" hreflang="zh-HK" href="https://shop.example/blog/article/${made.url}?lang=zh_hk" />`);
      // Rendered on the server: the article itself, and schema.org Article and BreadcrumbList data.
      const root = /<div id="root">([\s\S]*?)<\/div>\s*<script[^>]* id="shop-state"/.exec(res.text)?.[1] ?? '';
      expect(root).toContain('Brewing guide</h1>');
      expect(root).toContain('<p>Body</p>');
      const data = [...res.text.matchAll(/<script[^>]* type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]) as Record<string, unknown>,
      );
      expect(data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            '@type': 'Article',
            headline: 'Brewing guide',
            datePublished: made.publish_at,
            mainEntityOfPage: `https://shop.example/blog/article/${made.url}`,
          }),
          expect.objectContaining({ '@type': 'BreadcrumbList' }),
        ]),
      );
    });

    it('answers 404 to crawlers for a missing article page and a missing blog category page', async () => {
      await request(t.http).get('/blog/article/no-such-article').expect(404).expect('Content-Type', /html/);
      await request(t.http).get('/blog/category/no-such-category').expect(404).expect('Content-Type', /html/);
    });
  });
});

/** The storefront's blog reads are kept like the catalogue's and run at most 2 statements (X-Sql-Count with SQL_COUNT=true). */
describe('blog reads: statements and cache', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ SETTINGS_CACHE_MS: '600000', CATALOG_CACHE_MS: '600000', SQL_COUNT: 'true' });
    token = (await superAdmin(t)).token;
  });
  afterAll(() => t.close());

  const write = (method: 'post' | 'put', path: string, body: object) => request(t.http)[method](`/api/admin/blog/${path}`).set(bearer(token)).send(body);

  it('answers an article and a category page in at most 2 statements, then from the cache until the blog changes', async () => {
    const news = (await write('post', 'category', { title: 'News', url: unique('news') }).expect(201)).body;
    const made = (await write('post', 'article', { title: 'Kept', url: unique('kept'), category_ids: [news.id], tags: ['a'] }).expect(201)).body;
    await write('post', 'article', { title: 'Sibling', url: unique('sibling'), category_ids: [news.id] }).expect(201);
    for (const language of ['en_us', 'zh_hk']) {
      const first = await request(t.http).post('/api/article').send({ url: made.url, language }).expect(200);
      expect(first.body.related).toHaveLength(1);
      expect(Number(first.headers['x-sql-count'])).toBeLessThanOrEqual(2);
      const page = await request(t.http).post('/api/blog/category').send({ url: news.url, language }).expect(200);
      expect(page.body.total).toBe(2);
      expect(Number(page.headers['x-sql-count'])).toBeLessThanOrEqual(2);
    }
    const again = await request(t.http).post('/api/article').send({ url: made.url }).expect(200);
    expect(Number(again.headers['x-sql-count'])).toBe(0);
    // A change drops what was kept at once: the new title shows, and the category page counts the new article.
    await write('put', `article/${made.id}`, { title: 'Changed' }).expect(200);
    await write('post', 'article', { title: 'Third', url: unique('third'), category_ids: [news.id] }).expect(201);
    expect((await request(t.http).post('/api/article').send({ url: made.url }).expect(200)).body.title).toBe('Changed');
    expect((await request(t.http).post('/api/blog/category').send({ url: news.url }).expect(200)).body.total).toBe(3);
  });
});
