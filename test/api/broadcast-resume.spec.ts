import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { adminWith, unique } from '../helpers/factories';
import { SmtpSink } from '../helpers/smtp-sink';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { workerDatabaseUrl } = require('../helpers/databases.js');

jest.setTimeout(120_000);

const RECEIVERS = 2_000;

/**
 * A broadcast to 2,000 receivers whose worker process is stopped halfway and started again: stopped
 * (SIGTERM), the next worker goes on and every address gets the message exactly once; killed outright
 * (SIGKILL), nobody gets it twice and the few claimed but not recorded are reported as interrupted.
 * The web process runs no worker; the workers are the built `npm run worker`.
 */
describe('a broadcast whose sender stops halfway', () => {
  let web: TestApp;
  let sink: SmtpSink;
  let token: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    web = await startTestApp({ RUN_WORKER: 'false', SMTP_URL: sink.url });
    token = (await adminWith(web, ['broadcast.list', 'broadcast.edit', 'broadcast.message.edit', 'broadcast.receiver.edit'])).token;
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    await web.close();
    await sink.stop();
  });

  const bearer = () => ({ Authorization: `Bearer ${token}` });

  /** A worker process on the web's queue and database, as `npm run worker` starts it. */
  const startWorker = async (): Promise<ChildProcess> => {
    let output = '';
    const worker = spawn(process.execPath, [join(__dirname, '../../dist/server/src/worker.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: workerDatabaseUrl(),
        REDIS_URL: web.config.redis.url,
        QUEUE_PREFIX: web.config.redis.queuePrefix,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        SMTP_URL: sink.url,
        APP_URL: 'http://shop.test',
        OUTBOX_POLL_MS: '100',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-worker-')),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(worker);
    worker.stdout.on('data', (d: Buffer) => (output += d.toString()));
    worker.stderr.on('data', (d: Buffer) => (output += d.toString()));
    await eventually(async () => output.includes('Worker started'), 60_000, `the worker to start:\n${output}`);
    return worker;
  };
  const stopped = (worker: ChildProcess) =>
    new Promise<void>((resolve) => (worker.exitCode !== null || worker.signalCode !== null ? resolve() : worker.once('exit', () => resolve())));

  /** RECEIVERS customers with a tag of their own: every 100th takes no newsletter, and 10 more are on the suppression list. */
  const audience = async () => {
    const tag = unique('resume');
    const emails: { email: string; is_subscribe: boolean }[] = await web.dataSource.query(
      `INSERT INTO customer (email, first_name, last_name, language, is_subscribe, tags)
       SELECT $1 || '-' || i || '@example.test', 'Reader', i::text, CASE WHEN i % 3 = 0 THEN 'zh_hk' ELSE 'en_us' END, i % 100 <> 0, ARRAY[$1]
       FROM generate_series(1, $2) AS i RETURNING email, is_subscribe`,
      [tag, RECEIVERS],
    );
    const suppressed = emails.filter((e) => e.is_subscribe).slice(0, 10);
    await web.dataSource.query(`INSERT INTO mail_suppression (email, reason) SELECT unnest($1::text[]), 'unsubscribed'`, [suppressed.map((e) => e.email)]);
    const skipped = new Set([...emails.filter((e) => !e.is_subscribe), ...suppressed].map((e) => e.email));
    const receiver = (
      await request(web.http)
        .post('/api/admin/broadcast/receiver')
        .set(bearer())
        .send({ name: tag, rules: { tags: [tag], subscribed_only: false } })
        .expect(201)
    ).body;
    const message = (
      await request(web.http)
        .post('/api/admin/broadcast/message')
        .set(bearer())
        .send({ name: tag, subject: { en_us: `News ${tag}` }, body: { en_us: '<p>Hello {first_name}</p>' } })
        .expect(201)
    ).body;
    const broadcast = (
      await request(web.http)
        .post('/api/admin/broadcast')
        .set(bearer())
        // 24,000 a minute (800 a slice of 2 s): a stop halfway cannot let the rest all go in the slice it finishes.
        .send({ title: tag, message_id: message.id, receiver_ids: [receiver.receiver_id], rate_per_minute: 24_000 })
        .expect(201)
    ).body;
    return { id: broadcast.id as number, deliverable: emails.map((e) => e.email).filter((e) => !skipped.has(e)), skipped: [...skipped] };
  };
  const counts = async (id: number) => (await request(web.http).get(`/api/admin/broadcast/${id}`).set(bearer()).expect(200)).body;
  const received = (addresses: string[]) => {
    const times = new Map(addresses.map((a) => [a, 0]));
    for (const mail of sink.received) for (const to of mail.to) if (times.has(to)) times.set(to, times.get(to)! + 1);
    return times;
  };

  it('stopped (SIGTERM) halfway and started again, it goes on: each address gets the message exactly once, the unsubscribed none', async () => {
    const { id, deliverable, skipped } = await audience();
    const first = await startWorker();
    await request(web.http).post(`/api/admin/broadcast/${id}/send`).set(bearer()).expect(200);
    await eventually(async () => (await counts(id)).counts.sent >= 200, 30_000, 'the first 200 mails');
    first.kill('SIGTERM');
    await stopped(first);
    const halfway = await counts(id);
    expect(halfway.status).toBe('sending');
    expect(halfway.counts.queued).toBeGreaterThan(0);
    expect(halfway.counts.sending).toBe(0);

    await startWorker();
    const done = await eventually(async () => ((await counts(id)).status === 'sent' ? counts(id) : undefined), 60_000, 'the broadcast to finish');
    expect(done.counts).toMatchObject({ total: RECEIVERS, sent: deliverable.length, failed: 0, skipped: skipped.length, skipped_unsubscribed: skipped.length });
    const times = received([...deliverable, ...skipped]);
    expect(deliverable.filter((a) => times.get(a) !== 1)).toEqual([]);
    expect(skipped.filter((a) => times.get(a) !== 0)).toEqual([]);
  });

  it('killed outright (SIGKILL) halfway, the next worker goes on: nobody gets it twice, the claimed but unrecorded are reported interrupted', async () => {
    const { id, deliverable } = await audience();
    const first = await startWorker();
    await request(web.http).post(`/api/admin/broadcast/${id}/send`).set(bearer()).expect(200);
    await eventually(async () => (await counts(id)).counts.sent >= 200, 30_000, 'the first 200 mails');
    first.kill('SIGKILL');
    await stopped(first);

    await startWorker();
    const done = await eventually(async () => ((await counts(id)).status === 'sent' ? counts(id) : undefined), 60_000, 'the broadcast to finish');
    const times = received(deliverable);
    expect(deliverable.filter((a) => (times.get(a) ?? 0) > 1)).toEqual([]);
    const failed: { email: string; reason: string }[] = await web.dataSource.query(
      `SELECT email, reason FROM broadcast_delivery WHERE broadcast_id = $1 AND status = 'failed'`,
      [id],
    );
    // At most one claim (50 deliveries) was in flight; each is reported, none sent again.
    expect(failed.length).toBeLessThanOrEqual(50);
    expect(new Set(failed.map((f) => f.reason))).toEqual(
      new Set(failed.length ? ['interrupted: the sender stopped while sending; not sent again, as it may have gone'] : []),
    );
    expect(done.counts.sent + done.counts.failed).toBe(deliverable.length);
    const sent: { email: string }[] = await web.dataSource.query(`SELECT email FROM broadcast_delivery WHERE broadcast_id = $1 AND status = 'sent'`, [id]);
    expect(sent.filter((s) => times.get(s.email) !== 1)).toEqual([]);
  });
});
