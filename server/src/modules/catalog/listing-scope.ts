import type { LanguageCode } from '../../common/i18n/languages';
import type { ListingSort } from './catalog.dto';

/** A listing's filters as asked: brands (any of), options (one of each attribute's asked values), a price range on the lowest price. */
export interface ListingFilter {
  brandIds?: number[];
  /** The asked options grouped by attribute (unknown options left out, as the SQL's join leaves them). */
  optionGroups?: number[][];
  priceMin?: number;
  priceMax?: number;
}

/** The display orders a scope keeps, each as positions into its product columns. */
type OrderName = Exclude<ListingSort, 'name_asc' | 'name_desc'> | `${'name_asc' | 'name_desc'}:${LanguageCode}`;

/**
 * A category scope as CatalogRepository reads it (named apart from the filters' columns, which one
 * statement may read beside it): the products of the category and those under it, each once, as
 * columns, and every display order of them as the database sorts it (the name orders per language).
 */
export interface ScopeRow {
  product_ids: number[];
  product_brands: (number | null)[];
  product_prices: (number | null)[];
  product_options: number[][];
  orders: Record<OrderName, number[]>;
}

/**
 * A category scope's products held in the process: a listing page with any filters, sort and page is
 * one pass over the kept order, with no statement. It answers what the listing statement of
 * CatalogRepository.categoryListing answers for the same scope (test/api/listing-scope.spec.ts holds
 * them side by side). Kept in the catalogue cache and dropped by every product change.
 */
export class ListingScope {
  private readonly ids: Int32Array;
  private readonly brands: (number | null)[];
  private readonly prices: (number | null)[];
  private readonly options: number[][];
  private readonly orders: Map<string, Int32Array>;

  constructor(row: ScopeRow) {
    this.ids = Int32Array.from(row.product_ids);
    this.brands = row.product_brands;
    this.prices = row.product_prices;
    this.options = row.product_options;
    // An empty scope aggregates no order (null): every order is then empty.
    this.orders = new Map(Object.entries(row.orders ?? {}).map(([name, positions]) => [name, Int32Array.from(positions ?? [])]));
  }

  /** How many products it holds (what its entry costs in memory goes with it). */
  get size(): number {
    return this.ids.length;
  }

  /** The ids of a page of the products the filter lets through, in the asked order, and how many it lets through in all. */
  page(filter: ListingFilter, sort: ListingSort, language: LanguageCode, offset: number, limit: number): { ids: number[]; total: number } {
    const order = this.orders.get(sort === 'name_asc' || sort === 'name_desc' ? `${sort}:${language}` : sort) ?? new Int32Array(0);
    const admits = this.admits(filter);
    const ids: number[] = [];
    let total = 0;
    for (const position of order) {
      if (!admits(position)) continue;
      if (total >= offset && ids.length < limit) ids.push(this.ids[position]);
      total += 1;
    }
    return { ids, total };
  }

  /** The filter as a test of a position: the conditions of the listing statement (a null brand or price never matches one asked). */
  private admits({ brandIds, optionGroups, priceMin, priceMax }: ListingFilter): (position: number) => boolean {
    const brands = brandIds?.length ? new Set(brandIds) : undefined;
    const groups = optionGroups?.length ? optionGroups.map((group) => new Set(group)) : undefined;
    return (position) => {
      if (brands) {
        const brand = this.brands[position];
        if (brand === null || !brands.has(brand)) return false;
      }
      if (priceMin !== undefined || priceMax !== undefined) {
        const price = this.prices[position];
        if (price === null || (priceMin !== undefined && price < priceMin) || (priceMax !== undefined && price > priceMax)) return false;
      }
      if (groups) {
        const held = this.options[position];
        for (const group of groups) if (!held.some((option) => group.has(option))) return false;
      }
      return true;
    };
  }
}
