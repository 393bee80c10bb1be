/** What the menu module offers the rest of the server; its other files are its own. */
export * from './menu.messages';
export * from './menu.service';
export * from './product-placement.service';
