import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import { pickText } from '../../common/translations';
import { JobHandlers } from '../../queue/job-handlers';
import { SettingsService, type SettingValues } from '../settings';
import type { Adjuster } from '../totals';
import { AdjustPointsDto } from './points.dto';
import { pointsAdminMessages as a, pointsMessages as m } from './points.messages';
import type { AdminPointsHistoryRow, MemberPointsAnswer, MemberRow, PointType, PointsSummaryAnswer } from './points.responses';
import { expiryOf, pointsEarned, pointsFor, redemption } from './points-rules';

/** Advisory lock space of a customer's points (the second key is the customer's id): every change of one customer's points is serialised on it. */
const POINTS_LOCK = 7_310_050;

/** How far ahead the account's "about to expire" looks. */
const EXPIRING_DAYS = 60;

/** Customers whose due points one pass of the expiry job writes, before it looks again. */
const EXPIRY_BATCH = 200;

/** The source of the points step of the totals, and its label per language. */
export const POINTS_SOURCE = 'points';
const LABELS: Record<LanguageCode, string> = { en_us: 'Reward points ({points})', zh_hk: '積分（{points}）', zh_cn: '积分（{points}）' };

/** Points spent on an order being placed: the totals step, and the row to write once the order exists. */
export interface Redemption {
  adjuster: Adjuster;
  /** The label of the points adjustment, once the totals know what it took. */
  label(amount: number): string;
  /** Writes the spending of what the points adjustment took (`amount` minor units) for the order. */
  record(orderId: number, amount: number): Promise<void>;
}

interface Credit {
  customerId: number;
  type: Extract<PointType, 'earn' | 'return' | 'adjust'>;
  points: number;
  expiry: Date | null;
  remark: string;
  orderId?: number;
  adminId?: number;
}

interface Debit {
  customerId: number;
  type: Extract<PointType, 'redeem' | 'clawback' | 'expire' | 'adjust'>;
  used: number;
  remark: string;
  expiry?: Date | null;
  orderId?: number;
  adminId?: number;
  /** Rows added that the taking draws from first (a claw-back: the points the order earned). */
  prefer?: number[];
  /** Only these rows (an expiry: the row that expired). */
  only?: number[];
}

/** A customer's rows that add points ($1), with what has been drawn from each. */
const LOTS = `SELECT l.id, l.points, l.expiry_date, COALESCE((SELECT sum(w.points) FROM reward_point_draw w WHERE w.lot_id = l.id), 0) AS drawn
  FROM reward_point l WHERE l.customer_id = $1 AND l.points > 0`;

const HISTORY_COLUMNS = `r.id, r.type, r.remark, r.points, r.used_points, r.expiry_date, o.number AS order_number, r.created_at`;
type HistoryRow = Omit<AdminPointsHistoryRow, 'expiry_date' | 'created_at'> & { expiry_date: Date | null; created_at: Date };
const presentRow = (row: HistoryRow): AdminPointsHistoryRow => ({
  ...row,
  expiry_date: row.expiry_date?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/**
 * Reward points: a ledger per customer (reward_point), one row per change and never edited; the
 * balance is the sum of points less the sum of used_points. A row that takes points draws them from
 * the rows that added them, soonest to expire first (reward_point_draw), so what expires is exactly
 * what was left. Every change of one customer's points holds that customer's advisory lock, inside
 * the caller's transaction, and first writes the expiry of points already due: two checkouts cannot
 * spend the same points, and expired points are never spent before the job has run.
 *
 * Points are earned when an order is paid, at the rate of the member's tier (the shop's base rate
 * without one), on what was paid for the goods (shipping left out); spent at checkout within the
 * shop's share of the order; given back when an order that spent them is canceled or refunded; and
 * clawed back when an order that earned them is (a claw-back larger than the balance leaves it
 * negative, and points earned later pay that first).
 */
@Injectable()
export class PointsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly handlers: JobHandlers,
  ) {}

  onModuleInit(): void {
    this.handlers.register('points.expire', () => this.expireAllDue());
  }

  // ---- reading ----

  /** GET /api/account/points: the member's tier, balance and points about to expire (expired ones written first). */
  async summary(customerId: number, language?: LanguageCode): Promise<PointsSummaryAnswer> {
    const { id: _, first_name: __, last_name: ___, email: ____, ...summary } = await this.member(customerId, language);
    return summary;
  }

  /** GET /api/admin/user/{id}/points */
  async member(customerId: number, language?: LanguageCode): Promise<MemberPointsAnswer> {
    const values = await this.settings.all();
    return this.dataSource.transaction(async (manager) => {
      const [customer] = await manager.query(
        `SELECT c.id, c.first_name, c.last_name, c.email, c.membership_expires_at, t.id AS tier_id, t.name AS tier_name
           FROM customer c LEFT JOIN membership_tier t ON t.id = c.membership_tier_id WHERE c.id = $1`,
        [customerId],
      );
      if (!customer) throw new NotFoundError();
      await this.lock(manager, customerId);
      await this.expireDue(manager, customerId);
      const balance = await this.balance(manager, customerId);
      const expiring: { points: number; expiry_date: Date }[] = await manager.query(
        `SELECT sum(l.points - l.drawn)::int AS points, l.expiry_date FROM (${LOTS}) l
          WHERE l.points > l.drawn AND l.expiry_date IS NOT NULL AND l.expiry_date <= now() + make_interval(days => $2)
          GROUP BY l.expiry_date ORDER BY l.expiry_date`,
        [customerId, EXPIRING_DAYS],
      );
      return {
        id: customer.id,
        first_name: customer.first_name,
        last_name: customer.last_name,
        email: customer.email,
        balance,
        tier: customer.tier_id ? { id: customer.tier_id, name: pickText(customer.tier_name, language ?? values.main_language, values.main_language) } : null,
        membership_expires_at: customer.tier_id && customer.membership_expires_at ? customer.membership_expires_at.toISOString() : null,
        expiring: expiring.map((e) => ({ points: e.points, expiry_date: e.expiry_date.toISOString() })),
        redeem: { points_per_unit: values.points_redeem_rate, max_percent: values.points_max_percent },
      };
    });
  }

  /** The history, newest first: the account's (no staff names) and the back office's. */
  async history(customerId: number, offset: number, limit: number): Promise<{ rows: AdminPointsHistoryRow[]; total: number }> {
    const rows: (HistoryRow & { total: number })[] = await this.dataSource.query(
      `SELECT ${HISTORY_COLUMNS}, ad.name AS admin_name, count(*) OVER()::int AS total
         FROM reward_point r LEFT JOIN sales_order o ON o.id = r.order_id LEFT JOIN admin ad ON ad.id = r.admin_id
        WHERE r.customer_id = $1 ORDER BY r.id DESC OFFSET $2 LIMIT $3`,
      [customerId, offset, limit],
    );
    return { rows: rows.map(({ total: _, ...row }) => presentRow(row)), total: rows[0]?.total ?? (offset > 0 ? await this.count(customerId) : 0) };
  }

  /**
   * GET /api/admin/points/member: customers holding a tier or points, or, searched by name or
   * email, any customer (staff may grant points to someone who has none yet).
   */
  async members(
    q: string,
    sort: 'id' | 'balance' | 'membership_expires_at',
    order: 'ASC' | 'DESC',
    offset: number,
    limit: number,
  ): Promise<{ rows: MemberRow[]; total: number }> {
    const main = (await this.settings.all()).main_language;
    const sorts = { id: 'c.id', balance: 'balance', membership_expires_at: 'c.membership_expires_at' };
    const rows: (Omit<MemberRow, 'tier_name' | 'membership_expires_at'> & {
      tier_name: Record<string, string> | null;
      membership_expires_at: Date | null;
      total: number;
    })[] = await this.dataSource.query(
      `SELECT c.id, c.first_name, c.last_name, c.email, c.membership_tier_id, t.name AS tier_name, c.membership_expires_at,
              COALESCE((SELECT sum(r.points - r.used_points) FROM reward_point r WHERE r.customer_id = c.id), 0)::int AS balance,
              count(*) OVER()::int AS total
         FROM customer c LEFT JOIN membership_tier t ON t.id = c.membership_tier_id
        WHERE CASE WHEN $1 = '' THEN c.membership_tier_id IS NOT NULL OR EXISTS (SELECT 1 FROM reward_point r WHERE r.customer_id = c.id)
                   ELSE c.email ILIKE $2 OR (c.first_name || ' ' || c.last_name) ILIKE $2 END
        ORDER BY ${sorts[sort]} ${order} NULLS LAST, c.id DESC OFFSET $3 LIMIT $4`,
      [q, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, offset, limit],
    );
    return {
      rows: rows.map(({ total: _, tier_name, membership_expires_at, ...row }) => ({
        ...row,
        tier_name: tier_name ? pickText(tier_name, main, main) : null,
        membership_expires_at: membership_expires_at?.toISOString() ?? null,
      })),
      total: rows[0]?.total ?? 0,
    };
  }

  // ---- changes ----

  /**
   * POST /api/admin/user/{id}/points: staff add points (expiring as earned points do now) or take
   * some (never more than the customer holds), with a remark; one history row either way.
   */
  async adjust(admin: AdminPrincipal, customerId: number, dto: AdjustPointsDto, language?: LanguageCode): Promise<MemberPointsAnswer> {
    const values = await this.settings.all();
    await this.dataSource.transaction(async (manager) => {
      const [customer] = await manager.query(`SELECT id, membership_expires_at FROM customer WHERE id = $1`, [customerId]);
      if (!customer) throw new NotFoundError();
      await this.lock(manager, customerId);
      await this.expireDue(manager, customerId);
      const base = { customerId, type: 'adjust' as const, remark: dto.remark, adminId: admin.admin.id };
      if (dto.points > 0) {
        await this.credit(manager, {
          ...base,
          points: dto.points,
          expiry: expiryOf(values.points_expiry_type, values.points_expiry_date, customer.membership_expires_at, new Date()),
        });
        return;
      }
      const balance = await this.balance(manager, customerId);
      if (-dto.points > balance) throw ValidationError.field('points', a.short({ balance, asked: -dto.points }));
      await this.debit(manager, { ...base, used: -dto.points });
    });
    return this.member(customerId, language);
  }

  /**
   * Checkout, in the order's transaction: the member's points locked and checked (asking for more
   * than they hold refuses the order: the review showed what they would pay). The points step takes
   * what `asked` points pay within the shop's share of what is left to pay.
   */
  async redeem(manager: EntityManager, customerId: number | null, asked: number, values: SettingValues, language: LanguageCode): Promise<Redemption | null> {
    if (asked <= 0) return null;
    if (customerId === null) throw ValidationError.field('points', m.guest);
    const rate = values.points_redeem_rate;
    if (rate <= 0) throw ValidationError.field('points', m.off);
    await this.lock(manager, customerId);
    await this.expireDue(manager, customerId);
    const balance = await this.balance(manager, customerId);
    if (asked > balance) throw new ConflictError(m.not_enough({ balance: Math.max(balance, 0), asked }));
    return {
      adjuster: {
        step: 'points',
        adjust: (state) => [{ source: POINTS_SOURCE, amount: -redemption(asked, state.orderLeft, rate, values.points_max_percent).amount, lines: [] }],
      },
      label: (amount) => LABELS[language].replace('{points}', String(pointsFor(amount, rate))),
      record: async (orderId, amount) => {
        const used = pointsFor(amount, rate);
        if (used > 0) await this.debit(manager, { customerId, type: 'redeem', used, remark: '', orderId });
      },
    };
  }

  /**
   * An order paid, in its transaction (after the member's tier was assessed): the points it earns at
   * the tier's rate, or the shop's base rate, on its total less shipping. Once per order.
   */
  async earn(manager: EntityManager, orderId: number): Promise<void> {
    const [order] = await manager.query(
      `SELECT o.customer_id, (o.grand_total - o.shipping_total)::float8 AS paid, c.membership_expires_at, t.points_rate::float8 AS rate
         FROM sales_order o JOIN customer c ON c.id = o.customer_id LEFT JOIN membership_tier t ON t.id = c.membership_tier_id AND t.enabled
        WHERE o.id = $1`,
      [orderId],
    );
    if (!order) return;
    const values = await this.settings.all(manager);
    const points = pointsEarned(order.paid, order.rate ?? values.points_base_rate);
    if (points <= 0) return;
    await this.lock(manager, order.customer_id);
    const expiry = expiryOf(values.points_expiry_type, values.points_expiry_date, order.membership_expires_at, new Date());
    await this.credit(manager, { customerId: order.customer_id, type: 'earn', points, expiry, remark: '', orderId });
  }

  /**
   * An order canceled or refunded, in its transaction: the points it spent come back (expiring when
   * the latest of the points they were drawn from would have), and the points it earned are taken
   * back, those very points first. Once each per order.
   */
  async orderEnded(manager: EntityManager, orderId: number): Promise<void> {
    const rows: { id: number; type: PointType; customer_id: number; points: number; used_points: number }[] = await manager.query(
      `SELECT r.id, r.type, r.customer_id, r.points, r.used_points FROM reward_point r WHERE r.order_id = $1`,
      [orderId],
    );
    if (rows.length === 0) return;
    const customerId = rows[0].customer_id;
    await this.lock(manager, customerId);
    const of = (type: PointType) => rows.find((r) => r.type === type);
    const spent = of('redeem');
    if (spent && !of('return')) {
      const [{ never, latest }] = await manager.query(
        `SELECT bool_or(l.expiry_date IS NULL) AS never, max(l.expiry_date) AS latest FROM reward_point_draw w JOIN reward_point l ON l.id = w.lot_id WHERE w.debit_id = $1`,
        [spent.id],
      );
      await this.credit(manager, { customerId, type: 'return', points: spent.used_points, expiry: never !== false ? null : latest, remark: '', orderId });
    }
    const earned = of('earn');
    if (earned && !of('clawback')) {
      await this.expireDue(manager, customerId);
      await this.debit(manager, { customerId, type: 'clawback', used: earned.points, remark: '', orderId, prefer: [earned.id] });
    }
  }

  /** The repeatable job: writes the expiry of every customer's due points, a batch of customers at a time. */
  async expireAllDue(): Promise<void> {
    for (;;) {
      const due: { customer_id: number }[] = await this.dataSource.query(
        `SELECT DISTINCT l.customer_id FROM reward_point l
          WHERE l.points > 0 AND l.expiry_date <= now()
            AND l.points > COALESCE((SELECT sum(w.points) FROM reward_point_draw w WHERE w.lot_id = l.id), 0)
          LIMIT $1`,
        [EXPIRY_BATCH],
      );
      for (const { customer_id } of due) {
        await this.dataSource.transaction(async (manager) => {
          await this.lock(manager, customer_id);
          await this.expireDue(manager, customer_id);
        });
      }
      if (due.length < EXPIRY_BATCH) return;
    }
  }

  // ---- the ledger ----

  private lock(manager: EntityManager, customerId: number): Promise<unknown> {
    return manager.query('SELECT pg_advisory_xact_lock($1, $2)', [POINTS_LOCK, customerId]);
  }

  private async balance(manager: EntityManager, customerId: number): Promise<number> {
    const [{ balance }] = await manager.query(`SELECT COALESCE(sum(points - used_points), 0)::int AS balance FROM reward_point WHERE customer_id = $1`, [
      customerId,
    ]);
    return balance;
  }

  private async count(customerId: number): Promise<number> {
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM reward_point WHERE customer_id = $1`, [customerId]);
    return total;
  }

  /** Each row of this customer's points whose time has come and that still holds some: an expire row drawing what it holds. */
  private async expireDue(manager: EntityManager, customerId: number): Promise<void> {
    const due: { id: number; left: number; expiry_date: Date }[] = await manager.query(
      `SELECT l.id, (l.points - l.drawn)::int AS left, l.expiry_date FROM (${LOTS}) l WHERE l.points > l.drawn AND l.expiry_date <= now() ORDER BY l.expiry_date, l.id`,
      [customerId],
    );
    for (const lot of due) await this.debit(manager, { customerId, type: 'expire', used: lot.left, remark: '', expiry: lot.expiry_date, only: [lot.id] });
  }

  /** A row that adds points; a debt left by a claw-back is paid from it first. */
  private async credit(manager: EntityManager, c: Credit): Promise<void> {
    const [row] = await manager.query(
      `INSERT INTO reward_point (customer_id, type, points, expiry_date, remark, order_id, admin_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (order_id, type) WHERE order_id IS NOT NULL DO NOTHING RETURNING id`,
      [c.customerId, c.type, c.points, c.expiry, c.remark, c.orderId ?? null, c.adminId ?? null],
    );
    if (!row) return;
    const owed: { id: number; owed: number }[] = await manager.query(
      `SELECT d.id, (d.used_points - COALESCE((SELECT sum(w.points) FROM reward_point_draw w WHERE w.debit_id = d.id), 0))::int AS owed
         FROM reward_point d WHERE d.customer_id = $1 AND d.used_points > 0 AND d.id <> $2 ORDER BY d.id`,
      [c.customerId, row.id],
    );
    let left = c.points;
    const draws: [number, number, number][] = [];
    for (const debt of owed) {
      if (left === 0) break;
      if (debt.owed <= 0) continue;
      const part = Math.min(left, debt.owed);
      draws.push([debt.id, row.id, part]);
      left -= part;
    }
    await this.insertDraws(manager, draws);
  }

  /** A row that takes points, drawn from the rows that added them: preferred ones first, then soonest to expire. */
  private async debit(manager: EntityManager, d: Debit): Promise<void> {
    const [row] = await manager.query(
      `INSERT INTO reward_point (customer_id, type, used_points, expiry_date, remark, order_id, admin_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (order_id, type) WHERE order_id IS NOT NULL DO NOTHING RETURNING id`,
      [d.customerId, d.type, d.used, d.expiry ?? null, d.remark, d.orderId ?? null, d.adminId ?? null],
    );
    if (!row) return;
    const lots: { id: number; left: number }[] = await manager.query(
      `SELECT l.id, (l.points - l.drawn)::int AS left FROM (${LOTS}) l
        WHERE l.points > l.drawn AND ($2::int[] IS NULL OR l.id = ANY($2))
        ORDER BY l.id = ANY($3::int[]) DESC, l.expiry_date ASC NULLS LAST, l.id`,
      [d.customerId, d.only ?? null, d.prefer ?? []],
    );
    let rest = d.used;
    const draws: [number, number, number][] = [];
    for (const lot of lots) {
      if (rest === 0) break;
      const part = Math.min(rest, lot.left);
      draws.push([row.id, lot.id, part]);
      rest -= part;
    }
    await this.insertDraws(manager, draws);
  }

  private async insertDraws(manager: EntityManager, draws: [number, number, number][]): Promise<void> {
    if (draws.length === 0) return;
    await manager.query(`INSERT INTO reward_point_draw (debit_id, lot_id, points) SELECT * FROM unnest($1::int[], $2::int[], $3::int[])`, [
      draws.map((x) => x[0]),
      draws.map((x) => x[1]),
      draws.map((x) => x[2]),
    ]);
  }
}
