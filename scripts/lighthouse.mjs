// npm run lighthouse: the storefront as a shopper's phone sees it. Builds, starts the shop on a fresh
// database with the demo shop (as `npm start` does), runs Lighthouse (mobile preset, its default
// throttling) in Debian's Chromium over each page type in en-US and zh-HK, prints one table, and
// removes what it made. It measures; it does not fail: the exit code is 0 whatever the scores.
//   LIGHTHOUSE_RUNS=3 npm run lighthouse   (runs per page, the median run is shown; default 1)
//   CHROME_PATH=/usr/bin/chromium           (default; any Chromium or Chrome)
//   LIGHTHOUSE_ONLY=product,login           (the page types whose names contain one of the words)
//   TEST_DATABASE_URL=postgres://...        (the server that gets the temporary database; default local)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, freePort, root, say } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);
const only = (process.env.LIGHTHOUSE_ONLY ?? '')
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo', 'agentic-browsing'];

async function waitFor(url, child, seconds = 180) {
  for (let i = 0; i < seconds * 2; i += 1) {
    if (child.exitCode !== null) throw new Error(`the shop stopped (exit ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `shop_lighthouse_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const admin = new Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const shop = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, APP_URL: base, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
const cleanup = async () => {
  try {
    await chrome?.kill();
  } catch {
    // already gone
  }
  if (shop.exitCode === null) {
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
  }
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  await admin.end();
};

try {
  say(`Starting the demo shop on ${base}...`);
  await waitFor(`${base}/api/health`, shop);
  const menu = await (await fetch(`${base}/api/menu?language=en_us`)).json();
  const category = menu.map((item) => /^\/category\/(.+)$/.exec(item.link)?.[1]).find(Boolean) ?? 'new-arrivals';
  const listing = await (
    await fetch(`${base}/api/category`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: category, language: 'en_us' }),
    })
  ).json();
  const product = listing.products?.[0]?.url;
  // The content pages the menu links to: a static page and a blog category, and that category's newest article.
  const links = [];
  const walk = (items) => items.forEach((item) => (links.push(item.link ?? ''), walk(item.children ?? [])));
  walk(menu);
  const contentPage = links.find((link) => /^\/page\/[^/]+$/.test(link));
  const blogCategory = links.find((link) => /^\/blog\/category\/[^/]+$/.test(link));
  const article = blogCategory
    ? (
        await (
          await fetch(`${base}/api/blog/category`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ url: blogCategory.split('/').pop(), language: 'en_us' }),
          })
        ).json()
      ).articles?.[0]?.url
    : undefined;
  const pages = [
    ['home', '/'],
    ['login', '/login'],
    ['register', '/register'],
    ['category', `/category/${category}`],
    ['product', `/product/${product}`],
    ['search', '/search/tea'],
    ...(contentPage ? [['content page', contentPage]] : []),
    ...(blogCategory ? [['blog category', blogCategory]] : []),
    ...(article ? [['blog article', `/blog/article/${article}`]] : []),
  ];

  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  say(`Lighthouse ${require('lighthouse/package.json').version}, mobile preset, ${RUNS} run(s) per page`);
  const rows = [];
  for (const [language, query] of [
    ['en-US', ''],
    ['zh-HK', '?lang=zh_hk'],
  ]) {
    for (const [kind, path] of pages) {
      if (only.length > 0 && !only.some((word) => kind.includes(word))) continue;
      const runs = [];
      for (let i = 0, tries = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${base}${path}${query}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        const { categories, audits, runtimeError } = result.lhr;
        // A run Lighthouse itself could not complete (it says why) is tried again, twice at most.
        if ((runtimeError || categories.performance?.score === null) && tries < 2) {
          tries += 1;
          i -= 1;
          say(`${language} ${path}: Lighthouse could not measure (${runtimeError?.code ?? 'no score'}: ${runtimeError?.message ?? ''}), again`);
          continue;
        }
        runs.push({
          scores: CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100)),
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
          fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
          failed: Object.values(audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 0.9 &&
                a.scoreDisplayMode !== 'informative' &&
                a.scoreDisplayMode !== 'manual' &&
                a.scoreDisplayMode !== 'notApplicable',
            )
            .map((a) => a.id),
        });
      }
      const byPerformance = [...runs].sort((a, b) => a.scores[0] - b.scores[0]);
      const run = byPerformance[Math.floor(byPerformance.length / 2)];
      rows.push({ kind, path: `${path}${query}`, language, ...run, lcp: median(runs.map((r) => r.lcp)) });
      process.stdout.write(`[shop] ${language} ${path}: ${run.scores.join(' / ')}\n`);
    }
  }
  const pad = (value, width) => String(value).padEnd(width);
  process.stdout.write(
    '\n| page | language | performance | accessibility | best practices | SEO | agentic browsing | FCP | LCP | CLS | TBT |\n|---|---|---|---|---|---|---|---|---|---|---|\n',
  );
  for (const row of rows) {
    process.stdout.write(
      `| ${pad(row.kind, 8)} | ${row.language} | ${row.scores.map((s) => pad(s, 3)).join(' | ')} | ${(row.fcp / 1000).toFixed(1)} s | ${(row.lcp / 1000).toFixed(1)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms |\n`,
    );
  }
  const weak = rows.filter((row) => row.failed.length > 0);
  if (weak.length > 0) {
    process.stdout.write('\nAudits below 90 (median run):\n');
    for (const row of weak) process.stdout.write(`  ${row.language} ${row.path}: ${row.failed.join(', ')}\n`);
  }
} catch (error) {
  say(`lighthouse run failed: ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanup();
}
