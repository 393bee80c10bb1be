import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { validationMessages } from '../../common/common.messages';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { EventBus } from '../../events/event-bus';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListQuery } from '../../common/list-query';
import { applyList, type ListSpec } from '../../common/list-builder';
import { SLUG } from '../../common/slug';
import { pickTranslation, saveTranslation } from '../../common/translations';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { CreateMenuDto, UpdateMenuDto } from './menu-admin.dto';
import { Menu, MenuTranslation, MenuType } from './menu.entity';
import { menuMessages } from './menu.messages';
import { MenuItemAnswer, MenuListRow, MenuTreeNode } from './menu.responses';

export const MENU_SORTS = ['id', 'order', 'type', 'enabled', 'updated_at', 'created_at'] as const;
const LIST: ListSpec = {
  id: 'm.id',
  sorts: { id: 'm.id', order: 'm.order', type: 'm.type', enabled: 'm.enabled', updated_at: 'm.updatedAt', created_at: 'm.createdAt' },
  search: 'm.url ILIKE :like OR EXISTS (SELECT 1 FROM menu_translation t WHERE t.menu_id = m.id AND t.title ILIKE :like)',
  filters: {
    // null: the top level; an id: its children (an id of the wrong kind matches nothing).
    parent_id: (where, parentId) =>
      parentId === null ? where.andWhere('m.parentId IS NULL') : where.andWhere('m.parentId = :parentId', { parentId: Number.isSafeInteger(parentId) ? parentId : 0 }),
    enabled: { column: 'm.enabled', kind: 'boolean' },
    type: { column: 'm.type', kind: 'string' },
  },
};
/** Serialises menu writes: the under-itself and url rules read other rows. */
const MENU_LOCK = 7_310_020;
/**
 * An absolute http(s) address, or a path of this site: one "/" then not a second "/" or "\\" (browsers
 * read "//host" and "/\\host" as another site). No backslash, space or control character anywhere.
 */
const LINK = /^(https?:\/\/[^\s\\/?#\x00-\x1f\x7f]+[^\s\\\x00-\x1f\x7f]*|\/(?![/\\])[^\s\\\x00-\x1f\x7f]*)$/i;
const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) => a.order - b.order || a.id - b.id;

/** A link is an http(s) address or a path; other types take a lowercase slug. */
function normaliseUrl(type: MenuType, url: string): string {
  if (type === 'link') {
    if (!LINK.test(url)) throw ValidationError.field('url', menuMessages.link_url);
    return url;
  }
  const slug = url.toLowerCase();
  if (!SLUG.test(slug)) throw ValidationError.field('url', menuMessages.url_characters);
  return slug;
}

/** The back office's menu editor: every item (enabled or not), texts per language, products per item. */
@Injectable()
export class MenuAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
    private readonly events: EventBus,
  ) {}

  async list(query: ListQuery, language?: LanguageCode): Promise<[MenuListRow[], number]> {
    const [page, total] = await applyList(this.dataSource.manager.createQueryBuilder(Menu, 'm').select('m.id'), query, LIST).getManyAndCount();
    return [await this.rows(page.map((m) => m.id), language), total];
  }

  /** The whole tree, disabled items included, children in order. */
  async tree(language?: LanguageCode): Promise<MenuTreeNode[]> {
    const menus = await this.dataSource.manager.find(Menu, { relations: { translations: true } });
    const main = await this.mainLanguage();
    const nodes = new Map<number, MenuTreeNode>();
    for (const m of menus.sort(byOrder)) {
      nodes.set(m.id, { id: m.id, parent_id: m.parentId, title: pickTranslation(m.translations, language, main)?.title ?? '', type: m.type, url: m.url, order: m.order, enabled: m.enabled, children: [] });
    }
    const roots: MenuTreeNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  async get(id: number, language?: LanguageCode): Promise<MenuItemAnswer> {
    const menu = await this.dataSource.manager.findOne(Menu, { where: { id }, relations: { translations: true } });
    if (!menu) throw new NotFoundError();
    const t = pickTranslation(menu.translations, language, await this.mainLanguage());
    const products: { product_id: number }[] = await this.dataSource.query(`SELECT product_id FROM menu_product WHERE menu_id = $1 ORDER BY "order", product_id`, [id]);
    return {
      id: menu.id,
      parent_id: menu.parentId,
      enabled: menu.enabled,
      title: t?.title ?? '',
      short_description: t?.shortDescription ?? '',
      type: menu.type,
      url: menu.url,
      meta_title: t?.metaTitle ?? '',
      meta_description: t?.metaDescription ?? '',
      order: menu.order,
      open_in_current_tab: menu.openInCurrentTab,
      display_in_mobile: menu.displayInMobile,
      display_in_desktop: menu.displayInDesktop,
      products: products.map((p) => p.product_id),
      image_path: menu.imagePath,
      created_at: menu.createdAt.toISOString(),
      updated_at: menu.updatedAt.toISOString(),
    };
  }

  async create(dto: CreateMenuDto, language?: LanguageCode, image?: Express.Multer.File): Promise<MenuItemAnswer> {
    const lang = language ?? (await this.mainLanguage());
    const id = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [MENU_LOCK]);
      const parentId = dto.parent_id ?? null;
      if (parentId !== null) await this.ensureParentExists(manager, parentId);
      const url = normaliseUrl(dto.type, dto.url);
      await this.ensureUrlFree(manager, dto.type, url);
      if (dto.products) await this.ensureProductsExist(manager, dto.products);
      const imagePath = image ? await this.uploads.saveImage('image', image, 'menu', manager) : null;
      const menu = await manager.save(
        manager.create(Menu, {
          parentId,
          enabled: dto.enabled ?? true,
          type: dto.type,
          url,
          order: dto.order ?? 0,
          openInCurrentTab: dto.open_in_current_tab ?? true,
          displayInMobile: dto.display_in_mobile ?? true,
          displayInDesktop: dto.display_in_desktop ?? true,
          imagePath,
        }),
      );
      await saveTranslation(manager, MenuTranslation, { menuId: menu.id }, lang, {
        title: dto.title,
        shortDescription: dto.short_description ?? '',
        metaTitle: dto.meta_title ?? '',
        metaDescription: dto.meta_description ?? '',
      });
      if (dto.products) await this.replaceProducts(manager, menu.id, dto.products);
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'menu' });
      return menu.id;
    });
    return this.get(id, lang);
  }

  async update(id: number, dto: UpdateMenuDto, language?: LanguageCode, image?: Express.Multer.File): Promise<MenuItemAnswer> {
    const lang = language ?? (await this.mainLanguage());
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [MENU_LOCK]);
      const menu = await manager.findOne(Menu, { where: { id } });
      if (!menu) throw new NotFoundError();
      let parentId = menu.parentId;
      if (dto.parent_id !== undefined) {
        parentId = dto.parent_id;
        if (parentId !== null) {
          if (parentId === id || (await this.isDescendant(manager, id, parentId))) throw ValidationError.field('parent_id', menuMessages.under_itself);
          await this.ensureParentExists(manager, parentId);
        }
      }
      const type = dto.type ?? menu.type;
      let url = menu.url;
      if (dto.type !== undefined || dto.url !== undefined) {
        url = normaliseUrl(type, dto.url ?? menu.url);
        await this.ensureUrlFree(manager, type, url, id);
      }
      if (dto.products) {
        await this.ensureProductsExist(manager, dto.products);
        await this.replaceProducts(manager, id, dto.products);
      }
      await this.saveTexts(manager, id, lang, dto);
      const imagePath = image ? await this.uploads.saveImage('image', image, 'menu', manager) : menu.imagePath;
      // Always written, so updated_at moves when only texts or products changed.
      await manager.update(
        Menu,
        { id },
        {
          parentId,
          type,
          url,
          imagePath,
          enabled: dto.enabled ?? menu.enabled,
          order: dto.order ?? menu.order,
          openInCurrentTab: dto.open_in_current_tab ?? menu.openInCurrentTab,
          displayInMobile: dto.display_in_mobile ?? menu.displayInMobile,
          displayInDesktop: dto.display_in_desktop ?? menu.displayInDesktop,
        },
      );
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'menu' });
    });
    return this.get(id, lang);
  }

  /** Deletes the item; its children go with it (parent_id ON DELETE CASCADE). */
  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [MENU_LOCK]);
      if (!(await manager.exists(Menu, { where: { id } }))) throw new NotFoundError();
      await manager.delete(Menu, { id });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'menu' });
    });
  }

  private async saveTexts(manager: EntityManager, menuId: number, language: LanguageCode, dto: UpdateMenuDto): Promise<void> {
    const texts = { title: dto.title, shortDescription: dto.short_description, metaTitle: dto.meta_title, metaDescription: dto.meta_description };
    if (Object.values(texts).every((v) => v === undefined || v === null)) return;
    const current = await manager.findOne(MenuTranslation, { where: { menuId, language } });
    // A language's first text needs its own title; the fallback's is not copied.
    const title = texts.title ?? current?.title;
    if (!title) throw ValidationError.field('title', validationMessages.required({ field: 'title' }));
    await saveTranslation(manager, MenuTranslation, { menuId }, language, {
      title,
      shortDescription: texts.shortDescription ?? current?.shortDescription ?? '',
      metaTitle: texts.metaTitle ?? current?.metaTitle ?? '',
      metaDescription: texts.metaDescription ?? current?.metaDescription ?? '',
    });
  }

  private async ensureParentExists(manager: EntityManager, parentId: number): Promise<void> {
    if (!(await manager.exists(Menu, { where: { id: parentId } }))) throw ValidationError.field('parent_id', menuMessages.no_parent);
  }

  /** Whether `candidate` sits somewhere below `id`. */
  private async isDescendant(manager: EntityManager, id: number, candidate: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `WITH RECURSIVE below AS (
         SELECT id FROM menu WHERE parent_id = $1
         UNION SELECT m.id FROM menu m JOIN below b ON m.parent_id = b.id
       ) SELECT 1 FROM below WHERE id = $2`,
      [id, candidate],
    );
    return rows.length > 0;
  }

  /** Links may repeat; other items are found by url within their type. */
  private async ensureUrlFree(manager: EntityManager, type: MenuType, url: string, exceptId?: number): Promise<void> {
    if (type === 'link') return;
    const taken = await manager.createQueryBuilder(Menu, 'm').where('m.type = :type AND m.url = :url AND m.id <> :exceptId', { type, url, exceptId: exceptId ?? 0 }).getExists();
    if (taken) throw ConflictError.field('url', menuMessages.url_taken);
  }

  private async ensureProductsExist(manager: EntityManager, productIds: number[]): Promise<void> {
    const wanted = [...new Set(productIds)];
    if (wanted.length === 0) return;
    const [{ found }]: { found: number }[] = await manager.query(`SELECT count(*)::int AS found FROM product WHERE id = ANY($1::int[])`, [wanted]);
    if (found !== wanted.length) throw ValidationError.field('products', menuMessages.unknown_product);
  }

  /** The menu's products become exactly this list, in this order (repeats dropped). */
  private async replaceProducts(manager: EntityManager, menuId: number, productIds: number[]): Promise<void> {
    await manager.query(`DELETE FROM menu_product WHERE menu_id = $1`, [menuId]);
    const wanted = [...new Set(productIds)];
    if (wanted.length === 0) return;
    await manager.query(`INSERT INTO menu_product (menu_id, product_id, "order") SELECT $1, u.id, u.n - 1 FROM unnest($2::int[]) WITH ORDINALITY AS u(id, n)`, [menuId, wanted]);
  }

  private async rows(ids: number[], language?: LanguageCode): Promise<MenuListRow[]> {
    if (ids.length === 0) return [];
    const manager = this.dataSource.manager;
    const menus = await manager.find(Menu, { where: { id: In(ids) }, relations: { translations: true } });
    const parentIds = [...new Set(menus.flatMap((m) => (m.parentId === null ? [] : [m.parentId])))];
    const parents = parentIds.length > 0 ? await manager.find(Menu, { where: { id: In(parentIds) }, relations: { translations: true } }) : [];
    const levels: { id: number; level: number }[] = await manager.query(
      `WITH RECURSIVE up AS (
         SELECT id AS start, parent_id, 1 AS level FROM menu WHERE id = ANY($1::int[])
         UNION ALL
         SELECT up.start, m.parent_id, up.level + 1 FROM up JOIN menu m ON m.id = up.parent_id WHERE up.level < 100
       ) SELECT start AS id, max(level)::int AS level FROM up GROUP BY start`,
      [ids],
    );
    const main = await this.mainLanguage();
    const byId = new Map(menus.map((m) => [m.id, m]));
    const parentById = new Map(parents.map((p) => [p.id, p]));
    const levelById = new Map(levels.map((l) => [l.id, l.level]));
    return ids.flatMap((id) => {
      const m = byId.get(id);
      if (!m) return [];
      const parent = m.parentId === null ? undefined : parentById.get(m.parentId);
      return [
        {
          id: m.id,
          parent_id: m.parentId,
          title: pickTranslation(m.translations, language, main)?.title ?? '',
          parent_name: parent ? (pickTranslation(parent.translations, language, main)?.title ?? '') : null,
          level: levelById.get(m.id) ?? 1,
          type: m.type,
          url: m.url,
          order: m.order,
          enabled: m.enabled,
          updated_at: m.updatedAt.toISOString(),
        },
      ];
    });
  }

  private async mainLanguage(): Promise<LanguageCode> {
    return (await this.settings.all()).main_language;
  }
}
