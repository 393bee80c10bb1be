// npm run bench:import: 100,000 products (BENCH_IMPORT_ROWS) in one CSV, one stock each with names in
// three languages and quantities in two warehouses, uploaded to the built server (web and job worker in
// one process, as `npm start` runs it) and imported through the import.run job; then exported as CSV and
// as XLSX. Prints seconds and rows/s of each, PASS/MISS against 2 minutes for the import, whether every
// product is searchable and carries its listing columns when the job ends, and the server's RSS sampled
// every half second while it streams (first, max, last). It measures; the exit code is 0 whatever the figures.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDatabase, startShop, withClient, adminLogin, shopEnv } from './bench-lib.mjs';
import { ensureBuilt, ensureInstalled, freePort, say } from './lib.mjs';

const ROWS = Math.max(1000, Number(process.env.BENCH_IMPORT_ROWS) || 100_000);
const LIMIT_SECONDS = 120;
const WORDS = ['oolong', 'jasmine', 'pu-erh', 'sencha', 'assam', 'darjeeling', 'rooibos', 'matcha', 'earl', 'chamomile', 'ceylon'];
const HAN = ['烏龍', '茉莉', '普洱', '煎茶', '阿薩姆', '大吉嶺', '抹茶', '伯爵'];

ensureInstalled();
ensureBuilt();

const rssOf = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
};
const seconds = (ms) => (ms / 1000).toFixed(1);
const rssLine = (samples) => {
  const valid = samples.filter(Number.isFinite);
  return valid.length ? `RSS first ${valid[0].toFixed(0)} MB, max ${Math.max(...valid).toFixed(0)} MB, last ${valid.at(-1).toFixed(0)} MB` : 'RSS not sampled';
};

const bench = await benchDatabase();
try {
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const env = shopEnv(port, bench, {
    ADMIN_EMAIL: 'bench@shop.local',
    ADMIN_PASSWORD: password,
    RUN_WORKER: 'true',
  });
  const shop = await startShop(env, port, bench.children);
  const base = `http://127.0.0.1:${port}`;
  const warehouses = await withClient(bench.databaseUrl, async (client) => {
    await client.query(`INSERT INTO warehouse (name, enabled) VALUES ('Bench North', true), ('Bench South', true) ON CONFLICT DO NOTHING`);
    return (await client.query(`SELECT name FROM warehouse ORDER BY id`)).rows.map((r) => r.name);
  });
  const token = await adminLogin(base, 'bench@shop.local', password);
  const auth = { authorization: `Bearer ${token}` };

  // The file: one product a row (one stock each), written once to disk.
  const header = [
    'sku',
    'url',
    'name_en_us',
    'name_zh_hk',
    'name_zh_cn',
    'visibled',
    'stock_sku',
    'price',
    'special_price',
    'options',
    'stock_visibled',
    ...warehouses.map((w) => `inventory_${w}`),
  ];
  const lines = [header.join(',')];
  for (let i = 1; i <= ROWS; i++) {
    const n = String(i).padStart(6, '0');
    const w = (k) => WORDS[(i * k) % WORDS.length];
    const h = (k) => HAN[(i * k) % HAN.length];
    lines.push(
      [
        `BENCH-${n}`,
        `bench-${n}`,
        `${w(1)} ${w(3)} tea ${w(7)} ${n}`,
        `${h(1)}${h(3)}茶 ${n}`,
        `${h(5)}茶 ${n}`,
        '1',
        `BENCH-${n}-S`,
        String(1000 + (i % 5000)),
        i % 3 === 0 ? String(900 + (i % 100)) : '',
        '',
        '1',
        ...warehouses.map((_, k) => String((i + k) % 50)),
      ].join(','),
    );
  }
  const file = join(bench.dataDir, 'bench-products.csv');
  writeFileSync(file, lines.join('\n') + '\n');
  const bytes = readFileSync(file);
  say(`${bench.name}: ${ROWS.toLocaleString('en')} products in a ${(bytes.length / 1024 / 1024).toFixed(1)} MB CSV`);

  let started = Date.now();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'bench-products.csv');
  const uploaded = await fetch(`${base}/api/admin/import/product`, { method: 'POST', headers: auth, body: form });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const job = await uploaded.json();
  say(`uploaded and surveyed in ${seconds(Date.now() - started)} s (${job.total_rows} rows, ${job.columns.length} columns)`);

  const rss = [];
  let sampler = setInterval(() => rss.push(rssOf(shop.pid)), 500);
  started = Date.now();
  const run = await fetch(`${base}/api/admin/import/${job.id}/run`, { method: 'POST', headers: auth });
  if (run.status !== 202) throw new Error(`run: ${run.status} ${await run.text()}`);
  let state;
  let shown = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    state = await (await fetch(`${base}/api/admin/import/${job.id}`, { headers: auth })).json();
    if (Date.now() - shown > 10_000) {
      shown = Date.now();
      say(`  ${state.status} ${state.progress}% (${state.rows_read} rows) after ${seconds(Date.now() - started)} s, ${rssLine(rss.slice(-1))}`);
    }
    if (state.status === 'done' || state.status === 'failed') break;
  }
  const importMs = Date.now() - started;
  clearInterval(sampler);
  const [check] = await withClient(
    bench.databaseUrl,
    async (client) =>
      (
        await client.query(
          `SELECT count(*)::int AS products,
                count(*) FILTER (WHERE min_price IS NOT NULL AND search_document <> ''::tsvector)::int AS indexed,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM search_posting sp WHERE sp.product_id = p.id))::int AS with_postings
           FROM product p WHERE sku LIKE 'BENCH-%'`,
        )
      ).rows,
  );
  // What a shopper's search answers when the job ends: a Latin word and a Chinese pair of the names.
  const searched = async (keyword) => {
    const res = await fetch(`${base}/api/product/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword }),
    });
    return res.ok ? (await res.json()).total : `HTTP ${res.status}`;
  };
  const found = { jasmine: await searched('jasmine'), 茉莉: await searched('茉莉') };
  say(
    `import: ${state.status} in ${seconds(importMs)} s, ${Math.round((ROWS * 1000) / importMs).toLocaleString('en')} rows/s ` +
      `(created ${state.created}, updated ${state.updated}, refused ${state.refused}) ${importMs <= LIMIT_SECONDS * 1000 ? 'PASS' : 'MISS'} (< ${LIMIT_SECONDS} s)`,
  );
  say(
    `  ${check.indexed}/${check.products} products with listing columns and a search document, ${check.with_postings} with search postings; searches answer ${Object.entries(
      found,
    )
      .map(([keyword, total]) => `"${keyword}" ${total}`)
      .join(', ')} products`,
  );
  say(`  server ${rssLine(rss)}`);

  for (const format of ['csv', 'xlsx']) {
    const samples = [];
    sampler = setInterval(() => samples.push(rssOf(shop.pid)), 500);
    started = Date.now();
    const res = await fetch(`${base}/api/admin/export/product?format=${format}`, { headers: auth });
    let size = 0;
    for await (const chunk of res.body) size += chunk.length;
    const ms = Date.now() - started;
    clearInterval(sampler);
    say(
      `export ${format}: ${res.status}, ${(size / 1024 / 1024).toFixed(1)} MB in ${seconds(ms)} s, ${Math.round((ROWS * 1000) / ms).toLocaleString('en')} rows/s; server ${rssLine(samples)}`,
    );
  }
} finally {
  await bench.cleanup();
}
