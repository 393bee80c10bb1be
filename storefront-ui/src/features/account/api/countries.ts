import { api } from '../../../lib/api-client';
import type { LanguageCode } from '../../../lib/language';

export interface Country {
  code: string;
  name: Record<LanguageCode, string>;
}

let cached: Promise<Country[]> | null = null;

/** The 250 country codes with names in each language; fetched once per visit. */
export function fetchCountries(): Promise<Country[]> {
  cached ??= api.get<Country[]>('/countries', { language: false }).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
