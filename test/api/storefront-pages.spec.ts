import request from 'supertest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { join } from 'node:path';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, TestApp, bytesOf } from '../helpers/app';
import { createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';
import { forEachStorage } from '../helpers/storage-backends';

/**
 * What a search engine and a phone get before any script runs: pages rendered on the server with their
 * data, structured data, language links, robots.txt and the sitemap, all compressed.
 */
describe('storefront pages for search engines and phones', () => {
  let t: TestApp;
  let token: string;
  let category: { id: number; url: string };
  let product: { id: number; url: string; name: string };
  let hidden: { url: string };

  /** The HTML as the browser receives it, without running any script. */
  const page = (path: string, cookie?: string) => {
    const call = request(t.http).get(path);
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const jsonLd = (html: string): Record<string, unknown>[] =>
    [...html.matchAll(/<script[^>]* type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  /** A request whose answer is read as the bytes that crossed the wire (supertest and fetch would decompress them). */
  const raw = (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { port } = t.http.address() as AddressInfo;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: { ...headers, ...(payload ? { 'Content-Type': 'application/json' } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  beforeAll(async () => {
    t = await startTestApp({ SERVE_UI: 'true', APP_URL: 'https://shop.example' });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    token = (await superAdmin(t)).token;
    const url = unique('porcelain').toLowerCase();
    const [row] = await t.dataSource.query(`INSERT INTO menu (type, url) VALUES ('category', $1) RETURNING id`, [url]);
    await t.dataSource.query(
      `INSERT INTO menu_translation (menu_id, language, title) VALUES ($1, 'en_us', 'Porcelain Cups'), ($1, 'zh_hk', '瓷杯'), ($1, 'zh_cn', '瓷杯')`,
      [row.id],
    );
    category = { id: row.id, url };
    const w = await createWarehouse(t.dataSource);
    const size = await createOptionAttribute(t.dataSource, { en_us: 'Size' }, [{ en_us: 'Small' }, { en_us: 'Large' }]);
    const made = await createProduct(t, token, {
      name: 'Celadon Tea Cup',
      categories: [category.id],
      stocks: [
        { price: 12_000, option_ids: [size.options[0]], inventories: [{ warehouse_id: w.id, quantity: 5 }] },
        { price: 15_000, option_ids: [size.options[1]], inventories: [{ warehouse_id: w.id, quantity: 5 }] },
      ],
    });
    product = { id: made.id, url: made.url, name: 'Celadon Tea Cup' };
    const secret = await createProduct(t, token, {
      name: 'Unreleased Kettle',
      visibled: false,
      categories: [category.id],
      stocks: [{ price: 100, option_ids: [], inventories: [{ warehouse_id: w.id, quantity: 1 }] }],
    });
    hidden = { url: secret.url };
  });
  afterAll(() => t.close());

  it("renders a category page on the server: its products' names are in the HTML, with the data the browser starts from", async () => {
    const res = await page(`/category/${category.url}`).expect(200).expect('Content-Type', /html/);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script[^>]* id="shop-state"/.exec(res.text)?.[1] ?? '';
    expect(root).toContain('<h1');
    expect(root).toContain('Porcelain Cups');
    expect(root).toContain('Celadon Tea Cup');
    expect(root).not.toContain('Unreleased Kettle');
    const state = JSON.parse(/<script[^>]* id="shop-state" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(res.text)![1]);
    expect(state.locale).toBe('en-US');
    expect(state.origin).toBe('https://shop.example');
    const keys = state.queries.queries.map((q: { queryKey: unknown[] }) => JSON.stringify(q.queryKey));
    expect(keys.some((k: string) => k.includes(category.url))).toBe(true);
    expect(res.text).toContain('<html lang="en-US"');
  });

  it('renders a product, a category and a search page in one pass: the page reads its data before the first render', async () => {
    // The renderer the app loaded (one module per spec file), asked directly to see how many passes a page took.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built bundle the app loaded (the same module instance)
    const renderer = require(join(__dirname, '../../storefront-ui/dist-server/entry-server.cjs')) as {
      render(request: object): Promise<{ html: string; status: number; passes: number } | null>;
    };
    const { port } = t.http.address() as AddressInfo;
    const render = (url: string) =>
      renderer.render({
        url,
        cookies: '',
        locale: 'en-US',
        chosen: false,
        apiOrigin: `http://127.0.0.1:${port}`,
        origin: 'https://shop.example',
        keepSharedMs: 60_000,
      });
    // The first page of the process also reads what every page shares (settings, currencies, the menu): the home page here.
    expect((await render('/'))!.status).toBe(200);
    for (const url of [`/product/${product.url}`, `/category/${category.url}?sort=price_desc&brand=&page=1`, '/search/celadon', '/search?keyword=celadon']) {
      const page = await render(url);
      expect({ url, passes: page!.passes, status: page!.status, named: page!.html.includes('Celadon Tea Cup') }).toEqual({
        url,
        passes: 1,
        status: 200,
        named: true,
      });
    }
    // A product that does not exist is known after the one pass too.
    expect(await render('/product/no-such-product')).toEqual(expect.objectContaining({ passes: 1, status: 404 }));
  });

  it('reads a page’s catalogue data in the server’s process: no HTTP call to its own API for what the fast path serves', async () => {
    const asked: string[] = [];
    const count = (req: { method?: string; url?: string }) => {
      if (req.url?.startsWith('/api/')) asked.push(`${req.method} ${req.url.split('?')[0]}`);
    };
    t.http.prependListener('request', count);
    try {
      const res = await page(`/product/${product.url}?fresh=${unique('r')}`).expect(200);
      expect(res.text).toContain('Celadon Tea Cup');
    } finally {
      t.http.removeListener('request', count);
    }
    // The product and the settings the page reads are POSTs the fast path serves: none went over HTTP.
    expect(asked.filter((call) => ['POST /api/product', 'POST /api/configs'].includes(call))).toEqual([]);
  });

  it('keeps a made page for the next shopper, and makes it again once the catalogue changes', async () => {
    const made = await createProduct(t, token, { name: 'Bamboo Whisk', stocks: [{ price: 900, option_ids: [], inventories: [] }] });
    const first = await page(`/product/${made.url}`).expect(200);
    expect(first.text).toContain('<h1>Bamboo Whisk</h1>');
    await request(t.http)
      .put(`/api/admin/product/${made.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ ...made, name: 'Bamboo Tea Whisk', language: 'en_us', stocks: made.stocks.map((s: object) => ({ ...s })) })
      .expect(200);
    const second = await page(`/product/${made.url}`).expect(200);
    expect(second.text).toContain('<h1>Bamboo Tea Whisk</h1>');
    expect(second.text).not.toContain('Bamboo Whisk<');
  });

  it('renders the page in the language a ?lang= link or the language cookie asks for', async () => {
    const linked = await page(`/category/${category.url}?lang=zh_hk`).expect(200);
    expect(linked.text).toContain('<html lang="zh-HK"');
    expect(linked.text).toContain('<h1>瓷杯</h1>');
    const cookie = await page(`/category/${category.url}`, 'language=zh-CN').expect(200);
    expect(cookie.text).toContain('<html lang="zh-CN"');
    expect(cookie.text).toContain('<h1>瓷杯</h1>');
  });

  it('links each page to its address in every language (canonical, hreflang and x-default)', async () => {
    const res = await page(`/product/${product.url}?lang=zh_hk`).expect(200);
    const base = `https://shop.example/product/${product.url}`;
    expect(res.text).toContain(`<link rel="canonical" href="${base}?lang=zh_hk" />`);
    expect(res.text).toContain(`<link rel="alternate" hreflang="en-US" href="${base}" />`);
    expect(res.text).toContain(`<link rel="alternate" hreflang="zh-HK" href="${base}?lang=zh_hk" />`);
    expect(res.text).toContain(`<link rel="alternate" hreflang="zh-CN" href="${base}?lang=zh_cn" />`);
    expect(res.text).toContain(`<link rel="alternate" hreflang="x-default" href="${base}" />`);
  });

  it('describes a product and its breadcrumb as schema.org JSON-LD that parses', async () => {
    const res = await page(`/product/${product.url}`).expect(200);
    const blocks = jsonLd(res.text);
    const item = blocks.find((b) => b['@type'] === 'Product')!;
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Celadon Tea Cup',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'HKD',
        lowPrice: '120.00',
        highPrice: '150.00',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
      },
    });
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Porcelain Cups', item: `https://shop.example/category/${category.url}` },
      { '@type': 'ListItem', position: 3, name: 'Celadon Tea Cup' },
    ]);
  });

  it('answers 404 with the message rendered for a product that does not exist or is hidden', async () => {
    for (const url of ['no-such-product', hidden.url]) {
      const res = await page(`/product/${url}`).expect(404).expect('Content-Type', /html/);
      expect(res.text).toContain('Product not found');
      expect(res.text).not.toContain('Unreleased Kettle');
    }
  });

  it('gives every page a meta description, written by staff or generated', async () => {
    const descriptions = {
      '/': 'shop online. Browse the catalogue, keep a cart and check out.',
      '/login': 'Log in to your',
      '/register': 'Create your',
      '/search/cup': 'Search the',
      [`/category/${category.url}`]: 'Porcelain Cups at ',
      [`/product/${product.url}`]: 'Buy Celadon Tea Cup online at ',
    };
    for (const [path, text] of Object.entries(descriptions)) {
      const res = await page(path).expect(200);
      const found = /<meta name="description" content="([^"]*)" \/>/.exec(res.text)?.[1];
      expect([path, found]).toEqual([path, expect.stringContaining(text)]);
    }
  });

  it('serves robots.txt that names the sitemap and keeps crawlers out of the back office and the API', async () => {
    const res = await request(t.http)
      .get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Disallow: /cart');
    expect(res.text).toContain('Disallow: /checkout');
    expect(res.text).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(res.text).not.toContain('<html');
  });

  it('lists the catalogue in /sitemap.xml with every language, and not the hidden product', async () => {
    const res = await request(t.http).get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.text).toContain('<loc>https://shop.example/</loc>');
    expect(res.text).toContain(`<loc>https://shop.example/category/${category.url}</loc>`);
    const entry = new RegExp(`<url><loc>https://shop.example/product/${product.url}</loc>.*?</url>`).exec(res.text)?.[0] ?? '';
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-HK" href="https://shop.example/product/${product.url}?lang=zh_hk"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="https://shop.example/product/${product.url}?lang=zh_cn"/>`);
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(res.text).not.toContain(hidden.url);
  });

  it('compresses pages, API answers and built assets by what the client accepts', async () => {
    const html = await raw('GET', `/category/${category.url}`, { 'Accept-Encoding': 'br' });
    expect([html.status, html.headers['content-encoding']]).toEqual([200, 'br']);
    expect(brotliDecompressSync(html.body).toString()).toContain('Celadon Tea Cup');

    // A fast-path read and an ordinary Nest route.
    const long = await createProduct(t, token, {
      name: 'Long Story Teapot',
      description: 'Thrown by hand in Jingdezhen. '.repeat(60),
      stocks: [{ price: 100, option_ids: [], inventories: [] }],
    });
    const detail = await raw('POST', '/api/product', { 'Accept-Encoding': 'gzip' }, { url: long.url, language: 'en_us' });
    expect([detail.status, detail.headers['content-encoding'], detail.headers.vary]).toEqual([200, 'gzip', expect.stringContaining('Accept-Encoding')]);
    expect(detail.body.length).toBeLessThan(1024);
    expect(JSON.parse(gunzipSync(detail.body).toString()).name).toBe('Long Story Teapot');
    const small = await raw('POST', '/api/category', { 'Accept-Encoding': 'gzip' }, { url: category.url, language: 'en_us' });
    expect([small.status, small.headers['content-encoding']]).toEqual([200, undefined]);
    expect(JSON.parse(small.body.toString()).products.map((p: { name: string }) => p.name)).toContain('Celadon Tea Cup');
    const permissions = (encoding?: string) =>
      raw('GET', '/api/admin/role/permission', { Authorization: `Bearer ${token}`, ...(encoding ? { 'Accept-Encoding': encoding } : {}) });
    const uncompressed = await permissions();
    expect([uncompressed.status, uncompressed.headers['content-encoding']]).toEqual([200, undefined]);
    expect(uncompressed.body.length).toBeGreaterThan(1024);
    const refusedBr = await permissions('gzip, br;q=0');
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refusedBr.body).equals(uncompressed.body)).toBe(true);

    const assets = join(__dirname, '..', '..', 'storefront-ui', 'dist', 'assets');
    const script = `/assets/${readdirSync(assets).find((f) => /^vendor-.*\.js$/.test(f))!}`;
    const plain = await raw('GET', script);
    expect([plain.status, plain.headers['content-encoding']]).toEqual([200, undefined]);
    const br = await raw('GET', script, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding'], br.headers['content-type'], br.headers['cache-control']]).toEqual([
      200,
      'br',
      expect.stringContaining('javascript'),
      'public, max-age=31536000, immutable',
    ]);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw('GET', script, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });
});

forEachStorage('image copies for the storefront', (storage) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(storage.env);
  });
  afterAll(() => t.close());

  /** An answer's bytes whatever its type. */
  const bytes = (path: string) => request(t.http).get(path).buffer(true).parse(bytesOf);

  it('serves AVIF and WebP copies of an uploaded picture at the srcset widths, made once and kept', async () => {
    const folder = unique('spec');
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a7' } })
      .png()
      .toBuffer();
    await storage.put(`uploads/product/${folder}/cup.png`, picture, 'image/png');
    const avif = await bytes(`/img/320/avif/product/${folder}/cup.png`);
    expect([avif.status, avif.headers['content-type'], avif.headers['cache-control']]).toEqual([200, 'image/avif', 'public, max-age=2592000']);
    expect(await sharp(avif.body as Buffer).metadata()).toMatchObject({ width: 320, height: 240 });
    const webp = await bytes(`/img/1280/webp/product/${folder}/cup.png`);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 800 }); // never enlarged
    expect(await storage.read(`img/320/avif/product/${folder}/cup.png`)).toEqual(avif.body);
    const again = await bytes(`/img/320/avif/product/${folder}/cup.png`);
    expect((again.body as Buffer).equals(avif.body as Buffer)).toBe(true);
    if (storage.bucket) expect(storage.bucket.written.filter((key) => key === `img/320/avif/product/${folder}/cup.png`)).toHaveLength(1);
    for (const path of [
      `/img/321/avif/product/${folder}/cup.png`,
      `/img/320/gif/product/${folder}/cup.png`,
      `/img/320/avif/product/${folder}/none.png`,
      '/img/320/avif/%2e%2e/%2e%2e/package.json',
      `/img/320/webp/.variants/320/avif/product/${folder}/cup.png.avif`,
    ]) {
      expect([path, (await bytes(path)).status]).toEqual([path, 404]);
    }
  });
});
