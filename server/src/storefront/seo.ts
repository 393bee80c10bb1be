import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { isLanguage, type LanguageCode } from '../common/i18n/languages';
import { escapeMarkup } from '../common/markup';
import { EventBus } from '../events/event-bus';
import { SettingsService } from '../modules/settings';
import { languageAlternates, pageAddress } from './pages';
import { FILE_STORAGE, type FileStorage } from '../modules/storage';
import { SitemapRepository } from './sitemap.repository';

/**
 * What search engines read before the pages: /robots.txt (what to crawl, where the sitemap is) and
 * /sitemap.xml (every catalogue page and static page with its address in each language). A shop with more pages than
 * fit one file gets a sitemap index of /sitemap-<n>.xml files.
 */

/** Pages per sitemap file (the protocol allows 50,000; each entry here carries four language links). */
export const SITEMAP_PAGE_SIZE = 10_000;
/** A sitemap is made again at most this often (crawlers ask for it rarely, and the catalogue changes slowly). */
const SITEMAP_FRESH_MS = 10 * 60 * 1000;

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /account',
    'Disallow: /logout',
    'Disallow: /reset-password',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /order/',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

interface SitemapPage {
  path: string;
  modified: Date | null;
  /** The page's picture as an absolute address (at the CDN when the shop has one: S3_PUBLIC_URL). */
  image: string | null;
}

function urlEntry(appUrl: string, page: SitemapPage, main: LanguageCode): string {
  const alternates = languageAlternates(appUrl, page.path, main).map(
    ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`,
  );
  const modified = page.modified ? `<lastmod>${page.modified.toISOString()}</lastmod>` : '';
  const image = page.image ? `<image:image><image:loc>${escapeMarkup(page.image)}</image:loc></image:image>` : '';
  return `<url><loc>${escapeMarkup(pageAddress(appUrl, page.path, main, main))}</loc>${modified}${alternates.join('')}${image}</url>`;
}

/** The handlers of /robots.txt, /sitemap.xml and /sitemap-<n>.xml. */
export function seoFiles(app: NestExpressApplication, appUrl: string): (req: Request, res: Response, next: NextFunction) => void {
  const sitemap = new SitemapRepository(app.get(DataSource));
  // Uploaded pictures are read where browsers read them: the CDN in front of the bucket, else this shop.
  const media = app.get<FileStorage>(FILE_STORAGE).publicBase ?? appUrl;
  const settings = app.get(SettingsService);
  /** The files as last made, and until when they hold (a scheduled article coming out makes them again). */
  let made: { at: number; until: number; files: string[] } | null = null;
  // Blog and static page writes show in the sitemap at once (crawlers come back for new pages).
  let changes = 0;
  const changed = () => {
    changes += 1;
    made = null;
  };
  app.get(EventBus).on('blog.changed', changed);
  app.get(EventBus).on('page.changed', changed);

  async function pages(): Promise<SitemapPage[]> {
    const rows = await sitemap.pages();
    return rows.map((row) => ({
      path: row.path
        .split('/')
        .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
        .join('/'),
      modified: row.modified,
      image: row.image?.startsWith('/uploads/') ? `${media}${row.image.split('/').map(encodeURIComponent).join('/')}` : null,
    }));
  }

  async function sitemapFiles(): Promise<string[]> {
    if (made && Date.now() < made.until) return made.files;
    const at = Date.now();
    const seen = changes;
    const next = await sitemap.nextPublication();
    const values = await settings.all();
    const main: LanguageCode = isLanguage(values.main_language) ? values.main_language : 'en_us';
    const all = await pages();
    const urlset = (list: SitemapPage[]) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${list.map((page) => urlEntry(appUrl, page, main)).join('\n')}\n</urlset>\n`;
    let files: string[];
    if (all.length <= SITEMAP_PAGE_SIZE) files = [urlset(all)];
    else {
      const parts: string[] = [];
      for (let i = 0; i < all.length; i += SITEMAP_PAGE_SIZE) parts.push(urlset(all.slice(i, i + SITEMAP_PAGE_SIZE)));
      const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
        .map((_, i) => `<sitemap><loc>${escapeMarkup(`${appUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
      files = [index, ...parts];
    }
    // Files made while the blog changed are served to this request only.
    if (seen === changes) made = { at, until: Math.min(at + SITEMAP_FRESH_MS, next ? new Date(next).getTime() : Infinity), files };
    return files;
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/robots.txt') {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text/plain').send(robotsTxt(appUrl));
      return;
    }
    const file = /^\/sitemap(?:-(\d{1,6}))?\.xml$/.exec(req.path);
    if (!file) return next();
    sitemapFiles().then(
      (files) => {
        const body = files[file[1] === undefined ? 0 : Number(file[1])];
        if (body === undefined || (file[1] !== undefined && files.length === 1)) return next();
        res.setHeader('Cache-Control', 'public, max-age=600');
        res.type('application/xml').send(body);
      },
      () => {
        if (!res.headersSent) res.status(503).type('text/plain').send('The sitemap cannot be made right now. Please try again later.');
      },
    );
  };
}
