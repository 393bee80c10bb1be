import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useCurrency } from '../../currency';

/**
 * A price in the shopper's currency, from cents of the base currency. A regular price above it is shown
 * struck through before it (announced as the regular price, the other as the sale price).
 */
export function Price({ cents, regularCents, className }: { cents: number | null; regularCents?: number | null; className?: string }) {
  const t = useT();
  const { money } = useCurrency();
  if (cents === null) return null;
  const onSale = regularCents !== null && regularCents !== undefined && regularCents > cents;
  return (
    <span className={`price ${onSale ? 'price-on-sale' : ''} ${className ?? ''}`.trim()} data-testid="price">
      {onSale && (
        <>
          <span className="visually-hidden">{t('catalog.regularPrice')} </span>
          <s className="price-regular" data-testid="regular-price">
            {money(regularCents)}
          </s>{' '}
          <span className="visually-hidden">{t('catalog.salePrice')} </span>
        </>
      )}
      <span className="price-current" data-testid="current-price">
        {money(cents)}
      </span>
    </span>
  );
}

/** "min – max" in the shopper's currency (one amount when they are the same). */
export function PriceRange({ minCents, maxCents }: { minCents: number | null; maxCents: number | null }) {
  const t = useT();
  const { money } = useCurrency();
  if (minCents === null) return null;
  if (maxCents === null || maxCents === minCents) return <Price cents={minCents} />;
  return (
    <span className="price" data-testid="price">
      <span className="price-current" data-testid="current-price">
        {t('product.priceRange', { min: money(minCents), max: money(maxCents) })}
      </span>
    </span>
  );
}

/**
 * In place of prices, for a guest of a members-only shop (the answer's prices_hidden): a link to log
 * in that comes back to this page. `note` adds the sentence that prices are for members.
 */
export function MembersOnlyPrices({ note = false }: { note?: boolean }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const link = (
    <Link to="/login" state={{ from: `${pathname}${search}` }} className="members-prices-link" data-testid="log-in-for-prices">
      {t('catalog.logInForPrices')}
    </Link>
  );
  if (!note) return link;
  return (
    <p className="members-only-prices" data-testid="members-only-prices">
      {t('catalog.pricesForMembers')} {link}
    </p>
  );
}
