import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readListIds } from '../../database/list-statement';
import { saveTranslation } from '../../database/save-translation';
import { BlogCategory, BlogCategoryTranslation } from './blog.entity';

const LIST: ListDefinition = {
  columns: 'c.id',
  from: 'blog_category c',
  id: 'c.id',
  sorts: { id: 'c.id', url: 'c.url', order: 'c."order"', enabled: 'c.enabled', updated_at: 'c.updated_at', created_at: 'c.created_at' },
  search: (match) => `${match('c.url')} OR EXISTS (SELECT 1 FROM blog_category_translation t WHERE t.category_id = c.id AND ${match('t.title')})`,
  filters: { enabled: { column: 'c.enabled', kind: 'boolean' } },
  ties: 'ascending',
};

/** $1 category ids: how many articles each holds (a category without any is left out). */
const ARTICLE_COUNTS_SQL = `SELECT category_id AS id, count(*)::int AS n FROM blog_article_category WHERE category_id = ANY($1) GROUP BY category_id`;

/** A blog category's texts in one language. */
export type BlogCategoryTexts = Pick<BlogCategoryTranslation, 'title' | 'description' | 'metaTitle' | 'metaDescription'>;

/** Every statement of the back office's blog categories (blog_category, blog_category_translation, and the articles' counts). */
@Injectable()
export class BlogCategoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the admin list (ids only, in the list's order) and the count of all matching categories. */
  async listPage(query: ListQuery): Promise<ListPage<number>> {
    return readListIds(this.dataSource.manager, LIST, query);
  }

  /** The categories found among `ids`, with their texts. */
  findManyWithTexts(ids: number[]): Promise<BlogCategory[]> {
    return this.dataSource.manager.find(BlogCategory, { where: { id: In(ids) }, relations: { translations: true } });
  }

  /** How many articles each of these categories holds (a category without any is left out). */
  articleCounts(ids: number[]): Promise<{ id: number; n: number }[]> {
    return this.dataSource.query<{ id: number; n: number }[]>(ARTICLE_COUNTS_SQL, [ids]);
  }

  /** The category with this url, read in the caller's transaction, or null. */
  findByUrl(manager: EntityManager, url: string): Promise<BlogCategory | null> {
    return manager.findOne(BlogCategory, { where: { url } });
  }

  /** Locks the category's row until the caller's transaction ends and reads it, or null. */
  lock(manager: EntityManager, id: number): Promise<BlogCategory | null> {
    return manager.findOne(BlogCategory, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, columns: Pick<BlogCategory, 'url' | 'enabled' | 'order'>): Promise<BlogCategory> {
    return manager.save(manager.create(BlogCategory, columns));
  }

  async update(manager: EntityManager, id: number, columns: Pick<BlogCategory, 'url' | 'enabled' | 'order'>): Promise<void> {
    await manager.update(BlogCategory, { id }, columns);
  }

  /** Deletes a category; its articles stay, out of it (ON DELETE CASCADE on the links). */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(BlogCategory, { id });
  }

  /** A category's texts in one language, or null. */
  texts(manager: EntityManager, categoryId: number, language: LanguageCode): Promise<BlogCategoryTranslation | null> {
    return manager.findOne(BlogCategoryTranslation, { where: { categoryId, language } });
  }

  /** Writes a category's texts in one language. */
  saveTexts(manager: EntityManager, categoryId: number, language: LanguageCode, texts: BlogCategoryTexts): Promise<void> {
    return saveTranslation(manager, BlogCategoryTranslation, { categoryId }, language, texts);
  }
}
