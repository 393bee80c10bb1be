import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

/**
 * Orders as the storefront shows them. Amounts are integers in minor units of the base currency
 * (`currency`); `display_currency` is the currency the shopper saw when placing the order, with the
 * rate of that moment.
 */
export type OrderReceipt = Schema<'OrderReceipt'>;
export type OrderAnswer = Schema<'OrderAnswer'>;
export type OrderAddress = Schema<'OrderAddress'>;
export type OrderStatus = OrderReceipt['status'];
export type PaymentCode = Schema<'PaymentOption'>['code'];

/** GET /api/order/summary/{number}: what the success and cancel pages show (no address, no email). */
export const fetchReceipt = (number: string, signal?: AbortSignal) =>
  api.get<OrderReceipt>(`/order/summary/${encodeURIComponent(number)}`, { signal, language: false });
