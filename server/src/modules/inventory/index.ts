/** What the inventory module offers the rest of the server; its other files are its own. */
export * from './inventory-history';
export * from './inventory.service';
export { MAX_QUANTITY, quantityMessages } from './inventory.messages';
