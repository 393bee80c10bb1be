/** What the purchase module offers the rest of the server; its other files are its own. */
export * from './purchase-rules.service';
