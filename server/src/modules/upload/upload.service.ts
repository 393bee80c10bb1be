import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import type { EntityManager } from 'typeorm';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ValidationError } from '../../common/errors';
import { afterRollback } from '../../database/after-commit';
import { uploadMessages } from './upload.messages';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Image types recognised by their first bytes (the browser's claimed type is not trusted). SVG is refused: it can carry scripts. */
function sniffImage(bytes: Buffer): string | undefined {
  const starts = (...b: number[]) => b.every((v, i) => bytes[i] === v);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (starts(0x00, 0x00, 0x01, 0x00)) return 'ico';
  return undefined;
}

/** Stores uploaded images under UPLOAD_DIR and answers their public path (/uploads/...). */
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
}
