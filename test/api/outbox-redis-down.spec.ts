import request from 'supertest';
import { MailService } from '../../server/src/modules/mail/mail.service';
import { MailMessage } from '../../server/src/modules/mail/mail-message.entity';
import { OutboxEntry } from '../../server/src/queue/outbox.entity';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { adminWith, createCustomer, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { freePort, OwnRedis } from '../helpers/redis-server';
import { SmtpSink } from '../helpers/smtp-sink';

jest.setTimeout(60000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mail through the outbox when Redis goes away', () => {
  let t: TestApp;
  let redis: OwnRedis;
  let sink: SmtpSink;
  let jobsToken: string;
  let redisRunning = false;

  /** OwnRedis must not be started twice: the second server would fail to bind and hide the first. */
  async function startRedis(): Promise<void> {
    if (redisRunning) return;
    await redis.start();
    redisRunning = true;
  }

  async function stopRedis(): Promise<void> {
    await redis.stop();
    redisRunning = false;
  }

  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await startRedis();
    sink = await new SmtpSink().start();
    t = await startTestApp({ REDIS_URL: redis.url, SMTP_URL: sink.url });
    jobsToken = (await adminWith(t, ['job.list'])).token;
  });

  afterAll(async () => {
    // The app closes its queue and worker cleanly only while Redis answers.
    await startRedis();
    await t?.close();
    await stopRedis();
    await sink.stop();
  });

  const health = () => request(t.http).get('/api/health').expect(200);
  const askForLink = (email: string) => request(t.http).post('/api/password/email').send({ email });
  const mailTo = (email: string) => t.dataSource.manager.findOneByOrFail(MailMessage, { toAddress: email });
  const outboxOf = (mailId: number) =>
    t.dataSource.manager
      .createQueryBuilder(OutboxEntry, 'o')
      .where(`o.payload ->> 'mailId' = :id`, { id: String(mailId) })
      .getOneOrFail();

  /** Redis is up again when the app says so (a test may have stopped it). */
  async function redisUp(): Promise<void> {
    await startRedis();
    await eventually(async () => (await health()).body.redis === 'up', 15000, 'the app to see Redis up');
  }

  /** A shopper asks for a link while Redis is up; resolves once the mail is at the sink. */
  async function sentMail(): Promise<{ email: string; mail: MailMessage }> {
    await redisUp();
    const customer = await createCustomer(t.dataSource);
    await askForLink(customer.email).expect(200);
    await eventually(async () => sink.to(customer.email).length === 1, 15000, 'the mail at the sink');
    const mail = await eventually(async () => {
      const row = await mailTo(customer.email);
      return row.status === 'sent' ? row : undefined;
    });
    return { email: customer.email, mail };
  }

  it('answers the reset request while Redis is down and sends the mail exactly once when it is back', async () => {
    await redisUp();
    const customer = await createCustomer(t.dataSource);

    await stopRedis();
    await eventually(async () => (await health()).body.redis === 'down', 10000, 'the app to see Redis down');

    const res = await askForLink(customer.email).expect(200);
    expect(res.body).toMatchObject({ messages: ['Reset link sent, please check your email'] });

    const mail = await mailTo(customer.email);
    expect(mail.status).toBe('queued');
    expect(await outboxOf(mail.id)).toMatchObject({ jobName: 'mail.send', payload: { mailId: mail.id }, dispatchedAt: null });

    const down = (await health()).body;
    expect(down).toMatchObject({ status: 'degraded', database: 'up', redis: 'down', jobs: { note: 'Background jobs wait in Postgres until Redis is back' } });
    expect(down.jobs.waiting_for_redis).toBeGreaterThanOrEqual(1);
    const pending = await request(t.http).get('/api/admin/job/outbox').set('Authorization', `Bearer ${jobsToken}`).expect(200);
    expect(pending.body.pending).toBeGreaterThanOrEqual(1);
    const jobs = await request(t.http).get('/api/admin/job').set('Authorization', `Bearer ${jobsToken}`).expect(503);
    expect(jobs.body).toMatchObject({ messages: ['Redis is unreachable: background jobs wait until it is back'] });

    // The relay keeps trying every 100 ms; nothing may leave while Redis is away.
    await pause(1000);
    expect(sink.to(customer.email)).toHaveLength(0);
    expect(await outboxOf(mail.id)).toMatchObject({ dispatchedAt: null });
    expect(await mailTo(customer.email)).toMatchObject({ status: 'queued', attempts: 0 });

    await startRedis();
    await eventually(async () => sink.to(customer.email).length > 0, 20000, 'the mail at the sink once Redis is back');
    await pause(1500);
    expect(sink.to(customer.email)).toHaveLength(1);
    expect(sink.to(customer.email)[0].parsed.subject).toBe('Reset your Shop password');

    expect((await outboxOf(mail.id)).dispatchedAt).toBeInstanceOf(Date);
    expect(await mailTo(customer.email)).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, error: null, sentAt: expect.any(Date) });
    expect((await health()).body).toMatchObject({ status: 'ok', redis: 'up' });
  });

  it('moves a lead while Redis is down and sends the status trigger’s mails exactly once when it is back', async () => {
    await redisUp();
    const { token } = await superAdmin(t);
    const staff = (await adminWith(t, ['lead.list', 'lead.edit'])).admin;
    const asAdmin = (req: request.Test) => req.set('Authorization', `Bearer ${token}`);
    const start = (
      await asAdmin(request(t.http).post('/api/admin/status'))
        .send({ title: unique('Start') })
        .expect(201)
    ).body;
    const quoted = (
      await asAdmin(request(t.http).post('/api/admin/status'))
        .send({ title: unique('Quoted'), trigger: 'email_to_assigned_and_lead', trigger_template: 'Your quote, {first_name}\nWe will call you.' })
        .expect(201)
    ).body;
    const email = uniqueEmail('lead');
    const lead = (
      await asAdmin(request(t.http).post('/api/admin/lead'))
        .send({ first_name: 'Ada', last_name: 'Wong', email, admin_id: staff.id, status_id: start.id })
        .expect(201)
    ).body;

    await stopRedis();
    await eventually(async () => (await health()).body.redis === 'down', 10000, 'the app to see Redis down');
    const moved = await asAdmin(request(t.http).post(`/api/admin/lead/${lead.id}/status`))
      .send({ status_id: quoted.id })
      .expect(200);
    expect(moved.body).toMatchObject({ status_id: quoted.id, status_title: quoted.title });
    expect(
      moved.body.timeline.filter((e: { kind: string }) => e.kind === 'mail').map((e: { mail_to: string; mail_status: string }) => [e.mail_to, e.mail_status]),
    ).toEqual([
      [staff.email, 'queued'],
      [email, 'queued'],
    ]);
    const mails = [await mailTo(email), await mailTo(staff.email)];
    for (const mail of mails) expect(await outboxOf(mail.id)).toMatchObject({ jobName: 'mail.send', dispatchedAt: null });
    await pause(1000);
    expect(sink.to(email)).toHaveLength(0);
    expect(sink.to(staff.email)).toHaveLength(0);

    await startRedis();
    await eventually(async () => sink.to(email).length > 0 && sink.to(staff.email).length > 0, 20000, 'both mails at the sink once Redis is back');
    await pause(1500);
    expect(sink.to(email).map((m) => m.parsed.subject)).toEqual(['Your quote, Ada']);
    expect(sink.to(staff.email).map((m) => m.parsed.subject)).toEqual([`Lead Ada Wong is now ${quoted.title}`]);
    for (const mail of mails) expect(await t.dataSource.manager.findOneByOrFail(MailMessage, { id: mail.id })).toMatchObject({ status: 'sent', attempts: 1 });
    const timeline = (await asAdmin(request(t.http).get(`/api/admin/lead/${lead.id}`)).expect(200)).body.timeline;
    expect(timeline.filter((e: { kind: string }) => e.kind === 'mail').map((e: { mail_status: string }) => e.mail_status)).toEqual(['sent', 'sent']);
  });

  it('sends nothing more when a sent mail is delivered again', async () => {
    const { email, mail } = await sentMail();
    await t.app.get(MailService).deliver(mail.id);
    expect(sink.to(email)).toHaveLength(1);
    expect(await mailTo(email)).toMatchObject({ status: 'sent', attempts: 1, sentAt: mail.sentAt });
  });

  it('sends nothing more when an outbox row is handed to the queue a second time', async () => {
    const { email, mail } = await sentMail();
    // As after a crash between adding the job and marking the row: the relay hands the row over again.
    await t.dataSource.manager.update(OutboxEntry, { id: (await outboxOf(mail.id)).id }, { dispatchedAt: null });
    await eventually(async () => (await outboxOf(mail.id)).dispatchedAt !== null, 10000, 'the relay to hand the row over again');
    await pause(1000);
    expect(sink.to(email)).toHaveLength(1);
    expect(await mailTo(email)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('lists the finished mail.send job under GET /api/admin/job', async () => {
    const { mail } = await sentMail();
    const outbox = await outboxOf(mail.id);
    const filter = encodeURIComponent(JSON.stringify({ status: 'completed' }));
    const job = await eventually(async () => {
      const res = await request(t.http).get(`/api/admin/job?filter=${filter}&range=[0,499]`).set('Authorization', `Bearer ${jobsToken}`).expect(200);
      return (res.body as { id: string }[]).find((j) => j.id === `outbox-${outbox.id}`);
    });
    expect(job).toEqual({
      id: `outbox-${outbox.id}`,
      name: 'mail.send',
      status: 'completed',
      data: { mailId: mail.id },
      attempts: 1,
      failed_reason: null,
      created_at: expect.any(String),
      finished_at: expect.any(String),
    });
  });

  it('shows the job list only to admins with job.list', async () => {
    const { token } = await adminWith(t, ['mailbox']);
    await request(t.http).get('/api/admin/job').set('Authorization', `Bearer ${token}`).expect(403);
    await request(t.http).get('/api/admin/job/outbox').set('Authorization', `Bearer ${token}`).expect(403);
  });
});
