import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readList } from '../../database/list-statement';

/** A receipt with the names of its supplier and warehouse, and its totals of lines and units. */
export interface ReceiptRow {
  id: number;
  supplier_id: number;
  supplier_name: string;
  warehouse_id: number;
  warehouse_name: string;
  reference: string;
  note: string;
  admin_name: string;
  line_count: number;
  quantity: string;
  created_at: Date;
}

/** A line as posted, with its product's name when the stock still exists. */
export interface ReceiptLineRow {
  stock_id: number;
  product_id: number | null;
  sku: string;
  name: string;
  inventory_id: number;
  quantity: number;
  unit_cost: number;
}

/** A receipt and its lines. */
export type ReceiptWithLines = ReceiptRow & { lines: ReceiptLineRow[] };

/** A receipt's number as the inventory history and the screens name it: R-000012. */
export const receiptNumber = (id: number) => `R-${String(id).padStart(6, '0')}`;

/** One line to write. */
export interface NewReceiptLine {
  stockId: number;
  sku: string;
  inventoryId: number;
  quantity: number;
  unitCost: number;
}

const COLUMNS = `r.id, r.supplier_id, s.name AS supplier_name, r.warehouse_id, w.name AS warehouse_name, r.reference, r.note, r.admin_name,
  (SELECT count(*)::int FROM supplier_receipt_line l WHERE l.receipt_id = r.id) AS line_count,
  (SELECT COALESCE(sum(l.quantity), 0)::bigint FROM supplier_receipt_line l WHERE l.receipt_id = r.id) AS quantity,
  r.created_at`;
const FROM = 'supplier_receipt r JOIN supplier s ON s.id = r.supplier_id JOIN warehouse w ON w.id = r.warehouse_id';

const LIST: ListDefinition = {
  columns: COLUMNS,
  from: FROM,
  id: 'r.id',
  sorts: { id: 'r.id', created_at: 'r.created_at', reference: 'r.reference' },
  search: ['r.reference', 's.name'],
  filters: { supplier_id: { column: 'r.supplier_id', kind: 'integer' }, warehouse_id: { column: 'r.warehouse_id', kind: 'integer' } },
  deferColumns: true,
};

/**
 * Every statement on supplier_receipt and supplier_receipt_line (append-only: the database refuses
 * changes and deletes). Reads join the warehouse module's warehouse, the product module's stock and
 * product_translation, and the inventory module's inventory (a row's quantity after a receipt).
 */
@Injectable()
export class ReceiptRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listPage(query: ListQuery, filter: Record<string, unknown>): Promise<ListPage<ReceiptRow>> {
    return readList<ReceiptRow>(this.dataSource.manager, LIST, query, { filter });
  }

  async find(manager: EntityManager, id: number): Promise<ReceiptRow | null> {
    const rows: ReceiptRow[] = await manager.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The receipt's lines in the order posted, each product named in `language` (else any). */
  lines(manager: EntityManager, receiptId: number, language: string): Promise<ReceiptLineRow[]> {
    return manager.query(
      `SELECT l.stock_id, st.product_id, l.sku, l.inventory_id, l.quantity, l.unit_cost,
              COALESCE((SELECT t.name FROM product_translation t WHERE t.product_id = st.product_id ORDER BY (t.language = $2) DESC, t.id LIMIT 1), '') AS name
         FROM supplier_receipt_line l LEFT JOIN stock st ON st.id = l.stock_id
        WHERE l.receipt_id = $1 ORDER BY l.id`,
      [receiptId, language],
    );
  }

  async insert(
    manager: EntityManager,
    receipt: { supplierId: number; warehouseId: number; reference: string; note: string; adminId: number; adminName: string },
  ): Promise<number> {
    const rows: { id: number }[] = await manager.query(
      `INSERT INTO supplier_receipt (supplier_id, warehouse_id, reference, note, admin_id, admin_name) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [receipt.supplierId, receipt.warehouseId, receipt.reference, receipt.note, receipt.adminId, receipt.adminName],
    );
    return rows[0].id;
  }

  async insertLines(manager: EntityManager, receiptId: number, lines: NewReceiptLine[]): Promise<void> {
    await manager.query(
      `INSERT INTO supplier_receipt_line (receipt_id, stock_id, sku, inventory_id, quantity, unit_cost)
       SELECT $1, v.stock_id, v.sku, v.inventory_id, v.quantity, v.unit_cost
         FROM unnest($2::int[], $3::text[], $4::int[], $5::int[], $6::int[]) WITH ORDINALITY AS v(stock_id, sku, inventory_id, quantity, unit_cost, n)
        ORDER BY v.n`,
      [
        receiptId,
        lines.map((l) => l.stockId),
        lines.map((l) => l.sku),
        lines.map((l) => l.inventoryId),
        lines.map((l) => l.quantity),
        lines.map((l) => l.unitCost),
      ],
    );
  }

  /** The quantity of these inventory rows, read in the caller's transaction (which has them locked). */
  async inventoryQuantities(manager: EntityManager, inventoryIds: number[]): Promise<Map<number, number>> {
    const rows: { id: number; quantity: number }[] = await manager.query(`SELECT id, quantity FROM inventory WHERE id = ANY($1::int[])`, [inventoryIds]);
    return new Map(rows.map((r) => [r.id, r.quantity]));
  }
}
