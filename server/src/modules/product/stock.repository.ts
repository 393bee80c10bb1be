import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { Stock } from './stock.entity';

/** An attribute option with its attribute and where that attribute is used. */
export interface OptionAttributeRow {
  id: number;
  attribute_id: number;
  position: string;
}

/** An inventory row of a stock, as the stock writer compares it with the form. */
export interface StockInventoryRow {
  id: number;
  stock_id: number;
  warehouse_id: number;
  quantity: number;
  reserved: number;
}

/** A stock's columns as the product form writes them. */
export type StockColumns = Pick<Stock, 'sku' | 'price' | 'specialPrice' | 'visibled' | 'order' | 'optionIds'>;

/**
 * The statements of the stock writer, in the caller's transaction: a product's stocks (the product
 * module's stock table) and the checks a save of them makes. The checks read the attribute module's
 * attribute and attribute_option, the warehouse module's warehouse, and the inventory module's
 * inventory (whose rows InventoryService alone writes).
 */
@Injectable()
export class StockRepository {
  /** Locks a product's stocks until the caller's transaction ends and reads them, by id. */
  lockOfProduct(manager: EntityManager, productId: number): Promise<Stock[]> {
    return manager.find(Stock, { where: { productId }, lock: { mode: 'pessimistic_write' }, order: { id: 'ASC' } });
  }

  async delete(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.delete(Stock, { id: In(ids) });
  }

  async update(manager: EntityManager, id: number, columns: StockColumns): Promise<void> {
    await manager.update(Stock, { id }, columns);
  }

  /** Inserts a stock of the product; its id. */
  async insert(manager: EntityManager, productId: number, columns: StockColumns): Promise<number> {
    return (await manager.save(manager.create(Stock, { productId, ...columns }))).id;
  }

  /** These attribute options with their attribute and its position (stock_option, ...); unknown ids are left out. */
  optionAttributes(manager: EntityManager, optionIds: number[]): Promise<OptionAttributeRow[]> {
    return manager.query(`SELECT o.id, o.attribute_id, a.position FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id WHERE o.id = ANY($1)`, [
      optionIds,
    ]);
  }

  /** Those of the ids that are warehouses. */
  async warehouseIdsAmong(manager: EntityManager, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(`SELECT id FROM warehouse WHERE id = ANY($1)`, [ids]);
    return rows.map((r) => r.id);
  }

  /** One of these stock skus (case-insensitively) that a stock of another product already has, or undefined. */
  async stockSkuTakenElsewhere(manager: EntityManager, skus: string[], productId: number): Promise<string | undefined> {
    const taken: { sku: string }[] = await manager.query(`SELECT sku FROM stock WHERE lower(sku) = ANY($1) AND product_id <> $2 LIMIT 1`, [
      skus.map((sku) => sku.toLowerCase()),
      productId,
    ]);
    return taken[0]?.sku;
  }

  /** The inventory rows of these stocks, by id. */
  inventoryRows(manager: EntityManager, stockIds: number[]): Promise<StockInventoryRow[]> {
    return manager.query(`SELECT id, stock_id, warehouse_id, quantity, reserved FROM inventory WHERE stock_id = ANY($1) ORDER BY id`, [stockIds]);
  }

  /** Stocks whose sku (any case) is among these, with their product: an import matches its rows in one read. */
  bySkus(manager: EntityManager, skus: string[]): Promise<{ id: number; sku: string; product_id: number; option_ids: number[] }[]> {
    return manager.query(`SELECT id, sku, product_id, option_ids FROM stock WHERE lower(sku) = ANY($1::text[])`, [skus.map((s) => s.toLowerCase())]);
  }

  /** Inserts stocks in one statement: their ids by sku. */
  insertMany(manager: EntityManager, rows: (StockColumns & { productId: number })[]): Promise<{ id: number; sku: string }[]> {
    return manager.query(
      `INSERT INTO stock (product_id, sku, price, special_price, visibled, "order", option_ids)
       SELECT p, s, pr, sp, v, o, ids::int[] FROM unnest($1::int[], $2::text[], $3::bigint[], $4::bigint[], $5::bool[], $6::int[], $7::text[]) AS x(p, s, pr, sp, v, o, ids)
       RETURNING id, sku`,
      columnsOf(
        rows,
        rows.map((r) => r.productId),
      ),
    );
  }

  /** Updates stocks' sku, prices, visibility and options in one statement (their order stays). */
  async updateMany(manager: EntityManager, rows: (StockColumns & { id: number })[]): Promise<void> {
    if (rows.length === 0) return;
    await manager.query(
      `UPDATE stock t SET sku = x.s, price = x.pr, special_price = x.sp, visibled = x.v, option_ids = x.ids::int[], updated_at = now()
         FROM unnest($1::int[], $2::text[], $3::bigint[], $4::bigint[], $5::bool[], $6::int[], $7::text[]) AS x(id, s, pr, sp, v, o, ids)
        WHERE t.id = x.id AND (t.sku, t.price, t.special_price, t.visibled, t.option_ids) IS DISTINCT FROM (x.s, x.pr, x.sp, x.v, x.ids::int[])`,
      columnsOf(
        rows,
        rows.map((r) => r.id),
      ),
    );
  }
}

/** The parameters of the bulk stock statements: the leading ids, then each column as an array (options as array literals). */
function columnsOf(rows: StockColumns[], ids: number[]): unknown[] {
  return [
    ids,
    rows.map((r) => r.sku),
    rows.map((r) => r.price),
    rows.map((r) => r.specialPrice),
    rows.map((r) => r.visibled),
    rows.map((r) => r.order),
    rows.map((r) => `{${r.optionIds.join(',')}}`),
  ];
}
