import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readListIds } from '../../database/list-statement';
import { saveTranslation } from '../../database/save-translation';
import { Block, BlockTranslation } from './content.entity';

const LIST: ListDefinition = {
  columns: 'b.id',
  from: 'block b',
  id: 'b.id',
  sorts: { id: 'b.id', identifier: 'b.identifier', enabled: 'b.enabled', updated_at: 'b.updated_at', created_at: 'b.created_at' },
  search: (match) => `${match('b.identifier')} OR EXISTS (SELECT 1 FROM block_translation t WHERE t.block_id = b.id AND ${match('t.title')})`,
  filters: { enabled: { column: 'b.enabled', kind: 'boolean' } },
  ties: 'ascending',
};

/** A block's texts in one language. */
export type BlockTexts = Pick<BlockTranslation, 'title' | 'content'>;

/** Every statement on the blocks' tables (block, block_translation); BlockService keeps the rules. */
@Injectable()
export class BlockRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the admin list (ids only, in the list's order) and the count of all matching blocks. */
  async listPage(query: ListQuery): Promise<ListPage<number>> {
    return readListIds(this.dataSource.manager, LIST, query);
  }

  /** The blocks found among `ids`, with their texts. */
  findManyWithTexts(ids: number[]): Promise<Block[]> {
    return this.dataSource.manager.find(Block, { where: { id: In(ids) }, relations: { translations: true } });
  }

  /** The enabled block with this identifier, with its texts, or null. */
  enabledWithTexts(identifier: string): Promise<Block | null> {
    return this.dataSource.manager.findOne(Block, { where: { identifier, enabled: true }, relations: { translations: true } });
  }

  /** The block with this identifier, read in the caller's transaction, or null. */
  findByIdentifier(manager: EntityManager, identifier: string): Promise<Block | null> {
    return manager.findOne(Block, { where: { identifier } });
  }

  /** Locks the block's row until the caller's transaction ends and reads it, or null. */
  lock(manager: EntityManager, id: number): Promise<Block | null> {
    return manager.findOne(Block, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, columns: Pick<Block, 'enabled' | 'identifier'>): Promise<Block> {
    return manager.save(manager.create(Block, columns));
  }

  async update(manager: EntityManager, id: number, columns: Pick<Block, 'enabled' | 'identifier'>): Promise<void> {
    await manager.update(Block, { id }, columns);
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Block, { id });
  }

  /** A block's texts in one language, or null. */
  texts(manager: EntityManager, blockId: number, language: LanguageCode): Promise<BlockTranslation | null> {
    return manager.findOne(BlockTranslation, { where: { blockId, language } });
  }

  /** Writes a block's texts in one language. */
  saveTexts(manager: EntityManager, blockId: number, language: LanguageCode, texts: BlockTexts): Promise<void> {
    return saveTranslation(manager, BlockTranslation, { blockId }, language, texts);
  }
}
