import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';

/** A page's head as written: title null when the page has none in any of the two languages. */
export interface PageHeadRow {
  title: string | null;
  description: string | null;
}

/** $1 the url, $2 the language, $3 the main one: a visible product's meta title (else name) and meta description (else description). */
const PRODUCT_HEAD_SQL = `SELECT COALESCE(NULLIF(t.meta_title, ''), NULLIF(m.meta_title, ''), t.name, m.name) AS title,
                  COALESCE(NULLIF(t.meta_description, ''), NULLIF(m.meta_description, ''), t.description, m.description, '') AS description
             FROM product p LEFT JOIN product_translation t ON t.product_id = p.id AND t.language = $2
             LEFT JOIN product_translation m ON m.product_id = p.id AND m.language = $3
            WHERE p.url = $1 AND p.visibled`;

/** $1 the url, $2 the language, $3 the main one: an enabled category's meta title (else title) and meta description (else short description). */
const CATEGORY_HEAD_SQL = `SELECT COALESCE(NULLIF(t.meta_title, ''), NULLIF(m.meta_title, ''), t.title, m.title) AS title,
                  COALESCE(NULLIF(t.meta_description, ''), NULLIF(m.meta_description, ''), t.short_description, m.short_description, '') AS description
             FROM menu c LEFT JOIN menu_translation t ON t.menu_id = c.id AND t.language = $2
             LEFT JOIN menu_translation m ON m.menu_id = c.id AND m.language = $3
            WHERE c.url = $1 AND c.type = 'category' AND c.enabled`;

/**
 * The heads of product and category pages, for the HTML the server sends. They read the product
 * module's product and product_translation tables and the menu module's menu and menu_translation.
 */
@Injectable()
export class PageHeadRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The head of the visible product with this url (none when there is none). */
  product(url: string, language: LanguageCode, main: LanguageCode): Promise<PageHeadRow[]> {
    return this.dataSource.query(PRODUCT_HEAD_SQL, [url, language, main]);
  }

  /** The head of the enabled category with this url (none when there is none). */
  category(url: string, language: LanguageCode, main: LanguageCode): Promise<PageHeadRow[]> {
    return this.dataSource.query(CATEGORY_HEAD_SQL, [url, language, main]);
  }
}
