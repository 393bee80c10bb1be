import { formatMinorUnitsIn, type DisplayCurrency, type MinorUnits } from '@shop/kernel';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readChoice, storeChoice } from '../../../lib/choice';
import { useRemote } from '../../../lib/use-remote';
import { fetchCurrencies } from '../api/currencies';

/** A currency as the shop's settings list it: its code, rate against the base currency and the mark shown before amounts. */
export interface Currency extends DisplayCurrency {
  readonly identifier: string;
}

const STORAGE_KEY = 'currency';
const FALLBACK: Currency = { identifier: 'HKD', rate: 1, mark: 'HK$' };

interface CurrencyValue {
  currencies: Currency[];
  currency: Currency;
  /** The identifier of the shop's base currency (what every price is in), '' until known. */
  baseCurrency: string;
  chooseCurrency: (identifier: string) => void;
  /** Minor units of the base currency (every price the API sends) shown in the chosen currency. */
  money: (minor: MinorUnits | null | undefined) => string;
}

const CurrencyContext = createContext<CurrencyValue | null>(null);

const NO_CURRENCIES: Currency[] = [];

/** The shopper's currency: the shop's list, the choice remembered in a cookie and localStorage, the base currency by default. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const config = useRemote('currencies', fetchCurrencies, { shared: true }).data;
  const currencies = Array.isArray(config?.currencies) ? config.currencies : NO_CURRENCIES;
  const base = config?.base_currency ?? '';
  const [chosen, setChosen] = useState<string | null>(() => readChoice(STORAGE_KEY));

  const currency = useMemo(
    () => currencies.find((c) => c.identifier === chosen) ?? currencies.find((c) => c.identifier === base) ?? currencies[0] ?? FALLBACK,
    [currencies, chosen, base],
  );

  const chooseCurrency = useCallback((identifier: string) => {
    setChosen(identifier);
    storeChoice(STORAGE_KEY, identifier);
  }, []);

  const value = useMemo<CurrencyValue>(
    () => ({ currencies, currency, baseCurrency: base, chooseCurrency, money: (minor) => formatMinorUnitsIn(minor, currency) }),
    [currencies, currency, base, chooseCurrency],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency needs a CurrencyProvider');
  return value;
}

/** The currency `identifier` names (an order's base currency) as the shop lists it, else its code as the mark, at rate 1. */
export function useBaseCurrency(identifier: string): Currency {
  const { currencies } = useCurrency();
  return currencies.find((c) => c.identifier === identifier) ?? { identifier, rate: 1, mark: `${identifier} ` };
}
