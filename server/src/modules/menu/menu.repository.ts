import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readListIds } from '../../database/list-statement';
import { saveTranslation } from '../../database/save-translation';
import { preparedQuery } from '../../database/prepared-query';
import { Menu, MenuTranslation, MenuType } from './menu.entity';

/** An enabled menu item as the storefront's tree reads it, its texts in one language. */
export interface MenuTextRow {
  id: number;
  parent_id: number | null;
  type: MenuType;
  url: string;
  order: number;
  open_in_current_tab: boolean;
  display_in_mobile: boolean;
  display_in_desktop: boolean;
  image_path: string | null;
  title: string;
  short_description: string;
  meta_title: string;
  meta_description: string;
}

/** Texts in $1, else in $2 (a translation's columns are never null, so a missing row is what falls back). */
const ENABLED_WITH_TEXTS_SQL = `
  SELECT m.id, m.parent_id, m.type, m.url, m."order", m.open_in_current_tab, m.display_in_mobile, m.display_in_desktop, m.image_path,
         COALESCE(w.title, d.title, '') AS title,
         COALESCE(w.short_description, d.short_description, '') AS short_description,
         COALESCE(w.meta_title, d.meta_title, '') AS meta_title,
         COALESCE(w.meta_description, d.meta_description, '') AS meta_description
    FROM menu m
    LEFT JOIN menu_translation w ON w.menu_id = m.id AND w.language = $1
    LEFT JOIN menu_translation d ON d.menu_id = m.id AND d.language = $2
   WHERE m.enabled
   ORDER BY m."order", m.id`;

const LIST: ListDefinition = {
  columns: 'm.id',
  from: 'menu m',
  id: 'm.id',
  sorts: { id: 'm.id', order: 'm."order"', type: 'm.type', enabled: 'm.enabled', updated_at: 'm.updated_at', created_at: 'm.created_at' },
  search: (match) => `${match('m.url')} OR EXISTS (SELECT 1 FROM menu_translation t WHERE t.menu_id = m.id AND ${match('t.title')})`,
  filters: {
    // null: the top level; an id: its children (an id of the wrong kind matches nothing).
    parent_id: (param, parentId) => (parentId === null ? 'm.parent_id IS NULL' : `m.parent_id = ${param(Number.isSafeInteger(parentId) ? parentId : 0)}`),
    enabled: { column: 'm.enabled', kind: 'boolean' },
    type: { column: 'm.type', kind: 'string' },
  },
  ties: 'ascending',
};
/** Serialises menu writes: the under-itself and url rules read other rows. */
const MENU_LOCK = 7_310_020;

/** A menu item's depth: 1 at the top level. */
export interface MenuLevelRow {
  id: number;
  level: number;
}

/** A menu item's texts in one language, as the menu editor writes them. */
export type MenuTexts = Pick<MenuTranslation, 'title' | 'shortDescription' | 'metaTitle' | 'metaDescription'>;

/** A menu item's own columns, as the menu editor writes them. */
export type MenuColumns = Pick<
  Menu,
  'parentId' | 'enabled' | 'type' | 'url' | 'order' | 'openInCurrentTab' | 'displayInMobile' | 'displayInDesktop' | 'imagePath'
>;

/**
 * Every statement on the menu module's tables (menu, menu_translation, menu_product); the services
 * keep the rules. The product check reads the product module's product table.
 */
@Injectable()
export class MenuRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the admin list (ids only, in the list's order) and the count of all matching items. */
  async listPage(query: ListQuery): Promise<ListPage<number>> {
    return readListIds(this.dataSource.manager, LIST, query);
  }

  /**
   * The enabled items, in order, each with its texts in the first language, else the second (the
   * storefront's tree): one raw statement whose plan each connection prepares once.
   */
  enabledWithTexts(language: LanguageCode, main: LanguageCode): Promise<MenuTextRow[]> {
    return preparedQuery<MenuTextRow>(this.dataSource, 'menu_enabled_with_texts', ENABLED_WITH_TEXTS_SQL, [language, main]);
  }

  /** Takes the menu's write lock until the caller's transaction ends. */
  async lockMenus(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [MENU_LOCK]);
  }

  /** Whether `candidate` sits somewhere below `id`. */
  async isDescendant(manager: EntityManager, id: number, candidate: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH RECURSIVE below AS (
         SELECT id FROM menu WHERE parent_id = $1
         UNION SELECT m.id FROM menu m JOIN below b ON m.parent_id = b.id
       ) SELECT 1 FROM below WHERE id = $2`,
      [id, candidate],
    );
    return rows.length > 0;
  }

  /** Each item's depth (1 at the top level), for the items found among `ids`. */
  levels(ids: number[]): Promise<MenuLevelRow[]> {
    return this.dataSource.manager.query(
      `WITH RECURSIVE up AS (
         SELECT id AS start, parent_id, 1 AS level FROM menu WHERE id = ANY($1::int[])
         UNION ALL
         SELECT up.start, m.parent_id, up.level + 1 FROM up JOIN menu m ON m.id = up.parent_id WHERE up.level < 100
       ) SELECT start AS id, max(level)::int AS level FROM up GROUP BY start`,
      [ids],
    );
  }

  /** Whether another item (not `exceptId`) of this type already has this url. */
  urlTaken(manager: EntityManager, type: MenuType, url: string, exceptId?: number): Promise<boolean> {
    return manager
      .createQueryBuilder(Menu, 'm')
      .where('m.type = :type AND m.url = :url AND m.id <> :exceptId', { type, url, exceptId: exceptId ?? 0 })
      .getExists();
  }

  /**
   * How many of these (distinct) ids are products. The product table is the product module's; it offers
   * no service for this check, so the statement stays beside the menu_product links it guards.
   */
  async countProducts(manager: EntityManager, productIds: number[]): Promise<number> {
    const [{ found }]: { found: number }[] = await manager.query(`SELECT count(*)::int AS found FROM product WHERE id = ANY($1::int[])`, [productIds]);
    return found;
  }

  /** The item's product ids, in the item's order. */
  async productIds(menuId: number): Promise<number[]> {
    const products: { product_id: number }[] = await this.dataSource.query(
      `SELECT product_id FROM menu_product WHERE menu_id = $1 ORDER BY "order", product_id`,
      [menuId],
    );
    return products.map((p) => p.product_id);
  }

  /** Removes every product from the item. */
  async unlinkProducts(manager: EntityManager, menuId: number): Promise<void> {
    await manager.query(`DELETE FROM menu_product WHERE menu_id = $1`, [menuId]);
  }

  /** Places these (distinct) products in the item, in this order. */
  async linkProducts(manager: EntityManager, menuId: number, productIds: number[]): Promise<void> {
    await manager.query(`INSERT INTO menu_product (menu_id, product_id, "order") SELECT $1, u.id, u.n - 1 FROM unnest($2::int[]) WITH ORDINALITY AS u(id, n)`, [
      menuId,
      productIds,
    ]);
  }

  /** Ids of the categories (menu items) holding a product, ascending. */
  async categoryIdsOfProduct(productId: number): Promise<number[]> {
    const rows: { menu_id: number }[] = await this.dataSource.query(`SELECT menu_id FROM menu_product WHERE product_id = $1 ORDER BY menu_id`, [productId]);
    return rows.map((c) => c.menu_id);
  }

  /** Those of the ids that are categories (menu items of type category). */
  async categoryIdsAmong(manager: EntityManager, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(`SELECT id FROM menu WHERE id = ANY($1) AND type = 'category'`, [ids]);
    return rows.map((r) => r.id);
  }

  /** Takes a product out of every category not in `keep`. */
  async unplaceProductExcept(manager: EntityManager, productId: number, keep: number[]): Promise<void> {
    await manager.query(`DELETE FROM menu_product WHERE product_id = $1 AND NOT (menu_id = ANY($2))`, [productId, keep]);
  }

  /** Puts a product in these categories it is not in yet, each time last in the category's order. */
  async placeProductLast(manager: EntityManager, productId: number, categoryIds: number[]): Promise<void> {
    await manager.query(
      `INSERT INTO menu_product (menu_id, product_id, "order")
       SELECT m, $1, COALESCE((SELECT max("order") + 1 FROM menu_product WHERE menu_id = m), 0) FROM unnest($2::int[]) AS m
       ON CONFLICT (menu_id, product_id) DO NOTHING`,
      [productId, categoryIds],
    );
  }

  /** Every item with its texts (the back office's tree). */
  allWithTexts(): Promise<Menu[]> {
    return this.dataSource.manager.find(Menu, { relations: { translations: true } });
  }

  /** An item with its texts, or null. */
  findWithTexts(id: number): Promise<Menu | null> {
    return this.dataSource.manager.findOne(Menu, { where: { id }, relations: { translations: true } });
  }

  /** The items found among `ids`, with their texts. */
  findManyWithTexts(ids: number[]): Promise<Menu[]> {
    return this.dataSource.manager.find(Menu, { where: { id: In(ids) }, relations: { translations: true } });
  }

  /** An item read in the caller's transaction, or null. */
  find(manager: EntityManager, id: number): Promise<Menu | null> {
    return manager.findOne(Menu, { where: { id } });
  }

  exists(manager: EntityManager, id: number): Promise<boolean> {
    return manager.exists(Menu, { where: { id } });
  }

  insert(manager: EntityManager, columns: MenuColumns): Promise<Menu> {
    return manager.save(manager.create(Menu, columns));
  }

  async update(manager: EntityManager, id: number, columns: MenuColumns): Promise<void> {
    await manager.update(Menu, { id }, columns);
  }

  /** Deletes an item; the items under it go with it (parent_id ON DELETE CASCADE). */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Menu, { id });
  }

  /** An item's texts in one language, or null. */
  texts(manager: EntityManager, menuId: number, language: LanguageCode): Promise<MenuTranslation | null> {
    return manager.findOne(MenuTranslation, { where: { menuId, language } });
  }

  /** Writes an item's texts in one language. */
  saveTexts(manager: EntityManager, menuId: number, language: LanguageCode, texts: MenuTexts): Promise<void> {
    return saveTranslation(manager, MenuTranslation, { menuId }, language, texts);
  }
}
