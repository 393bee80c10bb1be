import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { containsPattern, type ListDefinition, type ListPage, readList } from '../../database/list-statement';

/** A supplier row as the screens read it (the list adds its count of stocks). */
export interface SupplierRow {
  id: number;
  name: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  enabled: boolean;
  stock_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A stock a supplier supplies, named by its product (in the language asked, else any) and SKU. */
export interface SupplierStockRow {
  stock_id: number;
  product_id: number;
  sku: string;
  name: string;
  cost_price: number;
}

/** A supplier and the stocks it supplies. */
export type SupplierWithStocks = SupplierRow & { stocks: SupplierStockRow[] };

/** A stock the pickers offer. */
export interface StockOptionRow {
  id: number;
  product_id: number;
  sku: string;
  name: string;
}

/** The supplier's columns the service writes. */
export type SupplierColumns = Pick<SupplierRow, 'name' | 'contact_name' | 'email' | 'phone' | 'address' | 'notes' | 'enabled'>;

const COLUMNS = `s.id, s.name, s.contact_name, s.email, s.phone, s.address, s.notes, s.enabled, s.created_at, s.updated_at`;

const LIST: ListDefinition = {
  columns: `${COLUMNS}, (SELECT count(*)::int FROM supplier_stock ss WHERE ss.supplier_id = s.id) AS stock_count`,
  from: 'supplier s',
  id: 's.id',
  sorts: { id: 's.id', name: 's.name', contact_name: 's.contact_name', email: 's.email', enabled: 's.enabled', updated_at: 's.updated_at' },
  search: ['s.name', 's.contact_name', 's.email', 's.phone'],
  filters: { enabled: { column: 's.enabled', kind: 'boolean' } },
  ties: 'ascending',
  deferColumns: true,
};

/** A product's name in $n's language, else in any (a name is never missing from a product). */
const productName = (product: string, language: string) =>
  `COALESCE((SELECT t.name FROM product_translation t WHERE t.product_id = ${product} ORDER BY (t.language = ${language}) DESC, t.id LIMIT 1), '')`;

/**
 * The cost of each stock, for the margin report: its latest receipt's unit cost, else the lowest cost
 * price a supplier quotes for it; a stock with neither is left out of the map. Reads in the caller's
 * transaction or on the pool (pass the data source's manager).
 */
export async function stockCosts(manager: EntityManager, stockIds: readonly number[]): Promise<Map<number, number>> {
  if (stockIds.length === 0) return new Map();
  const rows: { stock_id: number; cost: number | null }[] = await manager.query(
    `SELECT k.id AS stock_id,
            COALESCE((SELECT l.unit_cost FROM supplier_receipt_line l WHERE l.stock_id = k.id ORDER BY l.receipt_id DESC LIMIT 1),
                     (SELECT min(ss.cost_price) FROM supplier_stock ss WHERE ss.stock_id = k.id)) AS cost
       FROM unnest($1::int[]) AS k(id)`,
    [[...new Set(stockIds)]],
  );
  return new Map(rows.filter((r) => r.cost !== null).map((r) => [r.stock_id, Number(r.cost)]));
}

/**
 * Every statement on the supplier and supplier_stock tables; SupplierService keeps the rules. Reads
 * join the product module's stock and product_translation (to name a stock).
 */
@Injectable()
export class SupplierRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listPage(query: ListQuery): Promise<ListPage<SupplierRow>> {
    return readList<SupplierRow>(this.dataSource.manager, LIST, query);
  }

  /** The supplier, read in the caller's transaction (locked FOR UPDATE with `lock`), or null. */
  async find(manager: EntityManager, id: number, lock: 'update' | 'share' | 'none' = 'none'): Promise<SupplierRow | null> {
    const suffix = lock === 'update' ? ' FOR UPDATE' : lock === 'share' ? ' FOR SHARE' : '';
    const rows: SupplierRow[] = await manager.query(`SELECT ${COLUMNS}, 0 AS stock_count FROM supplier s WHERE s.id = $1${suffix}`, [id]);
    return rows[0] ?? null;
  }

  /** The id of the supplier with this name (compared without case), read in the caller's transaction, or null. */
  async idByName(manager: EntityManager, name: string): Promise<number | null> {
    const rows: { id: number }[] = await manager.query(`SELECT id FROM supplier WHERE lower(name) = lower($1)`, [name]);
    return rows[0]?.id ?? null;
  }

  async insert(manager: EntityManager, columns: SupplierColumns): Promise<number> {
    const rows: { id: number }[] = await manager.query(
      `INSERT INTO supplier (name, contact_name, email, phone, address, notes, enabled) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [columns.name, columns.contact_name, columns.email, columns.phone, columns.address, columns.notes, columns.enabled],
    );
    return rows[0].id;
  }

  async update(manager: EntityManager, id: number, columns: SupplierColumns): Promise<void> {
    await manager.query(
      `UPDATE supplier SET name = $2, contact_name = $3, email = $4, phone = $5, address = $6, notes = $7, enabled = $8, updated_at = now() WHERE id = $1`,
      [id, columns.name, columns.contact_name, columns.email, columns.phone, columns.address, columns.notes, columns.enabled],
    );
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM supplier WHERE id = $1`, [id]);
  }

  /** The supplier's stocks, by SKU, each named in `language` (else any language). */
  stocks(manager: EntityManager, supplierId: number, language: string): Promise<SupplierStockRow[]> {
    return manager.query(
      `SELECT ss.stock_id, st.product_id, st.sku, ${productName('st.product_id', '$2')} AS name, ss.cost_price
         FROM supplier_stock ss JOIN stock st ON st.id = ss.stock_id
        WHERE ss.supplier_id = $1 ORDER BY st.sku`,
      [supplierId, language],
    );
  }

  /** Replaces the supplier's stocks with these (`costs[i]` for `stockIds[i]`), in stock id order. */
  async replaceStocks(manager: EntityManager, supplierId: number, stockIds: number[], costs: number[]): Promise<void> {
    await manager.query(`DELETE FROM supplier_stock WHERE supplier_id = $1 AND stock_id <> ALL($2::int[])`, [supplierId, stockIds]);
    await this.upsertCosts(manager, supplierId, stockIds, costs);
  }

  /**
   * Sets the supplier's cost price of these stocks (`costs[i]` for `stockIds[i]`), adding those it did
   * not supply yet; rows are written in stock id order (two writers never wait on each other crosswise).
   */
  async upsertCosts(manager: EntityManager, supplierId: number, stockIds: number[], costs: number[]): Promise<void> {
    if (stockIds.length === 0) return;
    await manager.query(
      `INSERT INTO supplier_stock (supplier_id, stock_id, cost_price)
       SELECT $1, v.stock_id, v.cost FROM unnest($2::int[], $3::int[]) AS v(stock_id, cost) ORDER BY v.stock_id
       ON CONFLICT (supplier_id, stock_id) DO UPDATE SET cost_price = EXCLUDED.cost_price, updated_at = now()`,
      [supplierId, stockIds, costs],
    );
  }

  /** The SKUs of those of these stocks that exist, by id. */
  async skus(manager: EntityManager, stockIds: number[]): Promise<Map<number, string>> {
    const rows: { id: number; sku: string }[] = await manager.query(`SELECT id, sku FROM stock WHERE id = ANY($1::int[])`, [stockIds]);
    return new Map(rows.map((r) => [r.id, r.sku]));
  }

  /** Stocks whose SKU or product name holds `q` (any when empty), newest first, at most `limit`. */
  stockOptions(q: string, language: string, limit: number): Promise<StockOptionRow[]> {
    return this.dataSource.query(
      `SELECT st.id, st.product_id, st.sku, ${productName('st.product_id', '$2')} AS name
         FROM stock st
        WHERE $1 = '%%' OR st.sku ILIKE $1 OR EXISTS (SELECT 1 FROM product_translation t WHERE t.product_id = st.product_id AND t.name ILIKE $1)
        ORDER BY st.id DESC LIMIT $3`,
      [containsPattern(q), language, limit],
    );
  }

  /** Whether the supplier has any receipt (a supplier with receipts cannot be deleted). */
  async hasReceipts(manager: EntityManager, supplierId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM supplier_receipt WHERE supplier_id = $1 LIMIT 1`, [supplierId]);
    return rows.length > 0;
  }

  costs(stockIds: readonly number[]): Promise<Map<number, number>> {
    return stockCosts(this.dataSource.manager, stockIds);
  }
}
