import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import type { Message } from '../../common/messages';
import { cleanTexts } from '../../common/translations';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { PromotionDto } from './promotion.dto';
import { promotionAdminMessages as a } from './promotion.messages';
import { PromotionRepository, type PromotionRow, type PromotionValues } from './promotion.repository';
import type { PromotionAnswer } from './promotion.responses';

const toAnswer = (row: PromotionRow): PromotionAnswer => ({
  id: row.id,
  promotion_type: row.type,
  name: row.name,
  code: row.code,
  enabled: row.enabled,
  starts_at: row.starts_at?.toISOString() ?? null,
  ends_at: row.ends_at?.toISOString() ?? null,
  min_spend: row.min_spend,
  usage_limit: row.usage_limit,
  used_count: row.used_count,
  per_customer_limit: row.per_customer_limit,
  priority: row.priority,
  combinable: row.combinable,
  discount_kind: row.discount_kind,
  discount_value: row.discount_value,
  target: row.target,
  target_ids: row.target_ids,
  buy_quantity: row.buy_quantity,
  get_quantity: row.get_quantity,
  membership_tier_ids: row.membership_tier_ids,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The back office's promotions (/api/admin/promotion): list, read, create, update, delete. Each change tells carts ('promotion.changed'). */
@Injectable()
export class PromotionAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PromotionRepository,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
  ) {}

  async list(query: ListQuery): Promise<ListPage<PromotionAnswer>> {
    const page = await this.repository.list(this.dataSource.manager, query);
    return { ...page, rows: page.rows.map(toAnswer) };
  }

  async get(id: number): Promise<PromotionAnswer> {
    const row = await this.repository.get(this.dataSource.manager, id);
    if (!row) throw new NotFoundError();
    return toAnswer(row);
  }

  async create(dto: PromotionDto): Promise<PromotionAnswer> {
    const main = (await this.settings.all()).main_language;
    return this.write(dto, async (manager) => this.repository.insert(manager, await this.valuesOf(manager, dto, main)));
  }

  async update(id: number, dto: PromotionDto): Promise<PromotionAnswer> {
    const main = (await this.settings.all()).main_language;
    return this.write(dto, async (manager) => {
      if (!(await this.repository.get(manager, id, true))) throw new NotFoundError();
      await this.repository.update(manager, id, await this.valuesOf(manager, dto, main));
      return id;
    });
  }

  /** Orders keep what a deleted promotion took (their adjustments name it); carts lose its coupon. */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.remove(manager, id))) throw new NotFoundError();
      await this.events.publish(manager, 'promotion.changed', { ids: [id] });
    });
  }

  /** Saves in one transaction and tells carts; a code another promotion has is refused by name. */
  private async write(dto: PromotionDto, save: (manager: EntityManager) => Promise<number>): Promise<PromotionAnswer> {
    const id = await this.dataSource.transaction(async (manager) => {
      try {
        const saved = await save(manager);
        await this.events.publish(manager, 'promotion.changed', { ids: [saved] });
        return saved;
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw ValidationError.field('code', a.code_taken({ code: dto.code ?? '' }));
        throw error;
      }
    });
    return this.get(id);
  }

  /** The stored values of a form: each type's own rules, the fields it does not use cleared. */
  private async valuesOf(manager: EntityManager, dto: PromotionDto, main: LanguageCode): Promise<PromotionValues> {
    const fail = (field: string, message: Message) => ValidationError.field(field, message);
    if (!dto.name[main]?.trim()) throw fail('name', a.name_required);
    const code = dto.code ? dto.code : null;
    if (dto.promotion_type === 'coupon' && !code) throw fail('code', a.code_required);
    const starts = dto.starts_at ? new Date(dto.starts_at) : null;
    const ends = dto.ends_at ? new Date(dto.ends_at) : null;
    if (starts && ends && ends <= starts) throw fail('ends_at', a.dates);
    const kind = dto.promotion_type === 'buy_x_get_y' ? 'percentage' : (dto.discount_kind ?? 'percentage');
    let value = dto.discount_value ?? (dto.promotion_type === 'buy_x_get_y' ? 100 : 0);
    let target = dto.target ?? 'order';
    let targetIds = [...new Set(dto.target_ids ?? [])];
    let [buy, get] = [0, 0];
    if (dto.promotion_type === 'free_shipping') {
      [value, target, targetIds] = [0, 'order', []];
    } else {
      if (kind === 'percentage' && (value < 1 || value > 100)) throw fail('discount_value', a.percentage);
      if (kind === 'fixed' && value < 1) throw fail('discount_value', a.amount({ field: 'discount_value' }));
      if (dto.promotion_type === 'cart_discount' && target !== 'order') throw fail('target', a.order_only);
      if (dto.promotion_type === 'buy_x_get_y') {
        if (!dto.buy_quantity) throw fail('buy_quantity', a.count({ field: 'buy_quantity', min: 1 }));
        if (!dto.get_quantity) throw fail('get_quantity', a.count({ field: 'get_quantity', min: 1 }));
        [buy, get] = [dto.buy_quantity, dto.get_quantity];
      }
    }
    if (target === 'order') targetIds = [];
    else {
      if (targetIds.length === 0) throw fail('target_ids', a.target_missing({ target }));
      const found = new Set(await this.repository.existing(manager, target, targetIds));
      if (targetIds.some((id) => !found.has(id))) throw fail('target_ids', a.target_ids({ target }));
    }
    const tierIds = [...new Set(dto.membership_tier_ids ?? [])];
    if (tierIds.length > 0) {
      const found = new Set(await this.repository.existing(manager, 'tiers', tierIds));
      if (tierIds.some((id) => !found.has(id))) throw fail('membership_tier_ids', a.tiers);
    }
    return {
      type: dto.promotion_type,
      membership_tier_ids: tierIds,
      code,
      name: cleanTexts(dto.name),
      enabled: dto.enabled ?? true,
      starts_at: starts,
      ends_at: ends,
      min_spend: dto.min_spend ?? 0,
      usage_limit: dto.usage_limit ?? null,
      per_customer_limit: dto.per_customer_limit ?? null,
      priority: dto.priority ?? 0,
      combinable: dto.combinable ?? true,
      discount_kind: kind,
      discount_value: value,
      target,
      target_ids: targetIds,
      buy_quantity: buy,
      get_quantity: get,
    };
  }
}
