import type { Message } from '../../common/messages';
import { computeTotals, type Adjuster, type PricedLine, type Totals } from '../totals';
import { promotionMessages as m } from './promotion.messages';

/*
 * Which promotions a cart gets, and how much each takes: pure rules over the cart's lines and the
 * promotions that may apply (the automatic ones in force and the cart's coupons). The totals
 * pipeline (modules/totals) applies what they propose and keeps its invariants, so a discount never
 * takes more than what it applies to and the adjustments add up to the charged total exactly.
 */

export const PROMOTION_TYPES = ['coupon', 'cart_discount', 'buy_x_get_y', 'free_shipping'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const DISCOUNT_KINDS = ['fixed', 'percentage'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const PROMOTION_TARGETS = ['order', 'products', 'categories', 'brands'] as const;
export type PromotionTarget = (typeof PROMOTION_TARGETS)[number];

/** A promotion as the rules see it (name already in the shopper's language). */
export interface PromotionRule {
  id: number;
  type: PromotionType;
  /** Upper-case; null: automatic (applies without a code). */
  code: string | null;
  name: string;
  enabled: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  /** Minor units the lines must reach before any discount; 0: no minimum. */
  min_spend: number;
  usage_limit: number | null;
  used_count: number;
  per_customer_limit: number | null;
  /** Uses by this shopper (a member's, or a guest's email at checkout); 0 when unknown. */
  customer_uses: number;
  priority: number;
  combinable: boolean;
  discount_kind: DiscountKind;
  /** Minor units (fixed) or whole percent (percentage; 100 with buy X get Y: free). */
  discount_value: number;
  target: PromotionTarget;
  target_ids: number[];
  buy_quantity: number;
  get_quantity: number;
  /** The membership tiers it is limited to (empty: everyone), and their names in the shopper's language. */
  tier_ids: number[];
  tier_names: string[];
}

/** A line as the rules see it: its price and quantity, and what a promotion may target. */
export interface PromotionLine extends PricedLine {
  productId: number;
  brandId: number | null;
  categoryIds: readonly number[];
}

/** What happened to one promotion: applied (with what it took, negative, or 0) or refused, and why. */
export interface PromotionOutcome {
  id: number;
  code: string | null;
  name: string;
  type: PromotionType;
  applied: boolean;
  amount: number;
  reason: Message | null;
}

/** What a shopper's promotions are judged with. */
export interface PromotionContext {
  now: Date;
  /** A minor amount in the base currency as the shopper reads it ("HK$50.00"). */
  money: (minor: number) => string;
  /** A moment as the shopper reads it. */
  date: (at: Date) => string;
  /** The shopper's membership tier now (held and not lapsed); null: none, or a guest. */
  tierId: number | null;
  /** Whether the shopper is signed in (a guest is told to log in for a members' promotion). */
  member: boolean;
}

/** The name a shopper knows a promotion by: its code, else its name. */
export const labelOf = (rule: Pick<PromotionRule, 'code' | 'name'>) => rule.code ?? rule.name;

export const sourceOf = (id: number) => `promotion:${id}`;

const lineTotal = (line: PricedLine) => line.unitPrice * line.quantity;

/** The lines a promotion is for (every line for the whole order). */
export function targetLines(rule: PromotionRule, lines: readonly PromotionLine[]): PromotionLine[] {
  const ids = new Set(rule.target_ids);
  switch (rule.target) {
    case 'order':
      return [...lines];
    case 'products':
      return lines.filter((l) => ids.has(l.productId));
    case 'categories':
      return lines.filter((l) => l.categoryIds.some((id) => ids.has(id)));
    case 'brands':
      return lines.filter((l) => l.brandId !== null && ids.has(l.brandId));
  }
}

/** Why a promotion cannot apply to these lines now, or null when it can. */
export function refusal(rule: PromotionRule, lines: readonly PromotionLine[], context: PromotionContext): Message | null {
  if (!rule.enabled) return m.disabled;
  if (rule.starts_at && context.now < rule.starts_at) return m.not_started({ date: context.date(rule.starts_at) });
  if (rule.ends_at && context.now >= rule.ends_at) return m.expired({ date: context.date(rule.ends_at) });
  if (rule.usage_limit !== null && rule.used_count >= rule.usage_limit) return m.used_up;
  if (rule.per_customer_limit !== null && rule.customer_uses >= rule.per_customer_limit) return m.customer_used;
  if (rule.tier_ids.length > 0 && (context.tierId === null || !rule.tier_ids.includes(context.tierId))) {
    return context.member ? m.tier_only({ tiers: rule.tier_names.join(', ') }) : m.members_only;
  }
  const subtotal = lines.reduce((sum, l) => sum + lineTotal(l), 0);
  if (subtotal < rule.min_spend) return m.min_spend({ amount: context.money(rule.min_spend - subtotal) });
  const targeted = targetLines(rule, lines);
  if (rule.type !== 'free_shipping' && targeted.length === 0) return m.no_items;
  if (rule.type === 'buy_x_get_y') {
    const units = targeted.reduce((sum, l) => sum + l.quantity, 0);
    const needed = rule.buy_quantity + rule.get_quantity;
    if (units < needed) return m.buy_more({ count: needed - units });
  }
  return null;
}

/**
 * The promotions that apply, by priority (higher first, then the older): each eligible one joins
 * unless one already in cannot be combined, and one that cannot be combined joins only alone. The
 * others are refused, naming the promotion that cannot be combined and, when it lost, the winner.
 */
export function choose(
  rules: readonly PromotionRule[],
  lines: readonly PromotionLine[],
  context: PromotionContext,
): { winners: PromotionRule[]; refused: Map<number, Message> } {
  const refused = new Map<number, Message>();
  const winners: PromotionRule[] = [];
  const ordered = [...rules].sort((a, b) => b.priority - a.priority || a.id - b.id);
  for (const rule of ordered) {
    const reason = refusal(rule, lines, context);
    if (reason) {
      refused.set(rule.id, reason);
      continue;
    }
    const blocker = winners.find((w) => !w.combinable);
    if (blocker) refused.set(rule.id, m.blocked_by({ code: labelOf(blocker) }));
    else if (!rule.combinable && winners.length > 0) refused.set(rule.id, m.not_combinable({ code: labelOf(rule), winner: labelOf(winners[0]) }));
    else winners.push(rule);
  }
  return { winners, refused };
}

/** Of `amount`, the whole percent `percent`, rounded down (a discount never rounds up). */
const percentOf = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

/** The adjuster of one promotion that applies: what it proposes at its step of the totals pipeline. */
export function adjusterOf(rule: PromotionRule, lines: readonly PromotionLine[]): Adjuster {
  const source = sourceOf(rule.id);
  if (rule.type === 'free_shipping') return { step: 'shipping', adjust: (state) => [{ source, amount: -state.shipping, lines: [] }] };
  const targeted = targetLines(rule, lines);
  const keys = targeted.map((l) => l.key);
  if (rule.type === 'buy_x_get_y') {
    return {
      step: 'product_discounts',
      adjust: () => {
        // Every buy + get units, the cheapest get units are discounted (free at 100%).
        const units = targeted.flatMap((l) => Array.from({ length: l.quantity }, () => l)).sort((a, b) => b.unitPrice - a.unitPrice || a.key - b.key);
        const discounted = Math.floor(units.length / (rule.buy_quantity + rule.get_quantity)) * rule.get_quantity;
        const cheapest = units.slice(units.length - discounted);
        const amount = percentOf(
          cheapest.reduce((sum, l) => sum + l.unitPrice, 0),
          rule.discount_value,
        );
        return [{ source, amount: -amount, lines: [...new Set(cheapest.map((l) => l.key))] }];
      },
    };
  }
  if (rule.target === 'order') {
    return {
      step: 'cart_discounts',
      adjust: (state) => [
        { source, amount: -(rule.discount_kind === 'fixed' ? rule.discount_value : percentOf(state.orderLeft, rule.discount_value)), lines: [] },
      ],
    };
  }
  return {
    step: 'product_discounts',
    adjust: (state) => {
      const worth = keys.reduce((sum, key) => sum + state.lineLeft(key), 0);
      return [{ source, amount: -(rule.discount_kind === 'fixed' ? rule.discount_value : percentOf(worth, rule.discount_value)), lines: keys }];
    },
  };
}

/**
 * The totals of these lines with their promotions: `before` are the adjusters that are not
 * promotions (shipping), applied ahead of the promotions of their step. Each promotion considered
 * has an outcome, in the order they were given.
 */
export function totalsWithPromotions(
  lines: readonly PromotionLine[],
  before: readonly Adjuster[],
  rules: readonly PromotionRule[],
  context: PromotionContext,
): { totals: Totals; outcomes: PromotionOutcome[] } {
  const { winners, refused } = choose(rules, lines, context);
  const totals = computeTotals(lines, [...before, ...winners.map((rule) => adjusterOf(rule, lines))]);
  const taken = new Map<string, number>();
  for (const a of totals.adjustments) taken.set(a.source, (taken.get(a.source) ?? 0) + a.amount);
  const outcomes = rules.map((rule): PromotionOutcome => {
    const reason = refused.get(rule.id) ?? null;
    return {
      id: rule.id,
      code: rule.code,
      name: rule.name,
      type: rule.type,
      applied: reason === null,
      amount: reason ? 0 : (taken.get(sourceOf(rule.id)) ?? 0),
      reason,
    };
  });
  return { totals, outcomes };
}
