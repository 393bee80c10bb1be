import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { preparedQueryOn } from '../../database/prepared-query';
import { ListQuery } from '../../common/list-query';
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

/** One history row as the page query reads it: the date as the driver gives it, the page's total beside it. */
type HistoryPageRow = Omit<InventoryHistoryRow, 'date'> & { date: Date; total: string };

/** Rows with what the history names them by, picked by a column (inventory ids, or stock ids). */
const ROWS_SQL = (by: 'i.id' | 'i.stock_id') => `
  SELECT i.id, i.stock_id, i.warehouse_id, i.quantity, i.reserved, s.product_id, s.sku, w.name AS warehouse_name, w.enabled AS warehouse_enabled
    FROM inventory i JOIN stock s ON s.id = i.stock_id JOIN warehouse w ON w.id = i.warehouse_id
   WHERE ${by} = ANY($1) ORDER BY i.id`;
const READ_SQL = ROWS_SQL('i.id');
const LOCK_SQL = `${READ_SQL} FOR UPDATE OF i`;
const LOCK_BY_STOCK_SQL = `${ROWS_SQL('i.stock_id')} FOR UPDATE OF i`;

/**
 * The statements on inventory rows and their history, for InventoryService alone (which holds the
 * rules: what a move may do, when a row may go). Writers take the caller's EntityManager and run in
 * its transaction; only the reads made outside one (history pages, existence checks) use the pool.
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
  async historyPage(scope: { inventoryId?: number; productId?: number }, query: ListQuery): Promise<{ rows: InventoryHistoryRow[]; total: number }> {
    const [column, id] = scope.inventoryId !== undefined ? ['inventory_id', scope.inventoryId] : ['product_id', scope.productId];
    const rows: HistoryPageRow[] = await this.dataSource.query(
      `SELECT id::int AS id, created_at AS date, type, warehouse_id, warehouse_name AS warehouse, remark, admin_name, sku, option,
              change, quantity_after, from_warehouse_id, to_warehouse_id, inventory_id, stock_id, count(*) OVER () AS total
         FROM inventory_history WHERE ${column} = $1 ORDER BY id ${query.sortOrder} LIMIT $2 OFFSET $3`,
      [id, query.limit, query.offset],
    );
    return { rows: rows.map(({ total: _total, date, ...r }) => ({ ...r, date: date.toISOString() })), total: rows.length ? Number(rows[0].total) : 0 };
  }

  /** Whether a row with this id exists in the table (the product table is read, not written, here). */
  async exists(table: 'inventory' | 'product', id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    return rows.length > 0;
  }
}
