import { useEffect, useRef } from 'react';
import { useI18n } from '../../../i18n';

/** "1–20 of 35 products" (or "16 products"): the heading of a listing's results. */
export function ListingCount({ total, page, perPage, count, id }: { total: number; page: number; perPage: number; count: number; id?: string }) {
  const { t } = useI18n();
  const from = (page - 1) * perPage + 1;
  const text =
    total > perPage && count > 1
      ? t('catalog.showing', { from, to: from + count - 1, total })
      : total > perPage && count === 1
        ? t('catalog.showingSingle', { from, total })
        : total === 1
          ? t('catalog.countOne')
          : t('catalog.countMany', { count: total });
  return (
    <h2 className="listing-count" id={id}>
      {text}
    </h2>
  );
}

/** Scrolls back to the top when the page number of a listing changes (not on the first render). */
export function useScrollToResultsOnPageChange(page: number) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [page]);
}
