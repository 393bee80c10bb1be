import { useEffect, useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import { useCurrency } from '../../currency';
import type { CategoryListing } from '../api/catalog';
import { fromBaseCents, hasFilters, toBaseCents, type ListingParams } from '../listing-query';

type Filters = CategoryListing['filters'];

function toggled(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id].sort((a, b) => a - b);
}

function CheckboxList({
  legend,
  items,
  chosen,
  onToggle,
}: {
  legend: string;
  items: { id: number; label: string; count: number }[];
  chosen: number[];
  onToggle: (id: number) => void;
}) {
  const id = useId();
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <input type="checkbox" id={`${id}-${item.id}`} checked={chosen.includes(item.id)} onChange={() => onToggle(item.id)} />
            <label htmlFor={`${id}-${item.id}`}>
              {item.label} <span className="filter-count">({item.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PriceFilter({ params, bounds, onApply }: { params: ListingParams; bounds: Filters['price']; onApply: (min?: number, max?: number) => void }) {
  const t = useT();
  const { currency, money } = useCurrency();
  const id = useId();
  const rate = Number(currency.rate) || 1;
  const [min, setMin] = useState(() => fromBaseCents(params.priceMin, rate));
  const [max, setMax] = useState(() => fromBaseCents(params.priceMax, rate));

  // The address (or the currency) changed: show its bounds in the shopper's currency.
  useEffect(() => {
    setMin(fromBaseCents(params.priceMin, rate));
    setMax(fromBaseCents(params.priceMax, rate));
  }, [params.priceMin, params.priceMax, rate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let low = toBaseCents(min, rate, 'min');
    let high = toBaseCents(max, rate, 'max');
    if (low !== undefined && high !== undefined && low > high) [low, high] = [toBaseCents(max, rate, 'min'), toBaseCents(min, rate, 'max')];
    onApply(low, high);
  };

  const hint = bounds && bounds.min !== null && bounds.max !== null ? t('catalog.priceHint', { min: money(bounds.min), max: money(bounds.max) }) : undefined;
  return (
    <form className="filter-group price-filter" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <fieldset>
        <legend id={`${id}-legend`}>{t('catalog.price', { currency: currency.mark })}</legend>
        <div className="price-inputs">
          <div className="field">
            <label htmlFor={`${id}-min`}>{t('catalog.priceMin')}</label>
            <input
              id={`${id}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={min}
              onChange={(e) => setMin(e.target.value)}
              aria-describedby={hint ? `${id}-hint` : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-max`}>{t('catalog.priceMax')}</label>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={max}
              onChange={(e) => setMax(e.target.value)}
              aria-describedby={hint ? `${id}-hint` : undefined}
            />
          </div>
        </div>
        {hint && (
          <p className="field-hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        <button type="submit" className="button">
          {t('catalog.applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}

/**
 * Brand, option-value and price filters of a category. Ticking a box applies at once; the price range
 * applies with its button. Every change goes back to page 1. On phones the panel opens from a button.
 */
export function CategoryFilters({
  filters,
  params,
  onChange,
  pricesHidden = false,
}: {
  filters: Filters;
  params: ListingParams;
  onChange: (next: ListingParams) => void;
  /** Prices are hidden from this guest: no price filter (the server ignores one). */
  pricesHidden?: boolean;
}) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = params.brandIds.length + params.optionIds.length + (params.priceMin !== undefined || params.priceMax !== undefined ? 1 : 0);
  const apply = (change: Partial<ListingParams>) => onChange({ ...params, ...change, page: 1 });

  return (
    <section className="filters" aria-labelledby={`${panelId}-heading`}>
      <div className="filters-head">
        <h2 id={`${panelId}-heading`} className="filters-heading">
          {t('catalog.filters')}
          {active > 0 && <span className="filters-active"> · {t('catalog.activeFilters', { count: active })}</span>}
        </h2>
        <button type="button" className="button filters-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {open ? t('catalog.hideFilters') : t('catalog.showFilters')}
        </button>
      </div>
      <div id={panelId} className={`filters-panel ${open ? 'is-open' : ''}`}>
        {filters.brands.length > 0 && (
          <CheckboxList
            legend={t('catalog.brands')}
            items={filters.brands.map((b) => ({ id: b.id, label: b.title, count: b.count }))}
            chosen={params.brandIds}
            onToggle={(id) => apply({ brandIds: toggled(params.brandIds, id) })}
          />
        )}
        {filters.options.map((attribute) => (
          <CheckboxList
            key={attribute.id}
            legend={attribute.name}
            items={attribute.options.map((o) => ({ id: o.id, label: o.value, count: o.count }))}
            chosen={params.optionIds}
            onToggle={(id) => apply({ optionIds: toggled(params.optionIds, id) })}
          />
        ))}
        {!pricesHidden && <PriceFilter params={params} bounds={filters.price} onApply={(priceMin, priceMax) => apply({ priceMin, priceMax })} />}
        {hasFilters(params) && (
          <button
            type="button"
            className="button button-quiet"
            onClick={() => apply({ brandIds: [], optionIds: [], priceMin: undefined, priceMax: undefined })}
          >
            {t('catalog.clearFilters')}
          </button>
        )}
      </div>
    </section>
  );
}
