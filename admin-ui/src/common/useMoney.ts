import { useCallback } from 'react';
import { formatMoney } from './money';
import { useShopSettings } from './shopSettings';

/**
 * Amounts in minor units as staff read them: the base currency with its mark (HK$128.00), another
 * currency with its code (USD 12.80).
 */
export function useMoney(): (cents: number | null | undefined, currency?: string) => string {
  const settings = useShopSettings();
  return useCallback(
    (cents: number | null | undefined, currency?: string) => {
      const base = !currency || currency === settings?.baseCurrency;
      return formatMoney(cents, base ? (settings?.currencyMark ?? '') : `${currency} `);
    },
    [settings],
  );
}
