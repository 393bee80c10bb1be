import type { Readable } from 'node:stream';

/**
 * Where the shop's files are kept, behind one interface with a `local` driver (folders on this
 * machine) and an `s3` driver (one bucket every web and worker process shares). Files are named by
 * keys in three areas, the same on both drivers:
 *
 * - `uploads/<folder>/<name>`: uploaded pictures, public, served at /uploads/<folder>/<name>;
 * - `img/<width>/<format>/<folder>/<name>`: their AVIF/WebP copies, public, served at the same path;
 * - `private/<folder>/<name>`: documents (ebooks) and form attachments, never public: read only by
 *   the server, behind its own checks (a signed ebook link, a staff permission).
 *
 * A key mirrors the path the site serves it at, so a CDN in front of the bucket (S3_PUBLIC_URL) takes
 * the same paths as this server.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Writes an object whole (replacing one of the same key). */
  put(key: string, bytes: Buffer, options: PutOptions): Promise<void>;
  /** An object's size and version, or undefined when there is none. */
  head(key: string): Promise<ObjectInfo | undefined>;
  /** An object's bytes as a stream with its size and version, or undefined when there is none. */
  open(key: string): Promise<OpenObject | undefined>;
  /** An object's bytes, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /** Deletes an object; one that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The address public keys are read at by browsers (S3_PUBLIC_URL with S3_PREFIX; `${publicBase}/uploads/...`), or undefined: this server. */
  readonly publicBase?: string;
  /** Where browsers fetch a public object from a CDN (S3_PUBLIC_URL), or undefined when this server serves it. */
  publicUrl(key: string): string | undefined;
  /** Why the storage cannot be used (the bucket missing, the credentials refused, the service unreachable), or undefined when it can. */
  problem(): Promise<string | undefined>;
  /** Lets go of connections (the S3 client's sockets). */
  close(): void;
}

export interface PutOptions {
  contentType: string;
  /** Sent back with the object by the bucket or the CDN (public objects only). */
  cacheControl?: string;
}

export interface ObjectInfo {
  size: number;
  modified: Date;
  /** A version tag for HTTP caching (quoted, as in an ETag header). */
  etag: string;
  contentType?: string;
}

export interface OpenObject extends ObjectInfo {
  body: Readable;
}

/** The token the storage is injected by. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

export const UPLOADS_AREA = 'uploads/';
export const COPIES_AREA = 'img/';
export const PRIVATE_AREA = 'private/';

/** How long browsers and CDNs keep an upload: its key (a new UUID each time) never names another file. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** How long browsers and CDNs keep an image copy: 30 days, as it is made again when its picture is replaced under the same name (the demo's). */
export const COPY_CACHE_CONTROL = 'public, max-age=2592000';

/**
 * Whether a key is well formed: one of the three areas, then path segments of letters, digits and
 * `._-` and a few more (none empty or starting with a dot, no slash or backslash inside), so no key
 * reaches outside its area on disk or into a hidden folder.
 */
export function isValidKey(key: string): boolean {
  if (![UPLOADS_AREA, COPIES_AREA, PRIVATE_AREA].some((area) => key.startsWith(area))) return false;
  const segments = key.split('/');
  return segments.length >= 2 && segments.every((segment) => /^[\w\-@+~ ()][\w.\-@+~ ()]*$/.test(segment));
}
