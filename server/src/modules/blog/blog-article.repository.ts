import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readListIds } from '../../database/list-statement';
import { saveTranslation } from '../../database/save-translation';
import { BlogArticle, BlogArticleCategory, BlogArticleTranslation, BlogCategory } from './blog.entity';

const LIST: ListDefinition = {
  columns: 'a.id',
  from: 'blog_article a',
  id: 'a.id',
  sorts: {
    id: 'a.id',
    url: 'a.url',
    enabled: 'a.enabled',
    author: 'a.author',
    publish_at: 'a.publish_at',
    updated_at: 'a.updated_at',
    created_at: 'a.created_at',
  },
  search: (match) =>
    `${match('a.url')} OR ${match('a.author')} OR EXISTS (SELECT 1 FROM blog_article_translation t WHERE t.article_id = a.id AND ${match('t.title')})` +
    ` OR EXISTS (SELECT 1 FROM unnest(a.tags) tag WHERE ${match('tag')})`,
  filters: {
    enabled: { column: 'a.enabled', kind: 'boolean' },
    category_id: (param, value) =>
      Number.isInteger(value) ? `EXISTS (SELECT 1 FROM blog_article_category f WHERE f.article_id = a.id AND f.category_id = ${param(value)})` : undefined,
    // Shown on the storefront now (true), or hidden: disabled or scheduled (false).
    published: (_param, value) =>
      value === true ? '(a.enabled AND a.publish_at <= now())' : value === false ? 'NOT (a.enabled AND a.publish_at <= now())' : undefined,
  },
  ties: 'ascending',
};

/** A blog article's own columns. */
export type BlogArticleColumns = Pick<BlogArticle, 'url' | 'enabled' | 'coverImage' | 'author' | 'publishAt' | 'tags'>;

/** A blog article's texts in one language. */
export type BlogArticleTexts = Pick<BlogArticleTranslation, 'title' | 'summary' | 'content' | 'metaTitle' | 'metaDescription'>;

/**
 * Every statement of the back office's blog articles (blog_article, blog_article_translation,
 * blog_article_category); placing an article reads the categories it goes in (blog_category).
 */
@Injectable()
export class BlogArticleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the admin list (ids only, in the list's order) and the count of all matching articles. */
  async listPage(query: ListQuery): Promise<ListPage<number>> {
    return readListIds(this.dataSource.manager, LIST, query);
  }

  /** The articles found among `ids`, with their texts and categories. */
  findManyWithTexts(ids: number[]): Promise<BlogArticle[]> {
    return this.dataSource.manager.find(BlogArticle, { where: { id: In(ids) }, relations: { translations: true, categories: true } });
  }

  /** The article with this url, read in the caller's transaction, or null. */
  findByUrl(manager: EntityManager, url: string): Promise<BlogArticle | null> {
    return manager.findOne(BlogArticle, { where: { url } });
  }

  /** Locks the article's row until the caller's transaction ends and reads it, or null. */
  lock(manager: EntityManager, id: number): Promise<BlogArticle | null> {
    return manager.findOne(BlogArticle, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, columns: BlogArticleColumns): Promise<BlogArticle> {
    return manager.save(manager.create(BlogArticle, columns));
  }

  async update(manager: EntityManager, id: number, columns: BlogArticleColumns): Promise<void> {
    await manager.update(BlogArticle, { id }, columns);
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(BlogArticle, { id });
  }

  /** An article's texts in one language, or null. */
  texts(manager: EntityManager, articleId: number, language: LanguageCode): Promise<BlogArticleTranslation | null> {
    return manager.findOne(BlogArticleTranslation, { where: { articleId, language } });
  }

  /** Writes an article's texts in one language. */
  saveTexts(manager: EntityManager, articleId: number, language: LanguageCode, texts: BlogArticleTexts): Promise<void> {
    return saveTranslation(manager, BlogArticleTranslation, { articleId }, language, texts);
  }

  /** How many of these (distinct) categories exist, each held (FOR SHARE) until the caller's transaction ends. */
  async lockCategories(manager: EntityManager, ids: number[]): Promise<number> {
    const found = await manager.find(BlogCategory, { where: { id: In(ids) }, select: { id: true }, lock: { mode: 'pessimistic_read' } });
    return found.length;
  }

  /** Puts an article in these categories. */
  async placeInCategories(manager: EntityManager, articleId: number, categoryIds: number[]): Promise<void> {
    await manager.insert(
      BlogArticleCategory,
      categoryIds.map((categoryId) => ({ articleId, categoryId })),
    );
  }

  /** Takes an article out of every category. */
  async unplace(manager: EntityManager, articleId: number): Promise<void> {
    await manager.delete(BlogArticleCategory, { articleId });
  }
}
