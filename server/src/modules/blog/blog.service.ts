import { Injectable, OnModuleInit } from '@nestjs/common';
import { NotFoundError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ReadCache } from '../../common/read-cache';
import { sanitizeRichText } from '../../common/rich-text';
import { EventBus } from '../../events/event-bus';
import { CatalogueCache } from '../catalogue-cache';
import { SettingsService } from '../settings';
import { ArticleByUrlDto, BLOG_PER_PAGE, BlogCategoryPageDto } from './blog.dto';
import { blogShopMessages } from './blog.messages';
import { BlogRepository, type CardRow } from './blog.repository';
import type { BlogArticleCard, StorefrontArticle, StorefrontBlogCategoryPage } from './blog.responses';

const iso = (value: string | Date) => new Date(value).toISOString();
const card = (row: CardRow): BlogArticleCard => ({ ...row, publish_at: iso(row.publish_at) });

/**
 * The storefront's blog reads: an article (POST /api/article) and a category's page of articles
 * (POST /api/blog/category), each one SQL statement on a miss. Answers are kept like the catalogue's
 * (CATALOG_CACHE_MS, served stale while one reload runs) and dropped at once by `blog.changed`, the
 * structure and the settings changes, here and in every other process. A scheduled article shows
 * within that time of its publish date. Rich text is sanitised again before it is shown.
 */
@Injectable()
export class BlogService implements OnModuleInit {
  private readonly articles: ReadCache<StorefrontArticle>;
  private readonly pages: ReadCache<StorefrontBlogCategoryPage>;

  constructor(
    private readonly repository: BlogRepository,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
    cache: CatalogueCache,
  ) {
    this.articles = cache.create<StorefrontArticle>({ max: 2000 });
    this.pages = cache.create<StorefrontBlogCategoryPage>({ max: 2000 });
  }

  onModuleInit(): void {
    this.events.on('blog.changed', () => {
      this.articles.clear();
      this.pages.clear();
    });
  }

  async article(dto: ArticleByUrlDto): Promise<StorefrontArticle> {
    const main = (await this.settings.all()).main_language;
    const language: LanguageCode = dto.language ?? main;
    return this.articles.get(JSON.stringify([language, dto.url]), async () => {
      const row = await this.repository.article(language, main, dto.url);
      if (!row) throw new NotFoundError(blogShopMessages.article_not_found);
      return {
        id: row.id,
        url: row.url,
        title: row.title,
        summary: row.summary,
        content: sanitizeRichText(row.content),
        meta_title: row.meta_title || row.title,
        meta_description: row.meta_description || row.summary,
        cover_image: row.cover_image,
        author: row.author,
        publish_at: iso(row.publish_at),
        updated_at: iso(row.updated_at),
        tags: row.tags,
        categories: row.categories,
        related: row.related.map(card),
      };
    });
  }

  async categoryPage(dto: BlogCategoryPageDto): Promise<StorefrontBlogCategoryPage> {
    const main = (await this.settings.all()).main_language;
    const language: LanguageCode = dto.language ?? main;
    const page = dto.page ?? 1;
    const perPage = dto.per_page ?? BLOG_PER_PAGE;
    return this.pages.get(JSON.stringify([language, dto.url, page, perPage]), async () => {
      const row = await this.repository.categoryPage(language, main, dto.url, perPage, page);
      if (!row) throw new NotFoundError(blogShopMessages.category_not_found);
      return {
        category: {
          id: row.id,
          url: row.url,
          title: row.title,
          description: sanitizeRichText(row.description),
          meta_title: row.meta_title || row.title,
          meta_description: row.meta_description,
        },
        articles: row.articles.map(card),
        total: row.total,
        page,
        per_page: perPage,
      };
    });
  }
}
