/** A currency as the shop's settings list it: rate against the base currency and the mark shown before amounts. */
export interface Currency {
  identifier: string;
  rate: number;
  mark: string;
}

/**
 * An amount in the base currency shown in `currency`: amount × rate, rounded to 2 decimals, prefixed by the mark.
 * String input may carry thousands separators ("1,234.5"); they are stripped. Input that is not a number gives "".
 */
export function formatMoney(amount: number | string | null | undefined, currency: Pick<Currency, 'rate' | 'mark'>): string {
  if (amount === null || amount === undefined) return '';
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '').trim()) : amount;
  if (typeof amount === 'string' && amount.replace(/,/g, '').trim() === '') return '';
  const rate = Number(currency.rate);
  if (!Number.isFinite(value) || !Number.isFinite(rate)) return '';
  const converted = value * rate;
  // Round half away from zero on the decimal value, not on the binary approximation (1.005 -> 1.01).
  const rounded = (Math.sign(converted) * Math.round(Math.abs(converted) * 100 + 1e-8)) / 100;
  return `${currency.mark}${(Object.is(rounded, -0) ? 0 : rounded).toFixed(2)}`;
}
