import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { QUEUE_NAME } from '../../server/src/queue/jobs';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, createCustomer, customerToken, superAdmin, unique } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';
import { PointsOrderRemarks1764810000000 } from '../../migrations/1764810000000-PointsOrderRemarks';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };
const POINTS_SETTINGS = { points_redeem_rate: 100, points_max_percent: 50, points_expiry_type: 'never', points_expiry_date: '', points_base_rate: 1 };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('reward points: earned on paid orders, spent at checkout, given back, clawed back, expired, adjusted', () => {
  let t: TestApp;
  let admin: string;
  let snapshot: Settings;
  let warehouse: { id: number };
  let courier: number;
  let stockId: number;
  const tiers: number[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
    warehouse = await createWarehouse(t.dataSource, { name: unique('Points') });
    // Shipping costs HK$10: points may pay their share of it too.
    [{ id: courier }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, countries) VALUES ('{"en_us": "Courier"}', 1000, '{}') RETURNING id`,
    );
    const product = await createProduct(t, admin, {
      name: 'Oolong tea',
      stocks: [{ price: 2000, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 1000 }] }],
    });
    stockId = product.stocks[0].id;
  });
  beforeEach(() =>
    writeSettings(t.dataSource, {
      catalog_mode: '0',
      member_only: '0',
      guest_checkout: '1',
      warehouse_enabled: '1',
      warehouse_id: warehouse.id,
      ...POINTS_SETTINGS,
    }),
  );
  afterAll(async () => {
    await t.dataSource.query(`UPDATE customer SET membership_tier_id = NULL, membership_expires_at = NULL WHERE membership_tier_id = ANY($1::int[])`, [tiers]);
    await t.dataSource.query(`DELETE FROM membership_tier WHERE id = ANY($1::int[])`, [tiers]);
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  const asAdmin = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);
  const as = (req: request.Test, token: string) => req.set('Authorization', `Bearer ${token}`);

  async function member() {
    const customer = await createCustomer(t.dataSource);
    return { id: customer.id, token: await customerToken(t, customer) };
  }
  async function cartOf(token: string, quantity = 1) {
    return (await as(request(t.http).post('/api/cart/item'), token).send({ stock_id: stockId, quantity }).expect(200)).body.cart_id as string;
  }
  function place(token: string | null, cartId: string, body: object = {}) {
    const req = request(t.http).post('/api/order');
    return (token ? as(req, token) : req).send({
      cart_id: cartId,
      idempotency_key: unique('points'),
      shipping_address: ADDRESS,
      shipping_method_id: courier,
      payment_method: 'cash_on_delivery',
      ...(token ? {} : { email: `${unique('guest')}@example.test` }),
      ...body,
    });
  }
  const status = (orderId: number, to: string) =>
    asAdmin(request(t.http).post(`/api/admin/order/${orderId}/status`))
      .send({ status: to })
      .expect(200);
  const grant = (customerId: number, points: number, remark = 'Welcome gift') =>
    asAdmin(request(t.http).post(`/api/admin/user/${customerId}/points`)).send({ points, remark });
  const balanceOf = async (customerId: number) =>
    (await t.dataSource.query(`SELECT COALESCE(sum(points - used_points), 0)::int AS b FROM reward_point WHERE customer_id = $1`, [customerId]))[0].b as number;
  const rows = (customerId: number) =>
    t.dataSource.query<{ type: string; points: number; used_points: number; remark: string; order_id: number | null }[]>(
      `SELECT type, points, used_points, remark, order_id FROM reward_point WHERE customer_id = $1 ORDER BY id`,
      [customerId],
    );

  it('keeps the points settings, refuses bad ones with a clear message, and answers 401 and 403', async () => {
    const put = (body: object, token = admin) => asAdmin(request(t.http).put('/api/admin/config/points'), token).send(body);
    const saved = await put({
      points_redeem_rate: 200,
      points_max_percent: 30,
      points_expiry_type: 'fixed_date',
      points_expiry_date: '2030-12-31',
      points_base_rate: 1.5,
    }).expect(200);
    expect(saved.body).toEqual({
      points_redeem_rate: 200,
      points_max_percent: 30,
      points_expiry_type: 'fixed_date',
      points_expiry_date: '2030-12-31',
      points_base_rate: 1.5,
    });
    expect((await asAdmin(request(t.http).get('/api/admin/config/points')).expect(200)).body).toEqual(saved.body);
    expect((await put({ points_max_percent: 0 }).expect(422)).body.messages).toEqual(['points_max_percent must be a whole number from 1 to 100']);
    expect((await put({ points_redeem_rate: 1.5 }).expect(422)).body.messages).toEqual([
      'points_redeem_rate must be a whole number of points from 0 to 1000000',
    ]);
    expect((await put({ points_expiry_type: 'sometimes' }).expect(422)).body.messages).toEqual([
      'points_expiry_type must be one of never, fixed_date, membership',
    ]);
    expect((await put({ points_expiry_date: '2030-02-31' }).expect(422)).body.messages).toEqual(['points_expiry_date must be a date as YYYY-MM-DD']);
    expect((await put({ points_expiry_date: '' }).expect(422)).body.messages).toEqual(['points_expiry_date is required when points expire on a fixed date']);
    expect((await put({ points_base_rate: 1.234 }).expect(422)).body.messages).toEqual([
      'points_base_rate must be a number of points per dollar from 0 to 1000, with at most 2 decimals',
    ]);
    for (const tiny of [1e-7, -1e-7, 5e-324]) {
      expect((await put({ points_base_rate: tiny }).expect(422)).body.messages).toEqual([
        'points_base_rate must be a number of points per dollar from 0 to 1000, with at most 2 decimals',
      ]);
    }
    // Nothing refused was written.
    expect((await asAdmin(request(t.http).get('/api/admin/config/points')).expect(200)).body).toEqual(saved.body);

    await request(t.http).get('/api/admin/config/points').expect(401);
    const other = await adminWith(t, ['promotion.list']);
    await put({ points_max_percent: 10 }, other.token).expect(403);
    await asAdmin(request(t.http).get('/api/admin/config/points'), other.token).expect(403);
  });

  it('empties the "Order N" remarks that order rows carried before (migration 1764810000000), keeping staff remarks', async () => {
    const shopper = await member();
    const order = (await place(shopper.token, await cartOf(shopper.token, 1)).expect(201)).body;
    await status(order.id, 'paid');
    await t.dataSource.query(`UPDATE reward_point SET remark = $2 WHERE order_id = $1`, [order.id, `Order ${order.number}`]);
    await grant(shopper.id, 5, `Order ${order.number}`).expect(201);
    const runner = t.dataSource.createQueryRunner();
    try {
      await new PointsOrderRemarks1764810000000().up(runner);
    } finally {
      await runner.release();
    }
    expect((await rows(shopper.id)).map((r) => [r.type, r.remark])).toEqual([
      ['earn', ''],
      ['adjust', `Order ${order.number}`],
    ]);
  });

  it('earns points when an order is paid, at the tier’s rate (the base rate without one), expiring as the settings say', async () => {
    const plain = await member();
    const first = (await place(plain.token, await cartOf(plain.token, 2)).expect(201)).body; // HK$40 + HK$10 shipping
    expect(await rows(plain.id)).toEqual([]); // nothing before it is paid
    await status(first.id, 'paid');
    // 1 point per dollar on HK$40 of goods (shipping left out), never expiring.
    expect(await rows(plain.id)).toEqual([{ type: 'earn', points: 40, used_points: 0, remark: '', order_id: first.id }]);
    expect((await t.dataSource.query(`SELECT expiry_date FROM reward_point WHERE order_id = $1`, [first.id]))[0].expiry_date).toBeNull();

    // A tier's rate wins over the base rate, and points follow the tier's expiry.
    const gold = (
      await asAdmin(request(t.http).post('/api/admin/membership'))
        .send({ name: { en_us: 'Gold', zh_hk: '金卡' }, min_spend: 0, points_rate: 2.5, validity_days: 90 })
        .expect(201)
    ).body;
    tiers.push(gold.id);
    await writeSettings(t.dataSource, { points_expiry_type: 'membership' });
    const vip = await member();
    const order = (await place(vip.token, await cartOf(vip.token, 3)).expect(201)).body; // HK$60 of goods
    await status(order.id, 'paid');
    const [earned] = await t.dataSource.query(
      `SELECT r.points, r.expiry_date, c.membership_expires_at FROM reward_point r JOIN customer c ON c.id = r.customer_id WHERE r.order_id = $1`,
      [order.id],
    );
    expect(earned.points).toBe(150);
    expect(earned.expiry_date.getTime()).toBe(earned.membership_expires_at.getTime());

    // A fixed date: the end of that day, UTC.
    await writeSettings(t.dataSource, { points_expiry_type: 'fixed_date', points_expiry_date: '2031-06-30' });
    const third = (await place(vip.token, await cartOf(vip.token, 1)).expect(201)).body;
    await status(third.id, 'paid');
    expect((await t.dataSource.query(`SELECT expiry_date FROM reward_point WHERE order_id = $1`, [third.id]))[0].expiry_date.toISOString()).toBe(
      '2031-06-30T23:59:59.999Z',
    );

    // The account shows the tier, its expiry, the balance and the history; a guest is refused.
    const summary = (await as(request(t.http).get('/api/account/points').query({ language: 'zh_hk' }), vip.token).expect(200)).body;
    expect(summary).toMatchObject({ balance: 200, tier: { id: gold.id, name: '金卡' }, expiring: [], redeem: { points_per_unit: 100, max_percent: 50 } });
    // Each payment renewed the tier: the account shows when it ends now.
    const [{ membership_expires_at: ends }] = await t.dataSource.query(`SELECT membership_expires_at FROM customer WHERE id = $1`, [vip.id]);
    expect(summary.membership_expires_at).toBe(ends.toISOString());
    const history = await as(request(t.http).get('/api/account/points/history'), vip.token).expect(200);
    expect(history.headers['x-total-count']).toBe('2');
    expect(history.body.map((r: { type: string; points: number; order_number: string }) => [r.type, r.points, r.order_number])).toEqual([
      ['earn', 50, third.number],
      ['earn', 150, order.number],
    ]);
    expect(history.body[0]).not.toHaveProperty('admin_name');
    await request(t.http).get('/api/account/points').expect(401);
    // Gold is reached by any payment: the other tests pay at the base rate.
    await asAdmin(request(t.http).delete(`/api/admin/membership/${gold.id}`)).expect(200);
  });

  it('spends points at checkout within the shop’s share of the order, names them, and refuses what cannot be spent', async () => {
    const m = await member();
    await grant(m.id, 3000).expect(201);

    // 500 points pay HK$5 of a HK$30 order (HK$20 + HK$10 shipping).
    const order = (await place(m.token, await cartOf(m.token), { points: 500, language: 'zh_hk' }).expect(201)).body;
    expect(order).toMatchObject({ subtotal: 2000, shipping_total: 1000, discount_total: 500, grand_total: 2500 });
    expect(order.adjustments).toEqual(
      expect.arrayContaining([expect.objectContaining({ step: 'points', source: 'points', label: '積分（500）', amount: -500 })]),
    );
    expect(await balanceOf(m.id)).toBe(2500);

    // Asking for more than half the order spends only half of it: HK$15 for 1,500 points of the 2,000 asked.
    const capped = (await place(m.token, await cartOf(m.token), { points: 2000 }).expect(201)).body;
    expect(capped).toMatchObject({ grand_total: 1500, discount_total: 1500 });
    expect(capped.adjustments).toEqual(expect.arrayContaining([expect.objectContaining({ step: 'points', label: 'Reward points (1500)', amount: -1500 })]));
    expect(await balanceOf(m.id)).toBe(1000);
    const [mail] = await t.dataSource.query(`SELECT text_body FROM mail_message WHERE to_address = $1 AND subject LIKE '%' || $2 || '%'`, [
      order.email,
      capped.number,
    ]);
    expect(mail.text_body).toContain('Reward points (1500)');

    // Refusals change nothing: more than the balance (409), a guest, a bad number, spending turned off.
    const cartId = await cartOf(m.token);
    expect((await place(m.token, cartId, { points: 1001 }).expect(409)).body.messages).toEqual(['You have 1000 points: this order asks for 1001']);
    const guestCart = (await request(t.http).post('/api/cart/item').send({ stock_id: stockId, quantity: 1 }).expect(200)).body.cart_id;
    expect((await place(null, guestCart, { points: 10 }).expect(422)).body.messages).toEqual(['Please log in to use reward points']);
    expect((await place(m.token, cartId, { points: -5 }).expect(422)).body.messages).toEqual(['points must be a whole number of points, 0 or more']);
    expect((await place(m.token, cartId, { points: 'lots' }).expect(422)).body.messages).toEqual(['points must be a whole number of points, 0 or more']);
    await writeSettings(t.dataSource, { points_redeem_rate: 0 });
    expect((await place(m.token, cartId, { points: 10 }).expect(422)).body.messages).toEqual(['Reward points cannot be spent in this shop']);
    expect(await balanceOf(m.id)).toBe(1000);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM sales_order WHERE customer_id = $1`, [m.id]))[0].n).toBe(2);
    // The cart was kept for the shopper to try again.
    expect((await as(request(t.http).post('/api/cart'), m.token).send({ cart_id: cartId }).expect(200)).body.items).toHaveLength(1);
  });

  it('cannot spend the same points twice: a checkout and staff taking points at the same moment, and ten takings at once', async () => {
    // A member has one cart, which a checkout locks; what else spends points is staff taking them.
    // Checkout spending all 500 points races 9 takings of all 500: exactly one of the ten wins.
    const m = await member();
    await grant(m.id, 500).expect(201);
    const cartId = await cartOf(m.token, 2); // HK$40 + HK$10: 500 points pay HK$5
    const [checkout, ...takings] = await Promise.all([
      place(m.token, cartId, { points: 500 }),
      ...Array.from({ length: 9 }, () => grant(m.id, -500, 'Taken back')),
    ]);
    const won = [checkout, ...takings].filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    if (checkout.status === 201) {
      expect(checkout.body.grand_total).toBe(4500);
      expect(takings.every((r) => r.status === 422 && r.body.messages[0] === 'This customer has 0 points: 500 cannot be taken')).toBe(true);
    } else {
      expect(checkout.status).toBe(409);
      expect(checkout.body.messages).toEqual(['You have 0 points: this order asks for 500']);
    }
    expect(await balanceOf(m.id)).toBe(0);
    expect((await rows(m.id)).filter((r) => r.used_points > 0)).toHaveLength(1);

    // Ten takings of 100 from 500: five are made, five refused, and the balance is 0, never below.
    const n = await member();
    await grant(n.id, 500).expect(201);
    const answers = await Promise.all(Array.from({ length: 10 }, () => grant(n.id, -100, 'Taken back')));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(5);
    expect(await balanceOf(n.id)).toBe(0);
    // Each taking drew its 100 from the 500 added: nothing drawn twice.
    const [{ drawn }] = await t.dataSource.query(
      `SELECT sum(w.points)::int AS drawn FROM reward_point_draw w JOIN reward_point l ON l.id = w.lot_id WHERE l.customer_id = $1`,
      [n.id],
    );
    expect(drawn).toBe(500);
  });

  it('gives spent points back when the order is canceled, and claws earned points back when it is refunded', async () => {
    const m = await member();
    await grant(m.id, 800).expect(201);
    const spent = (await place(m.token, await cartOf(m.token), { points: 800 }).expect(201)).body; // HK$8 of HK$30
    expect(await balanceOf(m.id)).toBe(0);
    await status(spent.id, 'canceled');
    expect(await balanceOf(m.id)).toBe(800);
    expect((await rows(m.id)).map((r) => [r.type, r.points, r.used_points])).toEqual([
      ['adjust', 800, 0],
      ['redeem', 0, 800],
      ['return', 800, 0],
    ]);

    // Paid, it earns 40 points on its HK$40 of goods; refunded, those points are taken back.
    const earner = (await place(m.token, await cartOf(m.token, 2)).expect(201)).body;
    await status(earner.id, 'paid');
    expect(await balanceOf(m.id)).toBe(840);
    await status(earner.id, 'refunded');
    expect(await balanceOf(m.id)).toBe(800);
    expect((await rows(m.id)).slice(-2).map((r) => [r.type, r.points, r.used_points, r.order_id])).toEqual([
      ['earn', 40, 0, earner.id],
      ['clawback', 0, 40, earner.id],
    ]);

    // Points earned and already spent when the order is refunded leave the balance owing; the next points pay it first.
    const owing = await member();
    const paid = (await place(owing.token, await cartOf(owing.token, 5)).expect(201)).body; // HK$100: 100 points
    await status(paid.id, 'paid');
    const spender = (await place(owing.token, await cartOf(owing.token), { points: 100 }).expect(201)).body;
    await status(spender.id, 'paid');
    expect(await balanceOf(owing.id)).toBe(19); // 100 - 100 + 19 earned on the HK$19 paid for goods
    await status(paid.id, 'refunded');
    expect(await balanceOf(owing.id)).toBe(-81);
    expect((await as(request(t.http).get('/api/account/points'), owing.token).expect(200)).body.balance).toBe(-81);
    // Nothing can be spent while owing.
    expect((await place(owing.token, await cartOf(owing.token), { points: 1 }).expect(409)).body.messages).toEqual([
      'You have 0 points: this order asks for 1',
    ]);
    await grant(owing.id, 100).expect(201);
    expect(await balanceOf(owing.id)).toBe(19);
  });

  it('lets staff add and take points with a remark, never more than the customer holds, and lists members', async () => {
    const m = await member();
    const added = await grant(m.id, 500, 'Apology for a late delivery').expect(201);
    expect(added.body).toMatchObject({ id: m.id, balance: 500, tier: null });
    expect((await grant(m.id, -600).expect(422)).body.messages).toEqual(['This customer has 500 points: 600 cannot be taken']);
    expect((await grant(m.id, 0).expect(422)).body.messages).toEqual(['points must be a whole number other than 0, from -10000000 to 10000000']);
    expect((await grant(m.id, 1.5).expect(422)).body.messages).toEqual(['points must be a whole number other than 0, from -10000000 to 10000000']);
    expect((await grant(m.id, 10, '  ').expect(422)).body.messages).toEqual(['remark is required']);
    await grant(2147480000, 10).expect(404);
    const taken = await grant(m.id, -200, 'Duplicate grant').expect(201);
    expect(taken.body.balance).toBe(300);
    const history = await asAdmin(request(t.http).get(`/api/admin/user/${m.id}/points/history`)).expect(200);
    expect(
      history.body.map((r: { type: string; points: number; used_points: number; remark: string; admin_name: string }) => [
        r.type,
        r.points,
        r.used_points,
        r.remark,
        r.admin_name,
      ]),
    ).toEqual([
      ['adjust', 0, 200, 'Duplicate grant', expect.any(String)],
      ['adjust', 500, 0, 'Apology for a late delivery', expect.any(String)],
    ]);
    const [email] = await t.dataSource.query(`SELECT email FROM customer WHERE id = $1`, [m.id]);
    const found = await asAdmin(request(t.http).get('/api/admin/points/member'))
      .query({ filter: JSON.stringify({ q: email.email }) })
      .expect(200);
    expect(found.body).toEqual([expect.objectContaining({ id: m.id, balance: 300, tier_name: null })]);

    // Who may: membership reads, points.adjust writes.
    const reader = await adminWith(t, ['membership']);
    await asAdmin(request(t.http).get(`/api/admin/user/${m.id}/points`), reader.token).expect(200);
    await asAdmin(request(t.http).post(`/api/admin/user/${m.id}/points`), reader.token)
      .send({ points: 10, remark: 'x' })
      .expect(403);
    const adjuster = await adminWith(t, ['points.adjust']);
    await asAdmin(request(t.http).post(`/api/admin/user/${m.id}/points`), adjuster.token)
      .send({ points: 10, remark: 'x' })
      .expect(201);
    await asAdmin(request(t.http).get('/api/admin/points/member'), adjuster.token).expect(403);
    await request(t.http).post(`/api/admin/user/${m.id}/points`).send({ points: 10, remark: 'x' }).expect(401);
    expect(await balanceOf(m.id)).toBe(310);
  });

  it('expires points on their date through the repeating job, only what was left of them, and moves lapsed members down', async () => {
    const queue = t.app.get<Queue>(getQueueToken(QUEUE_NAME));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, Number(s.every)]).sort()).toEqual([
      ['membership.expire', 3600000],
      ['points.expire', 3600000],
    ]);

    const m = await member();
    await grant(m.id, 300, 'Old points').expect(201);
    await grant(m.id, 50, 'New points').expect(201);
    const spend = (await place(m.token, await cartOf(m.token), { points: 100 }).expect(201)).body;
    // The 300 and the 100 spent from them (soonest to expire first) reach their day.
    const [old] = await t.dataSource.query(`SELECT id FROM reward_point WHERE customer_id = $1 AND remark = 'Old points'`, [m.id]);
    await t.dataSource.query(`UPDATE reward_point SET expiry_date = now() - interval '1 minute' WHERE id = $1`, [old.id]);
    await t.dataSource.query(`UPDATE reward_point SET expiry_date = now() + interval '10 days' WHERE customer_id = $1 AND remark = 'New points'`, [m.id]);
    const before = (await as(request(t.http).get('/api/account/points'), m.token).expect(200)).body;
    // Reading the account writes what is due at once.
    expect(before.balance).toBe(50);
    expect(before.expiring).toEqual([{ points: 50, expiry_date: expect.any(String) }]);
    expect(spend.discount_total).toBe(100);

    // The job finds the rest: another member's due points, written by the worker.
    const other = await member();
    await grant(other.id, 70).expect(201);
    await t.dataSource.query(`UPDATE reward_point SET expiry_date = now() - interval '1 minute' WHERE customer_id = $1`, [other.id]);
    // A lapsed member whose recent spend reaches no tier loses it.
    const silver = (
      await asAdmin(request(t.http).post('/api/admin/membership'))
        .send({ name: { en_us: 'Silver' }, min_spend: 99999999, validity_days: 30 })
        .expect(201)
    ).body;
    tiers.push(silver.id);
    await t.dataSource.query(`UPDATE customer SET membership_tier_id = $2, membership_expires_at = now() - interval '1 hour' WHERE id = $1`, [
      other.id,
      silver.id,
    ]);

    await queue.add('points.expire', {});
    await queue.add('membership.expire', {});
    const expired = await until(
      () => rows(other.id),
      (r) => r.some((x) => x.type === 'expire'),
    );
    expect(expired.map((r) => [r.type, r.points, r.used_points])).toEqual([
      ['adjust', 70, 0],
      ['expire', 0, 70],
    ]);
    const tier = await until(
      async () => (await t.dataSource.query(`SELECT membership_tier_id, membership_expires_at FROM customer WHERE id = $1`, [other.id]))[0],
      (c) => c.membership_tier_id === null,
    );
    expect(tier).toEqual({ membership_tier_id: null, membership_expires_at: null });
    expect((await rows(m.id)).map((r) => [r.type, r.points, r.used_points])).toEqual([
      ['adjust', 300, 0],
      ['adjust', 50, 0],
      ['redeem', 0, 100],
      ['expire', 0, 200],
    ]);
  });
});
