import { useId } from 'react';
import { useT } from '../../../i18n';
import { SORTS, type ListingSort } from '../api/catalog';

const BY_PRICE: ReadonlySet<ListingSort> = new Set(['price_asc', 'price_desc']);

/**
 * The sort of a listing. With `relevance`, the first choice is "Best match" (no sort: the search's own
 * order). Without `priced` (prices hidden from this guest) the price sorts are not offered.
 */
export function SortSelect({
  value,
  onChange,
  relevance = false,
  priced = true,
}: {
  value: ListingSort | undefined;
  onChange: (sort: ListingSort | undefined) => void;
  relevance?: boolean;
  priced?: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('catalog.sortLabel')}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value ? (e.target.value as ListingSort) : undefined)}>
        {relevance && <option value="">{t('catalog.sort.relevance')}</option>}
        {SORTS.filter((sort) => priced || !BY_PRICE.has(sort) || sort === value).map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalog.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
