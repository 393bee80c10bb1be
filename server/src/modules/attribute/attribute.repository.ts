import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readListIds } from '../../database/list-statement';
import { saveTranslation } from '../../database/save-translation';
import { Attribute, AttributeOption, AttributeOptionTranslation, AttributePosition, AttributeTranslation } from './attribute.entity';

const LIST: ListDefinition = {
  columns: 'a.id',
  from: 'attribute a',
  id: 'a.id',
  sorts: { id: 'a.id', order: 'a."order"', position: 'a.position', updated_at: 'a.updated_at', created_at: 'a.created_at' },
  search: (match) => `EXISTS (SELECT 1 FROM attribute_translation t WHERE t.attribute_id = a.id AND ${match('t.name')})
    OR EXISTS (SELECT 1 FROM attribute_option o JOIN attribute_option_translation ot ON ot.option_id = o.id WHERE o.attribute_id = a.id AND ${match('ot.value')})`,
  filters: { position: { column: 'a.position', kind: 'string' } },
  ties: 'ascending',
};

/** $1 option ids: those a stock holds, ascending. */
const OPTIONS_IN_USE_SQL = `SELECT o.id FROM unnest($1::int[]) AS o(id) WHERE EXISTS (SELECT 1 FROM stock s WHERE o.id = ANY(s.option_ids)) ORDER BY o.id`;

/** $1 option ids, $2 their orders. */
const OPTION_ORDERS_SQL = `UPDATE attribute_option SET "order" = v.ord FROM unnest($1::int[], $2::int[]) AS v(id, ord) WHERE attribute_option.id = v.id`;

/**
 * Every statement on the attribute module's tables (attribute, attribute_translation,
 * attribute_option, attribute_option_translation); AttributeService keeps the rules. The check of
 * options in use reads the product module's stock table.
 */
@Injectable()
export class AttributeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the admin list (ids only, in the list's order) and the count of all matching attributes. */
  async listPage(query: ListQuery): Promise<ListPage<number>> {
    return readListIds(this.dataSource.manager, LIST, query);
  }

  /** The attributes found among `ids`, with their options and every text. */
  findManyWithOptions(ids: number[]): Promise<Attribute[]> {
    return this.dataSource.manager.find(Attribute, {
      where: { id: In(ids) },
      relations: { translations: true, options: { translations: true } },
    });
  }

  /** The attributes of a position in order, with their options and every text. */
  ofPosition(position: AttributePosition): Promise<Attribute[]> {
    return this.dataSource.manager.find(Attribute, {
      where: { position },
      relations: { translations: true, options: { translations: true } },
      order: { order: 'ASC', id: 'ASC' },
    });
  }

  /** Locks the attribute's row until the caller's transaction ends and reads it, or null. */
  lock(manager: EntityManager, id: number): Promise<Attribute | null> {
    return manager.findOne(Attribute, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, columns: Pick<Attribute, 'position' | 'order'>): Promise<Attribute> {
    return manager.save(manager.create(Attribute, columns));
  }

  async update(manager: EntityManager, id: number, columns: Pick<Attribute, 'position' | 'order'>): Promise<void> {
    await manager.update(Attribute, { id }, columns);
  }

  /** Deletes an attribute; its options and texts go with it (ON DELETE CASCADE). */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Attribute, { id });
  }

  /** Writes an attribute's name in one language. */
  saveName(manager: EntityManager, attributeId: number, language: LanguageCode, name: string): Promise<void> {
    return saveTranslation(manager, AttributeTranslation, { attributeId }, language, { name });
  }

  /** An attribute's options with every text, read in the caller's transaction. */
  options(manager: EntityManager, attributeId: number): Promise<AttributeOption[]> {
    return manager.find(AttributeOption, { where: { attributeId }, relations: { translations: true } });
  }

  /** Inserts options of an attribute (`orders[i]` the order of the i-th); their ids in that order. */
  async insertOptions(manager: EntityManager, attributeId: number, orders: number[]): Promise<number[]> {
    const inserted = await manager.insert(
      AttributeOption,
      orders.map((order) => ({ attributeId, order })),
    );
    return inserted.identifiers.map((row) => row.id as number);
  }

  async deleteOptions(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.delete(AttributeOption, { id: In(ids) });
  }

  /** Sets the order of options (`orders[i]` for `ids[i]`) in one statement. */
  async setOptionOrders(manager: EntityManager, ids: number[], orders: number[]): Promise<void> {
    await manager.query(OPTION_ORDERS_SQL, [ids, orders]);
  }

  /** Inserts options' values in one language (new options). */
  async insertOptionValues(manager: EntityManager, values: Pick<AttributeOptionTranslation, 'optionId' | 'language' | 'value'>[]): Promise<void> {
    await manager.insert(AttributeOptionTranslation, values);
  }

  /** Writes options' values in one language (kept options: a value per option and language). */
  async saveOptionValues(manager: EntityManager, values: Pick<AttributeOptionTranslation, 'optionId' | 'language' | 'value'>[]): Promise<void> {
    await manager.upsert(AttributeOptionTranslation, values, ['optionId', 'language']);
  }

  /** Those of the option ids that a stock holds, ascending. */
  async optionsInUse(manager: EntityManager, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(OPTIONS_IN_USE_SQL, [ids]);
    return rows.map((r) => r.id);
  }
}
