import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import { CARDS_SQL, type CardRow } from './catalog.repository';
import type { WidgetBrand } from './widget.responses';

/** The product flags a flag strip reads. */
const FLAG_COLUMN = { new: 'is_new', featured: 'is_featured', hot: 'is_hot' } as const;

/** The ids (an int[] expression named `picked.ids`) and their cards in one statement. */
const WITH_CARDS = (picked: string, extra = '') => `WITH ${picked} SELECT picked.ids${extra}, (${CARDS_SQL('picked.ids')}) AS cards FROM picked`;

/** $1 the limit: the newest visible products with a flag. */
const FLAG_SQL = (column: string) =>
  WITH_CARDS(`picked AS (SELECT ARRAY(SELECT p.id FROM product p WHERE p.visibled AND p.${column} ORDER BY p.created_at DESC, p.id DESC LIMIT $1) AS ids)`);

/** $1 the category ids (a category and those under it), $2 the limit: their newest products, each once. */
const CATEGORY_SQL = WITH_CARDS(
  `picked AS (SELECT ARRAY(SELECT c.product_id FROM category_listing c WHERE c.menu_id = ANY($1::int[])
                            GROUP BY c.product_id ORDER BY max(c.created_at) DESC, c.product_id DESC LIMIT $2) AS ids)`,
);

/** $1 the limit, $2 the language, $3 the main language, $4 a url or $5 an id: an enabled brand's title and its newest products. */
const BRAND_SQL = WITH_CARDS(
  `brand_row AS (SELECT b.id, COALESCE(bt.title, bm.title, '') AS title FROM brand b
                   LEFT JOIN brand_translation bt ON bt.brand_id = b.id AND bt.language = $2
                   LEFT JOIN brand_translation bm ON bm.brand_id = b.id AND bm.language = $3
                  WHERE b.enabled AND (b.url = $4::text OR b.id = $5::int) LIMIT 1),
   picked AS (SELECT ARRAY(SELECT p.id FROM product p WHERE p.visibled AND p.brand_id = (SELECT id FROM brand_row)
                            ORDER BY p.created_at DESC, p.id DESC LIMIT $1) AS ids)`,
  ', (SELECT title FROM brand_row) AS title, (SELECT id FROM brand_row) AS brand_id',
);

/** $1 the limit, $2 the language, $3 the main language: enabled brands with a picture first, by title. */
const BRANDS_SQL = `
  SELECT b.id, COALESCE(bt.title, bm.title, '') AS title, b.url, b.image_path AS image
    FROM brand b
    LEFT JOIN brand_translation bt ON bt.brand_id = b.id AND bt.language = $2
    LEFT JOIN brand_translation bm ON bm.brand_id = b.id AND bm.language = $3
   WHERE b.enabled
   ORDER BY (b.image_path IS NULL), COALESCE(bt.title, bm.title, ''), b.id
   LIMIT $1`;

/** The flags a strip of flagged products may name. */
export type ProductFlag = keyof typeof FLAG_COLUMN;

/** A brand strip as BRAND_SQL reads it: brand_id null when no enabled brand has the url or id. */
export interface BrandStripRow {
  cards: CardRow[];
  title: string | null;
  brand_id: number | null;
}

/**
 * The homepage strips' statements, each one read with its cards. They read the product module's
 * product table, the category_listing rows kept by triggers, and the brand module's brand and
 * brand_translation tables.
 */
@Injectable()
export class WidgetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The newest visible products with a flag, at most `limit` (one row). */
  flagged(flag: ProductFlag, limit: number): Promise<{ cards: CardRow[] }[]> {
    return this.dataSource.query<{ cards: CardRow[] }[]>(FLAG_SQL(FLAG_COLUMN[flag]), [limit]);
  }

  /** The newest products of these categories, each once, at most `limit` (one row). */
  category(ids: number[], limit: number): Promise<{ cards: CardRow[] }[]> {
    return this.dataSource.query<{ cards: CardRow[] }[]>(CATEGORY_SQL, [ids, limit]);
  }

  /** Enabled brands with a picture first, by title, at most `limit`. */
  brands(limit: number, language: LanguageCode, main: LanguageCode): Promise<WidgetBrand[]> {
    return this.dataSource.query<WidgetBrand[]>(BRANDS_SQL, [limit, language, main]);
  }

  /** An enabled brand (by url, else id) with its title and its newest products, at most `limit` (one row). */
  brand(limit: number, language: LanguageCode, main: LanguageCode, url: string | null, id: number | null): Promise<BrandStripRow[]> {
    return this.dataSource.query<BrandStripRow[]>(BRAND_SQL, [limit, language, main, url, id]);
  }
}
