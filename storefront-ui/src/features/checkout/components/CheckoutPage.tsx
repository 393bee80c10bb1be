import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageLoading } from '../../../app/lazy-page';
import { FormMessages } from '../../../components/form';
import { useI18n, useServerMessage } from '../../../i18n';
import { useSession } from '../../auth';
import { useCart } from '../../cart';
import { checkCheckout, newCheckoutKey } from '../api/checkout';
import { useGuestCheckout } from '../api/use-checkout';
import { CheckoutForm } from './CheckoutForm';

/**
 * /checkout (spec §2): guarded by POST /api/check (a failed check goes to the homepage). A shop that
 * takes no guest orders asks a guest to log in; an empty cart says so with a way back to shopping.
 */
export function CheckoutPage() {
  const { t } = useI18n();
  const shown = useServerMessage();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const { cart, loading, loadError, retry } = useCart();
  const guest = status === 'anonymous';
  const guestCheckout = useGuestCheckout();
  // One key per checkout page: every submit from this page is the same order.
  const [checkoutKey] = useState(newCheckoutKey);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    checkCheckout().then(
      () => live && setChecked(true),
      () => live && navigate('/', { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [navigate]);

  if (status === 'expired' || status === 'leaving') return null;
  if (!checked || status === 'loading' || (status === 'authenticated' && !user) || (guest && guestCheckout.loading)) return <PageLoading />;

  let body;
  if (guest && guestCheckout.data?.guest_checkout === '0') {
    body = (
      <div className="checkout-login" data-testid="checkout-login">
        <p>{t('checkout.loginRequired')}</p>
        <p className="order-actions">
          <Link to="/login" state={{ from: '/checkout' }} className="button button-primary">
            {t('header.login')}
          </Link>
          <Link to="/register" className="button">
            {t('header.register')}
          </Link>
        </p>
      </div>
    );
  } else if (loadError) {
    body = (
      <div role="alert">
        <FormMessages messages={[t('cart.loadFailed'), ...(loadError.isNetworkError ? [t('error.network')] : loadError.messages.map(shown))]} />
        <button type="button" className="button" onClick={retry}>
          {t('app.retry')}
        </button>
      </div>
    );
  } else if (loading || !cart) {
    body = <PageLoading />;
  } else if (cart.items.length === 0) {
    body = (
      <div className="cart-empty" data-testid="checkout-empty">
        <p>{t('checkout.empty')}</p>
        <Link to="/" className="button">
          {t('cart.continue')}
        </Link>
      </div>
    );
  } else {
    body = <CheckoutForm cart={cart} member={status === 'authenticated' ? user : null} checkoutKey={checkoutKey} />;
  }
  return (
    <div className="container page checkout-page">
      <h1>{t('checkout.title')}</h1>
      {body}
    </div>
  );
}
