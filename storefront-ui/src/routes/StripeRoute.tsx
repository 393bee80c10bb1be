import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../app/page-title';
import { StripePlaceholder } from '../features/checkout';
import { useT } from '../i18n';

/** /stripe (outside the layout): card payment is not built yet; the page says so. */
export default function StripeRoute() {
  const t = useT();
  const [search] = useSearchParams();
  usePageTitle(t('stripe.title'));
  return (
    <main id="main" className="stripe-page">
      <StripePlaceholder orderNumber={search.get('order_number')?.trim().slice(0, 20) || null} />
    </main>
  );
}
