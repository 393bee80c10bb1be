import request from 'supertest';
import type { EntityManager } from 'typeorm';
import { EventBus } from '../../server/src/events/event-bus';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { createCustomer, customerToken, superAdmin, unique } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };

/** Ranks after every module's subscriber: a spy sees what they wrote, a failure comes last. */
const AFTER_ALL = 1000;

/**
 * The order events on the real database: the points, membership, promotion and mail modules
 * subscribe inside the order's transaction, so what they write stands or falls with the order's
 * move, and a subscriber that fails rolls the move back.
 */
describe('order events', () => {
  let t: TestApp;
  let bus: EventBus;
  let admin: string;
  let snapshot: Settings;
  let courier: number;
  let stockId: number;
  let tierId: number;
  /** The order (or customer, for placing) whose events the failing subscriber refuses; null: none. */
  const failing = { order: null as number | null, customer: null as number | null };

  beforeAll(async () => {
    t = await startTestApp();
    bus = t.app.get(EventBus);
    admin = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
    const warehouse = await createWarehouse(t.dataSource, { name: unique('Events') });
    [{ id: courier }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, countries) VALUES ('{"en_us": "Courier"}', 1000, '{}') RETURNING id`,
    );
    const product = await createProduct(t, admin, {
      name: 'Pu-erh tea',
      stocks: [{ price: 5000, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 1000 }] }],
    });
    stockId = product.stocks[0].id;
    // A tier every paying member reaches, earning twice the base rate.
    [{ id: tierId }] = await t.dataSource.query(
      `INSERT INTO membership_tier (name, min_spend, points_rate, validity_days) VALUES ($1, 0, 2, 365) RETURNING id`,
      [JSON.stringify({ en_us: unique('Any payer') })],
    );
    await writeSettings(t.dataSource, {
      catalog_mode: '0',
      member_only: '0',
      guest_checkout: '1',
      warehouse_enabled: '1',
      warehouse_id: warehouse.id,
      points_redeem_rate: 100,
      points_max_percent: 50,
      points_expiry_type: 'never',
      points_expiry_date: '',
      points_base_rate: 1,
    });
    const refuse = async (_manager: EntityManager, event: { orderId: number; customerId: number | null }) => {
      if (event.orderId === failing.order || (event.customerId !== null && event.customerId === failing.customer)) throw new Error('a subscriber failed');
    };
    bus.inTransaction('order.placed', refuse, AFTER_ALL);
    bus.inTransaction('order.status_changed', refuse, AFTER_ALL);
  });
  afterEach(() => {
    failing.order = null;
    failing.customer = null;
  });
  afterAll(async () => {
    await t.dataSource.query(`UPDATE customer SET membership_tier_id = NULL, membership_expires_at = NULL WHERE membership_tier_id = $1`, [tierId]);
    await t.dataSource.query(`DELETE FROM membership_tier WHERE id = $1`, [tierId]);
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  const as = (req: request.Test, token: string) => req.set('Authorization', `Bearer ${token}`);

  /** A member holding `points` points, with a cart of one tea (and the coupon, when given). */
  async function memberWithCart(points = 0, coupon?: string) {
    const customer = await createCustomer(t.dataSource);
    const token = await customerToken(t, customer);
    if (points > 0)
      await as(request(t.http).post(`/api/admin/user/${customer.id}/points`), admin)
        .send({ points, remark: 'Gift' })
        .expect(201);
    const cartId = (await as(request(t.http).post('/api/cart/item'), token).send({ stock_id: stockId, quantity: 1 }).expect(200)).body.cart_id as string;
    if (coupon) await as(request(t.http).post('/api/cart/coupon'), token).send({ cart_id: cartId, code: coupon }).expect(200);
    return { customer, token, cartId };
  }
  const place = (token: string, cartId: string, body: object = {}) =>
    as(request(t.http).post('/api/order'), token).send({
      cart_id: cartId,
      idempotency_key: unique('events'),
      shipping_address: ADDRESS,
      shipping_method_id: courier,
      payment_method: 'cash_on_delivery',
      ...body,
    });
  const move = (orderId: number, status: string) =>
    as(request(t.http).post(`/api/admin/order/${orderId}/status`), admin).send({ status, comment: 'On its way' });

  /** What the order's subscribers have written for it, read through `manager` (inside the move) or outside it. */
  async function written(orderId: number, manager: EntityManager = t.dataSource.manager) {
    const [order] = await manager.query(
      `SELECT o.status, o.email, c.membership_tier_id FROM sales_order o JOIN customer c ON c.id = o.customer_id WHERE o.id = $1`,
      [orderId],
    );
    const points = await manager.query(`SELECT type, points, used_points FROM reward_point WHERE order_id = $1 ORDER BY id`, [orderId]);
    const uses = await manager.query(`SELECT released_at IS NOT NULL AS released FROM promotion_usage WHERE order_id = $1`, [orderId]);
    const mails = await manager.query(`SELECT template FROM mail_message WHERE to_address = $1 ORDER BY id`, [order.email]);
    return {
      status: order.status as string,
      tier: order.membership_tier_id as number | null,
      points: points as { type: string; points: number; used_points: number }[],
      usesReleased: (uses as { released: boolean }[]).map((u) => u.released),
      mails: (mails as { template: string }[]).map((m) => m.template),
    };
  }

  /** Records, inside the move of `orderId`, what the subscribers ranked before it had written by then. */
  function spyInside(orderId: number) {
    const seen: Awaited<ReturnType<typeof written>>[] = [];
    bus.inTransaction(
      'order.status_changed',
      async (manager, moved) => {
        if (moved.orderId === orderId) seen.push(await written(orderId, manager));
      },
      AFTER_ALL - 1,
    );
    return seen;
  }

  describe('order.placed', () => {
    it('queues the order_placed mail in the placing transaction', async () => {
      const { token, cartId } = await memberWithCart();
      const placed = await place(token, cartId).expect(201);
      expect(await written(placed.body.id)).toMatchObject({ status: 'pending', mails: ['order_placed'] });
    });

    it('places nothing, reserves nothing and mails nothing when a subscriber fails', async () => {
      const { customer, token, cartId } = await memberWithCart();
      const [{ reserved: before }] = await t.dataSource.query(`SELECT COALESCE(sum(reserved), 0)::int AS reserved FROM inventory WHERE stock_id = $1`, [
        stockId,
      ]);
      failing.customer = customer.id;
      await place(token, cartId).expect(500);
      expect(await t.dataSource.query(`SELECT id FROM sales_order WHERE customer_id = $1`, [customer.id])).toEqual([]);
      expect(await t.dataSource.query(`SELECT id FROM mail_message WHERE to_address = $1`, [customer.email])).toEqual([]);
      const [{ reserved }] = await t.dataSource.query(`SELECT COALESCE(sum(reserved), 0)::int AS reserved FROM inventory WHERE stock_id = $1`, [stockId]);
      expect(reserved).toBe(before);
      // The cart was not emptied: the shopper may try again.
      expect((await as(request(t.http).post('/api/cart'), token).send({ cart_id: cartId }).expect(200)).body.items).toHaveLength(1);
    });
  });

  describe('order.paid', () => {
    it('moves the member to the tier, earns points at its rate and queues the status mail, all inside the move', async () => {
      const { token, cartId } = await memberWithCart();
      const orderId = (await place(token, cartId).expect(201)).body.id as number;
      const inside = spyInside(orderId);
      await move(orderId, 'paid').expect(200);
      // HK$50 of goods at the tier's 2 points a dollar (shipping earns none): the tier was assessed first.
      const expected = { status: 'paid', tier: tierId, points: [{ type: 'earn', points: 100, used_points: 0 }], mails: ['order_placed', 'order_status'] };
      expect(inside).toEqual([expect.objectContaining(expected)]);
      expect(await written(orderId)).toMatchObject(expected);
    });

    it('rolls the move back with the tier, the points and the mail when a subscriber fails', async () => {
      const { token, cartId } = await memberWithCart();
      const orderId = (await place(token, cartId).expect(201)).body.id as number;
      const inside = spyInside(orderId);
      failing.order = orderId;
      await move(orderId, 'paid').expect(500);
      // Each subscriber had written its part inside the move...
      expect(inside).toEqual([expect.objectContaining({ status: 'paid', tier: tierId, points: [expect.objectContaining({ type: 'earn' })] })]);
      expect(inside[0].mails).toContain('order_status');
      // ...and none of it stands.
      expect(await written(orderId)).toEqual({ status: 'pending', tier: null, points: [], usesReleased: [], mails: ['order_placed'] });
    });
  });

  describe.each(['canceled', 'refunded'] as const)('order.%s', (to) => {
    let coupon: string;
    beforeAll(async () => {
      coupon = unique('EV').toUpperCase();
      await as(request(t.http).post('/api/admin/promotion'), admin)
        .send({ promotion_type: 'coupon', name: { en_us: 'Events' }, code: coupon, discount_value: 10, usage_limit: 1000 })
        .expect(201);
    });

    /** An order that spent 500 points and used the coupon, paid first when it is to be refunded. */
    async function endingOrder() {
      const { token, cartId } = await memberWithCart(1000, coupon);
      const orderId = (await place(token, cartId, { points: 500 }).expect(201)).body.id as number;
      if (to === 'refunded') await move(orderId, 'paid').expect(200);
      return { orderId, before: await written(orderId) };
    }

    it('gives the coupon use and the spent points back and takes back the points earned, inside the move', async () => {
      const { orderId, before } = await endingOrder();
      const inside = spyInside(orderId);
      await move(orderId, to).expect(200);
      const types = (to === 'refunded' ? ['redeem', 'earn', 'return', 'clawback'] : ['redeem', 'return']).map((type) => expect.objectContaining({ type }));
      const expected = { status: to, points: types, usesReleased: [true], mails: [...before.mails, 'order_status'] };
      expect(inside).toEqual([expect.objectContaining(expected)]);
      expect(await written(orderId)).toMatchObject(expected);
    });

    it('rolls the move back with the use, the points and the mail when a subscriber fails', async () => {
      const { orderId, before } = await endingOrder();
      const inside = spyInside(orderId);
      failing.order = orderId;
      await move(orderId, to).expect(500);
      expect(inside).toEqual([expect.objectContaining({ status: to, usesReleased: [true], mails: [...before.mails, 'order_status'] })]);
      expect(inside[0].points.map((p) => p.type)).toContain('return');
      expect(await written(orderId)).toEqual(before);
    });
  });
});
