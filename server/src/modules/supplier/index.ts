/** What the supplier module offers the rest of the server; its other files are its own. */
export * from './supplier.service';
export { stockCosts } from './supplier.repository';
export { receiptNumber } from './receipt.repository';
