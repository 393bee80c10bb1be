import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';

describe('storefront menu', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await startTestApp();
    const suffix = Date.now().toString(36);
    const insert = async (key: string, parent: number | null, type: string, url: string, order: number, titles: Record<string, string>, enabled = true) => {
      const [{ id }] = await t.dataSource.query(
        `INSERT INTO menu (parent_id, type, url, "order", enabled, open_in_current_tab) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [parent, type, url, order, enabled, type !== 'link'],
      );
      for (const [language, title] of Object.entries(titles)) {
        await t.dataSource.query(`INSERT INTO menu_translation (menu_id, language, title, meta_description) VALUES ($1, $2, $3, $4)`, [
          id,
          language,
          title,
          `${title} meta`,
        ]);
      }
      ids[key] = id;
    };
    ids = {};
    await insert('shop', null, 'category', `shop-${suffix}`, 1000, { en_us: 'Shop', zh_hk: '商店' });
    await insert('tea', ids.shop, 'category', `tea-${suffix}`, 2, { en_us: 'Tea', zh_hk: '茶' });
    await insert('cups', ids.shop, 'category', `cups-${suffix}`, 1, { en_us: 'Cups' });
    await insert('hidden', ids.shop, 'category', `hidden-${suffix}`, 3, { en_us: 'Hidden' }, false);
    await insert('blog', null, 'link', 'https://blog.example.test/', 1001, { en_us: 'Blog' });
  });
  afterAll(async () => {
    await t.dataSource.query(`DELETE FROM menu WHERE id = ANY($1)`, [Object.values(ids)]);
    await t.close();
  });

  const find = (nodes: { id: number; children: unknown[] }[], id: number) =>
    nodes.find((n) => n.id === id) as Record<string, unknown> & { children: Record<string, unknown>[] };

  it('answers the enabled tree with children in order and links per type', async () => {
    const res = await request(t.http).get('/api/menu?language=en_us').expect(200);
    const shop = find(res.body, ids.shop);
    expect(shop).toMatchObject({ type: 'category', title: 'Shop', link: expect.stringMatching(/^\/category\/shop-/), meta_description: 'Shop meta' });
    expect(shop.children.map((c) => c.title)).toEqual(['Cups', 'Tea']);
    expect(find(res.body, ids.blog)).toMatchObject({ type: 'link', link: 'https://blog.example.test/', open_in_current_tab: false });
  });

  it('answers titles in the asked language, falling back to the main language', async () => {
    const res = await request(t.http).get('/api/menu?language=zh_hk').expect(200);
    const shop = find(res.body, ids.shop);
    expect(shop.title).toBe('商店');
    expect(shop.children.map((c) => c.title)).toEqual(['Cups', '茶']);
  });

  it('refuses a language code that is not lowercase with an underscore', async () => {
    const res = await request(t.http).get('/api/menu?language=zh-HK').expect(422);
    expect(res.body.messages).toEqual(['language must be one of en_us, zh_hk, zh_cn']);
  });

  it('finds one item by url with POST /api/menu', async () => {
    const res = await request(t.http)
      .post('/api/menu')
      .send({ language: 'zh_hk', url: `tea-${new Date(0).getTime()}` })
      .expect(404);
    expect(res.body).toMatchObject({ messages: ['Page cannot be found'] });
    const tea = await request(t.http).get('/api/menu?language=en_us');
    const url = find(tea.body, ids.shop).children.find((c) => c.title === 'Tea')!.url as string;
    const found = await request(t.http).post('/api/menu').send({ language: 'zh_hk', url }).expect(200);
    expect(found.body).toMatchObject({ id: ids.tea, title: '茶' });
  });

  it('hides a disabled item', async () => {
    const res = await request(t.http)
      .post('/api/menu')
      .send({ url: (await t.dataSource.query(`SELECT url FROM menu WHERE id = $1`, [ids.hidden]))[0].url });
    expect(res.status).toBe(404);
  });
});
