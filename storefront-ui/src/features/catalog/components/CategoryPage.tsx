import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { plainText, usePageDescription, usePageTitle } from '../../../app/page-title';
import { useI18n } from '../../../i18n';
import { useSiteSettings } from '../../site';
import { DEFAULT_SORT, fetchCategory, PER_PAGE, type CategoryListing, type CategoryQuery } from '../api/catalog';
import { useCategoryAncestors } from '../api/use-category-trail';
import type { LanguageCode } from '../../../lib/language';
import { useRemoteQuery, type RemoteQuery } from '../../../lib/use-remote';
import { hasFilters, listingSearch, parseListingParams, type ListingParams } from '../listing-query';
import { Breadcrumb } from './Breadcrumb';
import { CategoryFilters } from './CategoryFilters';
import { ListingCount, useScrollToResultsOnPageChange } from './ListingCount';
import { LoadFailure } from './LoadFailure';
import { Pagination } from './Pagination';
import { EmptyProducts, ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { SafeHtml } from './SafeHtml';
import { SortSelect } from './SortSelect';

function CategorySkeleton() {
  return (
    <div className="container page catalog-page">
      <div className="skeleton skeleton-title" aria-hidden="true" />
      <ProductGridSkeleton />
    </div>
  );
}

function CategoryHeader({ listing }: { listing: CategoryListing }) {
  const { t } = useI18n();
  const { category } = listing;
  const ancestors = useCategoryAncestors(category.id);
  return (
    <>
      <Breadcrumb trail={[...ancestors.map((a) => ({ title: a.title, to: a.link })), { title: category.title }]} />
      <header className={`category-header ${category.image_path ? 'has-banner' : ''}`}>
        {category.image_path && <img className="category-banner" src={category.image_path} alt="" />}
        <h1>{category.title}</h1>
        {category.short_description && <SafeHtml html={category.short_description} className="category-description" />}
      </header>
      {category.children.length > 0 && (
        <nav className="subcategories" aria-label={t('catalog.subcategories')}>
          <ul>
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={child.link} className="chip">
                  {child.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/** A category page's own data (its listing), as the page and the server's prefetch (CategoryRoute's pageData) read it. */
export function categoryQuery(language: LanguageCode, url: string, params: ListingParams): RemoteQuery<CategoryListing> {
  const query: CategoryQuery = {
    url,
    page: params.page,
    per_page: PER_PAGE,
    sort: params.sort,
    brand_ids: params.brandIds,
    option_ids: params.optionIds,
    price_min: params.priceMin,
    price_max: params.priceMax,
  };
  return { key: JSON.stringify([language, query]), load: (signal) => fetchCategory(query, signal), page: true };
}

/**
 * /category/{url}: breadcrumb, title, banner and text, sub-categories, filters, sort, the product grid and
 * pages. Page, sort and filters are read from and written to the address.
 */
export function CategoryPage({ url }: { url: string }) {
  const { t, language } = useI18n();
  const { siteName } = useSiteSettings();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useMemo(() => parseListingParams(search), [search]);
  const remote = useRemoteQuery(categoryQuery(language, url, params));
  // An answer for another category (just left) is not shown as this one.
  const listing = remote.data && remote.data.category.url === url ? remote.data : null;
  const category = listing?.category ?? null;

  usePageTitle(category ? category.title : null);
  // Every page has a description: staff's, else the category's text, else the one the server writes too.
  usePageDescription(
    category
      ? category.meta_description || plainText(category.short_description) || t('seo.categoryDescription', { title: category.title, site: siteName || 'Shop' })
      : null,
    category?.title,
  );
  useScrollToResultsOnPageChange(params.page);

  const hrefFor = (next: ListingParams) => `/category/${encodeURIComponent(url)}${listingSearch(next)}`;
  // flushSync: a ticked filter shows ticked at once, not only when the navigation's transition commits.
  const go = (next: ListingParams) => navigate(hrefFor(next), { flushSync: true });

  if (remote.error) return <LoadFailure error={remote.error} onRetry={remote.retry} />;
  if (!listing) return <CategorySkeleton />;

  return (
    <div className="container page catalog-page">
      <CategoryHeader listing={listing} />
      <div className="listing-layout">
        <CategoryFilters filters={listing.filters} params={params} onChange={go} pricesHidden={listing.prices_hidden} />
        <section className="listing" aria-labelledby="listing-count" aria-busy={remote.loading || undefined}>
          <div className="listing-toolbar">
            <ListingCount id="listing-count" total={listing.total} page={listing.page} perPage={listing.per_page} count={listing.products.length} />
            <SortSelect value={params.sort} priced={!listing.prices_hidden} onChange={(sort) => go({ ...params, sort: sort ?? DEFAULT_SORT, page: 1 })} />
          </div>
          {remote.loading ? (
            <ProductGridSkeleton />
          ) : listing.products.length === 0 ? (
            <EmptyProducts hint={hasFilters(params) ? t('catalog.emptyFiltersHint') : undefined} />
          ) : (
            <ProductGrid products={listing.products} headingLevel={3} pricesHidden={listing.prices_hidden} />
          )}
          <Pagination page={params.page} perPage={listing.per_page} total={listing.total} hrefFor={(page) => hrefFor({ ...params, page })} />
        </section>
      </div>
    </div>
  );
}
