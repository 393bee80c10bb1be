import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { sanitizeRichText } from '../../common/rich-text';
import { pickTranslation } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { BlogCategoryRepository } from './blog-category.repository';
import { mergedTexts } from './blog-texts';
import { CreateBlogCategoryDto, UpdateBlogCategoryDto } from './blog.dto';
import type { BlogCategory } from './blog.entity';
import { blogMessages } from './blog.messages';
import { BlogCategoryAnswer } from './blog.responses';

export const BLOG_CATEGORY_SORTS = ['id', 'url', 'order', 'enabled', 'updated_at', 'created_at'] as const;

function presentCategory(category: BlogCategory, count: number, language: LanguageCode | undefined, main: LanguageCode): BlogCategoryAnswer {
  const t = pickTranslation(category.translations, language, main);
  return {
    id: category.id,
    enabled: category.enabled,
    url: category.url,
    order: category.order,
    title: t?.title ?? '',
    description: t?.description ?? '',
    meta_title: t?.metaTitle ?? '',
    meta_description: t?.metaDescription ?? '',
    translated_languages: category.translations.map((x) => x.language as LanguageCode).sort(),
    article_count: count,
    created_at: category.createdAt.toISOString(),
    updated_at: category.updatedAt.toISOString(),
  };
}

/**
 * The back office's blog categories. The only writer of the category tables; every write is one
 * transaction and publishes `blog.changed` (storefront answers, made pages and the sitemap go).
 * Rich text is sanitised before it is stored.
 */
@Injectable()
export class BlogCategoryAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BlogCategoryRepository,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
  ) {}

  async list(query: ListQuery, language?: LanguageCode): Promise<ListPage<BlogCategoryAnswer>> {
    const page = await this.repository.listPage(query);
    return { ...page, rows: await this.views(page.rows, language) };
  }

  async get(id: number, language?: LanguageCode): Promise<BlogCategoryAnswer> {
    const [view] = await this.views([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  async create(dto: CreateBlogCategoryDto, language?: LanguageCode): Promise<BlogCategoryAnswer> {
    const lang = language ?? (await this.mainLanguage());
    const id = await this.dataSource.transaction(async (manager) => {
      await this.ensureUrlFree(manager, dto.url);
      const category = await this.repository.insert(manager, { url: dto.url, enabled: dto.enabled ?? true, order: dto.order ?? 0 });
      await this.repository.saveTexts(manager, category.id, lang, {
        title: dto.title,
        description: sanitizeRichText(dto.description ?? ''),
        metaTitle: dto.meta_title ?? '',
        metaDescription: dto.meta_description ?? '',
      });
      await this.events.publish(manager, 'blog.changed', { what: 'category', ids: [category.id] });
      return category.id;
    });
    return this.get(id, lang);
  }

  async update(id: number, dto: UpdateBlogCategoryDto, language?: LanguageCode): Promise<BlogCategoryAnswer> {
    const lang = language ?? (await this.mainLanguage());
    await this.dataSource.transaction(async (manager) => {
      const category = await this.repository.lock(manager, id);
      if (!category) throw new NotFoundError();
      if (dto.url !== undefined && dto.url !== category.url) await this.ensureUrlFree(manager, dto.url, id);
      const sent = {
        title: dto.title,
        description: dto.description === undefined ? undefined : sanitizeRichText(dto.description),
        metaTitle: dto.meta_title,
        metaDescription: dto.meta_description,
      };
      if (Object.values(sent).some((v) => v !== undefined)) {
        const current = await this.repository.texts(manager, id, lang);
        const texts = mergedTexts<{ title: string; description: string; metaTitle: string; metaDescription: string }>(sent, current, {
          description: '',
          metaTitle: '',
          metaDescription: '',
        });
        await this.repository.saveTexts(manager, id, lang, {
          title: texts.title,
          description: texts.description,
          metaTitle: texts.metaTitle,
          metaDescription: texts.metaDescription,
        });
      }
      // Always written, so updated_at moves when only the texts changed.
      await this.repository.update(manager, id, {
        url: dto.url ?? category.url,
        enabled: dto.enabled ?? category.enabled,
        order: dto.order ?? category.order,
      });
      await this.events.publish(manager, 'blog.changed', { what: 'category', ids: [id] });
    });
    return this.get(id, lang);
  }

  /** Deletes a category; its articles stay, out of it. */
  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const category = await this.repository.lock(manager, id);
      if (!category) throw new NotFoundError();
      await this.repository.delete(manager, id);
      await this.events.publish(manager, 'blog.changed', { what: 'category', ids: [id] });
    });
  }

  private async ensureUrlFree(manager: EntityManager, url: string, exceptId?: number): Promise<void> {
    const existing = await this.repository.findByUrl(manager, url);
    if (existing && existing.id !== exceptId) throw ConflictError.field('url', blogMessages.category_url_taken);
  }

  private async views(ids: number[], language?: LanguageCode): Promise<BlogCategoryAnswer[]> {
    if (ids.length === 0) return [];
    const [categories, counts, main] = await Promise.all([this.repository.findManyWithTexts(ids), this.repository.articleCounts(ids), this.mainLanguage()]);
    const byId = new Map(categories.map((c) => [c.id, c]));
    const countOf = new Map(counts.map((row) => [row.id, row.n]));
    return ids.flatMap((id) => {
      const category = byId.get(id);
      return category ? [presentCategory(category, countOf.get(id) ?? 0, language, main)] : [];
    });
  }

  private async mainLanguage(): Promise<LanguageCode> {
    return (await this.settings.all()).main_language;
  }
}
