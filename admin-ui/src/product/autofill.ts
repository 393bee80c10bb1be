import { slugify } from 'transliteration';

/**
 * The sku/url auto-fill of spec section 5: typing a product name in the shop's main language, on the
 * create page, fills an empty sku and url with the transliterated, lowercase, hyphenated first 15
 * characters of the name plus a 4-digit time suffix, and each empty stock sku with that base plus
 * `-stock{n}`. A field still holding the value filled from an earlier keystroke counts as empty, so
 * the values follow the name as it is typed; anything the admin typed is left alone.
 */
export const BASE_LENGTH = 15;

/** The last 4 digits of the clock in milliseconds. */
export function timeSuffix(now: number = Date.now()): string {
  return String(Math.abs(Math.trunc(now)) % 10000).padStart(4, '0');
}

/** The name transliterated to ASCII, lowercase, words joined by single hyphens, cut to 15 characters. */
export function nameSlug(name: string): string {
  const ascii = slugify(name, { lowercase: true, separator: '-', trim: true });
  return ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BASE_LENGTH)
    .replace(/-+$/, '');
}

/** `<slug>-<suffix>`, or only the suffix when nothing of the name can be written in ASCII. */
export function skuBase(name: string, suffix: string): string {
  const slug = nameSlug(name);
  return slug ? `${slug}-${suffix}` : suffix;
}

/** The sku of the n-th stock (1-based). */
export const stockSku = (base: string, n: number): string => `${base}-stock${n}`;

export interface AutofillInput {
  name: string;
  sku: string | null | undefined;
  url: string | null | undefined;
  /** The stocks' skus, in matrix order. */
  stockSkus: (string | null | undefined)[];
  /** Only on the create page ... */
  isCreate: boolean;
  /** ... and only while the name is typed in the main language. */
  isMainLanguage: boolean;
  /** The 4-digit suffix, chosen once per form. */
  suffix: string;
  /** The base filled by the previous keystroke, if any. */
  previousBase?: string;
}

export interface AutofillResult {
  /** The base for this name (undefined when nothing is filled). */
  base?: string;
  sku?: string;
  url?: string;
  /** A new sku per stock index, or undefined to leave that stock alone. */
  stockSkus: (string | undefined)[];
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** What to write into the form after the name changed; fields left undefined keep their value. */
export function autofill(input: AutofillInput): AutofillResult {
  const untouched: AutofillResult = { stockSkus: input.stockSkus.map(() => undefined) };
  if (!input.isCreate || !input.isMainLanguage) return untouched;
  const previous = input.previousBase;
  const free = (value: string | null | undefined, previousValue?: string) => blank(value) || (previousValue !== undefined && value === previousValue);
  if (input.name.trim() === '') {
    // The name was cleared: take back what was filled from it.
    return {
      sku: previous !== undefined && input.sku === previous ? '' : undefined,
      url: previous !== undefined && input.url === previous ? '' : undefined,
      stockSkus: input.stockSkus.map((sku, i) => (previous !== undefined && sku === stockSku(previous, i + 1) ? '' : undefined)),
    };
  }
  const base = skuBase(input.name, input.suffix);
  return {
    base,
    sku: free(input.sku, previous) ? base : undefined,
    url: free(input.url, previous) ? base : undefined,
    stockSkus: input.stockSkus.map((sku, i) => (free(sku, previous === undefined ? undefined : stockSku(previous, i + 1)) ? stockSku(base, i + 1) : undefined)),
  };
}
