import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { validationMessages } from '../../common/common.messages';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { EventBus } from '../../events/event-bus';
import type { LanguageCode } from '../../common/i18n/languages';
import { isShopLink } from '../../common/links';
import { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { SLUG } from '../../common/slug';
import { pickTranslation } from '../../common/translations';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { CreateMenuDto, UpdateMenuDto } from './menu-admin.dto';
import type { MenuType } from './menu.entity';
import { menuMessages } from './menu.messages';
import { MenuRepository } from './menu.repository';
import { MenuItemAnswer, MenuListRow, MenuTreeNode } from './menu.responses';

export const MENU_SORTS = ['id', 'order', 'type', 'enabled', 'updated_at', 'created_at'] as const;
const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) => a.order - b.order || a.id - b.id;

/** A link is an http(s) address or a path; other types take a lowercase slug. */
function normaliseUrl(type: MenuType, url: string): string {
  if (type === 'link') {
    if (!isShopLink(url)) throw ValidationError.field('url', menuMessages.link_url);
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
    private readonly repository: MenuRepository,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
    private readonly events: EventBus,
  ) {}

  async list(query: ListQuery, language?: LanguageCode): Promise<ListPage<MenuListRow>> {
    const page = await this.repository.listPage(query);
    return { ...page, rows: await this.rows(page.rows, language) };
  }

  /** The whole tree, disabled items included, children in order. */
  async tree(language?: LanguageCode): Promise<MenuTreeNode[]> {
    const menus = await this.repository.allWithTexts();
    const main = await this.mainLanguage();
    const nodes = new Map<number, MenuTreeNode>();
    for (const m of menus.sort(byOrder)) {
      nodes.set(m.id, {
        id: m.id,
        parent_id: m.parentId,
        title: pickTranslation(m.translations, language, main)?.title ?? '',
        type: m.type,
        url: m.url,
        order: m.order,
        enabled: m.enabled,
        children: [],
      });
    }
    const roots: MenuTreeNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  async get(id: number, language?: LanguageCode): Promise<MenuItemAnswer> {
    const menu = await this.repository.findWithTexts(id);
    if (!menu) throw new NotFoundError();
    const t = pickTranslation(menu.translations, language, await this.mainLanguage());
    const products = await this.repository.productIds(id);
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
      products,
      image_path: menu.imagePath,
      created_at: menu.createdAt.toISOString(),
      updated_at: menu.updatedAt.toISOString(),
    };
  }

  async create(dto: CreateMenuDto, language?: LanguageCode, image?: Express.Multer.File): Promise<MenuItemAnswer> {
    const lang = language ?? (await this.mainLanguage());
    const id = await this.dataSource.transaction(async (manager) => {
      await this.repository.lockMenus(manager);
      const parentId = dto.parent_id ?? null;
      if (parentId !== null) await this.ensureParentExists(manager, parentId);
      const url = normaliseUrl(dto.type, dto.url);
      await this.ensureUrlFree(manager, dto.type, url);
      if (dto.products) await this.ensureProductsExist(manager, dto.products);
      const imagePath = image ? await this.uploads.saveImage('image', image, 'menu', manager) : null;
      const menu = await this.repository.insert(manager, {
        parentId,
        enabled: dto.enabled ?? true,
        type: dto.type,
        url,
        order: dto.order ?? 0,
        openInCurrentTab: dto.open_in_current_tab ?? true,
        displayInMobile: dto.display_in_mobile ?? true,
        displayInDesktop: dto.display_in_desktop ?? true,
        imagePath,
      });
      await this.repository.saveTexts(manager, menu.id, lang, {
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
      await this.repository.lockMenus(manager);
      const menu = await this.repository.find(manager, id);
      if (!menu) throw new NotFoundError();
      let parentId = menu.parentId;
      if (dto.parent_id !== undefined) {
        parentId = dto.parent_id;
        if (parentId !== null) {
          if (parentId === id || (await this.repository.isDescendant(manager, id, parentId)))
            throw ValidationError.field('parent_id', menuMessages.under_itself);
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
      await this.repository.update(manager, id, {
        parentId,
        type,
        url,
        imagePath,
        enabled: dto.enabled ?? menu.enabled,
        order: dto.order ?? menu.order,
        openInCurrentTab: dto.open_in_current_tab ?? menu.openInCurrentTab,
        displayInMobile: dto.display_in_mobile ?? menu.displayInMobile,
        displayInDesktop: dto.display_in_desktop ?? menu.displayInDesktop,
      });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'menu' });
    });
    return this.get(id, lang);
  }

  /** Deletes the item; its children go with it (parent_id ON DELETE CASCADE). */
  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await this.repository.lockMenus(manager);
      if (!(await this.repository.exists(manager, id))) throw new NotFoundError();
      await this.repository.delete(manager, id);
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'menu' });
    });
  }

  private async saveTexts(manager: EntityManager, menuId: number, language: LanguageCode, dto: UpdateMenuDto): Promise<void> {
    const texts = { title: dto.title, shortDescription: dto.short_description, metaTitle: dto.meta_title, metaDescription: dto.meta_description };
    if (Object.values(texts).every((v) => v === undefined || v === null)) return;
    const current = await this.repository.texts(manager, menuId, language);
    // A language's first text needs its own title; the fallback's is not copied.
    const title = texts.title ?? current?.title;
    if (!title) throw ValidationError.field('title', validationMessages.required({ field: 'title' }));
    await this.repository.saveTexts(manager, menuId, language, {
      title,
      shortDescription: texts.shortDescription ?? current?.shortDescription ?? '',
      metaTitle: texts.metaTitle ?? current?.metaTitle ?? '',
      metaDescription: texts.metaDescription ?? current?.metaDescription ?? '',
    });
  }

  private async ensureParentExists(manager: EntityManager, parentId: number): Promise<void> {
    if (!(await this.repository.exists(manager, parentId))) throw ValidationError.field('parent_id', menuMessages.no_parent);
  }

  /** Links may repeat; other items are found by url within their type. */
  private async ensureUrlFree(manager: EntityManager, type: MenuType, url: string, exceptId?: number): Promise<void> {
    if (type === 'link') return;
    if (await this.repository.urlTaken(manager, type, url, exceptId)) throw ConflictError.field('url', menuMessages.url_taken);
  }

  private async ensureProductsExist(manager: EntityManager, productIds: number[]): Promise<void> {
    const wanted = [...new Set(productIds)];
    if (wanted.length === 0) return;
    if ((await this.repository.countProducts(manager, wanted)) !== wanted.length) throw ValidationError.field('products', menuMessages.unknown_product);
  }

  /** The menu's products become exactly this list, in this order (repeats dropped). */
  private async replaceProducts(manager: EntityManager, menuId: number, productIds: number[]): Promise<void> {
    await this.repository.unlinkProducts(manager, menuId);
    const wanted = [...new Set(productIds)];
    if (wanted.length === 0) return;
    await this.repository.linkProducts(manager, menuId, wanted);
  }

  private async rows(ids: number[], language?: LanguageCode): Promise<MenuListRow[]> {
    if (ids.length === 0) return [];
    const menus = await this.repository.findManyWithTexts(ids);
    const parentIds = [...new Set(menus.flatMap((m) => (m.parentId === null ? [] : [m.parentId])))];
    const parents = parentIds.length > 0 ? await this.repository.findManyWithTexts(parentIds) : [];
    const levels = await this.repository.levels(ids);
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
