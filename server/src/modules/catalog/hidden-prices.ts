import type { CustomerPrincipal } from '../../common/auth/principal';
import type { SettingValues } from '../settings';
import type { ListingFilters, ProductDetail, ProductListing } from './catalog.responses';

/**
 * Prices in a members-only shop (member_only "1"): shown to signed-in shoppers only. A guest sees
 * every price of a page null, with prices_hidden true, and cannot filter on a price either.
 */
export function pricesHiddenFrom(values: Pick<SettingValues, 'member_only'>, customer: CustomerPrincipal | undefined): boolean {
  return values.member_only === '1' && customer === undefined;
}

/** A product page as a guest of a members-only shop sees it: every price null. */
export function detailWithoutPrices(detail: ProductDetail): ProductDetail {
  return {
    ...detail,
    stocks: detail.stocks.map((stock) => ({ ...stock, price: null, special_price: null, final_price: null })),
    price: null,
    max_price: null,
    prices_hidden: true,
  };
}

/** Cards (a listing page, a homepage strip) as a guest of a members-only shop sees them: every price null. */
export function listingWithoutPrices<T extends Pick<ProductListing, 'products' | 'prices_hidden'>>(listing: T): T {
  return { ...listing, products: listing.products.map((card) => ({ ...card, price: null, regular_price: null })), prices_hidden: true };
}

/** A listing's filters as a guest of a members-only shop sees them: no price range. */
export function filtersWithoutPrices(filters: ListingFilters): ListingFilters {
  return { ...filters, price: { min: null, max: null } };
}
