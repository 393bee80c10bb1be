import { useT } from '../../../i18n';
import { useCurrency } from './CurrencyProvider';

/** Free shipping threshold in base-currency units, shown in the shopper's currency. */
export const FREE_SHIPPING_THRESHOLD = 500;

export function FreeShippingBanner() {
  const t = useT();
  const { money } = useCurrency();
  return <p className="free-shipping" data-testid="free-shipping">{t('banner.freeShipping', { amount: money(FREE_SHIPPING_THRESHOLD) })}</p>;
}
