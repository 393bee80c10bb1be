import { useEffect } from 'react';
import { useSiteSettings } from '../features/site/components/SiteSettingsProvider';

/** document.title is "<Page> | <Site name>". */
export function usePageTitle(page: string): void {
  const { siteName } = useSiteSettings();
  useEffect(() => {
    document.title = siteName ? `${page} | ${siteName}` : page;
  }, [page, siteName]);
}
