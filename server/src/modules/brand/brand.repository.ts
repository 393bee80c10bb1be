import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readListIds } from '../../database/list-statement';
import { saveTranslation } from '../../database/save-translation';
import { Brand, BrandTranslation } from './brand.entity';

const LIST: ListDefinition = {
  columns: 'b.id',
  from: 'brand b',
  id: 'b.id',
  sorts: { id: 'b.id', url: 'b.url', enabled: 'b.enabled', updated_at: 'b.updated_at', created_at: 'b.created_at' },
  search: (match) => `${match('b.url')} OR EXISTS (SELECT 1 FROM brand_translation t WHERE t.brand_id = b.id AND ${match('t.title')})`,
  filters: { enabled: { column: 'b.enabled', kind: 'boolean' } },
  ties: 'ascending',
};

/** A brand's texts in one language. */
export type BrandTexts = Pick<BrandTranslation, 'title' | 'shortDescription' | 'description'>;

/** Every statement on the brand module's tables (brand, brand_translation); BrandService keeps the rules. */
@Injectable()
export class BrandRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the admin list (ids only, in the list's order) and the count of all matching brands. */
  async listPage(query: ListQuery): Promise<ListPage<number>> {
    return readListIds(this.dataSource.manager, LIST, query);
  }

  /** The brands found among `ids`, with their texts. */
  findManyWithTexts(ids: number[]): Promise<Brand[]> {
    return this.dataSource.manager.find(Brand, { where: { id: In(ids) }, relations: { translations: true } });
  }

  /** The enabled brands by id, with their texts. */
  enabledWithTexts(): Promise<Brand[]> {
    return this.dataSource.manager.find(Brand, { where: { enabled: true }, relations: { translations: true }, order: { id: 'ASC' } });
  }

  /** The brand with this url, read in the caller's transaction, or null. */
  findByUrl(manager: EntityManager, url: string): Promise<Brand | null> {
    return manager.findOne(Brand, { where: { url } });
  }

  /** Locks the brand's row until the caller's transaction ends and reads it, or null. */
  lock(manager: EntityManager, id: number): Promise<Brand | null> {
    return manager.findOne(Brand, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, columns: Pick<Brand, 'enabled' | 'url' | 'imagePath'>): Promise<Brand> {
    return manager.save(manager.create(Brand, columns));
  }

  async update(manager: EntityManager, id: number, columns: Pick<Brand, 'enabled' | 'url' | 'imagePath'>): Promise<void> {
    await manager.update(Brand, { id }, columns);
  }

  /** Deletes a brand; its products keep existing without one (brand_id ON DELETE SET NULL). */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Brand, { id });
  }

  /** A brand's texts in one language, or null. */
  texts(manager: EntityManager, brandId: number, language: LanguageCode): Promise<BrandTranslation | null> {
    return manager.findOne(BrandTranslation, { where: { brandId, language } });
  }

  /** Writes a brand's texts in one language. */
  saveTexts(manager: EntityManager, brandId: number, language: LanguageCode, texts: BrandTexts): Promise<void> {
    return saveTranslation(manager, BrandTranslation, { brandId }, language, texts);
  }
}
