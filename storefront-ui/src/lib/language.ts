import { readChoice, storeChoice } from './choice';
import { isServer, renderContext } from './render-context';

/** Interface languages: the UI locale and the code the API speaks. */
export const LANGUAGES = [
  { locale: 'en-US', code: 'en_us' },
  { locale: 'zh-HK', code: 'zh_hk' },
  { locale: 'zh-CN', code: 'zh_cn' },
] as const;

export type Locale = (typeof LANGUAGES)[number]['locale'];
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LOCALE: Locale = 'en-US';
const STORAGE_KEY = 'language';

export function toLanguageCode(locale: Locale): LanguageCode {
  return LANGUAGES.find((l) => l.locale === locale)!.code;
}

export function toLocale(code: string | null | undefined): Locale | null {
  const found = LANGUAGES.find((l) => l.code === code || l.locale === code);
  return found ? found.locale : null;
}

/** The shopper's own choice of language, if they made one (see lib/choice.ts). */
export function readStoredLocale(): Locale | null {
  return toLocale(readChoice(STORAGE_KEY));
}

/** The language a link asks for (`?lang=zh_hk`, as the sitemap and hreflang links give). */
export function localeOfSearch(search: string): Locale | null {
  return toLocale(new URLSearchParams(search).get('lang')?.toLowerCase());
}

export function storeLocale(locale: Locale): void {
  storeChoice(STORAGE_KEY, locale);
}

// A link's ?lang= first (main.tsx then stores it as the shopper's choice), else their stored choice.
let current: Locale = isServer ? DEFAULT_LOCALE : (localeOfSearch(window.location.search) ?? readStoredLocale() ?? DEFAULT_LOCALE);

/** The language the UI shows now (on the server: the rendered request's); the API client sends it with each call. */
export function currentLanguageCode(): LanguageCode {
  return toLanguageCode(initialLocale());
}

export function setCurrentLocale(locale: Locale): void {
  current = locale;
}

export function initialLocale(): Locale {
  return isServer ? (toLocale(renderContext()?.locale) ?? DEFAULT_LOCALE) : current;
}
