/** What the permission module offers the rest of the server; its other files are its own. */
export * from './grant-rules';
export * from './permission-catalogue';
export * from './permission.messages';
export * from './permission.responses';
