import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { formatMoney, type Currency } from '../../../lib/money';
import { isServer } from '../../../lib/render-context';
import { useRemote } from '../../../lib/use-remote';
import { fetchCurrencies } from '../api/currencies';

const STORAGE_KEY = 'currency';
const FALLBACK: Currency = { identifier: 'HKD', rate: 1, mark: 'HK$' };

interface CurrencyValue {
  currencies: Currency[];
  currency: Currency;
  /** The identifier of the shop's base currency (what every price is in), '' until known. */
  baseCurrency: string;
  chooseCurrency: (identifier: string) => void;
  /** formatMoney in the chosen currency, for amounts in the base currency. */
  money: (amount: number | string) => string;
}

const CurrencyContext = createContext<CurrencyValue | null>(null);

/** The shopper's choice: the cookie (which the server reads too, so prices it renders match), else localStorage. */
function readStored(): string | null {
  const cookie = readCookie(STORAGE_KEY);
  if (cookie || isServer) return cookie;
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

const NO_CURRENCIES: Currency[] = [];

/** The shopper's currency: the shop's list, the choice remembered in a cookie and localStorage, the base currency by default. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const config = useRemote('currencies', fetchCurrencies, { shared: true }).data;
  const currencies = Array.isArray(config?.currencies) ? config.currencies : NO_CURRENCIES;
  const base = config?.base_currency ?? '';
  const [chosen, setChosen] = useState<string | null>(readStored);

  const currency = useMemo(
    () => currencies.find((c) => c.identifier === chosen) ?? currencies.find((c) => c.identifier === base) ?? currencies[0] ?? FALLBACK,
    [currencies, chosen, base],
  );

  const chooseCurrency = useCallback((identifier: string) => {
    setChosen(identifier);
    writeCookie(STORAGE_KEY, identifier, 365 * 24 * 60 * 60);
    try {
      window.localStorage.setItem(STORAGE_KEY, identifier);
    } catch {
      // storage blocked: the choice lasts for this visit
    }
  }, []);

  const value = useMemo<CurrencyValue>(
    () => ({ currencies, currency, baseCurrency: base, chooseCurrency, money: (amount) => formatMoney(amount, currency) }),
    [currencies, currency, base, chooseCurrency],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency needs a CurrencyProvider');
  return value;
}
