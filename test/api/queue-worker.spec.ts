import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import IORedis from 'ioredis';
import request from 'supertest';
import { MailMessage } from '../../server/src/modules/mail/mail-message.entity';
import { JOB_OPTIONS, QUEUE_NAME } from '../../server/src/queue/jobs';
import { OutboxEntry } from '../../server/src/queue/outbox.entity';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { adminWith, createCustomer } from '../helpers/factories';
import { freePort } from '../helpers/redis-server';

jest.setTimeout(60000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ListedJob {
  id: string;
  name: string;
  status: string;
  data: unknown;
  attempts: number;
  failed_reason: string | null;
}

describe('the job queue on @nestjs/bullmq', () => {
  let web: TestApp;
  let jobsToken: string;

  beforeAll(async () => {
    // A web process that leaves the jobs to a separate worker (RUN_WORKER=false, as beside `npm run worker`).
    web = await startTestApp({ RUN_WORKER: 'false' });
    jobsToken = (await adminWith(web, ['job.list'])).token;
  });
  afterAll(() => web?.close());

  const jobsIn = async (t: TestApp, status: string): Promise<ListedJob[]> => {
    const filter = encodeURIComponent(JSON.stringify({ status }));
    const res = await request(t.http).get(`/api/admin/job?filter=${filter}&range=[0,499]`).set('Authorization', `Bearer ${jobsToken}`).expect(200);
    return res.body as ListedJob[];
  };
  const mailTo = (email: string) => web.dataSource.manager.findOneByOrFail(MailMessage, { toAddress: email });
  const outboxOf = (mailId: number) =>
    web.dataSource.manager
      .createQueryBuilder(OutboxEntry, 'o')
      .where(`o.payload ->> 'mailId' = :id`, { id: String(mailId) })
      .getOneOrFail();

  it('keeps the queue under QUEUE_PREFIX in Redis', async () => {
    const queue = web.app.get<Queue>(getQueueToken(QUEUE_NAME));
    expect(queue.opts.prefix).toBe(web.config.redis.queuePrefix);
    await queue.waitUntilReady();
    const redis = new IORedis(web.config.redis.url);
    try {
      expect(await redis.exists(`${web.config.redis.queuePrefix}:${QUEUE_NAME}:meta`)).toBe(1);
    } finally {
      redis.disconnect();
    }
  });

  it('runs no worker with RUN_WORKER=false; a worker process on the same queue then sends the mail once', async () => {
    const customer = await createCustomer(web.dataSource);
    await request(web.http).post('/api/password/email').send({ email: customer.email }).expect(200);
    const mail = await mailTo(customer.email);
    const outbox = await eventually(
      async () => {
        const row = await outboxOf(mail.id);
        return row.dispatchedAt ? row : undefined;
      },
      10000,
      'the relay to hand the row to BullMQ',
    );

    const jobId = `outbox-${outbox.id}`;
    const waiting = await eventually(async () => (await jobsIn(web, 'waiting')).find((job) => job.id === jobId), 10000, 'the job to wait in BullMQ');
    expect(waiting).toMatchObject({ name: 'mail.send', data: { mailId: mail.id }, attempts: 0 });
    // The queue's default job options (retries with backoff, retention) apply to what the relay adds.
    const queued = await web.app.get<Queue>(getQueueToken(QUEUE_NAME)).getJob(jobId);
    expect(queued?.opts).toMatchObject(JOB_OPTIONS);
    await pause(1000);
    expect(await mailTo(customer.email)).toMatchObject({ status: 'queued', attempts: 0 });

    // What `npm run worker` runs: the same app with the worker on, on the same database and queue.
    const worker = await startTestApp({ RUN_WORKER: 'true', QUEUE_PREFIX: web.config.redis.queuePrefix });
    try {
      await eventually(async () => (await mailTo(customer.email)).status === 'sent', 15000, 'the worker to send the mail');
      const done = await eventually(async () => (await jobsIn(web, 'completed')).find((job) => job.id === jobId), 10000, 'the job to complete');
      expect(done).toMatchObject({ name: 'mail.send', status: 'completed', attempts: 1, failed_reason: null });
      await pause(500);
      expect(await mailTo(customer.email)).toMatchObject({ status: 'sent', transport: 'mailbox', attempts: 1 });
    } finally {
      await worker.close();
    }
  });

  it('fails a job whose name has no handler, naming it, and lists it among the failed jobs', async () => {
    const worker = await startTestApp({ RUN_WORKER: 'true', QUEUE_PREFIX: web.config.redis.queuePrefix });
    try {
      const queue = web.app.get<Queue>(getQueueToken(QUEUE_NAME));
      const job = await queue.add('no.such.job', { anything: 1 }, { jobId: `unknown-${Date.now()}`, attempts: 1 });
      const failed = await eventually(async () => (await jobsIn(web, 'failed')).find((listed) => listed.id === job.id), 10000, 'the job to fail');
      expect(failed).toMatchObject({ name: 'no.such.job', status: 'failed', attempts: 1, failed_reason: 'No handler for job "no.such.job"' });
    } finally {
      await worker.close();
    }
  });

  it('starts without Redis and closes promptly while Redis is still away, worker and queue included', async () => {
    const away = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, RUN_WORKER: 'true' });
    await eventually(async () => (await request(away.http).get('/api/health').expect(200)).body.redis === 'down', 10000, 'the app to see Redis down');
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still closing after 10 s'), 10000)));
    const closed = await Promise.race([away.close().then(() => 'closed'), tooLong]);
    clearTimeout(timer);
    expect(closed).toBe('closed');
  });
});
