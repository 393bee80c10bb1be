import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { NotFoundError } from '../../common/errors';
import { JsonAnswer } from '../../common/json-answer';
import type { LanguageCode } from '../../common/i18n/languages';
import { preparedQuery } from '../../database/prepared-query';
import { menuShopMessages, MenuNode, MenuService } from '../menu';
import { postingKey, searchQuery } from '../search';
import { SettingsService } from '../settings';
import { CategoryListingDto, ListingSort, ProductByUrlDto, SearchDto } from './catalog.dto';
import { CountedOptionRow, groupOptions, StockView, toDetail } from './catalog.presenter';
import type { CategoryListing, ListingFilters, ProductCard, ProductDetail, ProductListing, SearchResult } from './catalog.responses';
import { CatalogueCache } from '../catalogue-cache';
import { CatalogueDictionary, DICTIONARY_SQL, type DictionaryRow } from './catalogue-dictionary';
import { ListingScope, SCOPE_SQL, type ListingFilter, type ScopeRow } from './listing-scope';
import { pick, type Texts } from './texts';
import { catalogMessages } from './catalog.messages';

interface DetailRow {
  id: number;
  sku: string;
  url: string;
  is_new: boolean;
  is_featured: boolean;
  is_hot: boolean;
  brand_id: number | null;
  name: string;
  description: string;
  meta_title: string;
  meta_description: string;
  images: string[];
  category_ids: number[];
  stocks: StockView[];
}

/** A product's name in the asked language ($1), else the main language ($2), else any. */
const NAME = `COALESCE(t.name, m.name, (SELECT a.name FROM product_translation a WHERE a.product_id = p.id ORDER BY a.id LIMIT 1), '')`;

/** Display orders; `name` is the expression of the name in the asked language (else the main language's, else ''). */
const ORDER: Record<ListingSort, (name: string) => string> = {
  newest: () => 'p.created_at DESC, p.id DESC',
  price_asc: () => 'p.min_price ASC NULLS LAST, p.id ASC',
  price_desc: () => 'p.min_price DESC NULLS LAST, p.id ASC',
  // The expression, not the output name: a window's ORDER BY cannot see output names.
  name_asc: (name) => `${name} ASC, p.id ASC`,
  name_desc: (name) => `${name} DESC, p.id ASC`,
};
const BY_NAME: ReadonlySet<ListingSort> = new Set(['name_asc', 'name_desc']);

/** The name joins: t in the language of parameter $language, m in the main language of parameter $main. */
const NAME_JOINS = (language: number, main: number) => `
  LEFT JOIN product_translation t ON t.product_id = p.id AND t.language = $${language}
  LEFT JOIN product_translation m ON m.product_id = p.id AND m.language = $${main}`;

/** Sellable now: a visible stock with available inventory in an enabled warehouse. */
const IN_STOCK = `EXISTS (SELECT 1 FROM stock s JOIN inventory v ON v.stock_id = s.id JOIN warehouse w ON w.id = v.warehouse_id
                          WHERE s.product_id = p.id AND s.visibled AND w.enabled AND v.available > 0)`;

/**
 * The cards of the products whose ids the int[] expression lists, in its order, as one JSON array.
 * A card carries its name in every language (by translation id), so one read serves all languages.
 */
export const CARDS_SQL = (ids: string) => `
  SELECT COALESCE(json_agg(json_build_object(
           'id', p.id, 'url', p.url, 'sku', p.sku,
           'names', (SELECT json_object_agg(a.language, a.name ORDER BY a.id) FROM product_translation a WHERE a.product_id = p.id),
           'is_new', p.is_new, 'is_featured', p.is_featured, 'is_hot', p.is_hot,
           'price', p.min_price::float8,
           'regular_price', p.regular_price::float8, 'image', p.cover_image,
           'in_stock', ${IN_STOCK}) ORDER BY page.position), '[]')
    FROM unnest(${ids}) WITH ORDINALITY AS page(id, position)
    JOIN product p ON p.id = page.id AND p.visibled`;

/** A card as read: its names in every language that has one. */
export type CardRow = Omit<ProductCard, 'name'> & { names: Texts | null };

/** A card in one language: the asked language's name, else the main language's, else the first one written (as NAME). */
export function toCard({ names, id, url, sku, ...rest }: CardRow, language: LanguageCode, main: LanguageCode): ProductCard {
  const texts = names ?? {};
  return { id, url, sku, name: pick(texts, language, main, Object.values(texts)[0]), ...rest };
}

/** A product page: the product in one language, its images, category ids and visible stocks with availability now. */
const DETAIL_SQL = `
  SELECT p.id, p.sku, p.url, p.is_new, p.is_featured, p.is_hot, p.brand_id,
         ${NAME} AS name,
         COALESCE(t.description, m.description, '') AS description,
         COALESCE(NULLIF(t.meta_title, ''), NULLIF(m.meta_title, ''), t.name, m.name, '') AS meta_title,
         COALESCE(NULLIF(t.meta_description, ''), NULLIF(m.meta_description, ''), '') AS meta_description,
         ARRAY(SELECT i.path FROM product_image i WHERE i.product_id = p.id ORDER BY i."order", i.id) AS images,
         ARRAY(SELECT mp.menu_id FROM menu_product mp WHERE mp.product_id = p.id) AS category_ids,
         (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'sku', s.sku, 'price', s.price::float8, 'special_price', s.special_price::float8,
                   'option_ids', s.option_ids,
                   'available_inventories', COALESCE((SELECT sum(v.available) FROM inventory v JOIN warehouse w ON w.id = v.warehouse_id AND w.enabled
                                                       WHERE v.stock_id = s.id), 0)::float8) ORDER BY s."order", s.id), '[]')
            FROM stock s WHERE s.product_id = p.id AND s.visibled) AS stocks
    FROM product p ${NAME_JOINS(1, 2)}
   WHERE p.url = $3 AND p.visibled`;

/**
 * The visible products of the categories $1 (each once), from the listing rows kept per category
 * (migration CategoryListing): one index range per category, read from the index alone unless the
 * names are asked for (`withNames`, for the name sorts). One category (the usual case) is asked as
 * one id ($1 an int, not an int[]): its rows are unique, and Postgres estimates it well enough to
 * keep one generic plan of the prepared statement instead of planning every request anew.
 */
const CATEGORY_PRODUCTS = (single: boolean, withNames: boolean) => `(
  SELECT ${single ? '' : 'DISTINCT ON (c.product_id) '}c.product_id AS id, c.created_at, c.min_price, c.brand_id, c.option_ids${withNames ? ', c.names' : ''}
    FROM category_listing c WHERE ${single ? 'c.menu_id = $1' : 'c.menu_id = ANY($1) ORDER BY c.product_id'}) p`;

/** The asked category ids as the first value of the statements of CATEGORY_PRODUCTS. */
const scopeValue = (ids: number[]) => (ids.length === 1 ? ids[0] : ids);

const FILTERS_SQL = (single: boolean) => `
  WITH scope AS (SELECT p.brand_id, p.option_ids, p.min_price FROM ${CATEGORY_PRODUCTS(single, false)})
  SELECT
    (SELECT COALESCE(json_agg(json_build_object('id', b.id, 'title', COALESCE(bt.title, bm.title, ''), 'count', c.n) ORDER BY COALESCE(bt.title, bm.title, '')), '[]')
       FROM (SELECT brand_id, count(*)::int AS n FROM scope WHERE brand_id IS NOT NULL GROUP BY brand_id) c
       JOIN brand b ON b.id = c.brand_id AND b.enabled
       LEFT JOIN brand_translation bt ON bt.brand_id = b.id AND bt.language = $2
       LEFT JOIN brand_translation bm ON bm.brand_id = b.id AND bm.language = $3) AS brands,
    (SELECT COALESCE(json_agg(json_build_object('attribute_id', a.id, 'attribute', COALESCE(at.name, am.name, ''), 'id', o.id,
              'value', COALESCE(ot.value, om.value, ''), 'count', c.n) ORDER BY a."order", a.id, o."order", o.id), '[]')
       FROM (SELECT oid, count(*)::int AS n FROM scope, unnest(scope.option_ids) AS oid GROUP BY oid) c
       JOIN attribute_option o ON o.id = c.oid JOIN attribute a ON a.id = o.attribute_id
       LEFT JOIN attribute_translation at ON at.attribute_id = a.id AND at.language = $2
       LEFT JOIN attribute_translation am ON am.attribute_id = a.id AND am.language = $3
       LEFT JOIN attribute_option_translation ot ON ot.option_id = o.id AND ot.language = $2
       LEFT JOIN attribute_option_translation om ON om.option_id = o.id AND om.language = $3) AS options,
    (SELECT json_build_object('min', min(min_price)::float8, 'max', max(min_price)::float8) FROM scope) AS price`;

/**
 * The storefront's catalogue reads. On a cache miss each request runs a fixed number of SQL
 * statements whatever the number of stocks or languages: detail 1 (2 while the titles are not
 * kept), listing 3, search 2 (1 when cards are not kept). What they read is kept in the catalogue
 * cache (see CatalogueCache for how long); listings and searches are put together per request from
 * cached pieces that do not depend on the language: a category scope's products with every display
 * order of them (any filters, sort and page of the scope read from it in the process), a search's
 * ids in display order, and the cards by product with their names in every language.
 */
@Injectable()
export class CatalogService {
  private readonly details;
  private readonly cards;
  private readonly filters;
  private readonly orders;
  private readonly scopes;
  private readonly postings;
  private readonly dictionaries;
  private readonly answers;
  /** Whether cards are kept: when they are, a statement that finds ids leaves the cards to the card cache (see cardsPage). */
  private readonly keepsCards: boolean;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly menus: MenuService,
    cache: CatalogueCache,
  ) {
    // A product page by [language, url]: a product change drops its addresses, a stock change its page.
    // Kept as sent (JsonAnswer: its JSON text and compressed bodies made once).
    this.details = cache.create<JsonAnswer<ProductDetail>>({
      evict: {
        'product.changed': (key, detail, change) => change.urls.includes(JSON.parse(key)[1]) || change.ids.includes(detail.value.id),
        'inventory.changed': (_key, detail, change) => change.productIds.includes(detail.value.id),
      },
    });
    // Cards by product id, in every language (undefined: not visible): shared by every listing,
    // search and page that shows the product. Every change of a card's product or its stock drops
    // it at once (reservations and sales too), so it is kept as long as the shared pieces: the time
    // only bounds what a process misses while Redis is away.
    this.cards = cache.create<CardRow | undefined>({
      max: 20_000,
      shared: true,
      evict: {
        'product.changed': (key, _card, change) => change.ids.includes(Number(key)),
        'inventory.changed': (key, _card, change) => change.productIds.includes(Number(key)),
      },
    });
    this.keepsCards = cache.keeps;
    // Brand, category and option titles: read from the shop's structure alone, products do not change them.
    this.dictionaries = cache.create<CatalogueDictionary>({ max: 1, structure: true });
    // A search's ids in display order (a sort other than relevance, or several words): shared by all
    // its pages, at most 300 at once. Any product change may move products in or out, or along it.
    this.orders = cache.create<number[]>({ max: 300, shared: true, evict: { 'product.changed': 'all' } });
    // A one-key search's best ids by relevance (at most POSTING_IDS) and its number of matches: kept
    // as the orders are, for the one- and two-character Chinese terms and the word prefixes asked most.
    // A category scope's products and their display orders (ListingScope), kept in this process: with
    // the cache on, every page of every filter combination and sort of the scope is read from it with
    // no statement. 500 scopes at most; each holds a few numbers per product of its categories.
    this.scopes = cache.create<ListingScope>({ max: 500, shared: true, evict: { 'product.changed': 'all' } });
    this.postings = cache.create<{ ids: number[]; total: number }>({ max: 2000, shared: true, evict: { 'product.changed': 'all' } });
    this.filters = cache.create<ListingFilters>({ max: 2000, shared: true, evict: { 'product.changed': 'all' } });
    // Whole answers of listings and searches by what was asked, each kept as its JSON text alone
    // (compact; compressed bodies made once) with the ids of the products it shows: a repeated page
    // costs a lookup. Built from the pieces above, so a miss costs what it did; any product change may
    // move products in or out of any answer, and a stock change drops the answers that show the product.
    this.answers = cache.create<KeptAnswer>({
      max: 5000,
      evict: {
        'product.changed': 'all',
        'inventory.changed': (_key, kept, change) => kept.ids.some((id) => change.productIds.includes(id)),
      },
    });
  }

  /**
   * The asked language (else the main one), the main language, and whether prices are hidden from
   * this shopper: a members-only shop (member_only "1") shows them to signed-in shoppers only.
   */
  private async reader(language: LanguageCode | undefined, customer: CustomerPrincipal | undefined): Promise<[LanguageCode, LanguageCode, boolean]> {
    const values = await this.settings.all();
    return [language ?? values.main_language, values.main_language, values.member_only === '1' && customer === undefined];
  }

  /** POST /api/product: one statement, with brand, category and option titles from the dictionary. */
  async product(dto: ProductByUrlDto, customer?: CustomerPrincipal): Promise<JsonAnswer<ProductDetail>> {
    const [language, main, hidden] = await this.reader(dto.language, customer);
    const detail = await this.productIn(language, main, dto.url);
    return hidden ? new JsonAnswer(detailWithoutPrices(detail.value)) : detail;
  }

  private productIn(language: LanguageCode, main: LanguageCode, url: string): Promise<JsonAnswer<ProductDetail>> {
    return this.details.get(JSON.stringify([language, url]), async () => {
      const [[row], dictionary] = await Promise.all([
        preparedQuery<DetailRow>(this.dataSource, 'catalog_detail', DETAIL_SQL, [language, main, url]),
        this.dictionary(),
      ]);
      if (!row) throw new NotFoundError(catalogMessages.product_not_found);
      const { stocks, brand_id, category_ids, images, ...product } = row;
      return new JsonAnswer(
        toDetail(
          {
            ...product,
            brand: dictionary.brand(brand_id, language, main),
            images: images.map((path) => ({ path })),
            categories: dictionary.categories(category_ids, language, main),
          },
          stocks,
          groupOptions(
            dictionary.options(
              stocks.flatMap((s) => s.option_ids),
              language,
              main,
            ),
          ),
        ),
      );
    });
  }

  private dictionary(): Promise<CatalogueDictionary> {
    return this.dictionaries.get('', async () => {
      const [row] = await preparedQuery<DictionaryRow>(this.dataSource, 'catalog_dictionary', DICTIONARY_SQL, []);
      return new CatalogueDictionary(row);
    });
  }

  /** POST /api/category: the category from the menu tree, a page of its products (and its sub-categories'), and the filters. */
  async category(dto: CategoryListingDto, customer?: CustomerPrincipal): Promise<JsonAnswer<CategoryListing>> {
    const [language, main, hidden] = await this.reader(dto.language, customer);
    const key = JSON.stringify([
      'category',
      language,
      hidden,
      dto.url,
      sortedIds(dto.brand_ids),
      sortedIds(dto.option_ids),
      dto.price_min ?? null,
      dto.price_max ?? null,
      dto.sort ?? null,
      dto.page ?? 1,
      dto.per_page ?? 20,
    ]);
    return this.keptAnswer(key, () => this.categoryIn(dto, language, main, hidden));
  }

  private async categoryIn(dto: CategoryListingDto, language: LanguageCode, main: LanguageCode, hidden: boolean): Promise<CategoryListing> {
    // Hidden prices are not found by filtering on them either: the price range is left out.
    if (hidden) dto = { ...dto, price_min: undefined, price_max: undefined };
    const trail = await this.menus.pathTo(dto.url, language);
    const node = trail.at(-1)!;
    if (node.type !== 'category') throw new NotFoundError(menuShopMessages.page_not_found);
    const ids = descendants(node);
    const sort = dto.sort ?? 'newest';
    if (this.keepsCards) return this.keptCategory(dto, trail, ids, sort, language, main, hidden);
    // With the cache off, at most 3 statements: the menu tree, the filters, and the page's order with its cards.
    const conditions: string[] = [];
    const single = ids.length === 1;
    const params: unknown[] = [scopeValue(ids)];
    const ctes: string[] = [];
    if (dto.brand_ids?.length) {
      params.push(dto.brand_ids);
      conditions.push(`p.brand_id = ANY($${params.length})`);
    }
    if (dto.option_ids?.length) {
      // Values of one attribute widen the choice; different attributes narrow it. The asked options
      // are grouped by attribute once, then each product is checked against the few groups.
      params.push(dto.option_ids);
      ctes.push(
        `option_groups AS MATERIALIZED (SELECT array_agg(o.id) AS ids FROM attribute_option o WHERE o.id = ANY($${params.length}) GROUP BY o.attribute_id)`,
      );
      conditions.push(`NOT EXISTS (SELECT 1 FROM option_groups g WHERE NOT g.ids && p.option_ids)`);
    }
    if (dto.price_min !== undefined) {
      params.push(dto.price_min);
      conditions.push(`p.min_price >= $${params.length}`);
    }
    if (dto.price_max !== undefined) {
      params.push(dto.price_max);
      conditions.push(`p.min_price <= $${params.length}`);
    }
    const byName = BY_NAME.has(sort);
    const names = byName ? (language: number, main: number) => `COALESCE(p.names ->> $${language}, p.names ->> $${main}, '')` : undefined;
    const [listing, filters] = await Promise.all([
      this.page({ ctes, from: `FROM ${CATEGORY_PRODUCTS(single, byName)}`, conditions, params, sort, names }, language, main, dto.page, dto.per_page),
      this.filtersOf(ids, language, main),
    ]);
    return categoryAnswer(trail, listing, filters, hidden);
  }

  /**
   * A category page with the cache on: the page from the scope kept in this process (ListingScope),
   * its cards from the card cache, the filters kept per scope and language. Once those are kept, any
   * filters, sort and page cost no statement but the cards the card cache lacks.
   */
  private async keptCategory(
    dto: CategoryListingDto,
    trail: MenuNode[],
    ids: number[],
    sort: ListingSort,
    language: LanguageCode,
    main: LanguageCode,
    hidden: boolean,
  ): Promise<CategoryListing> {
    const page = dto.page ?? 1;
    const perPage = dto.per_page ?? 20;
    const single = ids.length === 1;
    const scopeKey = JSON.stringify([main, ids]);
    const filtersKey = JSON.stringify([language, ids]);
    // Neither kept (a scope's first page): one statement reads both.
    const both =
      this.scopes.holds(scopeKey) || this.filters.holds(filtersKey)
        ? undefined
        : preparedQuery<ScopeRow & FiltersRow>(
            this.dataSource,
            'catalog_scope_filters',
            `SELECT * FROM (${SCOPE_SQL(CATEGORY_PRODUCTS(single, true), 3)}) s, (${FILTERS_SQL(single)}) f`,
            [scopeValue(ids), language, main],
          ).then(([row]) => row);
    const [scope, filters, optionGroups] = await Promise.all([
      this.scopes.get(scopeKey, async () => {
        const row = both
          ? await both
          : (await preparedQuery<ScopeRow>(this.dataSource, 'catalog_scope', SCOPE_SQL(CATEGORY_PRODUCTS(single, true), 2), [scopeValue(ids), main]))[0];
        return new ListingScope(row);
      }),
      both ? this.filters.get(filtersKey, async () => toFilters(await both)) : this.filtersOf(ids, language, main),
      dto.option_ids?.length ? this.dictionary().then((dictionary) => dictionary.optionGroups(dto.option_ids!)) : undefined,
    ]);
    const filter: ListingFilter = { brandIds: dto.brand_ids, optionGroups, priceMin: dto.price_min, priceMax: dto.price_max };
    const found = scope.page(filter, sort, language, (page - 1) * perPage, perPage);
    const listing: ProductListing = {
      ...(await this.cardsPage(found.ids, undefined, language, main)),
      total: found.total,
      page,
      per_page: perPage,
      prices_hidden: false,
    };
    return categoryAnswer(trail, listing, filters, hidden);
  }

  /** The filters of a category scope in a language: the same for every page and sort, kept apart from the pages. */
  private filtersOf(ids: number[], language: LanguageCode, main: LanguageCode): Promise<ListingFilters> {
    return this.filters.get(JSON.stringify([language, ids]), async () => {
      const [row] = await preparedQuery<FiltersRow>(this.dataSource, 'catalog_filters', FILTERS_SQL(ids.length === 1), [scopeValue(ids), language, main]);
      return toFilters(row);
    });
  }

  /**
   * POST /api/product/search: at most 2 statements, one that finds the page's ids and one for the
   * cards the card cache does not hold. A search by relevance for one thing (one or two Chinese
   * characters, or one word as a prefix) reads search_posting's index (see postingPage); others the
   * GIN-indexed search document.
   */
  async search(dto: SearchDto, customer?: CustomerPrincipal): Promise<JsonAnswer<SearchResult>> {
    const [language, main, hidden] = await this.reader(dto.language, customer);
    const key = JSON.stringify(['search', language, hidden, dto.keyword, dto.sort ?? null, dto.page ?? 1, dto.per_page ?? 20]);
    return this.keptAnswer(key, async () => {
      const listing = await this.searchIn(dto, language, main);
      return { keyword: dto.keyword, ...(hidden ? listingWithoutPrices(listing) : listing) };
    });
  }

  /** A listing or search answer by what was asked: kept compact, with the ids of its products. */
  private async keptAnswer<T extends ProductListing>(key: string, make: () => Promise<T>): Promise<JsonAnswer<T>> {
    const kept = await this.answers.get(key, async () => {
      const listing = await make();
      return { answer: new JsonAnswer<ProductListing>(listing).compact(), ids: listing.products.map((card) => card.id) };
    });
    return kept.answer as JsonAnswer<T>;
  }

  private async searchIn(dto: SearchDto, language: LanguageCode, main: LanguageCode): Promise<ProductListing> {
    const query = searchQuery(dto.keyword);
    if (!query) return { products: [], total: 0, page: dto.page ?? 1, per_page: dto.per_page ?? 20, prices_hidden: false };
    const key = (dto.sort ?? 'relevance') === 'relevance' ? postingKey(query) : undefined;
    const best = key === undefined ? undefined : await this.postingPage(key, language, main, dto.page, dto.per_page);
    if (best) return best;
    // Past the postings' best ids, the full ranking brings its cards: two statements in all.
    return this.page(
      { ctes: [], from: 'FROM product p', conditions: ['p.visibled', 'p.search_document @@ $1::tsquery'], params: [query], sort: dto.sort ?? 'relevance' },
      language,
      main,
      dto.page,
      dto.per_page,
      key !== undefined,
    );
  }

  /**
   * A page of a search for one posting key by relevance, from search_posting (migrations
   * SearchPostings and SearchPrefixPostings): the matches' number and the best POSTING_IDS ids, in
   * the order of `ts_rank DESC, id ASC`, read from one index (a posting's rank is what ts_rank gives
   * its product for that lexeme or prefix), so the page is the one the full ranking gives. Undefined
   * for a page past those ids (the full ranking answers).
   */
  private async postingPage(key: string, language: LanguageCode, main: LanguageCode, page = 1, perPage = 20): Promise<ProductListing | undefined> {
    const offset = (page - 1) * perPage;
    const withCards = !this.keepsCards;
    let read: CardRow[] | undefined;
    const { ids, total } = await this.postings.get(key, async () => {
      const [row] = await preparedQuery<{ ids: number[]; total: number; cards?: CardRow[] }>(
        this.dataSource,
        'catalog_search_posting',
        POSTING_SQL(withCards),
        withCards ? [key, POSTING_IDS, offset + 1, offset + perPage] : [key, POSTING_IDS],
      );
      read = row.cards;
      return { ids: row.ids, total: row.total };
    });
    if (offset + perPage > ids.length && total > ids.length) return undefined;
    return { ...(await this.cardsPage(ids.slice(offset, offset + perPage), read, language, main)), total, page, per_page: perPage, prices_hidden: false };
  }

  /** The cards of a page's ids: those read with the ids when given, else the card cache's. */
  private async cardsPage(slice: number[], read: CardRow[] | undefined, language: LanguageCode, main: LanguageCode): Promise<Pick<ProductListing, 'products'>> {
    if (read) this.keepCards(slice, read);
    const rows = read ?? (slice.length === 0 ? [] : await this.cardsOf(slice));
    return { products: rows.map((row) => toCard(row, language, main)) };
  }

  /** The cards of the visible ones of these products, in their order: kept ones from the card cache, the others read with one statement. */
  private async cardsOf(ids: number[]): Promise<CardRow[]> {
    const cards = await this.cards.getMany(ids.map(String), async (missing) => {
      const [{ cards: read }] = await preparedQuery<{ cards: CardRow[] }>(this.dataSource, 'catalog_cards', `SELECT (${CARDS_SQL('$1::int[]')}) AS cards`, [
        missing.map(Number),
      ]);
      return new Map(read.map((card) => [String(card.id), card]));
    });
    return ids.flatMap((id) => cards.get(String(id)) ?? []);
  }

  /** Keeps the cards read with the ids that found them; a product of `ids` left out is not visible. */
  private keepCards(ids: number[], read: CardRow[]): void {
    const byId = new Map(read.map((card) => [card.id, card]));
    for (const id of ids) this.cards.set(String(id), byId.get(id));
  }

  /**
   * One page of a listing. The listing's matching ids in display order are kept in the order cache
   * (shared by every page and, unless the sort is by name, every language), and the cards by product
   * in the card cache (shared by every listing and language). On a miss of the order, one statement
   * reads it, and a second one the page's cards the card cache lacks; the order's statement brings
   * the page's cards itself when cards are not kept, or when `bringCards` says the request already
   * ran another statement. The cards re-check visibility, so a product hidden meanwhile never shows.
   */
  private async page(query: ListingQuery, language: LanguageCode, main: LanguageCode, page = 1, perPage = 20, bringCards = false): Promise<ProductListing> {
    const { ctes, from, conditions, params, sort } = query;
    // Only the name sorts read the names (and take the languages as their last two values): the
    // listing from its kept rows, a search through the translation joins.
    const byName = sort !== 'relevance' && BY_NAME.has(sort);
    const values = byName ? [...params, language, main] : params;
    const joins = byName && !query.names ? NAME_JOINS(params.length + 1, params.length + 2) : '';
    const name = query.names?.(params.length + 1, params.length + 2) ?? `COALESCE(t.name, m.name, '')`;
    const order = sort === 'relevance' ? 'ts_rank(p.search_document, $1::tsquery) DESC, p.id ASC' : ORDER[sort](name);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const offset = (page - 1) * perPage;
    let read: CardRow[] | undefined;
    const withCards = bringCards || !this.keepsCards;
    // The order's key is its statement's text and values.
    const ids = await this.orders.get(JSON.stringify([order, from, joins, where, values]), async () => {
      if (!withCards) {
        const [row] = await preparedQuery<{ ids: number[] | null }>(
          this.dataSource,
          'catalog_order_ids',
          `${ctes.length > 0 ? `WITH ${ctes.join(', ')} ` : ''}SELECT array_agg(p.id ORDER BY ${order}) AS ids ${from} ${joins} ${where}`,
          values,
        );
        return row.ids ?? [];
      }
      const next = values.length + 1;
      const [row] = await preparedQuery<{ ids: number[] | null; cards: CardRow[] }>(
        this.dataSource,
        'catalog_order',
        `WITH ${[...ctes, `ordered AS (SELECT array_agg(p.id ORDER BY ${order}) AS ids ${from} ${joins} ${where})`].join(', ')}
         SELECT ordered.ids, (${CARDS_SQL(`ordered.ids[$${next}:$${next + 1}]`)}) AS cards FROM ordered`,
        [...values, offset + 1, offset + perPage],
      );
      read = row.cards;
      return row.ids ?? [];
    });
    return {
      ...(await this.cardsPage(ids.slice(offset, offset + perPage), read, language, main)),
      total: ids.length,
      page,
      per_page: perPage,
      prices_hidden: false,
    };
  }
}

/** How many of a one-key search's best ids one read keeps (50 pages of 20); a page past them ranks all matches. */
const POSTING_IDS = 1000;

/**
 * $1 the posting key, $2 POSTING_IDS, and `withCards` the page's bounds in the ids ($3, $4) for its cards:
 * two index-only reads of IDX_search_posting_order.
 */
const POSTING_SQL = (withCards: boolean) => `
  WITH best AS MATERIALIZED (SELECT (SELECT count(*) FROM search_posting WHERE lexeme = $1)::int AS total,
                       ARRAY(SELECT product_id FROM search_posting WHERE lexeme = $1 ORDER BY rank DESC, product_id LIMIT $2) AS ids)
  SELECT best.total, best.ids${withCards ? `, (${CARDS_SQL('best.ids[$3:$4]')}) AS cards` : ''} FROM best`;

/** What one listing page reads: the statement's pieces and the asked sort (a search without one sorts by relevance). */
interface ListingQuery {
  ctes: string[];
  from: string;
  conditions: string[];
  params: unknown[];
  sort: ListingSort | 'relevance';
  /** The name expression, given the parameter numbers of the asked and the main language; the translation joins when left out. */
  names?: (language: number, main: number) => string;
}

/** A product page as a guest of a members-only shop sees it: every price null. */
function detailWithoutPrices(detail: ProductDetail): ProductDetail {
  return {
    ...detail,
    stocks: detail.stocks.map((stock) => ({ ...stock, price: null, special_price: null, final_price: null })),
    price: null,
    max_price: null,
    prices_hidden: true,
  };
}

/** Cards (a listing page, a homepage strip) as a guest of a members-only shop sees them: every price null. */
export function listingWithoutPrices<T extends Pick<ProductListing, 'products' | 'prices_hidden'>>(listing: T): T {
  return { ...listing, products: listing.products.map((card) => ({ ...card, price: null, regular_price: null })), prices_hidden: true };
}

/** A kept listing or search answer, and the products it shows (a stock change of one of them drops it). */
interface KeptAnswer {
  answer: JsonAnswer<ProductListing>;
  ids: number[];
}

/** The filters as FILTERS_SQL reads them: options one row each. */
type FiltersRow = Omit<ListingFilters, 'options'> & { options: CountedOptionRow[] };

function toFilters(row: FiltersRow): ListingFilters {
  return { brands: row.brands, options: groupOptions(row.options), price: row.price };
}

/** A category answer: the category with its sub-categories and ancestors, the page, and the filters (prices left out when hidden). */
function categoryAnswer(trail: MenuNode[], listing: ProductListing, filters: ListingFilters, hidden: boolean): CategoryListing {
  const { children, ...category } = trail.at(-1)!;
  return {
    category: {
      ...category,
      children: children.map(({ children: _c, ...c }) => c),
      ancestors: trail.slice(0, -1).map(({ id, title, link, url, type }) => ({ id, title, link, url, type })),
    },
    ...(hidden ? listingWithoutPrices(listing) : listing),
    filters: hidden ? { ...filters, price: { min: null, max: null } } : filters,
  };
}

/** Ids as a key part: the same set in any order is the same listing. */
function sortedIds(ids: number[] | undefined): number[] {
  return ids ? [...new Set(ids)].sort((a, b) => a - b) : [];
}

/** A category and every category under it. */
export function descendants(node: MenuNode): number[] {
  return [node.id, ...node.children.flatMap(descendants)];
}
