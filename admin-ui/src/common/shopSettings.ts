import { useEffect, useState } from 'react';
import { LOCALES, type LanguageCode } from '../providers/i18nProvider';

/** What the catalogue screens need to know about the shop, from the public POST /api/configs. */
export interface ShopSettings {
  /** The default language: the one whose name fills sku and url, and the content language forms start in. */
  mainLanguage: LanguageCode;
  /** The languages content is kept in, main language first. */
  languages: LanguageCode[];
  /** Prices are entered in this currency (minor units in the API). */
  baseCurrency: string;
  /** Its mark, e.g. HK$. */
  currencyMark: string;
}

interface ConfigsAnswer {
  main_language?: string;
  supported_languages?: string;
  base_currency?: string;
  currencies?: { identifier: string; mark: string }[];
}

const known = (code: string): code is LanguageCode => LOCALES.some((l) => l.code === code);

let loading: Promise<ShopSettings> | null = null;

export function loadShopSettings(): Promise<ShopSettings> {
  if (loading) return loading;
  const request = fetch('/api/configs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ columns: ['main_language', 'supported_languages', 'base_currency', 'currencies'] }),
  })
    .then((response) => (response.ok ? (response.json() as Promise<ConfigsAnswer>) : Promise.reject(new Error(response.statusText))))
    .then((answer) => {
      const main = answer.main_language && known(answer.main_language) ? answer.main_language : 'en_us';
      const supported = (answer.supported_languages ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(known);
      const base = answer.base_currency ?? '';
      return {
        mainLanguage: main,
        languages: [main, ...supported.filter((c) => c !== main)],
        baseCurrency: base,
        currencyMark: answer.currencies?.find((c) => c.identifier === base)?.mark ?? base,
      };
    });
  loading = request;
  request.catch(() => {
    if (loading === request) loading = null;
  });
  return request;
}

/** The shop settings, or undefined while they load. */
export function useShopSettings(): ShopSettings | undefined {
  const [settings, setSettings] = useState<ShopSettings>();
  useEffect(() => {
    let live = true;
    loadShopSettings().then(
      (s) => live && setSettings(s),
      () => live && setSettings({ mainLanguage: 'en_us', languages: LOCALES.map((l) => l.code), baseCurrency: '', currencyMark: '' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
