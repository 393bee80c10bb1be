import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

export type ShippingOption = Schema<'ShippingOption'>;
export type PaymentOption = Schema<'PaymentOption'>;
export type NewAddress = Pick<Schema<'AddressDto'>, 'first_name' | 'last_name' | 'country' | 'contact_number' | 'address'>;
/** The order to place; an address typed at checkout carries no address-book flags. */
export type PlaceOrderInput = Omit<Schema<'PlaceOrderDto'>, 'language' | 'shipping_address' | 'billing_address'> & {
  shipping_address?: NewAddress;
  billing_address?: NewAddress;
};
export type PlacedOrder = Schema<'OrderAnswer'>;
/** What the order would come to if placed now: the server's totals for the page's choices. */
export type OrderPreview = Schema<'OrderPreviewAnswer'>;
export type PreviewInput = Omit<Schema<'PreviewOrderDto'>, 'language'>;

/** POST /api/check for the checkout page: 403 (with the reasons) when this shopper may not buy now. */
export const checkCheckout = () => api.post<{ passed: true }>('/check', { key: '/checkout', type: 'checkout' }, { language: false });

/** Whether the shop takes orders from shoppers who are not logged in (POST /api/configs). */
export const fetchGuestCheckout = (signal?: AbortSignal) =>
  api.post<{ guest_checkout?: '0' | '1' }>('/configs', { columns: ['guest_checkout'] }, { signal, language: false });

/** GET /api/order/shipping: the methods that deliver to the country, named in the interface language. */
export const fetchShippingOptions = (country: string, signal?: AbortSignal) => api.get<ShippingOption[]>('/order/shipping', { query: { country }, signal });

/** GET /api/order/payment: the methods turned on, with their instructions in the interface language. */
export const fetchPaymentOptions = (signal?: AbortSignal) => api.get<PaymentOption[]>('/order/payment', { signal });

/** POST /api/order/preview: the totals the cart would be placed with for these choices (labels in the interface language). */
export const previewOrder = (input: PreviewInput, signal?: AbortSignal) => api.post<OrderPreview>('/order/preview', input, { signal });

/** POST /api/order (the interface language goes along: the order's mails are written in it). 201: the order. */
export const placeOrder = (input: PlaceOrderInput) => api.post<PlacedOrder>('/order', input);

/** The idempotency key of one checkout page: a repeated submit with it answers the first order. */
export function newCheckoutKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
