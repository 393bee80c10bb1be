import { DEFAULT_SORT, isSort, type ListingSort } from './api/catalog';

/**
 * A listing's page, sort and filters live in the address (?page=2&sort=price_asc&brand=3&option=1,7&price_min=5000),
 * so a listing can be shared and the back button works. Prices in the address are cents of the base currency,
 * whatever currency the shopper looks at.
 */
export interface ListingParams {
  page: number;
  sort: ListingSort;
  brandIds: number[];
  optionIds: number[];
  priceMin?: number;
  priceMax?: number;
}

const ids = (value: string | null): number[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ].sort((a, b) => a - b);

const cents = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

export function parseListingParams(search: URLSearchParams): ListingParams {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    brandIds: ids(search.get('brand')),
    optionIds: ids(search.get('option')),
    priceMin: cents(search.get('price_min')),
    priceMax: cents(search.get('price_max')),
  };
}

/** The query string of a listing (defaults left out), with a leading "?" unless empty. */
export function listingSearch(params: ListingParams): string {
  const search = new URLSearchParams();
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.brandIds.length) search.set('brand', params.brandIds.join(','));
  if (params.optionIds.length) search.set('option', params.optionIds.join(','));
  if (params.priceMin !== undefined) search.set('price_min', String(params.priceMin));
  if (params.priceMax !== undefined) search.set('price_max', String(params.priceMax));
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const hasFilters = (params: ListingParams): boolean =>
  params.brandIds.length > 0 || params.optionIds.length > 0 || params.priceMin !== undefined || params.priceMax !== undefined;

/** An amount typed in the shopper's currency as cents of the base currency (min rounds down, max up, so bounds stay inside). */
export function toBaseCents(amount: string, rate: number, bound: 'min' | 'max'): number | undefined {
  const value = Number(amount.replace(/,/g, '').trim());
  if (amount.trim() === '' || !Number.isFinite(value) || value < 0 || !(rate > 0)) return undefined;
  const exact = (value / rate) * 100;
  const rounded = bound === 'min' ? Math.floor(exact + 1e-6) : Math.ceil(exact - 1e-6);
  return Math.max(0, rounded);
}

/** Cents of the base currency as an amount in the shopper's currency, for a price input (2 decimals, no mark). */
export function fromBaseCents(value: number | undefined, rate: number): string {
  if (value === undefined) return '';
  const amount = Math.round((value / 100) * rate * 100) / 100;
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** Page numbers to show: the first, the last and the neighbours of the current page; null marks a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1] === 2) out.push(page - 1);
    else if (i > 0 && page - sorted[i - 1] > 2) out.push(null);
    out.push(page);
  });
  return out;
}
