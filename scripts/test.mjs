// npm test: the type check, then every tier (unit + API specs with jest, browser specs with Playwright), then one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root, say } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const require = createRequire(import.meta.url);
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function checkServices() {
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    say(`PostgreSQL is not reachable at ${adminUrl} (${error.message}). Start it, or set TEST_DATABASE_URL.`);
    process.exit(1);
  }
  const Redis = require('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  try {
    await redis.connect();
    await redis.ping();
    redis.disconnect();
  } catch (error) {
    say(`Redis is not reachable at ${redisUrl} (${error.message}). Start it, or set REDIS_URL.`);
    process.exit(1);
  }
  if (!existsSync(chromium)) {
    say(`Chromium is not installed at ${chromium}: the browser tests need it (apt-get install chromium fonts-noto-cjk, or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

/** The TypeScript compiler over the server and tests, the back office and the storefront (the builds do not type-check the tests, and Vite does not type-check at all). */
function runTypecheck() {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  let passed = 0;
  let failed = 0;
  for (const project of ['tsconfig.json', join('admin-ui', 'tsconfig.json'), join('storefront-ui', 'tsconfig.json')]) {
    const result = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root, stdio: 'inherit' });
    if (result.status === 0) passed += 1;
    else {
      failed += 1;
      say(`type errors in ${project}`);
    }
  }
  return { passed, failed };
}

/** The server's module boundaries (.dependency-cruiser.cjs): one check in the summary. */
function runBoundaries() {
  const pkg = join(root, 'node_modules', 'dependency-cruiser', 'package.json');
  const cruiser = join(root, 'node_modules', 'dependency-cruiser', JSON.parse(readFileSync(pkg, 'utf8')).bin.depcruise);
  // The server's modules, then the storefront's features.
  const server = spawnSync(process.execPath, [cruiser, '--config', '.dependency-cruiser.cjs', 'server/src'], { cwd: root, stdio: 'inherit' });
  const storefront = spawnSync(process.execPath, [cruiser, '--config', 'storefront-ui/.dependency-cruiser.cjs', 'storefront-ui/src'], { cwd: root, stdio: 'inherit' });
  if (server.status === 0 && storefront.status === 0) return { passed: 1, failed: 0 };
  say('module boundaries broken (see above): npm run lint:deps');
  return { passed: 0, failed: 1 };
}

function runJest() {
  const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const result = spawnSync(process.execPath, [jest, '--ci', '--json', `--outputFile=${join(results, 'jest.json')}`], { cwd: root, stdio: 'inherit', env: process.env });
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(join(results, 'jest.json'), 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  } catch {
    failed = 1;
  }
  if (result.status !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

/** A fresh database and the real built server on a free port, as a shopper would meet it. */
/** A port nobody listens on now, from the system (a fixed range once met MariaDB's 3306). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A local stand-in for Facebook's Graph API (/me) for the browser specs: a token `e2e-fb|<id>|<email>`
 * is a Facebook user with that id and email; any other token gets Facebook's OAuthException answer.
 */
async function startGraphStandIn() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.local');
    const [prefix, id, email] = (url.searchParams.get('access_token') ?? '').split('|');
    const known = url.pathname === '/me' && prefix === 'e2e-fb' && /^\d{1,64}$/.test(id ?? '') && email;
    res.writeHead(known ? 200 : 400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        known
          ? { id, email, first_name: 'Fiona', last_name: 'Lam', name: 'Fiona Lam' }
          : { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
      ),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/** The webhook secret the browser specs give the shop's Stripe settings, which the Stripe stand-in signs its events with. */
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stand_in_signing_secret';

/**
 * The Stripe API stand-in of the API specs (test/helpers/stripe-stand-in.ts), for the browser specs:
 * the server makes its PaymentIntents there (STRIPE_API_URL), and the specs send Stripe.js's confirm
 * calls there, which post the signed events to the shop's webhook. This script runs before any
 * TypeScript loader, so the file is compiled here on the fly.
 */
async function startStripeStandIn(webhookUrl) {
  const ts = require('typescript');
  const source = readFileSync(join(root, 'test', 'helpers', 'stripe-stand-in.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } });
  // Beside node_modules (for its `stripe` import), one file per run: other runs may be going on now.
  const file = join(results, `stripe-stand-in-${process.pid}.cjs`);
  writeFileSync(file, outputText);
  const { StripeStandIn } = require(file);
  rmSync(file);
  return new StripeStandIn({ url: webhookUrl, secret: STRIPE_WEBHOOK_SECRET }).start();
}

async function startServerForBrowser() {
  const graph = await startGraphStandIn();
  const { Client } = require('pg');
  const name = `shop_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  // Databases left by runs that crashed more than three hours ago (other runs may be going on now).
  const old = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'shop_e2e_%'`);
  for (const { datname } of old.rows) {
    const started = parseInt(datname.slice('shop_e2e_'.length), 36);
    if (Number.isFinite(started) && Date.now() - started > 3 * 3600_000) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const port = await freePort();
  const stripe = await startStripeStandIn(`http://127.0.0.1:${port}/api/stripe/webhook`);
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: `e2e-${name}`,
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: join(results, 'e2e-data'),
    LOG_LEVEL: 'warn',
    // Browser specs log in many times from one address; the limit itself is covered by the API specs.
    AUTH_RATE_LIMIT: '10000',
    // The specs play clients behind a proxy on this machine (each session its own X-Forwarded-For).
    TRUST_PROXY: 'loopback',
    FACEBOOK_GRAPH_URL: graph.url,
    STRIPE_API_URL: stripe.url,
  };
  delete env.FACEBOOK_APP_SECRET;
  delete env.SMTP_URL;
  const server = spawn(process.execPath, [join(root, 'dist', 'server', 'src', 'main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('The server for the browser tests did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stripeApiUrl: stripe.url,
    stop: async () => {
      await graph.stop();
      await stripe.stop();
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

async function runPlaywright() {
  const server = await startServerForBrowser();
  try {
    const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
    // Not spawnSync: this process keeps answering as the Graph and Stripe stand-ins while the specs run.
    const child = spawn(process.execPath, [cli, 'test', '--config', join(root, 'playwright.config.ts'), ...browserFilters], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: server.baseUrl,
        E2E_STRIPE_API_URL: server.stripeApiUrl,
        E2E_STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json'),
      },
    });
    const result = { status: await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1))) };
    let passed = 0;
    let failed = 0;
    try {
      const stats = JSON.parse(readFileSync(join(results, 'playwright.json'), 'utf8')).stats;
      passed = stats.expected + stats.flaky;
      failed = stats.unexpected;
    } catch {
      failed = 1;
    }
    if (result.status !== 0 && failed === 0) failed = 1;
    return { passed, failed };
  } finally {
    await server.stop();
  }
}

// `npm test -- --api` or `npm test -- --browser [spec files]` runs one tier (for development).
const args = process.argv.slice(2);
const onlyApi = args.includes('--api');
const onlyBrowser = args.includes('--browser');
const browserFilters = args.filter((a) => !a.startsWith('--'));

await checkServices();
const started = Date.now();
const none = { passed: 0, failed: 0 };
const types = onlyBrowser ? none : runTypecheck();
if (!onlyBrowser) say(`typecheck (server + tests, back office, storefront): ${types.passed} passed, ${types.failed} failed`);
const boundaries = onlyBrowser ? none : runBoundaries();
const api = onlyBrowser ? none : runJest();
if (!onlyBrowser) say(`jest (unit + API): ${api.passed} passed, ${api.failed} failed`);
const browser = onlyApi ? none : await runPlaywright();
if (!onlyApi) say(`playwright (browser): ${browser.passed} passed, ${browser.failed} failed`);
say(`screenshots and reports: ${results}`);
say(`took ${Math.round((Date.now() - started) / 1000)} s`);
const passed = types.passed + boundaries.passed + api.passed + browser.passed;
const failed = types.failed + boundaries.failed + api.failed + browser.failed;
process.stdout.write(`\nSummary: ${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
