import fc from 'fast-check';
import { expiryOf, mostPoints, pointsEarned, pointsFor, redemption } from './points-rules';

describe('points arithmetic', () => {
  it('spends no more points than asked, takes no more than the share allows, and never pays with fewer points than the amount is worth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        (asked, left, rate, percent) => {
          const { amount, points } = redemption(asked, left, rate, percent);
          expect(points).toBeLessThanOrEqual(asked);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(Math.floor((left * percent) / 100));
          // The points used are worth at least the amount, and one point fewer would not be.
          expect(points * 100).toBeGreaterThanOrEqual(amount * rate);
          if (points > 0) expect((points - 1) * 100).toBeLessThan(amount * rate);
        },
      ),
    );
  });

  it('pays what the asked points are worth when the share allows it', () => {
    expect(redemption(500, 3000, 100, 50)).toEqual({ amount: 500, points: 500 });
    expect(redemption(2000, 3000, 100, 50)).toEqual({ amount: 1500, points: 1500 });
    // 3 points at 200 a dollar are worth 1.5 cents: 1 cent, for 2 points.
    expect(redemption(3, 3000, 200, 50)).toEqual({ amount: 1, points: 2 });
    expect(redemption(500, 3000, 0, 50)).toEqual({ amount: 0, points: 0 });
    expect(pointsFor(150, 100)).toBe(150);
  });

  it('offers as the most the points that the whole share pays, never more than the balance', () => {
    expect(mostPoints(1000, 3000, 100, 50)).toBe(1000);
    expect(mostPoints(5000, 3000, 100, 50)).toBe(1500);
    expect(mostPoints(5000, 3000, 0, 50)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        (balance, left, rate, percent) => {
          const most = mostPoints(balance, left, rate, percent);
          expect(most).toBeLessThanOrEqual(balance);
          // Asking for more than the most takes nothing more off.
          if (most < balance) expect(redemption(balance, left, rate, percent).amount).toBe(redemption(most, left, rate, percent).amount);
        },
      ),
    );
  });

  it('earns whole points at rates with two decimals, without floating-point loss', () => {
    expect(pointsEarned(4000, 1)).toBe(40);
    expect(pointsEarned(6000, 2.5)).toBe(150);
    expect(pointsEarned(1000, 0.29)).toBe(2); // 2.9 points: rounded down
    expect(pointsEarned(100, 1.1)).toBe(1);
    expect(pointsEarned(-100, 1)).toBe(0);
  });

  it('dates expiry: never, the end of a fixed day (a later year once it passed), or with the tier', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    expect(expiryOf('never', '', null, now)).toBeNull();
    expect(expiryOf('fixed_date', '2027-12-31', null, now)?.toISOString()).toBe('2027-12-31T23:59:59.999Z');
    expect(expiryOf('fixed_date', '2026-12-31', null, now)?.toISOString()).toBe('2027-12-31T23:59:59.999Z');
    expect(expiryOf('fixed_date', '2024-02-29', null, now)?.toISOString()).toBe('2028-02-29T23:59:59.999Z');
    expect(expiryOf('fixed_date', '2027-03-01', null, now)?.toISOString()).toBe('2027-03-01T23:59:59.999Z');
    const tierEnds = new Date('2027-09-01T00:00:00Z');
    expect(expiryOf('membership', '', tierEnds, now)).toBe(tierEnds);
    expect(expiryOf('membership', '', null, now)).toBeNull();
  });
});
