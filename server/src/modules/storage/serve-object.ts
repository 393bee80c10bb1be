import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import { rootLogger } from '../../common/logger';
import type { Readable } from 'node:stream';
import { type FileStorage, type ObjectInfo, PUBLIC_CACHE_CONTROL, UPLOADS_AREA, isValidKey } from './file-storage';

/**
 * Sends a stored object: its type (given, else the stored one, else by its name), length, version
 * (ETag, Last-Modified; a matching If-None-Match answers 304) and the given Cache-Control. HEAD gets
 * the headers only. False when there is no such object (nothing is sent then).
 */
export async function sendObject(
  req: Request,
  res: Response,
  storage: FileStorage,
  key: string,
  options: { cacheControl: string; contentType?: string },
): Promise<boolean> {
  const object: (ObjectInfo & { body?: Readable }) | undefined = req.method === 'HEAD' ? await storage.head(key) : await storage.open(key);
  if (!object) return false;
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('ETag', object.etag);
  res.setHeader('Last-Modified', object.modified.toUTCString());
  const type = options.contentType ?? object.contentType;
  if (type && type !== 'application/octet-stream') res.type(type);
  else res.type(key.slice(key.lastIndexOf('.')));
  const body = object.body;
  if (req.headers['if-none-match'] === object.etag) {
    body?.destroy();
    res.status(304).end();
    return true;
  }
  res.setHeader('Content-Length', String(object.size));
  if (!body) {
    res.end();
    return true;
  }
  await pipeline(body, res).catch((error: unknown) => {
    // The client went away, or the bucket broke off: nothing more can be said on this answer.
    if (!res.writableFinished) rootLogger().debug({ err: error, key }, 'A stored file was not sent whole');
  });
  return true;
}

/** 404 in plain text, as express.static answers for a missing upload. */
export function notFound(res: Response): void {
  if (!res.headersSent) res.status(404).type('text/plain').send('Not found');
}

/** 503 in plain text when the storage (the bucket) could not be reached: the browser may try again. */
export function storageUnavailable(res: Response, error: unknown, key: string): void {
  rootLogger().warn({ err: error, key }, 'The file storage could not be reached');
  if (!res.headersSent) res.status(503).setHeader('Retry-After', '5').type('text/plain').send('Storage unavailable');
}

/**
 * /uploads for the s3 driver: with S3_PUBLIC_URL, a redirect to the object at the CDN (paths stored in
 * rich text and old pages still reach it); without one, the object streamed from the bucket, with the
 * long cache headers the CDN would give. (The local driver keeps express.static on UPLOAD_DIR.)
 */
export function bucketUploads(storage: FileStorage): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let key: string;
    try {
      key = UPLOADS_AREA + decodeURIComponent(req.path.replace(/^\/+/, ''));
    } catch {
      return notFound(res);
    }
    if (!isValidKey(key)) return notFound(res);
    const cdn = storage.publicUrl(key);
    if (cdn) {
      res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      return res.redirect(301, cdn);
    }
    sendObject(req, res, storage, key, { cacheControl: 'public, max-age=2592000' }).then(
      (sent) => (sent ? undefined : notFound(res)),
      (error: unknown) => storageUnavailable(res, error, key),
    );
  };
}
