import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { validationMessages } from '../../common/common.messages';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { ReadCache } from '../../common/read-cache';
import { sanitizeRichText } from '../../common/rich-text';
import { pickTranslation } from '../../common/translations';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { BlockRepository } from './block.repository';
import { CreateBlockDto, UpdateBlockDto } from './content.dto';
import type { Block } from './content.entity';
import { contentMessages, contentShopMessages } from './content.messages';
import { BlockAnswer, StorefrontBlock } from './content.responses';

export const BLOCK_SORTS = ['id', 'identifier', 'enabled', 'updated_at', 'created_at'] as const;
function presentBlock(block: Block, language: LanguageCode | undefined, main: LanguageCode): BlockAnswer {
  const t = pickTranslation(block.translations, language, main);
  return {
    id: block.id,
    enabled: block.enabled,
    identifier: block.identifier,
    title: t?.title ?? '',
    content: t?.content ?? '',
    translated_languages: block.translations.map((tr) => tr.language as LanguageCode).sort(),
    created_at: block.createdAt.toISOString(),
    updated_at: block.updatedAt.toISOString(),
  };
}

/**
 * Blocks: reusable rich-text pieces found by identifier (the homepage's sections, pages). Identifier
 * and enabled once, title and content per language; content sanitised on save and on read.
 */
@Injectable()
export class BlockService implements OnModuleInit {
  private readonly shown: ReadCache<StorefrontBlock | null>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: BlockRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
  ) {
    this.shown = new ReadCache(() => config.cache.catalogMs, { max: 2000, serveStale: true });
  }

  onModuleInit(): void {
    this.events.on('block.changed', () => this.shown.clear());
    this.events.on('settings.changed', () => this.shown.clear());
  }

  async list(query: ListQuery, language?: LanguageCode): Promise<ListPage<BlockAnswer>> {
    const page = await this.repository.listPage(query);
    return { ...page, rows: await this.views(page.rows, language) };
  }

  async get(id: number, language?: LanguageCode): Promise<BlockAnswer> {
    const [view] = await this.views([id], language);
    if (!view) throw new NotFoundError();
    return view;
  }

  async create(dto: CreateBlockDto, language?: LanguageCode): Promise<BlockAnswer> {
    const lang = language ?? (await this.mainLanguage());
    const id = await this.dataSource.transaction(async (manager) => {
      await this.ensureIdentifierFree(manager, dto.identifier);
      const block = await this.repository.insert(manager, { enabled: dto.enabled ?? true, identifier: dto.identifier });
      await this.repository.saveTexts(manager, block.id, lang, { title: dto.title, content: sanitizeRichText(dto.content ?? '') });
      await this.events.publish(manager, 'block.changed', { ids: [block.id], identifiers: [block.identifier] });
      return block.id;
    });
    return this.get(id, lang);
  }

  async update(id: number, dto: UpdateBlockDto, language?: LanguageCode): Promise<BlockAnswer> {
    const lang = language ?? (await this.mainLanguage());
    await this.dataSource.transaction(async (manager) => {
      const block = await this.repository.lock(manager, id);
      if (!block) throw new NotFoundError();
      if (dto.identifier !== undefined && dto.identifier !== block.identifier) await this.ensureIdentifierFree(manager, dto.identifier, id);
      if (dto.title !== undefined || dto.content !== undefined) {
        const current = await this.repository.texts(manager, id, lang);
        const title = dto.title ?? current?.title;
        if (title === undefined) throw ValidationError.field('title', validationMessages.required({ field: 'title' }));
        await this.repository.saveTexts(manager, id, lang, {
          title,
          content: dto.content !== undefined ? sanitizeRichText(dto.content) : (current?.content ?? ''),
        });
      }
      const identifier = dto.identifier ?? block.identifier;
      await this.repository.update(manager, id, { enabled: dto.enabled ?? block.enabled, identifier });
      await this.events.publish(manager, 'block.changed', { ids: [id], identifiers: [...new Set([block.identifier, identifier])] });
    });
    return this.get(id, lang);
  }

  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const block = await this.repository.lock(manager, id);
      if (!block) throw new NotFoundError();
      await this.repository.delete(manager, id);
      await this.events.publish(manager, 'block.changed', { ids: [id], identifiers: [block.identifier] });
    });
  }

  /** POST /api/block: an enabled block in `language`; 404 "Block cannot be found" for a missing or disabled one. */
  async storefront(identifier: string, language?: LanguageCode): Promise<StorefrontBlock> {
    const block = await this.find(identifier, language);
    if (!block) throw new NotFoundError(contentShopMessages.block_not_found);
    return block;
  }

  /** Enabled blocks by identifier in `language` (for the homepage's sections); missing or disabled ones are left out. */
  async findMany(identifiers: readonly string[], language?: LanguageCode): Promise<StorefrontBlock[]> {
    const found = await Promise.all([...new Set(identifiers)].map((identifier) => this.find(identifier, language)));
    return found.filter((block): block is StorefrontBlock => block !== null);
  }

  private find(identifier: string, language?: LanguageCode): Promise<StorefrontBlock | null> {
    return this.shown.get(`${identifier}\n${language ?? ''}`, async () => {
      const block = await this.repository.enabledWithTexts(identifier);
      if (!block) return null;
      const t = pickTranslation(block.translations, language, await this.mainLanguage());
      return { id: block.id, identifier: block.identifier, title: t?.title ?? '', content: sanitizeRichText(t?.content ?? '') };
    });
  }

  private async ensureIdentifierFree(manager: EntityManager, identifier: string, exceptId?: number): Promise<void> {
    const existing = await this.repository.findByIdentifier(manager, identifier);
    if (existing && existing.id !== exceptId) throw ConflictError.field('identifier', contentMessages.identifier_taken);
  }

  private async views(ids: number[], language?: LanguageCode): Promise<BlockAnswer[]> {
    if (ids.length === 0) return [];
    const blocks = await this.repository.findManyWithTexts(ids);
    const main = await this.mainLanguage();
    const byId = new Map(blocks.map((b) => [b.id, b]));
    return ids.flatMap((id) => {
      const block = byId.get(id);
      return block ? [presentBlock(block, language, main)] : [];
    });
  }

  private async mainLanguage(): Promise<LanguageCode> {
    return (await this.settings.all()).main_language;
  }
}
