/** What the catalogue cache module offers the rest of the server; its other files are its own. */
export * from './catalogue-cache';
