// npm test: the type check, then every tier (unit + API specs with jest, browser specs with Playwright), then one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Runs a tool and keeps its output (stdout and stderr in order), printed in one piece when it ends, so that
 * checks running at once do not interleave their lines. Resolves its exit status.
 */
function runQuietly(args) {
  return new Promise((resolve) => {
    // Piped, the tools would print without colour: keep it on a terminal (any FORCE_COLOR, even 0, turns colour on for some).
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(process.execPath, args, { cwd: root, env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('close', (code) => {
      if (output.length) process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

/** Runs the commands one after another (one lane); the statuses in order. */
async function lane(commands) {
  const statuses = [];
  for (const args of commands) statuses.push(await runQuietly(args));
  return statuses;
}

/** A tool from node_modules by its package's bin entry. */
function binOf(pkg, name) {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name ?? pkg];
  return join(root, 'node_modules', pkg, bin);
}

/** The tsc projects: the server and tests, the UI kernel, the back office, the storefront, the browser specs (the builds do not type-check the tests, and Vite does not type-check at all). */
const TYPE_PROJECTS = [
  'tsconfig.json',
  join('packages', 'shop-kernel', 'tsconfig.json'),
  join('admin-ui', 'tsconfig.json'),
  join('storefront-ui', 'tsconfig.json'),
  join('test', 'e2e', 'tsconfig.json'),
];

/** The module boundaries (the .dependency-cruiser.cjs files): the server's modules, the storefront's features, the UI kernel. */
const BOUNDARIES = [
  ['.dependency-cruiser.cjs', 'server/src'],
  ['storefront-ui/.dependency-cruiser.cjs', 'storefront-ui/src'],
  ['packages/shop-kernel/.dependency-cruiser.cjs', 'packages/shop-kernel/src'],
];

/**
 * The static checks, in two lanes at once (each tool runs on one core): ESLint (eslint.config.mjs, type-aware)
 * in one; the type check of every project, Prettier's check and the module boundaries in the other. Each
 * tool's output is printed when it ends. In the summary: one check per tsc project, one each for ESLint and
 * Prettier, one for the boundaries.
 */
async function runStaticChecks() {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const [[lint], rest] = await Promise.all([
    lane([[binOf('eslint'), '.', '--max-warnings', '0']]),
    lane([
      ...TYPE_PROJECTS.map((project) => [tsc, '-p', project, '--noEmit']),
      [binOf('prettier'), '--check', '--log-level', 'warn', '.'],
      ...BOUNDARIES.map(([config, folder]) => [binOf('dependency-cruiser', 'depcruise'), '--config', config, folder]),
    ]),
  ]);
  const typeStatuses = rest.slice(0, TYPE_PROJECTS.length);
  const format = rest[TYPE_PROJECTS.length];
  const boundaries = rest.slice(TYPE_PROJECTS.length + 1);
  TYPE_PROJECTS.forEach((project, i) => typeStatuses[i] !== 0 && say(`type errors in ${project}`));
  if (lint !== 0) say('lint errors (see above): npm run lint');
  if (format !== 0) say('files not formatted (see above): npm run format');
  if (boundaries.some((status) => status !== 0)) say('module boundaries broken (see above): npm run lint:deps');
  const count = (statuses) => ({ passed: statuses.filter((s) => s === 0).length, failed: statuses.filter((s) => s !== 0).length });
  return {
    types: count(typeStatuses),
    style: count([lint, format]),
    boundaries: count([boundaries.every((status) => status === 0) ? 0 : 1]),
  };
}

function runJest() {
  const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const result = spawnSync(process.execPath, [jest, '--ci', '--json', `--outputFile=${join(results, 'jest.json')}`], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
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

/** The server's JWT_SECRET in the browser tier: the specs sign what a mail would carry with it (unsubscribe links). */
const JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';

/** The webhook secret the browser specs give the shop's Stripe settings, which the Stripe stand-in signs its events with. */
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stand_in_signing_secret';

/**
 * The Stripe API stand-in of the API specs (test/helpers/stripe-stand-in.ts), for the browser specs:
 * the server makes its PaymentIntents there (STRIPE_API_URL), and the specs send Stripe.js's confirm
 * calls there, which post the signed events to the shop's webhook. This script runs before any
 * TypeScript loader, so the file is compiled here on the fly, once for all the shards' stand-ins.
 */
let StripeStandIn;
async function startStripeStandIn(webhookUrl) {
  if (!StripeStandIn) {
    const ts = require('typescript');
    const source = readFileSync(join(root, 'test', 'helpers', 'stripe-stand-in.ts'), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    });
    // Beside node_modules (for its `stripe` import), one file per run: other runs may be going on now.
    const file = join(results, `stripe-stand-in-${process.pid}.cjs`);
    writeFileSync(file, outputText);
    ({ StripeStandIn } = require(file));
    rmSync(file);
  }
  return new StripeStandIn({ url: webhookUrl, secret: STRIPE_WEBHOOK_SECRET }).start();
}

/** Copies a child's output to ours line by line, each line led by `label`, so that shards running at once stay readable. */
function relayLines(stream, out, label) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`${label}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${label}${rest}\n`);
  });
}

/** The child's output as ours: straight through for a lone shard (the terminal's colours stay), else each line labelled. */
function childOutput(child, label) {
  if (!label) return;
  relayLines(child.stdout, process.stdout, label);
  relayLines(child.stderr, process.stderr, label);
}

/**
 * A fresh database and the real built server on a free port, as a shopper would meet it. Each shard of the
 * browser tier has its own (`label` names it in the output): database, port, Stripe and Graph stand-ins,
 * QUEUE_PREFIX and DATA_DIR, so no shard meets another's data or shop settings. If the server does not come
 * up, what was started is stopped and the database dropped before the error is thrown.
 */
async function startServerForBrowser({ shard = 1, label = '' } = {}) {
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
  let graph;
  let stripe;
  let server;
  const stop = async () => {
    // Each step even when one before it failed: the database must go whatever happened to the rest.
    const steps = [() => graph?.stop(), () => stripe?.stop(), () => stopProcess(server), () => dropDatabase(name)];
    const failures = [];
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length) throw failures[0];
  };
  try {
    graph = await startGraphStandIn();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const port = await freePort();
    stripe = await startStripeStandIn(`http://127.0.0.1:${port}/api/stripe/webhook`);
    // A fresh database gets an empty data folder: the seed writes its demo pictures there again.
    const dataDir = join(results, `e2e-data-${shard}`);
    rmSync(dataDir, { recursive: true, force: true });
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: `e2e-${name}`,
      JWT_SECRET,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Browser specs log in many times from one address; the limit itself is covered by the API specs.
      AUTH_RATE_LIMIT: '10000',
      // The specs play clients behind a proxy on this machine (each session its own X-Forwarded-For).
      TRUST_PROXY: 'loopback',
      // One web process per shard: the shards are the tier's parallelism (test/api/cluster.spec.ts covers WEB_CONCURRENCY).
      WEB_CONCURRENCY: '1',
      FACEBOOK_GRAPH_URL: graph.url,
      STRIPE_API_URL: stripe.url,
    };
    delete env.FACEBOOK_APP_SECRET;
    delete env.SMTP_URL;
    server = spawn(process.execPath, [join(root, 'dist', 'server', 'src', 'main.js')], {
      cwd: root,
      env,
      stdio: ['ignore', label ? 'pipe' : 'inherit', label ? 'pipe' : 'inherit'],
    });
    childOutput(server, label);
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
    return { baseUrl, stripeApiUrl: stripe.url, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/** Ends a process we started (SIGTERM) and waits until it has exited. */
async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function dropDatabase(name) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

const e2eDir = join(root, 'test', 'e2e');

/**
 * Seconds each browser spec file took in a measured run, which the shards are balanced by. A full run
 * writes what it measured to test-results/spec-durations.json: copy that over this file when specs come, go
 * or change much.
 */
const durationsFile = join(e2eDir, 'spec-durations.json');

/**
 * The browser spec files in `count` shards of about equal wall time. Playwright's own --shard keeps the
 * files in name order and cuts by test count, but a test of admin-customers takes as long as a dozen of
 * foundation's, so the files go longest first, each to the shard with the least time so far; a file not
 * measured yet counts as the median one. Playwright reads its arguments as patterns on the path, so each
 * file is passed as one that matches it alone (points.spec.ts would also match admin-points.spec.ts).
 */
function balancedShards(count) {
  const measured = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
  const known = Object.values(measured).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const files = readdirSync(e2eDir)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => ({ file, seconds: measured[file] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shards = Array.from({ length: Math.min(count, files.length) }, () => ({ files: [], seconds: 0 }));
  for (const { file, seconds } of files) {
    const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  const exactly = (file) => `/[\\\\/]${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$/`;
  return shards.map(({ files: mine, seconds }) => ({ args: mine.map(exactly), about: `${mine.length} spec files, about ${Math.round(seconds)} s` }));
}

/**
 * How the browser tier is cut: E2E_SHARDS Playwright processes at once (2 by default, for the two cores),
 * each against a server of its own. A full run is balanced by measured durations; a run filtered to some
 * specs is one shard, unless E2E_SHARDS asks for more, which Playwright's --shard then cuts.
 */
function browserShards(filters) {
  const wanted = process.env.E2E_SHARDS;
  const count = Math.max(1, parseInt(wanted ?? '2', 10) || 1);
  if (!filters.length) return balancedShards(count);
  if (wanted === undefined || count === 1) return [{ args: filters, about: 'the specs asked for' }];
  return Array.from({ length: count }, (_, i) => ({ args: [...filters, `--shard=${i + 1}/${count}`], about: `Playwright's shard ${i + 1}/${count}` }));
}

/** Passed and failed tests in a Playwright JSON report; a report that is missing or unreadable, or a failed exit that it does not explain, is one failure. */
function countReport(file, status) {
  let passed = 0;
  let failed = 0;
  try {
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected;
  } catch {
    failed = 1;
  }
  if (status !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

/** Seconds per spec file in a Playwright JSON report (what its tests took, hooks included). */
function specDurations(file) {
  const seconds = {};
  const add = (suite, spec) => {
    for (const s of suite.specs ?? []) for (const t of s.tests) for (const r of t.results) seconds[spec] = (seconds[spec] ?? 0) + r.duration / 1000;
    for (const inner of suite.suites ?? []) add(inner, spec);
  };
  try {
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) add(suite, suite.file);
  } catch {
    // no report: nothing measured
  }
  return seconds;
}

/** Every test of a Playwright JSON report with its file and seconds (hooks included). */
function testDurations(file) {
  const tests = [];
  const walk = (suite, spec) => {
    for (const s of suite.specs ?? []) for (const t of s.tests) for (const r of t.results) tests.push({ spec, title: s.title, seconds: r.duration / 1000 });
    for (const inner of suite.suites ?? []) walk(inner, spec);
  };
  try {
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) walk(suite, suite.file);
  } catch {
    // no report: nothing measured
  }
  return tests;
}

/** Where the browser tier's minutes went: the ten slowest spec files and the ten slowest tests. */
function printSlowest(reports) {
  const tests = reports.flatMap(testDurations);
  if (!tests.length) return;
  const files = new Map();
  for (const t of tests) files.set(t.spec, (files.get(t.spec) ?? 0) + t.seconds);
  const total = tests.reduce((sum, t) => sum + t.seconds, 0);
  say(`browser tests: ${tests.length} took ${Math.round(total)} s of test time; the slowest ten spec files:`);
  for (const [spec, seconds] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 10)) say(`  ${String(Math.round(seconds)).padStart(4)} s  ${spec}`);
  say('the slowest ten tests:');
  for (const t of tests.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) say(`  ${t.seconds.toFixed(1).padStart(5)} s  ${t.spec}: ${t.title.slice(0, 110)}`);
}

/** One shard: its own server, one Playwright process over its specs (own JSON report and artifacts folder), then the server stopped and its database dropped. */
async function runShard(shard, number, count) {
  const name = count > 1 ? `shard ${number}/${count}` : 'browser';
  const label = count > 1 ? `[${number}/${count}] ` : '';
  const report = join(results, `playwright-${number}.json`);
  const started = Date.now();
  let server;
  try {
    say(`${name}: ${shard.about}`);
    server = await startServerForBrowser({ shard: number, label });
    const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
    // Not spawnSync: this process keeps answering as the Graph and Stripe stand-ins while the specs run.
    const child = spawn(process.execPath, [cli, 'test', '--config', join(root, 'playwright.config.ts'), ...shard.args], {
      cwd: root,
      stdio: ['ignore', label ? 'pipe' : 'inherit', label ? 'pipe' : 'inherit'],
      env: {
        ...process.env,
        E2E_BASE_URL: server.baseUrl,
        E2E_STRIPE_API_URL: server.stripeApiUrl,
        E2E_STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
        E2E_JWT_SECRET: JWT_SECRET,
        E2E_OUTPUT_DIR: join(results, `playwright-artifacts-${number}`),
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    });
    childOutput(child, label);
    const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
    return { ...countReport(report, status), report };
  } catch (error) {
    say(`${name}: ${error.message}`);
    return { passed: 0, failed: 1, report };
  } finally {
    try {
      await server?.stop();
    } catch (error) {
      say(`${name}: could not stop its server or drop its database (${error.message})`);
    }
    say(`${name}: took ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

/** The browser tier: its shards at once, their counts added up. A full run also writes what each spec file took (see durationsFile). */
async function runPlaywright() {
  // Reports of an earlier run must not be read as this one's.
  for (const file of readdirSync(results)) if (/^playwright(-\d+)?\.json$/.test(file)) rmSync(join(results, file));
  const shards = browserShards(browserFilters);
  const outcomes = await Promise.all(shards.map((shard, i) => runShard(shard, i + 1, shards.length)));
  printSlowest(outcomes.map((o) => o.report));
  if (!browserFilters.length) {
    const seconds = Object.assign({}, ...outcomes.map((o) => specDurations(o.report)));
    const sorted = Object.fromEntries(
      Object.keys(seconds)
        .sort()
        .map((file) => [file, Math.round(seconds[file])]),
    );
    writeFileSync(join(results, 'spec-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  }
  return outcomes.reduce((sum, o) => ({ passed: sum.passed + o.passed, failed: sum.failed + o.failed }), { passed: 0, failed: 0 });
}

// `npm test -- --api` or `npm test -- --browser [spec files]` runs one tier (for development).
const args = process.argv.slice(2);
const onlyApi = args.includes('--api');
const onlyBrowser = args.includes('--browser');
const browserFilters = args.filter((a) => !a.startsWith('--'));

await checkServices();
const started = Date.now();
const none = { passed: 0, failed: 0 };
const checks = onlyBrowser ? { types: none, style: none, boundaries: none } : await runStaticChecks();
const { types, style, boundaries } = checks;
if (!onlyBrowser) say(`typecheck (server + tests, back office, storefront, browser specs): ${types.passed} passed, ${types.failed} failed`);
if (!onlyBrowser) say(`lint and format (eslint, prettier --check): ${style.passed} passed, ${style.failed} failed`);
const api = onlyBrowser ? none : runJest();
if (!onlyBrowser) say(`jest (unit + API): ${api.passed} passed, ${api.failed} failed`);
const browser = onlyApi ? none : await runPlaywright();
if (!onlyApi) say(`playwright (browser): ${browser.passed} passed, ${browser.failed} failed`);
say(`screenshots and reports: ${results}`);
say(`took ${Math.round((Date.now() - started) / 1000)} s`);
const passed = types.passed + style.passed + boundaries.passed + api.passed + browser.passed;
const failed = types.failed + style.failed + boundaries.failed + api.failed + browser.failed;
process.stdout.write(`\nSummary: ${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
