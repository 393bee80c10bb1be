import { useEffect, useMemo, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { localeToCode, type LanguageCode } from '../providers/i18nProvider';

/** GET /api/countries: a country code (ISO 3166-1 alpha-2) with its name in each interface language. */
export interface Country {
  code: string;
  name: Record<LanguageCode, string>;
}

let loading: Promise<Country[]> | null = null;

/** The country list (about 250 codes), read once. */
export function loadCountries(): Promise<Country[]> {
  if (loading) return loading;
  const request = fetch('/api/countries', { headers: { Accept: 'application/json' } }).then((response) =>
    response.ok ? (response.json() as Promise<Country[]>) : Promise.reject(new Error(response.statusText)),
  );
  loading = request;
  request.catch(() => {
    if (loading === request) loading = null;
  });
  return request;
}

export interface Countries {
  /** Every country, sorted by its name in the interface language; empty while loading. */
  list: { code: string; name: string }[];
  /** A code's name in the interface language; the code itself when unknown. */
  nameOf: (code: string) => string;
}

/** The countries with names in the interface language now shown. */
export function useCountries(): Countries {
  const [locale] = useLocaleState();
  const language = localeToCode(locale);
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    loadCountries().then(
      (list) => live && setCountries(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => {
    const list = countries
      .map((c) => ({ code: c.code, name: c.name[language] ?? c.name.en_us ?? c.code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    const names = new Map(list.map((c) => [c.code, c.name]));
    return { list, nameOf: (code: string) => names.get(code) ?? code };
  }, [countries, language, locale]);
}
