import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { superAdmin, unique } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING_ID = 2147483647;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const NAME_TAKEN = 'A warehouse with this name already exists';
const NO_WAREHOUSE = 'Purchases are not available: no warehouse is selling';

interface WarehouseBody {
  id: number;
  enabled: boolean;
  name: string;
  address: string;
  created_at: string;
  updated_at: string;
}

describe('warehouses', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const post = (body: object) => request(t.http).post('/api/admin/warehouse').set(bearer(token)).send(body);
  const put = (id: number, body: object) => request(t.http).put(`/api/admin/warehouse/${id}`).set(bearer(token)).send(body);
  const get = (id: number) => request(t.http).get(`/api/admin/warehouse/${id}`).set(bearer(token));
  const row = (id: number) => t.dataSource.query(`SELECT enabled, name, address FROM warehouse WHERE id = $1`, [id]);

  async function warehouse(fields: object = {}): Promise<WarehouseBody> {
    const res = await post({ name: unique('Warehouse'), address: '1 Hoi Bun Road', ...fields });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** A product with one stock holding an inventory in this warehouse. */
  async function inventoryIn(warehouseId: number): Promise<void> {
    const sku = unique('sku');
    const [{ id: productId }] = await t.dataSource.query(`INSERT INTO product (sku, url) VALUES ($1, $1) RETURNING id`, [sku]);
    const [{ id: stockId }] = await t.dataSource.query(`INSERT INTO stock (product_id, sku, price) VALUES ($1, $2, 1000) RETURNING id`, [
      productId,
      `${sku}-1`,
    ]);
    await t.dataSource.query(`INSERT INTO inventory (stock_id, warehouse_id, quantity) VALUES ($1, $2, 5)`, [stockId, warehouseId]);
  }

  describe('POST /api/admin/warehouse', () => {
    it('creates an enabled warehouse', async () => {
      const name = unique('Kwun Tong');
      const res = await post({ name: ` ${name} `, address: ' 1 Hoi Bun Road ' }).expect(201);
      expect(res.body).toEqual({ id: expect.any(Number), enabled: true, name, address: '1 Hoi Bun Road', created_at: ISO, updated_at: ISO });
      expect(await row(res.body.id)).toEqual([{ enabled: true, name, address: '1 Hoi Bun Road' }]);
    });

    it('creates a disabled warehouse without an address', async () => {
      const res = await post({ name: unique('Spare'), enabled: false }).expect(201);
      expect(res.body).toMatchObject({ enabled: false, address: '' });
    });

    it.each([
      ['no name', {}, 'name', 'name is required'],
      ['a blank name', { name: '  ' }, 'name', 'name is required'],
      ['a name that is not text', { name: 7 }, 'name', 'name is required'],
      ['a name over 100 characters', { name: 'w'.repeat(101) }, 'name', 'name must be at most 100 characters long'],
      ['an address over 500 characters', { name: 'X', address: 'a'.repeat(501) }, 'address', 'address must be at most 500 characters long'],
      ['enabled that is not a flag', { name: 'X', enabled: 'yes' }, 'enabled', 'enabled must be true or false'],
    ])('refuses %s', async (_, body, field, message) => {
      const res = await post(body).expect(422);
      expect(res.body).toMatchObject({ messages: [message], errors: { [field]: [message] } });
      expect(await t.dataSource.query(`SELECT 1 FROM warehouse WHERE name = 'X'`)).toEqual([]);
    });

    it('refuses a name another warehouse has, whatever the case', async () => {
      const taken = await warehouse();
      const res = await post({ name: taken.name.toUpperCase() }).expect(409);
      expect(res.body).toMatchObject({ messages: [NAME_TAKEN], errors: { name: [NAME_TAKEN] } });
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM warehouse WHERE lower(name) = lower($1)`, [taken.name])).toEqual([{ n: 1 }]);
    });
  });

  describe('GET /api/admin/warehouse', () => {
    it('lists id, name, enabled, address and updated_at; filters, sorts and pages', async () => {
      const tag = unique('list');
      const b = await warehouse({ name: `${tag} B`, enabled: false });
      const a = await warehouse({ name: `${tag} A` });
      const c = await warehouse({ name: unique('zz elsewhere'), address: `${tag} street` });

      const page = await request(t.http)
        .get('/api/admin/warehouse')
        .query({ filter: JSON.stringify({ q: tag }), sort: '["name","ASC"]', range: '[0,1]' })
        .set(bearer(token))
        .expect(200);
      expect(page.headers['content-range']).toBe('warehouse 0-1/3');
      expect(page.headers['x-total-count']).toBe('3');
      expect(page.body).toEqual([a, b]);

      const enabled = await request(t.http)
        .get('/api/admin/warehouse')
        .query({ filter: JSON.stringify({ q: tag, enabled: true }) })
        .set(bearer(token))
        .expect(200);
      expect(enabled.body.map((w: WarehouseBody) => w.id)).toEqual([c.id, a.id]);
    });
  });

  describe('GET /api/admin/warehouse/{id}', () => {
    it('answers one warehouse', async () => {
      const w = await warehouse();
      expect((await get(w.id).expect(200)).body).toEqual(w);
    });

    it.each([String(MISSING_ID), 'abc'])('answers 404 "ID not exists" for %s', async (id) => {
      const res = await request(t.http).get(`/api/admin/warehouse/${id}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('PUT /api/admin/warehouse/{id}', () => {
    it('changes name, address and enabled', async () => {
      const w = await warehouse();
      const name = unique('Renamed');
      const res = await put(w.id, { name, address: 'Pier 2', enabled: false }).expect(200);
      expect(res.body).toEqual({ ...w, name, address: 'Pier 2', enabled: false, updated_at: ISO });
      expect(await row(w.id)).toEqual([{ enabled: false, name, address: 'Pier 2' }]);
    });

    it('keeps its own name, even in another case, and refuses another warehouse’s', async () => {
      const a = await warehouse();
      const b = await warehouse();
      expect((await put(a.id, { name: a.name.toUpperCase() }).expect(200)).body.name).toBe(a.name.toUpperCase());
      const res = await put(a.id, { name: b.name }).expect(409);
      expect(res.body.messages).toEqual([NAME_TAKEN]);
    });

    it('refuses a blank name', async () => {
      const w = await warehouse();
      expect((await put(w.id, { name: '' }).expect(422)).body.messages).toEqual(['name is required']);
      expect((await get(w.id).expect(200)).body).toEqual(w);
    });

    it('answers 404 "ID not exists" for a warehouse that does not exist', async () => {
      const res = await put(MISSING_ID, { name: 'X' }).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('DELETE /api/admin/warehouse/{id}', () => {
    it('deletes an empty warehouse', async () => {
      const w = await warehouse();
      expect((await request(t.http).delete(`/api/admin/warehouse/${w.id}`).set(bearer(token)).expect(200)).body).toEqual({ id: w.id });
      expect(await row(w.id)).toEqual([]);
    });

    it('refuses a warehouse that still holds inventories, and keeps it', async () => {
      const w = await warehouse();
      await inventoryIn(w.id);
      const res = await request(t.http).delete(`/api/admin/warehouse/${w.id}`).set(bearer(token)).expect(409);
      expect(res.body).toMatchObject({ messages: ['This warehouse still holds inventories'] });
      expect(await row(w.id)).toHaveLength(1);
    });

    it('answers 404 "ID not exists" for a warehouse that does not exist', async () => {
      const res = await request(t.http).delete(`/api/admin/warehouse/${MISSING_ID}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('POST /api/check and the configured warehouse', () => {
    let snapshot: Settings;
    beforeAll(async () => {
      snapshot = await readSettings(t.dataSource);
    });
    afterEach(() => restoreSettings(t.dataSource, snapshot));

    const open = (warehouseId: number | null) =>
      writeSettings(t.dataSource, { catalog_mode: '0', member_only: '0', warehouse_enabled: '1', warehouse_id: warehouseId });
    const check = () => request(t.http).post('/api/check').send({ type: 'checkout' });

    it('passes while the configured warehouse exists and is enabled', async () => {
      const w = await warehouse();
      await open(w.id);
      expect((await check().expect(200)).body).toEqual({ passed: true });
    });

    it('stops purchases once the configured warehouse is disabled, and again allows them when it is enabled', async () => {
      const w = await warehouse();
      await open(w.id);
      await put(w.id, { enabled: false }).expect(200);
      expect((await check().expect(403)).body).toMatchObject({ messages: [NO_WAREHOUSE] });
      await put(w.id, { enabled: true }).expect(200);
      await check().expect(200);
    });

    it('stops purchases when the configured warehouse was deleted', async () => {
      const w = await warehouse();
      await open(w.id);
      await request(t.http).delete(`/api/admin/warehouse/${w.id}`).set(bearer(token)).expect(200);
      expect((await check().expect(403)).body).toMatchObject({ messages: [NO_WAREHOUSE] });
    });

    it.each([MISSING_ID, 99999999999])('stops purchases when the configured warehouse %d never existed', async (id) => {
      await open(id);
      expect((await check().expect(403)).body).toMatchObject({ messages: [NO_WAREHOUSE] });
    });
  });
});
