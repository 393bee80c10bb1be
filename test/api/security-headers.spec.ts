import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { uniqueEmail } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

/**
 * The headers a browser receives: a Content-Security-Policy per area (storefront pages with a fresh
 * nonce, the back office, API answers, the API docs), HSTS only over HTTPS, TRUST_PROXY deciding whose
 * X-Forwarded-* headers count, and the API docs behind API_DOCS. HTML answers need the built UIs
 * (npm run build), as in page-head.spec.ts.
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const BACK_OFFICE_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; " +
  "script-src 'self'; connect-src 'self'; frame-ancestors 'none'";
const storefrontPolicy = (nonce: string) =>
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; " +
  `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https://js.stripe.com https://connect.facebook.net; connect-src 'self' https:; ` +
  "frame-src https://js.stripe.com https://hooks.stripe.com https://*.facebook.com; frame-ancestors 'self'";
const HSTS = 'max-age=31536000; includeSubDomains';
const NOT_FOUND = { messages: ['Not found'], codes: ['http.not_found'] };

/** The nonce of a storefront answer's policy. */
function nonceOf(res: request.Response): string {
  const nonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeDefined();
  return nonce!;
}

const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? [];
const hasNonce = (tag: string, nonce: string) => new RegExp(`\\snonce="?${nonce}"?[\\s>]`).test(tag);

/** A storefront catalogue read, answered by the fast path ahead of Express. */
const fastPathRead = (t: TestApp) => request(t.http).post('/api/product').send({ url: 'no-such-product' });

describe('security headers', () => {
  describe('by default (plain HTTP, no proxy trusted, HSTS not forced)', () => {
    let t: TestApp;
    let snapshot: Settings;
    beforeAll(async () => {
      t = await startTestApp({ SERVE_UI: 'true' });
      snapshot = await readSettings(t.dataSource);
    });
    afterEach(() => restoreSettings(t.dataSource, snapshot));
    afterAll(() => t.close());

    it('gives each storefront page a fresh nonce, in its policy and on every script tag', async () => {
      const first = await request(t.http).get('/').expect(200).expect('Content-Type', /html/);
      const second = await request(t.http).get('/search/anything').expect(200);
      const [a, b] = [nonceOf(first), nonceOf(second)];
      expect(a).not.toBe(b);
      expect(a.length).toBeGreaterThanOrEqual(22);
      expect(first.headers['content-security-policy']).toBe(storefrontPolicy(a));
      expect(second.headers['content-security-policy']).toBe(storefrontPolicy(b));
      for (const [res, nonce] of [
        [first, a],
        [second, b],
      ] as const) {
        const tags = scriptTags(res.text);
        expect(tags.length).toBeGreaterThan(0);
        expect(tags.filter((tag) => !hasNonce(tag, nonce))).toEqual([]);
        for (const preload of res.text.match(/<link\b[^>]*modulepreload[^>]*>/gi) ?? []) expect(hasNonce(preload, nonce)).toBe(true);
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
      // index.html asked for by name is the same page, never the file without its nonce.
      const byName = await request(t.http).get('/index.html').expect(200);
      expect(scriptTags(byName.text).filter((tag) => !hasNonce(tag, nonceOf(byName)))).toEqual([]);
    });

    it('renders the staff scripts into the page, each script tag with the page nonce', async () => {
      const header = '<script>window.__staffHeader = "a$&b";</script><meta name="staff-verification" content="x">';
      const footer =
        '<div id="staff-footer"></div><script src="https://tags.example.test/tag.js" async></script><script>document.body.dataset.staff = "ran";</script>';
      await writeSettings(t.dataSource, { script_header: header, script_footer: footer });
      const res = await request(t.http).get('/register').expect(200);
      const nonce = nonceOf(res);
      const html = res.text;
      expect(html).toContain(`<script nonce=${nonce}>window.__staffHeader = "a$&b";</script><meta name="staff-verification" content="x">\n</head>`);
      expect(html).toContain(
        `<div id="staff-footer"></div><script nonce=${nonce} src="https://tags.example.test/tag.js" async></script><script nonce=${nonce}>document.body.dataset.staff = "ran";</script>\n</body>`,
      );
      expect(html.indexOf('staff-footer')).toBeGreaterThan(html.indexOf('<div id="root">'));
      // The app, the staff header script, the page's data block, the staff footer's two.
      expect(scriptTags(html)).toHaveLength(5);
      expect(scriptTags(html).filter((tag) => !hasNonce(tag, nonce))).toEqual([]);
    });

    it('sends the back office a strict policy, and its page holds no inline script', async () => {
      for (const path of ['/admin', '/admin/login', '/admin/configuration']) {
        const res = await request(t.http).get(path).redirects(1).expect(200).expect('Content-Type', /html/);
        expect(res.headers['content-security-policy']).toBe(BACK_OFFICE_POLICY);
        expect(res.headers['x-frame-options']).toBe('DENY');
        const tags = scriptTags(res.text);
        expect(tags.length).toBeGreaterThan(0);
        expect(tags.filter((tag) => !/\ssrc=/.test(tag))).toEqual([]);
        expect(res.text).not.toMatch(/\son[a-z]+=/i);
      }
    });

    it('answers API calls with a policy that allows nothing, on Express and on the fast path', async () => {
      const health = await request(t.http).get('/api/health');
      const fast = await fastPathRead(t).expect(404);
      const missing = await request(t.http).get('/api/no-such-route').expect(404);
      for (const res of [health, fast, missing]) expect(res.headers['content-security-policy']).toBe(API_POLICY);
    });

    it('never sends HSTS over plain HTTP, whatever X-Forwarded-Proto an untrusted client claims', async () => {
      const answers = [
        await request(t.http).get('/'),
        await request(t.http).get('/admin/login'),
        await request(t.http).get('/api/health'),
        await fastPathRead(t),
        await request(t.http).get('/api/health').set('X-Forwarded-Proto', 'https'),
        await request(t.http).get('/').set('X-Forwarded-Proto', 'https'),
        await fastPathRead(t).set('X-Forwarded-Proto', 'https'),
      ];
      for (const res of answers) expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('serves the API docs outside production, with a policy Swagger UI works with', async () => {
      const docs = await request(t.http).get('/api/docs').redirects(1).expect(200).expect('Content-Type', /html/);
      expect(docs.headers['content-security-policy']).toBe(BACK_OFFICE_POLICY);
      // Swagger UI's scripts are files of its own, no inline script.
      expect(scriptTags(docs.text).filter((tag) => !/\ssrc=/.test(tag))).toEqual([]);
      await request(t.http).get('/api/docs-json').expect(200);
    });
  });

  describe('HSTS=true', () => {
    it('sends HSTS on every answer, the fast path included, where the default sends none', async () => {
      const [plain, forced] = [await startTestApp(), await startTestApp({ HSTS: 'true' })];
      try {
        for (const res of [await request(plain.http).get('/api/health'), await fastPathRead(plain)])
          expect(res.headers['strict-transport-security']).toBeUndefined();
        for (const res of [await request(forced.http).get('/api/health'), await fastPathRead(forced)])
          expect(res.headers['strict-transport-security']).toBe(HSTS);
      } finally {
        await Promise.all([plain.close(), forced.close()]);
      }
    });
  });

  describe('with TRUST_PROXY=loopback (TLS ends at a proxy on this machine)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ SERVE_UI: 'true', TRUST_PROXY: 'loopback' });
    });
    afterAll(() => t.close());

    it('sends HSTS when the proxy says the request came over HTTPS, and only then', async () => {
      for (const path of ['/api/health', '/', '/admin/login']) {
        expect((await request(t.http).get(path).set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBe(HSTS);
        expect((await request(t.http).get(path).set('X-Forwarded-Proto', 'http')).headers['strict-transport-security']).toBeUndefined();
        expect((await request(t.http).get(path)).headers['strict-transport-security']).toBeUndefined();
      }
    });
  });

  describe('API docs in production', () => {
    it('answer 404 with messages unless API_DOCS=true', async () => {
      const off = await startTestApp({ NODE_ENV: 'production', SERVE_UI: 'true' });
      try {
        for (const path of ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs/swagger-ui-init.js']) {
          const res = await request(off.http).get(path).expect(404);
          expect(res.body).toEqual(NOT_FOUND);
        }
      } finally {
        await off.close();
      }
      const on = await startTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
      try {
        await request(on.http).get('/api/docs-json').expect(200);
      } finally {
        await on.close();
      }
    });
  });

  describe('the sign-in limit and X-Forwarded-For', () => {
    const login = (t: TestApp, forwardedFor: string) =>
      request(t.http)
        .post('/api/login')
        .set('X-Forwarded-For', forwardedFor)
        .send({ email: uniqueEmail('limit'), password: 'wrong-password' });

    it('counts every caller by its own address by default, whatever X-Forwarded-For says', async () => {
      const t = await startTestApp({ AUTH_RATE_LIMIT: '3' });
      try {
        for (let i = 1; i <= 3; i++) expect((await login(t, `198.51.100.${i}`)).status).not.toBe(429);
        await login(t, '198.51.100.4').expect(429);
      } finally {
        await t.close();
      }
    });

    it('counts the forwarded client address only when TRUST_PROXY names the proxy', async () => {
      const [plain, trusting] = [
        await startTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'false' }),
        await startTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' }),
      ];
      try {
        for (let i = 1; i <= 6; i++) expect((await login(trusting, `198.51.100.${i}`)).status).not.toBe(429);
        for (let i = 1; i <= 3; i++) expect((await login(trusting, '203.0.113.7')).status).not.toBe(429);
        await login(trusting, '203.0.113.7').expect(429);
        for (let i = 1; i <= 3; i++) expect((await login(plain, `198.51.100.${i}`)).status).not.toBe(429);
        await login(plain, '198.51.100.4').expect(429);
      } finally {
        await Promise.all([plain.close(), trusting.close()]);
      }
    });
  });
});
