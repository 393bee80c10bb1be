import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { adminWith, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { SmtpSink } from '../helpers/smtp-sink';

async function eventually<T>(read: () => T | undefined, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the contact page (POST /api/contact) and the back office’s contacts (/api/admin/contact)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: string;
  let handler: { email: string; token: string };
  let other: { email: string; token: string };

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: sink.url, CONTACT_RATE_LIMIT: '3' });
    admin = (await superAdmin(t)).token;
    const h = await adminWith(t, ['lead.contact.list', 'lead.contact.edit']);
    handler = { email: h.admin.email, token: h.token };
    const o = await adminWith(t, ['customer.list']);
    other = { email: o.admin.email, token: o.token };
  });
  beforeEach(() => t.dataSource.query(`DELETE FROM contact`));
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const asAdmin = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);
  const send = (fields: object = {}) =>
    request(t.http)
      .post('/api/contact')
      .send({ name: 'Mei Chan', email: uniqueEmail('visitor'), subject: unique('Wholesale'), message: 'Do you ship to Macau?\nThanks', ...fields });

  it('stores the message and mails it to the staff who handle contacts; refuses what is missing', async () => {
    const subject = unique('Wholesale');
    const res = await send({ subject, language: 'zh_hk' }).expect(201);
    expect(res.body).toEqual({ messages: ['Message has been sent successfully.'], codes: ['contact.sent'] });
    const [stored] = await t.dataSource.query(`SELECT name, subject, message, source, language, length(ip_hash) AS hashed FROM contact`);
    expect(stored).toEqual({ name: 'Mei Chan', subject, message: 'Do you ship to Macau?\nThanks', source: 'contact', language: 'zh_hk', hashed: 64 });
    const mail = await eventually(() => sink.to(handler.email).find((m) => m.parsed.subject === `Contact: ${subject}`), 15000, 'the mail to the handler');
    expect(mail.parsed.text).toContain('Do you ship to Macau?');
    expect(mail.parsed.text).toContain('/admin/lead/contact');
    expect(sink.to(other.email)).toHaveLength(0);

    expect((await send({ name: '' }).expect(422)).body.messages).toEqual(['name is required']);
    expect((await send({ email: 'nope' }).expect(422)).body.messages).toEqual(['email must be a valid email address']);
    expect((await send({ message: 'x'.repeat(5001) }).expect(422)).body.messages).toEqual(['message must be at most 5000 characters long']);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM contact`))[0].n).toBe(1);
  });

  it('answers a filled honeypot as a success and keeps nothing, and lets one address send only a few an hour', async () => {
    const bot = await send({ website: 'http://spam.example' }).expect(201);
    expect(bot.body.messages).toEqual(['Message has been sent successfully.']);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM contact`))[0].n).toBe(0);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send()));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0].body.messages).toEqual(['Too many requests. Please try again later.']);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM contact`))[0].n).toBe(3);
  });

  it('lists contacts for their handlers, turns one into a lead once, deletes, and answers 401 and 403', async () => {
    const email = uniqueEmail('to-lead');
    await send({ email, name: 'Mei Ling Chan', subject: 'Quote please' }).expect(201);
    const list = await asAdmin(request(t.http).get('/api/admin/contact'), handler.token)
      .query({ filter: JSON.stringify({ q: email }) })
      .expect(200);
    expect(list.body).toEqual([expect.objectContaining({ email, subject: 'Quote please', lead_id: null, source: 'contact' })]);
    const id = list.body[0].id;
    const lead = await asAdmin(request(t.http).post(`/api/admin/contact/${id}/lead`), handler.token).expect(201);
    expect(lead.body).toMatchObject({
      first_name: 'Mei',
      last_name: 'Ling Chan',
      email,
      lead_source: 'email',
      notes: 'Quote please\n\nDo you ship to Macau?\nThanks',
    });
    expect((await asAdmin(request(t.http).get(`/api/admin/contact/${id}`), handler.token).expect(200)).body.lead_id).toBe(lead.body.id);
    expect((await asAdmin(request(t.http).post(`/api/admin/contact/${id}/lead`), handler.token).expect(409)).body.messages).toEqual([
      'This contact is a lead already',
    ]);

    const summary = (await asAdmin(request(t.http).get('/api/admin/crm/summary'), handler.token).expect(200)).body;
    expect(summary.new_contacts_week).toBe(1);
    expect(summary.new_leads_week).toBeGreaterThanOrEqual(1);
    expect(summary.leads_by_status[0]).toEqual({ status_id: expect.any(Number), title: expect.any(String), count: expect.any(Number) });
    await asAdmin(request(t.http).get('/api/admin/crm/summary'), other.token).expect(403);
    await request(t.http).get('/api/admin/contact').expect(401);
    await asAdmin(request(t.http).get('/api/admin/contact'), other.token).expect(403);
    const reader = await adminWith(t, ['lead.contact.list']);
    await asAdmin(request(t.http).post(`/api/admin/contact/${id}/lead`), reader.token).expect(403);
    await asAdmin(request(t.http).delete(`/api/admin/contact/${id}`), reader.token).expect(403);
    await asAdmin(request(t.http).delete(`/api/admin/contact/${id}`), handler.token).expect(200);
    await asAdmin(request(t.http).get(`/api/admin/contact/${id}`), handler.token).expect(404);
    await asAdmin(request(t.http).delete(`/api/admin/lead/${lead.body.id}`)).expect(200);
  });

  it('staff enter a contact by hand (source staff, the main language unless given), with no mail and no per-address limit; others get 401 and 403', async () => {
    const viewer = await adminWith(t, ['lead.contact.list']);
    const body = { name: '陳大文', email: uniqueEmail('caller'), subject: 'Phoned about a wholesale order', message: 'Wants 200 mugs\nCall back Monday' };
    await request(t.http).post('/api/admin/contact').send(body).expect(401);
    await asAdmin(request(t.http).post('/api/admin/contact').send(body), viewer.token).expect(403);
    await asAdmin(request(t.http).post('/api/admin/contact').send(body), other.token).expect(403);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM contact`))[0].n).toBe(0);

    // More than CONTACT_RATE_LIMIT (3) from one place: staff are not a visitor's address.
    const made = [];
    for (let i = 0; i < 4; i++)
      made.push(
        (
          await asAdmin(
            request(t.http)
              .post('/api/admin/contact')
              .send({ ...body, subject: `${body.subject} ${i}` }),
            handler.token,
          ).expect(201)
        ).body,
      );
    expect(made[0]).toMatchObject({ ...body, subject: `${body.subject} 0`, source: 'staff', language: 'en_us', lead_id: null });
    const zh = await asAdmin(
      request(t.http)
        .post('/api/admin/contact')
        .send({ ...body, language: 'zh_hk' }),
      handler.token,
    ).expect(201);
    expect(zh.body.language).toBe('zh_hk');
    expect((await asAdmin(request(t.http).get(`/api/admin/contact/${made[0].id}`), viewer.token).expect(200)).body).toEqual(made[0]);
    // Nobody is mailed about what staff wrote themselves (mail is written with the contact, in its transaction).
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_message WHERE subject LIKE $1`, [`%${body.subject}%`]))[0].n).toBe(0);

    const refused = await asAdmin(
      request(t.http)
        .post('/api/admin/contact')
        .send({ ...body, name: '', email: 'nope', message: '' }),
      handler.token,
    ).expect(422);
    expect(refused.body.messages).toEqual(['name is required', 'email must be a valid email address', 'message is required']);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM contact WHERE source = 'staff'`))[0].n).toBe(5);
  });
});
