import { useCallback } from 'react';
import { useLocaleState, type RaRecord } from 'react-admin';
import { useShopSettings } from '../common/shopSettings';
import { localeToCode } from '../providers/i18nProvider';

/** A tier's name in the interface language, else in the shop's main language, else any it has. */
export function useTierName(): (record: Partial<RaRecord> | undefined) => string {
  const [locale] = useLocaleState();
  const settings = useShopSettings();
  const language = localeToCode(locale);
  const main = settings?.mainLanguage ?? 'en_us';
  return useCallback(
    (record: Partial<RaRecord> | undefined) => {
      if (!record) return '';
      const names = (record.name ?? {}) as Record<string, string>;
      return names[language] || names[main] || Object.values(names).find(Boolean) || `#${record.id}`;
    },
    [language, main],
  );
}
