/**
 * One totals pipeline for carts, the checkout review and orders: lines -> product discounts ->
 * cart discounts -> shipping -> points -> grand total. Each step is a named adjuster that returns
 * adjustments (what made it, the amount in minor units, the lines it touched); the pipeline applies
 * them in step order and keeps the invariants in one place:
 *  - a discount never takes more than what is left of what it applies to (its lines, or the order);
 *  - no total goes below zero;
 *  - the adjustments add up exactly to grand_total - subtotal (integers only, no stray minor unit).
 * Promotions, membership discounts and points join as adjusters of their steps.
 */

export const TOTAL_STEPS = ['lines', 'product_discounts', 'cart_discounts', 'shipping', 'points'] as const;
export type TotalStep = (typeof TOTAL_STEPS)[number];

export interface PricedLine {
  /** The line's id (a cart item's or an order line's). */
  key: number;
  /** Minor units of the base currency. */
  unitPrice: number;
  quantity: number;
}

export interface Adjustment {
  step: TotalStep;
  /** What made it: a shipping method, a promotion, a tier ('shipping:3', 'promotion:12'). */
  source: string;
  /** Signed minor units: negative takes off, positive adds (shipping). */
  amount: number;
  /** The lines it applies to; empty for the whole order. */
  lines: number[];
}

export interface Totals {
  subtotal: number;
  adjustments: Adjustment[];
  discount_total: number;
  shipping_total: number;
  grand_total: number;
}

/** What an adjuster sees: the lines and what is left of each line and of the order so far. */
export interface TotalsState {
  readonly lines: readonly PricedLine[];
  lineLeft(key: number): number;
  readonly orderLeft: number;
  /** What the shipping step has added so far (what free shipping takes back). */
  readonly shipping: number;
}

export interface Adjuster {
  step: TotalStep;
  adjust(state: TotalsState): Omit<Adjustment, 'step'>[];
}

const lineTotal = (line: PricedLine) => line.unitPrice * line.quantity;

/** The totals of these lines after the adjusters, in step order (adjusters of one step in the order given). */
export function computeTotals(lines: readonly PricedLine[], adjusters: readonly Adjuster[] = []): Totals {
  const left = new Map(lines.map((l) => [l.key, lineTotal(l)]));
  const subtotal = lines.reduce((sum, l) => sum + lineTotal(l), 0);
  let orderLeft = subtotal;
  let shipping = 0;
  const adjustments: Adjustment[] = [];
  const ordered = [...adjusters].sort((a, b) => TOTAL_STEPS.indexOf(a.step) - TOTAL_STEPS.indexOf(b.step));
  for (const adjuster of ordered) {
    const state: TotalsState = { lines, lineLeft: (key) => left.get(key) ?? 0, orderLeft, shipping };
    for (const proposed of adjuster.adjust(state)) {
      const amount = Math.trunc(proposed.amount);
      if (amount === 0) continue;
      if (amount > 0) {
        orderLeft += amount;
        if (adjuster.step === 'shipping') shipping += amount;
        adjustments.push({ ...proposed, step: adjuster.step, amount });
        continue;
      }
      // A discount of shipping (free shipping): capped by what shipping added, goods untouched.
      if (adjuster.step === 'shipping') {
        const take = Math.min(-amount, shipping, orderLeft);
        if (take <= 0) continue;
        shipping -= take;
        orderLeft -= take;
        adjustments.push({ ...proposed, step: adjuster.step, amount: -take });
        continue;
      }
      // A discount of goods: capped by what is left of its lines (or of the order), taken line by line.
      const scope = proposed.lines.length > 0 ? proposed.lines.filter((k) => left.has(k)) : [];
      const room =
        scope.length > 0
          ? Math.min(
              orderLeft,
              scope.reduce((s, k) => s + left.get(k)!, 0),
            )
          : orderLeft;
      const take = Math.min(-amount, room);
      if (take <= 0) continue;
      let rest = take;
      for (const key of scope.length > 0 ? scope : [...left.keys()]) {
        const part = Math.min(rest, left.get(key)!);
        left.set(key, left.get(key)! - part);
        rest -= part;
        if (rest === 0) break;
      }
      orderLeft -= take;
      adjustments.push({ ...proposed, step: adjuster.step, amount: -take });
    }
  }
  const sumOf = (pick: (a: Adjustment) => boolean) => adjustments.filter(pick).reduce((s, a) => s + a.amount, 0);
  return {
    subtotal,
    adjustments,
    // Shipping net of its discounts (free shipping), so grand_total = subtotal - discount_total + shipping_total.
    discount_total: 0 - sumOf((a) => a.amount < 0 && a.step !== 'shipping'),
    shipping_total: sumOf((a) => a.step === 'shipping'),
    grand_total: orderLeft,
  };
}
