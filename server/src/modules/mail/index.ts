/** What the mail module offers the rest of the server; its other files are its own. */
export * from './mail.service';
export type { EbookAction } from './mail.templates';
