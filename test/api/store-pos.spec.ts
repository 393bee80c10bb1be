import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, createCustomer, superAdmin, unique } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const POINTS_SETTINGS = { points_redeem_rate: 100, points_max_percent: 50, points_expiry_type: 'never', points_expiry_date: '', points_base_rate: 1 };

describe('physical stores and their till', () => {
  let t: TestApp;
  let boss: { token: string };
  let snapshot: Settings;
  let central: { id: number };
  let kowloon: { id: number };
  let online: { id: number };
  let storeA: { id: number; name: string };
  let storeB: { id: number; name: string };
  let cashierA: { admin: { id: number; name: string }; token: string };

  const as = (token: string) => ({
    get: (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) => request(t.http).post(path).set('Authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) => request(t.http).put(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => request(t.http).delete(path).set('Authorization', `Bearer ${token}`),
  });

  /** A stock at 5,000 with `atStore` units in Central (store A's warehouse) and 50 in the web's warehouse. */
  async function stock(atStore: number, name = 'Jasmine tea 100 g') {
    const product = await createProduct(t, boss.token, {
      name,
      stocks: [
        {
          price: 5000,
          option_ids: [],
          inventories: [
            { warehouse_id: central.id, quantity: atStore },
            { warehouse_id: online.id, quantity: 50 },
          ],
        },
      ],
    });
    return { stockId: product.stocks[0].id as number, sku: product.stocks[0].sku as string, name };
  }

  const units = async (stockId: number, warehouseId: number) =>
    (await t.dataSource.query(`SELECT quantity, reserved FROM inventory WHERE stock_id = $1 AND warehouse_id = $2`, [stockId, warehouseId]))[0] as {
      quantity: number;
      reserved: number;
    };
  const ordersOf = async (stockId: number) =>
    Number((await t.dataSource.query(`SELECT count(*) FROM sales_order_line WHERE stock_id = $1`, [stockId]))[0].count);

  const sale = (stockId: number, extra: object = {}) => ({
    client_id: randomUUID(),
    lines: [{ stock_id: stockId, quantity: 2 }],
    payment_method: 'cash',
    tendered: 20000,
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp();
    boss = await superAdmin(t);
    snapshot = await readSettings(t.dataSource);
    central = await createWarehouse(t.dataSource, { name: unique('Central shop floor') });
    kowloon = await createWarehouse(t.dataSource, { name: unique('Kowloon shop floor') });
    online = await createWarehouse(t.dataSource, { name: unique('Web warehouse') });
    await writeSettings(t.dataSource, { warehouse_enabled: '1', warehouse_id: online.id, ...POINTS_SETTINGS });
    cashierA = await adminWith(t, ['store.pos']);
    const made = await as(boss.token)
      .post('/api/admin/store', {
        name: unique('Central'),
        address: '12 Queen’s Road Central',
        phone: '+852 2123 4567',
        warehouse_id: central.id,
        staff_ids: [cashierA.admin.id],
      })
      .expect(201);
    storeA = made.body;
    storeB = (
      await as(boss.token)
        .post('/api/admin/store', { name: unique('Mong Kok'), warehouse_id: kowloon.id })
        .expect(201)
    ).body;
  });
  afterAll(async () => {
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  it('answers 401 without a token and 403 without the permission, on every store and till route', async () => {
    const reader = await adminWith(t, ['store.list']);
    for (const [method, path] of [
      ['get', '/api/admin/store'],
      ['get', `/api/admin/store/${storeA.id}`],
      ['post', '/api/admin/store'],
      ['put', `/api/admin/store/${storeA.id}`],
      ['delete', `/api/admin/store/${storeA.id}`],
      ['get', '/api/admin/pos/store'],
      ['get', `/api/admin/pos/${storeA.id}/catalog`],
      ['get', `/api/admin/pos/${storeA.id}/customer?q=a`],
      ['post', `/api/admin/pos/${storeA.id}/quote`],
      ['post', `/api/admin/pos/${storeA.id}/sale`],
      ['get', `/api/admin/pos/${storeA.id}/sale`],
      ['get', '/api/admin/pos/sale/1'],
      ['post', '/api/admin/pos/sale/1/return'],
    ] as const) {
      await request(t.http)[method](path).expect(401);
      const asReader = request(t.http)[method](path).set('Authorization', `Bearer ${reader.token}`);
      const writes = method !== 'get' || path.includes('/pos/');
      await asReader.expect(writes ? 403 : 200);
    }
    // A cashier reads no store screens.
    await as(cashierA.token).get('/api/admin/store').expect(403);
  });

  it('keeps stores: validation in words, one name per store, staff that exist, and no delete once a store has sold', async () => {
    const admin = as(boss.token);
    expect((await admin.post('/api/admin/store', { warehouse_id: central.id }).expect(422)).body.messages).toEqual(['name is required']);
    expect((await admin.post('/api/admin/store', { name: unique('Shop') }).expect(422)).body.messages).toEqual([
      'Please choose the warehouse the store sells from',
    ]);
    expect((await admin.post('/api/admin/store', { name: unique('Shop'), warehouse_id: 2_000_000 }).expect(422)).body.messages).toEqual([
      'No warehouse with this id',
    ]);
    expect((await admin.post('/api/admin/store', { name: storeA.name.toUpperCase(), warehouse_id: central.id }).expect(409)).body.messages).toEqual([
      'A store with this name already exists',
    ]);
    expect(
      (await admin.post('/api/admin/store', { name: unique('Shop'), warehouse_id: central.id, staff_ids: [2_000_000] }).expect(422)).body.messages,
    ).toEqual(['No admin account with id 2000000']);
    const before = Number((await t.dataSource.query(`SELECT count(*) FROM store`))[0].count);

    const made = (
      await admin.post('/api/admin/store', { name: unique('Causeway Bay'), warehouse_id: central.id, opening_hours: 'Daily 10:00–22:00' }).expect(201)
    ).body;
    expect(made).toMatchObject({ address: '', phone: '', opening_hours: 'Daily 10:00–22:00', warehouse_id: central.id, enabled: true, staff_ids: [] });
    expect(Number((await t.dataSource.query(`SELECT count(*) FROM store`))[0].count)).toBe(before + 1);
    const changed = (await admin.put(`/api/admin/store/${made.id}`, { phone: '+852 2555 0000', staff_ids: [cashierA.admin.id, cashierA.admin.id] }).expect(200))
      .body;
    expect(changed).toMatchObject({ name: made.name, phone: '+852 2555 0000', staff_ids: [cashierA.admin.id] });
    const list = (await admin.get(`/api/admin/store?filter=${encodeURIComponent(JSON.stringify({ q: made.name }))}`).expect(200)).body;
    expect(list.map((s: { id: number }) => s.id)).toEqual([made.id]);
    await admin.delete(`/api/admin/store/${made.id}`).expect(200);
    await admin.get(`/api/admin/store/${made.id}`).expect(404);

    const { stockId } = await stock(5);
    await as(cashierA.token).post(`/api/admin/pos/${storeA.id}/sale`, sale(stockId)).expect(201);
    expect((await admin.delete(`/api/admin/store/${storeA.id}`).expect(409)).body.messages).toEqual([
      'This store has sales and cannot be deleted: disable it instead',
    ]);
    await admin.get(`/api/admin/store/${storeA.id}`).expect(200);
  });

  it("limits a cashier to their store: another store's till, sales and catalogue are refused and nothing is written", async () => {
    const { stockId } = await stock(5);
    const cashier = as(cashierA.token);
    expect((await cashier.get('/api/admin/pos/store').expect(200)).body.map((s: { id: number }) => s.id)).toEqual([storeA.id]);

    const refused = await cashier.post(`/api/admin/pos/${storeB.id}/sale`, sale(stockId)).expect(403);
    expect(refused.body.messages).toEqual(['You do not work at this store']);
    await cashier.get(`/api/admin/pos/${storeB.id}/catalog`).expect(403);
    await cashier.get(`/api/admin/pos/${storeB.id}/sale`).expect(403);
    expect(await ordersOf(stockId)).toBe(0);

    // A sale made at store B by a manager cannot be read or taken back by store A's cashier.
    const { stockId: atB } = await (async () => {
      const product = await createProduct(t, boss.token, {
        name: 'Oolong 50 g',
        stocks: [{ price: 3000, option_ids: [], inventories: [{ warehouse_id: kowloon.id, quantity: 3 }] }],
      });
      return { stockId: product.stocks[0].id as number };
    })();
    const bSale = (
      await as(boss.token)
        .post(`/api/admin/pos/${storeB.id}/sale`, sale(atB, { lines: [{ stock_id: atB, quantity: 1 }] }))
        .expect(201)
    ).body;
    await cashier.get(`/api/admin/pos/sale/${bSale.id}`).expect(403);
    await cashier.post(`/api/admin/pos/sale/${bSale.id}/return`).expect(403);
    expect((await t.dataSource.query(`SELECT status FROM sales_order WHERE id = $1`, [bSale.id]))[0].status).toBe('completed');
    // Nor can they reach it as an order without an order permission.
    await cashier.get(`/api/admin/order/${bSale.id}`).expect(403);
  });

  it('sells for cash from the store’s own warehouse: the change due, a completed order of channel store, the stock taken there only', async () => {
    const { stockId, sku } = await stock(5);
    const catalog = (await as(cashierA.token).get(`/api/admin/pos/${storeA.id}/catalog`).expect(200)).body;
    expect(catalog.store).toMatchObject({ id: storeA.id, name: storeA.name, phone: '+852 2123 4567' });
    expect(catalog.items.find((i: { stock_id: number }) => i.stock_id === stockId)).toMatchObject({ sku, unit_price: 5000, available: 5 });

    const body = sale(stockId, { lines: [{ stock_id: stockId, quantity: 3 }], tendered: 20000 });
    const res = await as(cashierA.token).post(`/api/admin/pos/${storeA.id}/sale`, body).expect(201);
    expect(res.body).toMatchObject({
      store_id: storeA.id,
      store_name: storeA.name,
      status: 'completed',
      customer: null,
      subtotal: 15000,
      grand_total: 15000,
      payment_method: 'cash',
      tendered: 20000,
      change: 5000,
      cashier: cashierA.admin.name,
      client_id: body.client_id,
      offline: false,
      lines: [expect.objectContaining({ stock_id: stockId, sku, quantity: 3, unit_price: 5000, line_total: 15000 })],
    });
    expect(await units(stockId, central.id)).toEqual({ quantity: 2, reserved: 0 });
    expect(await units(stockId, online.id)).toEqual({ quantity: 50, reserved: 0 });
    const [order] = await t.dataSource.query(`SELECT channel, store_id, status, paid_at IS NOT NULL AS paid FROM sales_order WHERE id = $1`, [res.body.id]);
    expect(order).toEqual({ channel: 'store', store_id: storeA.id, status: 'completed', paid: true });
    const history = await t.dataSource.query(`SELECT to_status, comment FROM sales_order_history WHERE order_id = $1 ORDER BY id`, [res.body.id]);
    expect(history.map((h: { to_status: string }) => h.to_status)).toEqual(['pending', 'paid', 'shipped', 'completed']);
    expect(history[1].comment).toBe(`Paid by cash at ${storeA.name}`);
    // A walk-in is mailed nothing.
    expect(Number((await t.dataSource.query(`SELECT count(*) FROM outbox WHERE payload::text LIKE $1`, [`%${res.body.number}%`]))[0].count)).toBe(0);
    // The store's list and the back office's orders (filtered by store) show it.
    const listed = (await as(cashierA.token).get(`/api/admin/pos/${storeA.id}/sale`).expect(200)).body;
    expect(listed[0].id).toBe(res.body.id);
    const orders = (
      await as(boss.token)
        .get(`/api/admin/order?filter=${encodeURIComponent(JSON.stringify({ store_id: storeA.id, channel: 'store' }))}`)
        .expect(200)
    ).body;
    expect(orders.map((o: { id: number }) => o.id)).toContain(res.body.id);
  });

  it('refuses cash short of the total and a card sale is recorded with its reference; refusals change nothing', async () => {
    const { stockId } = await stock(5);
    const short = await as(cashierA.token)
      .post(`/api/admin/pos/${storeA.id}/sale`, sale(stockId, { tendered: 9000 }))
      .expect(422);
    expect(short.body.messages).toEqual(['The cash handed over (HK$90.00) is less than the total (HK$100.00)']);
    const noCash = await as(cashierA.token)
      .post(`/api/admin/pos/${storeA.id}/sale`, sale(stockId, { tendered: undefined }))
      .expect(422);
    expect(noCash.body.messages).toEqual(['Please enter the cash handed over, in minor units']);
    const badId = await as(cashierA.token)
      .post(`/api/admin/pos/${storeA.id}/sale`, sale(stockId, { client_id: 'sale-1' }))
      .expect(422);
    expect(badId.body.messages).toEqual(['client_id must be the UUID the till gave the sale']);
    expect(await units(stockId, central.id)).toEqual({ quantity: 5, reserved: 0 });
    expect(await ordersOf(stockId)).toBe(0);

    const card = await as(cashierA.token)
      .post(`/api/admin/pos/${storeA.id}/sale`, sale(stockId, { payment_method: 'card', tendered: undefined, card_reference: 'AUTH 123456' }))
      .expect(201);
    expect(card.body).toMatchObject({ payment_method: 'card', tendered: null, change: 0, card_reference: 'AUTH 123456', grand_total: 10000 });
  });

  it('takes a sale sent twice from the offline queue once, and refuses its client id at another store', async () => {
    const { stockId } = await stock(5);
    const soldAt = new Date(Date.now() - 3_600_000).toISOString();
    const body = sale(stockId, { sold_at: soldAt });
    const [first, second] = await Promise.all([
      as(cashierA.token).post(`/api/admin/pos/${storeA.id}/sale`, body),
      as(cashierA.token).post(`/api/admin/pos/${storeA.id}/sale`, body),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect(first.body).toMatchObject({ offline: true, sold_at: soldAt });
    expect(await ordersOf(stockId)).toBe(1);
    expect(await units(stockId, central.id)).toEqual({ quantity: 3, reserved: 0 });
    const elsewhere = await as(boss.token).post(`/api/admin/pos/${storeB.id}/sale`, body).expect(409);
    expect(elsewhere.body.messages).toEqual(['This sale was already recorded at another store']);
    const old = await as(cashierA.token)
      .post(`/api/admin/pos/${storeA.id}/sale`, sale(stockId, { sold_at: new Date(Date.now() - 40 * 86_400_000).toISOString() }))
      .expect(422);
    expect(old.body.messages).toEqual(['sold_at must be a time within the last 30 days']);
  });

  it('reports each line whose stock ran out while the till was offline, and writes nothing', async () => {
    const short = await stock(1, 'Pu-erh cake');
    const plenty = await stock(9, 'Tea towel');
    const gone = await stock(0, 'Gaiwan');
    const res = await as(cashierA.token)
      .post(
        `/api/admin/pos/${storeA.id}/sale`,
        sale(short.stockId, {
          lines: [
            { stock_id: short.stockId, quantity: 2 },
            { stock_id: plenty.stockId, quantity: 1 },
            { stock_id: gone.stockId, quantity: 1 },
          ],
          tendered: 50000,
          sold_at: new Date(Date.now() - 60_000).toISOString(),
        }),
      )
      .expect(409);
    expect(res.body.messages).toEqual([
      `${short.sku} Pu-erh cake: 2 sold, only 1 left in ${storeA.name}`,
      `${gone.sku} Gaiwan: 1 sold, only 0 left in ${storeA.name}`,
    ]);
    expect(res.body.errors).toEqual({
      'lines.0': [`${short.sku} Pu-erh cake: 2 sold, only 1 left in ${storeA.name}`],
      'lines.2': [`${gone.sku} Gaiwan: 1 sold, only 0 left in ${storeA.name}`],
    });
    expect(res.body.params).toEqual([
      expect.objectContaining({ sku: short.sku, asked: 2, available: 1 }),
      expect.objectContaining({ sku: gone.sku, asked: 1, available: 0 }),
    ]);
    // The web's warehouse had units of each: a till sells only what its store holds.
    for (const s of [short, plenty, gone]) expect(await ordersOf(s.stockId)).toBe(0);
    expect(await units(plenty.stockId, central.id)).toEqual({ quantity: 9, reserved: 0 });
  });

  it('sells to a member with a coupon through the web’s totals, and a return undoes the stock, the points and the coupon use', async () => {
    const { stockId } = await stock(5);
    const member = await createCustomer(t.dataSource, { firstName: 'Wing', lastName: 'Lee' });
    const code = unique('TILL').toUpperCase();
    const promo = await as(boss.token)
      .post('/api/admin/promotion', {
        name: { en_us: 'Till ten' },
        promotion_type: 'coupon',
        code,
        discount_kind: 'percentage',
        discount_value: 10,
        usage_limit: 5,
      })
      .expect(201);

    const lookup = (
      await as(cashierA.token)
        .get(`/api/admin/pos/${storeA.id}/customer?q=${encodeURIComponent(member.email)}`)
        .expect(200)
    ).body;
    expect(lookup).toEqual([{ id: member.id, name: 'Wing Lee', email: member.email }]);
    const quote = (
      await as(cashierA.token)
        .post(`/api/admin/pos/${storeA.id}/quote`, { lines: [{ stock_id: stockId, quantity: 2 }], customer_id: member.id, coupons: [code] })
        .expect(200)
    ).body;
    expect(quote).toMatchObject({ subtotal: 10000, discount_total: 1000, grand_total: 9000, adjustments: [{ label: code, amount: -1000 }] });
    const bad = await as(cashierA.token)
      .post(`/api/admin/pos/${storeA.id}/quote`, { lines: [{ stock_id: stockId, quantity: 1 }], coupons: ['NO-SUCH-CODE'] })
      .expect(422);
    expect(bad.body.messages[0]).toBe('Your coupon code is invalid');

    const sold = (
      await as(cashierA.token)
        .post(`/api/admin/pos/${storeA.id}/sale`, sale(stockId, { customer_id: member.id, coupons: [code], tendered: 9000 }))
        .expect(201)
    ).body;
    expect(sold).toMatchObject({ grand_total: 9000, discount_total: 1000, change: 0, customer: { id: member.id, email: member.email } });
    const earned = async () =>
      Number((await t.dataSource.query(`SELECT COALESCE(sum(points) - sum(used_points), 0) AS n FROM reward_point WHERE customer_id = $1`, [member.id]))[0].n);
    expect(await earned()).toBe(90);
    const uses = async () =>
      Number((await t.dataSource.query(`SELECT count(*) FROM promotion_usage WHERE promotion_id = $1 AND released_at IS NULL`, [promo.body.id]))[0].count);
    expect(await uses()).toBe(1);
    expect(await units(stockId, central.id)).toEqual({ quantity: 3, reserved: 0 });

    const back = (await as(cashierA.token).post(`/api/admin/pos/sale/${sold.id}/return`, { comment: 'Changed her mind' }).expect(200)).body;
    expect(back.status).toBe('refunded');
    expect(await units(stockId, central.id)).toEqual({ quantity: 5, reserved: 0 });
    expect(await earned()).toBe(0);
    expect(await uses()).toBe(0);
    const again = await as(cashierA.token).post(`/api/admin/pos/sale/${sold.id}/return`).expect(422);
    expect(again.body.messages).toEqual(['An order cannot go from refunded to refunded']);
  });
});
