/** What the role module offers the rest of the server; its other files are its own. */
export * from './role.dto';
export * from './role.messages';
export * from './role.service';
export * from './role.responses';
