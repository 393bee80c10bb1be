import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { adminWith, superAdmin } from '../helpers/factories';

describe('shipping and payment settings (/api/admin/shipping, /api/admin/payment)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await superAdmin(t)).token;
  });
  afterAll(() => t.close());

  const as = (req: request.Test, bearer = token) => req.set('Authorization', `Bearer ${bearer}`);
  const COURIER = { name: { en_us: 'Courier', zh_hk: '速遞' }, flat_rate: 3000, free_over: 50000, countries: ['hk', 'MO'], order: 1 };

  it('creates, edits and removes a shipping method the checkout then offers by country', async () => {
    const made = await as(request(t.http).post('/api/admin/shipping')).send(COURIER).expect(201);
    expect(made.body).toMatchObject({ ...COURIER, countries: ['HK', 'MO'], enabled: true, id: expect.any(Number) });
    const offered = await request(t.http).get('/api/order/shipping').query({ country: 'HK', language: 'zh_hk' }).expect(200);
    expect(offered.body).toContainEqual({ id: made.body.id, name: '速遞', flat_rate: 3000, free_over: 50000, countries: ['HK', 'MO'] });
    const elsewhere = await request(t.http).get('/api/order/shipping').query({ country: 'JP' }).expect(200);
    expect(elsewhere.body.map((m: { id: number }) => m.id)).not.toContain(made.body.id);

    const edited = await as(request(t.http).put(`/api/admin/shipping/${made.body.id}`))
      .send({ ...COURIER, flat_rate: 4500, free_over: null, enabled: false })
      .expect(200);
    expect(edited.body).toMatchObject({ flat_rate: 4500, free_over: null, enabled: false });
    const hidden = await request(t.http).get('/api/order/shipping').query({ country: 'HK' }).expect(200);
    expect(hidden.body.map((m: { id: number }) => m.id)).not.toContain(made.body.id);
    await as(request(t.http).delete(`/api/admin/shipping/${made.body.id}`)).expect(200);
    await as(request(t.http).get(`/api/admin/shipping/${made.body.id}`)).expect(404);
  });

  it('refuses a method without a name in the main language, a negative rate and an unknown country, changing nothing', async () => {
    const before = Number((await t.dataSource.query(`SELECT count(*) FROM shipping_method`))[0].count);
    expect(
      (
        await as(request(t.http).post('/api/admin/shipping'))
          .send({ ...COURIER, name: { zh_hk: '速遞' } })
          .expect(422)
      ).body.messages,
    ).toEqual(['name is required in the main language']);
    const bad = await as(request(t.http).post('/api/admin/shipping'))
      .send({ ...COURIER, flat_rate: -1, countries: ['ZZ'], name: { xx: 'a' } })
      .expect(422);
    expect(bad.body.errors).toMatchObject({
      flat_rate: ['flat_rate must be a whole amount in cents, 0 or more'],
      countries: ['countries must be a list of country codes'],
      name: ['name must give a text per language (en_us, zh_hk, zh_cn), each at most 200 characters'],
    });
    expect(Number((await t.dataSource.query(`SELECT count(*) FROM shipping_method`))[0].count)).toBe(before);
  });

  it('keeps Stripe secrets write-only and turns Stripe on only with both keys', async () => {
    // From a shop without Stripe keys (another spec on this database may have set some).
    await t.dataSource.query(`UPDATE payment_method SET enabled = false, config = '{}' WHERE code = 'stripe'`);
    const list = await as(request(t.http).get('/api/admin/payment')).expect(200);
    expect(list.body.map((p: { code: string }) => p.code)).toEqual(['stripe', 'bank_transfer', 'cash_on_delivery']);
    const refused = await as(request(t.http).put('/api/admin/payment/stripe')).send({ enabled: true, publishable_key: 'pk_test_abcdefgh' }).expect(422);
    expect(refused.body.messages).toEqual(['Stripe needs a publishable key and a secret key before it can be turned on']);
    const on = await as(request(t.http).put('/api/admin/payment/stripe'))
      .send({ enabled: true, publishable_key: 'pk_test_abcdefgh', secret_key: 'sk_test_secret1234WXYZ', webhook_secret: 'whsec_signing5678' })
      .expect(200);
    expect(on.body).toMatchObject({ enabled: true, publishable_key: 'pk_test_abcdefgh', secret_key_hint: '…WXYZ', webhook_secret_hint: '…5678' });
    expect(JSON.stringify(on.body)).not.toContain('sk_test_secret1234WXYZ');
    // Left out, the secrets stay.
    await as(request(t.http).put('/api/admin/payment/stripe')).send({ enabled: true, secret_key: '' }).expect(200);
    const [{ config }] = await t.dataSource.query(`SELECT config FROM payment_method WHERE code = 'stripe'`);
    expect(config.secret_key).toBe('sk_test_secret1234WXYZ');
    const offered = await request(t.http).get('/api/order/payment').expect(200);
    expect(offered.body.map((p: { code: string }) => p.code)).toContain('stripe');
    expect(JSON.stringify(offered.body)).not.toMatch(/sk_test|whsec/);
    await as(request(t.http).put('/api/admin/payment/stripe')).send({ enabled: false }).expect(200);
    await as(request(t.http).put('/api/admin/payment/cheque')).send({ enabled: true }).expect(404);
  });

  it('answers 401 without a token and 403 without the shipping or payment permission', async () => {
    await request(t.http).get('/api/admin/shipping').expect(401);
    await request(t.http).get('/api/admin/payment').expect(401);
    const shipping = await adminWith(t, ['shipping']);
    await as(request(t.http).get('/api/admin/shipping'), shipping.token).expect(200);
    await as(request(t.http).get('/api/admin/payment'), shipping.token).expect(403);
    await as(request(t.http).put('/api/admin/payment/bank_transfer'), shipping.token).send({ enabled: false }).expect(403);
  });
});
