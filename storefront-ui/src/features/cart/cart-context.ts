import { createContext, useContext } from 'react';
import type { ServerMessage, ShownMessage } from '@shop/kernel';
import type { ApiError } from '../../lib/api-client';
import type { Cart } from './api/cart';

/** Spec §4 and §9: the line just added stays highlighted this long. */
export const HIGHLIGHT_MS = 1800;

/** Messages the storefront checks itself before asking; the server answers the same codes. */
export const CHOOSE_OPTION: ServerMessage = { code: 'cart.choose_option', text: 'You need to choose one of the options for your item' };
export const QUANTITY_RULE: ServerMessage = { code: 'cart.quantity', text: 'Quantity must be a whole number of at least 1' };

/** A failure to show: the server's messages, or "the shop cannot be reached" in the shopper's words. */
export interface CartFailure {
  network: boolean;
  messages: ShownMessage[];
}

export interface CartValue {
  /** The cart as last answered; null until it has arrived. */
  cart: Cart | null;
  /** True while the first answer for this shopper and language is awaited. */
  loading: boolean;
  /** Why purchases are off for this shopper (403: catalogue mode, members only, no selling warehouse); null when they are on. */
  blocked: ServerMessage[] | null;
  /** The load failed for another reason (shown with a retry button). */
  loadError: ApiError | null;
  retry: () => void;
  /** Asks for the cart again (after an order emptied it); resolves once the answer is in. */
  reload: () => Promise<void>;
  /** Each resolves true on success; a failure is shown in the cart dialog. */
  add: (stockId: number, quantity: number) => Promise<boolean>;
  update: (itemId: number, quantity: number) => Promise<boolean>;
  remove: (itemId: number) => Promise<boolean>;
  /** Puts a coupon code in the cart: resolves null when it applies, else the messages saying why it was refused (shown by the form). */
  applyCode: (code: string) => Promise<ShownMessage[] | null>;
  /** Takes a coupon code out of the cart; a failure is shown in the cart dialog. */
  removeCode: (code: string) => Promise<boolean>;
  /** Asks whether to take a line out of the cart (its quantity was set to nothing). */
  confirmRemoval: (name: string) => Promise<boolean>;
  /** The cart dialog (spec §8) with these messages. */
  showFailure: (messages: ShownMessage[]) => void;
  drawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  /** The line just added (highlighted for HIGHLIGHT_MS). */
  highlight: number | null;
}

export const CartContext = createContext<CartValue | null>(null);

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart needs a CartProvider');
  return value;
}
