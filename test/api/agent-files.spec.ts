import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';

/** The Agentic Resource Discovery schema Lighthouse 13.5 checks ai-catalog.json against (its third-party copy). */
const ARD_SCHEMA = JSON.parse(readFileSync(join(__dirname, '../../node_modules/lighthouse/third-party/ard/spec/schemas/ai-catalog.schema.json'), 'utf8'));
/** The media types Lighthouse's ARD check takes without a warning. */
const DISCOVERY_TYPES = ['application/ai-catalog+json', 'application/agent-card+json', 'text/markdown; profile="urn:air:agent-skills"'];

/**
 * The files shopping agents read first: /llms.txt (what the shop sells and how its public API is used,
 * per language) and /.well-known/ai-catalog.json (the manifest naming them), made from the catalogue
 * and the settings, so they follow a change at once.
 */
describe('files for shopping agents', () => {
  let t: TestApp;
  let token: string;
  let category: { id: number; url: string };
  let languagesBefore: { main_language: string; supported_languages: string };

  beforeAll(async () => {
    t = await startTestApp({ SERVE_UI: 'true', APP_URL: 'https://shop.example' });
    token = (await superAdmin(t)).token;
    // The shop speaks its three languages, English first, whatever other specs left in this worker's database.
    const language = (method: 'get' | 'put') => request(t.http)[method]('/api/admin/config/language').set('Authorization', `Bearer ${token}`);
    languagesBefore = (await language('get').expect(200)).body;
    await language('put')
      .send({ main_language: 'en_us', languages: ['en_us', 'zh_hk', 'zh_cn'] })
      .expect(200);
    const url = unique('agent-tea').toLowerCase();
    // First in menu order, so it is listed whatever other specs left in this worker's database.
    const [row] = await t.dataSource.query(`INSERT INTO menu (type, url, "order") VALUES ('category', $1, -1) RETURNING id`, [url]);
    await t.dataSource.query(
      `INSERT INTO menu_translation (menu_id, language, title) VALUES ($1, 'en_us', 'Oolong Tea'), ($1, 'zh_hk', '烏龍茶'), ($1, 'zh_cn', '乌龙茶')`,
      [row.id],
    );
    category = { id: row.id, url };
    const w = await createWarehouse(t.dataSource);
    await createProduct(t, token, {
      name: 'Tieguanyin 100 g',
      categories: [category.id],
      stocks: [{ price: 8_800, option_ids: [], inventories: [{ warehouse_id: w.id, quantity: 3 }] }],
    });
    await createProduct(t, token, {
      name: 'Unreleased blend',
      visibled: false,
      categories: [category.id],
      stocks: [{ price: 100, option_ids: [], inventories: [{ warehouse_id: w.id, quantity: 1 }] }],
    });
  });
  afterAll(async () => {
    await request(t.http)
      .put('/api/admin/config/language')
      .set('Authorization', `Bearer ${token}`)
      .send({ main_language: languagesBefore.main_language, languages: languagesBefore.supported_languages.split(',') })
      .expect(200);
    await t.close();
  });

  const put = (path: string, body: object) => request(t.http).put(path).set('Authorization', `Bearer ${token}`).send(body);

  it('serves /llms.txt as Markdown Lighthouse accepts: an H1, a summary, the categories as links with their visible products, the API calls', async () => {
    const res = await request(t.http)
      .get('/llms.txt')
      .expect(200)
      .expect('Content-Type', /text\/markdown; charset=utf-8/);
    const text = res.text;
    const [name] = (await t.dataSource.query(`SELECT value->>'en_us' AS name FROM setting WHERE key = 'name'`)).map(
      (r: { name: string | null }) => r.name ?? 'Shop',
    );
    expect(text.split('\n')[0]).toBe(`# ${name ?? 'Shop'}`);
    expect(text).toMatch(/^> .+ is an online shop with \d+ products in \d+ categories/m);
    expect(text).toContain(`- [Oolong Tea](https://shop.example/category/${category.url}): 1 product\n`);
    expect(text).toContain('- [Search products](https://shop.example/api/product/search): POST {"keyword": "…", "language": "en_us", "page": 1}');
    expect(text).toContain('- [Preview an order](https://shop.example/api/order/preview)');
    expect(text).toContain('- [繁體中文](https://shop.example/llms.txt?lang=zh_hk)');
    // Lighthouse's llms-txt audit: an H1, at least one [text](link), 50 characters or more.
    expect(/^\s*#\s+.+/m.test(text) && /\[.+\]\(.+\)/.test(text) && text.length >= 50).toBe(true);
  });

  it('speaks each of the shop’s languages, and falls back to the main one for another', async () => {
    const zh = (await request(t.http).get('/llms.txt?lang=zh_hk').expect(200)).text;
    expect(zh).toContain('## 商品類別');
    expect(zh).toContain(`- [烏龍茶](https://shop.example/category/${category.url}?lang=zh_hk): 1 件商品`);
    expect(zh).toContain('"language": "zh_hk"');
    expect((await request(t.http).get('/llms.txt?lang=xx_yy').expect(200)).text).toContain('## Categories');
  });

  it('serves an ai-catalog.json that is valid against the ARD schema, one guide a language, linked from the pages', async () => {
    const res = await request(t.http)
      .get('/.well-known/ai-catalog.json')
      .expect(200)
      .expect('Content-Type', /application\/ai-catalog\+json/);
    const manifest = JSON.parse(res.text);
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(ARD_SCHEMA);
    expect({ valid: validate(manifest), errors: validate.errors ?? null }).toEqual({ valid: true, errors: null });
    expect(manifest.entries.map((e: { identifier: string }) => e.identifier)).toEqual([
      'urn:air:shop.example:shop:guide-en-us',
      'urn:air:shop.example:shop:guide-zh-hk',
      'urn:air:shop.example:shop:guide-zh-cn',
    ]);
    for (const entry of manifest.entries as { type: string; url: string; representativeQueries: string[]; tags: string[] }[]) {
      expect(DISCOVERY_TYPES).toContain(entry.type);
      expect(entry.representativeQueries.length).toBeGreaterThanOrEqual(2);
      expect(entry.representativeQueries.length).toBeLessThanOrEqual(5);
      await request(t.http)
        .get(new URL(entry.url).pathname + new URL(entry.url).search)
        .expect(200);
    }
    expect(manifest.entries[1].tags).toContain('烏龍茶');
    // Not in robots.txt: validators (and Lighthouse's SEO check) refuse an Agentmap line.
    expect((await request(t.http).get('/robots.txt').expect(200)).text).not.toContain('Agentmap');
    expect((await request(t.http).get('/').expect(200)).text).toContain('<link rel="ai-catalog" href="/.well-known/ai-catalog.json" />');
  });

  it('follows the catalogue and the settings at once: a renamed category, and a shop that only shows its catalogue', async () => {
    await t.dataSource.query(`UPDATE menu_translation SET title = 'Oolong & Pu-erh' WHERE menu_id = $1 AND language = 'en_us'`, [category.id]);
    // The catalogue caches are off in tests; a change through the back office also evicts them (catalogue.structure.changed).
    expect((await request(t.http).get('/llms.txt').expect(200)).text).toContain('- [Oolong & Pu-erh](');
    await put('/api/admin/config/shop', { catalog_mode: '1' }).expect(200);
    try {
      const text = (await request(t.http).get('/llms.txt').expect(200)).text;
      expect(text).toContain('The shop shows its catalogue only: it takes no orders online.');
      const manifest = JSON.parse((await request(t.http).get('/.well-known/ai-catalog.json').expect(200)).text);
      expect(manifest.entries[0].capabilities).not.toContain('checkout');
    } finally {
      await put('/api/admin/config/shop', { catalog_mode: '0' }).expect(200);
    }
  });
});
