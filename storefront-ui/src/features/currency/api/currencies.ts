import { api } from '../../../lib/api-client';
import type { Currency } from '../../../lib/money';

export interface CurrencyConfig {
  currencies: Currency[];
  base_currency: string;
}

/** The shop's currencies with their rates, and the base currency (POST /api/configs). */
export function fetchCurrencies(signal?: AbortSignal): Promise<CurrencyConfig> {
  return api.post<CurrencyConfig>('/configs', { columns: ['currencies', 'base_currency'] }, { signal, language: false });
}
