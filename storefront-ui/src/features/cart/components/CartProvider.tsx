import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';
import { ApiError, errorMessages } from '../../../lib/api-client';
import { useStableValue } from '../../../lib/stable-value';
import { asApiError } from '../../../lib/use-remote';
import { useSession } from '../../auth';
import {
  addItem,
  applyCoupon,
  checkPurchasable,
  emptyCart,
  openCart,
  readCartId,
  removeCoupon,
  removeItem,
  storeCartId,
  updateItem,
  type Cart,
  type CartChange,
} from '../api/cart';
import { CartContext, HIGHLIGHT_MS, type CartFailure, type CartValue } from '../cart-context';
import { CART_KEY, cartKey, sameKey, useCartQuery, type CartKey, type CartOwner } from '../api/use-cart';
import { CartChangesDialog, CartConfirmDialog, CartFailureDialog } from './CartDialogs';
import { CartDrawer } from './CartDrawer';

interface Confirmation {
  name: string;
  resolve: (yes: boolean) => void;
}

/**
 * The shopper's cart (spec §4). The cart id is kept in the cart_id cookie; once the page is live the cart is
 * created or fetched (POST /api/cart) and the answered id stored back. A member's cart comes with the session:
 * when a shopper logs in, the cart is asked for again with the guest cart id, which the server merges into
 * the member's cart, and the lines it had to lower or leave out are shown. After a session ends (logout,
 * expiry; the session clears the cookie) no new cart is made until the shopper adds something.
 * When purchases are off (403) the cart is hidden and products offer no add button.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { language } = useI18n();
  const { status, user } = useSession();
  const location = useLocation();

  const owner: CartOwner | null = status === 'authenticated' && user ? `member:${user.id}` : status === 'anonymous' ? 'guest' : null;
  const ownerRef = useRef(owner);
  ownerRef.current = owner;
  const key = useMemo(() => cartKey(owner, language), [owner, language]);
  const keyRef = useRef<CartKey>(key);
  keyRef.current = key;

  /** Set once a session ended in this tab: a guest without a cart then gets one only by adding to it. */
  const sessionEnded = useRef(false);
  useEffect(() => {
    if (status === 'expired' || status === 'leaving') sessionEnded.current = true;
  }, [status]);

  const load = useCallback(async ({ queryKey }: { queryKey: CartKey }): Promise<Cart> => {
    const asked = queryKey[1];
    const cartId = readCartId();
    try {
      if (asked === 'guest' && cartId === null && sessionEnded.current) {
        // Only whether this guest may buy (a 403 hides the cart), without making a cart.
        await checkPurchasable();
        return emptyCart();
      }
      const cart = await openCart(cartId);
      // An answer that arrives after the shopper changed (logged in or out meanwhile) is not theirs to keep.
      if (ownerRef.current === asked) storeCartId(cart.cart_id);
      return cart;
    } catch (error) {
      throw asApiError(error);
    }
  }, []);

  const result = useCartQuery(key, load, owner !== null);

  // Another shopper's (or the same shopper's before a login) answers are dropped: one never sees another's cart.
  useEffect(() => {
    client.removeQueries({ queryKey: CART_KEY, predicate: (query) => query.queryKey[1] !== owner });
  }, [client, owner]);

  const error = result?.error ?? null;
  const blocked = error?.status === 403 ? error.messages : null;
  const cart = blocked ? null : (result?.data ?? null);

  // --- dialogs: failures (spec §8), the lines a merge changed, the removal confirmation ---
  const [failure, setFailure] = useState<CartFailure | null>(null);
  const [changes, setChanges] = useState<CartChange[] | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const shownChanges = useRef<Cart | null>(null);

  useEffect(() => {
    const data = result?.data;
    if (!data || data.changes.length === 0 || shownChanges.current === data) return;
    shownChanges.current = data;
    setChanges(data.changes);
  }, [result?.data]);

  const showFailure = useCallback((messages: ShownMessage[]) => setFailure({ network: false, messages }), []);

  const confirmRemoval = useCallback(
    (name: string) =>
      new Promise<boolean>((resolve) => {
        setConfirmation({ name, resolve });
      }),
    [],
  );

  const answerConfirmation = (yes: boolean) => {
    confirmation?.resolve(yes);
    setConfirmation(null);
  };

  // --- the drawer and the highlight of the line just added ---
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A new object on each add, so that adding the same line again lights it afresh.
  const [highlighted, setHighlighted] = useState<{ itemId: number } | null>(null);
  const highlight = highlighted?.itemId ?? null;
  // Counted from the commit that shows the lit line, not from the answer: on a busy device the drawer takes a
  // moment to render, and the shopper still sees the line lit for the whole HIGHLIGHT_MS.
  useLayoutEffect(() => {
    if (!highlighted) return;
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  // --- changes ---
  /** Waits for a load in flight, so a change never races the first answer (which could make a second cart). */
  const settled = useCallback(async () => {
    const current = keyRef.current;
    if (ownerRef.current !== null && client.getQueryState(current)?.fetchStatus === 'fetching') {
      await client.fetchQuery({ queryKey: current, queryFn: load, staleTime: Infinity }).catch(() => undefined);
    }
  }, [client, load]);

  const keep = useCallback(
    (answer: Cart) => {
      storeCartId(answer.cart_id);
      const current = keyRef.current;
      if (ownerRef.current === null) return;
      // The answer is in this language; the cart's answers in other languages are out of date now.
      client.removeQueries({ queryKey: CART_KEY, predicate: (query) => !sameKey(query.queryKey, current) });
      client.setQueryData<Cart>(current, answer);
    },
    [client],
  );

  const failed = useCallback(
    (error: unknown) => {
      const known = error instanceof ApiError ? error : null;
      setFailure({ network: known?.isNetworkError ?? false, messages: errorMessages(error) });
      // Purchases turned off, or a cart that is gone: ask again (a 403 hides the cart, a lost cart is replaced).
      if (known && (known.status === 403 || known.status === 404)) void client.invalidateQueries({ queryKey: keyRef.current });
    },
    [client],
  );

  const adding = useMutation({
    mutationFn: async ({ stockId, quantity }: { stockId: number; quantity: number }) => {
      await settled();
      return addItem({ stock_id: stockId, quantity, cart_id: readCartId() });
    },
  });
  const updating = useMutation({
    mutationFn: ({ itemId, quantity, cartId }: { itemId: number; quantity: number; cartId: string }) =>
      updateItem({ item_id: itemId, quantity, cart_id: cartId }),
  });
  const removing = useMutation({
    mutationFn: ({ itemId, cartId }: { itemId: number; cartId: string }) => removeItem({ item_id: itemId, cart_id: cartId }),
  });
  const { mutateAsync: addAsync } = adding;
  const { mutateAsync: updateAsync } = updating;
  const { mutateAsync: removeAsync } = removing;

  const add = useCallback(
    async (stockId: number, quantity: number) => {
      try {
        const answer = await addAsync({ stockId, quantity });
        keep(answer);
        setDrawerOpen(true);
        if (answer.item_id !== undefined) setHighlighted({ itemId: answer.item_id });
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    [addAsync, keep, failed],
  );

  const currentCartId = useCallback(() => readCartId() ?? client.getQueryData<Cart>(keyRef.current)?.cart_id ?? '', [client]);

  /** Sends a change and keeps the cart it answers; a failure goes to the cart dialog. Resolves whether it went through. */
  const change = useCallback(
    async (send: () => Promise<Cart>) => {
      try {
        keep(await send());
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    [keep, failed],
  );

  const update = useCallback(
    (itemId: number, quantity: number) => change(() => updateAsync({ itemId, quantity, cartId: currentCartId() })),
    [change, updateAsync, currentCartId],
  );

  const applyCode = useCallback(
    async (code: string): Promise<ShownMessage[] | null> => {
      try {
        keep(await applyCoupon({ code, cart_id: currentCartId() }));
        return null;
      } catch (error) {
        // A code that cannot apply is the form's to say (it stays where it was typed); anything else is the cart dialog's.
        if (error instanceof ApiError && error.status === 422) return error.messages;
        failed(error);
        return [];
      }
    },
    [keep, failed, currentCartId],
  );

  const removeCode = useCallback((code: string) => change(() => removeCoupon({ code, cart_id: currentCartId() })), [change, currentCartId]);

  const remove = useCallback((itemId: number) => change(() => removeAsync({ itemId, cartId: currentCartId() })), [change, removeAsync, currentCartId]);

  const retry = useCallback(() => void client.refetchQueries({ queryKey: keyRef.current }), [client]);
  const reload = useCallback(() => client.refetchQueries({ queryKey: keyRef.current }), [client]);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const loading = owner === null || result === null || (result.isPending && !result.isError);
  const loadError = error && !blocked ? error : null;

  const value = useStableValue<CartValue>({
    cart,
    loading,
    blocked,
    loadError,
    retry,
    reload,
    add,
    update,
    applyCode,
    removeCode,
    remove,
    confirmRemoval,
    showFailure,
    drawerOpen: drawerOpen && !blocked,
    openDrawer,
    closeDrawer,
    highlight,
  });

  return (
    <CartContext.Provider value={value}>
      {children}
      {value.drawerOpen && <CartDrawer onClose={closeDrawer} />}
      {changes && <CartChangesDialog changes={changes} onClose={() => setChanges(null)} />}
      {confirmation && <CartConfirmDialog name={confirmation.name} onAnswer={answerConfirmation} />}
      {failure && <CartFailureDialog failure={failure} onClose={() => setFailure(null)} />}
    </CartContext.Provider>
  );
}
