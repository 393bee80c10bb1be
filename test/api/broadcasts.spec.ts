import request from 'supertest';
import { startTestApp, eventually, TestApp } from '../helpers/app';
import { adminWith, createCustomer, unique, uniqueEmail } from '../helpers/factories';
import { SmtpSink, type ReceivedMail } from '../helpers/smtp-sink';

jest.setTimeout(60_000);

/** A header as the mail carried it (mailparser reads List-* headers into objects of its own). */
const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, '')
    .trim() ?? '';

/**
 * Broadcasts end to end on the real app, Postgres, Redis and a real SMTP sink: messages, receivers and
 * their live count, sending with List-Unsubscribe headers, skips, counted links, pause, resume, cancel,
 * schedule. (The sender stopped and killed halfway is broadcast-resume.spec.ts.)
 */
describe('broadcasts (/api/admin/broadcast)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let token: string;
  let adminName: string;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: sink.url });
    const admin = await adminWith(t, [
      'broadcast.list',
      'broadcast.edit',
      'broadcast.message.list',
      'broadcast.message.edit',
      'broadcast.receiver.list',
      'broadcast.receiver.edit',
    ]);
    token = admin.token;
    adminName = admin.admin.name;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const auth = { Authorization: '' };
  const api = () => {
    auth.Authorization = `Bearer ${token}`;
    return request(t.http);
  };

  /** A customer with these tags (and a language, a newsletter flag). */
  const customerTagged = async (tag: string, fields: { language?: string; isSubscribe?: boolean; firstName?: string; email?: string } = {}) => {
    const customer = await createCustomer(t.dataSource, { isSubscribe: fields.isSubscribe ?? true, language: fields.language ?? 'en_us', ...fields });
    await t.dataSource.query(`UPDATE customer SET tags = $2 WHERE id = $1`, [customer.id, [tag]]);
    return customer;
  };
  let statusId: number | undefined;
  const leadTagged = async (tag: string, email: string, firstName = 'Lee') => {
    statusId ??= (await t.dataSource.query(`INSERT INTO lead_status (title, "order") VALUES ($1, 900) RETURNING id`, [unique('status')]))[0].id;
    await t.dataSource.query(`INSERT INTO lead (first_name, email, status_id, tags) VALUES ($1, $2, $3, $4)`, [firstName, email, statusId, [tag]]);
  };

  const createMessage = async (body: Record<string, unknown> = {}) =>
    (
      await api()
        .post('/api/admin/broadcast/message')
        .set(auth)
        .send({
          name: unique('message'),
          subject: { en_us: 'Spring tea, {first_name}', zh_hk: '春茶到了，{first_name}' },
          body: { en_us: '<p>Hello {first_name}, <a href="https://tea.example/spring">see the teas</a></p>', zh_hk: '<p>{first_name}你好</p>' },
          ...body,
        })
        .expect(201)
    ).body as { id: number };
  const createReceiver = async (rules: Record<string, unknown>, name = unique('Receiver')) =>
    (await api().post('/api/admin/broadcast/receiver').set(auth).send({ name, rules }).expect(201)).body as { id: string; receiver_id: number };
  const createBroadcast = async (messageId: number, receiverIds: number[], extra: Record<string, unknown> = {}) =>
    (
      await api()
        .post('/api/admin/broadcast')
        .set(auth)
        .send({ title: unique('Spring'), message_id: messageId, receiver_ids: receiverIds, ...extra })
        .expect(201)
    ).body as { id: number; status: string };
  const broadcast = async (id: number) => (await api().get(`/api/admin/broadcast/${id}`).set(auth).expect(200)).body;
  const finished = (id: number, status = 'sent') =>
    eventually(
      async () => {
        const b = await broadcast(id);
        return b.status === status ? b : undefined;
      },
      30_000,
      `broadcast ${id} to be ${status}`,
    );

  it('a message needs its subject and body in the main language, is stored sanitised, and previews with the reader’s name', async () => {
    const missing = await api()
      .post('/api/admin/broadcast/message')
      .set(auth)
      .send({ name: 'Spring', subject: { zh_hk: '春茶' }, body: { en_us: '<p> </p>' } })
      .expect(422);
    expect(missing.body.messages).toEqual(['subject is required in the main language (en_us)', 'body is required in the main language (en_us)']);
    const wrongLanguage = await api()
      .post('/api/admin/broadcast/message')
      .set(auth)
      .send({ name: 'Spring', subject: { fr: 'Thé' }, body: { en_us: '<p>x</p>' } })
      .expect(422);
    expect(wrongLanguage.body.messages).toEqual(['subject must give a text per language (en_us, zh_hk, zh_cn) of at most 300 characters']);

    const { id } = await createMessage({ body: { en_us: '<p onclick="steal()">Hi {first_name}<script>alert(1)</script></p>' } });
    const stored = (await api().get(`/api/admin/broadcast/message/${id}`).set(auth).expect(200)).body;
    expect(stored.body).toEqual({ en_us: '<p>Hi {first_name}</p>' });

    const preview = (await api().post(`/api/admin/broadcast/message/${id}/preview`).set(auth).send({ language: 'zh_hk' }).expect(200)).body;
    const first = adminName.split(' ')[0];
    expect(preview.language).toBe('zh_hk');
    expect(preview.subject).toBe(`春茶到了，${first}`);
    // No body in Chinese: the main language's, with the reader's name (escaped) and the footer in Chinese.
    expect(preview.html).toContain(`<p>Hi ${first}</p>`);
    expect(preview.html).toContain('取消訂閱');
    expect(preview.text).toContain(`Hi ${first}`);
  });

  it('a test send goes through the mail queue to one address, with "[Test]" and the List-Unsubscribe headers', async () => {
    const { id } = await createMessage();
    const to = uniqueEmail('tester');
    const res = await api().post(`/api/admin/broadcast/message/${id}/test`).set(auth).send({ email: to }).expect(202);
    expect(res.body.messages).toEqual([`A test mail is on its way to ${to}.`]);
    const [mail] = await eventually(async () => (sink.to(to).length ? sink.to(to) : undefined), 10_000, 'the test mail');
    expect(mail.parsed.subject).toBe(`[Test] Spring tea, ${adminName.split(' ')[0]}`);
    expect(header(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/shop\.test\/api\/unsubscribe\?email=.+&signature=.+>$/);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('receivers: named without case, rules checked, counted live (customers and leads once per address, the unsubscribed apart)', async () => {
    const tag = unique('tag');
    const shared = uniqueEmail('both');
    await customerTagged(tag);
    await customerTagged(tag, { email: shared });
    await customerTagged(tag, { isSubscribe: false });
    await leadTagged(tag, shared);
    await leadTagged(tag, uniqueEmail('lead'));
    await customerTagged(unique('other'));

    const count = (rules: Record<string, unknown>) => api().post('/api/admin/broadcast/receiver/count').set(auth).send({ rules }).expect(200);
    // Two subscribed customers (one also a lead) and a lead: three addresses.
    expect((await count({ tags: [tag] })).body).toEqual({ total: 3, unsubscribed: 0, deliverable: 3 });
    expect((await count({ tags: [tag], subscribed_only: false })).body).toEqual({ total: 4, unsubscribed: 1, deliverable: 3 });
    expect((await count({ tags: [tag], audience: 'leads' })).body).toEqual({ total: 2, unsubscribed: 0, deliverable: 2 });
    expect((await count({ tags: [tag], languages: ['zh_cn'] })).body).toEqual({ total: 0, unsubscribed: 0, deliverable: 0 });

    const bad = await api()
      .post('/api/admin/broadcast/receiver')
      .set(auth)
      .send({ name: 'a/b', rules: { languages: ['fr'], created_from: '2026-13-01', audience: 'everyone' } })
      .expect(422);
    expect(bad.body.messages).toEqual(
      expect.arrayContaining([
        'name may not hold / ? # % or \\',
        'rules.audience is not valid: one of all, customers, leads',
        'rules.languages is not valid: a list of en_us, zh_hk, zh_cn',
        'rules.created_from is not valid: a day as YYYY-MM-DD',
      ]),
    );

    const name = unique('VIP 茶客');
    const receiver = await createReceiver({ tags: [tag] }, name);
    expect(receiver.id).toBe(name);
    const read = (
      await api()
        .get(`/api/admin/broadcast/receiver/${encodeURIComponent(name.toUpperCase())}`)
        .set(auth)
        .expect(200)
    ).body;
    expect(read.rules).toEqual({
      audience: 'all',
      tags: [tag],
      status_ids: [],
      funnel_ids: [],
      membership_tier_ids: [],
      subscribed_only: true,
      languages: [],
      created_from: null,
      created_to: null,
    });
    const taken = await api().post('/api/admin/broadcast/receiver').set(auth).send({ name: name.toLowerCase(), rules: {} }).expect(422);
    expect(taken.body.messages).toEqual([`Another receiver is named ${name.toLowerCase()}`]);

    const renamed = `${name} 2`;
    await api()
      .put(`/api/admin/broadcast/receiver/${encodeURIComponent(name)}`)
      .set(auth)
      .send({ name: renamed, rules: { tags: [tag] } })
      .expect(200);
    await api()
      .get(`/api/admin/broadcast/receiver/${encodeURIComponent(name)}`)
      .set(auth)
      .expect(404);
    await api()
      .delete(`/api/admin/broadcast/receiver/${encodeURIComponent(renamed)}`)
      .set(auth)
      .expect(200);
    expect(await t.dataSource.query(`SELECT 1 FROM broadcast_receiver WHERE id = $1`, [receiver.receiver_id])).toEqual([]);
  });

  it('sends each address once in its language with the unsubscribe headers, skips the unsubscribed, counts clicks and unsubscribes', async () => {
    const tag = unique('tag');
    const shared = uniqueEmail('both');
    const alice = await customerTagged(tag, { firstName: 'Alice' });
    const wing = await customerTagged(tag, { firstName: 'Wing', language: 'zh_hk' });
    await customerTagged(tag, { email: shared, firstName: 'Shared' });
    const quiet = await customerTagged(tag, { isSubscribe: false });
    const listed = await customerTagged(tag);
    await t.dataSource.query(`INSERT INTO mail_suppression (email, reason) VALUES ($1, 'unsubscribed')`, [listed.email]);
    await leadTagged(tag, shared, 'Lead copy');
    const leadOnly = uniqueEmail('lead');
    await leadTagged(tag, leadOnly, 'Lena');

    const message = await createMessage();
    const receiver = await createReceiver({ tags: [tag], subscribed_only: false });
    const created = await createBroadcast(message.id, [receiver.receiver_id]);
    expect(created.status).toBe('draft');
    const sending = (await api().post(`/api/admin/broadcast/${created.id}/send`).set(auth).expect(200)).body;
    expect(sending.status).toBe('sending');
    await api().post(`/api/admin/broadcast/${created.id}/send`).set(auth).expect(409);

    const done = await finished(created.id);
    expect(done.progress).toBe(100);
    expect(done.counts).toMatchObject({ total: 6, queued: 0, sending: 0, sent: 4, failed: 0, skipped: 2, skipped_unsubscribed: 2, skipped_duplicate: 0 });
    for (const email of [alice.email, wing.email, shared, leadOnly]) expect(sink.to(email)).toHaveLength(1);
    expect(sink.to(quiet.email)).toHaveLength(0);
    expect(sink.to(listed.email)).toHaveLength(0);

    const [toAlice] = sink.to(alice.email);
    expect(toAlice.parsed.subject).toBe('Spring tea, Alice');
    expect(sink.to(wing.email)[0].parsed.subject).toBe('春茶到了，Wing');
    expect(sink.to(shared)[0].parsed.subject).toBe('Spring tea, Shared');
    expect(header(toAlice, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = header(toAlice, 'List-Unsubscribe').slice(1, -1);
    expect(new URL(oneClick).searchParams.get('email')).toBe(alice.email);
    expect(String(toAlice.parsed.messageId)).toMatch(new RegExp(`^<broadcast-${created.id}-\\d+@shop\\.test>$`));

    // The body's link goes through the counted redirect to where the mail pointed; a click counts once.
    const html = String(toAlice.parsed.html);
    const counted = /href="(http:\/\/shop\.test\/api\/campaign\/link\?[^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    const path = counted.replace('http://shop.test', '');
    for (let i = 0; i < 2; i++) {
      const res = await request(t.http).get(path).expect(302);
      expect(res.headers.location).toBe('https://tea.example/spring');
    }
    const forged = new URL(counted);
    forged.searchParams.set('u', 'https://evil.example/');
    const refused = await request(t.http).get(`${forged.pathname}${forged.search}`).expect(403);
    expect(refused.body.messages).toEqual(['This link is not valid: please use the link in the mail']);

    // Alice unsubscribes by the mail's one-click link: the broadcast counts it.
    await request(t.http).post(oneClick.replace('http://shop.test', '')).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await broadcast(created.id)).counts).toMatchObject({ clicked: 1, clicks: 1, unsubscribed: 1 });

    const failedOnly = await api()
      .get(`/api/admin/broadcast/${created.id}/delivery?filter=${encodeURIComponent(JSON.stringify({ status: 'skipped' }))}`)
      .set(auth)
      .expect(200);
    expect(failedOnly.body.map((d: { email: string; reason: string }) => [d.email, d.reason]).sort()).toEqual(
      [
        [quiet.email, 'unsubscribed'],
        [listed.email, 'unsubscribed'],
      ].sort(),
    );

    // The same message to the same people again: each already had it, nobody gets it twice.
    const again = await createBroadcast(message.id, [receiver.receiver_id]);
    await api().post(`/api/admin/broadcast/${again.id}/send`).set(auth).expect(200);
    const second = await finished(again.id);
    // Alice is unsubscribed now; the three others had the message already.
    expect(second.counts).toMatchObject({ sent: 0, skipped: 6, skipped_duplicate: 3, skipped_unsubscribed: 3 });
    expect(sink.to(wing.email)).toHaveLength(1);

    // A message a broadcast uses stays.
    const inUse = await api().delete(`/api/admin/broadcast/message/${message.id}`).set(auth).expect(409);
    expect(inUse.body.messages).toEqual(['This message is used by 2 broadcasts: it cannot be deleted']);
  });

  it('pauses, resumes and cancels at a rate; a started broadcast cannot be changed or deleted', async () => {
    const tag = unique('tag');
    for (let i = 0; i < 12; i++) await customerTagged(tag);
    const message = await createMessage();
    const receiver = await createReceiver({ tags: [tag] });
    // 60 a minute: one a second, so there is time to press the buttons.
    const slow = await createBroadcast(message.id, [receiver.receiver_id], { rate_per_minute: 60 });
    await api().post(`/api/admin/broadcast/${slow.id}/send`).set(auth).expect(200);
    await eventually(async () => (await broadcast(slow.id)).counts.sent >= 1, 15_000, 'a first mail');
    const paused = (await api().post(`/api/admin/broadcast/${slow.id}/pause`).set(auth).expect(200)).body;
    expect(paused.status).toBe('paused');
    expect((await api().post(`/api/admin/broadcast/${slow.id}/pause`).set(auth).expect(409)).body.messages).toEqual([
      'Only a broadcast that is sending can be paused (this one is paused)',
    ]);
    const change = await api()
      .put(`/api/admin/broadcast/${slow.id}`)
      .set(auth)
      .send({ title: 'x', message_id: message.id, receiver_ids: [receiver.receiver_id] })
      .expect(409);
    expect(change.body.messages).toEqual(['This broadcast is paused: only a draft or a scheduled broadcast can be changed']);
    await api().delete(`/api/admin/broadcast/${slow.id}`).set(auth).expect(409);

    await api().post(`/api/admin/broadcast/${slow.id}/resume`).set(auth).expect(200);
    const before = (await broadcast(slow.id)).counts.sent;
    await eventually(async () => (await broadcast(slow.id)).counts.sent > before, 15_000, 'sending to go on');
    const canceled = (await api().post(`/api/admin/broadcast/${slow.id}/cancel`).set(auth).expect(200)).body;
    expect(canceled.status).toBe('canceled');
    expect(canceled.counts.queued).toBe(0);
    expect(canceled.counts.skipped).toBeGreaterThan(0);
    expect(canceled.counts.sent + canceled.counts.skipped + canceled.counts.sending + canceled.counts.failed).toBe(12);
    const skipped = await t.dataSource.query(`SELECT DISTINCT reason FROM broadcast_delivery WHERE broadcast_id = $1 AND status = 'skipped'`, [slow.id]);
    expect(skipped).toEqual([{ reason: 'canceled' }]);
    await api().post(`/api/admin/broadcast/${slow.id}/resume`).set(auth).expect(409);
    await api().delete(`/api/admin/broadcast/${slow.id}`).set(auth).expect(200);
  });

  it('a scheduled broadcast waits for its time; a time past, a missing message or receiver is refused', async () => {
    const tag = unique('tag');
    const customer = await customerTagged(tag);
    const message = await createMessage();
    const receiver = await createReceiver({ tags: [tag] });

    const past = await api()
      .post('/api/admin/broadcast')
      .set(auth)
      .send({ title: 'Old', message_id: message.id, receiver_ids: [receiver.receiver_id], scheduled_at: '2020-01-01T00:00:00Z' })
      .expect(422);
    expect(past.body.messages).toEqual(['scheduled_at must be a date and time in the future']);
    const missing = await api()
      .post('/api/admin/broadcast')
      .set(auth)
      .send({ title: 'x', message_id: 999999, receiver_ids: [999998] })
      .expect(422);
    expect(missing.body.messages).toEqual(['message_id must be a broadcast message']);
    const noReceiver = await api()
      .post('/api/admin/broadcast')
      .set(auth)
      .send({ title: 'x', message_id: message.id, receiver_ids: [999998] })
      .expect(422);
    expect(noReceiver.body.messages).toEqual(['receiver_ids must be receivers (there is no receiver 999998)']);

    const at = new Date(Date.now() + 2_500).toISOString();
    const scheduled = await createBroadcast(message.id, [receiver.receiver_id], { scheduled_at: at });
    expect((await api().post(`/api/admin/broadcast/${scheduled.id}/send`).set(auth).expect(200)).body.status).toBe('scheduled');
    expect(sink.to(customer.email)).toHaveLength(0);
    await finished(scheduled.id);
    expect(sink.to(customer.email)).toHaveLength(1);
    const row = (await broadcast(scheduled.id)) as { started_at: string };
    expect(new Date(row.started_at).getTime()).toBeGreaterThanOrEqual(new Date(at).getTime());
  });
});
