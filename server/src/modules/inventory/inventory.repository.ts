import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { preparedQueryOn } from '../../database/prepared-query';
import { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import { InventoryHistory } from './inventory.entity';
import { InventoryHistoryRow, InventoryQuantities } from './inventory.responses';

/** An inventory row with what the history names it by (its stock's product and SKU, its warehouse's name). */
export interface LockedInventory {
  id: number;
  stock_id: number;
  warehouse_id: number;
  quantity: number;
  reserved: number;
  product_id: number;
  sku: string;
  warehouse_name: string;
  warehouse_enabled: boolean;
}

/** The id of a stock's inventory row in one warehouse. */
export interface InventoryRowId {
  id: number;
  warehouse_id: number;
}

/** One history row as the page query reads it: the date as the driver gives it. */
type HistoryPageRow = Omit<InventoryHistoryRow, 'date'> & { date: Date };

/** The history of one inventory (inventory_id) or of every inventory of a product (product_id), by id. */
const HISTORY_LIST: ListDefinition = {
  columns: `id::int AS id, created_at AS date, type, warehouse_id, warehouse_name AS warehouse, remark, admin_name, sku, option,
            change, quantity_after, from_warehouse_id, to_warehouse_id, inventory_id, stock_id`,
  from: 'inventory_history',
  id: 'id',
  sorts: { id: 'id' },
  filters: { inventory_id: { column: 'inventory_id', kind: 'integer' }, product_id: { column: 'product_id', kind: 'integer' } },
};

/** Rows with what the history names them by, picked by a column (inventory ids, or stock ids). */
const ROWS_SQL = (by: 'i.id' | 'i.stock_id') => `
  SELECT i.id, i.stock_id, i.warehouse_id, i.quantity, i.reserved, s.product_id, s.sku, w.name AS warehouse_name, w.enabled AS warehouse_enabled
    FROM inventory i JOIN stock s ON s.id = i.stock_id JOIN warehouse w ON w.id = i.warehouse_id
   WHERE ${by} = ANY($1) ORDER BY i.id`;
const READ_SQL = ROWS_SQL('i.id');
const LOCK_SQL = `${READ_SQL} FOR UPDATE OF i`;
const LOCK_BY_STOCK_SQL = `${ROWS_SQL('i.stock_id')} FOR UPDATE OF i`;

/** $1 stock ids, $2 a language: each stock's option values ("Red / M"), ordered like their attributes, in that language (else any). */
const OPTION_LABELS_SQL = `SELECT s.id AS stock_id,
            COALESCE(string_agg(COALESCE(t.value, any_t.value, ''), ' / ' ORDER BY a."order", a.id), '') AS label
       FROM stock s
       LEFT JOIN LATERAL unnest(s.option_ids) AS oid ON true
       LEFT JOIN attribute_option o ON o.id = oid
       LEFT JOIN attribute a ON a.id = o.attribute_id
       LEFT JOIN attribute_option_translation t ON t.option_id = o.id AND t.language = $2
       LEFT JOIN LATERAL (SELECT value FROM attribute_option_translation WHERE option_id = o.id ORDER BY id LIMIT 1) any_t ON true
      WHERE s.id = ANY($1)
      GROUP BY s.id`;

/** A history row as written: the move, its row, and the admin who made it. */
export type HistoryRow = Pick<
  InventoryHistory,
  | 'inventoryId'
  | 'productId'
  | 'stockId'
  | 'warehouseId'
  | 'warehouseName'
  | 'sku'
  | 'option'
  | 'type'
  | 'change'
  | 'quantityAfter'
  | 'remark'
  | 'fromWarehouseId'
  | 'toWarehouseId'
  | 'adminId'
  | 'adminName'
>;

/**
 * The statements on inventory rows and their history, for InventoryService alone (which holds the
 * rules: what a move may do, when a row may go). Writers take the caller's EntityManager and run in
 * its transaction; only the reads made outside one (history pages, existence checks) use the pool.
 * Reads join the product module's stock, the warehouse module's warehouse and the attribute
 * module's attribute, attribute_option and attribute_option_translation.
 */
@Injectable()
export class InventoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Reads these rows without a lock, in id order. */
  readRows(manager: EntityManager, ids: number[]): Promise<LockedInventory[]> {
    return manager.query(READ_SQL, [ids]);
  }

  /** Locks these rows FOR UPDATE in id order (so two writers in opposite directions cannot deadlock) and reads them. */
  lockRows(manager: EntityManager, ids: number[]): Promise<LockedInventory[]> {
    return manager.query(LOCK_SQL, [ids]);
  }

  /** Locks every row of these stocks FOR UPDATE in id order and reads them. */
  lockRowsOfStocks(manager: EntityManager, stockIds: number[]): Promise<LockedInventory[]> {
    return preparedQueryOn(manager, 'inventory_lock_stocks', LOCK_BY_STOCK_SQL, [stockIds]);
  }

  /** Writes new quantities (`quantities[i]` for `ids[i]`) in one statement, stamping updated_at. */
  async writeQuantities(manager: EntityManager, ids: number[], quantities: number[]): Promise<void> {
    await manager.query(
      `UPDATE inventory SET quantity = v.quantity, updated_at = now() FROM unnest($1::int[], $2::int[]) AS v(id, quantity) WHERE inventory.id = v.id`,
      [ids, quantities],
    );
  }

  /** Adds `changes[i]` to the reserved count and `taken[i]` off the quantity of `ids[i]`, in one statement. */
  async moveReserved(manager: EntityManager, ids: number[], reservedChanges: number[], quantityChanges: number[]): Promise<void> {
    await preparedQueryOn(
      manager,
      'inventory_move_reserved',
      `UPDATE inventory SET reserved = reserved + v.r, quantity = quantity + v.q, updated_at = now()
         FROM unnest($1::int[], $2::int[], $3::int[]) AS v(id, r, q) WHERE inventory.id = v.id`,
      [ids, reservedChanges, quantityChanges],
    );
  }

  /** Inserts an empty row of the stock in each of these warehouses that has none yet. */
  async insertEmptyRows(manager: EntityManager, stockId: number, warehouseIds: number[]): Promise<void> {
    await manager.query(
      `INSERT INTO inventory (stock_id, warehouse_id, quantity) SELECT $1, w, 0 FROM unnest($2::int[]) AS w ON CONFLICT (stock_id, warehouse_id) DO NOTHING`,
      [stockId, warehouseIds],
    );
  }

  /**
   * Opens the rows of these (stock, warehouse) pairs that do not exist yet at the quantity asked for each
   * (`quantities[i]` for the i-th pair), in one statement: the rows made, with what the history names them
   * by, and the rows that were there (their quantity as it was), which the caller moves.
   */
  async openPairsAt(
    manager: EntityManager,
    stockIds: number[],
    warehouseIds: number[],
    quantities: number[],
  ): Promise<{ made: LockedInventory[]; found: { id: number; stock_id: number; warehouse_id: number; quantity: number }[] }> {
    const rows: (LockedInventory & { made: boolean })[] = await manager.query(
      `WITH asked AS (SELECT * FROM unnest($1::int[], $2::int[], $3::int[]) AS v(s, w, q)),
            made AS (INSERT INTO inventory (stock_id, warehouse_id, quantity) SELECT s, w, q FROM asked
                       ON CONFLICT (stock_id, warehouse_id) DO NOTHING RETURNING id, stock_id, warehouse_id, quantity, reserved)
       SELECT m.id, m.stock_id, m.warehouse_id, m.quantity, m.reserved, s.product_id, s.sku, w.name AS warehouse_name,
              w.enabled AS warehouse_enabled, true AS made
         FROM made m JOIN stock s ON s.id = m.stock_id JOIN warehouse w ON w.id = m.warehouse_id
       UNION ALL
       SELECT i.id, i.stock_id, i.warehouse_id, i.quantity, i.reserved, NULL, NULL, NULL, NULL, false
         FROM inventory i JOIN asked ON i.stock_id = asked.s AND i.warehouse_id = asked.w`,
      [stockIds, warehouseIds, quantities],
    );
    const made = rows.filter((r) => r.made).map(({ made: _made, ...row }) => row);
    const found = rows.filter((r) => !r.made).map(({ id, stock_id, warehouse_id, quantity }) => ({ id, stock_id, warehouse_id, quantity }));
    // A row another transaction made after this statement began is in neither half (its insert conflicted,
    // and the statement's snapshot does not see it): read it now, as a row that was there.
    const seen = new Set(rows.map((r) => `${r.stock_id}:${r.warehouse_id}`));
    const late = stockIds.map((stockId, i) => [stockId, warehouseIds[i]] as const).filter(([st, wh]) => !seen.has(`${st}:${wh}`));
    if (late.length > 0) {
      found.push(
        ...(await manager.query(
          `SELECT i.id, i.stock_id, i.warehouse_id, i.quantity FROM inventory i JOIN unnest($1::int[], $2::int[]) AS v(s, w) ON i.stock_id = v.s AND i.warehouse_id = v.w`,
          [late.map(([st]) => st), late.map(([, wh]) => wh)],
        )),
      );
    }
    return { made, found };
  }

  /** The ids of the stock's rows in these warehouses. */
  rowIdsIn(manager: EntityManager, stockId: number, warehouseIds: number[]): Promise<InventoryRowId[]> {
    return manager.query(`SELECT id, warehouse_id FROM inventory WHERE stock_id = $1 AND warehouse_id = ANY($2)`, [stockId, warehouseIds]);
  }

  /** Deletes these rows. */
  async deleteRows(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.query(`DELETE FROM inventory WHERE id = ANY($1)`, [ids]);
  }

  /** Whether any row sits in the warehouse. */
  async anyInWarehouse(manager: EntityManager, warehouseId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM inventory WHERE warehouse_id = $1 LIMIT 1`, [warehouseId]);
    return rows.length > 0;
  }

  /**
   * Whether the warehouse exists, read in the caller's transaction. The warehouse table is the warehouse
   * module's, but that module calls this one (a module cycle): the check stays a plain read here.
   */
  async warehouseExists(manager: EntityManager, warehouseId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM warehouse WHERE id = $1`, [warehouseId]);
    return rows.length > 0;
  }

  /** The quantities of these rows in id order, with what is available beside what orders reserved. */
  quantities(manager: EntityManager, ids: number[]): Promise<InventoryQuantities[]> {
    return manager.query(`SELECT id, warehouse_id, quantity, available AS available_inventories FROM inventory WHERE id = ANY($1) ORDER BY id`, [ids]);
  }

  /** One page of histories, by id in the query's order, of one inventory or of every inventory of a product; with the total. */
  async historyPage(scope: { inventoryId?: number; productId?: number }, query: ListQuery): Promise<ListPage<InventoryHistoryRow>> {
    const filter = scope.inventoryId !== undefined ? { inventory_id: scope.inventoryId } : { product_id: scope.productId };
    // These lists have never taken id lists (filter.id): they still do not.
    const page = await readList<HistoryPageRow>(this.dataSource.manager, HISTORY_LIST, { ...query, ids: undefined }, { filter });
    return { ...page, rows: page.rows.map(({ date, ...r }) => ({ ...r, date: date.toISOString() })) };
  }

  /** Whether a row with this id exists in the table (the product table is read, not written, here). */
  async exists(table: 'inventory' | 'product', id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /**
   * Appends history rows (none: nothing to write) in one statement of one array per column: an import
   * batch's thousand moves cost one short statement, not a VALUES list of 15,000 parameters that the ORM builds.
   */
  async insertHistory(manager: EntityManager, rows: HistoryRow[]): Promise<void> {
    if (rows.length === 0) return;
    const column = <K extends keyof HistoryRow>(key: K) => rows.map((r) => r[key]);
    await manager.query(
      `INSERT INTO inventory_history (inventory_id, product_id, stock_id, warehouse_id, warehouse_name, sku, option, type, change, quantity_after,
                                      remark, from_warehouse_id, to_warehouse_id, admin_id, admin_name)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::varchar[], $6::varchar[], $7::varchar[], $8::varchar[], $9::int[], $10::int[],
                            $11::varchar[], $12::int[], $13::int[], $14::int[], $15::varchar[])`,
      [
        column('inventoryId'),
        column('productId'),
        column('stockId'),
        column('warehouseId'),
        column('warehouseName'),
        column('sku'),
        column('option'),
        column('type'),
        column('change'),
        column('quantityAfter'),
        column('remark'),
        column('fromWarehouseId'),
        column('toWarehouseId'),
        column('adminId'),
        column('adminName'),
      ],
    );
  }

  /** Each stock's option values ("Red / M") in a language, ordered like their attributes, read in the caller's transaction. */
  async optionLabels(manager: EntityManager, stockIds: number[], language: string): Promise<Map<number, string>> {
    if (stockIds.length === 0) return new Map();
    const rows: { stock_id: number; label: string }[] = await manager.query(OPTION_LABELS_SQL, [stockIds, language]);
    return new Map(rows.map((r) => [r.stock_id, r.label]));
  }
}
