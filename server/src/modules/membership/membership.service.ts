import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ForbiddenError, NotFoundError, ValidationError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { cleanTexts } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { JobHandlers } from '../../queue/job-handlers';
import type { Grantor } from '../permission';
import { SettingsService } from '../settings';
import { MembershipTierDto } from './membership.dto';
import { membershipMessages as m } from './membership.messages';
import { MembershipRepository, type TierRow, type TierValues } from './membership.repository';
import type { MembershipTierAnswer } from './membership.responses';

/** What staff must hold to give, change or take away a customer's tier (setTier). */
export const TIER_PERMISSION = 'membership';
/** Members whose tier ended that one statement of the expiry job moves. */
const EXPIRY_BATCH = 500;

const present = (row: TierRow): MembershipTierAnswer => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });

/**
 * Membership tiers (/api/admin/membership) and the tier a customer holds. A tier is reached by the
 * spend of a customer's paid orders (paid, shipped or completed) within its period; a payment moves
 * the customer up to the highest enabled tier that spend reaches, or renews the tier they hold, for
 * the tier's validity (MembershipOrderSubscriber). Carts and checkout read the tier (and its discount) with the promotions.
 */
@Injectable()
export class MembershipService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: MembershipRepository,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
    private readonly handlers: JobHandlers,
  ) {}

  onModuleInit(): void {
    this.handlers.register('membership.expire', () => this.expireDue());
  }

  async list(query: ListQuery): Promise<ListPage<MembershipTierAnswer>> {
    const page = await this.repository.list(this.dataSource.manager, query);
    return { ...page, rows: page.rows.map(present) };
  }

  async get(id: number): Promise<MembershipTierAnswer> {
    const row = await this.repository.get(this.dataSource.manager, id);
    if (!row) throw new NotFoundError();
    return present(row);
  }

  async create(dto: MembershipTierDto): Promise<MembershipTierAnswer> {
    const values = await this.valuesOf(dto);
    const id = await this.dataSource.transaction(async (manager) => {
      const id = await this.repository.insert(manager, values);
      await this.events.publish(manager, 'membership.changed', { ids: [id] });
      return id;
    });
    return this.get(id);
  }

  async update(id: number, dto: MembershipTierDto): Promise<MembershipTierAnswer> {
    const values = await this.valuesOf(dto);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.update(manager, id, values))) throw new NotFoundError();
      await this.events.publish(manager, 'membership.changed', { ids: [id] });
    });
    return this.get(id);
  }

  /** Its members keep their orders and points; they hold no tier until a payment reaches another. */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.remove(manager, id))) throw new NotFoundError();
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
    const held = await this.repository.lockHeld(manager, customerId);
    if (!held) throw new NotFoundError();
    if (held.membership_tier_id === tierId) return;
    if (!actor.isSuperAdmin && !actor.permissions.has(TIER_PERMISSION)) throw new ForbiddenError(m.tier_not_held);
    await this.repository.setTier(manager, customerId, tierId);
  }

  /**
   * After a payment, in its transaction: the highest enabled tier (by its spend to reach, then its
   * order) that this customer's paid spend within the tier's period reaches. Reaching it, or the tier
   * held, starts its validity again; a tier held that is higher and still valid is kept.
   */
  async assess(manager: EntityManager, customerId: number): Promise<void> {
    await this.repository.assess(manager, customerId);
  }

  /**
   * The repeating job: members whose tier has ended move to the highest enabled tier their paid spend
   * within its period still reaches (for its validity again), or to none, a batch at a time. Rows are
   * locked FOR NO KEY UPDATE (what the update itself takes): a row another process is updating is left
   * to it, but one only referenced meanwhile (a points row being written for the member holds a key-share
   * lock on it) is not skipped.
   */
  async expireDue(): Promise<void> {
    while ((await this.repository.expireBatch(this.dataSource.manager, EXPIRY_BATCH)) >= EXPIRY_BATCH);
  }

  private async valuesOf(dto: MembershipTierDto): Promise<TierValues> {
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
