/** The store module offers nothing to the rest of the server: its screens and its till are its own. */
export {};
