/**
 * Money as both UIs show it. The API sends every amount as an integer of minor units (cents) of the
 * shop's base currency; these functions turn such amounts into text and money inputs back into them,
 * digit by digit, never through floating point except for a currency's rate.
 */

/** An amount in minor units (cents): an integer, as the API sends it. */
export type MinorUnits = number;

/** A currency as the shop lists it: its rate against the base currency and the mark shown before amounts. */
export interface DisplayCurrency {
  readonly rate: number;
  readonly mark: string;
}

/** What a money input takes: up to 11 digits, then up to 2 decimals ("128", "128.5", "128.50"). */
export const DECIMAL_AMOUNT_PATTERN = /^\d{1,11}(\.\d{1,2})?$/;

/** 12800 -> "128.00", -500 -> "-5.00": minor units as the decimal text a money input shows; "" for no amount. */
export function minorUnitsToDecimal(minor: MinorUnits | null | undefined): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return '';
  const whole = Math.round(minor);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "128", "128.5", "1,280.00" -> 12800, 12850, 128000: a money input's text as minor units; null when it is not an amount. */
export function decimalToMinorUnits(text: string | number | null | undefined): MinorUnits | null {
  if (text === null || text === undefined) return null;
  const clean = String(text).replace(/,/g, '').trim();
  if (!DECIMAL_AMOUNT_PATTERN.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 12800 with "HK$" -> "HK$128.00"; -500 -> "-HK$5.00"; "" for no amount. */
export function formatMinorUnits(minor: MinorUnits | null | undefined, mark = ''): string {
  const text = minorUnitsToDecimal(minor);
  if (!text) return '';
  return text.startsWith('-') ? `-${mark}${text.slice(1)}` : `${mark}${text}`;
}

/**
 * Minor units of the base currency in another currency's minor units: amount × rate, rounded half away
 * from zero on the decimal value rather than on its binary approximation (100.5 cents -> 101). NaN when
 * the amount or the rate is not a number.
 */
export function convertMinorUnits(minor: MinorUnits, rate: number): MinorUnits {
  const converted = (minor / 100) * Number(rate);
  if (!Number.isFinite(converted)) return Number.NaN;
  const rounded = Math.sign(converted) * Math.round(Math.abs(converted) * 100 + 1e-8);
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * Minor units of the base currency shown in `currency` (spec section 9: the amount multiplied by the
 * rate, with 2 decimals, after the mark): 12800 in US$ at 0.128 -> "US$16.38"; "" for no amount.
 */
export function formatMinorUnitsIn(minor: MinorUnits | null | undefined, currency: DisplayCurrency): string {
  if (minor === null || minor === undefined) return '';
  return formatMinorUnits(convertMinorUnits(minor, currency.rate), currency.mark);
}
