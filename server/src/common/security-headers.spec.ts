import { headersSetBy } from './fast-path';
import { API_POLICY, HSTS_VALUE, newNonce, securityHeaders, storefrontHtml, storefrontPolicy, withNonce } from './security-headers';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('security headers', () => {
  describe(newNonce.name, () => {
    it('gives 128 random bits in base64url, different each time', () => {
      const nonces = new Set(Array.from({ length: 50 }, () => newNonce()));
      expect(nonces.size).toBe(50);
      for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });
  });

  describe(withNonce.name, () => {
    it('puts the nonce on scripts and module preloads, not on stylesheets', () => {
      const html = withNonce(INDEX, 'n0nce');
      expect(html).toContain('<script nonce=n0nce type="module" crossorigin src="/assets/index.js"></script>');
      expect(html).toContain('<link nonce=n0nce rel="modulepreload" crossorigin href="/assets/vendor.js">');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    });

    it('keeps a script written from a JS string valid JavaScript', () => {
      expect(withNonce(`<SCRIPT>document.write("<script src='x.js'><\\/script>")</SCRIPT>`, 'abc')).toBe(
        `<script nonce=abc>document.write("<script nonce=abc src='x.js'><\\/script>")</SCRIPT>`,
      );
    });
  });

  describe(storefrontHtml.name, () => {
    it('puts the staff head script before </head> and the footer before </body>, with the nonce', () => {
      const html = storefrontHtml(INDEX, 'n', {
        script_header: ' <script>var a = "$\'$&";</script> ',
        script_footer: '<p>$1</p><script src="https://t.example/x.js"></script>',
      });
      expect(html).toContain('<script nonce=n>var a = "$\'$&";</script>\n</head>');
      expect(html).toContain('<div id="root"></div>\n  <p>$1</p><script nonce=n src="https://t.example/x.js"></script>\n</body>');
    });

    it('leaves the page as it is, with the nonce, without staff scripts', () => {
      expect(storefrontHtml(INDEX, 'n', { script_header: '', script_footer: '  ' })).toBe(withNonce(INDEX, 'n'));
    });
  });

  describe(storefrontPolicy.name, () => {
    it('lets scripts run by the nonce only, and what they load (strict-dynamic)', () => {
      expect(storefrontPolicy('xyz')).toContain("script-src 'nonce-xyz' 'strict-dynamic' 'self' https://js.stripe.com https://connect.facebook.net;");
      expect(storefrontPolicy('xyz')).not.toContain('unsafe-eval');
    });
  });

  describe(securityHeaders.name, () => {
    it('gives the fast path the API policy and no HSTS unless forced', () => {
      const plain = new Map(headersSetBy(securityHeaders({ hsts: false }) as Parameters<typeof headersSetBy>[0]));
      expect(plain.get('Content-Security-Policy')).toBe(API_POLICY);
      expect(plain.has('Strict-Transport-Security')).toBe(false);
      const forced = new Map(headersSetBy(securityHeaders({ hsts: true }) as Parameters<typeof headersSetBy>[0]));
      expect(forced.get('Strict-Transport-Security')).toBe(HSTS_VALUE);
    });
  });
});
