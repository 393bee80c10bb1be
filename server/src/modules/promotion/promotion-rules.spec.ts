import fc from 'fast-check';
import type { Adjuster } from '../totals';
import { choose, totalsWithPromotions, type PromotionContext, type PromotionLine, type PromotionRule } from './promotion-rules';

const context: PromotionContext = {
  now: new Date('2026-11-25T00:00:00Z'),
  money: (minor) => `HK$${(minor / 100).toFixed(2)}`,
  date: (at) => at.toISOString(),
  tierId: null,
  member: true,
};

const rule = (fields: Partial<PromotionRule> & Pick<PromotionRule, 'id' | 'type'>): PromotionRule => ({
  code: null,
  name: `Offer ${fields.id}`,
  enabled: true,
  starts_at: null,
  ends_at: null,
  min_spend: 0,
  usage_limit: null,
  used_count: 0,
  per_customer_limit: null,
  customer_uses: 0,
  priority: 0,
  combinable: true,
  discount_kind: 'percentage',
  discount_value: 10,
  target: 'order',
  target_ids: [],
  buy_quantity: 0,
  get_quantity: 0,
  tier_ids: [],
  tier_names: [],
  ...fields,
});

const lineArb = fc.record({
  unitPrice: fc.integer({ min: 0, max: 2_000_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  productId: fc.integer({ min: 1, max: 6 }),
  brandId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
});
const linesArb = fc.array(lineArb, { maxLength: 8 }).map((lines) => lines.map((l, i): PromotionLine => ({ key: i + 1, ...l })));

/** Any promotion of any type, with any target, limits and stacking. */
const ruleArb = (id: number) =>
  fc
    .record({
      type: fc.constantFrom('coupon' as const, 'cart_discount' as const, 'buy_x_get_y' as const, 'free_shipping' as const),
      discount_kind: fc.constantFrom('fixed' as const, 'percentage' as const),
      fixed: fc.integer({ min: 1, max: 5_000_000 }),
      percent: fc.integer({ min: 1, max: 100 }),
      target: fc.constantFrom('order' as const, 'products' as const, 'categories' as const, 'brands' as const),
      target_ids: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
      min_spend: fc.integer({ min: 0, max: 3_000_000 }),
      priority: fc.integer({ min: 0, max: 5 }),
      combinable: fc.boolean(),
      buy: fc.integer({ min: 1, max: 4 }),
      get: fc.integer({ min: 1, max: 3 }),
    })
    .map((r) =>
      rule({
        id,
        type: r.type,
        discount_kind: r.type === 'buy_x_get_y' ? 'percentage' : r.discount_kind,
        discount_value: r.type === 'buy_x_get_y' || r.discount_kind === 'percentage' ? r.percent : r.fixed,
        target: r.type === 'cart_discount' || r.type === 'free_shipping' ? 'order' : r.target,
        target_ids: r.target_ids,
        min_spend: r.min_spend,
        priority: r.priority,
        combinable: r.combinable,
        buy_quantity: r.buy,
        get_quantity: r.get,
      }),
    );
const rulesArb = fc.integer({ min: 0, max: 5 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => ruleArb(i + 1))));
const shippingArb = fc
  .integer({ min: 0, max: 100_000 })
  .map((fee): Adjuster => ({ step: 'shipping', adjust: () => [{ source: 'shipping:1', amount: fee, lines: [] }] }));

describe('promotion rules', () => {
  it('charge exactly the undiscounted total plus the adjustments, never below zero, whatever the cart and the promotions', () => {
    fc.assert(
      fc.property(linesArb, rulesArb, shippingArb, (lines, rules, shipping) => {
        const { totals, outcomes } = totalsWithPromotions(lines, [shipping], rules, context);
        const undiscounted = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
        const sum = totals.adjustments.reduce((s, a) => s + a.amount, 0);
        expect(totals.subtotal).toBe(undiscounted);
        expect(totals.grand_total).toBe(undiscounted + sum);
        expect(totals.grand_total).toBe(totals.subtotal - totals.discount_total + totals.shipping_total);
        for (const value of [totals.grand_total, totals.discount_total, totals.shipping_total]) expect(Number.isInteger(value) && value >= 0).toBe(true);
        // What each promotion says it took is what the totals took for it.
        for (const o of outcomes) {
          const taken = totals.adjustments.filter((a) => a.source === `promotion:${o.id}`).reduce((s, a) => s + a.amount, 0);
          expect(o.amount).toBe(taken);
          if (!o.applied) expect(o.amount).toBe(0);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never takes more from a line than the line is worth, nor more shipping than was charged', () => {
    fc.assert(
      fc.property(linesArb, rulesArb, shippingArb, (lines, rules, shipping) => {
        const { totals } = totalsWithPromotions(lines, [shipping], rules, context);
        const goodsTaken = totals.adjustments.filter((a) => a.amount < 0 && a.step !== 'shipping').reduce((s, a) => s - a.amount, 0);
        expect(goodsTaken).toBeLessThanOrEqual(totals.subtotal);
        const shippingAdded = totals.adjustments.filter((a) => a.step === 'shipping' && a.amount > 0).reduce((s, a) => s + a.amount, 0);
        expect(totals.shipping_total).toBeGreaterThanOrEqual(0);
        expect(totals.shipping_total).toBeLessThanOrEqual(shippingAdded);
      }),
      { numRuns: 500 },
    );
  });

  it('applies a promotion that cannot be combined only alone, and the one with the higher priority wins', () => {
    fc.assert(
      fc.property(linesArb, rulesArb, (lines, rules) => {
        const { winners } = choose(rules, lines, context);
        if (winners.some((w) => !w.combinable)) expect(winners).toHaveLength(1);
        // Winners come in priority order, and nothing eligible outranks the first of them while being left out for stacking alone.
        for (let i = 1; i < winners.length; i++) expect(winners[i - 1].priority).toBeGreaterThanOrEqual(winners[i].priority);
      }),
      { numRuns: 500 },
    );
  });

  it('gives buy 2 get 1 on the cheapest units, each third unit', () => {
    const lines: PromotionLine[] = [
      { key: 1, productId: 1, brandId: null, categoryIds: [], unitPrice: 3000, quantity: 4 },
      { key: 2, productId: 2, brandId: null, categoryIds: [], unitPrice: 1000, quantity: 2 },
    ];
    const bxgy = rule({ id: 1, type: 'buy_x_get_y', buy_quantity: 2, get_quantity: 1, discount_value: 100 });
    const { totals, outcomes } = totalsWithPromotions(lines, [], [bxgy], context);
    // 6 units: two free, the two cheapest (the 1,000 ones).
    expect(outcomes[0]).toMatchObject({ applied: true, amount: -2000 });
    expect(totals.adjustments[0].lines).toEqual([2]);
  });

  it('says how much more to spend, and refuses outside its dates, used up, or for a shopper who used it up', () => {
    const lines: PromotionLine[] = [{ key: 1, productId: 1, brandId: 2, categoryIds: [3], unitPrice: 2500, quantity: 2 }];
    const refusals = (r: PromotionRule) => choose([r], lines, context).refused.get(r.id)?.text;
    expect(refusals(rule({ id: 1, type: 'coupon', min_spend: 8000 }))).toBe('Spend HK$30.00 more for this offer');
    expect(refusals(rule({ id: 1, type: 'coupon', ends_at: new Date('2026-11-24T00:00:00Z') }))).toBe('This code expired on 2026-11-24T00:00:00.000Z');
    expect(refusals(rule({ id: 1, type: 'coupon', usage_limit: 3, used_count: 3 }))).toBe('This code has been used as many times as it can be');
    expect(refusals(rule({ id: 1, type: 'coupon', per_customer_limit: 1, customer_uses: 1 }))).toBe(
      'You have already used this code as many times as it allows',
    );
    expect(refusals(rule({ id: 1, type: 'coupon', target: 'brands', target_ids: [2] }))).toBeUndefined();
    expect(refusals(rule({ id: 1, type: 'coupon', target: 'categories', target_ids: [4] }))).toBe('None of the items in your cart are part of this offer');
    // Limited to tiers: a member of another tier is told which, a guest to log in, a member of the tier gets it.
    const gold = rule({ id: 1, type: 'coupon', tier_ids: [7], tier_names: ['Gold'] });
    expect(refusals(gold)).toBe('This code is for Gold members');
    expect(choose([gold], lines, { ...context, member: false }).refused.get(1)?.text).toBe('Log in as a member to use this code');
    expect(choose([gold], lines, { ...context, tierId: 7 }).refused.get(1)).toBeUndefined();
  });
});
