import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../../server/src/app.setup';
import { AppConfig, loadConfig } from '../../server/src/config/env';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { workerDatabaseUrl } = require('./databases.js');

export interface TestApp {
  app: NestExpressApplication;
  /** The HTTP server for supertest. */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig & { databaseUrl: string };
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
    LOG_LEVEL: 'silent',
    SERVE_UI: 'false',
    OUTBOX_POLL_MS: '100',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-test-')),
    APP_URL: 'http://shop.test',
    FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9',
    ...env,
  }) as AppConfig & { databaseUrl: string };
  const app = await createApp(config);
  await app.init();
  return {
    app,
    http: app.getHttpServer(),
    config,
    dataSource: app.get(DataSource),
    close: () => app.close(),
  };
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
