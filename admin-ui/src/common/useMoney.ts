import { formatMinorUnits, type MinorUnits } from '@shop/kernel';
import { useCallback } from 'react';
import { useShopSettings } from './shopSettings';

/**
 * Amounts in minor units as staff read them: the base currency with its mark (HK$128.00), another
 * currency with its code (USD 12.80); "" for no amount.
 */
export function useMoney(): (minor: MinorUnits | null | undefined, currency?: string) => string {
  const settings = useShopSettings();
  return useCallback(
    (minor: MinorUnits | null | undefined, currency?: string) => {
      const base = !currency || currency === settings?.baseCurrency;
      return formatMinorUnits(minor, base ? (settings?.currencyMark ?? '') : `${currency} `);
    },
    [settings],
  );
}
