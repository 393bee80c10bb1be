import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { apiDocument } from './api-document';
import { storefrontPages } from './storefront/pages';
import { ImageCopies } from './modules/upload';
import { FILE_STORAGE, type FileStorage, bucketUploads } from './modules/storage';
import { agentFiles } from './storefront/agent-files';
import { seoFiles } from './storefront/seo';
import { BACK_OFFICE_POLICY, DOCS_POLICY, pagePolicy, securityHeaders as createSecurityHeaders } from './common/security-headers';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import pinoHttp from 'pino-http';
import { AppModule } from './app.module';
import { AppConfig } from './config/env';
import { PinoNestLogger, rootLogger } from './common/logger';
import { projectRoot } from './common/project-root';
import { countQueries } from './database/query-counter';
import { FastPathServer, headersSetBy } from './common/fast-path';
import { ShopperPrincipals } from './modules/customer';
import { httpMessages } from './common/common.messages';
import { messageBody, type Message } from './common/messages';
import { nestedTooDeeply } from './common/json-depth';
import { expressCompression, precompressedAssets } from './common/compression';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** POST + `X-HTTP-Method-Override: PUT` (or `?_method=PUT`) is handled as PUT. */
function methodOverride(req: Request, _res: Response, next: NextFunction): void {
  if (req.method === 'POST') {
    const header = req.headers['x-http-method-override'];
    const wanted = String((Array.isArray(header) ? header[0] : header) ?? (typeof req.query?._method === 'string' ? req.query._method : '')).toUpperCase();
    if (OVERRIDABLE.has(wanted)) req.method = wanted;
  }
  next();
}

const PARSER_FAILURES: Record<string, [number, Message]> = {
  'entity.parse.failed': [400, httpMessages.body_not_json],
  'entity.too.large': [413, httpMessages.body_too_large],
  'encoding.unsupported': [415, httpMessages.body_encoding],
  'charset.unsupported': [415, httpMessages.body_charset],
};

/**
 * A body parser whose failures answer like every other error: JSON with `messages`. A body nested
 * deeper than MAX_JSON_DEPTH is refused here (the fast path's reader does the same), before the
 * recursive transform and validation could overflow on it.
 */
function parseBody(parser: express.RequestHandler): express.RequestHandler {
  return (req, res, next) =>
    parser(req, res, (error?: unknown) => {
      if (!error) return nestedTooDeeply(req.body) ? void res.status(400).json(messageBody([httpMessages.body_too_deep])) : next();
      const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : '';
      const [status, message] = PARSER_FAILURES[type] ?? [400, httpMessages.body_unreadable];
      res.status(status).json(messageBody([message]));
    });
}

/**
 * Serves a built single-page app under a base path, with index.html for its client routes (also for
 * /index.html itself, which is never sent raw). `render` sets the page's headers (its
 * Content-Security-Policy) and returns the HTML to send; it must not fail.
 */
function serveSpa(
  app: NestExpressApplication,
  base: string,
  dir: string,
  skip: (path: string) => boolean,
  render: (index: string, req: Request, res: Response) => string | Promise<string>,
): void {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return;
  const index = readFileSync(indexFile, 'utf8');
  const files = express.static(dir, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, file) => file.includes('/assets/') && res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  const compressed = precompressedAssets(dir);
  // Only a name with an extension can be a built file: page addresses skip the file lookup.
  app.use(base, (req: Request, res: Response, next: NextFunction) =>
    req.path === '/index.html' || !/\.[A-Za-z0-9]+$/.test(req.path) ? next() : compressed(req, res, () => files(req, res, next)),
  );
  app.use(base, async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || skip(req.originalUrl)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    res.send(await render(index, req, res));
  });
}

/** "100kb" or "1mb" (BODY_LIMIT, validated at start) in bytes, as Express's body parser reads it. */
function bytesOf(limit: string): number {
  const [, amount, unit] = /^(\d+)(kb|mb)$/i.exec(limit)!;
  return Number(amount) * (unit.toLowerCase() === 'mb' ? 1024 * 1024 : 1024);
}

/** Everything main.ts and the tests share: middleware, prefix, docs and the two UIs. */
/**
 * Requests Node refuses before any handler sees them (an address or headers over its 16 KB limit, a
 * malformed request line) get an answer with `messages` like every other refusal, instead of Node's
 * bare status line.
 */
function answerMalformedRequests(server: import('node:http').Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: import('node:stream').Duplex) => {
    if (!socket.writable || (error.code !== 'HPE_HEADER_OVERFLOW' && !error.code?.startsWith('HPE_'))) {
      socket.destroy();
      return;
    }
    const [status, reason, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', httpMessages.headers_too_large]
        : [400, 'Bad Request', httpMessages.bad_request];
    const body = JSON.stringify(messageBody([message]));
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/**
 * Idle keep-alive connections stay open 65 s, not Node's 5 s: a client that reuses a socket just as the
 * server closes it gets a reset (ECONNRESET, "socket hang up") instead of an answer, and clients and
 * proxies keep idle sockets longer than 5 s (load balancers commonly 60 s). Headers must then be given
 * longer than that too, or Node ends a slow keep-alive request's wait first.
 */
function keepIdleConnections(server: import('node:http').Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

export async function createApp(config: AppConfig & { database: { url: string } }): Promise<NestExpressApplication> {
  const logger = rootLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  // X-Forwarded-For / -Proto are believed only from the proxies TRUST_PROXY names (default: none).
  app.set('trust proxy', config.http.trustProxy);
  app.disable('x-powered-by');
  // Every request gets an id (X-Request-Id, also in error answers and logs). Each /api request is
  // logged when the level is info or finer; at warn and above only errors are, and the request
  // logger's per-request work is skipped.
  const requestId = (req: IncomingMessage, res: ServerResponse): string => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    return id;
  };
  if (logger.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger,
        genReqId: requestId,
        autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api') },
        serializers: { req: (req) => ({ id: req.id, method: req.method, url: req.url }) },
      }),
    );
  } else {
    app.use((req: Request & { id?: string }, res: Response, next: NextFunction) => {
      req.id = requestId(req, res);
      next();
    });
  }
  // No ETag on API answers: hashing every JSON body costs more than the rare 304 saves.
  app.set('etag', false);
  // The API policy and HSTS (only over HTTPS unless HSTS=true); HTML pages set their own policy.
  const securityHeaders = createSecurityHeaders({ hsts: config.http.hsts });
  app.use(securityHeaders);
  if (config.http.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.http.corsOrigins.includes('*') ? true : config.http.corsOrigins,
      exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Total-Exact', 'X-Request-Id'],
    });
  }
  // API answers and HTML pages of 1 KB or more go compressed (brotli or gzip, as the client accepts);
  // built assets are sent from their precompressed twins (serveSpa), the fast path compresses its own.
  app.use(expressCompression());
  if (config.database.sqlCount) app.use(countQueries);
  app.use(methodOverride);
  // Stripe signs the exact bytes it sends: the webhook reads its body raw (a Buffer), before the JSON parser.
  app.use('/api/stripe/webhook', express.raw({ type: () => true, limit: '1mb' }));
  // Not strict: a JSON string or number is valid JSON, and the validation pipe says it must be an object.
  app.use(parseBody(express.json({ limit: config.http.bodyLimit, strict: false })));
  app.use(parseBody(express.urlencoded({ extended: false, limit: config.http.bodyLimit })));
  app.setGlobalPrefix('api');

  // API_DOCS (off in production by default): without it /api/docs and /api/docs-json are unknown routes (404).
  // The document is made at the first request for it, not at start (half a second of every start).
  if (config.http.apiDocs) {
    app.use('/api/docs', (_req: Request, res: Response, next: NextFunction) => {
      pagePolicy(res, DOCS_POLICY, 'DENY');
      next();
    });
    SwaggerModule.setup('api/docs', app, () => apiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  }

  // Uploaded pictures: from UPLOAD_DIR (local), or from the bucket, or a redirect to the CDN (s3).
  const storage = app.get<FileStorage>(FILE_STORAGE);
  if (storage.driver === 'local') app.use('/uploads', express.static(config.files.uploadDir, { index: false, maxAge: '30d', fallthrough: false }));
  else app.use('/uploads', bucketUploads(storage));
  // AVIF and WebP copies of uploaded pictures at the storefront's srcset widths, made on first request.
  app.use('/img', app.get(ImageCopies).handler());
  if (config.http.serveUi) {
    const root = projectRoot();
    serveSpa(
      app,
      '/admin',
      join(root, 'admin-ui', 'dist'),
      () => false,
      (index, _req, res) => {
        pagePolicy(res, BACK_OFFICE_POLICY, 'DENY');
        return index;
      },
    );
    app.use(seoFiles(app, config.http.appUrl));
    app.use(agentFiles(app, { appUrl: config.http.appUrl, cacheMs: config.cache.catalogMs, apiDocs: config.http.apiDocs }));
    serveSpa(
      app,
      '/',
      join(root, 'storefront-ui', 'dist'),
      (path) => path === '/api' || path.startsWith('/api/') || path.startsWith('/admin') || path.startsWith('/uploads/'),
      storefrontPages(app, {
        rendererDir: join(root, 'storefront-ui', 'dist-server'),
        appUrl: config.http.appUrl,
        cacheMs: config.cache.catalogMs,
        // A page's data read in this process where the fast path serves the call (the renderer's catalogue reads).
        call: (method, url, body) => fastPath.call(method, url, body),
      }),
    );
  }
  // The hottest storefront reads skip Express and Nest's pipeline (see common/fast-path.ts).
  const shoppers = app.get(ShopperPrincipals);
  const fastPath = new FastPathServer(app, {
    prefix: 'api',
    bodyLimitBytes: bytesOf(config.http.bodyLimit),
    corsEnabled: config.http.corsOrigins.length > 0,
    headers: headersSetBy(securityHeaders as Parameters<typeof headersSetBy>[0]),
    requestId,
    logger,
    countStatements: config.database.sqlCount,
    // A member's catalogue read is served here too (@FastPath({ members: true })): the shopper checked once and kept per session.
    shopper: (authorization) => shoppers.of(authorization),
  });
  fastPath.install(app.getHttpServer());
  answerMalformedRequests(app.getHttpServer());
  keepIdleConnections(app.getHttpServer());
  // No enableShutdownHooks(): main.ts closes the app on SIGINT/SIGTERM itself; Nest's own signal
  // handler would close it a second time ("Called end on pool more than once").
  return app;
}
