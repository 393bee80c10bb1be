import { useMutation } from '@tanstack/react-query';
import { useRemote } from '../../../lib/use-remote';
import { useEffect, useState } from 'react';
import { fetchGuestCheckout, fetchPaymentOptions, fetchShippingOptions, placeOrder, previewOrder, type PlaceOrderInput, type PreviewInput } from './checkout';

/** The shipping methods for a country (none asked for without one), in the interface language. */
export function useShippingOptions(country: string, language: string) {
  return useRemote(JSON.stringify(['checkout-shipping', country, language]), (signal) =>
    country ? fetchShippingOptions(country, signal) : Promise.resolve([]),
  );
}

export function usePaymentOptions(language: string) {
  return useRemote(JSON.stringify(['checkout-payment', language]), fetchPaymentOptions);
}

export function useGuestCheckout() {
  return useRemote('checkout-guest', fetchGuestCheckout);
}

/** Places the order; the caller keeps the idempotency key of the page, so a retry answers the same order. */
export function usePlaceOrder() {
  return useMutation({ mutationFn: (input: PlaceOrderInput) => placeOrder(input) });
}

/**
 * The server's totals for the page's choices (POST /api/order/preview), asked again when a choice
 * changes: the cart (`cartVersion`: its lines, coupons and totals as last answered), the shipping
 * method and country, the points, the currency. Null input: not yet (the methods are loading). While
 * a new answer is on its way the last one stays shown.
 */
export function useOrderPreview(input: PreviewInput | null, cartVersion: string, language: string) {
  // Not ready (the methods of a new country loading): keep asking what was asked last, not nothing.
  const wanted = input ? JSON.stringify(input) : null;
  const [last, setLast] = useState(wanted);
  if (wanted !== null && wanted !== last) setLast(wanted);
  const asked = wanted ?? last;
  const key = JSON.stringify(['checkout-preview', asked, cartVersion, language]);
  return useRemote(key, (signal) => (asked ? previewOrder(JSON.parse(asked) as PreviewInput, signal) : Promise.resolve(null)));
}

/** `value` once it has stayed the same for `ms` (what is typed, asked for once the typing pauses). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
