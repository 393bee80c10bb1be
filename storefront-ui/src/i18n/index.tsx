import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { initialLocale, setCurrentLocale, storeLocale, toLanguageCode, type LanguageCode, type Locale } from '../lib/language';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';
import zhHK from './zh-HK.json';
import { translateServerMessage, type ShownMessage } from '@shop/kernel';
import { shopMessages } from '@shop/kernel/shop-messages';

export type MessageKey = keyof typeof enUS;
type Catalogue = Record<MessageKey, string>;

const CATALOGUES: Record<Locale, Catalogue> = { 'en-US': enUS, 'zh-HK': zhHK, 'zh-CN': zhCN };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface I18nValue {
  locale: Locale;
  language: LanguageCode;
  /** Whether the shopper picked the language in this browser (else the shop's main language applies). */
  chosen: boolean;
  t: Translate;
  /** The shopper's choice: remembered in localStorage and a cookie. */
  chooseLocale: (locale: Locale) => void;
  /** A default (the shop's main language, the profile's language) that does not count as a choice. */
  applyDefaultLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export function I18nProvider({ children, chosenInitially }: { children: ReactNode; chosenInitially: boolean }) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [chosen, setChosen] = useState(chosenInitially);
  // Read by applyDefaultLocale, so a default applied by an effect that was already queued when the shopper
  // chose (e.g. the site settings arriving at that moment) cannot undo the choice.
  const chosenRef = useRef(chosenInitially);

  useEffect(() => {
    setCurrentLocale(locale);
    document.documentElement.lang = locale;
  }, [locale]);

  const chooseLocale = useCallback((next: Locale) => {
    chosenRef.current = true;
    storeLocale(next);
    setCurrentLocale(next);
    setChosen(true);
    setLocale(next);
  }, []);

  const applyDefaultLocale = useCallback((next: Locale) => {
    if (chosenRef.current) return;
    setCurrentLocale(next);
    setLocale(next);
  }, []);

  const value = useMemo<I18nValue>(() => {
    const catalogue = CATALOGUES[locale];
    const t: Translate = (key, values) => interpolate(catalogue[key] ?? enUS[key] ?? key, values);
    return { locale, language: toLanguageCode(locale), chosen, t, chooseLocale, applyDefaultLocale };
  }, [locale, chosen, chooseLocale, applyDefaultLocale]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an I18nProvider');
  return value;
}

export function useT(): Translate {
  return useI18n().t;
}

/**
 * A server message as the shopper reads it, in the interface language by its code (the storefront's
 * book in @shop/kernel); text the interface wrote itself passes as it is.
 */
export function useServerMessage(): (message: ShownMessage) => string {
  const { locale } = useI18n();
  return useCallback((message: ShownMessage) => translateServerMessage(shopMessages, locale, message), [locale]);
}
