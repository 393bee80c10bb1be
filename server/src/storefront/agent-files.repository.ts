import type { DataSource } from 'typeorm';

/** A category as the agent files list it: its address, its title in the asked language (else the main one) and its visible products. */
export interface AgentCategoryRow {
  id: number;
  url: string;
  title: string;
  parent_id: number | null;
  products: number;
}

/** What the shop holds as a whole. */
export interface AgentCatalogueRow {
  products: number;
  lowest: number | null;
  highest: number | null;
  updated_at: Date | null;
}

/** The enabled categories in menu order, each with its visible products counted once. */
const CATEGORIES_SQL = `
  SELECT m.id, m.url, m.parent_id, COALESCE(NULLIF(w.title, ''), d.title, m.url) AS title,
         (SELECT count(*)::int FROM menu_product mp JOIN product p ON p.id = mp.product_id WHERE mp.menu_id = m.id AND p.visibled) AS products
    FROM menu m
    LEFT JOIN menu_translation w ON w.menu_id = m.id AND w.language = $1
    LEFT JOIN menu_translation d ON d.menu_id = m.id AND d.language = $2
   WHERE m.type = 'category' AND m.enabled
   ORDER BY m."order", m.id
   LIMIT $3`;

const CATALOGUE_SQL = `
  SELECT count(*)::int AS products, min(p.min_price)::float8 AS lowest, max(p.min_price)::float8 AS highest, max(p.updated_at) AS updated_at
    FROM product p WHERE p.visibled`;

/** The enabled brands' names in the asked language (else the main one), in their order. */
const BRANDS_SQL = `
  SELECT COALESCE(NULLIF(w.title, ''), d.title) AS title
    FROM brand b
    LEFT JOIN brand_translation w ON w.brand_id = b.id AND w.language = $1
    LEFT JOIN brand_translation d ON d.brand_id = b.id AND d.language = $2
   WHERE b.enabled AND COALESCE(NULLIF(w.title, ''), d.title) IS NOT NULL
   ORDER BY b.id
   LIMIT $3`;

/**
 * The reads of the files agents read first (/llms.txt, /.well-known/ai-catalog.json). They read other
 * modules' tables: menu (menu, menu_translation, menu_product), product (product) and brand (brand,
 * brand_translation). Made by the handler with the app's data source (the storefront files are not a
 * Nest module).
 */
export class AgentFilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  categories(language: string, main: string, limit: number): Promise<AgentCategoryRow[]> {
    return this.dataSource.query(CATEGORIES_SQL, [language, main, limit]);
  }

  async catalogue(): Promise<AgentCatalogueRow> {
    const [row]: AgentCatalogueRow[] = await this.dataSource.query(CATALOGUE_SQL);
    return row;
  }

  async brands(language: string, main: string, limit: number): Promise<string[]> {
    const rows: { title: string }[] = await this.dataSource.query(BRANDS_SQL, [language, main, limit]);
    return rows.map((r) => r.title);
  }
}
