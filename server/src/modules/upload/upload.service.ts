import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../common/errors';
import type { Message } from '../../common/messages';
import { afterCommit, afterRollback } from '../../database/after-commit';
import { FILE_STORAGE, type FileStorage, PRIVATE_AREA, PUBLIC_CACHE_CONTROL, UPLOADS_AREA, isValidKey } from '../storage';
import { uploadMessages } from './upload.messages';
import { ImageCopies } from './image-variants';
import { rootLogger } from '../../common/logger';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The largest document (an ebook) a form may carry. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The image types an upload may be, and the content type each is stored and sent with. */
const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', ico: 'image/x-icon' } as const;
type ImageType = keyof typeof IMAGE_TYPES;

/** Image types recognised by their first bytes (the browser's claimed type is not trusted). SVG is refused: it can carry scripts. */
function sniffImage(bytes: Buffer): ImageType | undefined {
  const starts = (...b: number[]) => b.every((v, i) => bytes[i] === v);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (starts(0x00, 0x00, 0x01, 0x00)) return 'ico';
  return undefined;
}

/** The document types a form may carry, and the content type each is sent back with. */
export const DOCUMENT_TYPES = { pdf: 'application/pdf', epub: 'application/epub+zip' } as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

const EPUB_MIMETYPE = 'application/epub+zip';

/**
 * Documents recognised by their first bytes: a PDF starts with "%PDF-"; an EPUB is a ZIP whose first
 * entry (local file header: "PK\x03\x04", name length at byte 26, extra length at 28, name at 30) is
 * named "mimetype" and holds "application/epub+zip" uncompressed, as the EPUB container format requires.
 */
function sniffDocument(bytes: Buffer): DocumentType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length < 30 || bytes.readUInt32LE(0) !== 0x04034b50) return undefined;
  const nameEnd = 30 + bytes.readUInt16LE(26);
  const dataStart = nameEnd + bytes.readUInt16LE(28);
  const name = bytes.subarray(30, nameEnd).toString('latin1');
  const content = bytes.subarray(dataStart, dataStart + EPUB_MIMETYPE.length).toString('latin1');
  return name === 'mimetype' && content === EPUB_MIMETYPE ? 'epub' : undefined;
}

/** The files a shop's public forms take (the form builder's file fields): PDFs and the common photo types, each sent back with its type. */
export const ATTACHMENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** An attachment's type read from its first bytes (the name and the browser's claimed type are not trusted); undefined: not one we take. */
export function sniffAttachment(bytes: Buffer): AttachmentType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = sniffImage(bytes);
  return image && image !== 'ico' ? image : undefined;
}

/**
 * Stores uploaded files through the FileStorage (STORAGE: local folders or an S3 bucket): images as
 * public objects answered as their public path (/uploads/...), and documents as private objects
 * answered as a stored path (private/...) that only the server reads. Every file is checked by its
 * bytes before anything is stored.
 */
@Injectable()
export class UploadService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly copies: ImageCopies,
  ) {}

  /**
   * Checks and writes an image; its public path. Given the transaction that will store the path,
   * the file is removed again if that transaction rolls back, so no file is left that no row names.
   */
  async saveImage(field: string, file: { buffer: Buffer; size: number }, folder: string, manager?: EntityManager): Promise<string> {
    if (file.size > IMAGE_MAX_BYTES) throw ValidationError.field(field, uploadMessages.image_too_large({ field }));
    const extension = sniffImage(file.buffer);
    if (!extension) throw ValidationError.field(field, uploadMessages.not_an_image({ field }));
    const key = `${UPLOADS_AREA}${folder}/${randomUUID()}.${extension}`;
    await this.storage.put(key, file.buffer, { contentType: IMAGE_TYPES[extension], cacheControl: PUBLIC_CACHE_CONTROL });
    afterRollback(manager, () => this.storage.remove(key).catch(() => undefined));
    return `/${key}`;
  }

  /**
   * Makes an image's storefront copies (/img/<width>/<avif|webp>/...) at these widths in the
   * background, once the transaction that stores its path commits: the first shopper to see a large
   * picture gets it at once. A failure is logged; the copy is then made on the first request.
   */
  prepareVariants(path: string, widths: readonly number[], manager?: EntityManager): void {
    void afterCommit(manager, () => {
      this.copies.prepare(path, widths).catch((error: unknown) => rootLogger().warn({ err: error, path }, 'Image copies could not be made ahead'));
    });
  }

  /** What is wrong with a document (a PDF or EPUB of at most 20 MB), or undefined: for forms that report every field at once. */
  documentProblem(field: string, file: { buffer: Buffer; size: number }): Message | undefined {
    if (file.size > DOCUMENT_MAX_BYTES) return uploadMessages.document_too_large({ field });
    if (!sniffDocument(file.buffer)) return uploadMessages.not_a_document({ field });
    return undefined;
  }

  /**
   * Checks and writes a document as the private object private/<folder>/<uuid>.<pdf|epub>; its stored
   * path, which documentFile() reads back. As with images, the file is removed again if the
   * transaction that will store the path rolls back.
   */
  async saveDocument(field: string, file: { buffer: Buffer; size: number }, folder: string, manager?: EntityManager): Promise<string> {
    const problem = this.documentProblem(field, file);
    if (problem) throw ValidationError.field(field, problem);
    const extension = sniffDocument(file.buffer)!;
    return this.savePrivate(file.buffer, folder, extension, DOCUMENT_TYPES[extension], manager);
  }

  /**
   * A stored document's bytes (a stream to send), type and size; undefined when the path is not one
   * saveDocument gave or the file is gone. Private objects are only ever read here, by the server.
   */
  async documentFile(stored: string): Promise<{ body: Readable; type: DocumentType; contentType: string; size: number } | undefined> {
    const type = /\.(pdf|epub)$/.exec(stored)?.[1] as DocumentType | undefined;
    const object = type && isPrivateKey(stored) ? await this.storage.open(stored) : undefined;
    return object && type ? { body: object.body, type, contentType: DOCUMENT_TYPES[type], size: object.size } : undefined;
  }

  /**
   * Writes a file a visitor sent through a form, of a type sniffAttachment gave, as the private object
   * private/<folder>/<uuid>.<type>: its stored path, which attachmentFile() reads back (only staff are
   * served it). Removed again if the transaction that will store the path rolls back.
   */
  saveAttachment(file: { buffer: Buffer }, type: AttachmentType, folder: string, manager?: EntityManager): Promise<string> {
    return this.savePrivate(file.buffer, folder, type, ATTACHMENT_TYPES[type], manager);
  }

  /** A stored attachment's bytes (a stream to send), content type and size; undefined when the path is not one saveAttachment gave or the file is gone. */
  async attachmentFile(stored: string): Promise<{ body: Readable; contentType: string; size: number } | undefined> {
    const type = /\.(pdf|png|jpg|gif|webp)$/.exec(stored)?.[1] as AttachmentType | undefined;
    const object = type && isPrivateKey(stored) ? await this.storage.open(stored) : undefined;
    return object && type ? { body: object.body, contentType: ATTACHMENT_TYPES[type], size: object.size } : undefined;
  }

  /** Deletes a stored document once the transaction that stopped naming it commits (at once outside a transaction). */
  async removeDocument(stored: string, manager?: EntityManager): Promise<void> {
    if (!isPrivateKey(stored)) return;
    await afterCommit(manager, () =>
      this.storage.remove(stored).catch((error: unknown) => rootLogger().warn({ err: error, stored }, 'A document no row names could not be deleted')),
    );
  }

  private async savePrivate(bytes: Buffer, folder: string, extension: string, contentType: string, manager?: EntityManager): Promise<string> {
    const stored = `${PRIVATE_AREA}${folder}/${randomUUID()}.${extension}`;
    await this.storage.put(stored, bytes, { contentType });
    afterRollback(manager, () => this.storage.remove(stored).catch(() => undefined));
    return stored;
  }
}

/** Whether a stored path names a private object (paths from before storage drivers, private/..., are the same keys). */
const isPrivateKey = (stored: string) => stored.startsWith(PRIVATE_AREA) && isValidKey(stored);
