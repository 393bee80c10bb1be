import type { Schema } from '@shop/kernel';
import { api } from '../../../lib/api-client';

export type OrderRow = Schema<'OrderSummary'>;
export type MyOrder = Schema<'OrderAnswer'>;

/** Orders in a page of the history. */
export const ORDERS_PER_PAGE = 20;

/** GET /api/account/order: the shopper's orders, newest first, 20 a page. */
export const fetchMyOrders = (page: number, signal?: AbortSignal) => api.get<OrderRow[]>('/account/order', { query: { page }, signal, language: false });

/** GET /api/account/order/{number}: one of the shopper's orders (404 for anyone else's). */
export const fetchMyOrder = (number: string, signal?: AbortSignal) =>
  api.get<MyOrder>(`/account/order/${encodeURIComponent(number)}`, { signal, language: false });
