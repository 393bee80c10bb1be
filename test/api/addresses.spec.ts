import request from 'supertest';
import { CustomerAddress } from '../../server/src/modules/address/address.entity';
import { startTestApp, TestApp } from '../helpers/app';
import { createCustomer, customerToken, superAdmin } from '../helpers/factories';

const ROW = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central, Hong Kong' };

describe('address book', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function shopper() {
    const customer = await createCustomer(t.dataSource);
    const token = await customerToken(t, customer);
    const api = {
      list: () => request(t.http).get('/api/address').set('Authorization', `Bearer ${token}`),
      create: (body: object) => request(t.http).post('/api/address').set('Authorization', `Bearer ${token}`).send(body),
      update: (id: number, body: object) => request(t.http).put(`/api/address/${id}`).set('Authorization', `Bearer ${token}`).send(body),
      remove: (id: number) => request(t.http).delete(`/api/address/${id}`).set('Authorization', `Bearer ${token}`),
    };
    return { customer, token, api };
  }

  describe('GET /api/countries', () => {
    it('lists about 250 country codes with names in the three languages', async () => {
      const res = await request(t.http).get('/api/countries').expect(200);
      expect(res.body.length).toBe(250);
      expect(res.body).toContainEqual({ code: 'HK', name: { en_us: 'Hong Kong', zh_hk: '香港', zh_cn: '香港' } });
      expect(res.body).toContainEqual({ code: 'JP', name: { en_us: 'Japan', zh_hk: '日本', zh_cn: '日本' } });
      expect(res.body.find((c: { code: string }) => c.code === 'TW').name.zh_hk).toBe('台灣');
    });
  });

  describe('POST /api/address', () => {
    it('makes the first address the default for billing and shipping', async () => {
      const { api } = await shopper();
      const res = await api.create(ROW).expect(201);
      expect(res.body).toMatchObject({ ...ROW, default_billing: true, default_shipping: true, id: expect.any(Number) });
    });

    it('unticks the default on the other rows when a new row takes it', async () => {
      const { api, customer } = await shopper();
      const first = (await api.create(ROW).expect(201)).body;
      const second = (await api.create({ ...ROW, address: '2 Nathan Road', default_billing: true, default_shipping: false }).expect(201)).body;
      expect(second).toMatchObject({ default_billing: true, default_shipping: false });
      const rows = (await api.list().expect(200)).body;
      expect(rows).toEqual([
        expect.objectContaining({ id: first.id, default_billing: false, default_shipping: true }),
        expect.objectContaining({ id: second.id, default_billing: true, default_shipping: false }),
      ]);
      const stored = await t.dataSource.manager.find(CustomerAddress, { where: { customerId: customer.id, defaultBilling: true } });
      expect(stored.map((a) => a.id)).toEqual([second.id]);
    });

    it('requires every field, each with its message', async () => {
      const { api, customer } = await shopper();
      const res = await api.create({}).expect(422);
      expect(res.body.messages).toEqual(
        expect.arrayContaining(['first_name is required', 'last_name is required', 'country is required', 'contact_number is required', 'address is required']),
      );
      expect(await t.dataSource.manager.count(CustomerAddress, { where: { customerId: customer.id } })).toBe(0);
    });

    it('refuses a country that is not in the list and a number that is not a phone number', async () => {
      const { api } = await shopper();
      const res = await api.create({ ...ROW, country: 'ZZ', contact_number: 'call me' }).expect(422);
      expect(res.body.errors).toEqual({
        country: ['country must be a country code from the list'],
        contact_number: ['contact_number must be a phone number (digits, spaces, +, -, brackets)'],
      });
    });

    it('answers 401 without a shopper token, also with an admin token', async () => {
      await request(t.http).post('/api/address').send(ROW).expect(401);
      const { token } = await superAdmin(t);
      await request(t.http).get('/api/address').set('Authorization', `Bearer ${token}`).expect(401);
    });
  });

  describe('PUT /api/address/{id}', () => {
    it('moves the default shipping address to another row', async () => {
      const { api } = await shopper();
      const first = (await api.create(ROW).expect(201)).body;
      const second = (await api.create({ ...ROW, address: '2 Nathan Road' }).expect(201)).body;
      await api.update(second.id, { ...ROW, address: '2 Nathan Road', default_shipping: true }).expect(200);
      const rows = (await api.list().expect(200)).body;
      expect(rows.find((r: { id: number }) => r.id === first.id)).toMatchObject({ default_shipping: false, default_billing: true });
      expect(rows.find((r: { id: number }) => r.id === second.id)).toMatchObject({ default_shipping: true, default_billing: false });
    });

    it("cannot touch another shopper's address", async () => {
      const owner = await shopper();
      const other = await shopper();
      const row = (await owner.api.create(ROW).expect(201)).body;
      const res = await other.api.update(row.id, { ...ROW, address: 'stolen' }).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
      await other.api.remove(row.id).expect(404);
      expect((await owner.api.list()).body[0].address).toBe(ROW.address);
    });
  });

  describe('DELETE /api/address/{id}', () => {
    it('removes the row', async () => {
      const { api } = await shopper();
      const row = (await api.create(ROW).expect(201)).body;
      await api.remove(row.id).expect(200, { id: row.id });
      expect((await api.list()).body).toEqual([]);
    });
  });

  it('keeps one default when two rows claim it at the same moment', async () => {
    const { api, customer } = await shopper();
    const rows = await Promise.all([1, 2, 3, 4].map((n) => api.create({ ...ROW, address: `${n} Lane`, default_billing: true })));
    expect(rows.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await t.dataSource.manager.count(CustomerAddress, { where: { customerId: customer.id, defaultBilling: true } })).toBe(1);
  });
});
