/** What the product module offers the rest of the server; its other files are its own. */
export * from './product.dto';
export * from './product.messages';
export * from './product-import';
