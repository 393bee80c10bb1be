import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readListIds } from '../../database/list-statement';
import { saveTranslation } from '../../database/save-translation';
import { Page, PageTranslation } from './content.entity';

const LIST: ListDefinition = {
  columns: 'p.id',
  from: 'page p',
  id: 'p.id',
  sorts: { id: 'p.id', url: 'p.url', enabled: 'p.enabled', updated_at: 'p.updated_at', created_at: 'p.created_at' },
  search: (match) => `${match('p.url')} OR EXISTS (SELECT 1 FROM page_translation t WHERE t.page_id = p.id AND ${match('t.title')})`,
  filters: { enabled: { column: 'p.enabled', kind: 'boolean' } },
  ties: 'ascending',
};

/** A page's texts in one language. */
export type PageTexts = Pick<PageTranslation, 'title' | 'content' | 'metaTitle' | 'metaDescription'>;

/** Every statement on the static pages' tables (page, page_translation); PageService keeps the rules. */
@Injectable()
export class PageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the admin list (ids only, in the list's order) and the count of all matching pages. */
  async listPage(query: ListQuery): Promise<ListPage<number>> {
    return readListIds(this.dataSource.manager, LIST, query);
  }

  /** The pages found among `ids`, with their texts. */
  findManyWithTexts(ids: number[]): Promise<Page[]> {
    return this.dataSource.manager.find(Page, { where: { id: In(ids) }, relations: { translations: true } });
  }

  /** The enabled page with this url, with its texts, or null. */
  enabledWithTexts(url: string): Promise<Page | null> {
    return this.dataSource.manager.findOne(Page, { where: { url, enabled: true }, relations: { translations: true } });
  }

  /** The page with this url, read in the caller's transaction, or null. */
  findByUrl(manager: EntityManager, url: string): Promise<Page | null> {
    return manager.findOne(Page, { where: { url } });
  }

  /** Locks the page's row until the caller's transaction ends and reads it, or null. */
  lock(manager: EntityManager, id: number): Promise<Page | null> {
    return manager.findOne(Page, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, columns: Pick<Page, 'enabled' | 'url'>): Promise<Page> {
    return manager.save(manager.create(Page, columns));
  }

  async update(manager: EntityManager, id: number, columns: Pick<Page, 'enabled' | 'url'>): Promise<void> {
    await manager.update(Page, { id }, columns);
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Page, { id });
  }

  /** A page's texts in one language, or null. */
  texts(manager: EntityManager, pageId: number, language: LanguageCode): Promise<PageTranslation | null> {
    return manager.findOne(PageTranslation, { where: { pageId, language } });
  }

  /** Writes a page's texts in one language. */
  saveTexts(manager: EntityManager, pageId: number, language: LanguageCode, texts: PageTexts): Promise<void> {
    return saveTranslation(manager, PageTranslation, { pageId }, language, texts);
  }
}
