/**
 * Prices: the API takes integer minor units (cents) of the base currency; the back office shows and
 * takes money with 2 decimals (128.00). Text is converted digit by digit, never through floating point.
 */
export const MONEY_PATTERN = /^\d{1,11}(\.\d{1,2})?$/;

/** 12800 -> "128.00". */
export function centsToMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "128", "128.5", "1,280.00" -> 12800, 12850, 128000; anything else -> null. */
export function moneyToCents(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const clean = String(text).replace(/,/g, '').trim();
  if (!MONEY_PATTERN.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 12800 with "HK$" -> "HK$128.00"; -500 -> "-HK$5.00". */
export function formatMoney(cents: number | null | undefined, mark = ''): string {
  const text = centsToMoney(cents);
  if (!text) return '';
  return text.startsWith('-') ? `-${mark}${text.slice(1)}` : `${mark}${text}`;
}
