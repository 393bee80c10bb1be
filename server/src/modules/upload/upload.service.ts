import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import type { EntityManager } from 'typeorm';
import { join, resolve, sep } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ValidationError } from '../../common/errors';
import type { Message } from '../../common/messages';
import { afterCommit, afterRollback } from '../../database/after-commit';
import { uploadMessages } from './upload.messages';
import { prepareImageVariants } from './image-variants';
import { rootLogger } from '../../common/logger';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The largest document (an ebook) a form may carry. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Image types recognised by their first bytes (the browser's claimed type is not trusted). SVG is refused: it can carry scripts. */
function sniffImage(bytes: Buffer): 'png' | 'jpg' | 'gif' | 'webp' | 'ico' | undefined {
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

/** Where private documents live, under the data folder: never served as they are (no static route reaches it). */
const PRIVATE = 'private';

/**
 * Stores uploaded files: images under UPLOAD_DIR, answered as their public path (/uploads/...), and
 * documents under DATA_DIR/private, answered as a path relative to DATA_DIR that only the server reads.
 */
@Injectable()
export class UploadService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Checks and writes an image; its public path. Given the transaction that will store the path,
   * the file is removed again if that transaction rolls back, so no file is left that no row names.
   */
  async saveImage(field: string, file: { buffer: Buffer; size: number }, folder: string, manager?: EntityManager): Promise<string> {
    if (file.size > IMAGE_MAX_BYTES) throw ValidationError.field(field, uploadMessages.image_too_large({ field }));
    const extension = sniffImage(file.buffer);
    if (!extension) throw ValidationError.field(field, uploadMessages.not_an_image({ field }));
    const dir = join(this.config.files.uploadDir, folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.${extension}`;
    const path = join(dir, name);
    await writeFile(path, file.buffer, { flag: 'wx' });
    afterRollback(manager, () => unlink(path).catch(() => undefined));
    return `/uploads/${folder}/${name}`;
  }

  /**
   * Makes an image's storefront copies (/img/<width>/<avif|webp>/...) at these widths in the
   * background, once the transaction that stores its path commits: the first shopper to see a large
   * picture gets it at once. A failure is logged; the copy is then made on the first request.
   */
  prepareVariants(path: string, widths: readonly number[], manager?: EntityManager): void {
    void afterCommit(manager, () => {
      prepareImageVariants(this.config.files.uploadDir, path, widths).catch((error: unknown) =>
        rootLogger().warn({ err: error, path }, 'Image copies could not be made ahead'),
      );
    });
  }

  /** What is wrong with a document (a PDF or EPUB of at most 20 MB), or undefined: for forms that report every field at once. */
  documentProblem(field: string, file: { buffer: Buffer; size: number }): Message | undefined {
    if (file.size > DOCUMENT_MAX_BYTES) return uploadMessages.document_too_large({ field });
    if (!sniffDocument(file.buffer)) return uploadMessages.not_a_document({ field });
    return undefined;
  }

  /**
   * Checks and writes a document under DATA_DIR/private/<folder>/<uuid>.<pdf|epub>; its stored path
   * (relative to DATA_DIR), which documentFile() reads back. As with images, the file is removed
   * again if the transaction that will store the path rolls back.
   */
  async saveDocument(field: string, file: { buffer: Buffer; size: number }, folder: string, manager?: EntityManager): Promise<string> {
    const problem = this.documentProblem(field, file);
    if (problem) throw ValidationError.field(field, problem);
    const extension = sniffDocument(file.buffer)!;
    const dir = join(this.config.files.dataDir, PRIVATE, folder);
    await mkdir(dir, { recursive: true });
    const stored = `${PRIVATE}/${folder}/${randomUUID()}.${extension}`;
    const path = join(this.config.files.dataDir, stored);
    await writeFile(path, file.buffer, { flag: 'wx' });
    afterRollback(manager, () => unlink(path).catch(() => undefined));
    return stored;
  }

  /**
   * The file on disk of a stored document path, its type and size; undefined when the path is not
   * one saveDocument gave or the file is gone.
   */
  async documentFile(stored: string): Promise<{ path: string; type: DocumentType; contentType: string; size: number } | undefined> {
    const path = this.privatePath(stored);
    const type = /\.(pdf|epub)$/.exec(stored)?.[1] as DocumentType | undefined;
    if (!path || !type) return undefined;
    try {
      const info = await stat(path);
      return info.isFile() ? { path, type, contentType: DOCUMENT_TYPES[type], size: info.size } : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Writes a file a visitor sent through a form, of a type sniffAttachment gave, under
   * DATA_DIR/private/<folder>: its stored path, which attachmentFile() reads back (only staff are
   * served it). Removed again if the transaction that will store the path rolls back.
   */
  async saveAttachment(file: { buffer: Buffer }, type: AttachmentType, folder: string, manager?: EntityManager): Promise<string> {
    const dir = join(this.config.files.dataDir, PRIVATE, folder);
    await mkdir(dir, { recursive: true });
    const stored = `${PRIVATE}/${folder}/${randomUUID()}.${type}`;
    const path = join(this.config.files.dataDir, stored);
    await writeFile(path, file.buffer, { flag: 'wx' });
    afterRollback(manager, () => unlink(path).catch(() => undefined));
    return stored;
  }

  /** The file on disk of a stored attachment path, its content type and size; undefined when the path is not one saveAttachment gave or the file is gone. */
  async attachmentFile(stored: string): Promise<{ path: string; contentType: string; size: number } | undefined> {
    const path = this.privatePath(stored);
    const type = /\.(pdf|png|jpg|gif|webp)$/.exec(stored)?.[1] as AttachmentType | undefined;
    if (!path || !type) return undefined;
    try {
      const info = await stat(path);
      return info.isFile() ? { path, contentType: ATTACHMENT_TYPES[type], size: info.size } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Deletes a stored document once the transaction that stopped naming it commits (at once outside a transaction). */
  async removeDocument(stored: string, manager?: EntityManager): Promise<void> {
    const path = this.privatePath(stored);
    if (path) await afterCommit(manager, () => unlink(path).catch(() => undefined));
  }

  /** The absolute path of a stored document, only if it lies inside DATA_DIR/private. */
  private privatePath(stored: string): string | undefined {
    const root = resolve(this.config.files.dataDir, PRIVATE);
    const path = resolve(this.config.files.dataDir, stored);
    return path.startsWith(root + sep) ? path : undefined;
  }
}
