import { randomBytes } from 'node:crypto';
// What the benchmark scripts share: a fresh database of their own, the built server started on it and
// stopped again, and the clean-up when they end (or are interrupted).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, say } from './lib.mjs';

const require = createRequire(import.meta.url);
export const dist = join(root, 'dist', 'server', 'src');

/**
 * A new database shop_bench_<time> (dropping those of runs that crashed more than three hours ago), a
 * data folder, and `cleanup`: stops the `children` started since and drops both (BENCH_KEEP_DATABASE=true
 * keeps the database for a look at query plans). Ctrl-C cleans up too.
 */
export async function benchDatabase() {
  const { Client } = require('pg');
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `shop_bench_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  for (const { datname } of (await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'shop_bench_%'`)).rows) {
    const started = parseInt(datname.slice('shop_bench_'.length), 36);
    if (Number.isFinite(started) && Date.now() - started > 3 * 3600_000) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const bench = { name, databaseUrl: url.toString(), dataDir: mkdtempSync(join(tmpdir(), 'shop-bench-')), children: [] };
  let cleaned = false;
  bench.cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await Promise.all(bench.children.map(stopChild));
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    if (process.env.BENCH_KEEP_DATABASE === 'true') say(`kept ${name} (BENCH_KEEP_DATABASE)`);
    else {
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      say(`dropped ${name}`);
    }
    await c.end();
    rmSync(bench.dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => bench.cleanup().finally(() => process.exit(130)));
  return bench;
}

/** Runs `work` with a connection to `databaseUrl`, closed whatever happens: its answer. */
export async function withClient(databaseUrl, work) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Spawns the built server (kept in `children`, for the clean-up) and waits until it answers. */
/**
 * The bench database migrated, with the shop's base data and an admin bench@shop.local (every
 * permission) whose password is answered; `ds` is a TypeORM data source on it, for the caller's seed
 * (the caller destroys it).
 */
export async function migratedWithAdmin(databaseUrl) {
  const { DataSource } = require('typeorm');
  const { runMigrations } = require(join(dist, 'database', 'migrate.js'));
  const { seedBase } = require(join(dist, 'database', 'seed', 'seed.js'));
  const { dataSourceOptions } = require(join(dist, 'database', 'data-source-options.js'));
  const { hashPassword } = require(join(dist, 'common', 'passwords.js'));
  await runMigrations(databaseUrl);
  const ds = new DataSource(dataSourceOptions(databaseUrl));
  await ds.initialize();
  const password = randomBytes(12).toString('hex');
  await ds.transaction(async (manager) => {
    await seedBase(manager);
    await manager.query(`INSERT INTO admin (name, email, password_hash, role_id) VALUES ('Bench', 'bench@shop.local', $1, 1)`, [await hashPassword(password)]);
  });
  return { ds, password };
}

/**
 * The environment the bench's shop runs with: production, one web process on `port`, the bench's own
 * database, data folder and queue prefix, no UIs, quiet logs and a fresh JWT secret; `extra` adds or
 * overrides (the admin account, SMTP, RUN_WORKER...).
 */
export function shopEnv(port, bench, extra = {}) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: bench.databaseUrl,
    DATA_DIR: bench.dataDir,
    QUEUE_PREFIX: bench.name,
    SERVE_UI: 'false',
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...extra,
  };
}

/** An admin token from the shop at `origin` (http://host:port). */
export async function adminLogin(origin, email, password) {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

export async function startShop(env, port, children) {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to the server's node, for a look at where its time goes.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(dist, 'main.js')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
