import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

export type CardPaymentStart = Schema<'StripeStartAnswer'>;

/**
 * POST /api/order/stripe: the PaymentIntent of a pending card order (the same one when asked again)
 * with the shop's publishable key. 409 when the order cannot be paid by card now.
 */
export const startCardPayment = (orderNumber: string) => api.post<CardPaymentStart>('/order/stripe', { order_number: orderNumber }, { language: false });
