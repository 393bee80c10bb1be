import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { createCustomer, customerToken, superAdmin, unique } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };

interface Totals {
  subtotal: number;
  discount_total: number;
  shipping_total: number;
  grand_total: number;
  adjustments: { step: string; source: string; label: string; amount: number }[];
}

/** The totals and adjustments (without their lines, which are cart items in a preview and order lines in an order). */
const totalsOf = (answer: Totals) => ({
  subtotal: answer.subtotal,
  discount_total: answer.discount_total,
  shipping_total: answer.shipping_total,
  grand_total: answer.grand_total,
  adjustments: answer.adjustments.map(({ step, source, label, amount }) => ({ step, source, label, amount })),
});

/** POST /api/order/preview: the totals of the order before it exists, as placing it would compute them. */
describe('POST /api/order/preview', () => {
  let t: TestApp;
  let admin: string;
  let snapshot: Settings;
  let courier: number;
  let islands: number;
  let stockId: number;
  let coupon: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
    const warehouse = await createWarehouse(t.dataSource, { name: unique('Preview') });
    // Courier: HK$30, free from HK$200 of goods; Islands: HK$50 to Macau only.
    [{ id: courier }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, free_over, countries) VALUES ('{"en_us": "Courier", "zh_hk": "速遞"}', 3000, 20000, '{}') RETURNING id`,
    );
    [{ id: islands }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, countries) VALUES ('{"en_us": "Islands"}', 5000, '{MO}') RETURNING id`,
    );
    const product = await createProduct(t, admin, {
      name: 'Jasmine tea',
      stocks: [{ price: 8000, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 1000 }] }],
    });
    stockId = product.stocks[0].id;
    coupon = unique('PV').toUpperCase();
    await request(t.http)
      .post('/api/admin/promotion')
      .set('Authorization', `Bearer ${admin}`)
      .send({ promotion_type: 'coupon', name: { en_us: 'Preview' }, code: coupon, discount_value: 10, usage_limit: 100 })
      .expect(201);
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
  });
  afterAll(async () => {
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  const as = (req: request.Test, token?: string) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  const preview = (body: object, token?: string) => as(request(t.http).post('/api/order/preview'), token).send(body);
  async function cart(quantity: number, token?: string, withCoupon = false) {
    const cartId = (await as(request(t.http).post('/api/cart/item'), token).send({ stock_id: stockId, quantity }).expect(200)).body.cart_id as string;
    if (withCoupon) await as(request(t.http).post('/api/cart/coupon'), token).send({ cart_id: cartId, code: coupon }).expect(200);
    return cartId;
  }
  async function member(points = 0) {
    const customer = await createCustomer(t.dataSource);
    if (points > 0) {
      await request(t.http).post(`/api/admin/user/${customer.id}/points`).set('Authorization', `Bearer ${admin}`).send({ points, remark: 'Gift' }).expect(201);
    }
    return { customer, token: await customerToken(t, customer) };
  }
  const place = (cartId: string, body: object, token?: string) =>
    as(request(t.http).post('/api/order'), token).send({
      cart_id: cartId,
      idempotency_key: unique('preview'),
      shipping_address: ADDRESS,
      shipping_method_id: courier,
      payment_method: 'cash_on_delivery',
      ...(token ? {} : { email: `${unique('guest')}@example.test` }),
      ...body,
    });

  it("answers what placing a guest's cart gives: the same totals, adjustments and labels", async () => {
    const cartId = await cart(1, undefined, true);
    const seen = (await preview({ cart_id: cartId, country: 'HK', shipping_method_id: courier, language: 'zh_hk' }).expect(200)).body;
    expect(seen).toMatchObject({
      currency: 'HKD',
      display_currency: { identifier: 'HKD', rate: 1 },
      subtotal: 8000,
      discount_total: 800,
      shipping_total: 3000,
      grand_total: 10200,
      shipping_method: { id: courier, name: '速遞' },
      points: null,
    });
    expect(seen.adjustments).toEqual([
      expect.objectContaining({ step: 'cart_discounts', label: coupon, amount: -800, item_ids: [] }),
      { step: 'shipping', source: `shipping:${courier}`, label: '速遞', amount: 3000, item_ids: [] },
    ]);
    const placed = (await place(cartId, { language: 'zh_hk' }).expect(201)).body;
    expect(totalsOf(seen)).toEqual(totalsOf(placed));
  });

  it("answers what placing a member's cart gives with points spent, and what the points come to", async () => {
    const { token, customer } = await member(5000);
    const cartId = await cart(2, token);
    const body = { cart_id: cartId, country: 'HK', shipping_method_id: courier, points: 3000, currency: 'USD' };
    const seen = (await preview(body, token).expect(200)).body;
    // HK$160 of goods (under the HK$200 of free shipping) and HK$30 of shipping; the points pay HK$30.
    expect(seen).toMatchObject({
      display_currency: { identifier: 'USD', rate: 0.128, mark: 'US$' },
      subtotal: 16000,
      shipping_total: 3000,
      discount_total: 3000,
      grand_total: 16000,
      points: { asked: 3000, used: 3000, amount: 3000, balance: 5000, most: 5000 },
    });
    expect(seen.adjustments).toEqual([
      { step: 'shipping', source: `shipping:${courier}`, label: 'Courier', amount: 3000, item_ids: [] },
      { step: 'points', source: 'points', label: 'Reward points (3000)', amount: -3000, item_ids: [] },
    ]);
    const placed = (await place(cartId, { points: 3000, currency: 'USD' }, token).expect(201)).body;
    expect(totalsOf(seen)).toEqual(totalsOf(placed));
    const [{ used }] = await t.dataSource.query(`SELECT used_points AS used FROM reward_point WHERE customer_id = $1 AND type = 'redeem'`, [customer.id]);
    expect(used).toBe(seen.points.used);
  });

  it('uses no more points than the share of the order allows, and says the most it would take', async () => {
    const { token } = await member(20000);
    const cartId = await cart(1, token);
    // HK$80 of goods and HK$30 of shipping: points may pay half of HK$110.
    const seen = (await preview({ cart_id: cartId, country: 'HK', shipping_method_id: courier, points: 20000 }, token).expect(200)).body;
    expect(seen.points).toEqual({ asked: 20000, used: 5500, amount: 5500, balance: 20000, most: 5500 });
    expect(seen.grand_total).toBe(5500);
    // Without points asked, a member still learns the balance and the most.
    expect((await preview({ cart_id: cartId, country: 'HK', shipping_method_id: courier }, token).expect(200)).body.points).toEqual({
      asked: 0,
      used: 0,
      amount: 0,
      balance: 20000,
      most: 5500,
    });
  });

  it('prices without shipping until a method is chosen, and says what each method delivering to the country charges', async () => {
    const small = await cart(1);
    const none = (await preview({ cart_id: small }).expect(200)).body;
    expect(none).toMatchObject({ subtotal: 8000, shipping_total: 0, grand_total: 8000, shipping_method: null, shipping_options: [] });
    const hk = (await preview({ cart_id: small, country: 'hk' }).expect(200)).body;
    expect(hk.shipping_options).toContainEqual({ id: courier, cost: 3000 });
    expect(hk.shipping_options.map((o: { id: number }) => o.id)).not.toContain(islands);
    const big = await cart(3);
    expect((await preview({ cart_id: big, country: 'MO' }).expect(200)).body.shipping_options).toEqual(
      expect.arrayContaining([
        { id: courier, cost: 0 },
        { id: islands, cost: 5000 },
      ]),
    );
  });

  it('refuses what placing would refuse, in the same words', async () => {
    const guestCart = await cart(1);
    const refused = async (body: object, status: number, token?: string) => (await preview(body, token).expect(status)).body.messages as string[];
    expect(await refused({ cart_id: guestCart, country: 'HK', shipping_method_id: islands }, 422)).toEqual([
      'Please choose a shipping method that delivers to HK',
    ]);
    expect(await refused({ cart_id: guestCart, points: 10 }, 422)).toEqual(['Please log in to use reward points']);
    expect(await refused({ cart_id: guestCart, currency: 'EUR' }, 422)).toEqual(['currency must be one of the shop currencies']);
    expect(await refused({ cart_id: '6f1c1a8e-3c55-4a53-9d53-7a7b1f0f0c11' }, 404)).toEqual(['Your cart could not be found. Please reload the page.']);
    expect(await refused({ cart_id: 'not-a-cart' }, 422)).toEqual(['Your cart is empty']);
    const { token } = await member(100);
    const memberCart = await cart(1, token);
    expect(await refused({ cart_id: memberCart, points: 101 }, 409, token)).toEqual(['You have 100 points: this order asks for 101']);
    // Another shopper's cart is not found.
    expect(await refused({ cart_id: memberCart }, 404)).toEqual(['Your cart could not be found. Please reload the page.']);
    await writeSettings(t.dataSource, { guest_checkout: '0' });
    try {
      expect(await refused({ cart_id: guestCart }, 403)).toEqual(['Please log in to check out: this shop does not take guest orders']);
    } finally {
      await writeSettings(t.dataSource, { guest_checkout: '1' });
    }
  });

  it('writes nothing: no order, no reservation, no points spent or expired, no coupon use, no mail, the cart untouched', async () => {
    const { token, customer } = await member(1000);
    // Points already due to expire: a preview leaves them unwritten (and does not count them).
    await t.dataSource.query(
      `INSERT INTO reward_point (customer_id, type, points, expiry_date, remark) VALUES ($1, 'adjust', 400, now() - interval '1 day', '')`,
      [customer.id],
    );
    const cartId = await cart(1, token, true);
    const state = async () => ({
      orders: (await t.dataSource.query(`SELECT count(*)::int AS n FROM sales_order WHERE customer_id = $1`, [customer.id]))[0].n,
      points: await t.dataSource.query(`SELECT id, type, points, used_points FROM reward_point WHERE customer_id = $1 ORDER BY id`, [customer.id]),
      draws: (
        await t.dataSource.query(`SELECT count(*)::int AS n FROM reward_point_draw w JOIN reward_point r ON r.id = w.lot_id WHERE r.customer_id = $1`, [
          customer.id,
        ])
      )[0].n,
      reserved: (await t.dataSource.query(`SELECT COALESCE(sum(reserved), 0)::int AS n FROM inventory WHERE stock_id = $1`, [stockId]))[0].n,
      uses: (await t.dataSource.query(`SELECT used_count FROM promotion WHERE code = $1`, [coupon]))[0].used_count,
      mails: (await t.dataSource.query(`SELECT count(*)::int AS n FROM mail_message WHERE to_address = $1`, [customer.email]))[0].n,
      cart: (await t.dataSource.query(`SELECT updated_at FROM cart WHERE id = $1`, [cartId]))[0].updated_at,
    });
    const before = await state();
    const seen = (await preview({ cart_id: cartId, country: 'HK', shipping_method_id: courier, points: 500 }, token).expect(200)).body;
    expect(seen.points).toMatchObject({ used: 500, balance: 1000 });
    expect(await state()).toEqual(before);
  });
});
