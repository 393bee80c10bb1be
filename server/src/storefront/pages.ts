import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { isLanguage, LANGUAGE_CODES, LANGUAGE_TAGS, type LanguageCode } from '../common/i18n/languages';
import { rootLogger } from '../common/logger';
import { escapeMarkup } from '../common/markup';
import { withTimeout } from '../common/timeout';
import { ReadCache } from '../common/read-cache';
import { EventBus } from '../events/event-bus';
import { newNonce, pagePolicy, storefrontHtml, storefrontPolicy } from '../common/security-headers';
import { BLOG_PATH, BlogPageHeadService } from '../modules/blog';
import { PageHeadService, withHead, withSiteName, type PageHead, type SiteNames } from '../modules/catalog';
import { PageService } from '../modules/content';
import { FILE_STORAGE, type FileStorage } from '../modules/storage';
import { SettingsService } from '../modules/settings';

/**
 * Storefront pages as the server sends them: the page's title, description, canonical and hreflang
 * links in the head, and, for the catalogue and entry pages, the page itself rendered by the
 * storefront's own components (storefront-ui/src/entry-server.tsx) with the data it was rendered
 * from, so the first paint has the content and the browser hydrates it instead of starting over.
 */

/** What storefront-ui/dist-server/entry-server.cjs offers (see RenderRequest/RenderedPage there). */
/** A call of the shop's API made in this process: the answer, or undefined to make it over HTTP instead. */
export type InProcessCall = (method: string, url: string, body: unknown) => Promise<{ status: number; body: unknown } | undefined>;

interface StorefrontRenderer {
  render(request: {
    url: string;
    cookies: string;
    locale: string;
    chosen: boolean;
    apiOrigin: string;
    call?: InProcessCall;
    origin: string;
    /** Where browsers read uploaded pictures from (S3_PUBLIC_URL), when not the shop itself. */
    mediaUrl?: string;
    keepSharedMs: number;
  }): Promise<{ html: string; state: string; status: number } | null>;
  /** Drops the answers it keeps between renders (settings, currencies, the menu). */
  forget(): void;
}

/** Pages the server renders; the others (account, logout, a reset link) start in the browser. */
const RENDERED = /^\/(?:|login|register|password\/reset|category\/[^/]+|product\/[^/]+|page\/[^/]+|search(?:\/[^/]+)?|blog\/(?:article|category)\/[^/]+)\/?$/;

/** A render that takes longer than this is dropped: the shopper gets the page built in the browser. */
const RENDER_TIMEOUT_MS = 3000;

/** en-US, zh-HK, zh_hk or zh-hk as a language code, else undefined. */
export function languageCodeOf(value: string | null | undefined): LanguageCode | undefined {
  const code = value?.trim().toLowerCase().replace('-', '_');
  return isLanguage(code) ? code : undefined;
}

/** The value of a cookie in a Cookie header, or ''. */
function cookieOf(header: string | undefined, name: string): string {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '')?.[1] ?? '';
}

/** The storefront language a request asks for: ?lang=, else the shopper's `language` cookie. */
function askedLanguage(req: Request): LanguageCode | undefined {
  return languageCodeOf(typeof req.query.lang === 'string' ? req.query.lang : undefined) ?? languageCodeOf(cookieOf(req.headers.cookie, 'language'));
}

/** The address of a page in a language: the main language's is the plain path, the others add ?lang=. */
export function pageAddress(origin: string, path: string, language: LanguageCode, main: LanguageCode): string {
  return `${origin}${path}${language === main ? '' : `?lang=${language}`}`;
}

/** A path's address in each language and, as x-default, the main language's (hreflang alternates). */
export function languageAlternates(origin: string, path: string, main: LanguageCode): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGE_CODES.map((code) => ({ hreflang: LANGUAGE_TAGS[code], href: pageAddress(origin, path, code, main) })),
    { hreflang: 'x-default', href: pageAddress(origin, path, main, main) },
  ];
}

/** The canonical link and the hreflang alternates of a page in `language`. */
export function languageLinks(origin: string, path: string, language: LanguageCode, main: LanguageCode): string {
  return [
    `<link rel="canonical" href="${escapeMarkup(pageAddress(origin, path, language, main))}" />`,
    ...languageAlternates(origin, path, main).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}" />`),
  ].join('\n');
}

function loadRenderer(dir: string): StorefrontRenderer | null {
  const file = join(dir, 'entry-server.cjs');
  if (!existsSync(file)) return null;
  // React's production build unless the process says otherwise (tests run with NODE_ENV=test).
  process.env.NODE_ENV ??= 'production';
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the storefront's server bundle, found at run time (a build may not have made it)
    return require(file) as StorefrontRenderer;
  } catch (error) {
    rootLogger().warn({ err: error }, 'The storefront renderer could not be loaded: pages start in the browser');
    return null;
  }
}

/**
 * The storefront page handler for serveSpa: a fresh nonce and its policy, the head, the rendered page
 * (when the renderer is built and the path is one it renders) and the staff header/footer scripts.
 * A render that fails or runs late leaves the page to the browser; it never fails the request.
 */
/** Made pages kept at most: about 30 KB each. */
const PAGES_KEPT = 500;

/** A page as made for one kind of request, before its nonce and the staff scripts go in. */
interface MadePage {
  html: string;
  status: number;
}

/**
 * The storefront page handler for serveSpa: a fresh nonce and its policy, the head, the rendered page
 * (when the renderer is built and the path is one it renders) and the staff header/footer scripts.
 * A render that fails or runs late leaves the page to the browser; it never fails the request.
 * Made pages are kept like catalogue answers (CATALOG_CACHE_MS, served stale while one remake runs,
 * dropped when the catalogue or the settings change),
 * per address, language, currency and whether a session cookie is there: a page holds nothing else
 * of the shopper's (the server renders public data only).
 */
export function storefrontPages(
  app: NestExpressApplication,
  options: { rendererDir: string; appUrl: string; cacheMs: number; call?: InProcessCall },
): (index: string, req: Request, res: Response) => Promise<string> {
  const settings = app.get(SettingsService);
  const storage = app.get<FileStorage>(FILE_STORAGE);
  const renderer = loadRenderer(options.rendererDir);
  const logger = rootLogger();
  const made = new ReadCache<MadePage>(() => options.cacheMs, { max: PAGES_KEPT, serveStale: true });
  // A committed change to what pages show drops every made page (here and, through Redis, in the other processes).
  const events = app.get(EventBus);
  for (const name of [
    'product.changed',
    'inventory.changed',
    'catalogue.structure.changed',
    'settings.changed',
    'blog.changed',
    'page.changed',
    'block.changed',
  ] as const) {
    events.on(name, () => {
      made.clear();
      renderer?.forget();
    });
  }

  const staticPages = app.get(PageService);
  const catalogueHeads = app.get(PageHeadService);
  const blogHeads = app.get(BlogPageHeadService);

  /** The head of a static page (/page/{url}): its meta title (or title) with the shop's name, its description. */
  async function headOf(path: string, language: LanguageCode, site: SiteNames): Promise<PageHead | undefined> {
    const match = /^\/page\/([^/?#]+)\/?$/.exec(path);
    if (!match)
      return BLOG_PATH.test(path) ? blogHeads.resolve(path, language, site, options.appUrl, storage.publicBase) : catalogueHeads.resolve(path, language, site);
    let url: string;
    try {
      url = decodeURIComponent(match[1]);
    } catch {
      return undefined;
    }
    const texts = await staticPages.head(url, language);
    if (!texts) return undefined;
    const siteName = site.names[language] || site.names[site.main] || '';
    return { title: withSiteName(texts.title, siteName), description: texts.description };
  }

  async function makePage(index: string, req: Request, language: LanguageCode, site: SiteNames, chosen: boolean): Promise<MadePage> {
    const path = req.path;
    const main = site.main;
    const head = await headOf(path, language, site).catch(() => undefined);
    let html = withHead(index, head).replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAGS[language]}"`);
    if (!RENDERED.test(path)) return { html, status: 200 };
    html = html.replace('</head>', () => `${languageLinks(options.appUrl, path, language, main)}\n</head>`);
    if (!renderer) return { html, status: 200 };
    const port = (app.getHttpServer().address() as AddressInfo | null)?.port;
    const rendering = renderer.render({
      url: req.originalUrl,
      cookies: req.headers.cookie ?? '',
      locale: LANGUAGE_TAGS[language],
      chosen,
      apiOrigin: `http://127.0.0.1:${port}`,
      call: options.call,
      origin: options.appUrl,
      mediaUrl: storage.publicBase,
      keepSharedMs: options.cacheMs,
    });
    const late = () => new Error(`The render took over ${RENDER_TIMEOUT_MS} ms`);
    const page = await withTimeout(rendering, RENDER_TIMEOUT_MS, late).catch((error: unknown) => {
      logger.warn({ err: error, url: req.originalUrl }, 'Rendering a storefront page failed: it starts in the browser');
      return null;
    });
    if (!page) return { html, status: 200 };
    html = html
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
      .replace('</body>', () => `<script id="shop-state" type="application/json">${page.state}</script>\n</body>`);
    return { html, status: page.status };
  }

  return async (index, req, res) => {
    const nonce = newNonce();
    pagePolicy(res, storefrontPolicy(nonce), 'SAMEORIGIN');
    // The Facebook login dialog is a popup that reports back to this page.
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    res.setHeader('Vary', 'Cookie, Accept-Encoding');
    const values = await settings.all().catch(() => undefined);
    const main: LanguageCode = isLanguage(values?.main_language) ? values.main_language : 'en_us';
    const asked = askedLanguage(req);
    const language = asked ?? main;
    const chosen = asked !== undefined;
    const key = [req.originalUrl, language, chosen ? 1 : 0, cookieOf(req.headers.cookie, 'currency'), cookieOf(req.headers.cookie, 'token') ? 1 : 0].join('\n');
    const page = await made.get(key, () => makePage(index, req, language, { main, names: values?.name ?? {} }, chosen));
    if (page.status !== 200) res.status(page.status);
    return storefrontHtml(page.html, nonce, values);
  };
}
