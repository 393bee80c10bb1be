import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };
/** The month this spec back-dates its orders into: no other spec places orders in it. */
const RANGE = { from: '2018-07-01', to: '2018-07-31' };
const ZERO = { orders: 0, revenue: 0, average: 0, discounts: 0, points: 0, refunded_orders: 0, refunds: 0 };

/**
 * sales_rollup (migrations/1764930000000-SalesRollup.ts), which the sales report sums, against the
 * orders it sums: after a sale, a refund and a cancel; in a half-hour time zone (read from the
 * orders); and a rollup write that fails, which rolls the order's move back.
 */
describe('the sales rollup', () => {
  let t: TestApp;
  let admin: string;
  let snapshot: Settings;
  let courier: number;
  let tea: number;

  const as = (req: request.Test) => req.set('Authorization', `Bearer ${admin}`);
  const move = (orderId: number, to: string) => as(request(t.http).post(`/api/admin/order/${orderId}/status`)).send({ status: to });
  const backDate = (orderId: number, at: string) => t.dataSource.query(`UPDATE sales_order SET created_at = $2::timestamptz WHERE id = $1`, [orderId, at]);
  const report = async (query: object = {}) =>
    (
      await as(request(t.http).get('/api/admin/report/sales'))
        .query({ ...RANGE, ...query })
        .expect(200)
    ).body;
  const statusOf = async (orderId: number) => (await as(request(t.http).get(`/api/admin/order/${orderId}`)).expect(200)).body.status as string;

  /** A staff order of one tea (HK$100 + HK$10 shipping), paid by bank transfer, back-dated to `at` while pending. */
  async function order(at: string): Promise<{ id: number; grand_total: number }> {
    const res = await as(request(t.http).post('/api/admin/order')).send({
      email: uniqueEmail('rollup'),
      lines: [{ stock_id: tea, quantity: 1 }],
      shipping_address: ADDRESS,
      shipping_method_id: courier,
      payment_method: 'bank_transfer',
      idempotency_key: unique('rollup'),
    });
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
    await backDate(res.body.id, at);
    return res.body;
  }

  /** Every bucket of the rollup equals what the orders add up to (rows of no order left aside). */
  async function expectRollupMatchesOrders() {
    const differences: unknown[] = await t.dataSource.query(`
      WITH o AS (
        SELECT date_trunc('hour', o.created_at, 'UTC') AS hour, o.channel, o.store_id, o.payment_method,
               CASE WHEN o.status = 'refunded' THEN 'refunded' ELSE 'sold' END AS kind,
               count(*)::int AS orders, sum(o.grand_total)::bigint AS revenue,
               sum(o.discount_total - COALESCE(p.paid, 0))::bigint AS discounts, COALESCE(sum(p.paid), 0)::bigint AS points
          FROM sales_order o
          LEFT JOIN (SELECT order_id, -sum(amount) AS paid FROM sales_order_adjustment WHERE step = 'points' GROUP BY order_id) p ON p.order_id = o.id
         WHERE o.status IN ('paid', 'shipped', 'completed', 'refunded')
         GROUP BY 1, 2, 3, 4, 5
      ), r AS (
        SELECT hour, channel, store_id, payment_method, kind, orders, revenue, discounts, points FROM sales_rollup
         WHERE orders <> 0 OR revenue <> 0 OR discounts <> 0 OR points <> 0
      )
      (SELECT 'orders' AS side, * FROM o EXCEPT SELECT 'orders', * FROM r)
      UNION ALL
      (SELECT 'rollup', * FROM r EXCEPT SELECT 'rollup', * FROM o)`);
    expect(differences).toEqual([]);
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
    const warehouse = await createWarehouse(t.dataSource, { name: unique('Rollup') });
    [{ id: courier }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, countries) VALUES ('{"en_us": "Courier"}', 1000, '{}') RETURNING id`,
    );
    await writeSettings(t.dataSource, { warehouse_enabled: '1', warehouse_id: warehouse.id, time_zone: 'Asia/Hong_Kong' });
    const product = await createProduct(t, admin, {
      name: 'Rollup tea',
      stocks: [{ price: 10000, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 100 }] }],
    });
    tea = product.stocks[0].id;
  });

  afterAll(async () => {
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  it('agrees with the orders already there (left by the other specs of this database)', async () => {
    await expectRollupMatchesOrders();
  });

  it('follows a sale, a refund and a cancel: the report before and after each agrees with the orders', async () => {
    expect((await report()).totals).toEqual(ZERO);
    const sale = await order('2018-07-10T10:00:00+08:00');
    expect((await report()).totals).toEqual(ZERO); // pending: not sold yet
    await expectRollupMatchesOrders();

    await move(sale.id, 'paid').expect(200);
    const sold = { orders: 1, revenue: 11000, average: 11000, discounts: 0, points: 0, refunded_orders: 0, refunds: 0 };
    let body = await report();
    expect(body.totals).toEqual(sold);
    expect(body.periods.find((p: { period: string }) => p.period === '2018-07-10')).toEqual({ period: '2018-07-10', ...sold });
    expect(body.channels).toEqual([{ channel: 'staff', store_id: null, store_name: null, ...sold }]);
    expect(body.payment_methods).toEqual([{ payment_method: 'bank_transfer', ...sold }]);
    await expectRollupMatchesOrders();

    await move(sale.id, 'shipped').expect(200);
    await move(sale.id, 'completed').expect(200);
    expect((await report()).totals).toEqual(sold);

    await move(sale.id, 'refunded').expect(200);
    const refunded = { ...ZERO, refunded_orders: 1, refunds: 11000 };
    body = await report();
    expect(body.totals).toEqual(refunded);
    expect(body.channels).toEqual([{ channel: 'staff', store_id: null, store_name: null, ...refunded }]);
    await expectRollupMatchesOrders();

    const canceled = await order('2018-07-11T09:00:00+08:00');
    await move(canceled.id, 'paid').expect(200);
    expect((await report()).totals).toEqual({ ...sold, refunded_orders: 1, refunds: 11000 });
    await move(canceled.id, 'canceled').expect(200);
    body = await report();
    expect(body.totals).toEqual(refunded);
    // The bucket the canceled order left holds no order: no row of it in the splits.
    expect(body.channels).toEqual([{ channel: 'staff', store_id: null, store_name: null, ...refunded }]);
    expect(body.payment_methods).toEqual([{ payment_method: 'bank_transfer', ...refunded }]);
    await expectRollupMatchesOrders();
  });

  it('moves an order whose creation time is corrected (an UPDATE by hand) to its new hour', async () => {
    const sale = await order('2018-07-15T10:00:00+08:00');
    await move(sale.id, 'paid').expect(200);
    await backDate(sale.id, '2018-07-16T10:00:00+08:00');
    const body = await report({ from: '2018-07-15', to: '2018-07-16' });
    expect(body.periods.map((p: { orders: number }) => p.orders)).toEqual([0, 1]);
    await expectRollupMatchesOrders();
  });

  it('counts days of a half-hour time zone from the orders themselves', async () => {
    // 00:15 on 25 July in India is 18:45 UTC on the 24th: the hour 18:00 UTC starts on the 24th there.
    const sale = await order('2018-07-25T00:15:00+05:30');
    await move(sale.id, 'paid').expect(200);
    await writeSettings(t.dataSource, { time_zone: 'Asia/Kolkata' });
    try {
      const body = await report({ from: '2018-07-24', to: '2018-07-25' });
      expect(body.time_zone).toBe('Asia/Kolkata');
      expect(body.periods.map((p: { orders: number }) => p.orders)).toEqual([0, 1]);
    } finally {
      await writeSettings(t.dataSource, { time_zone: 'Asia/Hong_Kong' });
    }
    // 02:45 on the 25th in Hong Kong: summed from the rollup, on the same day.
    expect((await report({ from: '2018-07-24', to: '2018-07-25' })).periods.map((p: { orders: number }) => p.orders)).toEqual([0, 1]);
    await expectRollupMatchesOrders();
  });

  it('rolls the move back when the rollup cannot be written, and keeps it in step', async () => {
    const sale = await order('2018-07-20T10:00:00+08:00');
    const before = await report();
    // A rule the rollup's row of that hour breaks: its write fails, as a full disk or a bug would.
    await t.dataSource.query(`ALTER TABLE sales_rollup ADD CONSTRAINT "CHK_sales_rollup_spec" CHECK (hour <> '2018-07-20T02:00:00Z') NOT VALID`);
    try {
      const res = await move(sale.id, 'paid');
      // The error handler answers the check violation as 422; any answer but 200 is a refused move.
      expect(res.status).not.toBe(200);
    } finally {
      await t.dataSource.query(`ALTER TABLE sales_rollup DROP CONSTRAINT "CHK_sales_rollup_spec"`);
    }
    expect(await statusOf(sale.id)).toBe('pending');
    expect(await report()).toEqual(before);
    await expectRollupMatchesOrders();

    await move(sale.id, 'paid').expect(200);
    expect((await report()).totals.orders).toBe(before.totals.orders + 1);
    await expectRollupMatchesOrders();
  });
});
