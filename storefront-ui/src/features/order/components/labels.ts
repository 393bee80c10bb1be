import type { MessageKey, Translate } from '../../../i18n';
import type { OrderStatus, PaymentCode } from '../api/orders';

const STATUS_KEYS: Record<OrderStatus, MessageKey> = {
  pending: 'order.status.pending',
  paid: 'order.status.paid',
  shipped: 'order.status.shipped',
  completed: 'order.status.completed',
  refunded: 'order.status.refunded',
  canceled: 'order.status.canceled',
  payment_review: 'order.status.payment_review',
  payment_reject: 'order.status.payment_reject',
};

const PAYMENT_KEYS: Record<PaymentCode, MessageKey> = {
  bank_transfer: 'payment.bank_transfer',
  cash_on_delivery: 'payment.cash_on_delivery',
  stripe: 'payment.stripe',
};

/** An order status in the shopper's words (an unknown one as it came). */
export const statusLabel = (t: Translate, status: string) => (status in STATUS_KEYS ? t(STATUS_KEYS[status as OrderStatus]) : status);

/** A payment method by its code, in the shopper's words. */
export const paymentLabel = (t: Translate, code: string) => (code in PAYMENT_KEYS ? t(PAYMENT_KEYS[code as PaymentCode]) : code);

/** A date and time of the API as a date in the shopper's language. */
export const orderDate = (locale: string, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
};
