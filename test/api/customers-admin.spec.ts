import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { adminWith, createCustomer, customerToken, superAdmin, unique, uniqueEmail } from '../helpers/factories';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };

describe('customers in the back office (/api/admin/user)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let status: number;
  let otherStatus: number;

  beforeAll(async () => {
    t = await startTestApp();
    const sa = await superAdmin(t);
    admin = sa.token;
    adminId = sa.admin.id;
    [{ id: status }, { id: otherStatus }] = await t.dataSource.query(`SELECT id FROM lead_status ORDER BY "order", id LIMIT 2`);
  });
  afterAll(() => t.close());

  const asAdmin = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);
  const valid = (fields: object = {}) => ({
    enabled: true,
    is_subscribe: false,
    first_name: 'Ada',
    last_name: 'Wong',
    email: uniqueEmail('crm'),
    phone: '+852 9123 4567',
    gender: 'female',
    status_id: status,
    lead_source: 'campaign',
    password: 'Sturdy-pass-2026',
    password_confirmation: 'Sturdy-pass-2026',
    ...fields,
  });
  const create = (fields: object = {}, token = admin) => asAdmin(request(t.http).post('/api/admin/user'), token).send(valid(fields));

  it('creates a customer with every CRM field, who can then log in, and never shows the password', async () => {
    const body = valid({
      emails: [' Ada.Work@Example.test ', 'ada.work@example.test', ''],
      mobiles: ['+852 6000 0001'],
      job_title: 'Buyer',
      department: 'Purchasing',
      office_phone: '+852 2800 0000',
      fax: '',
      website: 'https://ada.example.test',
      admin_id: adminId,
      status_description: 'Met at the fair',
      lead_source_description: 'Autumn fair 2026',
      description: 'Buys tea for the office',
      tags: ['vip', ' wholesale ', 'VIP'],
      language: 'zh_hk',
      addresses: [{ ...ADDRESS, default_shipping: true }],
    });
    const made = await asAdmin(request(t.http).post('/api/admin/user')).send(body).expect(201);
    expect(made.body).toMatchObject({
      enabled: true,
      is_subscribe: false,
      first_name: 'Ada',
      email: body.email,
      emails: ['ada.work@example.test'],
      mobiles: ['+852 6000 0001'],
      job_title: 'Buyer',
      website: 'https://ada.example.test',
      admin_id: adminId,
      status_id: status,
      lead_source: 'campaign',
      tags: ['vip', 'wholesale'],
      language: 'zh_hk',
      orders: [],
      orders_total: 0,
      membership_tier_id: null,
    });
    expect(made.body.addresses).toEqual([expect.objectContaining({ ...ADDRESS, default_shipping: true, default_billing: false })]);
    expect(JSON.stringify(made.body)).not.toMatch(/password/i);
    await request(t.http).post('/api/login').send({ email: body.email, password: 'Sturdy-pass-2026' }).expect(200);
  });

  it('refuses what section 5 requires, a taken email and ids that point nowhere, writing nothing', async () => {
    const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM customer`))[0].n;
    const messages = async (fields: object) => (await create(fields).expect(422)).body.messages;
    expect(await messages({ first_name: '' })).toEqual(['first_name is required']);
    expect(await messages({ phone: undefined })).toEqual(['phone is required']);
    expect(await messages({ phone: 'call me' })).toEqual(['phone must be a phone number (digits, spaces, +, -, brackets)']);
    expect(await messages({ gender: 'other' })).toEqual(['gender must be female or male']);
    expect(await messages({ lead_source: 'radio' })).toEqual([
      'lead_source must be one of existing_customer, employee, partner, email, campaign, public_relations',
    ]);
    expect(await messages({ enabled: undefined })).toEqual(['enabled must be true or false']);
    expect(await messages({ status_id: undefined })).toEqual(['status_id must be a lead status']);
    expect(await messages({ status_id: 2147480000 })).toEqual(['status_id must be a lead status']);
    expect(await messages({ admin_id: 2147480000 })).toEqual(['admin_id must be a staff account']);
    expect(await messages({ password: undefined, password_confirmation: undefined })).toContain('password is required');
    expect(await messages({ password_confirmation: 'Other-pass-2026' })).toEqual(['password_confirmation does not match password']);
    expect(await messages({ website: 'javascript:alert(1)' })).toEqual([
      'website must be a web address starting with http:// or https:// (at most 300 characters)',
    ]);
    expect(await messages({ emails: ['not-an-email'] })).toEqual(['emails must list at most 10 email addresses']);
    expect(await messages({ tags: Array.from({ length: 31 }, (_, i) => `t${i}`) })).toEqual(['tags must list at most 30 tags of at most 50 characters']);
    expect(
      await messages({
        addresses: [
          { ...ADDRESS, default_billing: true },
          { ...ADDRESS, default_billing: true },
        ],
      }),
    ).toEqual(['Only one address can be the default billing address']);
    const taken = (await create().expect(201)).body.email;
    expect(await messages({ email: taken.toUpperCase() })).toEqual(['This email is already registered']);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM customer`))[0].n).toBe(before + 1);
  });

  it('edits a customer without their password, keeps or replaces addresses, and a new password or disabling signs them out', async () => {
    const customer = await createCustomer(t.dataSource);
    const token = await customerToken(t, customer);
    const current = (await asAdmin(request(t.http).get(`/api/admin/user/${customer.id}`)).expect(200)).body;
    expect(current).toMatchObject({ id: customer.id, lead_source: 'existing_customer', status_id: null, addresses: [] });
    const { password: _, password_confirmation: __, ...fields } = valid({ email: customer.email });
    const put = (body: object) => asAdmin(request(t.http).put(`/api/admin/user/${customer.id}`)).send({ ...fields, ...body });

    const edited = await put({
      first_name: 'Edited',
      status_id: otherStatus,
      tags: ['returning'],
      addresses: [ADDRESS, { ...ADDRESS, address: '2 Nathan Road' }],
    }).expect(200);
    expect(edited.body).toMatchObject({ first_name: 'Edited', status_id: otherStatus, tags: ['returning'] });
    expect(edited.body.addresses).toHaveLength(2);
    // The shopper's session and password are untouched by an edit without a password.
    await request(t.http).get('/api/profile').set('Authorization', `Bearer ${token}`).expect(200);
    // Keep the first address (changed), drop the second, add a third.
    const [first] = edited.body.addresses;
    const again = await put({
      addresses: [
        { ...ADDRESS, id: first.id, address: '1A Queen’s Road' },
        { ...ADDRESS, address: '3 Hennessy Road', default_billing: true },
      ],
    }).expect(200);
    expect(
      again.body.addresses.map((a: { id: number; address: string; default_billing: boolean }) => [a.id === first.id, a.address, a.default_billing]),
    ).toEqual([
      [true, '1A Queen’s Road', false],
      [false, '3 Hennessy Road', true],
    ]);
    // Another customer's address id is refused.
    const other = (await create({ addresses: [ADDRESS] }).expect(201)).body;
    expect((await put({ addresses: [{ ...ADDRESS, id: other.addresses[0].id }] }).expect(422)).body.messages).toEqual([
      "addresses must keep ids of this customer's addresses",
    ]);
    // Left out, the addresses stay.
    expect((await put({}).expect(200)).body.addresses).toHaveLength(2);

    await put({ password: 'Brand-new-pass-2026', password_confirmation: 'Brand-new-pass-2026' }).expect(200);
    await request(t.http).get('/api/profile').set('Authorization', `Bearer ${token}`).expect(401);
    const token2 = (await request(t.http).post('/api/login').send({ email: customer.email, password: 'Brand-new-pass-2026' }).expect(200)).body.token;
    await put({ enabled: false }).expect(200);
    await request(t.http).get('/api/profile').set('Authorization', `Bearer ${token2}`).expect(401);
    await asAdmin(request(t.http).put('/api/admin/user/2147480000')).send(valid()).expect(404);
  });

  it('lists customers with search, filters and sort, and refuses a wrong filter', async () => {
    const tag = unique('tag');
    const a = (await create({ first_name: 'Zed', tags: [tag], is_subscribe: true, admin_id: adminId, lead_source: 'partner' }).expect(201)).body;
    const b = (await create({ first_name: 'Amy', tags: [tag], status_id: otherStatus }).expect(201)).body;
    const list = (filter: object, sort = ['first_name', 'ASC']) =>
      asAdmin(request(t.http).get('/api/admin/user')).query({ filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: '[0,24]' });
    const ids = async (filter: object, sort?: string[]) => (await list(filter, sort).expect(200)).body.map((c: { id: number }) => c.id);
    expect(await ids({ tag })).toEqual([b.id, a.id]);
    expect(await ids({ tag }, ['first_name', 'DESC'])).toEqual([a.id, b.id]);
    expect(await ids({ tag, is_subscribe: true })).toEqual([a.id]);
    expect(await ids({ tag, status_id: otherStatus })).toEqual([b.id]);
    expect(await ids({ tag, admin_id: adminId })).toEqual([a.id]);
    expect(await ids({ tag, lead_source: 'partner' })).toEqual([a.id]);
    expect(await ids({ q: a.email.toUpperCase() })).toEqual([a.id]);
    // A wildcard typed by staff is a character, not "everything".
    expect(await ids({ tag, q: '%' })).toEqual([]);
    expect(await ids({ tag, q: 'Zed' })).toEqual([a.id]);
    const rows = (await list({ tag }).expect(200)).body;
    expect(rows[1]).toMatchObject({ id: a.id, admin_name: expect.any(String), status_title: expect.any(String), tags: [tag] });
    expect((await list({ tag }).expect(200)).headers['x-total-count']).toBe('2');
    expect((await list({ status_id: 'abc' }).expect(422)).body.messages).toEqual(['filter status_id must be an id']);
    expect((await list({ is_subscribe: 'maybe' }).expect(422)).body.messages).toEqual(['filter is_subscribe must be true or false']);
  });

  it('gives, changes or takes away a tier only for an admin holding the membership permission, writing nothing otherwise', async () => {
    const half = (
      await asAdmin(request(t.http).post('/api/admin/membership'))
        .send({ name: { en_us: 'Half off' }, min_spend: 99999999, discount_percent: 50 })
        .expect(201)
    ).body;
    const other = (
      await asAdmin(request(t.http).post('/api/admin/membership'))
        .send({ name: { en_us: 'Other' }, min_spend: 99999999 })
        .expect(201)
    ).body;
    const editor = await adminWith(t, ['customer.list', 'customer.edit']);
    const refused = {
      messages: ["membership_tier_id: giving, changing or taking away a customer's membership tier needs the membership permission"],
      codes: ['membership.tier_not_held'],
    };
    const tierOf = async (id: number) => (await t.dataSource.query(`SELECT membership_tier_id FROM customer WHERE id = $1`, [id]))[0].membership_tier_id;

    // Create with a tier: refused, and no customer is made.
    const email = uniqueEmail('tier');
    expect((await create({ email, membership_tier_id: half.id }, editor.token).expect(403)).body).toMatchObject(refused);
    expect(await t.dataSource.query(`SELECT id FROM customer WHERE email = $1`, [email])).toEqual([]);

    // Without a tier, or sending the tier held unchanged (the form sends every field), the editor saves.
    const plain = (await create({}, editor.token).expect(201)).body;
    const { id, email: plainEmail } = plain;
    await asAdmin(request(t.http).put(`/api/admin/user/${id}`), editor.token)
      .send(valid({ email: plainEmail, membership_tier_id: null, first_name: 'Renamed' }))
      .expect(200);

    // Giving one: refused, nothing written (not even the other fields of the same save).
    expect(
      (
        await asAdmin(request(t.http).put(`/api/admin/user/${id}`), editor.token)
          .send(valid({ email: plainEmail, membership_tier_id: half.id, first_name: 'Sneaky' }))
          .expect(403)
      ).body,
    ).toMatchObject(refused);
    expect(await tierOf(id)).toBeNull();
    expect((await t.dataSource.query(`SELECT first_name FROM customer WHERE id = $1`, [id]))[0].first_name).toBe('Renamed');

    // A membership manager gives it; the editor then may send it unchanged, but not change or remove it.
    const manager = await adminWith(t, ['customer.list', 'customer.edit', 'membership']);
    await asAdmin(request(t.http).put(`/api/admin/user/${id}`), manager.token)
      .send(valid({ email: plainEmail, membership_tier_id: half.id }))
      .expect(200);
    expect(await tierOf(id)).toBe(half.id);
    await asAdmin(request(t.http).put(`/api/admin/user/${id}`), editor.token)
      .send(valid({ email: plainEmail, membership_tier_id: half.id, first_name: 'Kept' }))
      .expect(200);
    expect(
      (
        await asAdmin(request(t.http).put(`/api/admin/user/${id}`), editor.token)
          .send(valid({ email: plainEmail, membership_tier_id: other.id }))
          .expect(403)
      ).body,
    ).toMatchObject(refused);
    expect(
      (
        await asAdmin(request(t.http).put(`/api/admin/user/${id}`), editor.token)
          .send(valid({ email: plainEmail, membership_tier_id: null }))
          .expect(403)
      ).body,
    ).toMatchObject(refused);
    expect(await tierOf(id)).toBe(half.id);
    await asAdmin(request(t.http).put(`/api/admin/user/${id}`), manager.token)
      .send(valid({ email: plainEmail, membership_tier_id: null }))
      .expect(200);
    expect(await tierOf(id)).toBeNull();
  });

  it('deletes a customer without orders, keeps one with orders, and answers 401 and 403 on every route', async () => {
    const gone = (await create().expect(201)).body;
    await asAdmin(request(t.http).delete(`/api/admin/user/${gone.id}`)).expect(200);
    await asAdmin(request(t.http).get(`/api/admin/user/${gone.id}`)).expect(404);
    const buyer = (await create().expect(201)).body;
    await t.dataSource.query(
      `INSERT INTO sales_order (number, customer_id, email, language, currency, display_currency, display_rate, display_mark, subtotal, grand_total, shipping_method_name,
                                payment_method, shipping_address, billing_address, idempotency_key)
       VALUES ($1, $2, $3, 'en_us', 'HKD', 'HKD', 1, 'HK$', 1000, 1000, 'Courier', 'cash_on_delivery', '{}', '{}', $4)`,
      [unique('N').slice(0, 12), buyer.id, buyer.email, unique('key')],
    );
    expect((await asAdmin(request(t.http).delete(`/api/admin/user/${buyer.id}`)).expect(409)).body.messages).toEqual([
      'This customer has 1 orders: disable the account instead of deleting it',
    ]);
    const shown = (await asAdmin(request(t.http).get(`/api/admin/user/${buyer.id}`)).expect(200)).body;
    expect(shown.orders).toEqual([expect.objectContaining({ identifier: expect.any(String), grand_total: 1000, status: 'pending' })]);
    expect(shown.orders_total).toBe(1);

    const reader = await adminWith(t, ['customer.list']);
    const none = await adminWith(t, ['promotion.list']);
    // The form's pickers, for whoever edits customers or leads without the statuses', accounts' or tiers' own screens.
    const editor = await adminWith(t, ['customer.edit']);
    const lookups = (await asAdmin(request(t.http).get('/api/admin/user/lookups'), editor.token).expect(200)).body;
    expect(lookups.statuses.slice(0, 2)).toEqual([
      { id: status, name: expect.any(String) },
      { id: otherStatus, name: expect.any(String) },
    ]);
    expect(lookups.admins).toEqual(expect.arrayContaining([{ id: adminId, name: expect.any(String) }]));
    expect(Array.isArray(lookups.tiers)).toBe(true);
    await asAdmin(request(t.http).get('/api/admin/user/lookups'), none.token).expect(403);
    await request(t.http).get('/api/admin/user').expect(401);
    await request(t.http).post('/api/admin/user').send(valid()).expect(401);
    await request(t.http).put(`/api/admin/user/${buyer.id}`).send(valid()).expect(401);
    await request(t.http).delete(`/api/admin/user/${buyer.id}`).expect(401);
    await asAdmin(request(t.http).get('/api/admin/user'), none.token).expect(403);
    await asAdmin(request(t.http).get(`/api/admin/user/${buyer.id}`), none.token).expect(403);
    await asAdmin(request(t.http).get('/api/admin/user'), reader.token).expect(200);
    await create({}, reader.token).expect(403);
    await asAdmin(request(t.http).put(`/api/admin/user/${buyer.id}`), reader.token)
      .send(valid())
      .expect(403);
    await asAdmin(request(t.http).delete(`/api/admin/user/${buyer.id}`), reader.token).expect(403);
  });
});
