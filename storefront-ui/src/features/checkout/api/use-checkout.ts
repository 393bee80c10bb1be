import { useMutation } from '@tanstack/react-query';
import { useRemote } from '../../../lib/use-remote';
import { fetchGuestCheckout, fetchPaymentOptions, fetchShippingOptions, placeOrder, type PlaceOrderInput } from './checkout';

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
