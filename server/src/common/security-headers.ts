import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * Content-Security-Policy per area, HSTS, and the storefront's per-answer script nonce.
 *
 * - API answers (JSON) and everything else by default: nothing may load or frame them.
 * - Back office HTML: its own scripts only, no inline script, never framed.
 * - Storefront HTML: scripts run only with this answer's nonce ('strict-dynamic' lets them load
 *   further scripts: code-split chunks, the Facebook SDK, a staff analytics snippet's own loader). The
 *   staff `script_header` / `script_footer` are rendered into the HTML by the server with that nonce:
 *   the one deliberate exception, guarded by the `configuration.script` permission and audited.
 * - /api/docs (Swagger UI, when API_DOCS is on): its own scripts and inline styles.
 */
type Directives = Record<string, readonly string[]>;

const serialise = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** What a document loaded from an API answer may do: nothing. */
export const API_POLICY = serialise({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

const PAGE_BASE: Directives = {
  'default-src': ["'self'"],
  // MUI/emotion (back office) and React style props (storefront) inject styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

export const BACK_OFFICE_POLICY = serialise({
  ...PAGE_BASE,
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Swagger UI needs what the back office needs: its own scripts, inline styles, data: images. */
export const DOCS_POLICY = BACK_OFFICE_POLICY;

/** Origins the storefront's own features load from: Stripe.js and the Facebook SDK. */
const STRIPE_JS = 'https://js.stripe.com';
const FACEBOOK_SDK = 'https://connect.facebook.net';

/**
 * The storefront policy for one HTML answer. 'self' and the hosts only matter to browsers without
 * 'strict-dynamic' (CSP level 2); newer ones go by the nonce alone.
 */
export function storefrontPolicy(nonce: string): string {
  return serialise({
    ...PAGE_BASE,
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", STRIPE_JS, FACEBOOK_SDK],
    'connect-src': ["'self'", 'https:'],
    'frame-src': [STRIPE_JS, 'https://hooks.stripe.com', 'https://*.facebook.com'],
    'frame-ancestors': ["'self'"],
  });
}

/** A fresh nonce: 128 random bits, base64url (safe unquoted in an HTML attribute and inside JS strings). */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Adds the nonce to every `<script` and `<link rel="modulepreload">` tag of an HTML text. Unquoted,
 * so a `<script` written inside a JS string (document.write) stays valid JavaScript and gets it too.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script\b/gi, `<script nonce=${nonce}`).replace(/<link\b(?=[^>]*\brel=["']?modulepreload\b)/gi, `<link nonce=${nonce}`);
}

/** The storefront page as sent: its own tags with the nonce, the staff head script before </head>, the staff footer before </body>. */
export function storefrontHtml(html: string, nonce: string, staff: { script_header?: string; script_footer?: string } = {}): string {
  let out = withNonce(html, nonce);
  // Functions as replacements: a snippet's "$&" or "$'" is text, not a replacement pattern.
  const header = staff.script_header?.trim();
  if (header) out = out.replace('</head>', () => `${withNonce(header, nonce)}\n</head>`);
  const footer = staff.script_footer?.trim();
  const end = out.lastIndexOf('</body>');
  if (footer && end >= 0) out = `${out.slice(0, end)}${withNonce(footer, nonce)}\n${out.slice(end)}`;
  return out;
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers with the API policy, plus HSTS on requests that came over HTTPS (req.secure, which
 * believes X-Forwarded-Proto only from proxies TRUST_PROXY names) or always when HSTS=true. The fast
 * path copies what this sets for a request-less call once at start: the API policy, and HSTS only when
 * forced.
 */
export function securityHeaders(options: { hsts: boolean }): (req: Request, res: Response, next: NextFunction) => void {
  const base = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: false });
  return (req, res, next) =>
    base(req, res, (error?: unknown) => {
      if (error) return next(error);
      res.setHeader('Content-Security-Policy', API_POLICY);
      if (options.hsts || req.secure) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
      next();
    });
}

/** Sets the policy of an HTML page area (and matching frame options) over the API default. */
export function pagePolicy(res: Response, policy: string, framing: 'DENY' | 'SAMEORIGIN'): void {
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('X-Frame-Options', framing);
}
