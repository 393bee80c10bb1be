import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { validationMessages } from '../../common/common.messages';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { applyList, type ListSpec } from '../../common/list-builder';
import type { ListQuery } from '../../common/list-query';
import { sanitizeRichText } from '../../common/rich-text';
import { pickTranslation, saveTranslation } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { CreateBlogArticleDto, CreateBlogCategoryDto, UpdateBlogArticleDto, UpdateBlogCategoryDto } from './blog.dto';
import { BlogArticle, BlogArticleCategory, BlogArticleTranslation, BlogCategory, BlogCategoryTranslation } from './blog.entity';
import { blogMessages } from './blog.messages';
import { BlogArticleAnswer, BlogCategoryAnswer } from './blog.responses';

export const BLOG_CATEGORY_SORTS = ['id', 'url', 'order', 'enabled', 'updated_at', 'created_at'] as const;
const CATEGORY_LIST: ListSpec = {
  id: 'c.id',
  sorts: { id: 'c.id', url: 'c.url', order: 'c.order', enabled: 'c.enabled', updated_at: 'c.updatedAt', created_at: 'c.createdAt' },
  search: 'c.url ILIKE :like OR EXISTS (SELECT 1 FROM blog_category_translation t WHERE t.category_id = c.id AND t.title ILIKE :like)',
  filters: { enabled: { column: 'c.enabled', kind: 'boolean' } },
};

export const BLOG_ARTICLE_SORTS = ['id', 'url', 'enabled', 'author', 'publish_at', 'updated_at', 'created_at'] as const;
const ARTICLE_LIST: ListSpec = {
  id: 'a.id',
  sorts: {
    id: 'a.id',
    url: 'a.url',
    enabled: 'a.enabled',
    author: 'a.author',
    publish_at: 'a.publishAt',
    updated_at: 'a.updatedAt',
    created_at: 'a.createdAt',
  },
  search:
    'a.url ILIKE :like OR a.author ILIKE :like OR EXISTS (SELECT 1 FROM blog_article_translation t WHERE t.article_id = a.id AND t.title ILIKE :like)' +
    ' OR EXISTS (SELECT 1 FROM unnest(a.tags) tag WHERE tag ILIKE :like)',
  filters: {
    enabled: { column: 'a.enabled', kind: 'boolean' },
    category_id: (where, value) => {
      if (Number.isInteger(value))
        where.andWhere('EXISTS (SELECT 1 FROM blog_article_category f WHERE f.article_id = a.id AND f.category_id = :filterCategory)', {
          filterCategory: value,
        });
    },
    // Shown on the storefront now (true), or hidden: disabled or scheduled (false).
    published: (where, value) => {
      if (value === true) where.andWhere('(a.enabled AND a.publish_at <= now())');
      else if (value === false) where.andWhere('NOT (a.enabled AND a.publish_at <= now())');
    },
  },
};

const iso = (date: Date) => date.toISOString();

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
    created_at: iso(category.createdAt),
    updated_at: iso(category.updatedAt),
  };
}

function presentArticle(article: BlogArticle, language: LanguageCode | undefined, main: LanguageCode, now: Date): BlogArticleAnswer {
  const t = pickTranslation(article.translations, language, main);
  return {
    id: article.id,
    enabled: article.enabled,
    url: article.url,
    title: t?.title ?? '',
    summary: t?.summary ?? '',
    content: t?.content ?? '',
    meta_title: t?.metaTitle ?? '',
    meta_description: t?.metaDescription ?? '',
    translated_languages: article.translations.map((x) => x.language as LanguageCode).sort(),
    cover_image: article.coverImage,
    author: article.author,
    publish_at: iso(article.publishAt),
    published: article.enabled && article.publishAt <= now,
    tags: article.tags,
    category_ids: (article.categories ?? []).map((c) => c.categoryId).sort((a, b) => a - b),
    created_at: iso(article.createdAt),
    updated_at: iso(article.updatedAt),
  };
}

/** Texts of one language after an update: what was sent, else what the language had; a language's first text needs its own title. */
function mergedTexts<T extends { title: string }>(sent: Partial<T>, current: Partial<T> | null, empty: Omit<T, 'title'>): T {
  const title = sent.title ?? current?.title;
  if (title === undefined) throw ValidationError.field('title', validationMessages.required({ field: 'title' }));
  const merged = { ...empty, ...(current ?? {}), title } as T;
  for (const [key, value] of Object.entries(sent)) if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  return merged;
}

/**
 * The back office's blog: categories and articles. The only writer of the blog tables; every write
 * is one transaction and publishes `blog.changed` (storefront answers, made pages and the sitemap go).
 * Rich text is sanitised before it is stored.
 */
@Injectable()
export class BlogAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
    private readonly events: EventBus,
  ) {}

  // ---- categories

  async listCategories(query: ListQuery, language?: LanguageCode): Promise<[BlogCategoryAnswer[], number]> {
    const [page, total] = await applyList(this.dataSource.manager.createQueryBuilder(BlogCategory, 'c').select('c.id'), query, CATEGORY_LIST).getManyAndCount();
    return [
      await this.categoryViews(
        page.map((c) => c.id),
        language,
      ),
      total,
    ];
  }

  async getCategory(id: number, language?: LanguageCode): Promise<BlogCategoryAnswer> {
    const [view] = await this.categoryViews([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  async createCategory(dto: CreateBlogCategoryDto, language?: LanguageCode): Promise<BlogCategoryAnswer> {
    const lang = language ?? (await this.mainLanguage());
    const id = await this.dataSource.transaction(async (manager) => {
      await this.ensureCategoryUrlFree(manager, dto.url);
      const category = await manager.save(manager.create(BlogCategory, { url: dto.url, enabled: dto.enabled ?? true, order: dto.order ?? 0 }));
      await saveTranslation(manager, BlogCategoryTranslation, { categoryId: category.id }, lang, {
        title: dto.title,
        description: sanitizeRichText(dto.description ?? ''),
        metaTitle: dto.meta_title ?? '',
        metaDescription: dto.meta_description ?? '',
      });
      await this.events.publish(manager, 'blog.changed', { what: 'category', ids: [category.id] });
      return category.id;
    });
    return this.getCategory(id, lang);
  }

  async updateCategory(id: number, dto: UpdateBlogCategoryDto, language?: LanguageCode): Promise<BlogCategoryAnswer> {
    const lang = language ?? (await this.mainLanguage());
    await this.dataSource.transaction(async (manager) => {
      const category = await manager.findOne(BlogCategory, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!category) throw new NotFoundError();
      if (dto.url !== undefined && dto.url !== category.url) await this.ensureCategoryUrlFree(manager, dto.url, id);
      const sent = {
        title: dto.title,
        description: dto.description === undefined ? undefined : sanitizeRichText(dto.description),
        metaTitle: dto.meta_title,
        metaDescription: dto.meta_description,
      };
      if (Object.values(sent).some((v) => v !== undefined)) {
        const current = await manager.findOne(BlogCategoryTranslation, { where: { categoryId: id, language: lang } });
        const texts = mergedTexts<{ title: string; description: string; metaTitle: string; metaDescription: string }>(sent, current, {
          description: '',
          metaTitle: '',
          metaDescription: '',
        });
        await saveTranslation(manager, BlogCategoryTranslation, { categoryId: id }, lang, {
          title: texts.title,
          description: texts.description,
          metaTitle: texts.metaTitle,
          metaDescription: texts.metaDescription,
        });
      }
      // Always written, so updated_at moves when only the texts changed.
      await manager.update(
        BlogCategory,
        { id },
        { url: dto.url ?? category.url, enabled: dto.enabled ?? category.enabled, order: dto.order ?? category.order },
      );
      await this.events.publish(manager, 'blog.changed', { what: 'category', ids: [id] });
    });
    return this.getCategory(id, lang);
  }

  /** Deletes a category; its articles stay, out of it. */
  removeCategory(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const category = await manager.findOne(BlogCategory, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!category) throw new NotFoundError();
      await manager.delete(BlogCategory, { id });
      await this.events.publish(manager, 'blog.changed', { what: 'category', ids: [id] });
    });
  }

  // ---- articles

  async listArticles(query: ListQuery, language?: LanguageCode): Promise<[BlogArticleAnswer[], number]> {
    const [page, total] = await applyList(this.dataSource.manager.createQueryBuilder(BlogArticle, 'a').select('a.id'), query, ARTICLE_LIST).getManyAndCount();
    return [
      await this.articleViews(
        page.map((a) => a.id),
        language,
      ),
      total,
    ];
  }

  async getArticle(id: number, language?: LanguageCode): Promise<BlogArticleAnswer> {
    const [view] = await this.articleViews([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  async createArticle(admin: AdminPrincipal, dto: CreateBlogArticleDto, language?: LanguageCode, cover?: Express.Multer.File): Promise<BlogArticleAnswer> {
    const lang = language ?? (await this.mainLanguage());
    const id = await this.dataSource.transaction(async (manager) => {
      await this.ensureArticleUrlFree(manager, dto.url);
      const categoryIds = await this.knownCategories(manager, dto.category_ids ?? []);
      const coverImage = cover ? await this.uploads.saveImage('image', cover, 'blog', manager) : null;
      const article = await manager.save(
        manager.create(BlogArticle, {
          url: dto.url,
          enabled: dto.enabled ?? true,
          coverImage,
          author: dto.author || admin.admin.name,
          publishAt: dto.publish_at ? new Date(dto.publish_at) : new Date(),
          tags: dto.tags ?? [],
        }),
      );
      await saveTranslation(manager, BlogArticleTranslation, { articleId: article.id }, lang, {
        title: dto.title,
        summary: dto.summary ?? '',
        content: sanitizeRichText(dto.content ?? ''),
        metaTitle: dto.meta_title ?? '',
        metaDescription: dto.meta_description ?? '',
      });
      await this.placeInCategories(manager, article.id, categoryIds);
      await this.events.publish(manager, 'blog.changed', { what: 'article', ids: [article.id] });
      return article.id;
    });
    return this.getArticle(id, lang);
  }

  async updateArticle(id: number, dto: UpdateBlogArticleDto, language?: LanguageCode, cover?: Express.Multer.File): Promise<BlogArticleAnswer> {
    const lang = language ?? (await this.mainLanguage());
    await this.dataSource.transaction(async (manager) => {
      const article = await manager.findOne(BlogArticle, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!article) throw new NotFoundError();
      if (dto.url !== undefined && dto.url !== article.url) await this.ensureArticleUrlFree(manager, dto.url, id);
      const categoryIds = dto.category_ids === undefined ? undefined : await this.knownCategories(manager, dto.category_ids);
      const sent = {
        title: dto.title,
        summary: dto.summary,
        content: dto.content === undefined ? undefined : sanitizeRichText(dto.content),
        metaTitle: dto.meta_title,
        metaDescription: dto.meta_description,
      };
      if (Object.values(sent).some((v) => v !== undefined)) {
        const current = await manager.findOne(BlogArticleTranslation, { where: { articleId: id, language: lang } });
        const texts = mergedTexts<{ title: string; summary: string; content: string; metaTitle: string; metaDescription: string }>(sent, current, {
          summary: '',
          content: '',
          metaTitle: '',
          metaDescription: '',
        });
        await saveTranslation(manager, BlogArticleTranslation, { articleId: id }, lang, {
          title: texts.title,
          summary: texts.summary,
          content: texts.content,
          metaTitle: texts.metaTitle,
          metaDescription: texts.metaDescription,
        });
      }
      let coverImage = article.coverImage;
      if (cover) coverImage = await this.uploads.saveImage('image', cover, 'blog', manager);
      else if (dto.remove_cover_image) coverImage = null;
      await manager.update(
        BlogArticle,
        { id },
        {
          url: dto.url ?? article.url,
          enabled: dto.enabled ?? article.enabled,
          coverImage,
          // An article always names someone: an empty author keeps the one it had.
          author: dto.author || article.author,
          publishAt: dto.publish_at === undefined ? article.publishAt : dto.publish_at ? new Date(dto.publish_at) : new Date(),
          tags: dto.tags ?? article.tags,
        },
      );
      if (categoryIds) {
        await manager.delete(BlogArticleCategory, { articleId: id });
        await this.placeInCategories(manager, id, categoryIds);
      }
      await this.events.publish(manager, 'blog.changed', { what: 'article', ids: [id] });
    });
    return this.getArticle(id, lang);
  }

  removeArticle(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const article = await manager.findOne(BlogArticle, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!article) throw new NotFoundError();
      await manager.delete(BlogArticle, { id });
      await this.events.publish(manager, 'blog.changed', { what: 'article', ids: [id] });
    });
  }

  // ---- helpers

  private async ensureCategoryUrlFree(manager: EntityManager, url: string, exceptId?: number): Promise<void> {
    const existing = await manager.findOne(BlogCategory, { where: { url } });
    if (existing && existing.id !== exceptId) throw ConflictError.field('url', blogMessages.category_url_taken);
  }

  private async ensureArticleUrlFree(manager: EntityManager, url: string, exceptId?: number): Promise<void> {
    const existing = await manager.findOne(BlogArticle, { where: { url } });
    if (existing && existing.id !== exceptId) throw ConflictError.field('url', blogMessages.article_url_taken);
  }

  /** The asked category ids, each once; an unknown one refuses the write. */
  private async knownCategories(manager: EntityManager, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await manager.find(BlogCategory, { where: { id: In(unique) }, select: { id: true }, lock: { mode: 'pessimistic_read' } });
    if (found.length !== unique.length) throw ValidationError.field('category_ids', blogMessages.unknown_category);
    return unique;
  }

  private async placeInCategories(manager: EntityManager, articleId: number, categoryIds: number[]): Promise<void> {
    if (categoryIds.length > 0)
      await manager.insert(
        BlogArticleCategory,
        categoryIds.map((categoryId) => ({ articleId, categoryId })),
      );
  }

  private async categoryViews(ids: number[], language?: LanguageCode): Promise<BlogCategoryAnswer[]> {
    if (ids.length === 0) return [];
    const [categories, counts, main] = await Promise.all([
      this.dataSource.manager.find(BlogCategory, { where: { id: In(ids) }, relations: { translations: true } }),
      this.dataSource.query<{ id: number; n: number }[]>(
        `SELECT category_id AS id, count(*)::int AS n FROM blog_article_category WHERE category_id = ANY($1) GROUP BY category_id`,
        [ids],
      ),
      this.mainLanguage(),
    ]);
    const byId = new Map(categories.map((c) => [c.id, c]));
    const countOf = new Map(counts.map((row) => [row.id, row.n]));
    return ids.flatMap((id) => {
      const category = byId.get(id);
      return category ? [presentCategory(category, countOf.get(id) ?? 0, language, main)] : [];
    });
  }

  private async articleViews(ids: number[], language?: LanguageCode): Promise<BlogArticleAnswer[]> {
    if (ids.length === 0) return [];
    const [articles, main] = await Promise.all([
      this.dataSource.manager.find(BlogArticle, { where: { id: In(ids) }, relations: { translations: true, categories: true } }),
      this.mainLanguage(),
    ]);
    const now = new Date();
    const byId = new Map(articles.map((a) => [a.id, a]));
    return ids.flatMap((id) => {
      const article = byId.get(id);
      return article ? [presentArticle(article, language, main, now)] : [];
    });
  }

  private async mainLanguage(): Promise<LanguageCode> {
    return (await this.settings.all()).main_language;
  }
}
