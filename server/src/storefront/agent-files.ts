import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { isLanguage, LANGUAGE_CODES, type LanguageCode } from '../common/i18n/languages';
import { ReadCache } from '../common/read-cache';
import { EventBus } from '../events/event-bus';
import { SettingsService, type SettingValues } from '../modules/settings';
import { AgentFilesRepository, type AgentCatalogueRow, type AgentCategoryRow } from './agent-files.repository';

/**
 * What shopping agents read before the pages: /llms.txt (Markdown: what the shop sells, its categories,
 * and how its catalogue, search, cart and checkout are reached through the public API, in each of the
 * shop's languages, `?lang=zh_hk`) and /.well-known/ai-catalog.json (an Agentic Resource Discovery
 * manifest naming those guides, one entry per language). Both are made from the catalogue and the
 * settings when asked, kept like catalogue answers and dropped when either changes, so they never
 * describe a shop that is no longer there. The storefront's pages link the manifest (rel="ai-catalog"),
 * and it stands at the well-known address; robots.txt does not name it (an Agentmap line is a directive
 * robots.txt validators do not know, and Lighthouse's SEO check marks it down).
 */

export const AGENT_CATALOG_PATH = '/.well-known/ai-catalog.json';

/** Categories and brands an agent file names at most. */
const CATEGORIES_LISTED = 60;
const BRANDS_LISTED = 12;

const LANGUAGE_NAMES: Record<LanguageCode, string> = { en_us: 'English', zh_hk: '繁體中文', zh_cn: '简体中文' };

interface Facts {
  name: string;
  language: LanguageCode;
  main: LanguageCode;
  languages: LanguageCode[];
  catalogue: AgentCatalogueRow;
  categories: AgentCategoryRow[];
  brands: string[];
  settings: SettingValues;
  appUrl: string;
  apiDocs: boolean;
}

/** Minor units as an amount of the base currency, with its mark. */
function price(minor: number | null, settings: SettingValues): string {
  const mark = settings.supported_currencies.find((c) => c.identifier === settings.base_currency)?.mark ?? `${settings.base_currency} `;
  return `${mark}${((minor ?? 0) / 100).toFixed(2)}`;
}

const list = (items: string[], and: string) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`);

/** The guide's words in each language. */
const WORDS: Record<
  LanguageCode,
  {
    summary: (f: Facts) => string;
    notes: (f: Facts) => string[];
    categories: string;
    products: (n: number) => string;
    api: string;
    apiIntro: (f: Facts) => string;
    calls: (f: Facts) => [string, string, string][];
    pages: string;
    pageLinks: [string, string][];
    otherLanguages: string;
    queries: (f: Facts) => string[];
    title: (name: string) => string;
  }
> = {
  en_us: {
    title: (name) => `${name}: shopping guide for agents`,
    summary: (f) =>
      `${f.name} is an online shop with ${f.catalogue.products} products in ${f.categories.length} categories` +
      `${f.brands.length ? `, from brands such as ${list(f.brands.slice(0, 5), 'and')}` : ''}. ` +
      (f.settings.member_only === '1' ? '' : `Prices run from ${price(f.catalogue.lowest, f.settings)} to ${price(f.catalogue.highest, f.settings)}. `) +
      `It reads in ${list(
        f.languages.map((l) => LANGUAGE_NAMES[l]),
        'and',
      )}.`,
    notes: (f) => [
      ...(f.settings.catalog_mode === '1' ? ['The shop shows its catalogue only: it takes no orders online.'] : []),
      ...(f.settings.member_only === '1' ? ['Prices and buying are for signed-in members only.'] : []),
      ...(f.settings.catalog_mode !== '1' && f.settings.guest_checkout === '0' ? ['Buying needs a shopper account (register, then sign in).'] : []),
    ],
    categories: 'Categories',
    products: (n) => `${n} ${n === 1 ? 'product' : 'products'}`,
    api: 'How to shop here through the public API',
    apiIntro: (f) =>
      `Every call is JSON. Send \`"language": "${f.language}"\` for texts in this language (${f.languages.join(', ')}). ` +
      `Amounts are whole numbers in the smallest unit of ${f.settings.base_currency} (cents).`,
    calls: (f) => [
      [
        'Search products',
        '/api/product/search',
        `POST {"keyword": "…", "language": "${f.language}", "page": 1}: matching products, their prices and addresses`,
      ],
      ['Browse a category', '/api/category', `POST {"url": "<category url>", "language": "${f.language}", "page": 1, "sort": "price_asc"}`],
      ['Read a product', '/api/product', `POST {"url": "<product url>", "language": "${f.language}"}: its options (stocks), prices and availability`],
      ['Open a cart', '/api/cart', 'POST {"cart_id": null}: answers a cart_id; POST /api/cart/item {"cart_id", "stock_id", "quantity"} adds a stock'],
      ['Shipping methods', '/api/order/shipping', 'GET ?country=HK: the methods that deliver there, with their cost'],
      ['Preview an order', '/api/order/preview', 'POST {"cart_id", "country", "shipping_method_id"}: the totals before placing it'],
      ['Place an order', '/api/order', 'POST with the cart_id, an email, the addresses, the shipping and the payment method'],
      ...(f.apiDocs ? ([['Every call, described', '/api/docs-json', 'OpenAPI']] as [string, string, string][]) : []),
    ],
    pages: 'Pages for people',
    pageLinks: [
      ['Home', '/'],
      ['Search', '/search'],
      ['Cart', '/cart'],
      ['Contact', '/contact-us'],
      ['Sitemap', '/sitemap.xml'],
    ],
    otherLanguages: 'Other languages',
    queries: (f) => [
      `What does ${f.name} sell?`,
      ...(f.categories[0] ? [`Show me ${f.categories[0].title} at ${f.name}`] : []),
      `Find a gift at ${f.name} and put it in a cart`,
    ],
  },
  zh_hk: {
    title: (name) => `${name}：給代理程式的購物指南`,
    summary: (f) =>
      `${f.name}是一間網上商店，共有 ${f.catalogue.products} 件商品，分為 ${f.categories.length} 個類別` +
      `${f.brands.length ? `，品牌包括${f.brands.slice(0, 5).join('、')}` : ''}。` +
      (f.settings.member_only === '1' ? '' : `價格由 ${price(f.catalogue.lowest, f.settings)} 至 ${price(f.catalogue.highest, f.settings)}。`) +
      `網站語言：${f.languages.map((l) => LANGUAGE_NAMES[l]).join('、')}。`,
    notes: (f) => [
      ...(f.settings.catalog_mode === '1' ? ['本店只展示商品目錄，不接受網上訂單。'] : []),
      ...(f.settings.member_only === '1' ? ['只有已登入的會員可查看價格及購物。'] : []),
      ...(f.settings.catalog_mode !== '1' && f.settings.guest_checkout === '0' ? ['購物須有顧客帳戶（先註冊，再登入）。'] : []),
    ],
    categories: '商品類別',
    products: (n) => `${n} 件商品`,
    api: '透過公開 API 購物',
    apiIntro: (f) =>
      `所有請求均為 JSON。傳送 \`"language": "${f.language}"\` 以取得此語言的文字（${f.languages.join('、')}）。` +
      `金額為 ${f.settings.base_currency} 最小單位（分）的整數。`,
    calls: (f) => [
      ['搜尋商品', '/api/product/search', `POST {"keyword": "…", "language": "${f.language}", "page": 1}：相符的商品、價格及網址`],
      ['瀏覽類別', '/api/category', `POST {"url": "<類別網址>", "language": "${f.language}", "page": 1, "sort": "price_asc"}`],
      ['查看商品', '/api/product', `POST {"url": "<商品網址>", "language": "${f.language}"}：選項（庫存單位）、價格及存貨`],
      ['開啟購物車', '/api/cart', 'POST {"cart_id": null}：回覆 cart_id；POST /api/cart/item {"cart_id", "stock_id", "quantity"} 加入商品'],
      ['送貨方式', '/api/order/shipping', 'GET ?country=HK：可送往該地的方式及運費'],
      ['預覽訂單', '/api/order/preview', 'POST {"cart_id", "country", "shipping_method_id"}：下單前的總額'],
      ['下單', '/api/order', 'POST：購物車 cart_id、電郵、地址、送貨及付款方式'],
      ...(f.apiDocs ? ([['所有 API 說明', '/api/docs-json', 'OpenAPI']] as [string, string, string][]) : []),
    ],
    pages: '給顧客的頁面',
    pageLinks: [
      ['首頁', '/'],
      ['搜尋', '/search'],
      ['購物車', '/cart'],
      ['聯絡我們', '/contact-us'],
      ['網站地圖', '/sitemap.xml'],
    ],
    otherLanguages: '其他語言',
    queries: (f) => [`${f.name}賣甚麼？`, ...(f.categories[0] ? [`在${f.name}找${f.categories[0].title}`] : []), `在${f.name}挑一份禮物放入購物車`],
  },
  zh_cn: {
    title: (name) => `${name}：给代理程序的购物指南`,
    summary: (f) =>
      `${f.name}是一家网上商店，共有 ${f.catalogue.products} 件商品，分为 ${f.categories.length} 个类别` +
      `${f.brands.length ? `，品牌包括${f.brands.slice(0, 5).join('、')}` : ''}。` +
      (f.settings.member_only === '1' ? '' : `价格从 ${price(f.catalogue.lowest, f.settings)} 到 ${price(f.catalogue.highest, f.settings)}。`) +
      `网站语言：${f.languages.map((l) => LANGUAGE_NAMES[l]).join('、')}。`,
    notes: (f) => [
      ...(f.settings.catalog_mode === '1' ? ['本店只展示商品目录，不接受网上订单。'] : []),
      ...(f.settings.member_only === '1' ? ['只有已登录的会员可查看价格及购物。'] : []),
      ...(f.settings.catalog_mode !== '1' && f.settings.guest_checkout === '0' ? ['购物须有顾客账户（先注册，再登录）。'] : []),
    ],
    categories: '商品类别',
    products: (n) => `${n} 件商品`,
    api: '通过公开 API 购物',
    apiIntro: (f) =>
      `所有请求均为 JSON。发送 \`"language": "${f.language}"\` 以获取此语言的文字（${f.languages.join('、')}）。` +
      `金额为 ${f.settings.base_currency} 最小单位（分）的整数。`,
    calls: (f) => [
      ['搜索商品', '/api/product/search', `POST {"keyword": "…", "language": "${f.language}", "page": 1}：匹配的商品、价格及网址`],
      ['浏览类别', '/api/category', `POST {"url": "<类别网址>", "language": "${f.language}", "page": 1, "sort": "price_asc"}`],
      ['查看商品', '/api/product', `POST {"url": "<商品网址>", "language": "${f.language}"}：选项（库存单位）、价格及库存`],
      ['打开购物车', '/api/cart', 'POST {"cart_id": null}：回复 cart_id；POST /api/cart/item {"cart_id", "stock_id", "quantity"} 加入商品'],
      ['配送方式', '/api/order/shipping', 'GET ?country=HK：可送达该地的方式及运费'],
      ['预览订单', '/api/order/preview', 'POST {"cart_id", "country", "shipping_method_id"}：下单前的总额'],
      ['下单', '/api/order', 'POST：购物车 cart_id、邮箱、地址、配送及付款方式'],
      ...(f.apiDocs ? ([['所有 API 说明', '/api/docs-json', 'OpenAPI']] as [string, string, string][]) : []),
    ],
    pages: '给顾客的页面',
    pageLinks: [
      ['首页', '/'],
      ['搜索', '/search'],
      ['购物车', '/cart'],
      ['联系我们', '/contact-us'],
      ['网站地图', '/sitemap.xml'],
    ],
    otherLanguages: '其他语言',
    queries: (f) => [`${f.name}卖什么？`, ...(f.categories[0] ? [`在${f.name}找${f.categories[0].title}`] : []), `在${f.name}挑一份礼物放进购物车`],
  },
};

/** The address of a page (or a guide) in a language: the main language's has no ?lang=. */
const inLanguage = (appUrl: string, path: string, language: LanguageCode, main: LanguageCode) =>
  `${appUrl}${path}${language === main ? '' : `${path.includes('?') ? '&' : '?'}lang=${language}`}`;

/** A text as Markdown link text: its brackets taken literally. */
const linkText = (text: string) => text.replace(/[[\]\\]/g, '\\$&');

export function llmsTxt(f: Facts): string {
  const w = WORDS[f.language];
  // The categories as a tree (children under their parent), in menu order; a child whose parent is not listed stands at the top.
  const listed = new Set(f.categories.map((c) => c.id));
  const children = new Map<number, AgentCategoryRow[]>();
  for (const c of f.categories) if (c.parent_id !== null && listed.has(c.parent_id)) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c]);
  const categoryLines: string[] = [];
  const walk = (c: AgentCategoryRow, depth: number) => {
    categoryLines.push(
      `${'  '.repeat(depth)}- [${linkText(c.title)}](${inLanguage(f.appUrl, `/category/${encodeURIComponent(c.url)}`, f.language, f.main)}): ${w.products(c.products)}`,
    );
    for (const child of children.get(c.id) ?? []) walk(child, depth + 1);
  };
  for (const c of f.categories) if (c.parent_id === null || !listed.has(c.parent_id)) walk(c, 0);
  const others = f.languages.filter((l) => l !== f.language);
  return [
    `# ${f.name}`,
    '',
    `> ${w.summary(f)}`,
    '',
    ...w.notes(f).flatMap((note) => [note, '']),
    `## ${w.categories}`,
    '',
    ...(categoryLines.length ? categoryLines : ['-']),
    '',
    `## ${w.api}`,
    '',
    w.apiIntro(f),
    '',
    ...w.calls(f).map(([label, path, how]) => `- [${label}](${f.appUrl}${path}): ${how}`),
    '',
    `## ${w.pages}`,
    '',
    ...w.pageLinks.map(([label, path]) => `- [${label}](${inLanguage(f.appUrl, path, f.language, f.main)})`),
    ...(others.length
      ? ['', `## ${w.otherLanguages}`, '', ...others.map((l) => `- [${LANGUAGE_NAMES[l]}](${inLanguage(f.appUrl, '/llms.txt', l, f.main)})`)]
      : []),
    '',
  ].join('\n');
}

/** The publisher part of the manifest's URNs: the shop's host name. */
const publisherOf = (appUrl: string) => new URL(appUrl).hostname.replace(/[^a-zA-Z0-9.-]/g, '-') || 'shop';

export function aiCatalog(facts: Facts[]): object {
  const [first] = facts;
  return {
    specVersion: '1.0',
    host: { displayName: first.name, documentationUrl: `${first.appUrl}/llms.txt` },
    entries: facts.map((f) => ({
      identifier: `urn:air:${publisherOf(f.appUrl)}:shop:guide-${f.language.replace('_', '-')}`,
      displayName: WORDS[f.language].title(f.name),
      type: 'text/markdown; profile="urn:air:agent-skills"',
      url: inLanguage(f.appUrl, '/llms.txt', f.language, f.main),
      description: WORDS[f.language].summary(f),
      tags: f.categories.slice(0, 10).map((c) => c.title),
      capabilities: ['search-products', 'browse-categories', 'read-product', 'cart', ...(f.settings.catalog_mode === '1' ? [] : ['checkout'])],
      representativeQueries: WORDS[f.language].queries(f).slice(0, 5),
      ...(f.catalogue.updated_at ? { updatedAt: new Date(f.catalogue.updated_at).toISOString() } : {}),
      metadata: { language: f.language },
    })),
  };
}

/** The handlers of /llms.txt and /.well-known/ai-catalog.json (GET and HEAD). */
export function agentFiles(app: NestExpressApplication, options: { appUrl: string; cacheMs: number; apiDocs: boolean }) {
  const repository = new AgentFilesRepository(app.get(DataSource));
  const settings = app.get(SettingsService);
  const kept = new ReadCache<Facts>(() => options.cacheMs, { max: LANGUAGE_CODES.length });
  const events = app.get(EventBus);
  for (const name of ['product.changed', 'catalogue.structure.changed', 'settings.changed'] as const) events.on(name, () => kept.clear());

  const languagesOf = (values: SettingValues): LanguageCode[] => {
    const listed = values.supported_languages.split(',').filter(isLanguage);
    return listed.includes(values.main_language) ? listed : [values.main_language, ...listed];
  };

  const factsIn = (language: LanguageCode) =>
    kept.get(language, async () => {
      const values = await settings.all();
      const main = values.main_language;
      const [catalogue, categories, brands] = await Promise.all([
        repository.catalogue(),
        repository.categories(language, main, CATEGORIES_LISTED),
        repository.brands(language, main, BRANDS_LISTED),
      ]);
      const name = values.name[language] || values.name[main] || 'Shop';
      return {
        name,
        language,
        main,
        languages: languagesOf(values),
        catalogue,
        categories,
        brands,
        settings: values,
        appUrl: options.appUrl,
        apiDocs: options.apiDocs,
      };
    });

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const fail = () => {
      if (!res.headersSent) res.status(503).type('text/plain').send('This file cannot be made right now. Please try again later.');
    };
    if (req.path === '/llms.txt') {
      settings
        .all()
        .then(async (values) => {
          const asked = typeof req.query.lang === 'string' ? req.query.lang : undefined;
          const language = asked && isLanguage(asked) && languagesOf(values).includes(asked) ? asked : values.main_language;
          const text = llmsTxt(await factsIn(language));
          res.setHeader('Cache-Control', 'public, max-age=600');
          res.type('text/markdown; charset=utf-8').send(text);
        })
        .catch(fail);
      return;
    }
    if (req.path === AGENT_CATALOG_PATH) {
      settings
        .all()
        .then(async (values) => {
          const all = await Promise.all(languagesOf(values).map((language) => factsIn(language)));
          res.setHeader('Cache-Control', 'public, max-age=600');
          res.type('application/ai-catalog+json').send(JSON.stringify(aiCatalog(all), null, 2));
        })
        .catch(fail);
      return;
    }
    next();
  };
}
