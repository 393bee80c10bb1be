import type { OrderStatusName } from '../../events/events';

/** The statuses of an order (the order events name them too) and the one table of the moves between them. */
export type OrderStatus = OrderStatusName;
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'shipped',
  'completed',
  'refunded',
  'canceled',
  'payment_review',
  'payment_reject',
] as const satisfies readonly OrderStatus[];

/**
 * Where each status may go. Canceled and refunded are final. A payment under review is decided
 * (paid or rejected); a rejected payment can only be canceled. A completed order may still be
 * refunded (a return after delivery).
 */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'canceled', 'payment_review', 'payment_reject'],
  payment_review: ['paid', 'payment_reject', 'canceled'],
  payment_reject: ['canceled'],
  paid: ['shipped', 'refunded', 'canceled'],
  shipped: ['completed', 'refunded'],
  completed: ['refunded'],
  refunded: [],
  canceled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Statuses whose order still holds its stock as reserved (not yet shipped, not given back). */
export const HOLDS_RESERVATION: ReadonlySet<OrderStatus> = new Set(['pending', 'payment_review', 'paid']);

/** Statuses whose stock has left the warehouses. */
export const STOCK_SHIPPED: ReadonlySet<OrderStatus> = new Set(['shipped', 'completed']);
