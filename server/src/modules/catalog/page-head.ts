import { Injectable } from '@nestjs/common';
import type { LanguageCode } from '../../common/i18n/languages';
import { escapeMarkup, plainText, summaryOf } from '../../common/markup';
import { PageHeadRepository } from './page-head.repository';

export interface PageHead {
  title: string;
  description: string;
  /** Open Graph type when the page is not a plain website page (an article). */
  ogType?: 'article';
  /** Absolute address of the page's picture for link previews (og:image). */
  image?: string;
}

type Generated = 'home' | 'category' | 'product' | 'login' | 'register' | 'search' | 'other';

/** The description a page gets when staff wrote none: every page has one (search engines show it). */
const GENERATED: Record<LanguageCode, Record<Generated, string>> = {
  en_us: {
    home: '{site}: shop online. Browse the catalogue, keep a cart and check out.',
    category: '{title} at {site}: browse the range and order online.',
    product: 'Buy {title} online at {site}.',
    login: 'Log in to your {site} account.',
    register: 'Create your {site} account.',
    search: 'Search the {site} catalogue.',
    other: '{site}: shop online.',
  },
  zh_hk: {
    home: '{site}：網上購物，瀏覽商品、加入購物車並結帳。',
    category: '{site}的{title}：瀏覽全部商品並網上訂購。',
    product: '在{site}網上購買{title}。',
    login: '登入你的{site}帳戶。',
    register: '建立你的{site}帳戶。',
    search: '搜尋{site}的商品。',
    other: '{site}：網上購物。',
  },
  zh_cn: {
    home: '{site}：网上购物，浏览商品、加入购物车并结账。',
    category: '{site}的{title}：浏览全部商品并网上订购。',
    product: '在{site}网上购买{title}。',
    login: '登录你的{site}账户。',
    register: '创建你的{site}账户。',
    search: '搜索{site}的商品。',
    other: '{site}：网上购物。',
  },
};

function generated(kind: Generated, lang: LanguageCode, site: string, title = ''): string {
  return GENERATED[lang][kind].replace('{site}', () => site || 'Shop').replace('{title}', () => title);
}

function kindOfPath(path: string): Generated {
  if (path === '/' || path === '') return 'home';
  if (/^\/login\/?$/.test(path)) return 'login';
  if (/^\/register\/?$/.test(path)) return 'register';
  if (/^\/search(\/|$)/.test(path)) return 'search';
  return 'other';
}

/** A page title followed by the shop's name (unless it already holds it). */
export const withSiteName = (title: string, siteName: string): string => (siteName && !title.includes(siteName) ? `${title} | ${siteName}` : title);

/** The shop as a page head names it: its name per language and its main language (from the settings). */
export interface SiteNames {
  names: Partial<Record<LanguageCode, string>>;
  main: LanguageCode;
}

/**
 * Title and description of a storefront page in `lang`, for the HTML the server sends (search engines
 * and link previews read them before any script runs).
 */
@Injectable()
export class PageHeadService {
  constructor(private readonly heads: PageHeadRepository) {}

  /** One statement for a product or category page, none for the others; undefined for a product or category it does not know. */
  async resolve(path: string, lang: LanguageCode, site: SiteNames): Promise<PageHead | undefined> {
    const match = /^\/(product|category)\/([^/?#]+)\/?$/.exec(path);
    const main = site.main;
    const siteName = site.names[lang] || site.names[main] || '';
    if (!match) return { title: siteName || 'Shop', description: generated(kindOfPath(path), lang, siteName) };
    let url: string;
    try {
      url = decodeURIComponent(match[2]);
    } catch {
      return undefined;
    }
    const [row] = match[1] === 'product' ? await this.heads.product(url, lang, main) : await this.heads.category(url, lang, main);
    if (!row?.title) return undefined;
    const title = withSiteName(String(row.title), siteName);
    const written = summaryOf(row.description ?? '');
    return { title, description: written || generated(match[1] === 'product' ? 'product' : 'category', lang, siteName, plainText(String(row.title))) };
  }
}

/**
 * The index.html with the page's title, description and Open Graph tags in its head. Replacements are
 * functions: staff text such as "$&" or "$'" must stay text, not become String.replace patterns.
 */
export function withHead(html: string, head: PageHead | undefined): string {
  if (!head) return html;
  const title = escapeMarkup(head.title);
  const description = escapeMarkup(head.description);
  const descriptionTag = `<meta name="description" content="${description}" />`;
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  if (head.description) {
    out = /<meta name="description"[^>]*>/.test(out)
      ? out.replace(/<meta name="description"[^>]*>/, () => descriptionTag)
      : out.replace('</head>', () => `${descriptionTag}\n</head>`);
  }
  const og = [
    `<meta property="og:title" content="${title}" />`,
    head.description ? `<meta property="og:description" content="${description}" />` : '',
    head.ogType ? `<meta property="og:type" content="${head.ogType}" />` : '',
    head.image ? `<meta property="og:image" content="${escapeMarkup(head.image)}" />` : '',
  ].join('');
  return out.replace('</head>', () => `${og}\n</head>`);
}
