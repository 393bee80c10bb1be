import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, createCustomer, customerToken, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };
const INVALID = 'Your coupon code is invalid';

describe('promotions and coupons (/api/admin/promotion, /api/cart/coupon, checkout)', () => {
  let t: TestApp;
  let admin: string;
  let snapshot: Settings;
  let warehouse: { id: number };
  let courier: number;
  const made: number[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
    warehouse = await createWarehouse(t.dataSource, { name: unique('Promo') });
    [{ id: courier }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, countries) VALUES ('{"en_us": "Courier"}', 3000, '{}') RETURNING id`,
    );
  });
  beforeEach(() =>
    writeSettings(t.dataSource, { catalog_mode: '0', member_only: '0', guest_checkout: '1', warehouse_enabled: '1', warehouse_id: warehouse.id }),
  );
  afterAll(async () => {
    // Automatic promotions would apply to every cart of the specs that run after this one.
    await t.dataSource.query(`DELETE FROM promotion WHERE id = ANY($1::int[])`, [made]);
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  const asAdmin = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);
  const auth = (req: request.Test, token?: string) => (token ? req.set('Authorization', `Bearer ${token}`) : req);

  async function promotion(body: object) {
    const res = await asAdmin(request(t.http).post('/api/admin/promotion')).send({ name: { en_us: 'Offer' }, ...body });
    if (res.status !== 201) throw new Error(`promotion: ${res.status} ${JSON.stringify(res.body)}`);
    made.push(res.body.id);
    return res.body as { id: number; code: string | null };
  }

  /** A product with one stock at `price` and plenty in stock. */
  async function stock(price: number, name = 'Tea cup') {
    const product = await createProduct(t, admin, { name, stocks: [{ price, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity: 500 }] }] });
    return { stockId: product.stocks[0].id as number, productId: product.id as number };
  }

  async function cartWith(lines: { stockId: number; quantity: number }[], token?: string) {
    let cartId: string | undefined;
    let body: request.Response['body'];
    for (const line of lines) {
      body = (await auth(request(t.http).post('/api/cart/item'), token).send({ cart_id: cartId, stock_id: line.stockId, quantity: line.quantity }).expect(200))
        .body;
      cartId = body.cart_id;
    }
    return { cartId: cartId!, body };
  }

  const apply = (cartId: string, code: string, token?: string) => auth(request(t.http).post('/api/cart/coupon'), token).send({ cart_id: cartId, code });
  const place = (cartId: string, extra: object = {}, token?: string) =>
    auth(request(t.http).post('/api/order'), token).send({
      cart_id: cartId,
      idempotency_key: unique('promo'),
      ...(token ? {} : { email: uniqueEmail('promo') }),
      shipping_address: ADDRESS,
      shipping_method_id: courier,
      payment_method: 'cash_on_delivery',
      ...extra,
    });

  describe('the back office', () => {
    it('creates each type with its own rules, and refuses what a type needs but lacks', async () => {
      const post = (body: object) => asAdmin(request(t.http).post('/api/admin/promotion')).send({ name: { en_us: 'Offer' }, ...body });
      const code = unique('SAVE').toUpperCase();
      const coupon = await post({ promotion_type: 'coupon', code: code.toLowerCase(), discount_kind: 'percentage', discount_value: 10, usage_limit: 5 }).expect(
        201,
      );
      made.push(coupon.body.id);
      expect(coupon.body).toMatchObject({
        promotion_type: 'coupon',
        code,
        discount_kind: 'percentage',
        discount_value: 10,
        usage_limit: 5,
        used_count: 0,
        target: 'order',
        combinable: true,
        enabled: true,
      });
      const taken = await post({ promotion_type: 'coupon', code, discount_value: 5 }).expect(422);
      expect(taken.body.messages).toEqual([`Another promotion already uses the code ${code}`]);
      expect((await post({ promotion_type: 'coupon', discount_value: 5 }).expect(422)).body.messages).toEqual(['A coupon needs a code']);
      expect((await post({ promotion_type: 'coupon', code: 'X1', discount_value: 0 }).expect(422)).body.messages).toEqual([
        'A percentage must be a whole number from 1 to 100',
      ]);
      expect((await post({ promotion_type: 'coupon', code: 'bad code!', discount_value: 5 }).expect(422)).body.messages).toEqual([
        'code must be at most 40 letters, digits, - or _',
      ]);
      expect((await post({ promotion_type: 'cart_discount', discount_value: 5, target: 'brands', target_ids: [1] }).expect(422)).body.messages).toEqual([
        'An automatic cart discount applies to the whole order',
      ]);
      expect((await post({ promotion_type: 'buy_x_get_y', get_quantity: 1 }).expect(422)).body.messages).toEqual([
        'buy_quantity must be a whole number of at least 1',
      ]);
      expect((await post({ promotion_type: 'coupon', code: 'X2', discount_value: 5, target: 'products', target_ids: [] }).expect(422)).body.messages).toEqual([
        'Choose at least one of the products this promotion is for',
      ]);
      expect(
        (await post({ promotion_type: 'coupon', code: 'X3', discount_value: 5, target: 'products', target_ids: [2147483000] }).expect(422)).body.messages,
      ).toEqual(['target_ids must list the ids of the chosen products']);
      expect(
        (await post({ promotion_type: 'free_shipping', starts_at: '2027-01-02T00:00:00Z', ends_at: '2027-01-01T00:00:00Z' }).expect(422)).body.messages,
      ).toEqual(['ends_at must be after starts_at']);
      expect((await post({ promotion_type: 'gift' }).expect(422)).body.messages).toEqual([
        'promotion_type must be one of coupon, cart_discount, buy_x_get_y, free_shipping',
      ]);
      expect((await post({ promotion_type: 'free_shipping', name: { en_us: ' ' } }).expect(422)).body.messages).toEqual([
        'name is required in the main language',
      ]);
      // Nothing was written by the refusals.
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM promotion WHERE code IN ('X1', 'X2', 'X3')`))[0].n).toBe(0);

      const list = await asAdmin(request(t.http).get('/api/admin/promotion'))
        .query({ filter: JSON.stringify({ q: code }) })
        .expect(200);
      expect(list.body.map((p: { id: number }) => p.id)).toEqual([coupon.body.id]);
      expect(list.headers['x-total-count']).toBe('1');
      // A small list's total is counted, not estimated.
      expect(list.headers['x-total-exact']).toBe('true');
      const edited = await asAdmin(request(t.http).put(`/api/admin/promotion/${coupon.body.id}`))
        .send({ promotion_type: 'coupon', name: { en_us: 'Ten off' }, code, discount_value: 15 })
        .expect(200);
      expect(edited.body).toMatchObject({ discount_value: 15, usage_limit: null, name: { en_us: 'Ten off' } });
      await asAdmin(request(t.http).delete(`/api/admin/promotion/${coupon.body.id}`)).expect(200);
      await asAdmin(request(t.http).get(`/api/admin/promotion/${coupon.body.id}`)).expect(404);
    });

    it('answers 401 without a token and 403 without the promotion permissions', async () => {
      await request(t.http).get('/api/admin/promotion').expect(401);
      const viewer = await adminWith(t, ['promotion.list']);
      await asAdmin(request(t.http).get('/api/admin/promotion'), viewer.token).expect(200);
      await asAdmin(request(t.http).post('/api/admin/promotion'), viewer.token)
        .send({ promotion_type: 'free_shipping', name: { en_us: 'No' } })
        .expect(403);
      const other = await adminWith(t, ['order.list']);
      await asAdmin(request(t.http).get('/api/admin/promotion'), other.token).expect(403);
    });
  });

  describe('coupons in the cart', () => {
    it('says why a code is refused, in a second line under "Your coupon code is invalid", and changes nothing', async () => {
      const { stockId } = await stock(5000);
      const { cartId } = await cartWith([{ stockId, quantity: 1 }]);
      const expired = await promotion({ promotion_type: 'coupon', code: unique('OLD'), discount_value: 10, ends_at: '2020-01-01T00:00:00Z' });
      const later = await promotion({ promotion_type: 'coupon', code: unique('SOON'), discount_value: 10, starts_at: '2099-06-01T08:00:00Z' });
      const big = await promotion({ promotion_type: 'coupon', code: unique('BIG'), discount_value: 10, min_spend: 8000 });
      const off = await promotion({ promotion_type: 'coupon', code: unique('OFF'), discount_value: 10, enabled: false });
      const { productId: elsewhere } = await stock(100, 'Saucer');
      const saucers = await promotion({ promotion_type: 'coupon', code: unique('SAUCER'), discount_value: 10, target: 'products', target_ids: [elsewhere] });
      const cases: [string, string][] = [
        ['NO-SUCH-CODE', 'There is no coupon with this code'],
        [expired.code!, 'This code expired on 2020-01-01 00:00 UTC'],
        [later.code!, 'This code can be used from 2099-06-01 08:00 UTC'],
        [big.code!, 'Spend HK$30.00 more for this offer'],
        [off.code!, 'This code is no longer offered'],
        [saucers.code!, 'None of the items in your cart are part of this offer'],
      ];
      for (const [code, why] of cases) {
        const res = await apply(cartId, code.toLowerCase()).expect(422);
        expect(res.body.messages).toEqual([INVALID, why]);
        expect(res.body.codes[0]).toBe('promotion.coupon_invalid');
      }
      expect(await t.dataSource.query(`SELECT * FROM cart_coupon WHERE cart_id = $1`, [cartId])).toEqual([]);
      expect((await apply(cartId, 'no spaces please').expect(422)).body.messages).toEqual(['code must be a coupon code of at most 40 letters, digits, - or _']);
    });

    it('applies a code to the cart, names it beside what it took, and takes it off again', async () => {
      const { stockId } = await stock(4500);
      const { cartId } = await cartWith([{ stockId, quantity: 2 }]);
      const coupon = await promotion({ promotion_type: 'coupon', code: unique('TEN'), name: { en_us: 'Ten percent' }, discount_value: 10 });
      const applied = await apply(cartId, coupon.code!.toLowerCase()).expect(200);
      expect(applied.body.totals).toEqual({
        subtotal: 9000,
        discount_total: 900,
        shipping_total: 0,
        grand_total: 8100,
        adjustments: [{ step: 'cart_discounts', source: `promotion:${coupon.id}`, label: coupon.code, amount: -900, lines: [] }],
      });
      expect(applied.body.promotions).toEqual([
        { id: coupon.id, code: coupon.code, name: 'Ten percent', type: 'coupon', applied: true, amount: -900, reason: null },
      ]);
      // Applying it again changes nothing.
      expect((await apply(cartId, coupon.code!).expect(200)).body.totals.grand_total).toBe(8100);
      const removed = await request(t.http).delete('/api/cart/coupon').send({ cart_id: cartId, code: coupon.code }).expect(200);
      expect(removed.body.totals.grand_total).toBe(9000);
      expect(removed.body.promotions).toEqual([]);
      expect((await request(t.http).delete('/api/cart/coupon').send({ cart_id: cartId, code: coupon.code }).expect(404)).body.messages).toEqual([
        'This code is not applied to your cart',
      ]);
    });

    it('brings a guest cart’s coupon into the member’s cart at login', async () => {
      const { stockId } = await stock(3000);
      const coupon = await promotion({ promotion_type: 'coupon', code: unique('HELLO'), discount_kind: 'fixed', discount_value: 500 });
      const guest = await cartWith([{ stockId, quantity: 1 }]);
      await apply(guest.cartId, coupon.code!).expect(200);
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      const merged = await auth(request(t.http).post('/api/cart'), token).send({ cart_id: guest.cartId }).expect(200);
      expect(merged.body.cart_id).not.toBe(guest.cartId);
      expect(merged.body.promotions).toEqual([expect.objectContaining({ code: coupon.code, applied: true, amount: -500 })]);
      expect(merged.body.totals.grand_total).toBe(2500);
    });

    it('lets priority decide between promotions that cannot be combined, and says which one won', async () => {
      const { stockId } = await stock(10000);
      const first = await promotion({
        promotion_type: 'coupon',
        code: unique('ALONE'),
        discount_kind: 'fixed',
        discount_value: 2000,
        combinable: false,
        priority: 10,
      });
      const second = await promotion({ promotion_type: 'coupon', code: unique('TOO'), discount_value: 5, priority: 1 });
      const { cartId } = await cartWith([{ stockId, quantity: 1 }]);
      await apply(cartId, second.code!).expect(200);
      const both = await apply(cartId, first.code!).expect(200);
      expect(both.body.totals.grand_total).toBe(8000);
      expect(both.body.promotions).toEqual([
        expect.objectContaining({ code: first.code, applied: true, amount: -2000 }),
        expect.objectContaining({
          code: second.code,
          applied: false,
          amount: 0,
          reason: expect.objectContaining({ message: `${first.code} can’t be combined with other promotions` }),
        }),
      ]);
      // The other way round: the one that cannot be combined comes second by priority and is left out.
      const low = await promotion({ promotion_type: 'coupon', code: unique('LOW'), discount_value: 50, combinable: false, priority: 0 });
      const high = await promotion({ promotion_type: 'coupon', code: unique('HIGH'), discount_value: 10, priority: 5 });
      const other = (await cartWith([{ stockId, quantity: 1 }])).cartId;
      await apply(other, high.code!).expect(200);
      const lost = await apply(other, low.code!).expect(200);
      expect(lost.body.totals.grand_total).toBe(9000);
      expect(lost.body.promotions.find((p: { code: string }) => p.code === low.code)).toMatchObject({
        applied: false,
        reason: { code: 'promotion.not_combinable', message: `${low.code} can’t be combined with other promotions, and ${high.code} comes first` },
      });
      // A coupon that lost by priority does not stop checkout: the order is placed as the cart showed it.
      const order = await place(other).expect(201);
      expect(order.body).toMatchObject({ subtotal: 10000, discount_total: 1000, shipping_total: 3000, grand_total: 12000 });
      expect(order.body.adjustments).toEqual(
        expect.arrayContaining([expect.objectContaining({ source: `promotion:${high.id}`, label: high.code, amount: -1000 })]),
      );
    });
  });

  describe('automatic promotions', () => {
    it('gives buy 2 get 1 free on the cheapest of the chosen products, and a spend-and-save discount once the cart reaches it', async () => {
      const tea = await stock(3000, 'Oolong tea');
      const pot = await stock(2000, 'Oolong pot');
      const bxgy = await promotion({
        promotion_type: 'buy_x_get_y',
        name: { en_us: 'Three for two' },
        buy_quantity: 2,
        get_quantity: 1,
        target: 'products',
        target_ids: [tea.productId, pot.productId],
      });
      const spend = await promotion({
        promotion_type: 'cart_discount',
        name: { en_us: 'Spend 100 save 5' },
        min_spend: 10000,
        discount_kind: 'fixed',
        discount_value: 500,
      });
      try {
        const { cartId, body } = await cartWith([
          { stockId: tea.stockId, quantity: 2 },
          { stockId: pot.stockId, quantity: 1 },
        ]);
        // 3 units: the pot (2,000) is free; 8,000 is under the 10,000 the other asks, which says how much more.
        expect(body.totals).toMatchObject({ subtotal: 8000, discount_total: 2000, grand_total: 6000 });
        expect(body.promotions).toEqual([
          expect.objectContaining({ id: bxgy.id, name: 'Three for two', applied: true, amount: -2000 }),
          expect.objectContaining({ id: spend.id, applied: false, reason: expect.objectContaining({ message: 'Spend HK$20.00 more for this offer' }) }),
        ]);
        const more = (await request(t.http).put('/api/cart/item').send({ cart_id: cartId, item_id: body.items[0].item_id, quantity: 4 }).expect(200)).body;
        // 5 units: one free (the pot); 14,000 reaches the spend: 500 off what is left.
        expect(more.totals).toMatchObject({ subtotal: 14000, discount_total: 2500, grand_total: 11500 });
        const order = await place(cartId).expect(201);
        expect(order.body).toMatchObject({ discount_total: 2500, grand_total: 14500 });
        expect(order.body.adjustments.map((a: { label: string; amount: number }) => [a.label, a.amount])).toEqual([
          ['Three for two', -2000],
          ['Spend 100 save 5', -500],
          ['Courier', 3000],
        ]);
        // The order mail names each promotion beside what it took.
        const [mail] = await t.dataSource.query(`SELECT text_body FROM mail_message WHERE to_address = $1`, [order.body.email]);
        expect(mail.text_body).toContain('Three for two: -HK$20.00');
        expect(mail.text_body).toContain('Spend 100 save 5: -HK$5.00');
        expect(mail.text_body).toContain('Discounts: -HK$25.00');
        // The back office's order view shows the same adjustments.
        const seen = await asAdmin(request(t.http).get(`/api/admin/order/${order.body.id}`)).expect(200);
        expect(seen.body.adjustments).toEqual(order.body.adjustments);
      } finally {
        // Taken out of force, they no longer apply (and the carts of the tests after this one never see them).
        await t.dataSource.query(`UPDATE promotion SET enabled = false WHERE id = ANY($1)`, [[bxgy.id, spend.id]]);
      }
    });

    it('takes the shipping off with a free-shipping code at checkout', async () => {
      const { stockId } = await stock(1500);
      const free = await promotion({ promotion_type: 'free_shipping', code: unique('SHIPFREE'), name: { en_us: 'Free shipping' } });
      const { cartId } = await cartWith([{ stockId, quantity: 1 }]);
      const inCart = await apply(cartId, free.code!).expect(200);
      expect(inCart.body.promotions).toEqual([expect.objectContaining({ code: free.code, applied: true, amount: 0 })]);
      const order = await place(cartId).expect(201);
      expect(order.body).toMatchObject({ subtotal: 1500, discount_total: 0, shipping_total: 0, grand_total: 1500 });
      expect(order.body.adjustments.map((a: { step: string; label: string; amount: number }) => [a.step, a.label, a.amount])).toEqual([
        ['shipping', 'Courier', 3000],
        ['shipping', free.code, -3000],
      ]);
      expect(await t.dataSource.query(`SELECT * FROM cart_coupon WHERE cart_id = $1`, [cartId])).toEqual([]);
      const [mail] = await t.dataSource.query(`SELECT text_body FROM mail_message WHERE to_address = $1`, [order.body.email]);
      expect(mail.text_body).toContain(`Shipping (Courier – ${free.code}): HK$0.00`);
    });
  });

  describe('usage limits', () => {
    it('uses a coupon limited to 5 exactly 5 times under 50 concurrent checkouts, and a canceled order gives its use back', async () => {
      const { stockId } = await stock(2000);
      const coupon = await promotion({ promotion_type: 'coupon', code: unique('FIVE'), discount_value: 20, usage_limit: 5 });
      const carts: string[] = [];
      for (let i = 0; i < 50; i += 10) {
        carts.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, async () => {
              const { cartId } = await cartWith([{ stockId, quantity: 1 }]);
              await apply(cartId, coupon.code!).expect(200);
              return cartId;
            }),
          )),
        );
      }
      const answers = await Promise.all(carts.map((cartId) => place(cartId)));
      const placed = answers.filter((r) => r.status === 201);
      expect(placed).toHaveLength(5);
      expect(placed.every((r) => r.body.discount_total === 400)).toBe(true);
      const refused = answers.filter((r) => r.status !== 201);
      expect(
        refused.every((r) => r.status === 409 && r.body.messages[0] === `A coupon in your cart no longer applies: ${coupon.code}. Please review your order.`),
      ).toBe(true);
      const [row] = await t.dataSource.query(
        `SELECT used_count, (SELECT count(*)::int FROM promotion_usage WHERE promotion_id = $1) AS uses FROM promotion WHERE id = $1`,
        [coupon.id],
      );
      expect(row).toEqual({ used_count: 5, uses: 5 });

      await asAdmin(request(t.http).post(`/api/admin/order/${placed[0].body.id}/status`))
        .send({ status: 'canceled', comment: 'Changed my mind' })
        .expect(200);
      expect((await asAdmin(request(t.http).get(`/api/admin/promotion/${coupon.id}`)).expect(200)).body.used_count).toBe(4);
      // Canceling twice is refused by the order's statuses; the use was given back once.
      expect((await t.dataSource.query(`SELECT used_count FROM promotion WHERE id = $1`, [coupon.id]))[0].used_count).toBe(4);
      const { cartId } = await cartWith([{ stockId, quantity: 1 }]);
      await apply(cartId, coupon.code!).expect(200);
      await place(cartId).expect(201);
      const after = await cartWith([{ stockId, quantity: 1 }]);
      expect((await apply(after.cartId, coupon.code!).expect(422)).body.messages).toEqual([INVALID, 'This code has been used as many times as it can be']);
    });

    it('holds a per-customer limit for members and for guests by email', async () => {
      const { stockId } = await stock(2000);
      const coupon = await promotion({ promotion_type: 'coupon', code: unique('ONCE'), discount_value: 10, per_customer_limit: 1 });
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      const first = await cartWith([{ stockId, quantity: 1 }], token);
      await apply(first.cartId, coupon.code!, token).expect(200);
      await place(first.cartId, { shipping_address: ADDRESS }, token).expect(201);
      const again = await cartWith([{ stockId, quantity: 1 }], token);
      expect((await apply(again.cartId, coupon.code!, token).expect(422)).body.messages).toEqual([
        INVALID,
        'You have already used this code as many times as it allows',
      ]);
      // A guest with the member's email is the same shopper.
      const guest = await cartWith([{ stockId, quantity: 1 }]);
      await apply(guest.cartId, coupon.code!).expect(200);
      const res = await place(guest.cartId, { email: customer.email.toUpperCase() }).expect(409);
      expect(res.body.messages).toEqual([`A coupon in your cart no longer applies: ${coupon.code}. Please review your order.`]);
    });
  });
});
