import type request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { DataSource } from 'typeorm';
import { createApp } from '../../server/src/app.setup';
import { messageCatalogue } from '../../server/src/common/messages';
import { AppConfig, loadConfig } from '../../server/src/config/env';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { workerDatabaseUrl } = require('./databases.js');

export interface TestApp {
  app: NestExpressApplication;
  /** The HTTP server for supertest. */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig & { database: { url: string } };
  dataSource: DataSource;
  close(): Promise<void>;
}

let counter = 0;

/**
 * The real app on this worker's real Postgres database and the machine's Redis (or the one given),
 * with its own queue prefix so apps never see each other's jobs. Extra environment overrides the defaults.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  counter += 1;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATABASE_URL: workerDatabaseUrl(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    // Unique per app: spec files share a worker process (and its counter restarts with each file), and the
    // prefix keys the queue, the rate-limit counters and the event channel in the one Redis.
    QUEUE_PREFIX: `test-${process.env.SHOP_TEST_RUN}-${process.env.JEST_WORKER_ID ?? '1'}-${process.pid}-${counter}-${randomUUID().slice(0, 8)}`,
    AUTH_RATE_LIMIT: '10000',
    PASSWORD_RESET_INTERVAL_SECONDS: '60',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SERVE_UI: 'false',
    OUTBOX_POLL_MS: '100',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-test-')),
    APP_URL: 'http://shop.test',
    FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9',
    ...env,
  }) as AppConfig & { database: { url: string } };
  const app = await createApp(config);
  await app.init();
  const http = app.getHttpServer();
  const violations = watchErrorAnswers(http);
  return {
    app,
    http,
    config,
    dataSource: app.get(DataSource),
    close: async () => {
      await app.close();
      if (violations.length > 0) throw new Error(`Error answers without their message codes:\n${violations.slice(0, 20).join('\n')}`);
    },
  };
}

/**
 * Checks every error answer the app sends in a spec (through Nest, the fast path or the body
 * readers): `messages` with one catalogue code each in `codes` (and one `params` entry each when
 * present). What breaks the rule is listed, and close() fails the spec file with it.
 */
function watchErrorAnswers(server: Server): string[] {
  const violations: string[] = [];
  // Read once, at the first error: every module has declared its messages by then.
  let known: Set<string> | undefined;
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk), write(chunk, ...rest))) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk);
      const type = String(res.getHeader('content-type') ?? '');
      if (res.statusCode >= 400 && type.includes('json')) {
        const where = `${req.method} ${req.url} ${res.statusCode}`;
        try {
          // Answers of 1 KB or more cross the wire compressed (the client accepted it): read them as the client does.
          const encoding = String(res.getHeader('content-encoding') ?? '');
          const bytes = Buffer.concat(chunks);
          const text = (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
          const body = JSON.parse(text) as { messages?: unknown; codes?: unknown; params?: unknown };
          const codes = (known ??= new Set(messageCatalogue().map((entry) => entry.code)));
          if (!Array.isArray(body.messages) || !Array.isArray(body.codes) || body.codes.length !== body.messages.length)
            violations.push(`${where}: ${JSON.stringify(body)}`);
          else if (body.codes.some((code) => !codes.has(code as string))) violations.push(`${where}: unknown code in ${JSON.stringify(body.codes)}`);
          else if (body.params !== undefined && (!Array.isArray(body.params) || body.params.length !== body.messages.length))
            violations.push(`${where}: params ${JSON.stringify(body.params)}`);
        } catch {
          violations.push(`${where}: not JSON`);
        }
      }
      return end(chunk, ...rest);
    }) as ServerResponse['end'];
  });
  return violations;
}

/** Waits until `check` returns a truthy value, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 10000, what = 'the condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A supertest parser keeping an answer's body as bytes, whatever its type: `.buffer(true).parse(bytesOf)`. */
export function bytesOf(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
