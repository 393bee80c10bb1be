import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ForbiddenError, NotFoundError, ValidationError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import { cleanTexts } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { JobHandlers } from '../../queue/job-handlers';
import type { Grantor } from '../permission';
import { SettingsService } from '../settings';
import { MembershipTierDto } from './membership.dto';
import { membershipMessages as m } from './membership.messages';
import type { MembershipTierAnswer } from './membership.responses';

const COLUMNS = `t.id, t.name, t."order", t.min_spend::float8 AS min_spend, t.period_days, t.discount_percent, t.points_rate::float8 AS points_rate,
  t.validity_days, t.enabled, (SELECT count(*) FROM customer c WHERE c.membership_tier_id = t.id)::int AS members, t.created_at, t.updated_at`;
/** What staff must hold to give, change or take away a customer's tier (setTier). */
export const TIER_PERMISSION = 'membership';
/** Members whose tier ended that one statement of the expiry job moves. */
const EXPIRY_BATCH = 500;

export const TIER_SORTS: Record<string, string> = { id: 't.id', order: 't."order"', min_spend: 't.min_spend', updated_at: 't.updated_at' };

type TierRow = Omit<MembershipTierAnswer, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };
const present = (row: TierRow): MembershipTierAnswer => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });

/**
 * Membership tiers (/api/admin/membership) and the tier a customer holds. A tier is reached by the
 * spend of a customer's paid orders (paid, shipped or completed) within its period; a payment moves
 * the customer up to the highest enabled tier that spend reaches, or renews the tier they hold, for
 * the tier's validity. Carts and checkout read the tier (and its discount) with the promotions.
 */
@Injectable()
export class MembershipService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
    private readonly handlers: JobHandlers,
  ) {}

  onModuleInit(): void {
    this.handlers.register('membership.expire', () => this.expireDue());
  }

  async list(query: ListQuery): Promise<{ rows: MembershipTierAnswer[]; total: number }> {
    const rows: (TierRow & { total: number })[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, count(*) OVER()::int AS total FROM membership_tier t WHERE ($1::int[] IS NULL OR t.id = ANY($1))
        ORDER BY ${TIER_SORTS[query.sortField] ?? 't."order"'} ${query.sortOrder}, t.id OFFSET $2 LIMIT $3`,
      [query.ids ?? null, query.offset, query.limit],
    );
    return { rows: rows.map(({ total: _, ...r }) => present(r)), total: rows[0]?.total ?? 0 };
  }

  async get(id: number): Promise<MembershipTierAnswer> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM membership_tier t WHERE t.id = $1`, [id]);
    if (!row) throw new NotFoundError();
    return present(row);
  }

  async create(dto: MembershipTierDto): Promise<MembershipTierAnswer> {
    const values = await this.valuesOf(dto);
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ id }] = await manager.query(
        `INSERT INTO membership_tier (name, "order", min_spend, period_days, discount_percent, points_rate, validity_days, enabled) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        values,
      );
      await this.events.publish(manager, 'membership.changed', { ids: [id] });
      return id as number;
    });
    return this.get(id);
  }

  async update(id: number, dto: MembershipTierDto): Promise<MembershipTierAnswer> {
    const values = await this.valuesOf(dto);
    await this.dataSource.transaction(async (manager) => {
      const [, count] = await manager.query(
        `UPDATE membership_tier SET name = $2, "order" = $3, min_spend = $4, period_days = $5, discount_percent = $6, points_rate = $7, validity_days = $8,
           enabled = $9, updated_at = now() WHERE id = $1`,
        [id, ...values],
      );
      if (!count) throw new NotFoundError();
      await this.events.publish(manager, 'membership.changed', { ids: [id] });
    });
    return this.get(id);
  }

  /** Its members keep their orders and points; they hold no tier until a payment reaches another. */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE customer SET membership_expires_at = NULL WHERE membership_tier_id = $1`, [id]);
      const [, count] = await manager.query(`DELETE FROM membership_tier WHERE id = $1`, [id]);
      if (!count) throw new NotFoundError();
      await this.events.publish(manager, 'membership.changed', { ids: [id] });
    });
  }

  /**
   * The one door for staff to a customer's tier, in the caller's transaction. A tier is money (its
   * discount and points rate), so giving, changing or taking one away needs the `membership` permission;
   * sending the tier held unchanged needs nothing (the customer form sends every field). A tier given
   * starts its validity now. The caller has checked that the tier exists.
   */
  async setTier(manager: EntityManager, actor: Grantor, customerId: number, tierId: number | null): Promise<void> {
    const [held] = await manager.query(`SELECT membership_tier_id FROM customer WHERE id = $1 FOR NO KEY UPDATE`, [customerId]);
    if (!held) throw new NotFoundError();
    if (held.membership_tier_id === tierId) return;
    if (!actor.isSuperAdmin && !actor.permissions.has(TIER_PERMISSION)) throw new ForbiddenError(m.tier_not_held);
    await manager.query(
      `UPDATE customer c SET membership_tier_id = t.id,
              membership_expires_at = CASE WHEN t.validity_days IS NULL THEN NULL ELSE now() + make_interval(days => t.validity_days) END
         FROM (SELECT $2::int AS wanted) w LEFT JOIN membership_tier t ON t.id = w.wanted
        WHERE c.id = $1`,
      [customerId, tierId],
    );
  }

  /**
   * After a payment, in its transaction: the highest enabled tier (by its spend to reach, then its
   * order) that this customer's paid spend within the tier's period reaches. Reaching it, or the tier
   * held, starts its validity again; a tier held that is higher and still valid is kept.
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
   * The repeating job: members whose tier has ended move to the highest enabled tier their paid spend
   * within its period still reaches (for its validity again), or to none, a batch at a time. Rows are
   * locked FOR NO KEY UPDATE (what the update itself takes): a row another process is updating is left
   * to it, but one only referenced meanwhile (a points row being written for the member holds a key-share
   * lock on it) is not skipped.
   */
  async expireDue(): Promise<void> {
    for (;;) {
      const [, count] = await this.dataSource.query(
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
        [EXPIRY_BATCH],
      );
      if (count < EXPIRY_BATCH) return;
    }
  }

  private async valuesOf(dto: MembershipTierDto): Promise<unknown[]> {
    const main = (await this.settings.all()).main_language;
    if (!dto.name[main]?.trim()) throw ValidationError.field('name', m.name_required);
    return [
      JSON.stringify(cleanTexts(dto.name)),
      dto.order ?? 0,
      dto.min_spend,
      dto.period_days ?? 365,
      dto.discount_percent ?? 0,
      dto.points_rate ?? 0,
      dto.validity_days ?? null,
      dto.enabled ?? true,
    ];
  }
}
