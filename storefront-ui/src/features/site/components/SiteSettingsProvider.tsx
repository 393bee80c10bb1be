import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useI18n } from '../../../i18n';
import { toLocale } from '../../../lib/language';
import { useRemote } from '../../../lib/use-remote';
import { fetchSiteSettings, type SiteSettings } from '../api/site-settings';
import { useSiteHead } from './useSiteHead';

interface SiteSettingsValue {
  settings: SiteSettings | null;
  /** The site name in the current language ("" until loaded). */
  siteName: string;
}

const SiteSettingsContext = createContext<SiteSettingsValue>({ settings: null, siteName: '' });

/** Loads the public site settings (again when the language changes) and applies them to the page head. */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const { language, applyDefaultLocale } = useI18n();
  // On failure the shell still works with the built-in defaults.
  const settings: SiteSettings | null = useRemote(JSON.stringify(['configs', language]), fetchSiteSettings, { shared: true }).data;

  // Without a choice of their own, shoppers see the shop's main language.
  const mainLocale = toLocale(settings?.main_language);
  useEffect(() => {
    if (mainLocale) applyDefaultLocale(mainLocale);
  }, [mainLocale, applyDefaultLocale]);

  useSiteHead(settings);

  return <SiteSettingsContext.Provider value={{ settings, siteName: settings?.name ?? '' }}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettingsValue {
  return useContext(SiteSettingsContext);
}
