import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readList } from '../../database/list-statement';

/** A store as the back office reads it. */
export interface StoreRow {
  id: number;
  name: string;
  address: string;
  phone: string;
  opening_hours: string;
  warehouse_id: number;
  warehouse_name: string;
  warehouse_enabled: boolean;
  enabled: boolean;
  staff_ids: number[];
  created_at: Date;
  updated_at: Date;
}

export type StoreValues = Pick<StoreRow, 'name' | 'address' | 'phone' | 'opening_hours' | 'warehouse_id' | 'enabled'>;

/** What a till keeps of a sale besides the order. */
export interface NewSale {
  orderId: number;
  storeId: number;
  clientId: string;
  tendered: number | null;
  change: number;
  cardReference: string;
  cashierId: number;
  cashier: string;
  soldAt: Date;
  offline: boolean;
}

export interface SaleRow {
  order_id: number;
  store_id: number;
  client_id: string;
  tendered: number | null;
  change: number;
  card_reference: string;
  cashier: string;
  sold_at: Date;
  offline: boolean;
}

const STORE_COLUMNS = `s.id, s.name, s.address, s.phone, s.opening_hours, s.warehouse_id, w.name AS warehouse_name, w.enabled AS warehouse_enabled,
  s.enabled, ARRAY(SELECT f.admin_id FROM store_staff f WHERE f.store_id = s.id ORDER BY f.admin_id) AS staff_ids, s.created_at, s.updated_at`;

const LIST: ListDefinition = {
  columns: STORE_COLUMNS,
  from: 'store s JOIN warehouse w ON w.id = s.warehouse_id',
  id: 's.id',
  sorts: {
    id: 's.id',
    name: 's.name',
    enabled: 's.enabled',
    phone: 's.phone',
    warehouse_id: 's.warehouse_id',
    created_at: 's.created_at',
    updated_at: 's.updated_at',
  },
  search: ['s.name', 's.address', 's.phone'],
  filters: {
    enabled: { column: 's.enabled', kind: 'boolean' },
    warehouse_id: { column: 's.warehouse_id', kind: 'integer' },
  },
  ties: 'ascending',
};

const SALE_COLUMNS = `order_id, store_id, client_id, tendered::float8 AS tendered, change::float8 AS change, card_reference, cashier, sold_at, offline`;

/**
 * Every statement on the store module's tables: store, store_staff and store_sale. It reads, read
 * only, warehouse (a store's name for it), admin (staff exist) and inventory (what a store's
 * warehouse has, for its till's catalogue).
 */
@Injectable()
export class StoreRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(query: ListQuery): Promise<ListPage<StoreRow>> {
    return readList<StoreRow>(this.dataSource.manager, LIST, query);
  }

  async find(id: number, manager: EntityManager = this.dataSource.manager): Promise<StoreRow | null> {
    const [row] = await manager.query(`SELECT ${STORE_COLUMNS} FROM store s JOIN warehouse w ON w.id = s.warehouse_id WHERE s.id = $1`, [id]);
    return row ?? null;
  }

  /** Locks the store's row until the caller's transaction ends; false when there is none. */
  async lock(manager: EntityManager, id: number): Promise<boolean> {
    const rows = await manager.query(`SELECT id FROM store WHERE id = $1 FOR UPDATE`, [id]);
    return rows.length > 0;
  }

  /** The id of the store with this name (any case), or null. */
  async idByName(manager: EntityManager, name: string): Promise<number | null> {
    const [row] = await manager.query(`SELECT id FROM store WHERE lower(name) = lower($1)`, [name]);
    return row?.id ?? null;
  }

  async warehouseExists(manager: EntityManager, id: number): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM warehouse WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /** The ids among these that no admin account has. */
  async missingAdmins(manager: EntityManager, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await manager.query(
      `SELECT a.id FROM unnest($1::int[]) AS a(id) WHERE NOT EXISTS (SELECT 1 FROM admin d WHERE d.id = a.id)`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  async insert(manager: EntityManager, v: StoreValues): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO store (name, address, phone, opening_hours, warehouse_id, enabled) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [v.name, v.address, v.phone, v.opening_hours, v.warehouse_id, v.enabled],
    );
    return id;
  }

  async update(manager: EntityManager, id: number, v: StoreValues): Promise<void> {
    await manager.query(
      `UPDATE store SET name = $2, address = $3, phone = $4, opening_hours = $5, warehouse_id = $6, enabled = $7, updated_at = now() WHERE id = $1`,
      [id, v.name, v.address, v.phone, v.opening_hours, v.warehouse_id, v.enabled],
    );
  }

  /** Makes the store's staff exactly these admin accounts. */
  async setStaff(manager: EntityManager, storeId: number, adminIds: number[]): Promise<void> {
    await manager.query(`DELETE FROM store_staff WHERE store_id = $1 AND NOT (admin_id = ANY($2::int[]))`, [storeId, adminIds]);
    await manager.query(`INSERT INTO store_staff (store_id, admin_id) SELECT DISTINCT $1::int, a FROM unnest($2::int[]) AS a ON CONFLICT DO NOTHING`, [
      storeId,
      adminIds,
    ]);
  }

  async hasSales(manager: EntityManager, storeId: number): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM store_sale WHERE store_id = $1 LIMIT 1`, [storeId]);
    return rows.length > 0;
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM store WHERE id = $1`, [id]);
  }

  /** The stores an admin works at (is staff of), or every store when `all`; enabled ones only. */
  async storesOf(adminId: number, all: boolean): Promise<StoreRow[]> {
    return this.dataSource.query(
      `SELECT ${STORE_COLUMNS} FROM store s JOIN warehouse w ON w.id = s.warehouse_id
        WHERE s.enabled AND ($2 OR EXISTS (SELECT 1 FROM store_staff f WHERE f.store_id = s.id AND f.admin_id = $1))
        ORDER BY s.name, s.id`,
      [adminId, all],
    );
  }

  async isStaff(storeId: number, adminId: number): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM store_staff WHERE store_id = $1 AND admin_id = $2`, [storeId, adminId]);
    return rows.length > 0;
  }

  /** What each stock has available in a warehouse (stock id to units). */
  async availableIn(warehouseId: number): Promise<Map<number, number>> {
    const rows: { stock_id: number; available: number }[] = await this.dataSource.query(
      `SELECT stock_id, GREATEST(available, 0)::int AS available FROM inventory WHERE warehouse_id = $1`,
      [warehouseId],
    );
    return new Map(rows.map((r) => [r.stock_id, r.available]));
  }

  async insertSale(manager: EntityManager, s: NewSale): Promise<void> {
    await manager.query(
      `INSERT INTO store_sale (order_id, store_id, client_id, tendered, change, card_reference, cashier_id, cashier, sold_at, offline)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [s.orderId, s.storeId, s.clientId, s.tendered, s.change, s.cardReference, s.cashierId, s.cashier, s.soldAt, s.offline],
    );
  }

  async saleByClient(clientId: string): Promise<SaleRow | null> {
    const [row] = await this.dataSource.query(`SELECT ${SALE_COLUMNS} FROM store_sale WHERE client_id = $1`, [clientId]);
    return row ?? null;
  }

  async sale(orderId: number): Promise<SaleRow | null> {
    const [row] = await this.dataSource.query(`SELECT ${SALE_COLUMNS} FROM store_sale WHERE order_id = $1`, [orderId]);
    return row ?? null;
  }

  /** A page of a store's sales, newest first, and how many it has. */
  async sales(storeId: number, offset: number, limit: number): Promise<{ rows: SaleRow[]; total: number }> {
    const rows: SaleRow[] = await this.dataSource.query(
      `SELECT ${SALE_COLUMNS} FROM store_sale WHERE store_id = $1 ORDER BY order_id DESC OFFSET $2 LIMIT $3`,
      [storeId, offset, limit],
    );
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM store_sale WHERE store_id = $1`, [storeId]);
    return { rows, total };
  }
}
