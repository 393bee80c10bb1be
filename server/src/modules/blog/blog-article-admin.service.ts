import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { sanitizeRichText } from '../../common/rich-text';
import { pickTranslation } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { BlogArticleRepository } from './blog-article.repository';
import { mergedTexts } from './blog-texts';
import { CreateBlogArticleDto, UpdateBlogArticleDto } from './blog.dto';
import type { BlogArticle } from './blog.entity';
import { blogMessages } from './blog.messages';
import { BlogArticleAnswer } from './blog.responses';

export const BLOG_ARTICLE_SORTS = ['id', 'url', 'enabled', 'author', 'publish_at', 'updated_at', 'created_at'] as const;

const iso = (date: Date) => date.toISOString();

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

/**
 * The back office's blog articles. The only writer of the article tables; every write is one
 * transaction and publishes `blog.changed` (storefront answers, made pages and the sitemap go).
 * Rich text is sanitised before it is stored.
 */
@Injectable()
export class BlogArticleAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BlogArticleRepository,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
    private readonly events: EventBus,
  ) {}

  async list(query: ListQuery, language?: LanguageCode): Promise<ListPage<BlogArticleAnswer>> {
    const page = await this.repository.listPage(query);
    return { ...page, rows: await this.views(page.rows, language) };
  }

  async get(id: number, language?: LanguageCode): Promise<BlogArticleAnswer> {
    const [view] = await this.views([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  async create(admin: AdminPrincipal, dto: CreateBlogArticleDto, language?: LanguageCode, cover?: Express.Multer.File): Promise<BlogArticleAnswer> {
    const lang = language ?? (await this.mainLanguage());
    const id = await this.dataSource.transaction(async (manager) => {
      await this.ensureUrlFree(manager, dto.url);
      const categoryIds = await this.knownCategories(manager, dto.category_ids ?? []);
      const coverImage = cover ? await this.uploads.saveImage('image', cover, 'blog', manager) : null;
      const article = await this.repository.insert(manager, {
        url: dto.url,
        enabled: dto.enabled ?? true,
        coverImage,
        author: dto.author || admin.admin.name,
        publishAt: dto.publish_at ? new Date(dto.publish_at) : new Date(),
        tags: dto.tags ?? [],
      });
      await this.repository.saveTexts(manager, article.id, lang, {
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
    return this.get(id, lang);
  }

  async update(id: number, dto: UpdateBlogArticleDto, language?: LanguageCode, cover?: Express.Multer.File): Promise<BlogArticleAnswer> {
    const lang = language ?? (await this.mainLanguage());
    await this.dataSource.transaction(async (manager) => {
      const article = await this.repository.lock(manager, id);
      if (!article) throw new NotFoundError();
      if (dto.url !== undefined && dto.url !== article.url) await this.ensureUrlFree(manager, dto.url, id);
      const categoryIds = dto.category_ids === undefined ? undefined : await this.knownCategories(manager, dto.category_ids);
      const sent = {
        title: dto.title,
        summary: dto.summary,
        content: dto.content === undefined ? undefined : sanitizeRichText(dto.content),
        metaTitle: dto.meta_title,
        metaDescription: dto.meta_description,
      };
      if (Object.values(sent).some((v) => v !== undefined)) {
        const current = await this.repository.texts(manager, id, lang);
        const texts = mergedTexts<{ title: string; summary: string; content: string; metaTitle: string; metaDescription: string }>(sent, current, {
          summary: '',
          content: '',
          metaTitle: '',
          metaDescription: '',
        });
        await this.repository.saveTexts(manager, id, lang, {
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
      await this.repository.update(manager, id, {
        url: dto.url ?? article.url,
        enabled: dto.enabled ?? article.enabled,
        coverImage,
        // An article always names someone: an empty author keeps the one it had.
        author: dto.author || article.author,
        publishAt: dto.publish_at === undefined ? article.publishAt : dto.publish_at ? new Date(dto.publish_at) : new Date(),
        tags: dto.tags ?? article.tags,
      });
      if (categoryIds) {
        await this.repository.unplace(manager, id);
        await this.placeInCategories(manager, id, categoryIds);
      }
      await this.events.publish(manager, 'blog.changed', { what: 'article', ids: [id] });
    });
    return this.get(id, lang);
  }

  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const article = await this.repository.lock(manager, id);
      if (!article) throw new NotFoundError();
      await this.repository.delete(manager, id);
      await this.events.publish(manager, 'blog.changed', { what: 'article', ids: [id] });
    });
  }

  private async ensureUrlFree(manager: EntityManager, url: string, exceptId?: number): Promise<void> {
    const existing = await this.repository.findByUrl(manager, url);
    if (existing && existing.id !== exceptId) throw ConflictError.field('url', blogMessages.article_url_taken);
  }

  /** The asked category ids, each once; an unknown one refuses the write. */
  private async knownCategories(manager: EntityManager, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    if ((await this.repository.lockCategories(manager, unique)) !== unique.length) throw ValidationError.field('category_ids', blogMessages.unknown_category);
    return unique;
  }

  private async placeInCategories(manager: EntityManager, articleId: number, categoryIds: number[]): Promise<void> {
    if (categoryIds.length > 0) await this.repository.placeInCategories(manager, articleId, categoryIds);
  }

  private async views(ids: number[], language?: LanguageCode): Promise<BlogArticleAnswer[]> {
    if (ids.length === 0) return [];
    const [articles, main] = await Promise.all([this.repository.findManyWithTexts(ids), this.mainLanguage()]);
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
