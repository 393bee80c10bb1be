// npm run bench:broadcast: a broadcast to 10,000 receivers (BENCH_BROADCAST_RECEIVERS) sent end to end
// through a real SMTP server on loopback (smtp-server, counting what it takes), with the rate limit off,
// by the built server in both layouts the shop runs in: one process as `npm start` runs it (web and job
// worker together), and a web process beside a separate job worker (RUN_WORKER=false and `npm run worker`,
// as docker-compose runs them; BENCH_BROADCAST_LAYOUTS=one or split runs one of them). Meanwhile a reader
// asks product pages of the demo catalogue (8 at a time); their p50/p99 are printed beside the same reads
// with no broadcast running, as is each process's RSS sampled every half second (receivers are read in
// keyset batches, so it should stay flat). Prints mails/s from "Send" to the last mail taken by the SMTP
// server, with PASS/MISS against 200 mails/s, and the reads' p99 during it against 1.5x of theirs before.
// It measures; it does not fail: the exit code is 0 whatever the figures.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { benchDatabase, dist, startShop, withClient, adminLogin, shopEnv } from './bench-lib.mjs';
import { ensureBuilt, ensureInstalled, freePort, say } from './lib.mjs';

const require = createRequire(import.meta.url);
const RECEIVERS = Math.max(100, Number(process.env.BENCH_BROADCAST_RECEIVERS) || 10_000);
const TARGET_PER_SECOND = 200;
const READERS = 8;
const LAYOUTS = (process.env.BENCH_BROADCAST_LAYOUTS ?? 'one,split').split(',').filter((l) => l === 'one' || l === 'split');

ensureInstalled();
ensureBuilt();

/** A real SMTP server that counts the mails it takes (and when it took the last one). */
async function countingSink() {
  const { SMTPServer } = require('smtp-server');
  const sink = { count: 0, last: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        sink.count += 1;
        sink.last = Date.now();
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${server.server.address().port}`;
  sink.stop = () => new Promise((resolve) => server.close(resolve));
  return sink;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** Product pages asked READERS at a time until `until()` says stop: the latencies in ms, sorted. */
async function read(base, urls, until) {
  const times = [];
  let i = 0;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!until()) {
        const url = urls[i++ % urls.length];
        const language = ['en_us', 'zh_hk', 'zh_cn'][i % 3];
        const started = performance.now();
        const res = await fetch(`${base}/api/product`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url, language }),
        });
        await res.arrayBuffer();
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

const rssOf = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
};

/** One broadcast through the shop in one layout: 'one' process (web and worker) or 'split' (web, and a worker beside it). */
async function run(layout) {
  const bench = await benchDatabase();
  const sink = await countingSink();
  try {
    const port = await freePort();
    const password = randomBytes(12).toString('hex');
    const env = shopEnv(port, bench, {
      SMTP_URL: sink.url,
      ADMIN_EMAIL: 'bench@shop.local',
      ADMIN_PASSWORD: password,
      RUN_WORKER: layout === 'one' ? 'true' : 'false',
    });
    const shop = await startShop(env, port, bench.children);
    const processes = [{ name: layout === 'one' ? 'web and worker' : 'web', pid: shop.pid }];
    if (layout === 'split') {
      const worker = spawn(process.execPath, [join(dist, 'worker.js')], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
      bench.children.push(worker);
      processes.push({ name: 'worker', pid: worker.pid });
    }
    const base = `http://127.0.0.1:${port}`;
    const urls = await withClient(bench.databaseUrl, async (client) => {
      await client.query(
        `INSERT INTO customer (email, first_name, last_name, language, is_subscribe, tags)
       SELECT 'reader-' || i || '@bench.test', 'Reader', i::text, (ARRAY['en_us', 'zh_hk', 'zh_cn'])[1 + i % 3], true, ARRAY['bench']
       FROM generate_series(1, $1) AS i`,
        [RECEIVERS],
      );
      return (await client.query(`SELECT url FROM product WHERE visibled`)).rows.map((r) => r.url);
    });
    say(`layout ${layout === 'one' ? 'one process (npm start: web and job worker together)' : 'split (a web process, and the job worker in its own process)'}`);
    say(`${bench.name}: the demo shop with ${RECEIVERS.toLocaleString('en')} subscribed receivers; ${urls.length} product pages to read meanwhile`);

    const admin = async (method, path, body) => {
      const res = await fetch(`${base}/api/admin/${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const token = await adminLogin(base, 'bench@shop.local', password);
    const message = await admin('POST', 'broadcast/message', {
      name: 'Bench',
      subject: { en_us: 'News for {first_name}', zh_hk: '{first_name}，最新消息' },
      body: {
        en_us: '<p>Hello {first_name}, <a href="https://example.com/spring">the spring teas</a> are in.</p>',
        zh_hk: '<p>{first_name}你好，春茶到了。</p>',
      },
    });
    const receiver = await admin('POST', 'broadcast/receiver', { name: 'Bench readers', rules: { tags: ['bench'] } });
    const broadcast = await admin('POST', 'broadcast', { title: 'Bench', message_id: message.id, receiver_ids: [receiver.receiver_id], rate_per_minute: 0 });

    // Reads with nothing else going on (5 s), then the same reads while the broadcast goes out.
    const quietUntil = Date.now() + 5_000;
    await read(base, urls, () => Date.now() > quietUntil); // warm-up
    const quietEnd = Date.now() + 5_000;
    const quiet = await read(base, urls, () => Date.now() > quietEnd);

    const rss = processes.map(() => []);
    const sampler = setInterval(() => processes.forEach((p, i) => rss[i].push(rssOf(p.pid))), 500);
    const started = Date.now();
    await admin('POST', `broadcast/${broadcast.id}/send`);
    let status = 'sending';
    const poll = (async () => {
      while (status !== 'sent' && Date.now() - started < 600_000) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await admin('GET', `broadcast/${broadcast.id}`)).status;
      }
    })();
    const busy = await read(base, urls, () => status === 'sent' || Date.now() - started > 600_000);
    await poll;
    clearInterval(sampler);
    const final = await admin('GET', `broadcast/${broadcast.id}`);
    const seconds = (sink.last - started) / 1000;
    const rate = sink.count / seconds;

    const ms = (v) => `${v.toFixed(1)} ms`;
    say(
      `broadcast to ${RECEIVERS.toLocaleString('en')}: ${final.counts.sent.toLocaleString('en')} sent, ${final.counts.failed} failed, SMTP server took ${sink.count.toLocaleString('en')} in ${seconds.toFixed(1)} s`,
    );
    say(`  ${rate.toFixed(0)} mails/s end to end (target >= ${TARGET_PER_SECOND}): ${rate >= TARGET_PER_SECOND ? 'PASS' : 'MISS'}`);
    say(`  product pages, nothing else running: ${quiet.length} reads, p50 ${ms(percentile(quiet, 50))}, p99 ${ms(percentile(quiet, 99))}`);
    say(`  product pages, during the broadcast:  ${busy.length} reads, p50 ${ms(percentile(busy, 50))}, p99 ${ms(percentile(busy, 99))}`);
    const ratio = percentile(busy, 99) / percentile(quiet, 99);
    say(`  reads' p99 during the broadcast ${ratio.toFixed(2)}x of theirs before (bound 1.5x): ${ratio <= 1.5 ? 'PASS' : 'MISS'}`);
    processes.forEach((p, i) => {
      const valid = rss[i].filter(Number.isFinite);
      if (valid.length)
        say(
          `  ${p.name} RSS during the broadcast: first ${valid[0].toFixed(0)} MB, max ${Math.max(...valid).toFixed(0)} MB, last ${valid.at(-1).toFixed(0)} MB`,
        );
    });
    say(
      `  (the demo catalogue's ${urls.length} products are few: their pages are served from the catalogue cache, the cheap case; the broadcast's cost to reads shows as the difference between the two lines)`,
    );
  } finally {
    await sink.stop();
    await bench.cleanup();
  }
}

for (const layout of LAYOUTS) await run(layout);
