import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LANGUAGE_CODES, type LanguageCode } from '../../common/i18n/languages';
import { preparedQuery } from '../../database/prepared-query';
import type { CategoryListingDto, ListingSort } from './catalog.dto';
import type { CountedOptionRow, StockView } from './catalog.presenter';
import type { ListingFilters, ProductCard } from './catalog.responses';
import type { DictionaryRow } from './catalogue-dictionary';
import type { ScopeRow } from './listing-scope';
import type { Texts } from './texts';

/** A product page as DETAIL_SQL reads it. */
export interface DetailRow {
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

/** The filters as FILTERS_SQL reads them: options one row each. */
export type FiltersRow = Omit<ListingFilters, 'options'> & { options: CountedOptionRow[] };

/**
 * The products of a category scope (the category and those under it, each once, from the listing
 * rows of migration CategoryListing, `products`) as columns, and every display order of them as the
 * database sorts it; `main` the parameter of the main language. The name orders are read per language
 * with the main language's name as the fallback, as the listing statement orders them, so the
 * database's collation decides them here too.
 */
const SCOPE_SQL = (products: string, main: number) => {
  const nameOrders = LANGUAGE_CODES.flatMap((language) => {
    const name = `COALESCE(p.names ->> '${language}', p.names ->> $${main}, '')`;
    return [`'name_asc:${language}', array_agg(p.i ORDER BY ${name} ASC, p.id ASC)`, `'name_desc:${language}', array_agg(p.i ORDER BY ${name} DESC, p.id ASC)`];
  });
  return `
  WITH p AS (SELECT p.*, (row_number() OVER (ORDER BY p.id) - 1)::int AS i FROM ${products})
  SELECT COALESCE(array_agg(p.id ORDER BY p.i), '{}') AS product_ids,
         COALESCE(array_agg(p.brand_id ORDER BY p.i), '{}') AS product_brands,
         COALESCE(array_agg(p.min_price::float8 ORDER BY p.i), '{}') AS product_prices,
         COALESCE(json_agg(p.option_ids ORDER BY p.i), '[]') AS product_options,
         json_build_object(
           'newest', array_agg(p.i ORDER BY p.created_at DESC, p.id DESC),
           'price_asc', array_agg(p.i ORDER BY p.min_price ASC NULLS LAST, p.id ASC),
           'price_desc', array_agg(p.i ORDER BY p.min_price DESC NULLS LAST, p.id ASC),
           ${nameOrders.join(',\n           ')}) AS orders
    FROM p`;
};

/**
 * The catalogue's small, shared tables in every language, read with one statement: enabled brands,
 * attribute options with their attributes, enabled menus. Product pages take their titles from here
 * instead of joining six translation tables per request.
 */
const DICTIONARY_SQL = `
  SELECT
    (SELECT COALESCE(json_object_agg(b.id, json_build_object('url', b.url,
              'titles', (SELECT COALESCE(json_object_agg(x.language, x.title), '{}') FROM brand_translation x WHERE x.brand_id = b.id))), '{}')
       FROM brand b WHERE b.enabled) AS brands,
    (SELECT COALESCE(json_object_agg(o.id, json_build_object('attribute_id', a.id, 'attribute_order', a."order", 'order', o."order",
              'names', (SELECT COALESCE(json_object_agg(x.language, x.name), '{}') FROM attribute_translation x WHERE x.attribute_id = a.id),
              'values', (SELECT COALESCE(json_object_agg(x.language, x.value), '{}') FROM attribute_option_translation x WHERE x.option_id = o.id))), '{}')
       FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id) AS options,
    (SELECT COALESCE(json_object_agg(c.id, json_build_object('url', c.url,
              'titles', (SELECT COALESCE(json_object_agg(x.language, x.title), '{}') FROM menu_translation x WHERE x.menu_id = c.id))), '{}')
       FROM menu c WHERE c.enabled) AS categories`;

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

/** A one-key search's matches as POSTING_SQL reads them: their number, the best ids, and the page's cards when asked for. */
export interface PostingRow {
  ids: number[];
  total: number;
  cards?: CardRow[];
}

/** The cards of the products $1 (an int[]), in its order. */
const CARDS_BY_IDS_SQL = `SELECT (${CARDS_SQL('$1::int[]')}) AS cards`;

/**
 * One listing's statement in pieces (its text is put together only when it runs), and the key of
 * what it finds: its text and values.
 */
export interface ListingStatement {
  readonly key: string;
  readonly ctes: string[];
  readonly from: string;
  readonly joins: string;
  readonly where: string;
  readonly order: string;
  readonly values: unknown[];
}

/** A listing's matching ids in display order. */
const ORDER_IDS_SQL = ({ ctes, order, from, joins, where }: ListingStatement) =>
  `${ctes.length > 0 ? `WITH ${ctes.join(', ')} ` : ''}SELECT array_agg(p.id ORDER BY ${order}) AS ids ${from} ${joins} ${where}`;

/** A listing's matching ids in display order and the cards of a page of them (its bounds in the ids are the two values after the statement's). */
const ORDER_WITH_CARDS_SQL = ({ ctes, order, from, joins, where, values }: ListingStatement) => {
  const next = values.length + 1;
  return `WITH ${[...ctes, `ordered AS (SELECT array_agg(p.id ORDER BY ${order}) AS ids ${from} ${joins} ${where})`].join(', ')}
         SELECT ordered.ids, (${CARDS_SQL(`ordered.ids[$${next}:$${next + 1}]`)}) AS cards FROM ordered`;
};

/** A category listing's filters as asked. */
export type CategoryFilter = Pick<CategoryListingDto, 'brand_ids' | 'option_ids' | 'price_min' | 'price_max'>;

/**
 * The storefront catalogue's statements: product pages, cards, category scopes and their filters,
 * listing orders and search postings, and the dictionary of titles. Hot reads run as named prepared
 * statements (preparedQuery), each planned once per connection. They read the product module's
 * tables (product, product_translation, product_image, stock), and those of inventory, warehouse,
 * menu (menu, menu_translation, menu_product), brand, attribute and search (category_listing and
 * search_posting, which triggers keep); the catalogue writes nothing.
 */
@Injectable()
export class CatalogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The visible product with this url in a language (none when there is none). */
  detail(language: LanguageCode, main: LanguageCode, url: string): Promise<DetailRow[]> {
    return preparedQuery<DetailRow>(this.dataSource, 'catalog_detail', DETAIL_SQL, [language, main, url]);
  }

  /** The titles of enabled brands, options with their attributes, and enabled menus in every language (one row). */
  dictionary(): Promise<DictionaryRow[]> {
    return preparedQuery<DictionaryRow>(this.dataSource, 'catalog_dictionary', DICTIONARY_SQL, []);
  }

  /** A category scope's products with their display orders and its filters in a language, in one statement (one row). */
  scopeAndFilters(ids: number[], language: LanguageCode, main: LanguageCode): Promise<(ScopeRow & FiltersRow)[]> {
    const single = ids.length === 1;
    return preparedQuery<ScopeRow & FiltersRow>(
      this.dataSource,
      'catalog_scope_filters',
      `SELECT * FROM (${SCOPE_SQL(CATEGORY_PRODUCTS(single, true), 3)}) s, (${FILTERS_SQL(single)}) f`,
      [scopeValue(ids), language, main],
    );
  }

  /** A category scope's products with their display orders (one row). */
  scope(ids: number[], main: LanguageCode): Promise<ScopeRow[]> {
    return preparedQuery<ScopeRow>(this.dataSource, 'catalog_scope', SCOPE_SQL(CATEGORY_PRODUCTS(ids.length === 1, true), 2), [scopeValue(ids), main]);
  }

  /** A category scope's filters in a language (one row). */
  filters(ids: number[], language: LanguageCode, main: LanguageCode): Promise<FiltersRow[]> {
    return preparedQuery<FiltersRow>(this.dataSource, 'catalog_filters', FILTERS_SQL(ids.length === 1), [scopeValue(ids), language, main]);
  }

  /** A one-key search's number of matches and best ids, with the cards of the page at `offset` when `withCards` (one row). */
  postings(key: string, withCards: boolean, offset: number, perPage: number): Promise<PostingRow[]> {
    return preparedQuery<PostingRow>(
      this.dataSource,
      'catalog_search_posting',
      POSTING_SQL(withCards),
      withCards ? [key, POSTING_IDS, offset + 1, offset + perPage] : [key, POSTING_IDS],
    );
  }

  /** The cards of the visible ones of these products, in their order (one row). */
  cards(ids: number[]): Promise<{ cards: CardRow[] }[]> {
    return preparedQuery<{ cards: CardRow[] }>(this.dataSource, 'catalog_cards', CARDS_BY_IDS_SQL, [ids]);
  }

  /**
   * The statement of a category listing with the cache off: the visible products of the categories
   * `ids` (each once) that the filters let through, in the asked order.
   */
  categoryListing(ids: number[], filter: CategoryFilter, sort: ListingSort, language: LanguageCode, main: LanguageCode): ListingStatement {
    const conditions: string[] = [];
    const params: unknown[] = [scopeValue(ids)];
    const ctes: string[] = [];
    if (filter.brand_ids?.length) {
      params.push(filter.brand_ids);
      conditions.push(`p.brand_id = ANY($${params.length})`);
    }
    if (filter.option_ids?.length) {
      // Values of one attribute widen the choice; different attributes narrow it. The asked options
      // are grouped by attribute once, then each product is checked against the few groups.
      params.push(filter.option_ids);
      ctes.push(
        `option_groups AS MATERIALIZED (SELECT array_agg(o.id) AS ids FROM attribute_option o WHERE o.id = ANY($${params.length}) GROUP BY o.attribute_id)`,
      );
      conditions.push(`NOT EXISTS (SELECT 1 FROM option_groups g WHERE NOT g.ids && p.option_ids)`);
    }
    if (filter.price_min !== undefined) {
      params.push(filter.price_min);
      conditions.push(`p.min_price >= $${params.length}`);
    }
    if (filter.price_max !== undefined) {
      params.push(filter.price_max);
      conditions.push(`p.min_price <= $${params.length}`);
    }
    const byName = BY_NAME.has(sort);
    const names = byName ? (language: number, main: number) => `COALESCE(p.names ->> $${language}, p.names ->> $${main}, '')` : undefined;
    return listingStatement(ctes, `FROM ${CATEGORY_PRODUCTS(ids.length === 1, byName)}`, conditions, params, sort, names, language, main);
  }

  /** The statement of a search through the search document: the visible products matching the tsquery, in the asked order. */
  searchListing(query: string, sort: ListingSort | 'relevance', language: LanguageCode, main: LanguageCode): ListingStatement {
    return listingStatement([], 'FROM product p', ['p.visibled', 'p.search_document @@ $1::tsquery'], [query], sort, undefined, language, main);
  }

  /** A listing's matching ids in display order (one row; ids null when none match). */
  orderIds(statement: ListingStatement): Promise<{ ids: number[] | null }[]> {
    return preparedQuery<{ ids: number[] | null }>(this.dataSource, 'catalog_order_ids', ORDER_IDS_SQL(statement), statement.values);
  }

  /** A listing's matching ids in display order, and the cards of the page at `offset` (one row). */
  orderWithCards(statement: ListingStatement, offset: number, perPage: number): Promise<{ ids: number[] | null; cards: CardRow[] }[]> {
    return preparedQuery<{ ids: number[] | null; cards: CardRow[] }>(this.dataSource, 'catalog_order', ORDER_WITH_CARDS_SQL(statement), [
      ...statement.values,
      offset + 1,
      offset + perPage,
    ]);
  }
}

/**
 * A listing's statement from its pieces and the asked sort (a search without one sorts by
 * relevance). Only the name sorts read the names, and take the languages as their last two values:
 * a category listing from its kept rows (`names`, given the parameter numbers of the asked and the
 * main language), a search through the translation joins.
 */
function listingStatement(
  ctes: string[],
  from: string,
  conditions: string[],
  params: unknown[],
  sort: ListingSort | 'relevance',
  names: ((language: number, main: number) => string) | undefined,
  language: LanguageCode,
  main: LanguageCode,
): ListingStatement {
  const byName = sort !== 'relevance' && BY_NAME.has(sort);
  const values = byName ? [...params, language, main] : params;
  const joins = byName && !names ? NAME_JOINS(params.length + 1, params.length + 2) : '';
  const name = names?.(params.length + 1, params.length + 2) ?? `COALESCE(t.name, m.name, '')`;
  const order = sort === 'relevance' ? 'ts_rank(p.search_document, $1::tsquery) DESC, p.id ASC' : ORDER[sort](name);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  // The order's key is its statement's text and values.
  return { key: JSON.stringify([order, from, joins, where, values]), ctes, from, joins, where, order, values };
}
