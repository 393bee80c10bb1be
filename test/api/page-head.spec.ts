import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';

/** Product and category pages reach the browser with their title and description already in the HTML. */
describe('storefront page head', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ SERVE_UI: 'true' });
    token = (await superAdmin(t)).token;
  });
  afterAll(() => t.close());

  const siteName = async (language: string) =>
    (await t.dataSource.query(`SELECT value ->> $1 AS name FROM setting WHERE key = 'name'`, [language]))[0].name as string;

  it('puts the product meta title and description in the served HTML, per language', async () => {
    const w = await createWarehouse(t.dataSource);
    const product = await createProduct(t, token, {
      name: 'Oolong <b>Tea</b>',
      stocks: [{ price: 100, option_ids: [], inventories: [{ warehouse_id: w.id, quantity: 1 }] }],
    });
    await request(t.http)
      .put(`/api/admin/product/${product.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({
        ...product,
        language: 'zh_hk',
        name: '烏龍茶',
        meta_title: '',
        meta_description: '<script>alert(1)</script> 清香 "好茶"',
        stocks: product.stocks.map((s: object) => ({ ...s })),
      })
      .expect(200);

    const en = await request(t.http).get(`/product/${product.url}`).expect(200).expect('Content-Type', /html/);
    expect(en.text).toContain(`<title>Oolong &lt;b&gt;Tea&lt;/b&gt; | ${await siteName('en_us')}</title>`);

    const hk = await request(t.http).get(`/product/${product.url}`).set('Cookie', 'token=x; language=zh-HK').expect(200);
    expect(hk.text).toContain(`<title>烏龍茶 | ${await siteName('zh_hk')}</title>`);
    expect(hk.text).toContain('<meta name="description" content="alert(1) 清香 &quot;好茶&quot;" />');
    expect(hk.text).toContain('<meta property="og:title" content="烏龍茶');
    expect(hk.text).not.toContain('<script>alert(1)');
  });

  it('puts the category title in the served HTML', async () => {
    const url = unique('teaware').toLowerCase();
    const [{ id }] = await t.dataSource.query(`INSERT INTO menu (type, url) VALUES ('category', $1) RETURNING id`, [url]);
    await t.dataSource.query(`INSERT INTO menu_translation (menu_id, language, title, meta_description) VALUES ($1, 'en_us', 'Teaware', 'Cups and pots')`, [
      id,
    ]);
    const res = await request(t.http).get(`/category/${url}`).expect(200);
    expect(res.text).toContain(`<title>Teaware | ${await siteName('en_us')}</title>`);
    expect(res.text).toContain('<meta name="description" content="Cups and pots" />');
  });

  it("keeps $&, $' and $` in a meta text as text instead of splicing the page into the head", async () => {
    const url = unique('dollars').toLowerCase();
    const [{ id }] = await t.dataSource.query(`INSERT INTO menu (type, url) VALUES ('category', $1) RETURNING id`, [url]);
    await t.dataSource.query(`INSERT INTO menu_translation (menu_id, language, title, meta_description) VALUES ($1, 'en_us', 'Tea $& more', $2)`, [
      id,
      "Save $' and $` today",
    ]);
    const res = await request(t.http).get(`/category/${url}`).expect(200);
    expect(res.text).toContain(`<title>Tea $&amp; more | ${await siteName('en_us')}</title>`);
    expect(res.text).toContain('<meta name="description" content="Save $&#39; and $` today" />');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('answers an unknown product with 404 and no product head, and other pages with the site name', async () => {
    const res = await request(t.http).get('/product/no-such-product').expect(404);
    expect(res.text).toContain('Product not found');
    expect(res.text).not.toContain('og:title');
    const account = await request(t.http).get('/account').expect(200);
    expect(account.text).toContain('<div id="root"></div>');
    const home = await request(t.http).get('/').expect(200);
    expect(home.text).toContain(`<title>${await siteName('en_us')}</title>`);
  });
});
