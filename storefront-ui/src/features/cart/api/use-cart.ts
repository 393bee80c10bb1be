import { hashKey, QueryObserver, useQueryClient, type QueryFunction, type QueryObserverResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api-client';
import type { LanguageCode } from '../../../lib/language';
import type { Cart } from './cart';

/** The cart lives under this key, per owner and language: ['cart', owner, language]. */
export const CART_KEY = ['cart'] as const;

/** Whose cart it is: a guest's (the cart id cookie) or a member's (bound to the session). */
export type CartOwner = 'guest' | `member:${number}`;

export type CartKey = readonly ['cart', CartOwner | null, LanguageCode];

export const cartKey = (owner: CartOwner | null, language: LanguageCode): CartKey => [...CART_KEY, owner, language];

export const sameKey = (a: readonly unknown[], b: readonly unknown[]) => hashKey(a) === hashKey(b);

export type CartResult = QueryObserverResult<Cart, ApiError>;

/**
 * The cart query, observed in the browser only, once the page is live. The server never asks for a cart:
 * a query it met while rendering would be loaded by it and sent along with the page (entry-server.tsx),
 * and pages it renders are shared between shoppers. So the observer is made in an effect (effects do not
 * run on the server) rather than by useQuery during render. Null until then.
 */
export function useCartQuery(key: CartKey, queryFn: QueryFunction<Cart, CartKey>, enabled: boolean): CartResult | null {
  const client = useQueryClient();
  const [result, setResult] = useState<CartResult | null>(null);
  const observer = useRef<QueryObserver<Cart, ApiError, Cart, Cart, CartKey> | null>(null);
  // The cart changes only through this tab's own calls (their answers are written into the cache), so
  // a kept answer is asked for again only when the key changes (another owner or language) or on reconnect.
  const options = {
    queryKey: key,
    queryFn,
    enabled,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    // In another language the same shopper's cart stays on show until its new answer arrives; another shopper's never does.
    placeholderData: (previous: Cart | undefined, previousQuery: { queryKey: CartKey } | undefined) =>
      previousQuery?.queryKey[1] === key[1] ? previous : undefined,
  };
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const made = new QueryObserver<Cart, ApiError, Cart, Cart, CartKey>(client, latest.current);
    observer.current = made;
    setResult(made.getCurrentResult());
    const unsubscribe = made.subscribe(setResult);
    return () => {
      unsubscribe();
      observer.current = null;
    };
  }, [client]);

  const hash = hashKey(key);
  useEffect(() => {
    observer.current?.setOptions(latest.current);
  }, [hash, enabled]);

  return result;
}
