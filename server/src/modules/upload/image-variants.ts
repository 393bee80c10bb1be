import type { NextFunction, Request, Response } from 'express';
import { mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';

/**
 * Smaller and lighter copies of uploaded pictures for the storefront's srcset: GET
 * /img/<width>/<format>/<path under /uploads>, e.g. /img/320/avif/demo/teapot-1.png. Made on the first
 * request with sharp, kept on disk beside the uploads (`.variants/`), served from there afterwards and
 * cached by browsers for 30 days (an upload's path never names another picture). Only the widths below
 * and AVIF/WebP are made, so the copies of one picture are bounded; a picture is never enlarged.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
type Format = (typeof IMAGE_FORMATS)[number];

const SOURCE_TYPES = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif']);
const CONTENT_TYPES: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp' };
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Writes one copy: the picture at `width` (never enlarged) in `format`, through a partial file renamed into place. */
function encodeVariant(source: string, target: string, width: number, format: Format): Promise<void> {
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  mkdirSync(dirname(target), { recursive: true });
  const image = sharp(source, { animated: false }).rotate().resize({ width, withoutEnlargement: true });
  return (format === 'avif' ? image.avif({ quality: 50, effort: 4 }) : image.webp({ quality: 75 })).toFile(partial).then(() => renameSync(partial, target));
}

/** Copies being made now in this process, so a copy asked for while it is made (first requests, a save's preparing) is made once. */
const making = new Map<string, Promise<void>>();

/** Makes a copy, or joins the making of it already under way. */
function make(source: string, target: string, width: number, format: Format): Promise<void> {
  let job = making.get(target);
  if (!job) {
    job = encodeVariant(source, target, width, format).finally(() => making.delete(target));
    making.set(target, job);
  }
  return job;
}

/** Whether the copy exists and is no older than its source (whose modification time is given). */
function isFresh(target: string, sourceTime: number): boolean {
  try {
    return statSync(target).mtimeMs >= sourceTime;
  } catch {
    return false; // not made yet
  }
}

/** Where the copy of an upload (its absolute path) at a width and format is kept. */
const variantPath = (root: string, source: string, width: number, format: Format) =>
  join(root, '.variants', String(width), format, `${source.slice(root.length + 1)}.${format}`);

/**
 * Makes the copies of an upload (its public path, /uploads/...) at these widths ahead of the first
 * request, one at a time, so the first shopper to see a large picture (a slide) does not wait for it.
 * Copies already made are left as they are; a path outside the uploads is ignored.
 */
export async function prepareImageVariants(uploadDir: string, publicPath: string, widths: readonly number[]): Promise<void> {
  const root = resolve(uploadDir);
  if (!publicPath.startsWith('/uploads/')) return;
  const source = resolve(root, publicPath.slice('/uploads/'.length));
  if (!source.startsWith(root + sep) || !SOURCE_TYPES.has(extname(source).toLowerCase())) return;
  let sourceTime: number;
  try {
    sourceTime = statSync(source).mtimeMs;
  } catch {
    return; // removed meanwhile
  }
  for (const width of widths) {
    for (const format of IMAGE_FORMATS) {
      const target = variantPath(root, source, width, format);
      if (!isFresh(target, sourceTime)) await make(source, target, width, format);
    }
  }
}

export function imageVariants(uploadDir: string): (req: Request, res: Response, next: NextFunction) => void {
  const root = resolve(uploadDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = /^\/(\d{2,4})\/(avif|webp)\/(.+)$/.exec(req.path);
    const width = Number(match?.[1]);
    if (!match || !(IMAGE_WIDTHS as readonly number[]).includes(width)) return notFound(res);
    const format = match[2] as Format;
    let relative: string;
    try {
      relative = decodeURIComponent(match[3]);
    } catch {
      return notFound(res);
    }
    const source = resolve(root, relative);
    if (!source.startsWith(root + sep) || source.includes(`${sep}.variants${sep}`) || !SOURCE_TYPES.has(extname(source).toLowerCase())) return notFound(res);
    let sourceTime: number;
    try {
      const stat = statSync(source);
      if (!stat.isFile()) return notFound(res);
      sourceTime = stat.mtimeMs;
    } catch {
      return notFound(res);
    }
    const target = variantPath(root, source, width, format);
    (isFresh(target, sourceTime) ? Promise.resolve() : make(source, target, width, format)).then(
      () => {
        res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
        res.type(CONTENT_TYPES[format]);
        res.sendFile(target, { dotfiles: 'allow' }, (error) => {
          if (error && !res.headersSent) notFound(res);
        });
      },
      () => notFound(res), // not a picture sharp can read
    );
  };
}

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}
