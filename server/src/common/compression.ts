import type { NextFunction, Request, Response } from 'express';
import compression from 'compression';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Compression of what the server sends: built UI assets are compressed once at build time (brotli and
 * gzip files beside each asset, see scripts/precompress.mjs) and served by what the browser accepts;
 * API answers and HTML pages are compressed per answer when they are worth it.
 */

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go as they are: the framing would eat the saving. */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli quality for answers made per request: 4 packs JSON nearly as well as gzip -9 at a fraction of its CPU. */
const BROTLI_PER_REQUEST_QUALITY = 4;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const BOTH: ReadonlySet<Encoding> = new Set(['br', 'gzip']);

/**
 * The encoding to send for an Accept-Encoding header, of those `offered`: brotli when accepted, else
 * gzip, else none (q=0 refuses).
 */
export function negotiateEncoding(header: string | string[] | undefined, offered: ReadonlySet<Encoding> = BOTH): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (!value) return null;
  const accepted = new Set<string>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q !== undefined && Number(q) === 0) continue;
    accepted.add(name.trim());
  }
  if (offered.has('br') && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (offered.has('gzip') && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return null;
}

/** The body compressed with `encoding` (brotli at a per-request quality, gzip at its default level). */
export function compressBody(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  return encoding === 'br'
    ? brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_PER_REQUEST_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } })
    : gzipAsync(input);
}

/** The encoding to use for this request and answer body, or null to send it as it is. */
export function encodingFor(req: IncomingMessage, bodyBytes: number): Encoding | null {
  return bodyBytes >= COMPRESS_MIN_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : null;
}

/** Compression of Express's answers (HTML pages and API answers off the fast path), at the same threshold and quality. */
export const expressCompression = () =>
  compression({ threshold: COMPRESS_MIN_BYTES, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_PER_REQUEST_QUALITY } } });

/**
 * Serves a built asset's .br or .gz twin when the browser accepts it. The twins are listed once at
 * start (the dist folder does not change while the server runs); anything else goes on to the
 * static handler, which sends the file itself.
 */
export function precompressedAssets(dir: string): (req: Request, res: Response, next: NextFunction) => void {
  // The build decides which files get twins (scripts/precompress.mjs); here each twin is found once.
  const twins = new Map<string, Set<Encoding>>();
  const visit = (path: string) => {
    for (const entry of readdirSync(path)) {
      const file = join(path, entry);
      const twin = /\.(br|gz)$/.exec(entry);
      if (statSync(file).isDirectory()) visit(file);
      else if (twin) {
        const original = `/${relative(dir, file.slice(0, -twin[0].length)).split(sep).join('/')}`;
        twins.set(original, (twins.get(original) ?? new Set<Encoding>()).add(twin[1] === 'br' ? 'br' : 'gzip'));
      }
    }
  };
  if (existsSync(dir)) visit(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const available = twins.get(req.path);
    if (!available) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = negotiateEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return next();
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    res.sendFile(join(dir, `${req.path}${encoding === 'br' ? '.br' : '.gz'}`), { dotfiles: 'deny', lastModified: true }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
