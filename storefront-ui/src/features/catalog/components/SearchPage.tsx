import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageDescription, usePageTitle } from '../../../app/page-title';
import { FormMessages } from '../../../components/form';
import { useI18n } from '../../../i18n';
import { isSort, PER_PAGE, searchProducts, type ListingSort, type SearchQuery, type SearchResult } from '../api/catalog';
import type { LanguageCode } from '../../../lib/language';
import { useRemoteQuery, type RemoteQuery } from '../../../lib/use-remote';
import { parseListingParams } from '../listing-query';
import { ListingCount, useScrollToResultsOnPageChange } from './ListingCount';
import { Pagination } from './Pagination';
import { EmptyProducts, ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { SortSelect } from './SortSelect';

/** The sort the address asks for; none: search answers by relevance unless the shopper picks a sort. */
function chosenSort(search: URLSearchParams): ListingSort | undefined {
  const sort = search.get('sort');
  return isSort(sort) ? sort : undefined;
}

/** A search page's own data (its results), as the page and the server's prefetch (SearchRoute's pageData) read it. */
export function searchQuery(language: LanguageCode, keyword: string, search: URLSearchParams): RemoteQuery<SearchResult> {
  const query: SearchQuery = { keyword, page: parseListingParams(search).page, per_page: PER_PAGE, sort: chosenSort(search) };
  return { key: JSON.stringify([language, query]), load: (signal) => searchProducts(query, signal), page: true };
}

/**
 * /search/{keyword}: the products whose name, sku or description holds the keyword (in any language; traditional
 * and simplified Chinese find each other). A keyword the server refuses shows its message.
 */
export function SearchPage({ keyword }: { keyword: string }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useMemo(() => parseListingParams(search), [search]);
  const sort = chosenSort(search);
  const remote = useRemoteQuery(searchQuery(language, keyword, search));
  const result = remote.data && remote.data.keyword === keyword ? remote.data : null;

  usePageTitle(t('search.pageTitle', { keyword }));
  usePageDescription(t('search.title', { keyword }));
  useScrollToResultsOnPageChange(params.page);

  const hrefFor = (page: number, nextSort: ListingSort | undefined) => {
    const query = new URLSearchParams();
    if (nextSort) query.set('sort', nextSort);
    if (page > 1) query.set('page', String(page));
    const text = query.toString();
    return `/search/${encodeURIComponent(keyword)}${text ? `?${text}` : ''}`;
  };
  const refused = remote.error !== null;

  return (
    <div className="container page catalog-page search-page">
      <h1>{t('search.title', { keyword })}</h1>
      {refused ? (
        <FormMessages messages={remote.error!.isNetworkError ? [t('error.network')] : remote.error!.messages} />
      ) : (
        <section className="listing" aria-labelledby="listing-count" aria-busy={remote.loading || undefined}>
          <div className="listing-toolbar">
            {result ? (
              <ListingCount id="listing-count" total={result.total} page={result.page} perPage={result.per_page} count={result.products.length} />
            ) : (
              <span />
            )}
            <SortSelect relevance value={sort} priced={!result?.prices_hidden} onChange={(next) => navigate(hrefFor(1, next))} />
          </div>
          {remote.loading || !result ? (
            <ProductGridSkeleton />
          ) : result.products.length === 0 ? (
            <EmptyProducts hint={t('catalog.emptySearchHint')} />
          ) : (
            <ProductGrid products={result.products} headingLevel={3} pricesHidden={result.prices_hidden} />
          )}
          {result && <Pagination page={params.page} perPage={result.per_page} total={result.total} hrefFor={(page) => hrefFor(page, sort)} />}
        </section>
      )}
    </div>
  );
}

/** /search without a keyword. */
export function SearchPrompt() {
  const { t } = useI18n();
  usePageTitle(t('search.heading'));
  return (
    <div className="container page">
      <h1>{t('search.heading')}</h1>
      <p>{t('search.prompt')}</p>
    </div>
  );
}
