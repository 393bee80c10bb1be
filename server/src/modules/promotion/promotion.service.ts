import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import type { Message } from '../../common/messages';
import { cleanTexts, pickText } from '../../common/translations';
import { ReadCache } from '../../common/read-cache';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { EventBus } from '../../events/event-bus';
import { baseMoney, SettingsService, type SettingValues } from '../settings';
import { computeTotals, type Adjuster, type PricedLine, type Totals } from '../totals';
import { labelOf, totalsWithPromotions, type PromotionContext, type PromotionLine, type PromotionOutcome, type PromotionRule } from './promotion-rules';
import { PromotionDto } from './promotion.dto';
import { promotionAdminMessages as a, promotionMessages as m } from './promotion.messages';
import { PromotionRepository, type CandidateRow, type ProductFacts, type PromotionRow, type PromotionValues } from './promotion.repository';
import type { PromotionAnswer } from './promotion.responses';

/** The most coupon codes one cart holds. */
export const MAX_CART_COUPONS = 5;

/** Refusals that come from stacking, not from the promotion itself: a coupon refused so stays in the cart, shown, and does not stop checkout. */
const STACKING = new Set([m.blocked_by({ code: '' }).code, m.not_combinable({ code: '', winner: '' }).code]);

/** Refusals that say what to do next: automatic promotions show them (a shopper can act), others stay quiet. */
const ACTIONABLE = new Set([m.min_spend({ amount: '' }).code, m.buy_more({ count: 0 }).code, ...STACKING]);

/** The lines as the rules read them: each with what a promotion may target on its product. */
function withFacts(lines: readonly (PricedLine & { productId: number })[], products: ProductFacts[]): PromotionLine[] {
  const facts = new Map(products.map((p) => [p.id, p]));
  return lines.map((l) => ({ ...l, brandId: facts.get(l.productId)?.brand_id ?? null, categoryIds: facts.get(l.productId)?.category_ids ?? [] }));
}

/** "Your coupon code is invalid", and why as a second message. */
const invalidCoupon = (reason: Message) => new ValidationError([m.coupon_invalid, reason], { code: [m.coupon_invalid, reason] });

/** A moment as a shopper reads it in a refusal. */
const moment = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Who is shopping and in what language, for the rules and their texts. */
export interface Shopper {
  customerId: number | null;
  /** A guest's email (at checkout); a member's own. Uses per customer are counted by either. */
  email: string | null;
  language: LanguageCode;
  values: SettingValues;
}

/** A cart's (or an order's) totals with its promotions, and what each promotion did. */
export interface PricedWithPromotions {
  totals: Totals;
  /** What a shopper is shown: every coupon of the cart, and the automatic promotions applied or within reach. */
  outcomes: PromotionOutcome[];
  /** The promotions that applied. */
  winners: PromotionRule[];
  /** Coupons of the cart that do not apply for a reason of their own (not combinability). */
  refusedCoupons: PromotionOutcome[];
  /** What a shopper knows each adjustment's source by ('promotion:12' -> its code or name, 'tier:3' -> the tier's name). */
  labels: Map<string, string>;
}

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

/**
 * Promotions: the back office's list and forms, and what carts and checkout apply. Which promotions
 * apply and how much each takes is decided by the pure rules (promotion-rules.ts) inside the one
 * totals pipeline; limits are held by the order's transaction (takeUses), and canceled or refunded
 * orders give their uses back (giveBack).
 */
@Injectable()
export class PromotionService implements OnModuleInit {
  /**
   * Whether any promotion or tier discount is in use, kept as the settings are (SETTINGS_CACHE_MS) and
   * dropped by their change events: carts of a shop without them read nothing more.
   */
  private readonly live: ReadCache<boolean>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PromotionRepository,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.live = new ReadCache(() => config.cache.settingsMs, { max: 1 });
  }

  onModuleInit(): void {
    this.events.on('promotion.changed', () => this.live.clear());
    this.events.on('membership.changed', () => this.live.clear());
  }

  // ---- back office ----

  async list(query: ListQuery): Promise<{ rows: PromotionAnswer[]; total: number }> {
    const { rows, total } = await this.repository.list(this.dataSource.manager, query);
    return { rows: rows.map(toAnswer), total };
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

  // ---- carts and checkout ----

  /**
   * The totals of these lines with the promotions that may apply to them: the automatic ones in
   * force and the cart's coupons (`cartId`; none for a staff order). `before` are the adjusters that
   * are not promotions (shipping). One statement, none when the shop has no enabled promotion or tier
   * discount (or the cart no lines), unless `judgeCoupons` asks for the cart's coupons to be judged anyway.
   */
  async price(
    manager: EntityManager,
    cartId: string | null,
    lines: readonly (PricedLine & { productId: number })[],
    before: readonly Adjuster[],
    shopper: Shopper,
    judgeCoupons = false,
  ): Promise<PricedWithPromotions> {
    if (!judgeCoupons && (lines.length === 0 || !(await this.anyLive(manager))))
      return { totals: computeTotals(lines, before), outcomes: [], winners: [], refusedCoupons: [], labels: new Map() };
    const productIds = [...new Set(lines.map((l) => l.productId))];
    const { rules: rows, products, tier } = await this.repository.candidates(manager, cartId, productIds, shopper.customerId, shopper.email);
    const promotionLines = withFacts(lines, products);
    const rules = rows.map((row) => this.ruleOf(row, shopper));
    const labels = new Map<string, string>();
    // A member's tier discount comes first among the cart discounts, promotions after it.
    const tierDiscount: Adjuster[] = [];
    if (tier && tier.discount_percent > 0) {
      const source = `tier:${tier.id}`;
      labels.set(source, pickText(tier.name, shopper.language, shopper.values.main_language));
      tierDiscount.push({
        step: 'cart_discounts',
        adjust: (state) => [{ source, amount: -Math.floor((state.orderLeft * tier.discount_percent) / 100), lines: [] }],
      });
    }
    const { totals, outcomes } = totalsWithPromotions(promotionLines, [...before, ...tierDiscount], rules, this.context(shopper, tier?.id ?? null));
    for (const o of outcomes) labels.set(`promotion:${o.id}`, labelOf(o));
    const inCart = new Set(rows.filter((r) => r.in_cart).map((r) => r.id));
    const winners = rules.filter((rule) => outcomes.find((o) => o.id === rule.id)?.applied);
    return {
      totals,
      outcomes: outcomes.filter((o) => inCart.has(o.id) || o.applied || (o.reason !== null && ACTIONABLE.has(o.reason.code))),
      winners,
      refusedCoupons: outcomes.filter((o) => inCart.has(o.id) && o.reason !== null && !STACKING.has(o.reason.code)),
      labels,
    };
  }

  /**
   * Puts a coupon in a cart (in the caller's transaction, the cart locked), and answers its promotion.
   * Refused, with "Your coupon code is invalid" and why, when no promotion has the code or the cart
   * holds MAX_CART_COUPONS already; whether it applies is then judged with the cart (couponApplies).
   */
  async addCoupon(manager: EntityManager, cartId: string, code: string): Promise<number> {
    const promotion = await this.repository.byCode(manager, code);
    if (!promotion) throw invalidCoupon(m.unknown);
    if (!(await this.repository.addCoupon(manager, cartId, promotion.id))) return promotion.id;
    if ((await this.repository.couponCount(manager, cartId)) > MAX_CART_COUPONS) throw ValidationError.field('code', m.too_many({ max: MAX_CART_COUPONS }));
    return promotion.id;
  }

  /**
   * A coupon just put in the cart, judged with it (price with `judgeCoupons`): refused, with "Your
   * coupon code is invalid" and why, when it cannot apply to these lines now; one that loses to
   * another by priority stays, and the cart says why it does not apply.
   */
  couponApplies(priced: PricedWithPromotions, promotionId: number): void {
    const refused = priced.refusedCoupons.find((o) => o.id === promotionId);
    if (refused?.reason) throw invalidCoupon(refused.reason);
  }

  /** Takes a coupon out of a cart by its code. */
  async removeCoupon(manager: EntityManager, cartId: string, code: string): Promise<void> {
    if (!(await this.repository.removeCoupon(manager, cartId, code))) throw new NotFoundError(m.not_applied);
  }

  /** A guest cart's coupons follow its lines into the member's cart. */
  moveCoupons(manager: EntityManager, fromCartId: string, toCartId: string): Promise<void> {
    return this.repository.moveCoupons(manager, fromCartId, toCartId);
  }

  /**
   * Checkout, in the order's transaction: a coupon of the cart that stopped applying since the
   * review refuses the order (the shopper sees the new totals before paying them), and each
   * promotion applied counts a use. A limited one is counted by a conditional update whose row
   * lock holds concurrent orders until this one commits; one limited per customer is checked
   * under a lock of its own per shopper. Nothing is written when one has no room left.
   */
  async takeUses(manager: EntityManager, priced: PricedWithPromotions, customerId: number | null, email: string): Promise<(orderId: number) => Promise<void>> {
    if (priced.refusedCoupons.length > 0) throw new ConflictError(m.changed({ code: labelOf(priced.refusedCoupons[0]) }));
    const limited = priced.winners.filter((w) => w.usage_limit !== null).map((w) => w.id);
    const taken = new Set(await this.repository.takeLimited(manager, limited));
    const short = priced.winners.find((w) => w.usage_limit !== null && !taken.has(w.id));
    if (short) throw new ConflictError(m.changed({ code: labelOf(short) }));
    const perCustomer = priced.winners.filter((w) => w.per_customer_limit !== null);
    const shopper = customerId !== null ? `customer:${customerId}` : `email:${email.toLowerCase()}`;
    for (const w of [...perCustomer].sort((x, y) => x.id - y.id)) await this.repository.lockShopper(manager, w.id, shopper);
    const uses = await this.repository.shopperUses(
      manager,
      perCustomer.map((w) => w.id),
      customerId,
      email,
    );
    const over = perCustomer.find((w) => (uses.get(w.id) ?? 0) >= w.per_customer_limit!);
    if (over) throw new ConflictError(m.changed({ code: labelOf(over) }));
    const ids = priced.winners.map((w) => w.id);
    return (orderId) => this.repository.recordUses(manager, orderId, ids, customerId, email);
  }

  /** A canceled or refunded order gives its uses back (once). */
  giveBack(manager: EntityManager, orderId: number): Promise<void> {
    return this.repository.release(manager, orderId);
  }

  /** Empties a cart's coupons once it became an order. */
  clearCoupons(manager: EntityManager, cartId: string): Promise<void> {
    return this.repository.clearCoupons(manager, cartId);
  }

  private ruleOf(row: CandidateRow, shopper: Shopper): PromotionRule {
    const { in_cart: _, name, starts_at, ends_at, tier_names, ...rest } = row;
    return {
      ...rest,
      name: pickText(name, shopper.language, shopper.values.main_language),
      tier_names: tier_names.map((names) => pickText(names, shopper.language, shopper.values.main_language)),
      starts_at: starts_at ? new Date(starts_at) : null,
      ends_at: ends_at ? new Date(ends_at) : null,
      min_spend: Number(row.min_spend),
      discount_value: Number(row.discount_value),
      customer_uses: Number(row.customer_uses),
    };
  }

  private context(shopper: Shopper, tierId: number | null): PromotionContext {
    return { now: new Date(), money: (minor) => baseMoney(shopper.values, minor), date: moment, tierId, member: shopper.customerId !== null };
  }

  /** Read on the caller's connection: a transaction never waits for a second one from the pool. */
  private anyLive(manager: EntityManager): Promise<boolean> {
    return this.live.get('', () => this.repository.anyEnabled(manager));
  }
}
