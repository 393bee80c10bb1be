import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { COPIES_AREA, type FileStorage, isValidKey, type ObjectInfo, type OpenObject, PRIVATE_AREA, UPLOADS_AREA } from './file-storage';

/**
 * The `local` driver: today's folders, so a shop that sets nothing keeps its files where they were.
 * `uploads/x` is UPLOAD_DIR/x, `img/<w>/<f>/x` is UPLOAD_DIR/.variants/<w>/<f>/x.<f> (the copies'
 * folder before storage drivers existed) and `private/x` is DATA_DIR/private/x. Writes go through a
 * partial file renamed into place, so a reader never sees half a file.
 */
export class LocalStorage implements FileStorage {
  readonly driver = 'local';
  private readonly uploadRoot: string;
  private readonly privateRoot: string;

  constructor(uploadDir: string, dataDir: string) {
    this.uploadRoot = resolve(uploadDir);
    this.privateRoot = resolve(dataDir, 'private');
  }

  /** The file of a key, or undefined for a malformed key. */
  pathOf(key: string): string | undefined {
    if (!isValidKey(key)) return undefined;
    let path: string;
    if (key.startsWith(UPLOADS_AREA)) path = resolve(this.uploadRoot, key.slice(UPLOADS_AREA.length));
    else if (key.startsWith(PRIVATE_AREA)) path = resolve(this.privateRoot, key.slice(PRIVATE_AREA.length));
    else {
      const [width, format, ...rest] = key.slice(COPIES_AREA.length).split('/');
      if (rest.length === 0) return undefined;
      path = resolve(this.uploadRoot, '.variants', width, format, `${rest.join('/')}.${format}`);
    }
    const root = key.startsWith(PRIVATE_AREA) ? this.privateRoot : this.uploadRoot;
    return path.startsWith(root + sep) ? path : undefined;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.required(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.${randomUUID().slice(0, 8)}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    const path = this.pathOf(key);
    if (!path) return undefined;
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      return { size: info.size, modified: info.mtime, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
    } catch {
      return undefined;
    }
  }

  async open(key: string): Promise<OpenObject | undefined> {
    const info = await this.head(key);
    return info ? { ...info, body: createReadStream(this.pathOf(key)!) } : undefined;
  }

  async read(key: string): Promise<Buffer | undefined> {
    const path = this.pathOf(key);
    if (!path) return undefined;
    try {
      return await readFile(path);
    } catch {
      return undefined;
    }
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (path) await unlink(path).catch(() => undefined);
  }

  problem(): Promise<undefined> {
    return Promise.resolve(undefined); // folders are made as files are written
  }

  publicUrl(): undefined {
    return undefined;
  }

  close(): void {}

  private required(key: string): string {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Not a storage key: ${key}`);
    return path;
  }
}

/** The folder of the local driver's area a key lies in, for walking it (storage:migrate). */
export const localAreas = (uploadDir: string, dataDir: string) => ({
  uploads: resolve(uploadDir),
  copies: join(resolve(uploadDir), '.variants'),
  private: resolve(dataDir, 'private'),
});
