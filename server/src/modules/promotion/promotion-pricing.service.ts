import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import { ReadCache } from '../../common/read-cache';
import { pickText } from '../../common/translations';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { EventBus } from '../../events/event-bus';
import { baseMoney, type SettingValues } from '../settings';
import { computeTotals, type Adjuster, type PricedLine, type Totals } from '../totals';
import { labelOf, totalsWithPromotions, type PromotionContext, type PromotionLine, type PromotionOutcome, type PromotionRule } from './promotion-rules';
import { promotionMessages as m } from './promotion.messages';
import { PromotionRepository, type CandidateRow, type ProductFacts } from './promotion.repository';

/** Refusals that come from stacking, not from the promotion itself: a coupon refused so stays in the cart, shown, and does not stop checkout. */
const STACKING = new Set([m.blocked_by({ code: '' }).code, m.not_combinable({ code: '', winner: '' }).code]);

/** Refusals that say what to do next: automatic promotions show them (a shopper can act), others stay quiet. */
const ACTIONABLE = new Set([m.min_spend({ amount: '' }).code, m.buy_more({ count: 0 }).code, ...STACKING]);

/** The lines as the rules read them: each with what a promotion may target on its product. */
function withFacts(lines: readonly (PricedLine & { productId: number })[], products: ProductFacts[]): PromotionLine[] {
  const facts = new Map(products.map((p) => [p.id, p]));
  return lines.map((l) => ({ ...l, brandId: facts.get(l.productId)?.brand_id ?? null, categoryIds: facts.get(l.productId)?.category_ids ?? [] }));
}

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

/**
 * Pricing with promotions: which promotions apply to a cart's (or an order's) lines and how much each
 * takes, decided by the pure rules (promotion-rules.ts) inside the one totals pipeline, with a
 * member's tier discount among the cart discounts.
 */
@Injectable()
export class PromotionPricingService implements OnModuleInit {
  /**
   * Whether any promotion or tier discount is in use, kept as the settings are (SETTINGS_CACHE_MS) and
   * dropped by their change events: carts of a shop without them read nothing more.
   */
  private readonly live: ReadCache<boolean>;

  constructor(
    private readonly repository: PromotionRepository,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.live = new ReadCache(() => config.cache.settingsMs, { max: 1 });
  }

  onModuleInit(): void {
    this.events.on('promotion.changed', () => this.live.clear());
    this.events.on('membership.changed', () => this.live.clear());
  }

  /**
   * The totals of these lines with the promotions that may apply to them: the automatic ones in
   * force and the coupons: the cart's (`cartId`; none for a staff order) or the codes given at a till
   * (`codes`, judged as a cart's would be). `before` are the adjusters that
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
    codes: readonly string[] = [],
  ): Promise<PricedWithPromotions> {
    if (!judgeCoupons && codes.length === 0 && (lines.length === 0 || !(await this.anyLive(manager))))
      return { totals: computeTotals(lines, before), outcomes: [], winners: [], refusedCoupons: [], labels: new Map() };
    const productIds = [...new Set(lines.map((l) => l.productId))];
    const { rules: rows, products, tier } = await this.repository.candidates(manager, cartId, productIds, shopper.customerId, shopper.email, codes);
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
