import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { MembershipTierAnswer } from './membership.responses';

const COLUMNS = `t.id, t.name, t."order", t.min_spend::float8 AS min_spend, t.period_days, t.discount_percent, t.points_rate::float8 AS points_rate,
  t.validity_days, t.enabled, (SELECT count(*) FROM customer c WHERE c.membership_tier_id = t.id)::int AS members, t.created_at, t.updated_at`;

export const TIER_SORTS: Record<string, string> = { id: 't.id', order: 't."order"', min_spend: 't.min_spend', updated_at: 't.updated_at' };

/** The back office's list: ties go by id, ascending whichever way the list is sorted. */
const LIST: ListDefinition = { columns: COLUMNS, from: 'membership_tier t', id: 't.id', sorts: TIER_SORTS, ties: 'ascending' };

export type TierRow = Omit<MembershipTierAnswer, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

/** A tier's stored fields, in the order of its columns. */
export type TierValues = [
  name: string,
  order: number,
  minSpend: number,
  periodDays: number,
  discountPercent: number,
  pointsRate: number,
  validityDays: number | null,
  enabled: boolean,
];

/**
 * membership_tier's one reader and writer, and the writer of the tier columns of customer
 * (membership_tier_id, membership_expires_at: the customer module owns the row, this module its
 * tier). Assessing a tier reads sales_order (the order module's: the paid spend).
 */
@Injectable()
export class MembershipRepository {
  list(manager: EntityManager, query: ListQuery): Promise<ListPage<TierRow>> {
    return readList(manager, LIST, query);
  }

  async get(manager: EntityManager, id: number): Promise<TierRow | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM membership_tier t WHERE t.id = $1`, [id]);
    return row ?? null;
  }

  async insert(manager: EntityManager, values: TierValues): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO membership_tier (name, "order", min_spend, period_days, discount_percent, points_rate, validity_days, enabled) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      values,
    );
    return id;
  }

  /** False when no tier has the id. */
  async update(manager: EntityManager, id: number, values: TierValues): Promise<boolean> {
    const [, count] = await manager.query(
      `UPDATE membership_tier SET name = $2, "order" = $3, min_spend = $4, period_days = $5, discount_percent = $6, points_rate = $7, validity_days = $8,
         enabled = $9, updated_at = now() WHERE id = $1`,
      [id, ...values],
    );
    return count > 0;
  }

  /** Deletes the tier (its members then hold none, without an end); false when no tier has the id. */
  async remove(manager: EntityManager, id: number): Promise<boolean> {
    await manager.query(`UPDATE customer SET membership_expires_at = NULL WHERE membership_tier_id = $1`, [id]);
    const [, count] = await manager.query(`DELETE FROM membership_tier WHERE id = $1`, [id]);
    return count > 0;
  }

  /** The tier a customer holds, their row locked against another change of it; null when there is no such customer. */
  async lockHeld(manager: EntityManager, customerId: number): Promise<{ membership_tier_id: number | null } | null> {
    const [row] = await manager.query(`SELECT membership_tier_id FROM customer WHERE id = $1 FOR NO KEY UPDATE`, [customerId]);
    return row ?? null;
  }

  /** Gives the customer the tier (null: none), its validity starting now. */
  async setTier(manager: EntityManager, customerId: number, tierId: number | null): Promise<void> {
    await manager.query(
      `UPDATE customer c SET membership_tier_id = t.id,
              membership_expires_at = CASE WHEN t.validity_days IS NULL THEN NULL ELSE now() + make_interval(days => t.validity_days) END
         FROM (SELECT $2::int AS wanted) w LEFT JOIN membership_tier t ON t.id = w.wanted
        WHERE c.id = $1`,
      [customerId, tierId],
    );
  }

  /**
   * The highest enabled tier (by its spend to reach, then its order) that this customer's paid spend
   * within the tier's period reaches: reaching it, or the tier held, starts its validity again; a
   * tier held that is higher and still valid is kept.
   */
  async assess(manager: EntityManager, customerId: number): Promise<void> {
    await manager.query(
      `WITH reached AS (
         SELECT t.id, t.min_spend, t.validity_days FROM membership_tier t
          WHERE t.enabled AND t.min_spend <= (SELECT COALESCE(sum(o.grand_total), 0) FROM sales_order o
                                               WHERE o.customer_id = $1 AND o.paid_at IS NOT NULL AND o.status IN ('paid', 'shipped', 'completed')
                                                 AND o.paid_at > now() - make_interval(days => t.period_days))
          ORDER BY t.min_spend DESC, t."order" DESC, t.id DESC LIMIT 1)
       UPDATE customer c SET membership_tier_id = r.id,
              membership_expires_at = CASE WHEN r.validity_days IS NULL THEN NULL ELSE now() + make_interval(days => r.validity_days) END
         FROM reached r
        WHERE c.id = $1
          AND NOT EXISTS (SELECT 1 FROM membership_tier held WHERE held.id = c.membership_tier_id AND held.enabled AND held.min_spend > r.min_spend
                             AND (c.membership_expires_at IS NULL OR c.membership_expires_at > now()))`,
      [customerId],
    );
  }

  /**
   * Up to `batch` members whose tier has ended move to the highest enabled tier their paid spend
   * within its period still reaches (for its validity again), or to none; answers how many moved.
   * Rows are locked FOR NO KEY UPDATE (what the update itself takes): a row another process is
   * updating is left to it, but one only referenced meanwhile (a points row being written for the
   * member holds a key-share lock on it) is not skipped.
   */
  async expireBatch(manager: EntityManager, batch: number): Promise<number> {
    const [, count] = await manager.query(
      `WITH due AS (
         SELECT c.id, (SELECT t.id FROM membership_tier t
                        WHERE t.enabled AND t.min_spend <= (SELECT COALESCE(sum(o.grand_total), 0) FROM sales_order o
                                                             WHERE o.customer_id = c.id AND o.paid_at IS NOT NULL AND o.status IN ('paid', 'shipped', 'completed')
                                                               AND o.paid_at > now() - make_interval(days => t.period_days))
                        ORDER BY t.min_spend DESC, t."order" DESC, t.id DESC LIMIT 1) AS tier_id
           FROM customer c WHERE c.membership_expires_at <= now() LIMIT $1 FOR NO KEY UPDATE OF c SKIP LOCKED)
       UPDATE customer c SET membership_tier_id = due.tier_id,
              membership_expires_at = CASE WHEN t.validity_days IS NULL THEN NULL ELSE now() + make_interval(days => t.validity_days) END
         FROM due LEFT JOIN membership_tier t ON t.id = due.tier_id
        WHERE c.id = due.id`,
      [batch],
    );
    return count;
  }
}
