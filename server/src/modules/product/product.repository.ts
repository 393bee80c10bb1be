import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import { saveTranslation } from '../../database/save-translation';
import { Product, ProductImage, ProductTranslation } from './product.entity';
import type { ProductListRow, ProductStockAnswer } from './product.responses';

export const PRODUCT_SORTS = ['id', 'sku', 'name', 'min_price', 'updated_at', 'created_at'] as const;
const SORT_SQL: Record<(typeof PRODUCT_SORTS)[number], string> = {
  id: 'p.id',
  sku: 'p.sku',
  name: 'ln.name',
  min_price: 'p.min_price',
  updated_at: 'p.updated_at',
  created_at: 'p.created_at',
};

/** The products with their names in the asked language ($1): one product_list_name row per product and language, kept by triggers. */
const LIST_FROM = 'product p JOIN product_list_name ln ON ln.product_id = p.id AND ln.language = $1';

/**
 * The admin list: $1 the asked language, whose names product_list_name keeps (the name in that language,
 * else in the main language, else ''; migration ProductListNames). Products without a price come last both
 * ways (the other sorts' columns are never null); ties go by id, ascending. `q` matches the sku or a name in any language (trigram indexes).
 * As every product has its name row in every language, the page's ids and the count read the product
 * table alone (keysFrom), and a name sort without search or filter the names alone.
 */
const LIST: ListDefinition = {
  columns: `p.id, p.sku, p.url, p.visibled, p.is_new, p.is_featured, p.is_hot, p.brand_id, p.min_price::float8 AS min_price, p.created_at, p.updated_at,
            ln.name,
            (SELECT path FROM product_image i WHERE i.product_id = p.id ORDER BY i."order", i.id LIMIT 1) AS image,
            (SELECT COALESCE(sum(inv.quantity), 0)::float8 FROM stock s JOIN inventory inv ON inv.stock_id = s.id WHERE s.product_id = p.id) AS total_quantity`,
  from: LIST_FROM,
  keysFrom: 'product p',
  id: 'p.id',
  sorts: {
    ...SORT_SQL,
    name: { sql: SORT_SQL.name, keysFrom: LIST_FROM, alone: { from: 'product_list_name ln', where: 'ln.language = $1', id: 'ln.product_id' } },
    min_price: { sql: SORT_SQL.min_price, nullsLast: true },
  },
  ties: 'ascending',
  deferColumns: true,
  // One set of ids from the two trigram indexes: each row then costs a lookup, not an ILIKE. A word of one
  // or two characters has no trigram: the character index (shop_short_grams, migration ListKeyIndexes) finds
  // the rows holding it, and the ILIKE still decides.
  search: (match, q, param) => {
    let word: string | undefined;
    const short = (column: string) => ([...q].length < 3 ? ` AND shop_short_grams(${column}) @> ARRAY[lower(${(word ??= param(q))}::text)]` : '');
    // UNION ALL: IN keeps each product once either way, without a second pass that makes the ids unique first.
    return `p.id IN (SELECT y.id FROM product y WHERE ${match('y.sku')}${short('y.sku')} UNION ALL SELECT x.product_id FROM product_translation x WHERE ${match('x.name')}${short('x.name')})`;
  },
  filters: {
    visibled: { column: 'p.visibled', kind: 'boolean' },
    brand_id: { column: 'p.brand_id', kind: 'integer' },
    category_id: (param, value) =>
      Number.isInteger(value) ? `EXISTS (SELECT 1 FROM menu_product mp WHERE mp.product_id = p.id AND mp.menu_id = ${param(value)})` : undefined,
  },
};

/** A row of the admin list as the database gives it: dates as dates. */
export interface ProductListPageRow extends Omit<ProductListRow, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

/** A stock with its inventories as the product form reads it (the answer's stock without its sum). */
export type ProductStockRow = Omit<ProductStockAnswer, 'all_available_inventories'>;

/** Whether another product already uses a sku or a url. */
export interface ProductTakenRow {
  sku_taken: boolean;
  url_taken: boolean;
}

/** A product's texts in one language, as the product form writes them. */
export type ProductTexts = Pick<ProductTranslation, 'name' | 'description' | 'metaTitle' | 'metaDescription'>;

/** A product an import makes, with its listing columns and its search document's two parts (tsvector texts). */
export interface NewListedProduct {
  sku: string;
  url: string;
  visibled: boolean;
  minPrice: number | null;
  regularPrice: number | null;
  optionIds: number[];
  strong: string;
  weak: string;
}

/** What search and listings read from a product, as the search document is made from it. */
export interface ProductSearchTexts {
  names: string[] | null;
  bodies: string[] | null;
  skus: string[] | null;
}

/**
 * $1 the products: each one's names and meta titles and its descriptions (by language), and the skus of its
 * visible stocks (in their order) and its own: in a fixed order, so the same texts make the same document.
 */
const SEARCH_TEXTS_SQL = `SELECT p.id,
            (SELECT array_agg(name || ' ' || meta_title ORDER BY language) FROM product_translation WHERE product_id = p.id) AS names,
            (SELECT array_agg(description || ' ' || meta_description ORDER BY language) FROM product_translation WHERE product_id = p.id) AS bodies,
            (SELECT array_agg(sku ORDER BY "order", id) FROM stock WHERE product_id = p.id AND visibled) || ARRAY[p.sku]::text[] AS skus
       FROM product p WHERE p.id = ANY($1::int[])`;

/**
 * $1 the products, $2 and $3 the strong and weak parts of each one's search document: the columns
 * listings and search read from the product rows, in one statement, written only where they differ from
 * what the row holds (a product an import inserted with them is not written twice). The statement
 * triggers then keep category_listing and search_posting in step for all of them at once, set-wise; in a
 * transaction that deferred them, buildIndexRows does.
 */
const LISTING_COLUMNS_SQL = `UPDATE product p SET
        min_price = c.min_price, regular_price = c.regular_price, cover_image = c.cover_image, option_ids = c.option_ids,
        search_document = c.search_document
       FROM (SELECT v.id,
                    (SELECT min(LEAST(s.price, COALESCE(s.special_price, s.price))) FROM stock s WHERE s.product_id = v.id AND s.visibled) AS min_price,
                    (SELECT min(s.price) FROM stock s WHERE s.product_id = v.id AND s.visibled) AS regular_price,
                    (SELECT i.path FROM product_image i WHERE i.product_id = v.id ORDER BY i."order", i.id LIMIT 1) AS cover_image,
                    COALESCE((SELECT array_agg(DISTINCT o ORDER BY o) FROM stock s, unnest(s.option_ids) AS o WHERE s.product_id = v.id AND s.visibled), '{}') AS option_ids,
                    v.strong::tsvector || v.weak::tsvector AS search_document
               FROM unnest($1::int[], $2::text[], $3::text[]) AS v(id, strong, weak)) c
      WHERE p.id = c.id
        AND (p.min_price, p.regular_price, p.cover_image, p.option_ids, p.search_document)
            IS DISTINCT FROM (c.min_price, c.regular_price, c.cover_image, c.option_ids, c.search_document)`;

/**
 * The product module's statements on its tables (product, product_translation, product_image): the
 * admin list, the product form's reads and writes, the checks a save makes (skus, urls, brands), and
 * the listing and search columns. The admin list and the stock reads join stock, inventory and
 * warehouse, the list's category filter menu_product, the brand check brand. Statements that run
 * inside a save or a delete take the caller's EntityManager; the rest read through the data source.
 */
@Injectable()
export class ProductRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page of the admin product list, each row with its name in `language` (else the main language's, else ''),
   * first image and summed inventory quantity, and how many products the filters keep (estimated past 10,000).
   */
  listPage(query: ListQuery, language: LanguageCode): Promise<ListPage<ProductListPageRow>> {
    return readList<ProductListPageRow>(this.dataSource.manager, LIST, query, { fixed: [language] });
  }

  /** A product's stocks in order, each with its inventories by warehouse (and whether that warehouse is enabled). */
  stocksWithInventories(productId: number): Promise<ProductStockRow[]> {
    return this.dataSource.query(
      `SELECT s.id, s.sku, s.price::float8 AS price, s.special_price::float8 AS special_price, s.visibled, s."order", s.option_ids,
              COALESCE(json_agg(json_build_object('id', i.id, 'warehouse_id', i.warehouse_id, 'warehouse_name', w.name, 'quantity', i.quantity,
                'reserved', i.reserved, 'available_inventories', i.available, 'status', CASE WHEN w.enabled THEN 'active' ELSE 'inactive' END)
                ORDER BY i.warehouse_id) FILTER (WHERE i.id IS NOT NULL), '[]') AS inventories
         FROM stock s
         LEFT JOIN inventory i ON i.stock_id = s.id
         LEFT JOIN warehouse w ON w.id = i.warehouse_id
        WHERE s.product_id = $1
        GROUP BY s.id
        ORDER BY s."order", s.id`,
      [productId],
    );
  }

  /** The quantity orders hold across every inventory of a product's stocks (0 without any). */
  async reservedQuantity(manager: EntityManager, productId: number): Promise<number> {
    const [{ reserved }]: { reserved: number }[] = await manager.query(
      `SELECT COALESCE(sum(i.reserved), 0)::int AS reserved FROM stock s JOIN inventory i ON i.stock_id = s.id WHERE s.product_id = $1`,
      [productId],
    );
    return reserved;
  }

  /** Whether a product other than `exceptId` has this sku (case-insensitively) or this url. */
  async skuAndUrlTaken(manager: EntityManager, sku: string, url: string, exceptId: number): Promise<ProductTakenRow> {
    const rows: ProductTakenRow[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM product WHERE lower(sku) = lower($1) AND id <> $3) AS sku_taken,
              EXISTS (SELECT 1 FROM product WHERE url = $2 AND id <> $3) AS url_taken`,
      [sku, url, exceptId],
    );
    return rows[0];
  }

  /** Whether a brand with this id exists. */
  async brandExists(manager: EntityManager, brandId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM brand WHERE id = $1`, [brandId]);
    return rows.length > 0;
  }

  /** A product with its texts and images (the product form), or null. */
  findWithContent(id: number): Promise<Product | null> {
    return this.dataSource.manager.findOne(Product, { where: { id }, relations: { translations: true, images: true } });
  }

  /** Locks the product's row until the caller's transaction ends and reads it, or null. */
  lock(manager: EntityManager, id: number): Promise<Product | null> {
    return manager.findOne(Product, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts a product. */
  insert(manager: EntityManager, columns: Partial<Product>): Promise<Product> {
    return manager.save(manager.create(Product, columns));
  }

  async update(manager: EntityManager, id: number, columns: Partial<Product>): Promise<void> {
    await manager.update(Product, { id }, columns);
  }

  /** Deletes a product; its texts, images, stocks and inventories go with it (ON DELETE CASCADE). */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Product, { id });
  }

  /** Writes a product's texts in one language. */
  saveTexts(manager: EntityManager, productId: number, language: LanguageCode, texts: ProductTexts): Promise<void> {
    return saveTranslation(manager, ProductTranslation, { productId }, language, texts);
  }

  /** A product's images. */
  images(manager: EntityManager, productId: number): Promise<ProductImage[]> {
    return manager.find(ProductImage, { where: { productId } });
  }

  async deleteImages(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.delete(ProductImage, { id: In(ids) });
  }

  async setImageOrder(manager: EntityManager, id: number, order: number): Promise<void> {
    await manager.update(ProductImage, { id }, { order });
  }

  async insertImages(manager: EntityManager, images: Pick<ProductImage, 'productId' | 'path' | 'order'>[]): Promise<void> {
    await manager.insert(ProductImage, images);
  }

  /** The texts the products' search documents are made from, read in the caller's transaction (missing products left out). */
  searchTexts(manager: EntityManager, productIds: number[]): Promise<(ProductSearchTexts & { id: number })[]> {
    return manager.query(SEARCH_TEXTS_SQL, [productIds]);
  }

  /** Writes the columns listings and search read from product rows, with each search document's two parts (tsvector texts), in one statement. */
  async writeListingColumns(manager: EntityManager, documents: { id: number; strong: string; weak: string }[]): Promise<void> {
    if (documents.length === 0) return;
    await manager.query(LISTING_COLUMNS_SQL, [documents.map((d) => d.id), documents.map((d) => d.strong), documents.map((d) => d.weak)]);
  }

  /**
   * Has the triggers that keep search_posting, category_listing and product_list_name skip the caller's
   * transaction's writes of products and their names until buildIndexRows (migration DeferredProductIndex):
   * a bulk writer builds those rows once for all it wrote. Transaction-local; a rolled-back savepoint undoes it.
   */
  async deferIndexRows(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT set_config('shop.product_index_deferred', 'on', true)`);
  }

  /**
   * Ends deferIndexRows and builds the index rows of the products written meanwhile, set-wise, as the
   * triggers would have: `fresh` products made in this transaction (postings and list names added),
   * `known` ones (postings, category listing rows and list names refreshed).
   */
  async buildIndexRows(manager: EntityManager, fresh: number[], known: number[]): Promise<void> {
    await manager.query(`SELECT product_index_build($1::int[], $2::int[])`, [fresh, known]);
  }

  /** Products whose sku (any case) or url is among these, with both: an import matches and checks its batch in one read. */
  bySkusOrUrls(manager: EntityManager, skus: string[], urls: string[]): Promise<{ id: number; sku: string; url: string }[]> {
    return manager.query(`SELECT id, sku, url FROM product WHERE lower(sku) = ANY($1::text[]) OR url = ANY($2::text[])`, [
      skus.map((s) => s.toLowerCase()),
      urls,
    ]);
  }

  /**
   * Inserts products in one statement with the columns listings and search read from them (as
   * writeListingColumns would write them from their stocks and names): their ids by sku.
   */
  insertMany(manager: EntityManager, rows: NewListedProduct[]): Promise<{ id: number; sku: string; url: string }[]> {
    return manager.query(
      `INSERT INTO product (sku, url, visibled, min_price, regular_price, option_ids, search_document)
       SELECT v.sku, v.url, v.visibled, v.min_price, v.regular_price, v.option_ids::int[], v.strong::tsvector || v.weak::tsvector
         FROM unnest($1::text[], $2::text[], $3::bool[], $4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[])
              AS v(sku, url, visibled, min_price, regular_price, option_ids, strong, weak)
       RETURNING id, sku, url`,
      [
        rows.map((r) => r.sku),
        rows.map((r) => r.url),
        rows.map((r) => r.visibled),
        rows.map((r) => r.minPrice),
        rows.map((r) => r.regularPrice),
        rows.map((r) => `{${r.optionIds.join(',')}}`),
        rows.map((r) => r.strong),
        rows.map((r) => r.weak),
      ],
    );
  }

  /** Updates the url and visibility of products in one statement (rows left as they are when nothing differs). */
  async updateMany(manager: EntityManager, rows: { id: number; url: string; visibled: boolean }[]): Promise<void> {
    if (rows.length === 0) return;
    await manager.query(
      `UPDATE product p SET url = v.url, visibled = v.visibled, updated_at = now()
         FROM unnest($1::int[], $2::text[], $3::bool[]) AS v(id, url, visibled)
        WHERE p.id = v.id AND (p.url, p.visibled) IS DISTINCT FROM (v.url, v.visibled)`,
      [rows.map((r) => r.id), rows.map((r) => r.url), rows.map((r) => r.visibled)],
    );
  }

  /** Writes product names (one per product and language) in one statement; other texts stay as they are. */
  async saveNames(manager: EntityManager, rows: { productId: number; language: string; name: string }[]): Promise<void> {
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO product_translation (product_id, language, name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])
       ON CONFLICT (product_id, language) DO UPDATE SET name = EXCLUDED.name WHERE product_translation.name IS DISTINCT FROM EXCLUDED.name`,
      [rows.map((r) => r.productId), rows.map((r) => r.language), rows.map((r) => r.name)],
    );
  }
}
