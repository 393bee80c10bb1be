/** What the search module offers the rest of the server; its other files are its own. */
export * from './search-text';
