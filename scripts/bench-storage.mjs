// npm run bench (its last part) or npm run bench:storage: the demo shop with its files in the local folders
// (STORAGE=local) and in an S3 bucket (STORAGE=s3, on s3rver over loopback: the protocol and the SDK's cost, not a
// network's), side by side: a product page, an upload read through the shop, an image copy made on its first
// request (read the picture, encode AVIF, store the copy) and a copy served once made.
//   BENCH_SECONDS=10 npm run bench:storage   (measured seconds per load, default 20, here at most 10)
// The s3 run uses the local run's database: its files are moved with storage:migrate first (its counts printed).
// It measures; it does not fail.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase, dist, startShop, stopChild, withClient } from './bench-lib.mjs';
import { ensureBuilt, ensureInstalled, freePort, root, say } from './lib.mjs';

const require = createRequire(import.meta.url);
const SECONDS = Math.min(10, Math.max(1, Number(process.env.BENCH_SECONDS) || 20));
const CONNECTIONS = 20;
/** Pictures whose first copy is timed, one after the other. */
const COLD_COPIES = 12;

// In a process of its own (node scripts/bench-storage.mjs --s3rver <dir>), so the load tool and the bucket do not share a core.
if (process.argv[2] === '--s3rver') {
  const S3rver = require('s3rver');
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: process.argv[3], configureBuckets: [{ name: 'shop-bench' }] });
  const { port } = await server.run();
  process.send({ port });
  process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
  await new Promise(() => undefined);
}

ensureInstalled();
ensureBuilt();
const autocannon = require('autocannon');
const { createFileStorage, migrateLocalFolder } = require(join(dist, 'modules', 'storage', 'index.js'));
const { loadConfig } = require(join(dist, 'config', 'env.js'));

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

/** Each first request for a copy (640 px AVIF) of `paths`, one at a time: the median and the slowest, in ms. */
async function coldCopies(base, paths) {
  const times = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(`${base}/img/640/avif/${path.slice('/uploads/'.length)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: Math.round(times[Math.floor(times.length / 2)]), max: Math.round(times[times.length - 1]) };
}

async function measure(label, env, bench, pictures) {
  const port = await freePort();
  const shop = await startShop({ ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}` }, port, bench.children);
  try {
    const base = `http://127.0.0.1:${port}`;
    const { url, images } = await pictures();
    say(`${label}: product page /product/${url}`);
    const page = await load(`${base}/product/${url}`);
    const upload = await load(`${base}${images[0]}`);
    const cold = await coldCopies(base, images.slice(1, COLD_COPIES + 1));
    const warm = await load(`${base}/img/640/avif/${images[1].slice('/uploads/'.length)}`);
    return { page, upload, cold, warm };
  } finally {
    await stopChild(shop);
  }
}

const bench = await benchDatabase();
const s3Dir = mkdtempSync(join(tmpdir(), 'shop-bench-s3-'));
const s3 = fork(join(root, 'scripts', 'bench-storage.mjs'), ['--s3rver', s3Dir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
bench.children.push(s3);
try {
  const { port: s3Port } = await new Promise((resolve, reject) => {
    s3.once('message', resolve);
    s3.once('exit', () => reject(new Error('s3rver did not start')));
  });
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: bench.databaseUrl,
    DATA_DIR: bench.dataDir,
    QUEUE_PREFIX: bench.name,
    WEB_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench@shop.local',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const s3Env = {
    STORAGE: 's3',
    S3_BUCKET: 'shop-bench',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // The demo product with the most pictures (the seed stores them), and every demo picture (the copies timed cold).
  const pictures = () =>
    withClient(bench.databaseUrl, async (c) => {
      const [{ url }] = (
        await c.query(
          `SELECT p.url FROM product p JOIN product_image i ON i.product_id = p.id WHERE p.visibled GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT 1`,
        )
      ).rows;
      const images = (await c.query(`SELECT DISTINCT path FROM product_image ORDER BY path`)).rows.map((r) => r.path);
      return { url, images };
    });

  const local = await measure('STORAGE=local', { ...common, STORAGE: 'local' }, bench, pictures);
  // The copies the local run made are left out of the move, so the s3 run makes its own on first request.
  rmSync(join(bench.dataDir, 'uploads', '.variants'), { recursive: true, force: true });
  // The SDK reads the credentials from the environment, as the shop's own does.
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
  const target = createFileStorage(loadConfig({ ...process.env, ...common, ...s3Env }).files);
  const moved = await migrateLocalFolder({ uploadDir: join(bench.dataDir, 'uploads'), dataDir: bench.dataDir }, target);
  target.close();
  say(`storage:migrate into the bucket: ${moved.copied} copied, ${moved.skipped} skipped, ${moved.failed} failed`);
  const bucket = await measure('STORAGE=s3', { ...common, ...s3Env }, bench, pictures);

  const rows = [
    [
      'product page (GET /product/..)',
      (r) => `${r.page.rps} req/s, p50 ${r.page.p50} ms, p99 ${r.page.p99} ms${r.page.errors ? `, ${r.page.errors} errors` : ''}`,
    ],
    [
      'an upload (GET /uploads/..)',
      (r) => `${r.upload.rps} req/s, p50 ${r.upload.p50} ms, p99 ${r.upload.p99} ms${r.upload.errors ? `, ${r.upload.errors} errors` : ''}`,
    ],
    [`image copy, first request (${COLD_COPIES} pictures)`, (r) => `median ${r.cold.median} ms, slowest ${r.cold.max} ms`],
    [
      'image copy, made (GET /img/640/avif/..)',
      (r) => `${r.warm.rps} req/s, p50 ${r.warm.p50} ms, p99 ${r.warm.p99} ms${r.warm.errors ? `, ${r.warm.errors} errors` : ''}`,
    ],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const cells = rows.map(([name, cell]) => [name, cell(local), cell(bucket)]);
  const col = Math.max(...cells.map(([, l]) => l.length), 'STORAGE=local'.length);
  say(`Storage: ${CONNECTIONS} connections, ${SECONDS} s per load; s3 is s3rver on loopback`);
  say(`${''.padEnd(width)}  ${'STORAGE=local'.padEnd(col)}  STORAGE=s3`);
  for (const [name, l, s] of cells) say(`${name.padEnd(width)}  ${l.padEnd(col)}  ${s}`);
} finally {
  await bench.cleanup();
  rmSync(s3Dir, { recursive: true, force: true });
}
process.exit(0);
