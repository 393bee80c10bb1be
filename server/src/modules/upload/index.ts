/** What the upload module offers the rest of the server; its other files are its own. */
export * from './upload.service';
export * from './image-variants';
export { processLock, type CopyLock } from './copy-lock';
export { uploadMessages } from './upload.messages';
