import { readCookie, writeCookie } from './cookies';

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

/** The shopper's own choice, if they made one (localStorage, else the cookie). */
export function readStoredLocale(): Locale | null {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage blocked: the cookie still works
  }
  return toLocale(stored ?? readCookie(STORAGE_KEY));
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked
  }
  writeCookie(STORAGE_KEY, locale, 365 * 24 * 60 * 60);
}

let current: Locale = readStoredLocale() ?? DEFAULT_LOCALE;

/** The language the UI shows now; the API client sends it with each call. */
export function currentLanguageCode(): LanguageCode {
  return toLanguageCode(current);
}

export function setCurrentLocale(locale: Locale): void {
  current = locale;
}

export function initialLocale(): Locale {
  return current;
}
