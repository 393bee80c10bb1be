import { formatMinorUnitsIn } from '@shop/kernel';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../app/lazy-page';
import { FormMessages } from '../../../components/form';
import { useI18n } from '../../../i18n';
import { useRemote } from '../../../lib/use-remote';
import { useBaseCurrency } from '../../currency';
import { fetchReceipt, type OrderReceipt } from '../api/orders';
import { orderDate, paymentLabel, statusLabel } from './labels';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';

/** How to pay (bank transfer, while the order waits for the money), kept in the lines the shop wrote. */
export function PaymentInstructions({ code, instructions, status }: { code: string; instructions: string; status: string }) {
  const { t } = useI18n();
  if (code !== 'bank_transfer' || !instructions || status !== 'pending') return null;
  return (
    <section className="order-instructions" aria-labelledby="order-instructions-heading" data-testid="payment-instructions">
      <h2 id="order-instructions-heading">{t('order.howToPay')}</h2>
      <p>{instructions}</p>
    </section>
  );
}

/**
 * An order's amounts as the shopper saw them when placing it (its display currency and that moment's
 * rate), and, when that is not the base currency, what is charged in the base currency.
 */
function useOrderMoney(order: OrderReceipt) {
  const base = useBaseCurrency(order.currency);
  return {
    money: (minor: number) => formatMinorUnitsIn(minor, order.display_currency),
    charged: (minor: number) => formatMinorUnitsIn(minor, base),
    differs: order.display_currency.identifier !== order.currency,
  };
}

/**
 * The facts of an order: number, status (and the date, when `placedAt` is given), lines, totals,
 * payment method and how to pay. The success page and the account's order page both show them.
 */
export function ReceiptDetails({ receipt, placedAt }: { receipt: OrderReceipt; placedAt?: string }) {
  const { t, locale } = useI18n();
  const { money, charged, differs } = useOrderMoney(receipt);
  return (
    <>
      <dl className="order-facts">
        <div>
          <dt>{t('order.number')}</dt>
          <dd data-testid="order-number">{receipt.number}</dd>
        </div>
        {placedAt && (
          <div>
            <dt>{t('account.orderDate')}</dt>
            <dd>{orderDate(locale, placedAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('order.statusLabel')}</dt>
          <dd data-testid="order-status">{statusLabel(t, receipt.status)}</dd>
        </div>
        <div>
          <dt>{t('order.shippingMethod')}</dt>
          <dd>{receipt.shipping_method}</dd>
        </div>
        <div>
          <dt>{t('order.paymentMethod')}</dt>
          <dd>{paymentLabel(t, receipt.payment.code)}</dd>
        </div>
      </dl>
      <PaymentInstructions code={receipt.payment.code} instructions={receipt.payment.instructions} status={receipt.status} />
      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">{t('order.items')}</h2>
        <OrderLines lines={receipt.lines.map((line, i) => ({ ...line, key: i }))} money={money} />
        <OrderTotals
          subtotal={receipt.subtotal}
          discount={receipt.discount_total}
          discounts={receipt.discounts}
          shipping={receipt.shipping_total}
          grandTotal={receipt.grand_total}
          money={money}
          charged={differs ? t('order.charged', { amount: charged(receipt.grand_total), currency: receipt.currency }) : undefined}
        />
      </section>
    </>
  );
}

/** An order looked up by its number for the success and cancel pages; a number not found says so. */
export function ReceiptView({ number, kind }: { number: string; kind: 'success' | 'cancel' }) {
  const { t } = useI18n();
  const receipt = useRemote(JSON.stringify(['order-receipt', number]), (signal) => fetchReceipt(number, signal));
  if (receipt.loading) return <PageLoading />;
  if (!receipt.data) {
    return (
      <div className="container page narrow">
        <h1>{t(kind === 'success' ? 'order.successTitle' : 'order.cancelTitle')}</h1>
        <FormMessages messages={receipt.error?.messages ?? []} />
        <p>
          <Link to="/" className="button">
            {t('cart.continue')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container page order-page" data-testid={`order-${kind}`}>
      <h1>{t(kind === 'success' ? 'order.successTitle' : 'order.cancelTitle')}</h1>
      <p className="order-lead">
        {kind === 'success' ? t('order.successLead', { number: receipt.data.number }) : t('order.cancelLead', { number: receipt.data.number })}
      </p>
      <ReceiptDetails receipt={receipt.data} />
      <p className="order-actions">
        {kind === 'cancel' && (
          <Link to="/cart" className="button button-primary">
            {t('order.backToCart')}
          </Link>
        )}
        <Link to="/" className={kind === 'success' ? 'button button-primary' : 'button'}>
          {t('cart.continue')}
        </Link>
      </p>
    </div>
  );
}
