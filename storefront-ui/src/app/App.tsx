import { RouterProvider } from 'react-router-dom';
import { CurrencyProvider } from '../features/currency/components/CurrencyProvider';
import { SiteSettingsProvider } from '../features/site/components/SiteSettingsProvider';
import { I18nProvider } from '../i18n';
import { readStoredLocale } from '../lib/language';
import { router } from './router';

export function App() {
  return (
    <I18nProvider chosenInitially={readStoredLocale() !== null}>
      <SiteSettingsProvider>
        <CurrencyProvider>
          <RouterProvider router={router} />
        </CurrencyProvider>
      </SiteSettingsProvider>
    </I18nProvider>
  );
}
