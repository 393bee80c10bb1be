import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../app/page-title';
import { StripePaymentPage } from '../features/card-payment';
import { useT } from '../i18n';

/** /stripe?stripe_key=<order number> (outside the layout): card payment; without the key, home. */
export default function StripeRoute() {
  const t = useT();
  const [search] = useSearchParams();
  usePageTitle(t('stripe.title'));
  return (
    <main id="main" className="stripe-page">
      <StripePaymentPage orderNumber={search.get('stripe_key')?.trim().slice(0, 20) || null} />
    </main>
  );
}
