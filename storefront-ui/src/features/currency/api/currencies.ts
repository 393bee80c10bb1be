import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

const CURRENCY_COLUMNS = ['currencies', 'base_currency'] as const;

/** The shop's currencies and its base currency: the columns asked for always come back. */
export type CurrencyConfig = Required<Pick<Schema<'PublicSettingsAnswer'>, (typeof CURRENCY_COLUMNS)[number]>>;

/** The shop's currencies with their rates, and the base currency (POST /api/configs). */
export function fetchCurrencies(signal?: AbortSignal): Promise<CurrencyConfig> {
  return api.post<CurrencyConfig>('/configs', { columns: CURRENCY_COLUMNS }, { signal, language: false });
}
