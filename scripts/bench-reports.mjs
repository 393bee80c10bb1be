// npm run bench:reports (also part of npm run bench): the sales report and the dashboard over a shop
// of 1,000,000 orders. Makes a fresh database (migrated, base seed), seeds set-wise with
// generate_series: 50,000 customers, 3 stores, 2,000 products with one stock and an inventory each,
// 1,000,000 orders over the last 400 days (every status, the three channels, three payment methods,
// coupons on some, points on one in ten through a 'points' adjustment), then starts the built server
// in production mode and times, one request at a time:
//   - the sales report over a year by day, by week, by month and for one store (target < 1 s),
//   - the dashboard of a super admin (every tile; target < 200 ms).
// Neither is cached by the server: every request reads the database (the first request of each kind
// is reported apart as "cold"; Postgres's buffers are warm after it, as on a running shop).
//   BENCH_REPORT_ORDERS=1000000  orders to make
//   BENCH_REPORT_REQUESTS=20     timed requests per kind
//   BENCH_KEEP_DATABASE=true     keeps the generated database for a look at query plans
// It measures and prints PASS or MISS per kind; the exit code is 0 whatever the figures.
import { benchDatabase, migratedWithAdmin, withClient, startShop, adminLogin, shopEnv } from './bench-lib.mjs';
import { ensureBuilt, ensureInstalled, freePort, say } from './lib.mjs';

const ORDERS = Math.max(10_000, Number(process.env.BENCH_REPORT_ORDERS) || 1_000_000);
const REQUESTS = Math.max(5, Number(process.env.BENCH_REPORT_REQUESTS) || 20);
const CUSTOMERS = 50_000;
const PRODUCTS = 2_000;
const DAYS = 400;

async function seed(ds) {
  const q = (sql, params) => ds.query(sql, params);
  await q(
    `INSERT INTO customer (email, password_hash, first_name, last_name, language, lead_source, created_at, updated_at)
     SELECT 'buyer' || g || '@bench.example', 'x', 'Buyer', 'No ' || g, 'en_us', (ARRAY['existing_customer', 'email', 'campaign', 'partner'])[1 + g % 4],
            now() - make_interval(mins => g * 11), now()
       FROM generate_series(1, $1::int) g`,
    [CUSTOMERS],
  );
  const [{ id: warehouseId }] = await q(`INSERT INTO warehouse (name) VALUES ('Bench warehouse') RETURNING id`);
  await q(`INSERT INTO store (name, warehouse_id) SELECT 'Bench store ' || g, $1 FROM generate_series(1, 3) g`, [warehouseId]);
  await q(
    `INSERT INTO product (sku, url, visibled, min_price) SELECT 'RPT-' || lpad(g::text, 5, '0'), 'bench-report-' || g, true, 1000 FROM generate_series(1, $1::int) g`,
    [PRODUCTS],
  );
  await q(`INSERT INTO product_translation (product_id, language, name) SELECT id, 'en_us', 'Bench product ' || id FROM product`);
  await q(`INSERT INTO stock (product_id, sku, price) SELECT id, sku || '-1', 1000 + id % 100 * 100 FROM product`);
  await q(`INSERT INTO inventory (stock_id, warehouse_id, quantity) SELECT id, $1, id % 40 FROM stock`, [warehouseId]);
  const stores = (await q(`SELECT id FROM store ORDER BY id`)).map((r) => r.id);
  // Order g: placed g * (400 days / ORDERS) ago; statuses, channels and payment methods in turn; a coupon on one in five.
  await q(
    `INSERT INTO sales_order (number, customer_id, email, language, status, currency, display_currency, display_rate, display_mark,
                              subtotal, discount_total, shipping_total, grand_total, shipping_method_name, payment_method,
                              shipping_address, billing_address, idempotency_key, channel, store_id, paid_at, created_at, updated_at)
     SELECT 'R' || lpad(g::text, 9, '0'), CASE WHEN g % 7 = 0 THEN NULL ELSE 1 + g % $2::int + (SELECT min(id) - 1 FROM customer) END,
            'buyer' || g || '@bench.example', 'en_us',
            (ARRAY['paid', 'shipped', 'completed', 'completed', 'completed', 'refunded', 'canceled', 'pending'])[1 + g % 8],
            'HKD', CASE WHEN g % 3 = 0 THEN 'USD' ELSE 'HKD' END, CASE WHEN g % 3 = 0 THEN 0.128 ELSE 1 END, '$',
            s.subtotal, s.discount, 3000, s.subtotal - s.discount + 3000, 'Courier',
            (ARRAY['stripe', 'bank_transfer', 'cash_on_delivery'])[1 + g % 3], '{}', '{}', 'bench-' || g,
            CASE WHEN g % 10 = 0 THEN 'store' WHEN g % 10 = 1 THEN 'staff' ELSE 'web' END,
            CASE WHEN g % 10 = 0 THEN ($4::int[])[1 + g / 10 % 3] END,
            now() - make_interval(secs => g * $3::float8), now() - make_interval(secs => g * $3::float8), now()
       FROM generate_series(1, $1::int) g
      CROSS JOIN LATERAL (SELECT (g::bigint * 7919 % 5000 + 10) * 100 AS subtotal, CASE WHEN g % 5 = 0 THEN 500 ELSE 0 END AS discount) s`,
    [ORDERS, CUSTOMERS, (DAYS * 86400) / ORDERS, stores],
  );
  // One order in ten paid HK$10 of its total with points (an adjustment of step 'points', counted in discount_total).
  await q(
    `INSERT INTO sales_order_adjustment (order_id, step, source, label, amount) SELECT id, 'points', 'points', '1000 points', -1000 FROM sales_order WHERE id % 10 = 3`,
  );
  await q(`UPDATE sales_order SET discount_total = discount_total + 1000, grand_total = grand_total - 1000 WHERE id % 10 = 3`);
  await q('VACUUM (ANALYZE)');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  ensureInstalled();
  ensureBuilt();

  const { name, databaseUrl, dataDir, children, cleanup } = await benchDatabase();
  try {
    const started = Date.now();
    const { ds, password } = await migratedWithAdmin(databaseUrl);
    try {
      await seed(ds);
      say(`${name}: ${ORDERS.toLocaleString('en')} orders made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      await ds.destroy();
    }

    const port = await freePort();
    await startShop(shopEnv(port, { databaseUrl, dataDir, name }), port, children);
    const base = `http://127.0.0.1:${port}/api/admin`;
    const token = await adminLogin(`http://127.0.0.1:${port}`, 'bench@shop.local', password);
    const headers = { authorization: `Bearer ${token}` };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());
    const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86400_000).toISOString().slice(0, 10);
    const [{ id: storeId }] = await withClient(databaseUrl, async (c) => (await c.query(`SELECT id FROM store ORDER BY id LIMIT 1`)).rows);

    const kinds = [
      ['sales report, a year by day', `report/sales?from=${yearAgo}&to=${today}&group=day`, 1000],
      ['sales report, a year by week', `report/sales?from=${yearAgo}&to=${today}&group=week`, 1000],
      ['sales report, a year by month', `report/sales?from=${yearAgo}&to=${today}&group=month`, 1000],
      ['sales report, a year, one store', `report/sales?from=${yearAgo}&to=${today}&channel=store:${storeId}`, 1000],
      ['sales report, a year as XLSX', `report/sales?from=${yearAgo}&to=${today}&format=xlsx`, 1000],
      ['dashboard (every tile)', 'dashboard', 200],
    ];
    const rows = [];
    for (const [kind, path, target] of kinds) {
      const times = [];
      let cold = 0;
      let failures = 0;
      let summary = '';
      for (let i = 0; i <= REQUESTS; i++) {
        const at = process.hrtime.bigint();
        const res = await fetch(`${base}/${path}`, { headers });
        const body = Buffer.from(await res.arrayBuffer());
        const ms = Number(process.hrtime.bigint() - at) / 1e6;
        if (res.status !== 200) failures++;
        if (i === 0) {
          cold = ms;
          if (path.startsWith('report/sales') && !path.includes('xlsx') && res.status === 200) {
            const totals = JSON.parse(body.toString()).totals;
            summary = `${totals.orders.toLocaleString('en')} orders, revenue ${(totals.revenue / 100).toLocaleString('en')}`;
          }
        } else times.push(ms);
      }
      times.sort((a, b) => a - b);
      rows.push({ kind, cold, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), target, failures, summary });
    }
    const pad = (s, n) => String(s).padEnd(n);
    const num = (ms) => `${ms.toFixed(1)} ms`.padStart(10);
    console.log(`\nReports over ${ORDERS.toLocaleString('en')} orders, ${REQUESTS} requests per kind after a cold one, one at a time:\n`);
    console.log(`${pad('kind', 34)} ${'cold'.padStart(10)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'max'.padStart(10)}  target   result`);
    for (const r of rows) {
      const verdict = r.failures ? `FAIL (${r.failures} not 200)` : r.p95 < r.target ? 'PASS' : 'MISS';
      console.log(
        `${pad(r.kind, 34)} ${num(r.cold)} ${num(r.p50)} ${num(r.p95)} ${num(r.max)}  < ${String(r.target).padStart(4)} ms  ${verdict}  ${r.summary}`,
      );
    }
    console.log(`\nNot cached by the server: "cold" is the first request of each kind, p50/p95/max the ${REQUESTS} after it.`);
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
