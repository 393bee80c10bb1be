import request from 'supertest';
import { startTestApp, TestApp, bytesOf } from '../helpers/app';
import { forEachStorage } from '../helpers/storage-backends';
import { adminWith, createCustomer, customerToken, superAdmin, unique, uniqueEmail } from '../helpers/factories';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d0b3f30000000049454e44ae426082',
  'hex',
);

/** Three fields most tests use: a required name, a required email and a select of teas. */
const FIELDS = [
  { key: 'name', type: 'text', label: { en_us: 'Name', zh_hk: '姓名' }, required: true },
  { key: 'email', type: 'email', label: { en_us: 'Email', zh_hk: '電郵' }, required: true },
  {
    key: 'tea',
    type: 'select',
    label: { en_us: 'Favourite tea', zh_hk: '最愛的茶' },
    options: [
      { value: 'green', label: { en_us: 'Green', zh_hk: '綠茶' } },
      { value: 'black', label: { en_us: 'Black', zh_hk: '紅茶' } },
    ],
  },
];

describe('form builder (/api/admin/formbuilder), its public page (/api/form/{url}) and its submissions', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_RATE_LIMIT: '1000' });
    admin = (await superAdmin(t)).token;
  });
  afterAll(() => t.close());

  const asAdmin = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);
  const form = (fields: object = {}, token = admin) =>
    asAdmin(request(t.http).post('/api/admin/formbuilder'), token).send({
      url: unique('tea-survey'),
      title: { en_us: 'Tea survey', zh_hk: '茶葉問卷' },
      description: { en_us: 'Tell us what you drink' },
      success_message: { en_us: 'Thanks for your answers!', zh_hk: '多謝你的回覆！' },
      fields: FIELDS,
      ...fields,
    });
  const statusAndFunnel = async () => {
    const stages: number[] = [];
    for (const title of ['Asked', 'Answered'])
      stages.push(
        (
          await asAdmin(request(t.http).post('/api/admin/status'))
            .send({ title: unique(title) })
            .expect(201)
        ).body.id,
      );
    const funnel = (
      await asAdmin(request(t.http).post('/api/admin/funnel'))
        .send({ title: 'Survey funnel', url: unique('survey'), stage_ids: stages })
        .expect(201)
    ).body;
    return { stages, funnel };
  };

  describe('admin CRUD', () => {
    it('creates, reads, lists, updates and deletes a form with its fields in order', async () => {
      const made = (await form().expect(201)).body;
      expect(made).toMatchObject({
        title: { en_us: 'Tea survey', zh_hk: '茶葉問卷' },
        enabled: true,
        allow_guest: true,
        limit_submit: false,
        funnel_id: null,
        status_id: null,
        submissions: 0,
      });
      expect(made.fields.map((f: { key: string }) => f.key)).toEqual(['name', 'email', 'tea']);
      expect(made.fields[2].options).toEqual(FIELDS[2].options);
      expect((await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}`)).expect(200)).body).toEqual(made);

      const list = await asAdmin(request(t.http).get('/api/admin/formbuilder'))
        .query({ filter: JSON.stringify({ q: made.url }), language: 'zh_hk' })
        .expect(200);
      expect(list.headers['x-total-count']).toBe('1');
      expect(list.body[0]).toMatchObject({ id: made.id, url: made.url, title_text: '茶葉問卷', submissions: 0 });

      const changed = await asAdmin(request(t.http).put(`/api/admin/formbuilder/${made.id}`))
        .send({ url: made.url, title: { en_us: 'Tea poll' }, fields: [FIELDS[1], FIELDS[0]], limit_submit: true, allow_guest: false })
        .expect(200);
      expect(changed.body).toMatchObject({ title: { en_us: 'Tea poll' }, limit_submit: true, allow_guest: false, description: {} });
      expect(changed.body.fields.map((f: { key: string }) => f.key)).toEqual(['email', 'name']);
      expect(await t.dataSource.query(`SELECT key FROM form_field WHERE form_id = $1 ORDER BY position`, [made.id])).toEqual([
        { key: 'email' },
        { key: 'name' },
      ]);

      await asAdmin(request(t.http).delete(`/api/admin/formbuilder/${made.id}`)).expect(200);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}`)).expect(404);
      expect(await t.dataSource.query(`SELECT 1 FROM form_field WHERE form_id = $1`, [made.id])).toEqual([]);
      await asAdmin(request(t.http).put(`/api/admin/formbuilder/${made.id}`))
        .send({ url: made.url, title: { en_us: 'x' }, fields: FIELDS })
        .expect(404);
    });

    it('answers 401 without a token and 403 without the permission', async () => {
      const made = (await form().expect(201)).body;
      await request(t.http).get('/api/admin/formbuilder').expect(401);
      await request(t.http).post('/api/admin/formbuilder').send({}).expect(401);
      await request(t.http).get(`/api/admin/formbuilder/${made.id}/histories`).expect(401);
      const lister = await adminWith(t, ['formbuilder.list']);
      await asAdmin(request(t.http).get('/api/admin/formbuilder'), lister.token).expect(200);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}`), lister.token).expect(200);
      expect((await form({}, lister.token).expect(403)).body.messages).toEqual(expect.any(Array));
      await asAdmin(request(t.http).delete(`/api/admin/formbuilder/${made.id}`), lister.token).expect(403);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}/histories`), lister.token).expect(403);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}/histories/csv`), lister.token).expect(403);
      const stranger = await adminWith(t, ['lead.list']);
      await asAdmin(request(t.http).get('/api/admin/formbuilder'), stranger.token).expect(403);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}`)).expect(200);
    });

    it('refuses bad definitions field by field and changes nothing', async () => {
      const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM form`);
      const bad = await form({
        url: 'no spaces!',
        title: { en_us: '  ' },
        fields: [
          { key: 'name', type: 'colour', label: { en_us: 'Name' } },
          { key: 'name', type: 'text', label: { en_us: 'Again' } },
          { key: 'pick', type: 'select', label: { en_us: 'Pick' }, options: [] },
          { key: 'Bad Key', type: 'text', label: {} },
          { key: 'website', type: 'text', label: { en_us: 'Site' } },
          { key: 'free', type: 'text', label: { en_us: 'Free' }, options: [{ value: 'a', label: { en_us: 'A' } }] },
        ],
      }).expect(422);
      expect(bad.body.messages).toEqual(['url may hold only letters, digits and hyphens']);
      const fields = await form({
        title: { en_us: '  ' },
        fields: [
          { key: 'name', type: 'colour', label: { en_us: 'Name' } },
          { key: 'name', type: 'text', label: { en_us: 'Again' } },
          { key: 'pick', type: 'select', label: { en_us: 'Pick' }, options: [] },
          { key: 'Bad Key', type: 'text', label: {} },
          { key: 'website', type: 'text', label: { en_us: 'Site' } },
          { key: 'free', type: 'text', label: { en_us: 'Free' }, options: [{ value: 'a', label: { en_us: 'A' } }] },
          {
            key: 'twice',
            type: 'radio',
            label: { en_us: 'Twice' },
            options: [
              { value: 'a', label: { en_us: 'A' } },
              { value: 'a', label: { en_us: 'B' } },
            ],
          },
        ],
      }).expect(422);
      expect(fields.body.errors).toEqual({
        title: ['title needs a text in at least one language, each at most 200 characters'],
        'fields.0.type': ['fields.0.type must be one of text, textarea, email, phone, number, date, select, radio, checkbox, file'],
        'fields.1.key': ['Two fields have the key name'],
        'fields.2.options': ['fields.2.options needs 1 to 50 options, each with a value of at most 100 characters and a label'],
        'fields.3.key': ['fields.3.key must start with a lowercase letter and hold only lowercase letters, digits and underscores (at most 60)'],
        'fields.3.label': ['fields.3.label needs a label in at least one language, each at most 200 characters'],
        'fields.4.key': ['fields.4.key may not be website or language: the form uses those names itself'],
        'fields.5.options': ['fields.5.options has no options: only select, radio and checkbox fields take them'],
        'fields.6.options': ['Two options of fields.6.options have the value a'],
      });
      expect((await form({ fields: [] }).expect(422)).body.messages).toEqual(['fields must list 1 to 50 fields']);
      expect((await form({ fields: 'name' }).expect(422)).body.messages).toEqual(['fields must list 1 to 50 fields']);
      const taken = (await form().expect(201)).body;
      expect((await form({ url: taken.url }).expect(422)).body.messages).toEqual([`Another form has the url ${taken.url}`]);
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM form`)).toEqual([{ n: before[0].n + 1 }]);
    });

    it('takes a funnel stage only of that funnel, and only with a required email field', async () => {
      const { stages, funnel } = await statusAndFunnel();
      const other = (
        await asAdmin(request(t.http).post('/api/admin/status'))
          .send({ title: unique('Elsewhere') })
          .expect(201)
      ).body.id;
      expect((await form({ funnel_id: funnel.id, status_id: other }).expect(422)).body.errors).toEqual({
        status_id: ['status_id must be a stage of the funnel chosen'],
      });
      expect((await form({ funnel_id: 2147480000, status_id: stages[0] }).expect(422)).body.errors).toEqual({ funnel_id: ['funnel_id must be a funnel'] });
      expect((await form({ funnel_id: funnel.id }).expect(422)).body.messages).toEqual(['funnel_id and status_id go together: give both or neither']);
      expect((await form({ funnel_id: funnel.id, status_id: stages[1], fields: [FIELDS[0]] }).expect(422)).body.messages).toEqual([
        'A form that makes leads needs a required field of type email',
      ]);
      const made = (await form({ funnel_id: funnel.id, status_id: stages[1] }).expect(201)).body;
      expect(made).toMatchObject({ funnel_id: funnel.id, status_id: stages[1] });
    });
  });

  describe('the public page', () => {
    it('answers the definition in the asked language, the main language for what is missing', async () => {
      const made = (await form().expect(201)).body;
      const zh = (await request(t.http).get(`/api/form/${made.url}`).query({ language: 'zh_hk' }).expect(200)).body;
      expect(zh).toMatchObject({ url: made.url, title: '茶葉問卷', description: 'Tell us what you drink', allow_guest: true, limit_submit: false });
      expect(zh.fields).toEqual([
        { key: 'name', type: 'text', label: '姓名', required: true, options: [] },
        { key: 'email', type: 'email', label: '電郵', required: true, options: [] },
        {
          key: 'tea',
          type: 'select',
          label: '最愛的茶',
          required: false,
          options: [
            { value: 'green', label: '綠茶' },
            { value: 'black', label: '紅茶' },
          ],
        },
      ]);
      expect((await request(t.http).get(`/api/form/${made.url}`).query({ language: 'zh_cn' }).expect(200)).body.title).toBe('Tea survey');
    });

    it('is not found when missing or disabled (404), before reading any answer', async () => {
      expect((await request(t.http).get('/api/form/no-such-form').expect(404)).body.messages).toEqual(['This form is not available']);
      await request(t.http).post('/api/form/no-such-form').field('name', 'x').expect(404);
      const made = (await form({ enabled: false }).expect(201)).body;
      await request(t.http).get(`/api/form/${made.url}`).expect(404);
      await request(t.http).post(`/api/form/${made.url}`).field('name', 'Mei').field('email', uniqueEmail('x')).expect(404);
      expect(await t.dataSource.query(`SELECT 1 FROM form_submit_history WHERE form_id = $1`, [made.id])).toEqual([]);
    });

    it('keeps a submission with its answers, the customer who sent it and the success message in their language', async () => {
      const made = (await form().expect(201)).body;
      const sent = await request(t.http)
        .post(`/api/form/${made.url}`)
        .field('name', ' Mei Chan ')
        .field('email', 'MEI@Example.test')
        .field('tea', 'green')
        .field('language', 'zh_hk')
        .field('unknown', 'dropped')
        .expect(201);
      expect(sent.body).toEqual({ messages: ['Thank you: your answers have been sent.'], codes: ['form.sent'], success_message: '多謝你的回覆！' });
      const shopper = await createCustomer(t.dataSource);
      const token = await customerToken(t, shopper);
      await request(t.http).post(`/api/form/${made.url}`).set('Authorization', `Bearer ${token}`).send({ name: 'Member', email: shopper.email }).expect(201);
      const rows = await t.dataSource.query(`SELECT user_id, language, answers, lead_id FROM form_submit_history WHERE form_id = $1 ORDER BY id`, [made.id]);
      expect(rows).toEqual([
        { user_id: null, language: 'zh_hk', answers: { name: 'Mei Chan', email: 'mei@example.test', tea: 'green' }, lead_id: null },
        { user_id: shopper.id, language: 'en_us', answers: { name: 'Member', email: shopper.email, tea: null }, lead_id: null },
      ]);
    });

    it("checks every answer against the form's own fields, with a message per field, and keeps nothing", async () => {
      const made = (
        await form({
          fields: [
            ...FIELDS,
            { key: 'phone', type: 'phone', label: { en_us: 'Phone' } },
            { key: 'cups', type: 'number', label: { en_us: 'Cups a day' } },
            { key: 'since', type: 'date', label: { en_us: 'Drinking since' } },
            {
              key: 'times',
              type: 'checkbox',
              label: { en_us: 'When' },
              required: true,
              options: [
                { value: 'morning', label: { en_us: 'Morning' } },
                { value: 'night', label: { en_us: 'Night' } },
              ],
            },
            { key: 'note', type: 'textarea', label: { en_us: 'Note', zh_hk: '備註' } },
          ],
        }).expect(201)
      ).body;
      const bad = await request(t.http)
        .post(`/api/form/${made.url}`)
        .field('name', '')
        .field('email', 'not-an-email')
        .field('tea', 'oolong')
        .field('phone', 'call me')
        .field('cups', 'many')
        .field('since', '2023-02-30')
        .field('times', 'noon')
        .field('note', 'x'.repeat(5001))
        .expect(422);
      expect(bad.body.errors).toEqual({
        name: ['Name is required'],
        email: ['Email must be a valid email address'],
        tea: ['Favourite tea must be one of the choices given'],
        phone: ['Phone must be a phone number (digits, spaces, +, -, brackets)'],
        cups: ['Cups a day must be a number'],
        since: ['Drinking since must be a date (YYYY-MM-DD)'],
        times: ['When must be one of the choices given'],
        note: ['Note must be at most 5000 characters long'],
      });
      expect(bad.body.codes).toEqual([
        'validation.required',
        'validation.email',
        'form.option',
        'form.phone',
        'form.number',
        'form.date',
        'form.option',
        'form.too_long',
      ]);
      // Worded with the labels in the shopper's language.
      const zh = await request(t.http).post(`/api/form/${made.url}`).field('language', 'zh_hk').field('email', 'a@b.test').expect(422);
      expect(zh.body.errors).toEqual({ name: ['姓名 is required'], times: ['When is required'] });
      const good = await request(t.http)
        .post(`/api/form/${made.url}`)
        .field('name', 'Kit')
        .field('email', 'kit@example.test')
        .field('phone', '+852 1234 5678')
        .field('cups', '2.5')
        .field('since', '2020-02-29')
        .field('times', 'morning')
        .field('times', 'night')
        .expect(201);
      expect(good.body.success_message).toBe('Thanks for your answers!');
      const [row] = await t.dataSource.query(`SELECT answers FROM form_submit_history WHERE form_id = $1`, [made.id]);
      expect(row.answers).toEqual({
        name: 'Kit',
        email: 'kit@example.test',
        tea: null,
        phone: '+852 1234 5678',
        cups: 2.5,
        since: '2020-02-29',
        times: ['morning', 'night'],
        note: null,
      });
    });

    it('is linked from a menu item of type form (/form/{url})', async () => {
      const made = (await form().expect(201)).body;
      const menuItem = (await asAdmin(request(t.http).post('/api/admin/menu')).send({ title: 'Tea survey', type: 'form', url: made.url }).expect(201)).body;
      const tree = (await request(t.http).get('/api/menu?language=en_us').expect(200)).body as { id: number; link: string; children: unknown[] }[];
      const found = tree.find((item) => item.id === menuItem.id);
      expect(found).toMatchObject({ type: 'form', title: 'Tea survey', link: `/form/${made.url}` });
      await asAdmin(request(t.http).delete(`/api/admin/menu/${menuItem.id}`)).expect(200);
    });

    it('answers a filled honeypot as a success and keeps nothing', async () => {
      const made = (await form().expect(201)).body;
      const res = await request(t.http)
        .post(`/api/form/${made.url}`)
        .field('name', 'Bot')
        .field('email', 'bot@spam.test')
        .field('website', 'http://spam.test')
        .expect(201);
      expect(res.body.messages).toEqual(['Thank you: your answers have been sent.']);
      expect(await t.dataSource.query(`SELECT 1 FROM form_submit_history WHERE form_id = $1`, [made.id])).toEqual([]);
    });

    it('sends guests of a members-only form to log in (401), and lets a shopper submit a limited form once (409 after)', async () => {
      const made = (await form({ allow_guest: false, limit_submit: true }).expect(201)).body;
      expect((await request(t.http).get(`/api/form/${made.url}`).expect(401)).body.messages).toEqual(['Please log in to fill in this form']);
      await request(t.http).post(`/api/form/${made.url}`).field('name', 'Guest').field('email', uniqueEmail('g')).expect(401);
      const shopper = await createCustomer(t.dataSource);
      const token = await customerToken(t, shopper);
      const bearer = { Authorization: `Bearer ${token}` };
      await request(t.http).get(`/api/form/${made.url}`).set(bearer).expect(200);
      await request(t.http).post(`/api/form/${made.url}`).set(bearer).field('name', 'Mei').field('email', shopper.email).expect(201);
      expect((await request(t.http).get(`/api/form/${made.url}`).set(bearer).expect(409)).body.messages).toEqual(['You have already submitted this form']);
      expect(
        (await request(t.http).post(`/api/form/${made.url}`).set(bearer).field('name', 'Mei').field('email', shopper.email).expect(409)).body.codes,
      ).toEqual(['form.already_submitted']);
      expect(await t.dataSource.query(`SELECT user_id FROM form_submit_history WHERE form_id = $1`, [made.id])).toEqual([{ user_id: shopper.id }]);
      // Another shopper still may.
      const other = await createCustomer(t.dataSource);
      await request(t.http)
        .post(`/api/form/${made.url}`)
        .set('Authorization', `Bearer ${await customerToken(t, other)}`)
        .field('name', 'Kit')
        .field('email', other.email)
        .expect(201);
    });

    it('brings the lead of the answered email to the funnel stage: made when new, moved when known, with a timeline entry naming the form', async () => {
      const { stages, funnel } = await statusAndFunnel();
      const made = (
        await form({ funnel_id: funnel.id, status_id: stages[1], fields: [...FIELDS, { key: 'company', type: 'text', label: { en_us: 'Company' } }] }).expect(
          201,
        )
      ).body;
      const email = uniqueEmail('lead');
      await request(t.http)
        .post(`/api/form/${made.url}`)
        .field('name', 'Mei Chan')
        .field('email', email)
        .field('tea', 'black')
        .field('company', 'Tea Co')
        .expect(201);
      const [lead] = await t.dataSource.query(`SELECT id, first_name, last_name, email, company, status_id, funnel_id, notes FROM lead WHERE email = $1`, [
        email,
      ]);
      expect(lead).toMatchObject({
        first_name: 'Mei',
        last_name: 'Chan',
        email,
        company: 'Tea Co',
        status_id: stages[1],
        funnel_id: funnel.id,
        notes: 'Favourite tea: black',
      });
      const [history] = await t.dataSource.query(`SELECT lead_id FROM form_submit_history WHERE form_id = $1`, [made.id]);
      expect(history.lead_id).toBe(lead.id);
      expect(await t.dataSource.query(`SELECT kind, to_status_id, detail FROM lead_event WHERE lead_id = $1`, [lead.id])).toEqual([
        { kind: 'created', to_status_id: stages[1], detail: 'Form: Tea survey' },
      ]);

      // A known lead at another status is moved, not made again.
      const known = uniqueEmail('known');
      const existing = (await asAdmin(request(t.http).post('/api/admin/lead')).send({ first_name: 'Known', email: known, status_id: stages[0] }).expect(201))
        .body;
      await request(t.http).post(`/api/form/${made.url}`).field('name', 'Known Again').field('email', known).expect(201);
      expect(await t.dataSource.query(`SELECT id, status_id, funnel_id, first_name FROM lead WHERE email = $1`, [known])).toEqual([
        { id: existing.id, status_id: stages[1], funnel_id: funnel.id, first_name: 'Known' },
      ]);
      const events = await t.dataSource.query(`SELECT kind, from_status_id, to_status_id, detail FROM lead_event WHERE lead_id = $1 ORDER BY id`, [
        existing.id,
      ]);
      expect(events[events.length - 1]).toEqual({ kind: 'status', from_status_id: stages[0], to_status_id: stages[1], detail: 'Form: Tea survey' });
      const board = (await asAdmin(request(t.http).get(`/api/admin/funnel/${funnel.id}/board`)).expect(200)).body;
      expect(board.columns[1].leads.map((l: { email: string }) => l.email).sort()).toEqual([email, known].sort());
    });

    it('limits each address to CONTACT_RATE_LIMIT submissions an hour (429), as the contact page does', async () => {
      // A secret of its own: the addresses it counts are not those the other tests' app counted.
      const limited = await startTestApp({ CONTACT_RATE_LIMIT: '2', JWT_SECRET: `rate-limit-secret-${unique('s')}-0123456789abcdef` });
      try {
        const token = (await superAdmin(limited)).token;
        const made = (
          await request(limited.http)
            .post('/api/admin/formbuilder')
            .set('Authorization', `Bearer ${token}`)
            .send({ url: unique('rate'), title: { en_us: 'Rate' }, fields: FIELDS })
            .expect(201)
        ).body;
        const send = () => request(limited.http).post(`/api/form/${made.url}`).field('name', 'A').field('email', uniqueEmail('r'));
        await send().expect(201);
        await send().expect(201);
        expect((await send().expect(429)).body.codes).toEqual(['http.too_many_requests']);
        expect(await limited.dataSource.query(`SELECT count(*)::int AS n FROM form_submit_history WHERE form_id = $1`, [made.id])).toEqual([{ n: 2 }]);
      } finally {
        await limited.close();
      }
    });
  });

  forEachStorage('files sent through the public page', (storage) => {
    // The helpers above send to `t`: this block's tests run on an app of their own keeping its files in
    // `storage`, the spec's own app again after them (both on the worker's database).
    let main: TestApp;
    beforeAll(async () => {
      main = t;
      t = await startTestApp({ CONTACT_RATE_LIMIT: '1000', ...storage.env });
    });
    afterAll(async () => {
      await t.close();
      t = main;
    });

    it('takes files of the allowed types and sizes for file fields only, keeps them privately and serves them to staff holding formbuilder.histories', async () => {
      const made = (await form({ fields: [...FIELDS, { key: 'receipt', type: 'file', label: { en_us: 'Receipt' }, required: true }] }).expect(201)).body;
      const post = () => request(t.http).post(`/api/form/${made.url}`).field('name', 'Ann').field('email', uniqueEmail('ann'));
      expect((await post().expect(422)).body.errors).toEqual({ receipt: ['Receipt is required'] });
      expect((await post().attach('receipt', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'receipt.pdf').expect(422)).body.errors).toEqual({
        receipt: ['Receipt must be a PDF, PNG, JPEG, GIF or WebP file'],
      });
      const huge = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
      expect((await post().attach('receipt', huge, 'big.pdf').expect(422)).body.errors).toEqual({ receipt: ['Receipt must be a file of at most 5 MB'] });
      expect((await post().attach('receipt', PDF, 'r.pdf').attach('other', PNG, 'x.png').expect(422)).body.errors).toEqual({
        other: ['The form has no file field other'],
      });
      expect(await t.dataSource.query(`SELECT 1 FROM form_submit_history WHERE form_id = $1`, [made.id])).toEqual([]);

      await post().attach('receipt', PDF, { filename: '收據.pdf', contentType: 'application/octet-stream' }).expect(201);
      const [row] = await t.dataSource.query(`SELECT id, answers, files FROM form_submit_history WHERE form_id = $1`, [made.id]);
      expect(row.answers.receipt).toBe('收據.pdf');
      expect(row.files).toEqual([
        { key: 'receipt', name: '收據.pdf', size: PDF.length, type: 'pdf', stored: expect.stringMatching(/^private\/form-files\/[0-9a-f-]+\.pdf$/) },
      ]);
      expect(await storage.read(row.files[0].stored)).toEqual(PDF);
      // Not served publicly.
      await storage.expectPrivate(row.files[0].stored);
      await request(t.http).get(`/uploads/${row.files[0].stored}`).expect(404);

      const detail = (await asAdmin(request(t.http).get(`/api/admin/formbuilder/history/${row.id}`)).expect(200)).body;
      expect(detail).toMatchObject({ id: row.id, form_id: made.id, form_url: made.url, user_id: null, answers: row.answers });
      expect(detail.files).toEqual([{ index: 1, key: 'receipt', name: '收據.pdf', size: PDF.length, content_type: 'application/pdf' }]);
      expect(detail.fields.map((f: { key: string }) => f.key)).toEqual(['name', 'email', 'tea', 'receipt']);
      const file = await asAdmin(request(t.http).get(`/api/admin/formbuilder/history/${row.id}/file/1`))
        .buffer(true)
        .parse(bytesOf)
        .expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain('attachment');
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/history/${row.id}/file/2`)).expect(404);
      await request(t.http).get(`/api/admin/formbuilder/history/${row.id}/file/1`).expect(401);
      const lister = await adminWith(t, ['formbuilder.list', 'formbuilder.edit']);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/history/${row.id}`), lister.token).expect(403);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/history/${row.id}/file/1`), lister.token).expect(403);
      const historian = await adminWith(t, ['formbuilder.histories']);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/history/${row.id}/file/1`), historian.token).expect(200);
      // Its columns are the form's fields: the form reads with formbuilder.histories alone, the list does not.
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}`), historian.token).expect(200);
      await asAdmin(request(t.http).get('/api/admin/formbuilder'), historian.token).expect(403);

      // The form goes with its submissions, and their files with them.
      await asAdmin(request(t.http).delete(`/api/admin/formbuilder/${made.id}`)).expect(200);
      await storage.gone(row.files[0].stored);
    });
  });

  describe('histories (/api/admin/formbuilder/{id}/histories)', () => {
    it('lists a form’s submissions newest first, filtered by date range and user, and exports them as CSV with a BOM', async () => {
      const made = (await form().expect(201)).body;
      const shopper = await createCustomer(t.dataSource, { firstName: '美', lastName: '陳' });
      const token = await customerToken(t, shopper);
      await request(t.http).post(`/api/form/${made.url}`).field('name', 'Old, "quoted"').field('email', 'old@example.test').expect(201);
      await request(t.http)
        .post(`/api/form/${made.url}`)
        .set('Authorization', `Bearer ${token}`)
        .field('name', '陳美')
        .field('email', shopper.email)
        .field('tea', 'green')
        .expect(201);
      await request(t.http).post(`/api/form/${made.url}`).field('name', '=1+1').field('email', 'new@example.test').expect(201);
      const ids: { id: number }[] = await t.dataSource.query(`SELECT id FROM form_submit_history WHERE form_id = $1 ORDER BY id`, [made.id]);
      await t.dataSource.query(`UPDATE form_submit_history SET created_at = '2026-01-15T12:00:00Z' WHERE id = $1`, [ids[0].id]);

      const all = await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}/histories`)).expect(200);
      expect(all.headers['x-total-count']).toBe('3');
      expect(all.body.map((h: { id: number }) => h.id)).toEqual([ids[2].id, ids[1].id, ids[0].id]);
      expect(all.body[1]).toMatchObject({
        user_id: shopper.id,
        user_name: '美 陳',
        user_email: shopper.email,
        answers: { name: '陳美', email: shopper.email, tea: 'green' },
      });

      const byUser = await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}/histories`))
        .query({ filter: JSON.stringify({ user_id: shopper.id }) })
        .expect(200);
      expect(byUser.body.map((h: { id: number }) => h.id)).toEqual([ids[1].id]);
      const january = await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}/histories`))
        .query({ filter: JSON.stringify({ from: '2026-01-01', to: '2026-01-31' }) })
        .expect(200);
      expect(january.body.map((h: { id: number }) => h.id)).toEqual([ids[0].id]);
      expect(
        (
          await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}/histories`))
            .query({ filter: JSON.stringify({ from: 'yesterday' }) })
            .expect(422)
        ).body.messages,
      ).toEqual(['filter from must be a date (YYYY-MM-DD)']);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/2147480000/histories`)).expect(404);

      const csv = await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}/histories/csv`))
        .query({ language: 'zh_hk' })
        .buffer(true)
        .parse(bytesOf)
        .expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="form-${made.id}-submissions.csv"`);
      const bytes = csv.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('id,created_at,user_id,user,user_email,姓名,電郵,最愛的茶');
      expect(lines[1]).toBe(`${ids[0].id},2026-01-15T12:00:00.000Z,,,,"Old, ""quoted""",old@example.test,`);
      expect(lines[2]).toMatch(new RegExp(`^${ids[1].id},[^,]+,${shopper.id},美 陳,${shopper.email},陳美,${shopper.email},green$`));
      expect(lines[3]).toMatch(/,'=1\+1,new@example\.test,$/);
      expect(lines[4]).toBe('');
      const filtered = await asAdmin(request(t.http).get(`/api/admin/formbuilder/${made.id}/histories/csv`))
        .query({ filter: JSON.stringify({ user_id: shopper.id }) })
        .expect(200);
      expect(filtered.text.split('\r\n').filter(Boolean)).toHaveLength(2);
      await asAdmin(request(t.http).get(`/api/admin/formbuilder/2147480000/histories/csv`)).expect(404);
    });
  });
});
