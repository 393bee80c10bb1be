import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { adminWith, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { SmtpSink, type ReceivedMail } from '../helpers/smtp-sink';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function eventually<T>(read: () => T | Promise<T>, ms: number, what: string): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('leads (/api/admin/lead): the pipeline, its timeline, and the status triggers that mail', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: string;
  let staff: { id: number; email: string; token: string };
  let start: number;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: sink.url });
    admin = (await superAdmin(t)).token;
    const made = await adminWith(t, ['lead.list', 'lead.edit']);
    staff = { id: made.admin.id, email: made.admin.email, token: made.token };
    // A status of its own without a trigger: specs sharing the database may give the first ones triggers.
    start = (
      await asAdmin(request(t.http).post('/api/admin/status'))
        .send({ title: unique('Start') })
        .expect(201)
    ).body.id;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const asAdmin = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);
  const lead = (fields: object = {}) =>
    asAdmin(request(t.http).post('/api/admin/lead')).send({ first_name: 'Ada', last_name: 'Wong', email: uniqueEmail('lead'), status_id: start, ...fields });
  async function status(fields: object, file?: Buffer) {
    const req = asAdmin(request(t.http).post('/api/admin/status'));
    if (!file) return (await req.send({ title: unique('Stage'), ...fields }).expect(201)).body as { id: number; title: string };
    let form = req.field('title', unique('Ebook'));
    for (const [key, value] of Object.entries(fields)) form = form.field(key, String(value));
    return (await form.attach('file', file, 'Tea guide.pdf').expect(201)).body as { id: number; title: string };
  }
  const mailTo = (email: string, count = 1) =>
    eventually(() => (sink.to(email).length >= count ? sink.to(email) : undefined), 15000, `${count} mail(s) to ${email}`);
  const textOf = (m: ReceivedMail) => m.parsed.text ?? '';

  it('creates, lists, edits and deletes leads, refuses bad input, and answers 401 and 403', async () => {
    const tag = unique('fair');
    const made = await lead({
      company: 'Tea House',
      phone: '+852 6000 0000',
      tags: [tag, ` ${tag} `],
      admin_id: staff.id,
      lead_source: 'partner',
      notes: 'Met at the fair',
    }).expect(201);
    expect(made.body).toMatchObject({
      first_name: 'Ada',
      company: 'Tea House',
      tags: [tag],
      admin_id: staff.id,
      status_id: start,
      lead_source: 'partner',
      customer_id: null,
      language: 'en_us',
    });
    expect(made.body.timeline).toEqual([expect.objectContaining({ kind: 'created', to_status: expect.any(String) })]);
    const list = await asAdmin(request(t.http).get('/api/admin/lead'))
      .query({ filter: JSON.stringify({ tag, admin_id: staff.id, lead_source: 'partner' }) })
      .expect(200);
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([made.body.id]);
    expect(list.headers['x-total-count']).toBe('1');
    expect(
      (
        await asAdmin(request(t.http).get('/api/admin/lead'))
          .query({ filter: JSON.stringify({ q: 'tea house', tag }) })
          .expect(200)
      ).body,
    ).toHaveLength(1);

    const messages = async (fields: object) => (await lead(fields).expect(422)).body.messages;
    expect(await messages({ first_name: '' })).toEqual(['first_name is required']);
    expect(await messages({ email: 'nope' })).toEqual(['email must be a valid email address']);
    expect(await messages({ status_id: 2147480000 })).toEqual(['status_id must be a lead status']);
    expect(await messages({ admin_id: 2147480000 })).toEqual(['admin_id must be a staff account']);
    expect(await messages({ lead_source: 'radio' })).toEqual([
      'lead_source must be one of existing_customer, employee, partner, email, campaign, public_relations',
    ]);
    expect(await messages({ phone: 'call me' })).toEqual(['phone must be a phone number (digits, spaces, +, -, brackets)']);
    expect(
      (
        await asAdmin(request(t.http).get('/api/admin/lead'))
          .query({ filter: JSON.stringify({ status_id: 'x' }) })
          .expect(422)
      ).body.messages,
    ).toEqual(['filter status_id must be an id']);

    const edited = await asAdmin(request(t.http).put(`/api/admin/lead/${made.body.id}`))
      .send({ first_name: 'Ada', email: made.body.email, status_id: start, notes: 'Wants a quote' })
      .expect(200);
    expect(edited.body).toMatchObject({ notes: 'Wants a quote', admin_id: null });
    // The same status is no move: the timeline holds only its creation.
    expect(edited.body.timeline).toHaveLength(1);

    await request(t.http).get('/api/admin/lead').expect(401);
    await request(t.http).post(`/api/admin/lead/${made.body.id}/status`).send({ status_id: start }).expect(401);
    const reader = await adminWith(t, ['lead.list']);
    const none = await adminWith(t, ['customer.list']);
    await asAdmin(request(t.http).get('/api/admin/lead'), none.token).expect(403);
    await asAdmin(request(t.http).get(`/api/admin/lead/${made.body.id}`), reader.token).expect(200);
    await lead({}).set('Authorization', `Bearer ${reader.token}`).expect(403);
    await asAdmin(request(t.http).post(`/api/admin/lead/${made.body.id}/status`), reader.token)
      .send({ status_id: start })
      .expect(403);
    await asAdmin(request(t.http).delete(`/api/admin/lead/${made.body.id}`), reader.token).expect(403);
    // A status a lead is at cannot be deleted.
    const held = await status({});
    await asAdmin(request(t.http).post(`/api/admin/lead/${made.body.id}/status`))
      .send({ status_id: held.id })
      .expect(200);
    expect((await asAdmin(request(t.http).delete(`/api/admin/status/${held.id}`)).expect(409)).body.messages).toEqual([
      'This status is used by 1 lead(s): move them to another status first',
    ]);
    await asAdmin(request(t.http).delete(`/api/admin/lead/${made.body.id}`)).expect(200);
    await asAdmin(request(t.http).delete(`/api/admin/status/${held.id}`)).expect(200);
    await asAdmin(request(t.http).get(`/api/admin/lead/${made.body.id}`)).expect(404);
  });

  it('marks a lead converted when staff make a customer from it, once', async () => {
    const made = (await lead({ first_name: 'Convert', email: uniqueEmail('convert') }).expect(201)).body;
    const customer = {
      enabled: true,
      is_subscribe: false,
      first_name: made.first_name,
      last_name: 'Lee',
      email: made.email,
      phone: '+852 9123 4567',
      gender: 'female',
      status_id: start,
      lead_source: 'campaign',
      password: 'Sturdy-pass-2026',
      password_confirmation: 'Sturdy-pass-2026',
      lead_id: made.id,
    };
    const created = (await asAdmin(request(t.http).post('/api/admin/user')).send(customer).expect(201)).body;
    const after = (await asAdmin(request(t.http).get(`/api/admin/lead/${made.id}`)).expect(200)).body;
    expect(after.customer_id).toBe(created.id);
    expect(after.timeline[0]).toMatchObject({ kind: 'converted', detail: `Customer ${created.id}`, admin_name: expect.any(String) });
    const again = await asAdmin(request(t.http).post('/api/admin/user'))
      .send({ ...customer, email: uniqueEmail('again') })
      .expect(409);
    expect(again.body.messages).toEqual(['This lead is a customer already']);
    expect(
      (
        await asAdmin(request(t.http).post('/api/admin/user'))
          .send({ ...customer, email: uniqueEmail('none'), lead_id: 2147480000 })
          .expect(422)
      ).body.messages,
    ).toEqual(['lead_id must be a lead']);
  });

  // Each trigger's mails (whom, wording, language, the ebook link): lead-triggers.spec.ts.

  it('sends the ebook from the /ebook page through the chosen status’s trigger, to a new or known lead, each time they ask', async () => {
    await request(t.http).get('/api/ebook').expect(200, { available: false, button_name: '' });
    expect(
      (
        await request(t.http)
          .post('/api/ebook')
          .send({ name: 'Mei', email: uniqueEmail('early') })
          .expect(404)
      ).body.messages,
    ).toEqual(['The ebook is not available at the moment']);
    const plain = await status({});
    const ebook = await status(
      { trigger: 'ebook_email_to_lead', trigger_template: 'Your ebook\nHere it is, {first_name}.', button_name: 'Get the ebook' },
      PDF,
    );
    const put = (body: object) => asAdmin(request(t.http).put('/api/admin/config/crm')).send(body);
    expect((await put({ ebook_status_id: plain.id }).expect(422)).body.messages).toEqual([
      'ebook_status_id must be a lead status with an ebook trigger and its file',
    ]);
    await put({ ebook_status_id: ebook.id }).expect(200, { ebook_status_id: ebook.id });
    try {
      await request(t.http).get('/api/ebook').expect(200, { available: true, button_name: 'Get the ebook' });
      const email = uniqueEmail('reader');
      const res = await request(t.http).post('/api/ebook').field('name', 'Mei Ling Chan').field('email', email).expect(201);
      expect(res.body.messages).toEqual(['The ebook is on its way: please check your email.']);
      const [mail] = await mailTo(email);
      expect(mail.parsed.subject).toBe('Your ebook');
      expect(textOf(mail)).toMatch(/Get the ebook: http:\/\/shop\.test\/api\/ebook\//);
      const leads = (
        await asAdmin(request(t.http).get('/api/admin/lead'))
          .query({ filter: JSON.stringify({ q: email }) })
          .expect(200)
      ).body;
      expect(leads).toEqual([expect.objectContaining({ first_name: 'Mei', last_name: 'Ling Chan', status_id: ebook.id })]);
      // Asking again mails it again, to the same lead.
      await request(t.http).post('/api/ebook').send({ name: 'Mei Ling Chan', email }).expect(201);
      await mailTo(email, 2);
      expect(
        (
          await asAdmin(request(t.http).get('/api/admin/lead'))
            .query({ filter: JSON.stringify({ q: email }) })
            .expect(200)
        ).body,
      ).toHaveLength(1);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM contact WHERE email = $1 AND source = 'ebook'`, [email]))[0].n).toBe(2);
    } finally {
      await put({ ebook_status_id: null }).expect(200);
    }
  });

  it('hands a move’s mail to the queue by its outbox row: handing the same row over again sends nothing more', async () => {
    const stage = await status({ trigger: 'email_to_lead', trigger_template: 'Back online {first_name}' });
    const email = uniqueEmail('outage');
    const made = (await lead({ email }).expect(201)).body;
    // The move and its mail are written with its outbox row in one transaction; the relay hands it to BullMQ with the row's id as job id.
    await asAdmin(request(t.http).post(`/api/admin/lead/${made.id}/status`))
      .send({ status_id: stage.id })
      .expect(200);
    const [row] = await t.dataSource.query(
      `SELECT o.id FROM outbox o JOIN mail_message m ON m.id = (o.payload->>'mailId')::int WHERE m.to_address = $1 AND o.job_name = 'mail.send'`,
      [email],
    );
    expect(row).toBeDefined();
    await mailTo(email);
    // The relay handing the same row over again (a retry after a crash) is ignored by its job id.
    await t.dataSource.query(`UPDATE outbox SET dispatched_at = NULL WHERE id = $1`, [row.id]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.to(email)).toHaveLength(1);
  });
});
