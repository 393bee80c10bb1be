import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { pageWindow } from '../listing-query';

/** Links to the pages of a listing (each a shareable address); the current page is marked for screen readers. */
export function Pagination({ page, perPage, total, hrefFor }: { page: number; perPage: number; total: number; hrefFor: (page: number) => string }) {
  const t = useT();
  const last = Math.max(1, Math.ceil(total / perPage));
  if (last <= 1 && page <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('catalog.pagination')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(Math.min(page - 1, last))} rel="prev" className="pagination-step">
              <span aria-hidden="true">‹</span>
              {t('catalog.previous')}
            </Link>
          ) : (
            <span className="pagination-step is-disabled" aria-hidden="true">
              <span>‹</span>
              {t('catalog.previous')}
            </span>
          )}
        </li>
        {pageWindow(Math.min(page, last), last).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('catalog.pageN', { page: n })} className="pagination-page">
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < last ? (
            <Link to={hrefFor(page + 1)} rel="next" className="pagination-step">
              {t('catalog.next')}
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className="pagination-step is-disabled" aria-hidden="true">
              {t('catalog.next')}
              <span>›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
