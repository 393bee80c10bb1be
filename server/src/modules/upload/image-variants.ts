import type { NextFunction, Request, Response } from 'express';
import { extname } from 'node:path';
import sharp from 'sharp';
import { COPIES_AREA, type FileStorage, COPY_CACHE_CONTROL, UPLOADS_AREA, isValidKey, notFound, sendObject, storageUnavailable } from '../storage';
import { type CopyLock, processLock } from './copy-lock';

/**
 * Smaller and lighter copies of uploaded pictures for the storefront's srcset: GET
 * /img/<width>/<format>/<path under /uploads>, e.g. /img/320/avif/demo/teapot-1.png. Made on the first
 * request with sharp and stored beside the uploads (key img/<width>/<format>/<path>, in UPLOAD_DIR/.variants
 * or the bucket), by whichever process is asked first and by no other at the same time (CopyLock), then
 * served from there, cached by browsers for 30 days (a copy older than its picture is made again). With S3_PUBLIC_URL the answer is a redirect to the copy at the CDN.
 * Only the widths below and AVIF/WebP are made, so the copies of one picture are bounded; a picture is never enlarged.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
type Format = (typeof IMAGE_FORMATS)[number];
/** How long a stopping process waits for the copies it is making. */
const SHUTDOWN_WAIT_MS = 15_000;

const SOURCE_TYPES = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif']);
const CONTENT_TYPES: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The key of an upload's copy at a width and format (the path it is served at, without the first slash). */
export const copyKey = (relative: string, width: number, format: Format) => `${COPIES_AREA}${width}/${format}/${relative}`;

/** The uploads' copies: made once, kept in the storage, served at /img. */
export class ImageCopies {
  /** Copies being made now by this process, so one asked for again meanwhile joins the making. */
  private readonly making = new Map<string, Promise<boolean>>();
  /** The prepare() runs under way, which a shutdown lets finish. */
  private readonly preparing = new Set<Promise<void>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly lock: CopyLock = processLock,
  ) {}

  /**
   * Makes sure the copy of an upload (its path under /uploads) at a width and format is stored and no
   * older than the upload; false when there is no such upload or it is not a picture sharp can read.
   */
  ensure(relative: string, width: number, format: Format): Promise<boolean> {
    const target = copyKey(relative, width, format);
    let job = this.making.get(target);
    if (!job) {
      job = this.ensureOnce(UPLOADS_AREA + relative, target, width, format).finally(() => this.making.delete(target));
      this.making.set(target, job);
    }
    return job;
  }

  private async ensureOnce(source: string, target: string, width: number, format: Format): Promise<boolean> {
    const original = await this.storage.head(source);
    if (!original) return false;
    const isFresh = async () => {
      const copy = await this.storage.head(target);
      return copy !== undefined && copy.modified.getTime() >= original.modified.getTime();
    };
    if (await isFresh()) return true;
    let readable = true;
    await this.lock.run(target, isFresh, async () => {
      const bytes = await this.storage.read(source);
      if (!bytes) return void (readable = false);
      const image = sharp(bytes, { animated: false }).rotate().resize({ width, withoutEnlargement: true });
      let encoded: Buffer;
      try {
        encoded = await (format === 'avif' ? image.avif({ quality: 50, effort: 4 }) : image.webp({ quality: 75 })).toBuffer();
      } catch {
        return void (readable = false); // not a picture sharp can read
      }
      await this.storage.put(target, encoded, { contentType: CONTENT_TYPES[format], cacheControl: COPY_CACHE_CONTROL });
    });
    return readable;
  }

  /**
   * Makes the copies of an upload (its public path, /uploads/...) at these widths ahead of the first
   * request, one at a time, so the first shopper to see a large picture (a slide) does not wait for it.
   * Copies already made are left as they are; a path outside the uploads is ignored.
   */
  prepare(publicPath: string, widths: readonly number[]): Promise<void> {
    const run = this.prepareAll(publicPath, widths).finally(() => this.preparing.delete(run));
    this.preparing.add(run);
    return run;
  }

  /**
   * Lets the copies under way finish before the process stops (Nest calls this once the HTTP server
   * has stopped taking requests), at most SHUTDOWN_WAIT_MS: a copy cut off would leave its lock held for
   * a minute and the copies a new picture was promised unmade until a shopper asks for them.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const pending = [...this.preparing, ...this.making.values()];
    if (pending.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS)));
    await Promise.race([Promise.allSettled(pending), bound]);
    clearTimeout(timer);
  }

  private async prepareAll(publicPath: string, widths: readonly number[]): Promise<void> {
    const relative = relativeOf(publicPath.startsWith(`/${UPLOADS_AREA}`) ? publicPath.slice(UPLOADS_AREA.length + 1) : undefined);
    if (!relative) return;
    for (const width of widths) {
      for (const format of IMAGE_FORMATS) {
        if (!(await this.ensure(relative, width, format))) return; // removed meanwhile, or not a picture
      }
    }
  }

  /** The /img route. */
  handler(): (req: Request, res: Response, next: NextFunction) => void {
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const match = /^\/(\d{2,4})\/(avif|webp)\/(.+)$/.exec(req.path);
      const width = Number(match?.[1]);
      if (!match || !(IMAGE_WIDTHS as readonly number[]).includes(width)) return notFound(res);
      const format = match[2] as Format;
      let relative: string | undefined;
      try {
        relative = relativeOf(decodeURIComponent(match[3]));
      } catch {
        return notFound(res);
      }
      if (!relative) return notFound(res);
      const target = copyKey(relative, width, format);
      this.ensure(relative, width, format)
        .then(async (made) => {
          if (!made) return notFound(res);
          const cdn = this.storage.publicUrl(target);
          if (cdn) {
            res.setHeader('Cache-Control', COPY_CACHE_CONTROL);
            return res.redirect(302, cdn);
          }
          if (!(await sendObject(req, res, this.storage, target, { cacheControl: COPY_CACHE_CONTROL, contentType: CONTENT_TYPES[format] }))) notFound(res);
        })
        .catch((error: unknown) => storageUnavailable(res, error, target));
    };
  }
}

/** A path under /uploads that may have copies (a picture type, a valid key), or undefined. */
function relativeOf(relative: string | undefined): string | undefined {
  if (!relative || !SOURCE_TYPES.has(extname(relative).toLowerCase())) return undefined;
  return isValidKey(UPLOADS_AREA + relative) ? relative : undefined;
}
