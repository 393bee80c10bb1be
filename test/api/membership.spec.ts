import request from 'supertest';
import { MembershipService } from '../../server/src/modules/membership';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, createCustomer, customerToken, superAdmin, unique } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };

describe('membership tiers (/api/admin/membership) and what a tier does in carts and orders', () => {
  let t: TestApp;
  let admin: string;
  let snapshot: Settings;
  let warehouse: { id: number };
  let courier: number;
  const tiers: number[] = [];
  const promotions: number[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
    warehouse = await createWarehouse(t.dataSource, { name: unique('Tiers') });
    [{ id: courier }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, countries) VALUES ('{"en_us": "Courier"}', 0, '{}') RETURNING id`,
    );
  });
  beforeEach(() =>
    writeSettings(t.dataSource, { catalog_mode: '0', member_only: '0', guest_checkout: '1', warehouse_enabled: '1', warehouse_id: warehouse.id }),
  );
  afterAll(async () => {
    // A tier discount applies to its members' carts in every spec after this one: none is left behind.
    await t.dataSource.query(`DELETE FROM promotion WHERE id = ANY($1::int[])`, [promotions]);
    await t.dataSource.query(`UPDATE customer SET membership_tier_id = NULL, membership_expires_at = NULL WHERE membership_tier_id = ANY($1::int[])`, [tiers]);
    await t.dataSource.query(`DELETE FROM membership_tier WHERE id = ANY($1::int[])`, [tiers]);
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  const asAdmin = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);
  const as = (req: request.Test, token: string) => req.set('Authorization', `Bearer ${token}`);

  async function tier(body: object) {
    const res = await asAdmin(request(t.http).post('/api/admin/membership'))
      .send({ name: { en_us: 'Tier' }, min_spend: 0, ...body })
      .expect(201);
    tiers.push(res.body.id);
    return res.body as { id: number };
  }

  async function stock(price: number) {
    const product = await createProduct(t, admin, {
      name: 'Jasmine tea',
      stocks: [{ price, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 100 }] }],
    });
    return product.stocks[0].id as number;
  }

  it('creates, lists, edits and deletes tiers, refuses bad input, and answers 401 and 403', async () => {
    const made = await asAdmin(request(t.http).post('/api/admin/membership'))
      .send({ name: { en_us: 'Silver', zh_hk: '銀卡' }, min_spend: 100000, period_days: 180, discount_percent: 5, points_rate: 1.5, validity_days: 365 })
      .expect(201);
    tiers.push(made.body.id);
    expect(made.body).toMatchObject({
      name: { en_us: 'Silver', zh_hk: '銀卡' },
      min_spend: 100000,
      period_days: 180,
      discount_percent: 5,
      points_rate: 1.5,
      validity_days: 365,
      enabled: true,
      members: 0,
    });
    const post = (body: object) => asAdmin(request(t.http).post('/api/admin/membership')).send({ name: { en_us: 'X' }, min_spend: 0, ...body });
    expect((await post({ discount_percent: 101 }).expect(422)).body.messages).toEqual(['discount_percent must be a whole number from 0 to 100']);
    expect((await post({ points_rate: 1.234 }).expect(422)).body.messages).toEqual([
      'points_rate must be a number of points per dollar from 0 to 1000, with at most 2 decimals',
    ]);
    // Exponent forms (class-validator's maxDecimalPlaces threw on them: a 500), refused the same way.
    for (const tiny of [1e-7, -1e-7, 5e-324]) {
      expect((await post({ points_rate: tiny }).expect(422)).body.messages).toEqual([
        'points_rate must be a number of points per dollar from 0 to 1000, with at most 2 decimals',
      ]);
    }
    expect((await post({ validity_days: 0 }).expect(422)).body.messages).toEqual(['validity_days must be a whole number of days from 1 to 3650']);
    expect((await post({ name: { en_us: '' } }).expect(422)).body.messages).toEqual(['name is required in the main language']);
    expect((await post({ min_spend: -1 }).expect(422)).body.messages).toEqual(['min_spend must be a whole amount in cents, 0 or more']);
    const edited = await asAdmin(request(t.http).put(`/api/admin/membership/${made.body.id}`))
      .send({ name: { en_us: 'Silver+' }, min_spend: 90000, validity_days: null })
      .expect(200);
    expect(edited.body).toMatchObject({ name: { en_us: 'Silver+' }, min_spend: 90000, validity_days: null, period_days: 365, discount_percent: 0 });
    const list = await asAdmin(request(t.http).get('/api/admin/membership'))
      .query({ filter: JSON.stringify({ id: [made.body.id] }) })
      .expect(200);
    expect(list.body.map((x: { id: number }) => x.id)).toEqual([made.body.id]);

    await request(t.http).get('/api/admin/membership').expect(401);
    const other = await adminWith(t, ['promotion.list']);
    await asAdmin(request(t.http).get('/api/admin/membership'), other.token).expect(403);
    await asAdmin(request(t.http).delete(`/api/admin/membership/${made.body.id}`)).expect(200);
    await asAdmin(request(t.http).get(`/api/admin/membership/${made.body.id}`)).expect(404);
  });

  it('moves a member up when paid orders reach a tier, and takes the tier’s discount off their carts and orders', async () => {
    const bronze = await tier({ name: { en_us: 'Bronze' }, min_spend: 1000, discount_percent: 0, validity_days: 30 });
    const gold = await tier({ name: { en_us: 'Gold', zh_hk: '金卡' }, min_spend: 5000, discount_percent: 10, validity_days: 365, order: 2 });
    const stockId = await stock(3000);
    const customer = await createCustomer(t.dataSource);
    const token = await customerToken(t, customer);

    async function paidOrder(quantity: number) {
      const cart = (await as(request(t.http).post('/api/cart/item'), token).send({ stock_id: stockId, quantity }).expect(200)).body;
      const order = await as(request(t.http).post('/api/order'), token)
        .send({
          cart_id: cart.cart_id,
          idempotency_key: unique('tier'),
          shipping_address: ADDRESS,
          shipping_method_id: courier,
          payment_method: 'cash_on_delivery',
        })
        .expect(201);
      await asAdmin(request(t.http).post(`/api/admin/order/${order.body.id}/status`))
        .send({ status: 'paid' })
        .expect(200);
      return order.body;
    }
    const holding = async () => (await t.dataSource.query(`SELECT membership_tier_id, membership_expires_at FROM customer WHERE id = $1`, [customer.id]))[0];

    await paidOrder(1); // 3,000 paid: Bronze (1,000), not Gold (5,000).
    const first = await holding();
    expect(first.membership_tier_id).toBe(bronze.id);
    expect(Math.round((first.membership_expires_at.getTime() - Date.now()) / 86_400_000)).toBe(30);
    await paidOrder(1); // 6,000 paid: Gold, for a year.
    const second = await holding();
    expect(second.membership_tier_id).toBe(gold.id);
    expect(Math.round((second.membership_expires_at.getTime() - Date.now()) / 86_400_000)).toBe(365);

    // Gold takes 10% off the member's cart before promotions, named by the tier.
    const cart = (await as(request(t.http).post('/api/cart/item'), token).send({ stock_id: stockId, quantity: 2, language: 'zh_hk' }).expect(200)).body;
    expect(cart.totals).toMatchObject({ subtotal: 6000, discount_total: 600, grand_total: 5400 });
    expect(cart.totals.adjustments).toEqual([{ step: 'cart_discounts', source: `tier:${gold.id}`, label: '金卡', amount: -600, lines: [] }]);
    const order = await as(request(t.http).post('/api/order'), token)
      .send({
        cart_id: cart.cart_id,
        idempotency_key: unique('tier'),
        shipping_address: ADDRESS,
        shipping_method_id: courier,
        payment_method: 'cash_on_delivery',
      })
      .expect(201);
    expect(order.body).toMatchObject({ discount_total: 600, grand_total: 5400 });
    expect(order.body.adjustments).toEqual([expect.objectContaining({ source: `tier:${gold.id}`, label: 'Gold', amount: -600 })]);
    // A guest's cart gets no tier discount.
    const guest = (await request(t.http).post('/api/cart/item').send({ stock_id: stockId, quantity: 2 }).expect(200)).body;
    expect(guest.totals.grand_total).toBe(6000);
    // A lapsed tier gives nothing.
    await t.dataSource.query(`UPDATE customer SET membership_expires_at = now() - interval '1 day' WHERE id = $1`, [customer.id]);
    const lapsed = (await as(request(t.http).post('/api/cart'), token).send({}).expect(200)).body;
    expect(lapsed.totals.discount_total).toBe(0);
  });

  it('drops a lapsed tier even while points are being written for the member (their row is key-share locked meanwhile)', async () => {
    const silver = await tier({ name: { en_us: 'Silver' }, min_spend: 999999999, validity_days: 30 });
    const customer = await createCustomer(t.dataSource);
    await t.dataSource.query(`UPDATE customer SET membership_tier_id = $2, membership_expires_at = now() - interval '1 hour' WHERE id = $1`, [
      customer.id,
      silver.id,
    ]);
    // What a transaction inserting the member's points holds until it commits: the foreign key's lock on the customer row.
    const other = t.dataSource.createQueryRunner();
    await other.connect();
    try {
      await other.startTransaction();
      await other.query('SELECT 1 FROM customer WHERE id = $1 FOR KEY SHARE', [customer.id]);
      await t.app.get(MembershipService).expireDue();
      const [held] = await t.dataSource.query(`SELECT membership_tier_id, membership_expires_at FROM customer WHERE id = $1`, [customer.id]);
      expect(held.membership_tier_id === silver.id ? 'still Silver' : 'dropped').toBe('dropped');
    } finally {
      await other.rollbackTransaction();
      await other.release();
    }
  });

  it('limits a coupon to tiers: another tier is told which, a guest to log in, a member of the tier gets it', async () => {
    const vip = await tier({ name: { en_us: 'VIP' }, min_spend: 999999999, discount_percent: 0 });
    const res = await asAdmin(request(t.http).post('/api/admin/promotion'))
      .send({ promotion_type: 'coupon', name: { en_us: 'VIP only' }, code: unique('VIP'), discount_value: 10, membership_tier_ids: [vip.id] })
      .expect(201);
    promotions.push(res.body.id);
    expect(res.body.membership_tier_ids).toEqual([vip.id]);
    expect(
      (
        await asAdmin(request(t.http).post('/api/admin/promotion'))
          .send({ promotion_type: 'free_shipping', name: { en_us: 'X' }, membership_tier_ids: [2147480000] })
          .expect(422)
      ).body.messages,
    ).toEqual(['membership_tier_ids must list ids of membership tiers']);
    const stockId = await stock(2000);
    const guest = (await request(t.http).post('/api/cart/item').send({ stock_id: stockId, quantity: 1 }).expect(200)).body;
    expect((await request(t.http).post('/api/cart/coupon').send({ cart_id: guest.cart_id, code: res.body.code }).expect(422)).body.messages).toEqual([
      'Your coupon code is invalid',
      'Log in as a member to use this code',
    ]);
    const customer = await createCustomer(t.dataSource);
    const token = await customerToken(t, customer);
    const cart = (await as(request(t.http).post('/api/cart/item'), token).send({ stock_id: stockId, quantity: 1 }).expect(200)).body;
    expect((await as(request(t.http).post('/api/cart/coupon'), token).send({ cart_id: cart.cart_id, code: res.body.code }).expect(422)).body.messages).toEqual([
      'Your coupon code is invalid',
      'This code is for VIP members',
    ]);
    await t.dataSource.query(`UPDATE customer SET membership_tier_id = $2 WHERE id = $1`, [customer.id, vip.id]);
    const applied = await as(request(t.http).post('/api/cart/coupon'), token).send({ cart_id: cart.cart_id, code: res.body.code }).expect(200);
    expect(applied.body.totals.grand_total).toBe(1800);
  });
});
