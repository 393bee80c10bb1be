/** What the cart module offers the rest of the server (checkout reads carts through it; totals are the totals module's). */
export * from './cart.service';
export type { CartLineRow } from './cart.repository';
