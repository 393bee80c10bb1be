import type { TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import enUS from '../i18n/en-US.json';
import zhCN from '../i18n/zh-CN.json';
import zhHK from '../i18n/zh-HK.json';

export type Locale = 'en-US' | 'zh-HK' | 'zh-CN';
export type LanguageCode = 'en_us' | 'zh_hk' | 'zh_cn';

export const LOCALES: { locale: Locale; name: string; code: LanguageCode }[] = [
  { locale: 'en-US', name: 'English', code: 'en_us' },
  { locale: 'zh-HK', name: '繁體中文', code: 'zh_hk' },
  { locale: 'zh-CN', name: '简体中文', code: 'zh_cn' },
];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const localeToCode = (locale: string): LanguageCode => LOCALES.find((l) => l.locale === locale)?.code ?? 'en_us';
export const codeToLocale = (code: string | null | undefined): Locale => LOCALES.find((l) => l.code === code)?.locale ?? DEFAULT_LOCALE;

type Messages = { [key: string]: string | Messages };

function merge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

/**
 * en-US: react-admin's English with en-US.json over it (the app's keys, and the few react-admin texts the
 * spec words, e.g. ra.message.invalid_form); the Chinese catalogues are complete.
 */
const catalogues: Record<Locale, Messages> = {
  'en-US': merge(englishMessages as unknown as Messages, enUS),
  'zh-HK': zhHK,
  'zh-CN': zhCN,
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => (catalogues[locale as Locale] ?? catalogues[DEFAULT_LOCALE]) as unknown as TranslationMessages,
  DEFAULT_LOCALE,
  LOCALES.map(({ locale, name }) => ({ locale, name })),
);

/** The language code the API expects for the interface language now shown. */
export const currentLanguageCode = (): LanguageCode => localeToCode(i18nProvider.getLocale());
