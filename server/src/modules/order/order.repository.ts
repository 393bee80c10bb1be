import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQueryOn } from '../../database/prepared-query';
import type { Allocation } from '../inventory';
import type { Adjustment } from '../totals';
import type { OrderChannel } from '../../events/events';
import type { OrderStatus } from './order-status';
import type { OrderAddress, OrderAnswer, OrderCustomerOption, OrderSummary } from './order.responses';
import type { ListQuery } from '../../common/list-query';
import { containsPattern, readList, type ListDefinition, type ListPage } from '../../database/list-statement';

/** What an order row is written with. */
export interface NewOrder {
  number: string;
  customerId: number | null;
  email: string;
  language: string;
  currency: string;
  display: { identifier: string; rate: number; mark: string };
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  grandTotal: number;
  shippingMethodId: number | null;
  shippingMethodName: string;
  paymentMethod: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  note: string;
  idempotencyKey: string;
  /** Null: nothing to give back later (a sale at a till completes as it is placed). */
  reservedUntil: Date | null;
  channel: OrderChannel;
  /** The store whose till sold it (channel 'store'), else null. */
  storeId: number | null;
}

export interface NewLine {
  stockId: number;
  productId: number;
  sku: string;
  name: string;
  options: string;
  image: string | null;
  unitPrice: number;
  regularPrice: number;
  quantity: number;
}

/** The order row as a status change reads it, locked. */
export interface LockedOrder {
  id: number;
  number: string;
  status: OrderStatus;
  channel: OrderChannel;
  reservation_released: boolean;
  customer_id: number | null;
  /** Until when an unpaid order holds its stock (null: placed before holds were kept). */
  reserved_until: Date | null;
}

/** An order with its lines, adjustments and history as one JSON value: one statement per order view. */
const VIEW_SQL = `
  SELECT o.id, o.number, o.status, o.channel, o.store_id, o.email, o.customer_id, o.language, o.currency,
         json_build_object('identifier', o.display_currency, 'rate', o.display_rate::float8, 'mark', o.display_mark) AS display_currency,
         o.subtotal::float8 AS subtotal, o.discount_total::float8 AS discount_total, o.shipping_total::float8 AS shipping_total,
         o.grand_total::float8 AS grand_total, o.shipping_method_name AS shipping_method,
         json_build_object('code', o.payment_method,
           'instructions', COALESCE(pm.instructions ->> o.language, pm.instructions ->> $2, '')) AS payment,
         o.shipping_address, o.billing_address, o.note, o.reserved_until, o.created_at,
         (SELECT COALESCE(json_agg(json_build_object('id', l.id, 'stock_id', l.stock_id, 'product_id', l.product_id, 'sku', l.sku, 'name', l.name,
                   'options', l.options, 'image', l.image, 'unit_price', l.unit_price::float8, 'regular_price', l.regular_price::float8,
                   'quantity', l.quantity, 'line_total', l.line_total::float8) ORDER BY l.id), '[]')
            FROM sales_order_line l WHERE l.order_id = o.id) AS lines,
         (SELECT COALESCE(json_agg(json_build_object('step', a.step, 'source', a.source, 'label', a.label, 'amount', a.amount::float8,
                   'line_ids', a.line_ids) ORDER BY a.id), '[]')
            FROM sales_order_adjustment a WHERE a.order_id = o.id) AS adjustments,
         (SELECT COALESCE(json_agg(json_build_object('from_status', h.from_status, 'to_status', h.to_status, 'comment', h.comment,
                   'actor', h.actor, 'created_at', h.created_at) ORDER BY h.id), '[]')
            FROM sales_order_history h WHERE h.order_id = o.id) AS history
    FROM sales_order o LEFT JOIN payment_method pm ON pm.code = o.payment_method
   WHERE o.id = $1`;

const SUMMARY_COLUMNS = `o.id, o.number AS identifier, o.grand_total::float8 AS grand_total, o.currency, o.status, o.email,
  (SELECT COALESCE(sum(l.quantity), 0)::int FROM sales_order_line l WHERE l.order_id = o.id) AS item_count, o.created_at`;
/** The back office's list also says where each order came from. */
const ADMIN_SUMMARY_COLUMNS = `${SUMMARY_COLUMNS}, o.channel, o.store_id`;

/** Sortable columns of the back-office list, by the name react-admin sends. */
export const ORDER_SORTS: Record<string, string> = {
  id: 'o.id',
  identifier: 'o.number',
  grand_total: 'o.grand_total',
  status: 'o.status',
  created_at: 'o.created_at',
  email: 'o.email',
};

/** A shopper's own orders, for the account's order history. */
const OWN_LIST: ListDefinition = {
  columns: SUMMARY_COLUMNS,
  from: 'sales_order o',
  id: 'o.id',
  sorts: { id: 'o.id' },
  filters: { customer_id: { column: 'o.customer_id', kind: 'integer' } },
};

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The back-office list: filters status, customer_id, q (number or email, trigram indexes),
 * created_from/created_to (whole days); ties go by id the sort's way.
 */
const LIST: ListDefinition = {
  columns: ADMIN_SUMMARY_COLUMNS,
  from: 'sales_order o',
  id: 'o.id',
  sorts: ORDER_SORTS,
  search: ['o.number', 'o.email'],
  deferColumns: true,
  filters: {
    status: { column: 'o.status', kind: 'string' },
    channel: { column: 'o.channel', kind: 'string' },
    store_id: (param, value) => (Number.isSafeInteger(Number(value)) ? `o.store_id = ${param(Number(value))}` : undefined),
    customer_id: (param, value) => (Number.isSafeInteger(Number(value)) ? `o.customer_id = ${param(Number(value))}` : undefined),
    created_from: (param, value) => (isDate(value) ? `o.created_at >= ${param(new Date(value))}` : undefined),
    created_to: (param, value) => (isDate(value) ? `o.created_at < ${param(new Date(value))}::timestamptz + interval '1 day'` : undefined),
  },
};

type ViewRow = Omit<OrderAnswer, 'next_statuses' | 'reserved_until' | 'created_at' | 'history'> & {
  reserved_until: Date | null;
  created_at: Date;
  history: (OrderAnswer['history'][number] & { created_at: string })[];
};

/**
 * The order tables' one reader and writer: sales_order, its lines, allocations, adjustments and
 * history, payment and payment_event. It reads, read only, customer
 * (the customer module's: the staff order screen's pickers) and stock (the product module's: a
 * stock's sku in a refusal).
 */
@Injectable()
export class OrderRepository {
  /** A customer a staff order is taken for (read only: the customer module owns the table). */
  async customer(manager: EntityManager, id: number): Promise<OrderCustomerOption | null> {
    const [row] = await manager.query(`SELECT id, email, first_name, last_name, enabled, language FROM customer WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** Up to `limit` customers whose email or name holds `q`, newest first (the staff order screen's picker). */
  customers(manager: EntityManager, q: string, limit: number): Promise<OrderCustomerOption[]> {
    const like = containsPattern(q);
    return manager.query(
      `SELECT id, email, first_name, last_name, enabled, language FROM customer
        WHERE email ILIKE $1 OR (first_name || ' ' || last_name) ILIKE $1 ORDER BY id DESC LIMIT $2`,
      [like, limit],
    );
  }

  async idByKey(manager: EntityManager, key: string): Promise<{ id: number; customer_id: number | null; email: string } | null> {
    const [row] = await preparedQueryOn<{ id: number; customer_id: number | null; email: string }>(
      manager,
      'order_by_key',
      `SELECT id, customer_id, email FROM sales_order WHERE idempotency_key = $1`,
      [key],
    );
    return row ?? null;
  }

  /** Serialises placements on one idempotency key, until the transaction ends. */
  async lockKey(manager: EntityManager, key: string, space: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [space, key]);
  }

  /**
   * Writes the order pending with its first history row (who placed it, and their comment), in one
   * statement; null, and nothing written, when its number is taken.
   */
  async insertOrder(manager: EntityManager, o: NewOrder, placedBy: { comment: string; actor: string; adminId?: number }): Promise<number | null> {
    const rows = await preparedQueryOn<{ id: number }>(
      manager,
      'order_insert',
      `WITH placed AS (
         INSERT INTO sales_order (number, customer_id, email, language, currency, display_currency, display_rate, display_mark,
           subtotal, discount_total, shipping_total, grand_total, shipping_method_id, shipping_method_name, payment_method,
           shipping_address, billing_address, note, idempotency_key, reserved_until, channel, store_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $24, $25)
         ON CONFLICT (number) DO NOTHING RETURNING id),
       first AS (INSERT INTO sales_order_history (order_id, from_status, to_status, comment, actor, admin_id) SELECT id, NULL, 'pending', $21, $22, $23 FROM placed)
       SELECT id FROM placed`,
      [
        o.number,
        o.customerId,
        o.email,
        o.language,
        o.currency,
        o.display.identifier,
        o.display.rate,
        o.display.mark,
        o.subtotal,
        o.discountTotal,
        o.shippingTotal,
        o.grandTotal,
        o.shippingMethodId,
        o.shippingMethodName,
        o.paymentMethod,
        JSON.stringify(o.shippingAddress),
        JSON.stringify(o.billingAddress),
        o.note,
        o.idempotencyKey,
        o.reservedUntil,
        placedBy.comment,
        placedBy.actor,
        placedBy.adminId ?? null,
        o.channel,
        o.storeId,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Inserts the lines (each stock once) in order with the reservation's allocations of their stocks,
   * in one statement; the line ids in the order of the lines.
   */
  async insertLines(manager: EntityManager, orderId: number, lines: NewLine[], allocations: Allocation[]): Promise<number[]> {
    const rows = await preparedQueryOn<{ id: number; stock_id: number }>(
      manager,
      'order_lines_insert',
      `WITH made AS (
         INSERT INTO sales_order_line (order_id, stock_id, product_id, sku, name, options, image, unit_price, regular_price, quantity, line_total)
         SELECT $1, v.stock_id, v.product_id, v.sku, v.name, v.options, v.image, v.unit_price, v.regular_price, v.quantity, v.unit_price * v.quantity
           FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::bigint[], $10::int[])
                WITH ORDINALITY AS v(stock_id, product_id, sku, name, options, image, unit_price, regular_price, quantity, n)
          ORDER BY v.n RETURNING id, stock_id),
       allocated AS (
         INSERT INTO sales_order_allocation (line_id, inventory_id, warehouse_id, quantity)
         SELECT made.id, a.inventory_id, a.warehouse_id, a.quantity
           FROM unnest($11::int[], $12::int[], $13::int[], $14::int[]) AS a(stock_id, inventory_id, warehouse_id, quantity) JOIN made ON made.stock_id = a.stock_id)
       SELECT id, stock_id FROM made`,
      [
        orderId,
        lines.map((l) => l.stockId),
        lines.map((l) => l.productId),
        lines.map((l) => l.sku),
        lines.map((l) => l.name),
        lines.map((l) => l.options),
        lines.map((l) => l.image),
        lines.map((l) => l.unitPrice),
        lines.map((l) => l.regularPrice),
        lines.map((l) => l.quantity),
        allocations.map((a) => a.stockId),
        allocations.map((a) => a.inventoryId),
        allocations.map((a) => a.warehouseId),
        allocations.map((a) => a.quantity),
      ],
    );
    const idOf = new Map(rows.map((r) => [r.stock_id, r.id]));
    return lines.map((l) => idOf.get(l.stockId)!);
  }

  async insertAllocations(manager: EntityManager, lineIds: number[], allocations: Allocation[][]): Promise<void> {
    const flat = allocations.flatMap((list, i) => list.map((a) => ({ ...a, lineId: lineIds[i] })));
    await manager.query(
      `INSERT INTO sales_order_allocation (line_id, inventory_id, warehouse_id, quantity)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[])`,
      [flat.map((a) => a.lineId), flat.map((a) => a.inventoryId), flat.map((a) => a.warehouseId), flat.map((a) => a.quantity)],
    );
  }

  /** Writes the order's adjustments in one statement, in the order given (the order view lists them so). */
  async insertAdjustments(manager: EntityManager, orderId: number, adjustments: (Adjustment & { label: string })[]): Promise<void> {
    if (adjustments.length === 0) return;
    await preparedQueryOn(
      manager,
      'order_adjustments_insert',
      `INSERT INTO sales_order_adjustment (order_id, step, source, label, amount, line_ids)
       SELECT $1, a.step, a.source, a.label, a.amount, a.line_ids
         FROM ROWS FROM (jsonb_to_recordset($2::jsonb) AS (step text, source text, label text, amount bigint, line_ids int[])) WITH ORDINALITY AS a(step, source, label, amount, line_ids, n)
        ORDER BY a.n`,
      [orderId, JSON.stringify(adjustments.map((a) => ({ step: a.step, source: a.source, label: a.label, amount: a.amount, line_ids: a.lines })))],
    );
  }

  async addHistory(
    manager: EntityManager,
    orderId: number,
    entry: { from: OrderStatus | null; to: OrderStatus | null; comment: string; actor: string; adminId?: number },
  ): Promise<void> {
    await manager.query(`INSERT INTO sales_order_history (order_id, from_status, to_status, comment, actor, admin_id) VALUES ($1, $2, $3, $4, $5, $6)`, [
      orderId,
      entry.from,
      entry.to,
      entry.comment,
      entry.actor,
      entry.adminId ?? null,
    ]);
  }

  async lock(manager: EntityManager, id: number): Promise<LockedOrder | null> {
    const [row] = await manager.query(
      `SELECT id, number, status, channel, reservation_released, customer_id, reserved_until FROM sales_order WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  /** The allocations of the order's lines (stock ids with them). */
  allocations(manager: EntityManager, orderId: number): Promise<Allocation[]> {
    return manager.query(
      `SELECT a.inventory_id AS "inventoryId", a.warehouse_id AS "warehouseId", l.stock_id AS "stockId", a.quantity
         FROM sales_order_allocation a JOIN sales_order_line l ON l.id = a.line_id WHERE l.order_id = $1 ORDER BY a.inventory_id`,
      [orderId],
    );
  }

  async setStatus(manager: EntityManager, id: number, status: OrderStatus, fields: { released?: boolean; paid?: boolean } = {}): Promise<void> {
    await manager.query(
      `UPDATE sales_order SET status = $2, updated_at = now(),
         reservation_released = COALESCE($3, reservation_released),
         paid_at = CASE WHEN $4 THEN now() ELSE paid_at END
       WHERE id = $1`,
      [id, status, fields.released ?? null, fields.paid ?? false],
    );
  }

  async markReleased(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`UPDATE sales_order SET reservation_released = true, updated_at = now() WHERE id = $1`, [id]);
  }

  async view(manager: EntityManager, id: number, mainLanguage: string): Promise<ViewRow | null> {
    const [row] = await preparedQueryOn<ViewRow>(manager, 'order_view', VIEW_SQL, [id, mainLanguage]);
    return row ?? null;
  }

  /** The id of the order with this number (anyone's). */
  async idByNumber(manager: EntityManager, number: string): Promise<number | null> {
    const [row] = await manager.query(`SELECT id FROM sales_order WHERE number = $1`, [number]);
    return row?.id ?? null;
  }

  /** A pending card order, as a payment intent is made for it; null when it cannot be paid by card now. */
  async payable(manager: EntityManager, number: string): Promise<{ id: number; number: string; grand_total: number; currency: string } | null> {
    const [row] = await manager.query(
      `SELECT id, number, grand_total::float8 AS grand_total, currency FROM sales_order WHERE number = $1 AND status = 'pending' AND payment_method = 'stripe'`,
      [number],
    );
    return row ?? null;
  }

  /** The sku of a stock, for a refusal that names it (stock is the product module's, read only). */
  async stockSku(manager: EntityManager, stockId: number): Promise<string | null> {
    const [row] = await manager.query(`SELECT sku FROM stock WHERE id = $1`, [stockId]);
    return row?.sku ?? null;
  }

  /** The order's lines with their stocks, in the order placed. */
  lineStocks(manager: EntityManager, orderId: number): Promise<{ id: number; stock_id: number }[]> {
    return manager.query(`SELECT id, stock_id FROM sales_order_line WHERE order_id = $1 ORDER BY id`, [orderId]);
  }

  /** Drops the allocations of the order's lines (a reservation made again replaces them). */
  async deleteAllocations(manager: EntityManager, orderId: number): Promise<void> {
    await manager.query(`DELETE FROM sales_order_allocation a USING sales_order_line l WHERE a.line_id = l.id AND l.order_id = $1`, [orderId]);
  }

  /** Notes a payment provider's event by its id; false when it was noted before (a replay). */
  async notePaymentEvent(manager: EntityManager, eventId: string, type: string, orderId: number | null): Promise<boolean> {
    const fresh = await manager.query(`INSERT INTO payment_event (event_id, type, order_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id`, [
      eventId,
      type,
      orderId,
    ]);
    return fresh.length > 0;
  }

  /** A card payment of the order as the provider sees it now (one row per intent). */
  async savePayment(
    manager: EntityManager,
    p: { orderId: number; provider: string; reference: string; amount: number; currency: string; status: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO payment (order_id, provider, reference, amount, currency, status) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (provider, reference) DO UPDATE SET status = EXCLUDED.status, updated_at = now()`,
      [p.orderId, p.provider, p.reference, p.amount, p.currency, p.status],
    );
  }

  /** The status of the order's payment with this provider reference. */
  async setPaymentStatus(manager: EntityManager, orderId: number, provider: string, reference: string, status: string): Promise<void> {
    await manager.query(`UPDATE payment SET status = $4, updated_at = now() WHERE provider = $1 AND reference = $2 AND order_id = $3`, [
      provider,
      reference,
      orderId,
      status,
    ]);
  }

  async idOfNumber(manager: EntityManager, number: string, customerId: number): Promise<number | null> {
    const [row] = await manager.query(`SELECT id FROM sales_order WHERE number = $1 AND customer_id = $2`, [number, customerId]);
    return row?.id ?? null;
  }

  /** A shopper's orders, newest first. */
  async ofCustomer(manager: EntityManager, customerId: number, offset: number, limit: number): Promise<{ rows: OrderSummary[]; total: number }> {
    const { rows, total } = await readList<OrderSummary>(manager, OWN_LIST, {
      sortField: 'id',
      sortOrder: 'DESC',
      offset,
      limit,
      filter: { customer_id: customerId },
    });
    return { rows, total };
  }

  /** The back-office list (see LIST): a page, and how many orders match (estimated past 10,000). */
  list(manager: EntityManager, query: ListQuery): Promise<ListPage<OrderSummary>> {
    return readList<OrderSummary>(manager, LIST, query);
  }
}
