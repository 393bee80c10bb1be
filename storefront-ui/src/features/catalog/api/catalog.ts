import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

/**
 * The storefront catalogue calls. Every price is an integer in minor units (cents) of the base currency:
 * show it with useCurrency().money.
 */

export const SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const;
export type ListingSort = (typeof SORTS)[number];
export const DEFAULT_SORT: ListingSort = 'newest';
export const PER_PAGE = 20;

export const isSort = (value: string | null | undefined): value is ListingSort => SORTS.includes(value as ListingSort);

/** The answers, as the server's response classes declare them (Schema, from @shop/kernel). */
export type ProductCard = Schema<'ProductCard'>;
/** What every listing holds (a category page and a search both extend it). */
export type Listing = Omit<Schema<'SearchResult'>, 'keyword'>;
export type Category = Schema<'ListingCategory'>;
export type OptionFilter = Schema<'OptionFilter'>;
export type CategoryListing = Schema<'CategoryListing'>;
export type ProductStock = Schema<'ProductDetailStock'>;
export type ProductAttribute = Schema<'ProductDetailAttribute'>;
export type ProductDetail = Schema<'ProductDetail'>;
export type SearchResult = Schema<'SearchResult'>;

export interface CategoryQuery {
  url: string;
  page?: number;
  per_page?: number;
  sort?: ListingSort;
  brand_ids?: number[];
  /** Values of one attribute widen the choice, different attributes narrow it. */
  option_ids?: number[];
  /** Cents of the base currency. */
  price_min?: number;
  price_max?: number;
}

export interface SearchQuery {
  keyword: string;
  page?: number;
  per_page?: number;
  sort?: ListingSort;
}

/** POST /api/category: a category (with its sub-categories' products), its filters; 404 "Page cannot be found". */
export const fetchCategory = (query: CategoryQuery, signal?: AbortSignal) => api.post<CategoryListing>('/category', query, { signal });

/** POST /api/product: one visible product with its visible stocks; 404 "Product not found". */
export const fetchProduct = (url: string, signal?: AbortSignal) => api.post<ProductDetail>('/product', { url }, { signal });

/** POST /api/product/search: 422 with the server's message for a keyword it refuses. */
export const searchProducts = (query: SearchQuery, signal?: AbortSignal) => api.post<SearchResult>('/product/search', query, { signal });
