import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { AdminPointsHistoryRow, MemberRow, PointType } from './points.responses';

/** Advisory lock space of a customer's points (the second key is the customer's id): every change of one customer's points is serialised on it. */
const POINTS_LOCK = 7_310_050;

/** A customer's rows that add points ($1), with what has been drawn from each. */
const LOTS = `SELECT l.id, l.points, l.expiry_date, COALESCE((SELECT sum(w.points) FROM reward_point_draw w WHERE w.lot_id = l.id), 0) AS drawn
  FROM reward_point l WHERE l.customer_id = $1 AND l.points > 0`;

const HISTORY_COLUMNS = `r.id, r.type, r.remark, r.points, r.used_points, r.expiry_date, o.number AS order_number, r.created_at`;

/** A customer's history (filter customer_id), newest first, with the staff who made adjustments. */
const HISTORY_LIST: ListDefinition = {
  columns: `${HISTORY_COLUMNS}, ad.name AS admin_name`,
  from: 'reward_point r LEFT JOIN sales_order o ON o.id = r.order_id LEFT JOIN admin ad ON ad.id = r.admin_id',
  id: 'r.id',
  sorts: { id: 'r.id' },
  filters: { customer_id: { column: 'r.customer_id', kind: 'integer' } },
};

/**
 * The back office's members: customers holding a tier or points (filter `holders`), or, searched
 * (`q`: the email or the full name), any customer. Empty values last both ways, ties newest first.
 */
const MEMBERS_LIST: ListDefinition = {
  columns: `c.id, c.first_name, c.last_name, c.email, c.membership_tier_id, t.name AS tier_name, c.membership_expires_at,
            COALESCE((SELECT sum(r.points - r.used_points) FROM reward_point r WHERE r.customer_id = c.id), 0)::int AS balance`,
  from: 'customer c LEFT JOIN membership_tier t ON t.id = c.membership_tier_id',
  id: 'c.id',
  sorts: {
    id: { sql: 'c.id', nullsLast: true },
    balance: { sql: 'balance', nullsLast: true },
    membership_expires_at: { sql: 'c.membership_expires_at', nullsLast: true },
  },
  search: ['c.email', "(c.first_name || ' ' || c.last_name)"],
  filters: {
    holders: (_param, only) =>
      only === true ? 'c.membership_tier_id IS NOT NULL OR EXISTS (SELECT 1 FROM reward_point r WHERE r.customer_id = c.id)' : undefined,
  },
  ties: 'descending',
};

export type HistoryRow = Omit<AdminPointsHistoryRow, 'expiry_date' | 'created_at'> & { expiry_date: Date | null; created_at: Date };

export type MemberListRow = Omit<MemberRow, 'tier_name' | 'membership_expires_at'> & {
  tier_name: Record<string, string> | null;
  membership_expires_at: Date | null;
};

/** A row of the ledger to write: points added (`points`) or taken (`used`). */
export interface LedgerRow {
  customerId: number;
  type: PointType;
  points?: number;
  used?: number;
  expiry: Date | null;
  remark: string;
  orderId?: number;
  adminId?: number;
}

/**
 * The points tables' one reader and writer: reward_point (the ledger) and reward_point_draw (what
 * each taking drew from each adding). Reads join customer and membership_tier (the customer and
 * membership modules' tables, for names and tiers), sales_order (the order module's, for order
 * numbers and what an order paid) and admin (the names of staff who adjusted points).
 */
@Injectable()
export class PointsRepository {
  /** Holds the customer's points lock until the transaction ends. */
  async lock(manager: EntityManager, customerId: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [POINTS_LOCK, customerId]);
  }

  /** The customer with their tier, as the points summary shows them; null when there is none. */
  async member(
    manager: EntityManager,
    customerId: number,
  ): Promise<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    membership_expires_at: Date | null;
    tier_id: number | null;
    tier_name: Record<string, string> | null;
  } | null> {
    const [row] = await manager.query(
      `SELECT c.id, c.first_name, c.last_name, c.email, c.membership_expires_at, t.id AS tier_id, t.name AS tier_name
         FROM customer c LEFT JOIN membership_tier t ON t.id = c.membership_tier_id WHERE c.id = $1`,
      [customerId],
    );
    return row ?? null;
  }

  /** When the customer's tier ends (points that expire with it expire then); null when there is no such customer. */
  async membershipEnd(manager: EntityManager, customerId: number): Promise<{ membership_expires_at: Date | null } | null> {
    const [row] = await manager.query(`SELECT membership_expires_at FROM customer WHERE id = $1`, [customerId]);
    return row ?? null;
  }

  async balance(manager: EntityManager, customerId: number): Promise<number> {
    const [{ balance }] = await manager.query(`SELECT COALESCE(sum(points - used_points), 0)::int AS balance FROM reward_point WHERE customer_id = $1`, [
      customerId,
    ]);
    return balance;
  }

  /** The balance less what is due to expire and not yet written as expired: what the customer may spend now (read only). */
  async spendable(manager: EntityManager, customerId: number): Promise<number> {
    const [{ balance }] = await manager.query(
      `SELECT (COALESCE((SELECT sum(points - used_points) FROM reward_point WHERE customer_id = $1), 0)
               - COALESCE((SELECT sum(l.points - l.drawn) FROM (${LOTS}) l WHERE l.points > l.drawn AND l.expiry_date <= now()), 0))::int AS balance`,
      [customerId],
    );
    return balance;
  }

  /** What is left of points that expire within `days`, by day of expiry. */
  expiring(manager: EntityManager, customerId: number, days: number): Promise<{ points: number; expiry_date: Date }[]> {
    return manager.query(
      `SELECT sum(l.points - l.drawn)::int AS points, l.expiry_date FROM (${LOTS}) l
        WHERE l.points > l.drawn AND l.expiry_date IS NOT NULL AND l.expiry_date <= now() + make_interval(days => $2)
        GROUP BY l.expiry_date ORDER BY l.expiry_date`,
      [customerId, days],
    );
  }

  /** The rows adding points whose time has come and that still hold some, soonest first. */
  due(manager: EntityManager, customerId: number): Promise<{ id: number; left: number; expiry_date: Date }[]> {
    return manager.query(
      `SELECT l.id, (l.points - l.drawn)::int AS left, l.expiry_date FROM (${LOTS}) l WHERE l.points > l.drawn AND l.expiry_date <= now() ORDER BY l.expiry_date, l.id`,
      [customerId],
    );
  }

  /** Up to `limit` customers holding points whose time has come. */
  async customersWithDuePoints(manager: EntityManager, limit: number): Promise<number[]> {
    const rows: { customer_id: number }[] = await manager.query(
      `SELECT DISTINCT l.customer_id FROM reward_point l
        WHERE l.points > 0 AND l.expiry_date <= now()
          AND l.points > COALESCE((SELECT sum(w.points) FROM reward_point_draw w WHERE w.lot_id = l.id), 0)
        LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.customer_id);
  }

  /** The customer's history, newest first, with the staff who made adjustments: a page and how many rows in all. */
  history(manager: EntityManager, customerId: number, offset: number, limit: number): Promise<ListPage<HistoryRow>> {
    return readList(manager, HISTORY_LIST, { sortField: 'id', sortOrder: 'DESC', offset, limit, filter: {} }, { filter: { customer_id: customerId } });
  }

  /**
   * Customers holding a tier or points, or (searched) any customer whose name or email holds `q` (the
   * text the controller checked; empty: not searched). The list has never taken id lists (filter.id).
   */
  members(manager: EntityManager, query: ListQuery, q: string): Promise<ListPage<MemberListRow>> {
    return readList(manager, MEMBERS_LIST, { ...query, ids: undefined }, { filter: { q, holders: q === '' } });
  }

  /** A paid order as earning reads it: its member, what was paid for the goods, and the rate of the member's enabled tier (null: none). */
  async orderEarning(
    manager: EntityManager,
    orderId: number,
  ): Promise<{ customer_id: number; paid: number; membership_expires_at: Date | null; rate: number | null } | null> {
    const [row] = await manager.query(
      `SELECT o.customer_id, (o.grand_total - o.shipping_total)::float8 AS paid, c.membership_expires_at, t.points_rate::float8 AS rate
         FROM sales_order o JOIN customer c ON c.id = o.customer_id LEFT JOIN membership_tier t ON t.id = c.membership_tier_id AND t.enabled
        WHERE o.id = $1`,
      [orderId],
    );
    return row ?? null;
  }

  /** The ledger rows an order wrote. */
  ofOrder(manager: EntityManager, orderId: number): Promise<{ id: number; type: PointType; customer_id: number; points: number; used_points: number }[]> {
    return manager.query(`SELECT r.id, r.type, r.customer_id, r.points, r.used_points FROM reward_point r WHERE r.order_id = $1`, [orderId]);
  }

  /** Whether any row a taking drew from never expires, and the latest expiry among them. */
  async drawnExpiry(manager: EntityManager, debitId: number): Promise<{ never: boolean | null; latest: Date | null }> {
    const [row] = await manager.query(
      `SELECT bool_or(l.expiry_date IS NULL) AS never, max(l.expiry_date) AS latest FROM reward_point_draw w JOIN reward_point l ON l.id = w.lot_id WHERE w.debit_id = $1`,
      [debitId],
    );
    return row;
  }

  /** Writes a ledger row; null, and nothing written, when the order already has a row of this type. */
  async insert(manager: EntityManager, r: LedgerRow): Promise<number | null> {
    const [row] = await manager.query(
      `INSERT INTO reward_point (customer_id, type, points, used_points, expiry_date, remark, order_id, admin_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (order_id, type) WHERE order_id IS NOT NULL DO NOTHING RETURNING id`,
      [r.customerId, r.type, r.points ?? 0, r.used ?? 0, r.expiry, r.remark, r.orderId ?? null, r.adminId ?? null],
    );
    return row?.id ?? null;
  }

  /** The customer's takings other than `except`, oldest first, with what each still owes (a claw-back past the balance). */
  owed(manager: EntityManager, customerId: number, except: number): Promise<{ id: number; owed: number }[]> {
    return manager.query(
      `SELECT d.id, (d.used_points - COALESCE((SELECT sum(w.points) FROM reward_point_draw w WHERE w.debit_id = d.id), 0))::int AS owed
         FROM reward_point d WHERE d.customer_id = $1 AND d.used_points > 0 AND d.id <> $2 ORDER BY d.id`,
      [customerId, except],
    );
  }

  /** The rows adding points that still hold some, in the order a taking draws them: preferred ones first, then soonest to expire. */
  lots(manager: EntityManager, customerId: number, only: number[] | null, prefer: number[]): Promise<{ id: number; left: number }[]> {
    return manager.query(
      `SELECT l.id, (l.points - l.drawn)::int AS left FROM (${LOTS}) l
        WHERE l.points > l.drawn AND ($2::int[] IS NULL OR l.id = ANY($2))
        ORDER BY l.id = ANY($3::int[]) DESC, l.expiry_date ASC NULLS LAST, l.id`,
      [customerId, only, prefer],
    );
  }

  /** Draws: [taking, adding, points]. */
  async insertDraws(manager: EntityManager, draws: [number, number, number][]): Promise<void> {
    if (draws.length === 0) return;
    await manager.query(`INSERT INTO reward_point_draw (debit_id, lot_id, points) SELECT * FROM unnest($1::int[], $2::int[], $3::int[])`, [
      draws.map((x) => x[0]),
      draws.map((x) => x[1]),
      draws.map((x) => x[2]),
    ]);
  }
}
