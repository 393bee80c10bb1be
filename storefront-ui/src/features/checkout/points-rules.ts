/**
 * What reward points take off an order, worked out as the server works it out when the order is
 * placed (server/src/modules/points/points-rules.ts), so the review shows the total the order will
 * have. Money is in minor units: a unit of the base currency is 100.
 */
export interface RedeemRule {
  /** Points that pay one unit of the base currency; 0: points cannot be spent. */
  points_per_unit: number;
  /** The largest share (percent) of what is left to pay, shipping included, that points may pay. */
  max_percent: number;
}

/** The most the points may take off an order of which `orderLeft` is still to pay. */
const capOf = (orderLeft: number, rule: RedeemRule) => Math.floor((orderLeft * rule.max_percent) / 100);

/** The points an amount taken off uses (rounded up: an amount is never paid by fewer points than it is worth). */
const pointsFor = (amount: number, rule: RedeemRule) => Math.ceil((amount * rule.points_per_unit) / 100);

/**
 * `asked` points spent on an order of which `orderLeft` is still to pay: the amount they take off
 * (the shop's share of orderLeft at most) and the points that amount uses (never more than asked).
 */
export function redemption(asked: number, orderLeft: number, rule: RedeemRule): { amount: number; points: number } {
  if (rule.points_per_unit <= 0 || asked <= 0 || orderLeft <= 0) return { amount: 0, points: 0 };
  const worth = Math.floor((asked * 100) / rule.points_per_unit);
  const amount = Math.min(worth, capOf(orderLeft, rule));
  return { amount, points: pointsFor(amount, rule) };
}

/** The most points an order may use: enough for the shop's share of it, and no more than the member holds. */
export function mostPoints(balance: number, orderLeft: number, rule: RedeemRule): number {
  if (rule.points_per_unit <= 0 || balance <= 0 || orderLeft <= 0) return 0;
  return Math.min(balance, pointsFor(capOf(orderLeft, rule), rule));
}

/** The points typed in the box: 0 when empty, null when it is not a whole number of 0 or more. */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : null;
}
