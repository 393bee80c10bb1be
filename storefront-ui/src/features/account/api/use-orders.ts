import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from './use-addresses';
import { fetchMyOrder, fetchMyOrders, type MyOrder, type OrderRow } from './orders';

// Under ACCOUNT_KEY: the session drops them when someone logs in or out.
const ORDERS_KEY = [...ACCOUNT_KEY, 'orders'] as const;

/** A page of the order history; the previous page stays on show while the next one loads. */
export function useMyOrders(page: number) {
  return useQuery<OrderRow[]>({
    queryKey: [...ORDERS_KEY, 'page', page],
    queryFn: ({ signal }) => fetchMyOrders(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One order by its number; a 404 (not this shopper's) is not retried. */
export function useMyOrder(number: string) {
  return useQuery<MyOrder>({ queryKey: [...ORDERS_KEY, 'one', number], queryFn: ({ signal }) => fetchMyOrder(number, signal), staleTime: 0 });
}
