import fc from 'fast-check';
import { computeTotals, type Adjuster, type PricedLine } from './totals';

const lineArb = fc.record({ unitPrice: fc.integer({ min: 0, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 50 }) });
const linesArb = fc.array(lineArb, { minLength: 0, maxLength: 12 }).map((lines) => lines.map((l, i): PricedLine => ({ key: i + 1, ...l })));

/** Random adjusters of every step: fixed or percentage discounts on some lines or the whole cart, shipping, points. */
const adjusterArb = fc.oneof(
  fc
    .record({
      step: fc.constantFrom('product_discounts' as const, 'cart_discounts' as const, 'points' as const),
      off: fc.integer({ min: 0, max: 10_000_000 }),
      lines: fc.array(fc.integer({ min: 1, max: 14 }), { maxLength: 4 }),
    })
    .map(({ step, off, lines }): Adjuster => ({ step, adjust: () => [{ source: `${step}:fixed`, amount: -off, lines }] })),
  fc
    .record({ step: fc.constantFrom('product_discounts' as const, 'cart_discounts' as const), percent: fc.integer({ min: 0, max: 100 }) })
    .map(({ step, percent }): Adjuster => ({
      step,
      adjust: (state) => [{ source: `${step}:${percent}%`, amount: -Math.round((state.orderLeft * percent) / 100), lines: [] }],
    })),
  fc.integer({ min: 0, max: 100_000 }).map((fee): Adjuster => ({ step: 'shipping', adjust: () => [{ source: 'shipping:1', amount: fee, lines: [] }] })),
);

describe('computeTotals', () => {
  it('keeps every total whole and never negative, and the adjustments add up to the difference exactly', () => {
    fc.assert(
      fc.property(linesArb, fc.array(adjusterArb, { maxLength: 6 }), (lines, adjusters) => {
        const totals = computeTotals(lines, adjusters);
        const sum = totals.adjustments.reduce((s, a) => s + a.amount, 0);
        expect(totals.subtotal).toBe(lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0));
        expect(totals.grand_total).toBe(totals.subtotal + sum);
        expect(totals.grand_total).toBe(totals.subtotal - totals.discount_total + totals.shipping_total);
        for (const value of [totals.subtotal, totals.grand_total, totals.discount_total, totals.shipping_total]) {
          expect(Number.isInteger(value) && value >= 0).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never lets a discount on some lines take more than those lines are worth', () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 0, max: 10_000_000 }), (lines, off) => {
        fc.pre(lines.length > 0);
        const first = lines[0];
        const totals = computeTotals(lines, [{ step: 'product_discounts', adjust: () => [{ source: 'promo', amount: -off, lines: [first.key] }] }]);
        const taken = 0 - (totals.adjustments[0]?.amount ?? 0);
        expect(taken).toBe(Math.min(off, first.unitPrice * first.quantity));
      }),
    );
  });

  it('with lines and shipping alone, charges the lines plus the shipping', () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 0, max: 100_000 }), (lines, fee) => {
        const totals = computeTotals(lines, [{ step: 'shipping', adjust: () => [{ source: 'shipping:1', amount: fee, lines: [] }] }]);
        expect(totals.grand_total).toBe(lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0) + fee);
      }),
    );
  });
});
