import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListQuery } from '../../common/list-query';
import { applyList, type ListSpec } from '../../common/list-builder';
import { pickTranslation, saveTranslation } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { AttributeOptionDto, CreateAttributeDto, UpdateAttributeDto } from './attribute.dto';
import { Attribute, AttributeOption, AttributeOptionTranslation, AttributePosition, AttributeTranslation } from './attribute.entity';
import { attributeMessages } from './attribute.messages';
import { AttributeAnswer, StorefrontAttribute } from './attribute.responses';

export const ATTRIBUTE_SORTS = ['id', 'order', 'position', 'updated_at', 'created_at'] as const;
const LIST: ListSpec = {
  id: 'a.id',
  sorts: { id: 'a.id', order: 'a.order', position: 'a.position', updated_at: 'a.updatedAt', created_at: 'a.createdAt' },
  search: `EXISTS (SELECT 1 FROM attribute_translation t WHERE t.attribute_id = a.id AND t.name ILIKE :like)
    OR EXISTS (SELECT 1 FROM attribute_option o JOIN attribute_option_translation ot ON ot.option_id = o.id WHERE o.attribute_id = a.id AND ot.value ILIKE :like)`,
  filters: { position: { column: 'a.position', kind: 'string' } },
};
const UNKNOWN_OPTION = attributeMessages.unknown_option;
const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) => a.order - b.order || a.id - b.id;

/** One attribute's values may not repeat (compared without case, in the language being written). */
function ensureDistinctValues(options: AttributeOptionDto[]): void {
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.value.toLocaleLowerCase();
    if (seen.has(key)) throw ValidationError.field('options', attributeMessages.option_listed_twice({ value: option.value }));
    seen.add(key);
  }
}

/** Attributes (e.g. Colour) and their options (Red, Blue), with name and values per language. */
@Injectable()
export class AttributeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
  ) {}

  async list(query: ListQuery, language?: LanguageCode): Promise<[AttributeAnswer[], number]> {
    const [page, total] = await applyList(this.dataSource.manager.createQueryBuilder(Attribute, 'a').select('a.id'), query, LIST).getManyAndCount();
    return [
      await this.views(
        page.map((a) => a.id),
        language,
      ),
      total,
    ];
  }

  async get(id: number, language?: LanguageCode): Promise<AttributeAnswer> {
    const [view] = await this.views([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  /** The storefront's attributes of one position, in order, with options in order. */
  async storefront(position: AttributePosition, language?: LanguageCode): Promise<StorefrontAttribute[]> {
    const attributes = await this.dataSource.manager.find(Attribute, {
      where: { position },
      relations: { translations: true, options: { translations: true } },
      order: { order: 'ASC', id: 'ASC' },
    });
    const main = await this.mainLanguage();
    return attributes.map((a) => ({
      id: a.id,
      name: pickTranslation(a.translations, language, main)?.name ?? '',
      options: [...a.options].sort(byOrder).map((o) => ({ id: o.id, value: pickTranslation(o.translations, language, main)?.value ?? '' })),
    }));
  }

  async create(dto: CreateAttributeDto, language?: LanguageCode): Promise<AttributeAnswer> {
    const lang = language ?? (await this.mainLanguage());
    const options = dto.options ?? [];
    if (options.some((o) => o.id !== undefined)) throw ValidationError.field('options', UNKNOWN_OPTION);
    ensureDistinctValues(options);
    const id = await this.dataSource.transaction(async (manager) => {
      const attribute = await manager.save(manager.create(Attribute, { position: dto.position, order: dto.order ?? 0 }));
      await saveTranslation(manager, AttributeTranslation, { attributeId: attribute.id }, lang, { name: dto.name });
      await this.addOptions(manager, attribute.id, options, lang);
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'attribute' });
      return attribute.id;
    });
    return this.get(id, lang);
  }

  async update(id: number, dto: UpdateAttributeDto, language?: LanguageCode): Promise<AttributeAnswer> {
    const lang = language ?? (await this.mainLanguage());
    if (dto.options) ensureDistinctValues(dto.options);
    await this.dataSource.transaction(async (manager) => {
      const attribute = await manager.findOne(Attribute, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!attribute) throw new NotFoundError();
      if (dto.name !== undefined) await saveTranslation(manager, AttributeTranslation, { attributeId: id }, lang, { name: dto.name });
      if (dto.options !== undefined) await this.replaceOptions(manager, id, dto.options, lang);
      // Always written, so updated_at moves when only the name or the options changed.
      await manager.update(Attribute, { id }, { position: dto.position ?? attribute.position, order: dto.order ?? attribute.order });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'attribute' });
    });
    return this.get(id, lang);
  }

  remove(id: number, language?: LanguageCode): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const attribute = await manager.findOne(Attribute, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!attribute) throw new NotFoundError();
      const options = await manager.find(AttributeOption, { where: { attributeId: id }, relations: { translations: true } });
      await this.ensureUnused(manager, options, language);
      await manager.delete(Attribute, { id });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'attribute' });
    });
  }

  /** The sent list is the whole new list: ids keep (and rename) their option, no id adds one, the rest go. */
  private async replaceOptions(manager: EntityManager, attributeId: number, wanted: AttributeOptionDto[], language: LanguageCode): Promise<void> {
    const existing = await manager.find(AttributeOption, { where: { attributeId }, relations: { translations: true } });
    const existingIds = new Set(existing.map((o) => o.id));
    const keptIds = wanted.flatMap((o) => (o.id === undefined ? [] : [o.id]));
    if (keptIds.some((optionId) => !existingIds.has(optionId)) || new Set(keptIds).size !== keptIds.length) {
      throw ValidationError.field('options', UNKNOWN_OPTION);
    }
    const removed = existing.filter((o) => !keptIds.includes(o.id));
    await this.ensureUnused(manager, removed, language);
    if (removed.length > 0) await manager.delete(AttributeOption, { id: In(removed.map((o) => o.id)) });

    // An option without an order keeps its place in the list.
    const ordered = wanted.map((o, index) => ({ ...o, order: o.order ?? index }));
    const kept = ordered.filter((o) => o.id !== undefined);
    if (kept.length > 0) {
      await manager.query(`UPDATE attribute_option SET "order" = v.ord FROM unnest($1::int[], $2::int[]) AS v(id, ord) WHERE attribute_option.id = v.id`, [
        kept.map((o) => o.id),
        kept.map((o) => o.order),
      ]);
      await manager.upsert(
        AttributeOptionTranslation,
        kept.map((o) => ({ optionId: o.id!, language, value: o.value })),
        ['optionId', 'language'],
      );
    }
    const added = ordered.filter((o) => o.id === undefined);
    await this.addOptions(manager, attributeId, added, language);
  }

  private async addOptions(manager: EntityManager, attributeId: number, options: AttributeOptionDto[], language: LanguageCode): Promise<void> {
    if (options.length === 0) return;
    const inserted = await manager.insert(
      AttributeOption,
      options.map((o, index) => ({ attributeId, order: o.order ?? index })),
    );
    await manager.insert(
      AttributeOptionTranslation,
      inserted.identifiers.map((row, index) => ({ optionId: row.id as number, language, value: options[index].value })),
    );
  }

  /** Options that a stock (a product variant) holds may not be deleted. */
  private async ensureUnused(manager: EntityManager, options: AttributeOption[], language?: LanguageCode): Promise<void> {
    if (options.length === 0) return;
    const rows: { id: number }[] = await manager.query(
      `SELECT o.id FROM unnest($1::int[]) AS o(id) WHERE EXISTS (SELECT 1 FROM stock s WHERE o.id = ANY(s.option_ids)) ORDER BY o.id`,
      [options.map((o) => o.id)],
    );
    if (rows.length === 0) return;
    const main = await this.mainLanguage(manager);
    const used = new Set(rows.map((r) => r.id));
    throw new ConflictError(
      options
        .filter((o) => used.has(o.id))
        .sort(byOrder)
        .map((o) => attributeMessages.option_in_use({ value: pickTranslation(o.translations, language, main)?.value ?? o.id })),
    );
  }

  private async views(ids: number[], language?: LanguageCode): Promise<AttributeAnswer[]> {
    if (ids.length === 0) return [];
    const attributes = await this.dataSource.manager.find(Attribute, {
      where: { id: In(ids) },
      relations: { translations: true, options: { translations: true } },
    });
    const main = await this.mainLanguage();
    const byId = new Map(attributes.map((a) => [a.id, a]));
    return ids.flatMap((id) => {
      const a = byId.get(id);
      if (!a) return [];
      return [
        {
          id: a.id,
          position: a.position,
          order: a.order,
          name: pickTranslation(a.translations, language, main)?.name ?? '',
          options: [...a.options].sort(byOrder).map((o) => ({ id: o.id, order: o.order, value: pickTranslation(o.translations, language, main)?.value ?? '' })),
          created_at: a.createdAt.toISOString(),
          updated_at: a.updatedAt.toISOString(),
        },
      ];
    });
  }

  private async mainLanguage(manager?: EntityManager): Promise<LanguageCode> {
    return (await this.settings.all(manager)).main_language;
  }
}
