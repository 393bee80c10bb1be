import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatMoney, type Currency } from '../../../lib/money';
import { fetchCurrencies } from '../api/currencies';

const STORAGE_KEY = 'currency';
const FALLBACK: Currency = { identifier: 'HKD', rate: 1, mark: 'HK$' };

interface CurrencyValue {
  currencies: Currency[];
  currency: Currency;
  chooseCurrency: (identifier: string) => void;
  /** formatMoney in the chosen currency, for amounts in the base currency. */
  money: (amount: number | string) => string;
}

const CurrencyContext = createContext<CurrencyValue | null>(null);

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The shopper's currency: the shop's list, the choice remembered in localStorage, the base currency by default. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  const [base, setBase] = useState<string>('');
  const [chosen, setChosen] = useState<string | null>(readStored);

  useEffect(() => {
    const controller = new AbortController();
    fetchCurrencies(controller.signal)
      .then((config) => {
        setCurrencies(Array.isArray(config.currencies) ? config.currencies : []);
        setBase(config.base_currency);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const currency = useMemo(
    () => currencies.find((c) => c.identifier === chosen) ?? currencies.find((c) => c.identifier === base) ?? currencies[0] ?? FALLBACK,
    [currencies, chosen, base],
  );

  const chooseCurrency = useCallback((identifier: string) => {
    setChosen(identifier);
    try {
      window.localStorage.setItem(STORAGE_KEY, identifier);
    } catch {
      // storage blocked: the choice lasts for this visit
    }
  }, []);

  const value = useMemo<CurrencyValue>(
    () => ({ currencies, currency, chooseCurrency, money: (amount) => formatMoney(amount, currency) }),
    [currencies, currency, chooseCurrency],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency needs a CurrencyProvider');
  return value;
}
