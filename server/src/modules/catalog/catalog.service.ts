import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { preparedQuery } from '../../database/prepared-query';
import { MenuNode, MenuService } from '../menu/menu.service';
import { searchQuery } from '../search/search-text';
import { SettingsService } from '../settings/settings.service';
import { CategoryListingDto, ListingSort, ProductByUrlDto, SearchDto } from './catalog.dto';
import { groupOptions, OptionRow, ProductCard, ProductDetail, StockView, toDetail } from './catalog.presenter';
import { CatalogueCache } from './catalogue-cache';

export const EMPTY_PRODUCT = 'Product not found';

/** A product's name in the asked language ($1), else the main language ($2), else any. */
const NAME = `COALESCE(t.name, m.name, (SELECT a.name FROM product_translation a WHERE a.product_id = p.id ORDER BY a.id LIMIT 1), '')`;

const ORDER: Record<ListingSort, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  price_asc: 'p.min_price ASC NULLS LAST, p.id ASC',
  price_desc: 'p.min_price DESC NULLS LAST, p.id ASC',
  // The expression, not the output name: a window's ORDER BY cannot see output names.
  name_asc: `COALESCE(t.name, m.name, '') ASC, p.id ASC`,
  name_desc: `COALESCE(t.name, m.name, '') DESC, p.id ASC`,
};

const NAME_JOINS = `
  LEFT JOIN product_translation t ON t.product_id = p.id AND t.language = $1
  LEFT JOIN product_translation m ON m.product_id = p.id AND m.language = $2`;

/** Sellable now: a visible stock with available inventory in an enabled warehouse. */
const IN_STOCK = `EXISTS (SELECT 1 FROM stock s JOIN inventory v ON v.stock_id = s.id JOIN warehouse w ON w.id = v.warehouse_id
                          WHERE s.product_id = p.id AND s.visibled AND w.enabled AND v.available > 0)`;

const DETAIL_SQL = `
  SELECT p.id, p.sku, p.url, p.is_new, p.is_featured, p.is_hot,
         ${NAME} AS name,
         COALESCE(t.description, m.description, '') AS description,
         COALESCE(NULLIF(t.meta_title, ''), NULLIF(m.meta_title, ''), t.name, m.name, '') AS meta_title,
         COALESCE(NULLIF(t.meta_description, ''), NULLIF(m.meta_description, ''), '') AS meta_description,
         (SELECT json_build_object('id', b.id, 'url', b.url, 'title', COALESCE(bt.title, bm.title, ''))
            FROM brand b LEFT JOIN brand_translation bt ON bt.brand_id = b.id AND bt.language = $1
            LEFT JOIN brand_translation bm ON bm.brand_id = b.id AND bm.language = $2
           WHERE b.id = p.brand_id AND b.enabled) AS brand,
         (SELECT COALESCE(json_agg(json_build_object('path', i.path) ORDER BY i."order", i.id), '[]')
            FROM product_image i WHERE i.product_id = p.id) AS images,
         (SELECT COALESCE(json_agg(json_build_object('id', c.id, 'url', c.url, 'title', COALESCE(ct.title, cm.title, '')) ORDER BY c.id), '[]')
            FROM menu_product mp JOIN menu c ON c.id = mp.menu_id AND c.enabled
            LEFT JOIN menu_translation ct ON ct.menu_id = c.id AND ct.language = $1
            LEFT JOIN menu_translation cm ON cm.menu_id = c.id AND cm.language = $2
           WHERE mp.product_id = p.id) AS categories,
         (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'sku', s.sku, 'price', s.price::float8, 'special_price', s.special_price::float8,
                   'option_ids', s.option_ids,
                   'available_inventories', COALESCE((SELECT sum(v.available) FROM inventory v JOIN warehouse w ON w.id = v.warehouse_id AND w.enabled
                                                       WHERE v.stock_id = s.id), 0)::float8) ORDER BY s."order", s.id), '[]')
            FROM stock s WHERE s.product_id = p.id AND s.visibled) AS stocks,
         (SELECT COALESCE(json_agg(json_build_object('attribute_id', a.id, 'attribute', COALESCE(at.name, am.name, ''), 'id', o.id,
                   'value', COALESCE(ot.value, om.value, '')) ORDER BY a."order", a.id, o."order", o.id), '[]')
            FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id
            LEFT JOIN attribute_translation at ON at.attribute_id = a.id AND at.language = $1
            LEFT JOIN attribute_translation am ON am.attribute_id = a.id AND am.language = $2
            LEFT JOIN attribute_option_translation ot ON ot.option_id = o.id AND ot.language = $1
            LEFT JOIN attribute_option_translation om ON om.option_id = o.id AND om.language = $2
           WHERE o.id IN (SELECT unnest(s.option_ids) FROM stock s WHERE s.product_id = p.id AND s.visibled)) AS options
    FROM product p ${NAME_JOINS}
   WHERE p.url = $3 AND p.visibled`;

/**
 * The products of the categories $3, looked up one by one by id: the category's own rows are read
 * (OFFSET 0 keeps the planner from turning this into a scan of the whole product table).
 */
const CATEGORY_PRODUCTS = `(SELECT DISTINCT product_id FROM menu_product WHERE menu_id = ANY($3)) scope
  CROSS JOIN LATERAL (SELECT id, created_at, visibled, brand_id, option_ids, min_price FROM product WHERE id = scope.product_id OFFSET 0) p`;

const FILTERS_SQL = `
  WITH scope AS (SELECT p.brand_id, p.option_ids, p.min_price FROM ${CATEGORY_PRODUCTS} WHERE p.visibled)
  SELECT
    (SELECT COALESCE(json_agg(json_build_object('id', b.id, 'title', COALESCE(bt.title, bm.title, ''), 'count', c.n) ORDER BY COALESCE(bt.title, bm.title, '')), '[]')
       FROM (SELECT brand_id, count(*)::int AS n FROM scope WHERE brand_id IS NOT NULL GROUP BY brand_id) c
       JOIN brand b ON b.id = c.brand_id AND b.enabled
       LEFT JOIN brand_translation bt ON bt.brand_id = b.id AND bt.language = $1
       LEFT JOIN brand_translation bm ON bm.brand_id = b.id AND bm.language = $2) AS brands,
    (SELECT COALESCE(json_agg(json_build_object('attribute_id', a.id, 'attribute', COALESCE(at.name, am.name, ''), 'id', o.id,
              'value', COALESCE(ot.value, om.value, ''), 'count', c.n) ORDER BY a."order", a.id, o."order", o.id), '[]')
       FROM (SELECT oid, count(*)::int AS n FROM scope, unnest(scope.option_ids) AS oid GROUP BY oid) c
       JOIN attribute_option o ON o.id = c.oid JOIN attribute a ON a.id = o.attribute_id
       LEFT JOIN attribute_translation at ON at.attribute_id = a.id AND at.language = $1
       LEFT JOIN attribute_translation am ON am.attribute_id = a.id AND am.language = $2
       LEFT JOIN attribute_option_translation ot ON ot.option_id = o.id AND ot.language = $1
       LEFT JOIN attribute_option_translation om ON om.option_id = o.id AND om.language = $2) AS options,
    (SELECT json_build_object('min', min(min_price)::float8, 'max', max(min_price)::float8) FROM scope) AS price`;

export interface Listing {
  products: ProductCard[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * The storefront's catalogue reads. On a cache miss each request runs a fixed number of SQL
 * statements whatever the number of stocks or languages: detail 1, listing 2-3, search 1. Answers
 * are kept in the catalogue cache for CATALOG_CACHE_MS.
 */
@Injectable()
export class CatalogService {
  private readonly details;
  private readonly listings;
  private readonly searches;
  private readonly filters;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly menus: MenuService,
    cache: CatalogueCache,
  ) {
    this.details = cache.create<ProductDetail>();
    this.listings = cache.create<Awaited<ReturnType<CatalogService['loadCategory']>>>();
    this.searches = cache.create<Listing & { keyword: string }>();
    this.filters = cache.create<{ brands: unknown[]; options: OptionRow[]; price: { min: number | null; max: number | null } }>(2000);
  }

  private async languages(language?: LanguageCode): Promise<[LanguageCode, LanguageCode]> {
    const main = (await this.settings.cached()).main_language;
    return [language ?? main, main];
  }

  /** POST /api/product: one statement. */
  async product(dto: ProductByUrlDto): Promise<ProductDetail> {
    const [language, main] = await this.languages(dto.language);
    return this.details.get(JSON.stringify([language, dto.url]), async () => {
      const [row] = await preparedQuery<Record<string, unknown> & { stocks: StockView[]; options: OptionRow[] }>(this.dataSource, 'catalog_detail', DETAIL_SQL, [
        language,
        main,
        dto.url,
      ]);
      if (!row) throw new NotFoundError(EMPTY_PRODUCT);
      const { stocks, options, ...product } = row;
      return toDetail(product, stocks, groupOptions(options));
    });
  }

  /** POST /api/category: the menu tree (cached), a page of products and the filters. */
  async category(dto: CategoryListingDto) {
    const [language, main] = await this.languages(dto.language);
    return this.listings.get(JSON.stringify([language, dto]), () => this.loadCategory(dto, language, main));
  }

  /** POST /api/product/search: one statement, on the GIN-indexed search document. */
  async search(dto: SearchDto): Promise<Listing & { keyword: string }> {
    const [language, main] = await this.languages(dto.language);
    const query = searchQuery(dto.keyword);
    if (!query) return { keyword: dto.keyword, products: [], total: 0, page: dto.page ?? 1, per_page: dto.per_page ?? 20 };
    return this.searches.get(JSON.stringify([language, dto]), async () => {
      const order = dto.sort ? ORDER[dto.sort] : 'ts_rank(p.search_document, $3::tsquery) DESC, p.id ASC';
      const listing = await this.page('FROM product p', ['p.visibled', 'p.search_document @@ $3::tsquery'], [language, main, query], order, dto.page, dto.per_page);
      return { keyword: dto.keyword, ...listing };
    });
  }

  private async loadCategory(dto: CategoryListingDto, language: LanguageCode, main: LanguageCode) {
    const trail = await this.menus.pathTo(dto.url, language);
    const node = trail.at(-1)!;
    if (node.type !== 'category') throw new NotFoundError('Page cannot be found');
    const ids = descendants(node);
    const from = `FROM ${CATEGORY_PRODUCTS}`;
    const conditions = ['p.visibled'];
    const params: unknown[] = [language, main, ids];
    if (dto.brand_ids?.length) {
      params.push(dto.brand_ids);
      conditions.push(`p.brand_id = ANY($${params.length})`);
    }
    if (dto.option_ids?.length) {
      // Values of one attribute widen the choice; different attributes narrow it.
      params.push(dto.option_ids);
      conditions.push(`NOT EXISTS (SELECT 1 FROM attribute_option o WHERE o.id = ANY($${params.length}) GROUP BY o.attribute_id HAVING NOT bool_or(o.id = ANY(p.option_ids)))`);
    }
    if (dto.price_min !== undefined) {
      params.push(dto.price_min);
      conditions.push(`p.min_price >= $${params.length}`);
    }
    if (dto.price_max !== undefined) {
      params.push(dto.price_max);
      conditions.push(`p.min_price <= $${params.length}`);
    }
    const listing = await this.page(from, conditions, params, ORDER[dto.sort ?? 'newest'], dto.page, dto.per_page);
    // The filters are the same for every page and sort of a category: kept apart from the pages.
    const filters = await this.filters.get(JSON.stringify([language, ids]), async () => {
      const [row] = await preparedQuery<{ brands: unknown[]; options: OptionRow[]; price: { min: number | null; max: number | null } }>(
        this.dataSource,
        'catalog_filters',
        FILTERS_SQL,
        [language, main, ids],
      );
      return row;
    });
    const { children, ...category } = node;
    return {
      category: {
        ...category,
        children: children.map(({ children: _c, ...c }) => c),
        ancestors: trail.slice(0, -1).map(({ id, title, link, url, type }) => ({ id, title, link, url, type })),
      },
      ...listing,
      filters: { brands: filters.brands, options: groupOptions(filters.options), price: filters.price },
    };
  }

  /** One page of product cards: the page's ids with the total first, then the cards for those ids only. */
  private async page(from: string, conditions: string[], params: unknown[], order: string, page = 1, perPage = 20): Promise<Listing> {
    const limit = params.length + 1;
    const where = conditions.join(' AND ');
    const rows = await preparedQuery<ProductCard & { total: string }>(
      this.dataSource,
      'catalog_page',
      // Names are joined in for the page only, unless the sort needs them.
      `WITH page AS (
         SELECT p.id, row_number() OVER (ORDER BY ${order}) AS position, count(*) OVER () AS total
           ${from} ${order.includes('t.name') ? NAME_JOINS : ''}
          WHERE ${where}
          ORDER BY ${order}
          LIMIT $${limit} OFFSET $${limit + 1})
       SELECT p.id, p.url, p.sku, ${NAME} AS name, p.is_new, p.is_featured, p.is_hot, p.min_price::float8 AS price,
              (SELECT min(s.price)::float8 FROM stock s WHERE s.product_id = p.id AND s.visibled) AS regular_price,
              (SELECT i.path FROM product_image i WHERE i.product_id = p.id ORDER BY i."order", i.id LIMIT 1) AS image,
              ${IN_STOCK} AS in_stock, page.total
         FROM page JOIN product p ON p.id = page.id ${NAME_JOINS}
        ORDER BY page.position`,
      [...params, perPage, (page - 1) * perPage],
    );
    // A page past the end has no rows to carry the total: count on its own (only then).
    const total =
      rows.length > 0
        ? Number(rows[0].total)
        : page > 1
          ? Number((await preparedQuery<{ n: string }>(this.dataSource, 'catalog_count', `SELECT count(*) AS n, $1::text AS l, $2::text AS m ${from} WHERE ${where}`, params))[0].n)
          : 0;
    return { products: rows.map(({ total: _total, ...card }) => card), total, page, per_page: perPage };
  }
}

function descendants(node: MenuNode): number[] {
  return [node.id, ...node.children.flatMap(descendants)];
}
