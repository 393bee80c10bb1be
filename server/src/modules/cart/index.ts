/** What the cart module offers the rest of the server (checkout reads carts and totals through it). */
export * from './cart.service';
export * from './totals';
export type { CartLineRow } from './cart.repository';
