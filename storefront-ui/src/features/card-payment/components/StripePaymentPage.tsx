import { formatMinorUnitsIn, type ShownMessage } from '@shop/kernel';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale, StripeElementsOptions } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called (the main entry injects it on import).
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { PageLoading } from '../../../app/lazy-page';
import { FormMessages, SubmitButton } from '../../../components/form';
import { useI18n } from '../../../i18n';
import type { Locale } from '../../../lib/language';
import { asApiError } from '../../../lib/use-remote';
import { useBaseCurrency } from '../../currency';
import { startCardPayment, type CardPaymentStart } from '../api/stripe';

/** The Payment Element speaks the interface language. */
const STRIPE_LOCALES: Record<Locale, StripeElementLocale> = { 'en-US': 'en', 'zh-HK': 'zh-HK', 'zh-CN': 'zh' };

type Stage = { state: 'loading' } | { state: 'refused'; messages: ShownMessage[] } | { state: 'ready'; start: CardPaymentStart; stripe: Stripe };

/**
 * /stripe?stripe_key=<order number> (spec §2, outside the layout): the PaymentIntent of the order from
 * POST /api/order/stripe, Stripe.js loaded with the shop's publishable key, and the Payment Element
 * taking the card. The card never reaches the shop: Stripe.js confirms the payment with Stripe and
 * then goes to the success page; the order turns paid when Stripe's webhook arrives.
 */
export function StripePaymentPage({ orderNumber }: { orderNumber: string | null }) {
  const { t, locale } = useI18n();
  const [stage, setStage] = useState<Stage>({ state: 'loading' });

  useEffect(() => {
    if (!orderNumber) return;
    let live = true;
    void (async () => {
      let start: CardPaymentStart;
      try {
        start = await startCardPayment(orderNumber);
      } catch (error) {
        const failure = asApiError(error);
        if (live) setStage({ state: 'refused', messages: failure.isNetworkError ? [t('error.network')] : failure.messages });
        return;
      }
      try {
        const stripe = await loadStripe(start.publishable_key);
        if (!stripe) throw new Error('Stripe.js is not available');
        if (live) setStage({ state: 'ready', start, stripe });
      } catch {
        if (live) setStage({ state: 'refused', messages: [t('stripe.loadFailed')] });
      }
    })();
    return () => {
      live = false;
    };
  }, [orderNumber, t]);

  const clientSecret = stage.state === 'ready' ? stage.start.client_secret : '';
  const options = useMemo<StripeElementsOptions>(() => ({ clientSecret, locale: STRIPE_LOCALES[locale] }), [clientSecret, locale]);

  if (!orderNumber) return <Navigate to="/" replace />;
  const number = encodeURIComponent(orderNumber);
  return (
    <div className="container page narrow stripe-payment" data-testid="stripe-payment">
      <h1>{t('stripe.title')}</h1>
      <p>{t('stripe.lead', { number: orderNumber })}</p>
      {stage.state === 'loading' && <PageLoading />}
      {stage.state === 'refused' && (
        <>
          <FormMessages messages={stage.messages} />
          <p className="order-actions">
            <Link to={`/order/success?order_number=${number}`} className="button button-primary">
              {t('stripe.viewOrder')}
            </Link>
            <Link to="/" className="button">
              {t('cart.continue')}
            </Link>
          </p>
        </>
      )}
      {stage.state === 'ready' && (
        <>
          <Elements stripe={stage.stripe} options={options}>
            <CardForm start={stage.start} />
          </Elements>
          <p className="order-actions">
            <Link to={`/order/cancel?order_number=${number}`} className="button">
              {t('stripe.cancel')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

/** The amount, the Payment Element and the Pay button; a declined card or another refusal shows in the alert. */
function CardForm({ start }: { start: CardPaymentStart }) {
  const { t } = useI18n();
  const stripe = useStripe();
  const elements = useElements();
  const base = useBaseCurrency(start.currency);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = formatMinorUnitsIn(start.amount, base);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    const returnUrl = `${window.location.origin}/order/success?order_number=${encodeURIComponent(start.order_number)}`;
    try {
      // A payment that goes through leaves for return_url: an answer means it did not.
      const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      setFailure(result.error.message || t('stripe.failed'));
    } catch {
      setFailure(t('stripe.failed'));
    }
    setBusy(false);
  };

  return (
    <form className="stripe-form" aria-labelledby="stripe-card-heading" onSubmit={pay} noValidate>
      <dl className="stripe-summary">
        <dt>{t('stripe.amount')}</dt>
        <dd data-testid="stripe-amount">{t('stripe.amountValue', { amount, currency: start.currency })}</dd>
      </dl>
      <h2 id="stripe-card-heading">{t('stripe.cardDetails')}</h2>
      <PaymentElement className="stripe-element" onReady={() => setReady(true)} onLoadError={() => setFailure(t('stripe.loadFailed'))} />
      {failure && <FormMessages messages={[failure]} />}
      <SubmitButton busy={busy} label={t('stripe.pay', { amount })} busyLabel={t('stripe.paying')} disabled={!stripe || !elements || !ready} />
    </form>
  );
}
