/** The one totals pipeline (carts, checkout, orders and promotions price through it). */
export * from './totals';
