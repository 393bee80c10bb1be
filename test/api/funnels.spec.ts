import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { adminWith, superAdmin, unique, uniqueEmail } from '../helpers/factories';

describe('funnels (/api/admin/funnel), their board and their public page (/api/funnel/{url})', () => {
  let t: TestApp;
  let admin: string;
  let stages: number[];

  beforeAll(async () => {
    t = await startTestApp({ CONTACT_RATE_LIMIT: '1000' });
    admin = (await superAdmin(t)).token;
    stages = [];
    for (const title of ['Interested', 'Tasting booked', 'Bought']) {
      stages.push(
        (
          await asAdmin(request(t.http).post('/api/admin/status'))
            .send({ title: unique(title) })
            .expect(201)
        ).body.id,
      );
    }
  });
  afterAll(() => t.close());

  const asAdmin = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);
  const funnel = (fields: object = {}) =>
    asAdmin(request(t.http).post('/api/admin/funnel')).send({
      title: 'Tea tasting',
      url: unique('tasting'),
      description: 'Book a free tasting',
      stage_ids: stages,
      ...fields,
    });

  it('creates a funnel with ordered stages, refuses a taken url or unknown stages, and answers 401 and 403', async () => {
    const made = await funnel({ url: ` ${unique('Tasting').toUpperCase()} ` }).expect(201);
    expect(made.body).toMatchObject({ title: 'Tea tasting', enabled: true, stage_ids: stages, leads: 0 });
    expect(made.body.url).toMatch(/^tasting-/);
    expect(made.body.stages.map((s: { status_id: number }) => s.status_id)).toEqual(stages);
    expect((await funnel({ url: made.body.url }).expect(422)).body.messages).toEqual([`Another funnel has the url ${made.body.url}`]);
    expect((await funnel({ stage_ids: [stages[0], stages[0]] }).expect(422)).body.messages).toEqual(['stage_ids must list 1 to 20 different lead statuses']);
    expect((await funnel({ stage_ids: [2147480000] }).expect(422)).body.messages).toEqual(['stage_ids must list 1 to 20 different lead statuses']);
    expect((await funnel({ stage_ids: [] }).expect(422)).body.messages).toEqual(['stage_ids must list 1 to 20 different lead statuses']);
    expect((await funnel({ url: 'no spaces!' }).expect(422)).body.messages).toEqual(['url may hold only letters, digits and hyphens']);
    const reordered = await asAdmin(request(t.http).put(`/api/admin/funnel/${made.body.id}`))
      .send({ title: 'Tea tasting', url: made.body.url, stage_ids: [stages[1], stages[0]] })
      .expect(200);
    expect(reordered.body.stage_ids).toEqual([stages[1], stages[0]]);
    // A status that is a stage cannot be deleted.
    expect((await asAdmin(request(t.http).delete(`/api/admin/status/${stages[0]}`)).expect(409)).body.messages).toEqual([
      'This status is a stage of 1 funnel(s): take it out of them first',
    ]);

    await request(t.http).get('/api/admin/funnel').expect(401);
    const lister = await adminWith(t, ['lead.funnel.list']);
    await asAdmin(request(t.http).get('/api/admin/funnel'), lister.token).expect(200);
    await asAdmin(request(t.http).get(`/api/admin/funnel/${made.body.id}/board`), lister.token).expect(403);
    await funnel({}).set('Authorization', `Bearer ${lister.token}`).expect(403);
    await asAdmin(request(t.http).delete(`/api/admin/funnel/${made.body.id}`)).expect(200);
    await asAdmin(request(t.http).get(`/api/admin/funnel/${made.body.id}`)).expect(404);
  });

  it('turns visitors of the public page into leads at the first stage, and shows them on the board with counts and conversion', async () => {
    const made = (await funnel().expect(201)).body;
    expect((await request(t.http).get(`/api/funnel/${made.url}`).expect(200)).body).toEqual({ title: 'Tea tasting', description: 'Book a free tasting' });
    const emails = [uniqueEmail('v1'), uniqueEmail('v2'), uniqueEmail('v3'), uniqueEmail('v4')];
    // Answers arrive as multipart fields.
    for (const email of emails) {
      const res = await request(t.http)
        .post(`/api/funnel/${made.url}`)
        .field('first_name', 'Visitor')
        .field('email', email)
        .field('message', 'Saturday please')
        .expect(201);
      expect(res.body.messages).toEqual(['Thank you: we will be in touch soon.']);
    }
    // JSON works too; a honeypot keeps nothing; bad answers are refused.
    await request(t.http)
      .post(`/api/funnel/${made.url}`)
      .send({ first_name: 'Bot', email: uniqueEmail('bot'), website: 'http://spam.example' })
      .expect(201);
    expect((await request(t.http).post(`/api/funnel/${made.url}`).field('first_name', '').field('email', 'nope').expect(422)).body.messages).toEqual([
      'first_name is required',
      'email must be a valid email address',
    ]);
    const leads = (
      await asAdmin(request(t.http).get('/api/admin/lead'))
        .query({ filter: JSON.stringify({ funnel_id: made.id }) })
        .expect(200)
    ).body;
    expect(leads).toHaveLength(4);
    expect(leads.every((l: { status_id: number; funnel_id: number }) => l.status_id === stages[0] && l.funnel_id === made.id)).toBe(true);
    const [contact] = await t.dataSource.query(`SELECT source, subject, message, lead_id FROM contact WHERE email = $1`, [emails[0]]);
    expect(contact).toMatchObject({ source: 'funnel', subject: 'Tea tasting', message: 'Saturday please', lead_id: expect.any(Number) });

    // Two go on to the second stage, one of them to the third.
    const idOf = (email: string) => leads.find((l: { email: string }) => l.email === email).id;
    await asAdmin(request(t.http).post(`/api/admin/lead/${idOf(emails[0])}/status`))
      .send({ status_id: stages[1] })
      .expect(200);
    await asAdmin(request(t.http).post(`/api/admin/lead/${idOf(emails[1])}/status`))
      .send({ status_id: stages[1] })
      .expect(200);
    await asAdmin(request(t.http).post(`/api/admin/lead/${idOf(emails[1])}/status`))
      .send({ status_id: stages[2] })
      .expect(200);
    const board = (await asAdmin(request(t.http).get(`/api/admin/funnel/${made.id}/board`)).expect(200)).body;
    expect(
      board.columns.map((c: { status_id: number; count: number; reached: number; conversion: number | null }) => [
        c.status_id,
        c.count,
        c.reached,
        c.conversion,
      ]),
    ).toEqual([
      [stages[0], 2, 4, 50],
      [stages[1], 1, 2, 50],
      [stages[2], 1, 1, null],
    ]);
    expect(board.columns[2].leads.map((l: { email: string }) => l.email)).toEqual([emails[1]]);

    // A disabled funnel's page is not found, and takes no answers.
    await asAdmin(request(t.http).put(`/api/admin/funnel/${made.id}`))
      .send({ title: 'Tea tasting', url: made.url, stage_ids: stages, enabled: false })
      .expect(200);
    expect((await request(t.http).get(`/api/funnel/${made.url}`).expect(404)).body.messages).toEqual(['This page is not available']);
    await request(t.http).post(`/api/funnel/${made.url}`).field('first_name', 'Late').field('email', uniqueEmail('late')).expect(404);
    await request(t.http).get('/api/funnel/no-such-funnel').expect(404);
  });
});
