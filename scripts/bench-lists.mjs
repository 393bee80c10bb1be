// npm run bench:lists (also the last part of npm run bench): the back office's big lists at a real
// shop's size. Makes a fresh database with 100,000 customers, 100,000 products (300,000 names in three
// languages) and 100,000 orders, starts the built server in production mode, signs in as an admin and
// asks each list, one request at a time, for: the first page, every sort its screen offers (both
// ways), searches (hundreds of different words, Latin and Chinese), filter combinations and deep
// pages (random offsets past 10,000). Prints p50/p95/max per kind and removes everything it made.
//   BENCH_LIST_ROWS=100000   rows per table
//   BENCH_LIST_REQUESTS=60   requests per kind
//   BENCH_KEEP_DATABASE=true keeps the generated database for a look at query plans
// These lists are not cached by the server: every request reads the database (the figures are the
// uncached cost; Postgres's own buffers are warm after the first requests, as on a running shop).
// It measures; it does not fail: the exit code is 0 whatever the figures.
import { benchDatabase, migratedWithAdmin, startShop, adminLogin, shopEnv } from './bench-lib.mjs';
import { ensureBuilt, ensureInstalled, freePort, say } from './lib.mjs';

const ROWS = Math.max(1000, Number(process.env.BENCH_LIST_ROWS) || 100_000);
const REQUESTS = Math.max(10, Number(process.env.BENCH_LIST_REQUESTS) || 60);
const TARGET_P95_MS = 150;

const GIVEN = [
  'Amy',
  'Ben',
  'Carmen',
  'David',
  'Eric',
  'Fiona',
  'Grace',
  'Henry',
  'Ivy',
  'Jason',
  'Karen',
  'Leo',
  'Mandy',
  'Nick',
  'Olivia',
  'Peter',
  'Queenie',
  'Raymond',
  'Sandy',
  'Tony',
  'Winnie',
  'Yvonne',
  '家明',
  '嘉欣',
  '志強',
  '美玲',
  '偉文',
  '淑儀',
  '子軒',
  '詠詩',
  '俊傑',
  '曉彤',
];
const FAMILY = [
  'Wong',
  'Chan',
  'Lee',
  'Cheung',
  'Lau',
  'Ng',
  'Leung',
  'Ho',
  'Lam',
  'Tang',
  'Yip',
  'Kwok',
  'Tsang',
  'Fung',
  'Smith',
  'Brown',
  '陳',
  '李',
  '張',
  '黃',
  '何',
  '林',
  '吳',
  '劉',
  '王',
  '周',
  '鄭',
  '梁',
];
const PRODUCT_WORDS = [
  'Teapot',
  'Tea Cup',
  'Mug',
  'Rice Bowl',
  'Plate',
  'Wok',
  'Steamer',
  'Kettle',
  'Tray',
  'Spoon',
  'Coaster',
  'Celadon',
  'Bamboo',
  'Walnut',
  'Copper',
  'Enamel',
  'Oak',
];
const PRODUCT_WORDS_ZH = [
  '茶壺',
  '茶杯',
  '馬克杯',
  '飯碗',
  '餐碟',
  '炒鑊',
  '蒸籠',
  '水壺',
  '托盤',
  '匙羹',
  '杯墊',
  '青瓷',
  '竹',
  '胡桃木',
  '紅銅',
  '琺瑯',
  '橡木',
];

/** A repeatable pseudo-random sequence (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed(ds) {
  const q = (sql, params) => ds.query(sql, params);
  const statuses = (await q(`SELECT id FROM lead_status ORDER BY id`)).map((r) => r.id);
  // Customer n: a given and a family name from the lists (Chinese among them), an email and a phone of its own, tags on some.
  await q(
    `INSERT INTO customer (email, password_hash, first_name, last_name, phone, gender, language, enabled, is_subscribe, emails, tags, status_id, lead_source, created_at, updated_at)
     SELECT 'shopper' || g || '@mail' || (g % 40) || '.example', 'x', ($2::text[])[1 + g % array_length($2::text[], 1)], ($3::text[])[1 + (g / 7) % array_length($3::text[], 1)],
            '9' || lpad((g * 7919 % 10000000)::text, 7, '0'), CASE WHEN g % 2 = 0 THEN 'female' ELSE 'male' END, (ARRAY['en_us', 'zh_hk', 'zh_cn'])[1 + g % 3],
            g % 50 <> 0, g % 3 <> 0, CASE WHEN g % 9 = 0 THEN ARRAY['work' || g || '@office.example'] ELSE '{}' END,
            CASE WHEN g % 5 = 0 THEN ARRAY['vip'] WHEN g % 7 = 0 THEN ARRAY['wholesale', 'hk'] ELSE '{}' END,
            CASE WHEN array_length($4::int[], 1) > 0 AND g % 4 = 0 THEN ($4::int[])[1 + g % array_length($4::int[], 1)] END,
            (ARRAY['existing_customer', 'email', 'campaign', 'partner'])[1 + g % 4],
            now() - make_interval(mins => g * 3), now() - make_interval(mins => (g * 7919) % 500000)
       FROM generate_series(1, $1::int) g`,
    [ROWS, GIVEN, FAMILY, statuses],
  );
  await q(`INSERT INTO brand (url) SELECT 'bench-brand-' || g FROM generate_series(1, 8) g`);
  await q(`INSERT INTO menu (type, url, "order") SELECT 'category', 'bench-cat-' || g, g FROM generate_series(1, 20) g`);
  await q(
    `INSERT INTO product (sku, url, brand_id, visibled, min_price, created_at, updated_at)
     SELECT 'SKU-' || lpad(g::text, 6, '0'), 'bench-product-' || g, (SELECT id FROM brand ORDER BY id OFFSET g % 8 LIMIT 1), g % 11 <> 0,
            CASE WHEN g % 10 <> 0 THEN 1000 + (g * 37 % 900) * 100 END, now() - make_interval(mins => g), now() - make_interval(mins => (g * 7919) % 200000)
       FROM generate_series(1, $1::int) g`,
    [ROWS],
  );
  await q(
    `INSERT INTO product_translation (product_id, language, name, description, meta_title, meta_description)
     SELECT p.id, l.language,
            CASE WHEN l.language = 'en_us' THEN ($1::text[])[1 + p.id % 17] || ' ' || ($1::text[])[1 + (p.id / 17) % 17] || ' ' || p.id
                 ELSE ($2::text[])[1 + p.id % 17] || ($2::text[])[1 + (p.id / 17) % 17] || ' ' || p.id END, '', '', ''
       FROM product p CROSS JOIN unnest(ARRAY['en_us', 'zh_hk', 'zh_cn']) AS l(language)
      WHERE l.language = 'en_us' OR p.id % 4 <> 0`,
    [PRODUCT_WORDS, PRODUCT_WORDS_ZH],
  );
  await q(`INSERT INTO menu_product (menu_id, product_id, "order") SELECT m.id, p.id, 0 FROM product p JOIN menu m ON m.url = 'bench-cat-' || (p.id % 20 + 1)`);
  await q(
    `INSERT INTO sales_order (number, customer_id, email, language, status, currency, display_currency, display_rate, display_mark, subtotal, grand_total,
                              shipping_method_name, payment_method, shipping_address, billing_address, idempotency_key, created_at, updated_at)
     SELECT 'B' || lpad(g::text, 9, '0'), c.id, c.email, c.language,
            (ARRAY['pending', 'paid', 'shipped', 'completed', 'refunded', 'canceled'])[1 + g % 6], 'HKD', 'HKD', 1, '$',
            (g * 7919 % 50000) * 10, (g * 7919 % 50000) * 10 + 3000, 'Courier', 'stripe', '{}', '{}', 'bench-' || g,
            now() - make_interval(mins => g * 2), now() - make_interval(mins => g)
       FROM generate_series(1, $1::int) g JOIN customer c ON c.id = (SELECT min(id) FROM customer) + (g * 7919 % $1::int)`,
    [ROWS],
  );
  await q('VACUUM (ANALYZE)');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The kinds of request of one list. Each kind is a function of i giving the query (sort, range,
 * filter) of its i-th request, so that every request asks something different.
 */
function kindsOf(list, rnd) {
  const pick = (items) => items[Math.floor(rnd() * items.length)];
  const first = (sort, filter = {}) => ({ sort, range: [0, 24], filter });
  const kinds = [['first page', () => first(list.defaultSort)]];
  for (const field of list.sorts) {
    kinds.push([`sort ${field}`, (i) => first([field, i % 2 === 0 ? 'ASC' : 'DESC'])]);
  }
  kinds.push(['search', () => first(list.defaultSort, { q: list.word(pick, rnd) })]);
  kinds.push(['filters', () => first(pick([list.defaultSort, ...list.sorts.map((f) => [f, 'DESC'])]), list.filter(pick, rnd))]);
  kinds.push([
    'deep page',
    () => {
      const from = 10_000 + Math.floor(rnd() * (ROWS - 10_100));
      return { sort: [pick(list.sorts), pick(['ASC', 'DESC'])], range: [from, from + 24], filter: {} };
    },
  ]);
  return kinds;
}

const LISTS = [
  {
    name: 'customers',
    path: 'user',
    defaultSort: ['id', 'DESC'],
    sorts: ['first_name', 'last_name', 'email', 'created_at', 'updated_at'],
    word: (pick, rnd) => {
      const n = 1 + Math.floor(rnd() * ROWS);
      return pick([
        pick(FAMILY),
        pick(GIVEN),
        `${pick(GIVEN)} ${pick(FAMILY)}`,
        `shopper${n}@`,
        `9${String((n * 7919) % 10000000)
          .padStart(7, '0')
          .slice(0, 4)}`,
        `work${n}`,
        `mail${n % 40}.ex`,
      ]);
    },
    filter: (pick) =>
      pick([
        { enabled: true },
        { is_subscribe: false },
        { tag: 'vip' },
        { tag: 'hk', enabled: true },
        { lead_source: 'campaign' },
        { lead_source: 'partner', is_subscribe: true },
      ]),
  },
  {
    name: 'products',
    path: 'product',
    defaultSort: ['id', 'DESC'],
    sorts: ['sku', 'name', 'min_price', 'created_at', 'updated_at'],
    word: (pick, rnd) =>
      pick([
        pick(PRODUCT_WORDS),
        pick(PRODUCT_WORDS_ZH),
        `${pick(PRODUCT_WORDS)} ${pick(PRODUCT_WORDS)}`,
        `SKU-0${Math.floor(rnd() * 9999)}`,
        String(1 + Math.floor(rnd() * ROWS)),
      ]),
    filter: (pick, rnd) =>
      pick(
        [{ visibled: true }, { visibled: false }, { category_id: 'category' }, { brand_id: 'brand', visibled: true }].map((f) => ({ ...f, pickNumber: rnd() })),
      ),
  },
  {
    name: 'orders',
    path: 'order',
    defaultSort: ['id', 'DESC'],
    sorts: ['identifier', 'grand_total', 'status', 'created_at', 'email'],
    word: (pick, rnd) => {
      const n = 1 + Math.floor(rnd() * ROWS);
      return pick([`B${String(n).padStart(9, '0')}`, `B0000${String(n).slice(0, 3)}`, `shopper${n}@`, `mail${n % 40}.example`]);
    },
    filter: (pick, rnd) => {
      const day = new Date(Date.now() - Math.floor(rnd() * 120) * 86_400_000).toISOString().slice(0, 10);
      return pick([{ status: 'paid' }, { status: 'shipped', created_from: day }, { created_from: day }, { created_to: day }, { status: 'canceled' }]);
    },
  },
];

async function main() {
  ensureInstalled();
  ensureBuilt();

  const { name, databaseUrl, dataDir, children, cleanup } = await benchDatabase();

  try {
    let started = Date.now();
    const { ds, password } = await migratedWithAdmin(databaseUrl);
    try {
      await seed(ds);
      const ids = {
        category: (await ds.query(`SELECT id FROM menu WHERE url LIKE 'bench-cat-%' ORDER BY id`)).map((r) => r.id),
        brand: (await ds.query(`SELECT id FROM brand ORDER BY id`)).map((r) => r.id),
      };
      LISTS[1].ids = ids;
      say(`${name}: ${ROWS.toLocaleString('en')} customers, products and orders made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      await ds.destroy();
    }

    const port = await freePort();
    await startShop(shopEnv(port, { databaseUrl, dataDir, name }), port, children);
    const base = `http://127.0.0.1:${port}/api/admin`;
    const token = await adminLogin(`http://127.0.0.1:${port}`, 'bench@shop.local', password);
    const headers = { authorization: `Bearer ${token}` };

    const rows = [];
    let failures = 0;
    for (const list of LISTS) {
      const rnd = random(list.name.length * 7919);
      for (const [kind, make] of kindsOf(list, rnd)) {
        const times = [];
        let estimated = 0;
        for (let i = 0; i < REQUESTS + 5; i++) {
          const ask = make(i);
          const filter = { ...ask.filter };
          // Product filters name a random category or brand of the made ones.
          if (filter.category_id === 'category') filter.category_id = list.ids.category[Math.floor(filter.pickNumber * list.ids.category.length)];
          if (filter.brand_id === 'brand') filter.brand_id = list.ids.brand[Math.floor(filter.pickNumber * list.ids.brand.length)];
          delete filter.pickNumber;
          const query = new URLSearchParams({ sort: JSON.stringify(ask.sort), range: JSON.stringify(ask.range), filter: JSON.stringify(filter) });
          const at = process.hrtime.bigint();
          const res = await fetch(`${base}/${list.path}?${query}`, { headers });
          await res.arrayBuffer();
          const ms = Number(process.hrtime.bigint() - at) / 1e6;
          if (res.status !== 200) {
            failures++;
            if (failures <= 3) console.log(`${list.name} ${kind}: ${res.status} for ${query}`);
          }
          if (res.headers.get('x-total-exact') === 'false') estimated++;
          if (i >= 5) times.push(ms); // the first five warm the plan caches
        }
        times.sort((a, b) => a - b);
        rows.push({ list: list.name, kind, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), estimated });
      }
    }
    const pad = (s, n) => String(s).padEnd(n);
    const num = (ms) => `${ms.toFixed(1)} ms`.padStart(10);
    console.log(`\nAdmin lists at ${ROWS.toLocaleString('en')} rows each, ${REQUESTS} requests per kind, one at a time (target p95 < ${TARGET_P95_MS} ms):\n`);
    console.log(`${pad('list', 10)} ${pad('kind', 18)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'max'.padStart(10)}  total`);
    for (const r of rows) {
      const flag = r.p95 < TARGET_P95_MS ? '' : '  over target';
      console.log(
        `${pad(r.list, 10)} ${pad(r.kind, 18)} ${num(r.p50)} ${num(r.p95)} ${num(r.max)}  ${r.estimated ? `estimated in ${r.estimated}` : 'exact'}${flag}`,
      );
    }
    console.log(`\n"estimated": pages whose total was the planner's estimate (more than 10,000 matching rows; the screens say "about N").`);
    if (failures) console.log(`${failures} requests did not answer 200`);
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
