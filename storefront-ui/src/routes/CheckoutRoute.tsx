import { usePageTitle } from '../app/page-title';
import { CheckoutPage } from '../features/checkout';
import { useT } from '../i18n';

/** /checkout: started in the browser only (the server renders no shopper's data). */
export default function CheckoutRoute() {
  const t = useT();
  usePageTitle(t('checkout.title'));
  return <CheckoutPage />;
}
