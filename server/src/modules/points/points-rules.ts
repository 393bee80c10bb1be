/**
 * The arithmetic of reward points, pure: what points pay at checkout, what a payment earns, and when
 * points earned now expire. Money is in minor units (100 to a unit of the base currency).
 */
import type { PointsExpiryType } from '../settings';

/**
 * `asked` points spent on an order of which `orderLeft` is still to pay: the amount they take off
 * (at most `maxPercent` of orderLeft) and the points that amount uses (never more than asked; a
 * shopper asking for more than the share allows keeps the rest).
 */
export function redemption(asked: number, orderLeft: number, pointsPerUnit: number, maxPercent: number): { amount: number; points: number } {
  if (pointsPerUnit <= 0 || asked <= 0 || orderLeft <= 0) return { amount: 0, points: 0 };
  const cap = Math.floor((orderLeft * maxPercent) / 100);
  const worth = Math.floor((asked * 100) / pointsPerUnit);
  const amount = Math.min(worth, cap);
  return { amount, points: pointsFor(amount, pointsPerUnit) };
}

/** The points an amount taken off at checkout used (rounded up: an amount is never paid by fewer points than it is worth). */
export function pointsFor(amount: number, pointsPerUnit: number): number {
  return Math.ceil((amount * pointsPerUnit) / 100);
}

/** The most points an order may use of which `orderLeft` is still to pay: enough for the shop's share of it, no more than `balance`. */
export function mostPoints(balance: number, orderLeft: number, pointsPerUnit: number, maxPercent: number): number {
  if (pointsPerUnit <= 0 || balance <= 0 || orderLeft <= 0) return 0;
  return Math.min(balance, pointsFor(Math.floor((orderLeft * maxPercent) / 100), pointsPerUnit));
}

/** Points earned by `paid` minor units at `rate` points per unit (2 decimals at most), rounded down. */
export function pointsEarned(paid: number, rate: number): number {
  if (paid <= 0 || rate <= 0) return 0;
  return Math.floor((paid * Math.round(rate * 100)) / 10_000);
}

/**
 * When points earned at `now` expire: never; at the end (UTC) of the fixed day, the same day of a
 * later year once that day has passed; or with the member's tier (never when it does not end).
 */
export function expiryOf(type: PointsExpiryType, fixedDate: string, membershipExpiresAt: Date | null, now: Date): Date | null {
  if (type === 'membership') return membershipExpiresAt;
  if (type !== 'fixed_date' || !/^\d{4}-\d{2}-\d{2}$/.test(fixedDate)) return null;
  const [year, month, day] = fixedDate.split('-').map(Number);
  for (let y = year; ; y += 1) {
    // The day's last millisecond; 29 February of a year without one is 28 February.
    const at = new Date(Date.UTC(y, month - 1, Math.min(day, daysIn(y, month)), 23, 59, 59, 999));
    if (at > now) return at;
  }
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
