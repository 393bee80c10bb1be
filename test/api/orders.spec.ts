import request from 'supertest';
import { OrderService } from '../../server/src/modules/order';
import { startTestApp, TestApp } from '../helpers/app';
import { createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, createCustomer, customerToken, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };

describe('orders (POST /api/order, account and back-office orders)', () => {
  let t: TestApp;
  let admin: string;
  let snapshot: Settings;
  let selling: { id: number };
  let second: { id: number };
  let colour: { id: number; options: number[] };
  let courier: number;
  let local: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
    selling = await createWarehouse(t.dataSource, { name: unique('Kowloon Bay') });
    second = await createWarehouse(t.dataSource, { name: unique('Tsuen Wan') });
    colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour' }, [{ en_us: 'Red' }]);
    [{ id: courier }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, free_over, countries) VALUES ('{"en_us": "Courier", "zh_hk": "速遞"}', 3000, 50000, '{}') RETURNING id`,
    );
    [{ id: local }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, countries) VALUES ('{"en_us": "Local pick-up"}', 0, '{JP}') RETURNING id`,
    );
  });
  beforeEach(() => writeSettings(t.dataSource, { catalog_mode: '0', member_only: '0', guest_checkout: '1', warehouse_enabled: '1', warehouse_id: selling.id }));
  afterAll(async () => {
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  const auth = (req: request.Test, token?: string) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  const addToCart = (body: object, token?: string) => auth(request(t.http).post('/api/cart/item'), token).send(body);
  const place = (body: object, token?: string) => auth(request(t.http).post('/api/order'), token).send(body);
  const asAdmin = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);

  /** A stock with `here` units in the selling warehouse and `there` in the second one, price 12,900. */
  async function stock(here: number, there = 0) {
    const product = await createProduct(t, admin, {
      name: 'Desk lamp',
      stocks: [
        {
          price: 12900,
          special_price: 9900,
          option_ids: [colour.options[0]],
          inventories: [
            { warehouse_id: selling.id, quantity: here },
            { warehouse_id: second.id, quantity: there },
          ],
        },
      ],
    });
    return product.stocks[0].id as number;
  }

  const inventory = async (stockId: number) =>
    t.dataSource.query<{ warehouse_id: number; quantity: number; reserved: number }[]>(
      `SELECT warehouse_id, quantity, reserved FROM inventory WHERE stock_id = $1 ORDER BY warehouse_id`,
      [stockId],
    );

  async function guestOrder(stockId: number, quantity: number, extra: object = {}) {
    const cartId = (await addToCart({ stock_id: stockId, quantity }).expect(200)).body.cart_id;
    const body = {
      cart_id: cartId,
      idempotency_key: unique('checkout'),
      email: uniqueEmail('guest'),
      shipping_address: ADDRESS,
      shipping_method_id: courier,
      payment_method: 'bank_transfer',
      ...extra,
    };
    return { cartId, body, res: await place(body) };
  }

  describe('placing an order', () => {
    it('turns a guest cart into a pending order with every amount it was placed with, reserves the stock and empties the cart', async () => {
      const stockId = await stock(5);
      const { res, cartId, body } = await guestOrder(stockId, 2, { currency: 'USD' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        number: expect.stringMatching(/^\d{6}-[A-HJ-NP-Z2-9]{8}$/),
        status: 'pending',
        email: body.email,
        customer_id: null,
        currency: 'HKD',
        display_currency: { identifier: 'USD', rate: 0.128, mark: 'US$' },
        subtotal: 19800,
        shipping_total: 3000,
        discount_total: 0,
        grand_total: 22800,
        shipping_method: 'Courier',
        payment: { code: 'bank_transfer', instructions: 'Please transfer the total to our bank account and quote your order number.' },
        shipping_address: ADDRESS,
        billing_address: ADDRESS,
        lines: [
          expect.objectContaining({
            stock_id: stockId,
            name: 'Desk lamp',
            options: 'Red',
            unit_price: 9900,
            regular_price: 12900,
            quantity: 2,
            line_total: 19800,
          }),
        ],
        adjustments: [expect.objectContaining({ step: 'shipping', source: `shipping:${courier}`, label: 'Courier', amount: 3000 })],
        history: [expect.objectContaining({ from_status: null, to_status: 'pending', actor: `Guest ${body.email}` })],
        next_statuses: ['paid', 'canceled', 'payment_review', 'payment_reject'],
      });
      expect(res.body.subtotal + res.body.shipping_total - res.body.discount_total).toBe(res.body.grand_total);
      expect(await inventory(stockId)).toEqual([
        expect.objectContaining({ warehouse_id: selling.id, quantity: 5, reserved: 2 }),
        expect.objectContaining({ warehouse_id: second.id, reserved: 0 }),
      ]);
      expect(await t.dataSource.query(`SELECT * FROM cart_item WHERE cart_id = $1`, [cartId])).toEqual([]);
      const [mail] = await t.dataSource.query(`SELECT subject, text_body, language FROM mail_message WHERE to_address = $1`, [body.email]);
      expect(mail.subject).toMatch(new RegExp(`order ${res.body.number}$`));
      expect(mail.text_body).toContain('Desk lamp (Red) × 2: HK$198.00');
      expect(mail.text_body).toContain('Shipping (Courier): HK$30.00');
      expect(mail.text_body).toContain('Total: HK$228.00');
      expect(mail.text_body).toContain('Please transfer the total to our bank account and quote your order number.');
      expect(mail.text_body).toContain(`/order/success?order_number=${res.body.number}`);
      // The success page's view: no address, no email.
      const receipt = await request(t.http).get(`/api/order/summary/${res.body.number}`).expect(200);
      expect(receipt.body).toMatchObject({
        number: res.body.number,
        status: 'pending',
        grand_total: 22800,
        payment: { code: 'bank_transfer' },
        lines: [{ name: 'Desk lamp', quantity: 2, line_total: 19800 }],
      });
      expect(JSON.stringify(receipt.body)).not.toContain(body.email);
      expect(JSON.stringify(receipt.body)).not.toContain('Queen');
      await request(t.http).get('/api/order/summary/261124-AAAAAAAA').expect(404);
      // A price change after the order never changes it.
      await t.dataSource.query(`UPDATE stock SET special_price = 100 WHERE id = $1`, [stockId]);
      const again = await asAdmin(request(t.http).get(`/api/admin/order/${res.body.id}`)).expect(200);
      expect(again.body).toMatchObject({ subtotal: 19800, grand_total: 22800, lines: [expect.objectContaining({ unit_price: 9900 })] });
    });

    it('mails the order in the language it was placed in', async () => {
      const stockId = await stock(5);
      const { res, body } = await guestOrder(stockId, 1, { language: 'zh_hk', payment_method: 'cash_on_delivery' });
      expect(res.status).toBe(201);
      expect(res.body.shipping_method).toBe('速遞');
      const [mail] = await t.dataSource.query(`SELECT subject, text_body, language FROM mail_message WHERE to_address = $1`, [body.email]);
      expect(mail.language).toBe('zh_hk');
      expect(mail.subject).toContain(`的訂單 ${res.body.number}`);
      expect(mail.text_body).toContain('總額：HK$129.00');
      expect(mail.text_body).not.toContain('轉賬');
    });

    it('ships free once the goods reach the method’s free-over amount, and refuses a method that does not deliver to the country', async () => {
      const stockId = await stock(10);
      const free = await guestOrder(stockId, 6);
      expect(free.res.status).toBe(201);
      expect(free.res.body).toMatchObject({ subtotal: 59400, shipping_total: 0, grand_total: 59400, adjustments: [] });
      const refused = await guestOrder(stockId, 1, { shipping_method_id: local });
      expect(refused.res.status).toBe(422);
      expect(refused.res.body.errors).toEqual({ shipping_method_id: ['Please choose a shipping method that delivers to HK'] });
      expect((await inventory(stockId))[0].reserved).toBe(6);
    });

    it('makes one order of a submit repeated with the same idempotency key, and refuses the key for someone else', async () => {
      const stockId = await stock(5);
      const { res, body } = await guestOrder(stockId, 1);
      const repeated = await place(body).expect(201);
      expect(repeated.body.number).toBe(res.body.number);
      const burst = await Promise.all(Array.from({ length: 5 }, () => place(body)));
      expect(new Set(burst.map((r) => r.body.number))).toEqual(new Set([res.body.number]));
      expect(Number((await t.dataSource.query(`SELECT count(*) FROM sales_order WHERE idempotency_key = $1`, [body.idempotency_key]))[0].count)).toBe(1);
      expect((await inventory(stockId))[0].reserved).toBe(1);
      const other = await place({ ...body, email: uniqueEmail('other') }).expect(409);
      expect(other.body.messages).toEqual(['This checkout was already submitted for another order']);
    });

    it('refuses guests when guest checkout is off, and an empty cart, with their messages', async () => {
      const stockId = await stock(5);
      await writeSettings(t.dataSource, { guest_checkout: '0' });
      const { res } = await guestOrder(stockId, 1);
      expect(res.status).toBe(403);
      expect(res.body.messages).toEqual(['Please log in to check out: this shop does not take guest orders']);
      await writeSettings(t.dataSource, { guest_checkout: '1' });
      const cartId = (await request(t.http).post('/api/cart').send({}).expect(200)).body.cart_id;
      const empty = await place({
        cart_id: cartId,
        idempotency_key: unique('k'),
        email: uniqueEmail(),
        shipping_address: ADDRESS,
        shipping_method_id: courier,
        payment_method: 'bank_transfer',
      }).expect(422);
      expect(empty.body.messages).toEqual(['Your cart is empty']);
      const invalid = await place({ cart_id: cartId, idempotency_key: 'x', shipping_method_id: 'fast', payment_method: 'cheque' }).expect(422);
      expect(invalid.body.errors).toMatchObject({
        idempotency_key: ['idempotency_key must be 8 to 100 letters, digits, - or _'],
        payment_method: ['Please choose an available payment method'],
      });
      expect(
        Number(
          (await t.dataSource.query(`SELECT count(*) FROM sales_order o JOIN sales_order_line l ON l.order_id = o.id WHERE l.stock_id = $1`, [stockId]))[0]
            .count,
        ),
      ).toBe(0);
    });

    it('never oversells: 200 concurrent checkouts for 10 units over two warehouses make exactly 10 orders', async () => {
      const stockId = await stock(6, 4);
      const carts: string[] = [];
      for (let i = 0; i < 200; i += 20) {
        carts.push(
          ...(await Promise.all(
            Array.from({ length: 20 }, async () => (await addToCart({ stock_id: stockId, quantity: 1 }).expect(200)).body.cart_id as string),
          )),
        );
      }
      const answers = await Promise.all(
        carts.map((cartId) =>
          place({
            cart_id: cartId,
            idempotency_key: unique('race'),
            email: uniqueEmail('race'),
            shipping_address: ADDRESS,
            shipping_method_id: courier,
            payment_method: 'cash_on_delivery',
          }),
        ),
      );
      const placed = answers.filter((r) => r.status === 201);
      expect(placed).toHaveLength(10);
      const refused = answers.filter((r) => r.status !== 201);
      expect(refused).toHaveLength(190);
      expect(refused.every((r) => r.status === 409 && r.body.messages[0] === 'Only 0 of Desk lamp left: please lower the quantity in your cart')).toBe(true);
      expect(await inventory(stockId)).toEqual([
        { warehouse_id: selling.id, quantity: 6, reserved: 6 },
        { warehouse_id: second.id, quantity: 4, reserved: 4 },
      ]);
      const [{ units }] = await t.dataSource.query(
        `SELECT sum(a.quantity)::int AS units FROM sales_order_allocation a JOIN sales_order_line l ON l.id = a.line_id WHERE l.stock_id = $1`,
        [stockId],
      );
      expect(units).toBe(10);
    });

    it('tells a shopper who came after the last unit at once, without queueing for the locked stock, and sells again as soon as stock comes back', async () => {
      const stockId = await stock(1);
      // Three shoppers put the last unit in their carts; the first checks out.
      const carts: string[] = [];
      for (let i = 0; i < 3; i += 1) carts.push((await addToCart({ stock_id: stockId, quantity: 1 }).expect(200)).body.cart_id);
      const checkout = (cartId: string) =>
        place({
          cart_id: cartId,
          idempotency_key: unique('late'),
          email: uniqueEmail('late'),
          shipping_address: ADDRESS,
          shipping_method_id: courier,
          payment_method: 'bank_transfer',
        });
      expect((await checkout(carts[0])).status).toBe(201);
      const soldOut = 'Only 0 of Desk lamp left: please lower the quantity in your cart';
      // The second finds nothing free under the rows' lock.
      const late = await checkout(carts[1]);
      expect([late.status, late.body.messages]).toEqual([409, [soldOut]]);
      // Someone now holds the stock's rows locked (a long checkout, say): the third is still told at once.
      const holder = t.dataSource.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      try {
        await holder.query(`SELECT id FROM inventory WHERE stock_id = $1 FOR UPDATE`, [stockId]);
        const third = await checkout(carts[2]);
        expect([third.status, third.body.messages]).toEqual([409, [soldOut]]);
      } finally {
        await holder.rollbackTransaction();
        await holder.release();
      }
      // A unit comes back: the second shopper's next try is placed, with no wait for the hint to expire.
      const [{ id: row }] = await t.dataSource.query(`SELECT id FROM inventory WHERE stock_id = $1 AND warehouse_id = $2`, [stockId, selling.id]);
      await asAdmin(request(t.http).post('/api/admin/inventory/plus')).send({ inventory_id: row, quantity: 1 }).expect(200);
      expect((await checkout(carts[1])).status).toBe(201);
      expect(await inventory(stockId)).toEqual([
        { warehouse_id: selling.id, quantity: 2, reserved: 2 },
        { warehouse_id: second.id, quantity: 0, reserved: 0 },
      ]);
    });
  });

  describe("a member's orders", () => {
    it('uses the address book, lists only the member’s own orders and hides everyone else’s', async () => {
      const stockId = await stock(5);
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      const address = (await auth(request(t.http).post('/api/address'), token).send(ADDRESS).expect(201)).body;
      const other = await createCustomer(t.dataSource);
      const otherToken = await customerToken(t, other);
      const theirs = (
        await auth(request(t.http).post('/api/address'), otherToken)
          .send({ ...ADDRESS, address: 'Elsewhere' })
          .expect(201)
      ).body;
      const cartId = (await addToCart({ stock_id: stockId, quantity: 1 }, token).expect(200)).body.cart_id;
      const base = { cart_id: cartId, shipping_method_id: courier, payment_method: 'bank_transfer' };
      const stolen = await place({ ...base, idempotency_key: unique('k'), shipping_address_id: theirs.id }, token).expect(422);
      expect(stolen.body.errors).toEqual({ shipping_address_id: ['Please choose an address from your address book'] });
      const order = (await place({ ...base, idempotency_key: unique('k'), shipping_address_id: address.id }, token).expect(201)).body;
      expect(order).toMatchObject({ customer_id: customer.id, email: customer.email, shipping_address: ADDRESS });

      const mine = await auth(request(t.http).get('/api/account/order'), token).expect(200);
      expect(mine.body).toEqual([
        {
          id: order.id,
          identifier: order.number,
          grand_total: order.grand_total,
          currency: 'HKD',
          status: 'pending',
          email: customer.email,
          item_count: 1,
          created_at: expect.any(String),
        },
      ]);
      await auth(request(t.http).get(`/api/account/order/${order.number}`), token).expect(200);
      expect((await auth(request(t.http).get(`/api/account/order/${order.number}`), otherToken).expect(404)).body.messages).toEqual(['Order not found']);
      expect((await auth(request(t.http).get('/api/account/order'), otherToken).expect(200)).body).toEqual([]);
      await request(t.http).get('/api/account/order').expect(401);
    });
  });

  describe('status changes', () => {
    it('moves stock as the order moves: shipped takes it out with the order number, a refund after shipping puts it back', async () => {
      const stockId = await stock(5);
      const { res } = await guestOrder(stockId, 2);
      const id = res.body.id;
      const move = (status: string, comment?: string) => asAdmin(request(t.http).post(`/api/admin/order/${id}/status`)).send({ status, comment });
      const early = await move('shipped').expect(422);
      expect(early.body.messages).toEqual(['An order cannot go from pending to shipped']);
      await move('paid', 'Transfer received').expect(200);
      const shipped = await move('shipped').expect(200);
      expect(shipped.body.next_statuses).toEqual(['completed', 'refunded']);
      expect((await inventory(stockId))[0]).toMatchObject({ quantity: 3, reserved: 0 });
      const histories = await asAdmin(request(t.http).get(`/api/admin/product/${res.body.lines[0].product_id}/inventories/histories`)).expect(200);
      expect(histories.body[0]).toMatchObject({ type: 'minus', remark: `Order ${res.body.number} shipped` });
      const [shippedMail] = await t.dataSource.query(
        `SELECT subject, text_body FROM mail_message WHERE to_address = $1 AND template = 'order_status' ORDER BY id DESC LIMIT 1`,
        [res.body.email],
      );
      expect(shippedMail.subject).toMatch(new RegExp(`order ${res.body.number} has been shipped$`));
      await move('completed').expect(200);
      const refunded = await move('refunded', 'Returned').expect(200);
      expect((await inventory(stockId))[0]).toMatchObject({ quantity: 5, reserved: 0 });
      expect(refunded.body.next_statuses).toEqual([]);
      expect(refunded.body.history.map((h: { to_status: string }) => h.to_status)).toEqual(['pending', 'paid', 'shipped', 'completed', 'refunded']);
      expect(refunded.body.history[1]).toMatchObject({ comment: 'Transfer received', from_status: 'pending' });
      expect((await move('paid').expect(422)).body.messages).toEqual(['An order cannot go from refunded to paid']);
    });

    it('gives the reservation back when an order is canceled or not paid in time, and takes it again when it is paid late', async () => {
      const stockId = await stock(3);
      const canceled = (await guestOrder(stockId, 1)).res.body;
      await asAdmin(request(t.http).post(`/api/admin/order/${canceled.id}/status`))
        .send({ status: 'canceled' })
        .expect(200);
      expect((await inventory(stockId))[0].reserved).toBe(0);

      const late = (await guestOrder(stockId, 2)).res.body;
      expect((await inventory(stockId))[0].reserved).toBe(2);
      // Before the hold ends a release keeps the stock and comes back later.
      await t.app.get(OrderService).releaseUnpaid(late.id);
      expect((await inventory(stockId))[0].reserved).toBe(2);
      const [again] = await t.dataSource.query(
        `SELECT run_at FROM outbox WHERE job_name = 'order.release' AND payload->>'orderId' = $1 ORDER BY id DESC LIMIT 1`,
        [String(late.id)],
      );
      expect(Math.abs(new Date(again.run_at).getTime() - Date.parse(late.reserved_until))).toBeLessThan(2000);
      // The hold ran out: the release gives the stock back, once.
      await t.dataSource.query(`UPDATE sales_order SET reserved_until = now() - interval '1 minute' WHERE id = $1`, [late.id]);
      await t.app.get(OrderService).releaseUnpaid(late.id);
      await t.app.get(OrderService).releaseUnpaid(late.id);
      expect((await inventory(stockId))[0].reserved).toBe(0);
      const view = await asAdmin(request(t.http).get(`/api/admin/order/${late.id}`)).expect(200);
      expect(view.body.status).toBe('pending');
      expect(view.body.history.at(-1)).toMatchObject({ comment: 'Not paid in time: the reserved stock was given back', actor: 'Shop' });
      await asAdmin(request(t.http).post(`/api/admin/order/${late.id}/status`))
        .send({ status: 'paid' })
        .expect(200);
      expect((await inventory(stockId))[0].reserved).toBe(2);
    });

    it('holds an unpaid order for the minutes of the order_hold_minutes setting: its reserved_until and its release job', async () => {
      await writeSettings(t.dataSource, { order_hold_minutes: 45 });
      try {
        const before = Date.now();
        const { res } = await guestOrder(await stock(2), 1);
        const after = Date.now();
        const until = Date.parse(res.body.reserved_until);
        expect(until).toBeGreaterThanOrEqual(before + 45 * 60_000 - 1000);
        expect(until).toBeLessThanOrEqual(after + 45 * 60_000 + 1000);
        const [job] = await t.dataSource.query(`SELECT run_at FROM outbox WHERE job_name = 'order.release' AND payload->>'orderId' = $1`, [
          String(res.body.id),
        ]);
        expect(Math.abs(new Date(job.run_at).getTime() - until)).toBeLessThan(2000);
      } finally {
        await writeSettings(t.dataSource, { order_hold_minutes: 30 });
      }
    });

    it('lists orders for staff with order.list, and refuses without a token or the permission', async () => {
      const stockId = await stock(5);
      const { res, body } = await guestOrder(stockId, 1);
      const list = await asAdmin(
        request(t.http)
          .get('/api/admin/order')
          .query({ filter: JSON.stringify({ q: body.email }) }),
      ).expect(200);
      expect(list.body).toEqual([expect.objectContaining({ id: res.body.id, identifier: res.body.number, status: 'pending', email: body.email })]);
      expect(list.headers['x-total-count']).toBe('1');
      await request(t.http).get('/api/admin/order').expect(401);
      const viewer = await adminWith(t, ['order.view']);
      await asAdmin(request(t.http).get('/api/admin/order'), viewer.token).expect(403);
      await asAdmin(request(t.http).get(`/api/admin/order/${res.body.id}`), viewer.token).expect(200);
      await asAdmin(request(t.http).post(`/api/admin/order/${res.body.id}/status`), viewer.token)
        .send({ status: 'paid' })
        .expect(403);
      const comment = await asAdmin(request(t.http).post(`/api/admin/order/${res.body.id}/comment`))
        .send({ comment: 'Called the customer' })
        .expect(200);
      expect(comment.body.history.at(-1)).toMatchObject({ comment: 'Called the customer', from_status: null, to_status: null });
    });
  });
});
