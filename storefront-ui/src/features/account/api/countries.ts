import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

export type Country = Schema<'CountryAnswer'>;

let cached: Promise<Country[]> | null = null;

/** The 250 country codes with names in each language; fetched once per visit. */
export function fetchCountries(): Promise<Country[]> {
  cached ??= api.get<Country[]>('/countries', { language: false }).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
