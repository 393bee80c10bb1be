import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readListIds } from '../../database/list-statement';
import { saveTranslation } from '../../database/save-translation';
import { Slide, SlideTranslation } from './slider.entity';

const LIST: ListDefinition = {
  columns: 's.id',
  from: 'slide s',
  id: 's.id',
  sorts: {
    id: 's.id',
    order: 's."order"',
    enabled: 's.enabled',
    starts_at: 's.starts_at',
    ends_at: 's.ends_at',
    updated_at: 's.updated_at',
    created_at: 's.created_at',
  },
  search: (match) => `${match('s.link')} OR EXISTS (SELECT 1 FROM slide_translation t WHERE t.slide_id = s.id AND (${match('t.title')} OR ${match('t.text')}))`,
  filters: { enabled: { column: 's.enabled', kind: 'boolean' } },
  ties: 'ascending',
};

/** A slide's own columns. */
export type SlideColumns = Pick<Slide, 'enabled' | 'order' | 'link' | 'startsAt' | 'endsAt'>;

/** A slide's texts and pictures in one language. */
export type SlideTexts = Pick<SlideTranslation, 'title' | 'text' | 'imagePath' | 'mobileImagePath'>;

/** Every statement on the slider's tables (slide, slide_translation); SliderService keeps the rules. */
@Injectable()
export class SliderRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the admin list (ids only, in the list's order) and the count of all matching slides. */
  async listPage(query: ListQuery): Promise<ListPage<number>> {
    return readListIds(this.dataSource.manager, LIST, query);
  }

  /** The slides found among `ids`, with their texts. */
  findManyWithTexts(ids: number[]): Promise<Slide[]> {
    return this.dataSource.manager.find(Slide, { where: { id: In(ids) }, relations: { translations: true } });
  }

  /** The enabled slides by order, then id, with their texts (the schedule is the caller's to check). */
  enabledWithTexts(): Promise<Slide[]> {
    return this.dataSource.manager.find(Slide, {
      where: { enabled: true },
      relations: { translations: true },
      order: { order: 'ASC', id: 'ASC' },
    });
  }

  /** Locks the slide's row until the caller's transaction ends and reads it, or null. */
  lock(manager: EntityManager, id: number): Promise<Slide | null> {
    return manager.findOne(Slide, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, columns: SlideColumns): Promise<Slide> {
    return manager.save(manager.create(Slide, columns));
  }

  async update(manager: EntityManager, id: number, columns: SlideColumns): Promise<void> {
    await manager.update(Slide, { id }, columns);
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Slide, { id });
  }

  /** A slide's texts and pictures in one language, or null. */
  texts(manager: EntityManager, slideId: number, language: LanguageCode): Promise<SlideTranslation | null> {
    return manager.findOne(SlideTranslation, { where: { slideId, language } });
  }

  /** Writes a slide's texts and pictures in one language. */
  saveTexts(manager: EntityManager, slideId: number, language: LanguageCode, texts: SlideTexts): Promise<void> {
    return saveTranslation(manager, SlideTranslation, { slideId }, language, texts);
  }
}
