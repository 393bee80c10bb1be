import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { pickTranslation } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { AttributeOptionDto, CreateAttributeDto, UpdateAttributeDto } from './attribute.dto';
import type { AttributeOption, AttributePosition } from './attribute.entity';
import { attributeMessages } from './attribute.messages';
import { AttributeRepository } from './attribute.repository';
import { AttributeAnswer, StorefrontAttribute } from './attribute.responses';

export const ATTRIBUTE_SORTS = ['id', 'order', 'position', 'updated_at', 'created_at'] as const;
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
    private readonly repository: AttributeRepository,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
  ) {}

  async list(query: ListQuery, language?: LanguageCode): Promise<ListPage<AttributeAnswer>> {
    const page = await this.repository.listPage(query);
    return { ...page, rows: await this.views(page.rows, language) };
  }

  async get(id: number, language?: LanguageCode): Promise<AttributeAnswer> {
    const [view] = await this.views([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  /** The storefront's attributes of one position, in order, with options in order. */
  async storefront(position: AttributePosition, language?: LanguageCode): Promise<StorefrontAttribute[]> {
    const attributes = await this.repository.ofPosition(position);
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
      const attribute = await this.repository.insert(manager, { position: dto.position, order: dto.order ?? 0 });
      await this.repository.saveName(manager, attribute.id, lang, dto.name);
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
      const attribute = await this.repository.lock(manager, id);
      if (!attribute) throw new NotFoundError();
      if (dto.name !== undefined) await this.repository.saveName(manager, id, lang, dto.name);
      if (dto.options !== undefined) await this.replaceOptions(manager, id, dto.options, lang);
      // Always written, so updated_at moves when only the name or the options changed.
      await this.repository.update(manager, id, { position: dto.position ?? attribute.position, order: dto.order ?? attribute.order });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'attribute' });
    });
    return this.get(id, lang);
  }

  remove(id: number, language?: LanguageCode): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const attribute = await this.repository.lock(manager, id);
      if (!attribute) throw new NotFoundError();
      const options = await this.repository.options(manager, id);
      await this.ensureUnused(manager, options, language);
      await this.repository.delete(manager, id);
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'attribute' });
    });
  }

  /** The sent list is the whole new list: ids keep (and rename) their option, no id adds one, the rest go. */
  private async replaceOptions(manager: EntityManager, attributeId: number, wanted: AttributeOptionDto[], language: LanguageCode): Promise<void> {
    const existing = await this.repository.options(manager, attributeId);
    const existingIds = new Set(existing.map((o) => o.id));
    const keptIds = wanted.flatMap((o) => (o.id === undefined ? [] : [o.id]));
    if (keptIds.some((optionId) => !existingIds.has(optionId)) || new Set(keptIds).size !== keptIds.length) {
      throw ValidationError.field('options', UNKNOWN_OPTION);
    }
    const removed = existing.filter((o) => !keptIds.includes(o.id));
    await this.ensureUnused(manager, removed, language);
    if (removed.length > 0)
      await this.repository.deleteOptions(
        manager,
        removed.map((o) => o.id),
      );

    // An option without an order keeps its place in the list.
    const ordered = wanted.map((o, index) => ({ ...o, order: o.order ?? index }));
    const kept = ordered.filter((o) => o.id !== undefined);
    if (kept.length > 0) {
      await this.repository.setOptionOrders(
        manager,
        kept.map((o) => o.id!),
        kept.map((o) => o.order),
      );
      await this.repository.saveOptionValues(
        manager,
        kept.map((o) => ({ optionId: o.id!, language, value: o.value })),
      );
    }
    const added = ordered.filter((o) => o.id === undefined);
    await this.addOptions(manager, attributeId, added, language);
  }

  private async addOptions(manager: EntityManager, attributeId: number, options: AttributeOptionDto[], language: LanguageCode): Promise<void> {
    if (options.length === 0) return;
    const ids = await this.repository.insertOptions(
      manager,
      attributeId,
      options.map((o, index) => o.order ?? index),
    );
    await this.repository.insertOptionValues(
      manager,
      ids.map((optionId, index) => ({ optionId, language, value: options[index].value })),
    );
  }

  /** Options that a stock (a product variant) holds may not be deleted. */
  private async ensureUnused(manager: EntityManager, options: AttributeOption[], language?: LanguageCode): Promise<void> {
    if (options.length === 0) return;
    const inUse = await this.repository.optionsInUse(
      manager,
      options.map((o) => o.id),
    );
    if (inUse.length === 0) return;
    const main = await this.mainLanguage(manager);
    const used = new Set(inUse);
    throw new ConflictError(
      options
        .filter((o) => used.has(o.id))
        .sort(byOrder)
        .map((o) => attributeMessages.option_in_use({ value: pickTranslation(o.translations, language, main)?.value ?? o.id })),
    );
  }

  private async views(ids: number[], language?: LanguageCode): Promise<AttributeAnswer[]> {
    if (ids.length === 0) return [];
    const attributes = await this.repository.findManyWithOptions(ids);
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
