import { api } from '../../../lib/api-client';

/**
 * The storefront catalogue calls. Every price is an integer in minor units (cents) of the base currency:
 * show it with money(cents / 100) (see toBaseAmount).
 */

export const SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const;
export type ListingSort = (typeof SORTS)[number];
export const DEFAULT_SORT: ListingSort = 'newest';
export const PER_PAGE = 20;

export const isSort = (value: string | null | undefined): value is ListingSort => SORTS.includes(value as ListingSort);

/** Cents of the base currency as an amount of the base currency, for formatMoney / money(). */
export const toBaseAmount = (cents: number) => cents / 100;

export interface ProductCard {
  id: number;
  url: string;
  sku: string;
  name: string;
  /** The lowest price a shopper pays (cents); null without visible stocks. */
  price: number | null;
  /** The lowest regular price (cents): shown struck through when higher than price. */
  regular_price: number | null;
  image: string | null;
  in_stock: boolean;
  is_new: boolean;
  is_featured: boolean;
  is_hot: boolean;
}

export interface Listing {
  products: ProductCard[];
  total: number;
  page: number;
  per_page: number;
}

export interface CategoryLink {
  id: number;
  url: string;
  link: string;
  title: string;
}

export interface Category extends CategoryLink {
  parent_id: number | null;
  short_description: string;
  meta_title: string;
  meta_description: string;
  image_path: string | null;
  children: CategoryLink[];
}

export interface FilterCount {
  id: number;
  title: string;
  count: number;
}

export interface OptionFilter {
  /** The attribute. */
  id: number;
  name: string;
  options: { id: number; value: string; count: number }[];
}

export interface CategoryListing extends Listing {
  category: Category;
  filters: {
    brands: FilterCount[];
    options: OptionFilter[];
    /** Cents; null bounds when the category holds no priced product. */
    price: { min: number | null; max: number | null } | null;
  };
}

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

export interface ProductStock {
  id: number;
  sku: string;
  price: number;
  special_price: number | null;
  final_price: number;
  option_ids: number[];
  available_inventories: number;
  in_stock: boolean;
}

export interface ProductAttribute {
  id: number;
  name: string;
  options: { id: number; value: string }[];
}

export interface ProductDetail {
  id: number;
  sku: string;
  url: string;
  name: string;
  /** HTML from the back office: render it through SafeHtml only. */
  description: string;
  meta_title: string;
  meta_description: string;
  is_new: boolean;
  is_featured: boolean;
  is_hot: boolean;
  brand: { id: number; url: string; title: string } | null;
  images: { path: string }[];
  categories: { id: number; url: string; title: string }[];
  attributes: ProductAttribute[];
  stocks: ProductStock[];
  price: number | null;
  max_price: number | null;
  in_stock: boolean;
}

export interface SearchQuery {
  keyword: string;
  page?: number;
  per_page?: number;
  sort?: ListingSort;
}

export interface SearchResult extends Listing {
  keyword: string;
}

/** POST /api/category: a category (with its sub-categories' products), its filters; 404 "Page cannot be found". */
export const fetchCategory = (query: CategoryQuery, signal?: AbortSignal) => api.post<CategoryListing>('/category', query, { signal });

/** POST /api/product: one visible product with its visible stocks; 404 "Product not found". */
export const fetchProduct = (url: string, signal?: AbortSignal) => api.post<ProductDetail>('/product', { url }, { signal });

/** POST /api/product/search: 422 with the server's message for a keyword it refuses. */
export const searchProducts = (query: SearchQuery, signal?: AbortSignal) => api.post<SearchResult>('/product/search', query, { signal });
