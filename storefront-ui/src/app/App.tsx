import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { CurrencyProvider } from '../features/currency';
import { SiteSettingsProvider } from '../features/site';
import { I18nProvider } from '../i18n';

/**
 * The storefront around its router: server data, language, site settings and currency. The browser
 * (main.tsx) puts its router inside, the server (entry-server.tsx) a static one for the URL it renders.
 */
export function App({ queryClient, chosenInitially, children }: { queryClient: QueryClient; chosenInitially: boolean; children: ReactNode }) {
  // Marks the page live (hydrated): browser tests wait for it before they type or click.
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider chosenInitially={chosenInitially}>
        <SiteSettingsProvider>
          <CurrencyProvider>{children}</CurrencyProvider>
        </SiteSettingsProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
