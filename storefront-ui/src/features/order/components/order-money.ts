import { formatMoney, type Currency } from '../../../lib/money';
import { useCurrency } from '../../currency';

/** Minor units as an amount for formatMoney. */
export const toAmount = (minor: number) => minor / 100;

/** The base currency's mark (from the shop's list), else its code. */
export function useBaseCurrency(identifier: string): Currency {
  const { currencies } = useCurrency();
  return currencies.find((c) => c.identifier === identifier) ?? { identifier, rate: 1, mark: `${identifier} ` };
}

/**
 * An order's amounts as the shopper saw them when placing it (its display currency and that moment's
 * rate), and, when that is not the base currency, what is charged in the base currency.
 */
export function useOrderMoney(order: { currency: string; display_currency: Currency }) {
  const base = useBaseCurrency(order.currency);
  return {
    money: (minor: number) => formatMoney(toAmount(minor), order.display_currency),
    charged: (minor: number) => formatMoney(toAmount(minor), base),
    differs: order.display_currency.identifier !== order.currency,
  };
}
