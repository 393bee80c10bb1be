import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { validationMessages } from '../../common/common.messages';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { summaryOf } from '../../common/markup';
import { ReadCache } from '../../common/read-cache';
import { sanitizeRichText } from '../../common/rich-text';
import { pickTranslation } from '../../common/translations';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { BlockService } from './block.service';
import { CreatePageDto, UpdatePageDto } from './content.dto';
import type { Page } from './content.entity';
import { contentMessages, contentShopMessages } from './content.messages';
import { PageAnswer, StorefrontPage } from './content.responses';
import { PageRepository } from './page.repository';

export const PAGE_SORTS = ['id', 'url', 'enabled', 'updated_at', 'created_at'] as const;
function presentPage(page: Page, language: LanguageCode | undefined, main: LanguageCode): PageAnswer {
  const t = pickTranslation(page.translations, language, main);
  return {
    id: page.id,
    enabled: page.enabled,
    url: page.url,
    title: t?.title ?? '',
    content: t?.content ?? '',
    meta_title: t?.metaTitle ?? '',
    meta_description: t?.metaDescription ?? '',
    translated_languages: page.translations.map((tr) => tr.language as LanguageCode).sort(),
    created_at: page.createdAt.toISOString(),
    updated_at: page.updatedAt.toISOString(),
  };
}

/** A paragraph holding only {{block identifier}} (as the editor writes it). */
const BLOCK_PLACEHOLDER = /<p>\s*\{\{\s*block\s+([A-Za-z0-9_-]{1,100})\s*\}\}\s*<\/p>/g;

/** The head of a page as search engines and link previews read it. */
export interface PageHeadTexts {
  title: string;
  description: string;
}

/**
 * Static pages: url and enabled once, title, content and meta texts per language. Content is
 * sanitised when saved and again when the storefront reads it. Storefront answers are kept like the
 * catalogue's (CATALOG_CACHE_MS) and dropped when a page or the settings change.
 */
@Injectable()
export class PageService implements OnModuleInit {
  private readonly shown: ReadCache<StorefrontPage | null>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PageRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
    private readonly blocks: BlockService,
  ) {
    this.shown = new ReadCache(() => config.cache.catalogMs, { max: 2000, serveStale: true });
  }

  onModuleInit(): void {
    this.events.on('page.changed', () => this.shown.clear());
    // Pages show the blocks placed in them.
    this.events.on('block.changed', () => this.shown.clear());
    this.events.on('settings.changed', () => this.shown.clear());
  }

  async list(query: ListQuery, language?: LanguageCode): Promise<ListPage<PageAnswer>> {
    const page = await this.repository.listPage(query);
    return { ...page, rows: await this.views(page.rows, language) };
  }

  async get(id: number, language?: LanguageCode): Promise<PageAnswer> {
    const [view] = await this.views([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  async create(dto: CreatePageDto, language?: LanguageCode): Promise<PageAnswer> {
    const lang = language ?? (await this.mainLanguage());
    const id = await this.dataSource.transaction(async (manager) => {
      await this.ensureUrlFree(manager, dto.url);
      const page = await this.repository.insert(manager, { enabled: dto.enabled ?? true, url: dto.url });
      await this.repository.saveTexts(manager, page.id, lang, {
        title: dto.title,
        content: sanitizeRichText(dto.content ?? ''),
        metaTitle: dto.meta_title ?? '',
        metaDescription: dto.meta_description ?? '',
      });
      await this.events.publish(manager, 'page.changed', { ids: [page.id], urls: [page.url] });
      return page.id;
    });
    return this.get(id, lang);
  }

  async update(id: number, dto: UpdatePageDto, language?: LanguageCode): Promise<PageAnswer> {
    const lang = language ?? (await this.mainLanguage());
    await this.dataSource.transaction(async (manager) => {
      const page = await this.repository.lock(manager, id);
      if (!page) throw new NotFoundError();
      if (dto.url !== undefined && dto.url !== page.url) await this.ensureUrlFree(manager, dto.url, id);
      const texts = { title: dto.title, content: dto.content, metaTitle: dto.meta_title, metaDescription: dto.meta_description };
      if (Object.values(texts).some((v) => v !== undefined)) {
        const current = await this.repository.texts(manager, id, lang);
        // A language's first texts need their own title; the fallback's is not copied.
        const title = texts.title ?? current?.title;
        if (title === undefined) throw ValidationError.field('title', validationMessages.required({ field: 'title' }));
        await this.repository.saveTexts(manager, id, lang, {
          title,
          content: texts.content !== undefined ? sanitizeRichText(texts.content) : (current?.content ?? ''),
          metaTitle: texts.metaTitle ?? current?.metaTitle ?? '',
          metaDescription: texts.metaDescription ?? current?.metaDescription ?? '',
        });
      }
      // Always written, so updated_at moves when only the texts changed.
      const url = dto.url ?? page.url;
      await this.repository.update(manager, id, { enabled: dto.enabled ?? page.enabled, url });
      await this.events.publish(manager, 'page.changed', { ids: [id], urls: [...new Set([page.url, url])] });
    });
    return this.get(id, lang);
  }

  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const page = await this.repository.lock(manager, id);
      if (!page) throw new NotFoundError();
      await this.repository.delete(manager, id);
      await this.events.publish(manager, 'page.changed', { ids: [id], urls: [page.url] });
    });
  }

  /** POST /api/page: an enabled page in `language`; 404 "Page cannot be found" for a missing or disabled one. */
  async storefront(url: string, language?: LanguageCode): Promise<StorefrontPage> {
    const page = await this.find(url, language);
    if (!page) throw new NotFoundError(contentShopMessages.page_not_found);
    return page;
  }

  /** Whether an enabled page has this url (POST /api/check with type page). */
  async exists(url: string): Promise<boolean> {
    return (await this.find(url)) !== null;
  }

  /** Title (meta title, else title) and description (meta description, else the start of the text) for the head of /page/{url}; undefined for a missing or disabled page. */
  async head(url: string, language: LanguageCode): Promise<PageHeadTexts | undefined> {
    const page = await this.find(url, language);
    if (!page) return undefined;
    return { title: page.meta_title, description: page.meta_description || summaryOf(page.content) };
  }

  private find(url: string, language?: LanguageCode): Promise<StorefrontPage | null> {
    return this.shown.get(`${url}\n${language ?? ''}`, async () => {
      const page = await this.repository.enabledWithTexts(url);
      if (!page) return null;
      const t = pickTranslation(page.translations, language, await this.mainLanguage());
      const title = t?.title ?? '';
      return {
        id: page.id,
        url: page.url,
        title,
        content: await this.placeBlocks(sanitizeRichText(t?.content ?? ''), language),
        meta_title: t?.metaTitle || title,
        meta_description: t?.metaDescription ?? '',
        updated_at: page.updatedAt.toISOString(),
      };
    });
  }

  /**
   * A paragraph holding only {{block identifier}} shows that block's content (enabled, in the page's
   * language); a missing or disabled block leaves nothing. Blocks are not expanded inside blocks.
   */
  private async placeBlocks(html: string, language?: LanguageCode): Promise<string> {
    const identifiers = [...html.matchAll(BLOCK_PLACEHOLDER)].map((m) => m[1]);
    if (identifiers.length === 0) return html;
    const found = new Map((await this.blocks.findMany(identifiers, language)).map((block) => [block.identifier, block.content]));
    return html.replace(BLOCK_PLACEHOLDER, (_, identifier: string) => {
      const content = found.get(identifier);
      return content ? `<div class="content-block">${content}</div>` : '';
    });
  }

  private async ensureUrlFree(manager: EntityManager, url: string, exceptId?: number): Promise<void> {
    const existing = await this.repository.findByUrl(manager, url);
    if (existing && existing.id !== exceptId) throw ConflictError.field('url', contentMessages.url_taken);
  }

  private async views(ids: number[], language?: LanguageCode): Promise<PageAnswer[]> {
    if (ids.length === 0) return [];
    const pages = await this.repository.findManyWithTexts(ids);
    const main = await this.mainLanguage();
    const byId = new Map(pages.map((p) => [p.id, p]));
    return ids.flatMap((id) => {
      const page = byId.get(id);
      return page ? [presentPage(page, language, main)] : [];
    });
  }

  private async mainLanguage(): Promise<LanguageCode> {
    return (await this.settings.all()).main_language;
  }
}
