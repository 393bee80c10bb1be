import type { Schema } from '@shop/kernel';
import { api, apiRequest } from '../../../lib/api-client';
import { readCookie, SEVEN_DAYS_SECONDS, writeCookie } from '../../../lib/cookies';
import { currentLanguageCode } from '../../../lib/language';
import { CART_COOKIE } from '../../../lib/session-cookies';

/**
 * The storefront's cart calls (spec §7). Every call answers the whole cart; amounts are integers in
 * minor units of the base currency (show them with useCurrency().money).
 */
export type Cart = Schema<'CartAnswer'>;
export type CartLine = Schema<'CartItemAnswer'>;
export type CartNotice = Schema<'CartNotice'>;
export type CartChange = Schema<'CartChange'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cart id cookie, when it holds a cart id (anything else is as good as no cart). */
export function readCartId(): string | null {
  const id = readCookie(CART_COOKIE);
  return id && UUID.test(id) ? id : null;
}

/** Kept for 7 days, like the session cookies; the session clears it on logout and expiry. */
export function storeCartId(id: string): void {
  writeCookie(CART_COOKIE, id, SEVEN_DAYS_SECONDS);
}

/** A cart with nothing in it that the server has not made yet (see CartProvider). */
export function emptyCart(): Cart {
  return {
    cart_id: '',
    items: [],
    item_count: 0,
    currency: '',
    totals: { subtotal: 0, discount_total: 0, shipping_total: 0, grand_total: 0, adjustments: [] },
    promotions: [],
    changes: [],
  };
}

/**
 * POST /api/cart: the cart of the cookie, or a new one; with a session the member's own cart, a guest
 * cart id brought along being merged into it (`changes` then lists the lines that could not come as they were).
 */
export const openCart = (cartId: string | null) => api.post<Cart>('/cart', { cart_id: cartId });

/** POST /api/cart/item: `item_id` of the answer is the line added to. */
export const addItem = (input: { stock_id: number; quantity: number; cart_id: string | null }) => api.post<Cart>('/cart/item', input);

/** PUT /api/cart/item */
export const updateItem = (input: { item_id: number; quantity: number; cart_id: string }) => api.put<Cart>('/cart/item', input);

/** DELETE /api/cart/item, with a JSON body (the language in it too, so the lines' names come in it). */
export const removeItem = (input: { item_id: number; cart_id: string }) =>
  apiRequest<Cart>('/cart/item', { method: 'DELETE', body: { ...input, language: currentLanguageCode() }, language: false });

/** POST /api/cart/coupon: a coupon code into the cart; 422 with "Your coupon code is invalid" and why when it cannot apply. */
export const applyCoupon = (input: { code: string; cart_id: string }) => api.post<Cart>('/cart/coupon', input);

/** DELETE /api/cart/coupon */
export const removeCoupon = (input: { code: string; cart_id: string }) =>
  apiRequest<Cart>('/cart/coupon', { method: 'DELETE', body: { ...input, language: currentLanguageCode() }, language: false });

/** POST /api/check: 403 with the reasons when this shopper may not buy now (no cart is made). */
export const checkPurchasable = () => api.post<{ passed: true }>('/check', { type: 'checkout' }, { language: false });
