import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ReportGroup } from './report.dto';

/** A range of days in the shop's time zone, `to` inclusive (YYYY-MM-DD), and the zone. */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

/** Orders whose money the shop kept, and the ones it gave back. */
const SOLD = `('paid', 'shipped', 'completed')`;
const BOUGHT = `('paid', 'shipped', 'completed', 'refunded')`;
/** The range's bounds as instants: $1 from, $2 to (inclusive), $3 the time zone. Orders by creation time use IDX_sales_order_report. */
const IN_RANGE = (column: string) => `${column} >= ($1::date)::timestamp AT TIME ZONE $3::text AND ${column} < ($2::date + 1)::timestamp AT TIME ZONE $3::text`;
const rangeParams = (r: DayRange) => [r.from, r.to, r.timeZone];

export interface SalesFigures {
  orders: number;
  revenue: number;
  discounts: number;
  points: number;
  refunded_orders: number;
  refunds: number;
}
export interface SalesRow extends SalesFigures {
  /** Which split the row belongs to. */
  kind: 'period' | 'channel' | 'payment' | 'total';
  period: string | null;
  channel: string | null;
  store_id: number | null;
  store_name: string | null;
  payment_method: string | null;
}

export interface SoldStockRow {
  stock_id: number | null;
  product_id: number | null;
  sku: string;
  name: string;
  options: string;
  orders: number;
  units: number;
  revenue: number;
}

export interface BuyerSummaryRow {
  new_customers: number;
  new_orders: number;
  new_revenue: number;
  returning_customers: number;
  returning_orders: number;
  returning_revenue: number;
  guest_orders: number;
  guest_revenue: number;
}
export interface TopCustomerRow {
  customer_id: number;
  email: string;
  first_name: string;
  last_name: string;
  orders: number;
  revenue: number;
}
export interface TierRevenueRow {
  tier_id: number | null;
  tier_name: Record<string, string> | null;
  customers: number;
  orders: number;
  revenue: number;
}
export interface LeadSourceRow {
  lead_source: string;
  customers: number;
  orders: number;
  revenue: number;
}

export interface WarehouseStockRow {
  warehouse_id: number;
  warehouse_name: string;
  enabled: boolean;
  stocks: number;
  quantity: number;
  reserved: number;
  available: number;
  value: number;
  units_without_cost: number;
}
export interface LowStockRow {
  inventory_id: number;
  stock_id: number;
  product_id: number;
  sku: string;
  name: string;
  warehouse_id: number;
  warehouse_name: string;
  quantity: number;
  reserved: number;
  available: number;
}
export interface MovementRow {
  warehouse_id: number;
  warehouse_name: string;
  plus: number;
  minus: number;
  dispatched: number;
  transfer_in: number;
  transfer_out: number;
  updated: number;
  net: number;
}

export interface DayFigures {
  day: string;
  orders: number;
  revenue: number;
  placed: number;
}
export interface FunnelStageRow {
  funnel_id: number;
  funnel_title: string;
  position: number;
  status_id: number;
  status_title: string;
  leads: number;
}
export interface RecentOrderRow {
  id: number;
  number: string;
  email: string;
  status: string;
  channel: string;
  currency: string;
  grand_total: number;
  created_at: Date;
}

/**
 * Every statement of the reports and the dashboard. They only read (sales_rollup, the report's own
 * table, is written by the triggers of the order tables alone): orders and their lines and
 * adjustments (order), stores (store), customers (customer), tiers (membership), inventories and
 * their history (inventory), stocks (product), warehouses (warehouse), leads and funnels (lead).
 * Amounts are minor units of the base currency, as the orders keep them.
 */
@Injectable()
export class ReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  async storeExists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM store WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  async warehouseExists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM warehouse WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /**
   * The sales of the range: per period, per channel (and store), per payment method and in total
   * (grouping sets). Sold orders (paid, shipped, completed) make revenue, orders, discounts
   * (discount_total less what points paid) and points (the money points paid); refunded orders are
   * counted apart as refunds. Each order counts on the day it was placed.
   *
   * Summed from sales_rollup (an hour's orders per channel, store, payment method and kind, kept by
   * triggers: migrations/1764930000000-SalesRollup.ts) when every day boundary of the range in the
   * shop's time zone falls on a whole hour of UTC (every zone of whole-hour offsets; an hour's orders
   * then share one day). Otherwise (a half- or quarter-hour zone: India, Nepal, Newfoundland, parts of
   * Australia...) read from the orders themselves, as exact and as slow as before.
   */
  async sales(range: DayRange, group: ReportGroup, channel: string | null, storeId: number | null): Promise<SalesRow[]> {
    const params = [...rangeParams(range), group, channel, storeId];
    const [{ whole }]: { whole: boolean }[] = await this.dataSource.query(
      `SELECT bool_and(date_trunc('hour', b, 'UTC') = b) AS whole
         FROM (SELECT (d::date)::timestamp AT TIME ZONE $3::text AS b FROM generate_series($1::date, $2::date + 1, interval '1 day') d) x`,
      rangeParams(range),
    );
    const source = whole
      ? `SELECT to_char(date_trunc($4::text, r.day), 'YYYY-MM-DD') AS period, r.*
           FROM (SELECT (r.hour AT TIME ZONE $3::text)::date::timestamp AS day, r.channel, r.store_id, r.payment_method,
                        sum(r.orders) FILTER (WHERE r.kind = 'sold') AS orders,
                        sum(r.revenue) FILTER (WHERE r.kind = 'sold') AS revenue,
                        sum(r.discounts) FILTER (WHERE r.kind = 'sold') AS discounts,
                        sum(r.points) FILTER (WHERE r.kind = 'sold') AS points,
                        sum(r.orders) FILTER (WHERE r.kind = 'refunded') AS refunded_orders,
                        sum(r.revenue) FILTER (WHERE r.kind = 'refunded') AS refunds
                   FROM sales_rollup r
                  WHERE ${IN_RANGE('r.hour')} AND r.orders <> 0
                    AND ($5::text IS NULL OR r.channel = $5::text) AND ($6::int IS NULL OR r.store_id = $6::int)
                  GROUP BY 1, 2, 3, 4) r`
      : `SELECT to_char(date_trunc($4::text, o.created_at AT TIME ZONE $3::text), 'YYYY-MM-DD') AS period,
                o.channel, o.store_id, o.payment_method,
                CASE WHEN o.status <> 'refunded' THEN 1 END AS orders,
                CASE WHEN o.status <> 'refunded' THEN o.grand_total END AS revenue,
                CASE WHEN o.status <> 'refunded' THEN o.discount_total - COALESCE(p.paid, 0) END AS discounts,
                CASE WHEN o.status <> 'refunded' THEN COALESCE(p.paid, 0) END AS points,
                CASE WHEN o.status = 'refunded' THEN 1 END AS refunded_orders,
                CASE WHEN o.status = 'refunded' THEN o.grand_total END AS refunds
           FROM sales_order o
           LEFT JOIN (SELECT a.order_id, -sum(a.amount) AS paid FROM sales_order_adjustment a WHERE a.step = 'points' GROUP BY a.order_id) p
             ON p.order_id = o.id
          WHERE ${IN_RANGE('o.created_at')} AND o.status IN ${BOUGHT}
            AND ($5::text IS NULL OR o.channel = $5::text) AND ($6::int IS NULL OR o.store_id = $6::int)`;
    return this.dataSource.query(
      `WITH o AS (${source}), g AS (
         SELECT GROUPING(period, channel, store_id, payment_method) AS mask, period, channel, store_id, payment_method,
                COALESCE(sum(orders), 0)::int AS orders,
                COALESCE(sum(revenue), 0)::float8 AS revenue,
                COALESCE(sum(discounts), 0)::float8 AS discounts,
                COALESCE(sum(points), 0)::float8 AS points,
                COALESCE(sum(refunded_orders), 0)::int AS refunded_orders,
                COALESCE(sum(refunds), 0)::float8 AS refunds
           FROM o
          GROUP BY GROUPING SETS ((period), (channel, store_id), (payment_method), ())
       )
       SELECT CASE g.mask WHEN 7 THEN 'period' WHEN 9 THEN 'channel' WHEN 14 THEN 'payment' ELSE 'total' END AS kind,
              g.period, g.channel, g.store_id, s.name AS store_name, g.payment_method,
              g.orders, g.revenue, g.discounts, g.points, g.refunded_orders, g.refunds
         FROM g LEFT JOIN store s ON s.id = g.store_id
        ORDER BY g.mask, g.period, g.channel, s.name, g.payment_method`,
      params,
    );
  }

  /** Every stock sold in the range (sold orders): units, the lines' revenue (before order-wide discounts), orders; most revenue first. */
  soldStocks(range: DayRange): Promise<SoldStockRow[]> {
    return this.dataSource.query(
      `SELECT l.stock_id, l.product_id,
              (array_agg(l.sku ORDER BY l.id DESC))[1] AS sku, (array_agg(l.name ORDER BY l.id DESC))[1] AS name,
              (array_agg(l.options ORDER BY l.id DESC))[1] AS options,
              count(DISTINCT o.id)::int AS orders, sum(l.quantity)::int AS units, sum(l.line_total)::float8 AS revenue
         FROM sales_order o JOIN sales_order_line l ON l.order_id = o.id
        WHERE ${IN_RANGE('o.created_at')} AND o.status IN ${SOLD}
        GROUP BY l.stock_id, l.product_id
        ORDER BY revenue DESC, units DESC, l.stock_id`,
      rangeParams(range),
    );
  }

  /** How many stocks sold nothing in the range. */
  async unsoldStocks(range: DayRange): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM stock k
        WHERE NOT EXISTS (SELECT 1 FROM sales_order o JOIN sales_order_line l ON l.order_id = o.id
                           WHERE l.stock_id = k.id AND ${IN_RANGE('o.created_at')} AND o.status IN ${SOLD})`,
      rangeParams(range),
    );
    return rows[0].n;
  }

  /** The range's buyers (sold orders): who bought for the first time (no order before `from`), who came back, and guests. */
  async buyerSummary(range: DayRange): Promise<BuyerSummaryRow> {
    const rows: BuyerSummaryRow[] = await this.dataSource.query(
      `${BUYERS},
       r AS (
         SELECT b.*, EXISTS (SELECT 1 FROM sales_order p WHERE p.customer_id = b.customer_id AND p.status IN ${BOUGHT}
                              AND p.created_at < ($1::date)::timestamp AT TIME ZONE $3::text) AS came_back
           FROM b WHERE b.customer_id IS NOT NULL
       )
       SELECT (SELECT count(*) FROM r WHERE NOT came_back)::int AS new_customers,
              (SELECT COALESCE(sum(orders), 0) FROM r WHERE NOT came_back)::int AS new_orders,
              (SELECT COALESCE(sum(revenue), 0) FROM r WHERE NOT came_back)::float8 AS new_revenue,
              (SELECT count(*) FROM r WHERE came_back)::int AS returning_customers,
              (SELECT COALESCE(sum(orders), 0) FROM r WHERE came_back)::int AS returning_orders,
              (SELECT COALESCE(sum(revenue), 0) FROM r WHERE came_back)::float8 AS returning_revenue,
              (SELECT COALESCE(sum(orders), 0) FROM b WHERE customer_id IS NULL)::int AS guest_orders,
              (SELECT COALESCE(sum(revenue), 0) FROM b WHERE customer_id IS NULL)::float8 AS guest_revenue`,
      rangeParams(range),
    );
    return rows[0];
  }

  topCustomers(range: DayRange, limit: number): Promise<TopCustomerRow[]> {
    return this.dataSource.query(
      `${BUYERS}
       SELECT b.customer_id, c.email, c.first_name, c.last_name, b.orders, b.revenue::float8 AS revenue
         FROM b JOIN customer c ON c.id = b.customer_id
        ORDER BY b.revenue DESC, b.customer_id LIMIT $4`,
      [...rangeParams(range), limit],
    );
  }

  /** The range's revenue by the membership tier its buyers hold now (null: no tier, guests apart). */
  revenueByTier(range: DayRange): Promise<TierRevenueRow[]> {
    return this.dataSource.query(
      `${BUYERS}
       SELECT m.id AS tier_id, m.name AS tier_name, count(*)::int AS customers, sum(b.orders)::int AS orders, sum(b.revenue)::float8 AS revenue
         FROM b JOIN customer c ON c.id = b.customer_id LEFT JOIN membership_tier m ON m.id = c.membership_tier_id
        GROUP BY m.id, m.name, m."order"
        ORDER BY m."order" NULLS FIRST, m.id`,
      rangeParams(range),
    );
  }

  /** The range's revenue by where its buyers came from (customer.lead_source). */
  revenueByLeadSource(range: DayRange): Promise<LeadSourceRow[]> {
    return this.dataSource.query(
      `${BUYERS}
       SELECT c.lead_source, count(*)::int AS customers, sum(b.orders)::int AS orders, sum(b.revenue)::float8 AS revenue
         FROM b JOIN customer c ON c.id = b.customer_id
        GROUP BY c.lead_source ORDER BY revenue DESC, c.lead_source`,
      rangeParams(range),
    );
  }

  /** The stocks that have units in a warehouse (of one warehouse when given): whose cost prices value the stock on hand. */
  async stockIdsOnHand(warehouseId: number | null): Promise<number[]> {
    const rows: { stock_id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT stock_id FROM inventory WHERE quantity > 0 AND ($1::int IS NULL OR warehouse_id = $1::int)`,
      [warehouseId],
    );
    return rows.map((r) => r.stock_id);
  }

  /** Stock on hand per warehouse, valued at `costs` (stock id -> unit cost); units of stocks without a cost are counted apart. */
  stockOnHand(warehouseId: number | null, costs: ReadonlyMap<number, number>): Promise<WarehouseStockRow[]> {
    return this.dataSource.query(
      `SELECT w.id AS warehouse_id, w.name AS warehouse_name, w.enabled,
              count(i.id)::int AS stocks, COALESCE(sum(i.quantity), 0)::int AS quantity, COALESCE(sum(i.reserved), 0)::int AS reserved,
              COALESCE(sum(i.available), 0)::int AS available,
              COALESCE(sum(i.quantity * c.cost), 0)::float8 AS value,
              COALESCE(sum(i.quantity) FILTER (WHERE c.cost IS NULL), 0)::int AS units_without_cost
         FROM warehouse w
         LEFT JOIN inventory i ON i.warehouse_id = w.id
         LEFT JOIN unnest($2::int[], $3::bigint[]) AS c(stock_id, cost) ON c.stock_id = i.stock_id
        WHERE ($1::int IS NULL OR w.id = $1::int)
        GROUP BY w.id ORDER BY w.name, w.id`,
      [warehouseId, [...costs.keys()], [...costs.values()]],
    );
  }

  /** Inventories of enabled warehouses whose available units are at most `threshold`, fewest first, and how many there are. */
  async lowStock(threshold: number, limit: number, warehouseId: number | null, language: string): Promise<{ count: number; rows: LowStockRow[] }> {
    const where = `i.available <= $1 AND w.enabled AND ($2::int IS NULL OR i.warehouse_id = $2::int)`;
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM inventory i JOIN warehouse w ON w.id = i.warehouse_id WHERE ${where}`,
      [threshold, warehouseId],
    );
    const rows: LowStockRow[] = await this.dataSource.query(
      `SELECT i.id AS inventory_id, i.stock_id, s.product_id, s.sku, COALESCE(t.name, '') AS name,
              i.warehouse_id, w.name AS warehouse_name, i.quantity, i.reserved, i.available
         FROM inventory i JOIN warehouse w ON w.id = i.warehouse_id JOIN stock s ON s.id = i.stock_id
         LEFT JOIN LATERAL (SELECT pt.name FROM product_translation pt WHERE pt.product_id = s.product_id
                             ORDER BY pt.language = $4 DESC, pt.id LIMIT 1) t ON true
        WHERE ${where}
        ORDER BY i.available, i.id LIMIT $3`,
      [threshold, warehouseId, limit, language],
    );
    return { count: n, rows };
  }

  /** The inventory moves of the range per warehouse: plus, minus (besides dispatches), order dispatches, transfers in and out, updates, net. */
  movement(range: DayRange, warehouseId: number | null): Promise<MovementRow[]> {
    return this.dataSource.query(
      `SELECT w.id AS warehouse_id, w.name AS warehouse_name,
              COALESCE(sum(h.change) FILTER (WHERE h.type = 'plus'), 0)::int AS plus,
              COALESCE(sum(h.change) FILTER (WHERE h.type = 'minus' AND h.remark NOT LIKE 'Order % shipped'), 0)::int AS minus,
              COALESCE(sum(h.change) FILTER (WHERE h.type = 'minus' AND h.remark LIKE 'Order % shipped'), 0)::int AS dispatched,
              COALESCE(sum(h.change) FILTER (WHERE h.type = 'transfer' AND h.change > 0), 0)::int AS transfer_in,
              COALESCE(sum(h.change) FILTER (WHERE h.type = 'transfer' AND h.change < 0), 0)::int AS transfer_out,
              COALESCE(sum(h.change) FILTER (WHERE h.type = 'update'), 0)::int AS updated,
              COALESCE(sum(h.change), 0)::int AS net
         FROM inventory_history h JOIN warehouse w ON w.id = h.warehouse_id
        WHERE ${IN_RANGE('h.created_at')} AND ($4::int IS NULL OR h.warehouse_id = $4::int)
        GROUP BY w.id ORDER BY w.name, w.id`,
      [...rangeParams(range), warehouseId],
    );
  }

  /** Sold orders and their revenue on each of the range's days, and every order placed (any status). */
  salesByDay(range: DayRange): Promise<DayFigures[]> {
    return this.dataSource.query(
      `SELECT to_char(o.created_at AT TIME ZONE $3::text, 'YYYY-MM-DD') AS day,
              count(*) FILTER (WHERE o.status IN ${SOLD})::int AS orders,
              COALESCE(sum(o.grand_total) FILTER (WHERE o.status IN ${SOLD}), 0)::float8 AS revenue,
              count(*)::int AS placed
         FROM sales_order o
        WHERE ${IN_RANGE('o.created_at')}
        GROUP BY 1`,
      rangeParams(range),
    );
  }

  /** Customers registered from the first day of the range, and on its last day. */
  async newCustomers(range: DayRange): Promise<{ last_day: number; range: number }> {
    const rows: { last_day: number; range: number }[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE c.created_at >= ($2::date)::timestamp AT TIME ZONE $3::text)::int AS last_day, count(*)::int AS range
         FROM customer c WHERE ${IN_RANGE('c.created_at')}`,
      rangeParams(range),
    );
    return rows[0];
  }

  /** The leads at each stage of every enabled funnel, in stage order. */
  funnelStages(): Promise<FunnelStageRow[]> {
    return this.dataSource.query(
      `SELECT f.id AS funnel_id, f.title AS funnel_title, st.position, ls.id AS status_id, ls.title AS status_title,
              (SELECT count(*) FROM lead l WHERE l.funnel_id = f.id AND l.status_id = st.status_id)::int AS leads
         FROM lead_funnel f JOIN lead_funnel_stage st ON st.funnel_id = f.id JOIN lead_status ls ON ls.id = st.status_id
        WHERE f.enabled
        ORDER BY f.title, f.id, st.position`,
    );
  }

  recentOrders(limit: number): Promise<RecentOrderRow[]> {
    return this.dataSource.query(
      `SELECT o.id, o.number, o.email, o.status, o.channel, o.currency, o.grand_total::float8 AS grand_total, o.created_at
         FROM sales_order o ORDER BY o.created_at DESC, o.id DESC LIMIT $1`,
      [limit],
    );
  }
}

/** The range's buyers: sold orders per customer (guests as one null customer). $1-$3 the range. */
const BUYERS = `WITH b AS (
  SELECT o.customer_id, count(*)::int AS orders, sum(o.grand_total) AS revenue
    FROM sales_order o
   WHERE ${IN_RANGE('o.created_at')} AND o.status IN ${SOLD}
   GROUP BY o.customer_id
)`;
