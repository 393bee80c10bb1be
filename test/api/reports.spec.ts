import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, PASSWORD, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };
const POINTS_SETTINGS = { points_redeem_rate: 100, points_max_percent: 50, points_expiry_type: 'never', points_expiry_date: '', points_base_rate: 1 };
const FORBIDDEN = ['You do not have permission to do this'];
const ROUTES: [string, string][] = [
  ['report/sales', 'report.sales'],
  ['report/products', 'report.products'],
  ['report/customer', 'report.customer'],
  ['report/inventories', 'report.inventories'],
  ['dashboard', 'dashboard'],
];
/** The month the fixtures' orders are back-dated into: no other spec places orders in it. */
const RANGE = { from: '2021-03-01', to: '2021-03-31' };

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('reports and the dashboard', () => {
  let t: TestApp;
  let admin: string;
  let snapshot: Settings;
  let warehouse: { id: number; name: string };
  let courier: number;
  let tierId: number;
  let tea: { stockId: number; sku: string };
  let cup: { stockId: number; sku: string };
  let kettle: { stockId: number; sku: string };
  let m1: { id: number; token: string; email: string };
  let m2: { id: number; token: string; email: string };
  const orders: Record<string, { id: number; number: string; grand_total: number }> = {};

  const as = (req: request.Test, token = admin) => req.set('Authorization', `Bearer ${token}`);
  const get = (path: string, query: object = {}, token = admin) => as(request(t.http).get(`/api/admin/${path}`), token).query(query);
  const status = (orderId: number, to: string) =>
    as(request(t.http).post(`/api/admin/order/${orderId}/status`))
      .send({ status: to })
      .expect(200);
  /** Orders cannot be placed in the past: their creation time is set afterwards (an instant, written with its offset). */
  const backDate = (orderId: number, at: string) => t.dataSource.query(`UPDATE sales_order SET created_at = $2::timestamptz WHERE id = $1`, [orderId, at]);

  async function member(leadSource: string) {
    const email = uniqueEmail('buyer');
    const [{ id: statusId }] = await t.dataSource.query(`SELECT id FROM lead_status ORDER BY id LIMIT 1`);
    const body = {
      ...{ enabled: true, is_subscribe: false, first_name: 'Ada', last_name: 'Wong', phone: '+852 9123 4567', gender: 'female', status_id: statusId },
      ...{ email, lead_source: leadSource, password: PASSWORD },
    };
    const created = await as(request(t.http).post('/api/admin/user')).send({ ...body, password_confirmation: PASSWORD });
    if (created.status !== 201) throw new Error(`customer: ${created.status} ${JSON.stringify(created.body)}`);
    const login = await request(t.http).post('/api/login').send({ email, password: PASSWORD });
    if (!login.body.token) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    return { id: created.body.id as number, token: login.body.token as string, email };
  }
  async function cart(token: string | null, lines: [number, number][]) {
    let cartId: string | undefined;
    for (const [stockId, quantity] of lines) {
      const req = request(t.http).post('/api/cart/item');
      const res = await (token ? as(req, token) : req).send({ stock_id: stockId, quantity, ...(cartId ? { cart_id: cartId } : {}) }).expect(200);
      cartId = res.body.cart_id;
    }
    return cartId!;
  }
  async function place(token: string, cartId: string, body: object = {}) {
    const res = await as(request(t.http).post('/api/order'), token).send({
      cart_id: cartId,
      idempotency_key: unique('report'),
      shipping_address: ADDRESS,
      shipping_method_id: courier,
      payment_method: 'cash_on_delivery',
      ...body,
    });
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number; number: string; grand_total: number; discount_total: number; display_currency?: string };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
    warehouse = await createWarehouse(t.dataSource, { name: unique('Report') });
    [{ id: courier }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, countries) VALUES ('{"en_us": "Courier"}', 1000, '{}') RETURNING id`,
    );
    await writeSettings(t.dataSource, {
      catalog_mode: '0',
      member_only: '0',
      guest_checkout: '1',
      warehouse_enabled: '1',
      warehouse_id: warehouse.id,
      time_zone: 'Asia/Hong_Kong',
      low_stock_threshold: 5,
      ...POINTS_SETTINGS,
    });
    const product = async (name: string, price: number, quantity: number) => {
      const p = await createProduct(t, admin, { name, stocks: [{ price, option_ids: [], inventories: [{ warehouse_id: warehouse.id, quantity }] }] });
      return { stockId: p.stocks[0].id as number, sku: p.stocks[0].sku as string };
    };
    tea = await product('Oolong tea', 10000, 100);
    cup = await product('Tea cup', 5000, 100);
    kettle = await product('Kettle', 30000, 3);
    // The tea costs HK$40 from its supplier; the cup and the kettle have no cost price.
    await as(request(t.http).post('/api/admin/supplier'))
      .send({ name: unique('Tea Farm'), stocks: [{ stock_id: tea.stockId, cost_price: 4000 }] })
      .expect(201);
    const tier = await as(request(t.http).post('/api/admin/membership')).send({
      name: { en_us: 'Gold', zh_hk: '金卡' },
      min_spend: 25000,
      discount_percent: 0,
    });
    if (tier.status !== 201) throw new Error(`tier: ${tier.status} ${JSON.stringify(tier.body)}`);
    tierId = tier.body.id;
    const coupon = await as(request(t.http).post('/api/admin/promotion')).send({
      name: { en_us: 'Five off' },
      promotion_type: 'coupon',
      code: unique('FIVE').toUpperCase(),
      discount_kind: 'fixed',
      discount_value: 500,
    });
    if (coupon.status !== 201) throw new Error(`coupon: ${coupon.status} ${JSON.stringify(coupon.body)}`);

    m1 = await member('existing_customer');
    m2 = await member('campaign');
    await as(request(t.http).post(`/api/admin/user/${m1.id}/points`))
      .send({ points: 1000, remark: 'Welcome gift' })
      .expect(201);

    // M2's first order, before the month: M2 comes back in it.
    orders.o0 = await place(m2.token, await cart(m2.token, [[cup.stockId, 1]]));
    await status(orders.o0.id, 'paid');
    await backDate(orders.o0.id, '2021-02-15T12:00:00+08:00');

    // O1: 2 teas (HK$200) less the HK$5 coupon, HK$10 shipping: HK$205, shipped.
    const c1 = await cart(m1.token, [[tea.stockId, 2]]);
    await as(request(t.http).post('/api/cart/coupon'), m1.token).send({ cart_id: c1, code: coupon.body.code }).expect(200);
    orders.o1 = await place(m1.token, c1);
    await status(orders.o1.id, 'paid');
    await status(orders.o1.id, 'shipped');
    await backDate(orders.o1.id, '2021-03-10T10:00:00+08:00');

    // O2: a cup (HK$50) and HK$10 shipping, HK$10 of it paid with 1000 points, shown in US dollars: HK$50; at 23:30 in Hong Kong.
    orders.o2 = await place(m1.token, await cart(m1.token, [[cup.stockId, 1]]), { points: 1000, currency: 'USD' });
    await status(orders.o2.id, 'paid');
    await backDate(orders.o2.id, '2021-03-10T23:30:00+08:00');

    // O3: a guest's tea taken by staff, paid by bank transfer, completed: HK$110; at 00:30 in Hong Kong (16:30 the day before in UTC).
    const staff = await as(request(t.http).post('/api/admin/order')).send({
      email: uniqueEmail('guest'),
      lines: [{ stock_id: tea.stockId, quantity: 1 }],
      shipping_address: ADDRESS,
      shipping_method_id: courier,
      payment_method: 'bank_transfer',
      idempotency_key: unique('staff'),
    });
    if (staff.status !== 201) throw new Error(`staff order: ${staff.status} ${JSON.stringify(staff.body)}`);
    orders.o3 = staff.body;
    await status(orders.o3.id, 'paid');
    await status(orders.o3.id, 'shipped');
    await status(orders.o3.id, 'completed');
    await backDate(orders.o3.id, '2021-03-11T00:30:00+08:00');

    // O4: M2's tea, paid then refunded (HK$110); O4b: M2's 2 cups, paid (HK$110); O5: a cup, canceled.
    orders.o4 = await place(m2.token, await cart(m2.token, [[tea.stockId, 1]]));
    await status(orders.o4.id, 'paid');
    await status(orders.o4.id, 'refunded');
    await backDate(orders.o4.id, '2021-03-12T09:00:00+08:00');
    orders.o4b = await place(m2.token, await cart(m2.token, [[cup.stockId, 2]]));
    await status(orders.o4b.id, 'paid');
    await backDate(orders.o4b.id, '2021-03-12T12:00:00+08:00');
    orders.o5 = await place(m2.token, await cart(m2.token, [[cup.stockId, 1]]));
    await status(orders.o5.id, 'canceled');
    await backDate(orders.o5.id, '2021-03-12T13:00:00+08:00');
  });

  afterAll(async () => {
    await t.dataSource.query(`UPDATE customer SET membership_tier_id = NULL, membership_expires_at = NULL WHERE membership_tier_id = $1`, [tierId]);
    await t.dataSource.query(`DELETE FROM membership_tier WHERE id = $1`, [tierId]);
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  describe('access', () => {
    it.each(ROUTES)('GET /api/admin/%s answers 401 without a token', async (path) => {
      const res = await request(t.http).get(`/api/admin/${path}`);
      expect(res.status).toBe(401);
      expect(res.body.messages).toEqual(['Please log in first']);
    });

    it.each(ROUTES)('GET /api/admin/%s answers 403 without %s', async (path, permission) => {
      const others = ROUTES.map(([, p]) => p).filter((p) => p !== permission);
      const { token } = await adminWith(t, [...others, 'order.list', 'customer.list', 'lead.list']);
      const res = await get(path, {}, token);
      expect(res.status).toBe(403);
      expect(res.body.messages).toEqual(FORBIDDEN);
    });
  });

  describe('the fixtures', () => {
    it('are the orders the figures below are computed from', () => {
      expect([orders.o0, orders.o1, orders.o2, orders.o3, orders.o4, orders.o4b, orders.o5].map((o) => o.grand_total)).toEqual([
        6000, 20500, 5000, 11000, 11000, 11000, 6000,
      ]);
    });
  });

  describe('GET /api/admin/report/sales', () => {
    const zero = { orders: 0, revenue: 0, average: 0, discounts: 0, points: 0, refunded_orders: 0, refunds: 0 };
    const march10 = { orders: 2, revenue: 25500, average: 12750, discounts: 500, points: 1000, refunded_orders: 0, refunds: 0 };
    const march11 = { orders: 1, revenue: 11000, average: 11000, discounts: 0, points: 0, refunded_orders: 0, refunds: 0 };
    const march12 = { orders: 1, revenue: 11000, average: 11000, discounts: 0, points: 0, refunded_orders: 1, refunds: 11000 };
    const totals = { orders: 4, revenue: 47500, average: 11875, discounts: 500, points: 1000, refunded_orders: 1, refunds: 11000 };

    it('sums revenue, orders, discounts, points and refunds per Hong Kong day, by channel and payment method', async () => {
      const res = await get('report/sales', { from: '2021-03-09', to: '2021-03-13' }).expect(200);
      expect(res.body).toEqual({
        from: '2021-03-09',
        to: '2021-03-13',
        time_zone: 'Asia/Hong_Kong',
        currency: 'HKD',
        group: 'day',
        channel: 'all',
        periods: [
          { period: '2021-03-09', ...zero },
          { period: '2021-03-10', ...march10 },
          { period: '2021-03-11', ...march11 },
          { period: '2021-03-12', ...march12 },
          { period: '2021-03-13', ...zero },
        ],
        totals,
        channels: [
          { channel: 'staff', store_id: null, store_name: null, ...march11 },
          {
            channel: 'web',
            store_id: null,
            store_name: null,
            orders: 3,
            revenue: 36500,
            average: 12167,
            discounts: 500,
            points: 1000,
            refunded_orders: 1,
            refunds: 11000,
          },
        ],
        payment_methods: [
          { payment_method: 'bank_transfer', ...march11 },
          { payment_method: 'cash_on_delivery', orders: 3, revenue: 36500, average: 12167, discounts: 500, points: 1000, refunded_orders: 1, refunds: 11000 },
        ],
      });
    });

    it('counts days in the shop’s time zone: the order at 00:30 in Hong Kong moves to the day before in UTC', async () => {
      await writeSettings(t.dataSource, { time_zone: 'UTC' });
      try {
        const res = await get('report/sales', { from: '2021-03-10', to: '2021-03-11' }).expect(200);
        expect(res.body.time_zone).toBe('UTC');
        expect(res.body.periods.map((p: { period: string; orders: number; revenue: number }) => [p.period, p.orders, p.revenue])).toEqual([
          ['2021-03-10', 3, 36500],
          ['2021-03-11', 0, 0],
        ]);
      } finally {
        await writeSettings(t.dataSource, { time_zone: 'Asia/Hong_Kong' });
      }
      // The last day is counted to its end: 23:30 on the 10th in Hong Kong is in a range ending on the 10th.
      const last = await get('report/sales', { from: '2021-03-10', to: '2021-03-10' }).expect(200);
      expect(last.body.totals).toEqual(march10);
    });

    it('groups by week (from Monday) and month, and keeps one channel', async () => {
      const weeks = await get('report/sales', { ...RANGE, group: 'week' }).expect(200);
      expect(weeks.body.periods.map((p: { period: string; revenue: number }) => [p.period, p.revenue])).toEqual([
        ['2021-03-01', 0],
        ['2021-03-08', 47500],
        ['2021-03-15', 0],
        ['2021-03-22', 0],
        ['2021-03-29', 0],
      ]);
      const months = await get('report/sales', { from: '2021-02-01', to: '2021-03-31', group: 'month' }).expect(200);
      expect(months.body.periods.map((p: { period: string; orders: number; revenue: number }) => [p.period, p.orders, p.revenue])).toEqual([
        ['2021-02-01', 1, 6000],
        ['2021-03-01', 4, 47500],
      ]);
      const staff = await get('report/sales', { ...RANGE, channel: 'staff' }).expect(200);
      expect(staff.body.totals).toEqual(march11);
      const web = await get('report/sales', { ...RANGE, channel: 'web' }).expect(200);
      expect(web.body.totals).toMatchObject({ orders: 3, revenue: 36500, refunds: 11000 });
    });

    it('refuses what it cannot read with 422 and a message', async () => {
      const refused = async (query: object) => (await get('report/sales', query).expect(422)).body.messages;
      expect(await refused({ from: '2021-02-30' })).toEqual(['from must be a date (YYYY-MM-DD)']);
      expect(await refused({ to: '03/10/2021' })).toEqual(['to must be a date (YYYY-MM-DD)']);
      expect(await refused({ from: '2021-03-10', to: '2021-03-09' })).toEqual(['from must not be after to']);
      expect(await refused({ from: '2019-01-01', to: '2021-03-31' })).toEqual(['A report covers at most 731 days']);
      expect(await refused({ group: 'year' })).toEqual(['group must be day, week or month']);
      expect(await refused({ channel: 'phone' })).toEqual(['channel must be all, web, staff or store:<store id>']);
      expect(await refused({ channel: 'store:2147483000' })).toEqual(['No store with this id']);
      expect(await refused({ format: 'pdf' })).toEqual(['format must be json, csv or xlsx']);
      expect(await refused({ from: ['2021-03-01', '2021-03-02'] })).toEqual(['from must be a date (YYYY-MM-DD)']);
      expect((await get('report/products', { limit: 0 }).expect(422)).body.messages).toEqual(['limit must be a whole number from 1 to 1000']);
      expect((await get('report/inventories', { warehouse_id: 2147483000 }).expect(422)).body.messages).toEqual(['warehouse_id must be a warehouse id']);
    });

    it('exports the same figures as CSV and XLSX, streamed with their file name', async () => {
      const csv = await get('report/sales', { from: '2021-03-10', to: '2021-03-12', format: 'csv' }).buffer(true).parse(binary).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="report-sales-2021-03-10-2021-03-12.csv"');
      const text = (csv.body as Buffer).toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      expect(parse(text, { bom: true })).toEqual([
        ['Period', 'Orders', 'Revenue', 'Average order', 'Discounts', 'Points', 'Refunded orders', 'Refunds'],
        ['2021-03-10', '2', '255', '127.5', '5', '10', '0', '0'],
        ['2021-03-11', '1', '110', '110', '0', '0', '0', '0'],
        ['2021-03-12', '1', '110', '110', '0', '0', '1', '110'],
        ['Total', '4', '475', '118.75', '5', '10', '1', '110'],
      ]);

      const xlsx = await get('report/sales', { from: '2021-03-10', to: '2021-03-12', format: 'xlsx' }).buffer(true).parse(binary).expect(200);
      expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(xlsx.headers['content-disposition']).toBe('attachment; filename="report-sales-2021-03-10-2021-03-12.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.body);
      expect(book.worksheets.map((w) => w.name)).toEqual(['Periods', 'Channels', 'Payment methods']);
      const rows = (name: string) =>
        book
          .getWorksheet(name)!
          .getSheetValues()
          .slice(1)
          .map((r) => (r as unknown[]).slice(1));
      expect(rows('Periods')).toEqual([
        ['Period', 'Orders', 'Revenue', 'Average order', 'Discounts', 'Points', 'Refunded orders', 'Refunds'],
        ['2021-03-10', 2, 255, 127.5, 5, 10, 0, 0],
        ['2021-03-11', 1, 110, 110, 0, 0, 0, 0],
        ['2021-03-12', 1, 110, 110, 0, 0, 1, 110],
        ['Total', 4, 475, 118.75, 5, 10, 1, 110],
      ]);
      expect(rows('Channels')).toEqual([
        ['Channel', 'Orders', 'Revenue', 'Average order', 'Discounts', 'Points', 'Refunded orders', 'Refunds'],
        ['staff', 1, 110, 110, 0, 0, 0, 0],
        ['web', 3, 365, 121.67, 5, 10, 1, 110],
      ]);
    });
  });

  describe('GET /api/admin/report/products', () => {
    it('answers units, revenue, cost from the supplier’s price and margin per stock, best and worst sellers', async () => {
      const res = await get('report/products', RANGE).expect(200);
      const teaRow = {
        stock_id: tea.stockId,
        product_id: expect.any(Number),
        sku: tea.sku,
        name: 'Oolong tea',
        options: '',
        orders: 2,
        units: 3,
        revenue: 30000,
        cost: 12000,
        margin: 18000,
        margin_percent: 60,
      };
      const cupRow = {
        stock_id: cup.stockId,
        product_id: expect.any(Number),
        sku: cup.sku,
        name: 'Tea cup',
        options: '',
        orders: 2,
        units: 3,
        revenue: 15000,
        cost: null,
        margin: null,
        margin_percent: null,
      };
      expect(res.body).toEqual({
        from: RANGE.from,
        to: RANGE.to,
        time_zone: 'Asia/Hong_Kong',
        currency: 'HKD',
        rows: [teaRow, cupRow],
        best: [teaRow, cupRow],
        worst: [cupRow, teaRow],
        totals: { stocks: 2, units: 6, revenue: 45000, cost: 12000, margin: 18000, units_without_cost: 3, unsold_stocks: expect.any(Number) },
      });
      expect((await get('report/products', { ...RANGE, limit: 1 }).expect(200)).body.rows).toEqual([teaRow]);
      const xlsx = await get('report/products', { ...RANGE, format: 'xlsx' })
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(xlsx.headers['content-disposition']).toBe('attachment; filename="report-products-2021-03-01-2021-03-31.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.body);
      expect((book.getWorksheet('Products')!.getRow(2).values as unknown[]).slice(1)).toEqual([tea.sku, 'Oolong tea', undefined, 2, 3, 300, 120, 180, 60]);
    });
  });

  describe('GET /api/admin/report/customer', () => {
    it('answers new and returning buyers, top customers, revenue by tier and by lead source', async () => {
      const res = await get('report/customer', { ...RANGE, language: 'zh_hk' }).expect(200);
      expect(res.body).toEqual({
        from: RANGE.from,
        to: RANGE.to,
        time_zone: 'Asia/Hong_Kong',
        currency: 'HKD',
        buyers: {
          new: { customers: 1, orders: 2, revenue: 25500 },
          returning: { customers: 1, orders: 1, revenue: 11000 },
          guests: { customers: 0, orders: 1, revenue: 11000 },
        },
        top_customers: [
          { customer_id: m1.id, email: m1.email, name: 'Ada Wong', orders: 2, revenue: 25500 },
          { customer_id: m2.id, email: m2.email, name: 'Ada Wong', orders: 1, revenue: 11000 },
        ],
        // M1 reached the HK$250 tier with O2; M2's refunded order does not count towards it.
        tiers: [
          { tier_id: null, tier_name: null, customers: 1, orders: 1, revenue: 11000 },
          { tier_id: tierId, tier_name: '金卡', customers: 1, orders: 2, revenue: 25500 },
        ],
        lead_sources: [
          { lead_source: 'existing_customer', customers: 1, orders: 2, revenue: 25500 },
          { lead_source: 'campaign', customers: 1, orders: 1, revenue: 11000 },
        ],
      });
      const csv = await get('report/customer', { ...RANGE, format: 'csv' })
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(parse((csv.body as Buffer).toString('utf8'), { bom: true })).toEqual([
        ['Buyers', 'Customers', 'Orders', 'Revenue'],
        ['New', '1', '2', '255'],
        ['Returning', '1', '1', '110'],
        ['Guests', '0', '1', '110'],
      ]);
    });
  });

  describe('GET /api/admin/report/inventories', () => {
    it('answers stock on hand and its value, low stock and the moves of the period in one warehouse', async () => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());
      const res = await get('report/inventories', { from: today, to: today, warehouse_id: warehouse.id }).expect(200);
      expect(res.body).toEqual({
        from: today,
        to: today,
        time_zone: 'Asia/Hong_Kong',
        currency: 'HKD',
        low_stock_threshold: 5,
        // Tea: 100 - 2 (O1) - 1 (O3) shipped, 97 at HK$40; cups: 100, 4 reserved by paid orders (O0, O2, O4b); the kettle: 3.
        warehouses: [
          {
            warehouse_id: warehouse.id,
            warehouse_name: warehouse.name,
            enabled: true,
            stocks: 3,
            quantity: 200,
            reserved: 4,
            available: 196,
            value: 388000,
            units_without_cost: 103,
          },
        ],
        low_stock_count: 1,
        low_stock: [
          {
            inventory_id: expect.any(Number),
            stock_id: kettle.stockId,
            product_id: expect.any(Number),
            sku: kettle.sku,
            name: 'Kettle',
            warehouse_id: warehouse.id,
            warehouse_name: warehouse.name,
            quantity: 3,
            reserved: 0,
            available: 3,
          },
        ],
        movement: [res.body.movement[0]],
      });
      // The tea's two shipments are dispatches; nothing else left the warehouse.
      expect(res.body.movement[0]).toMatchObject({ warehouse_id: warehouse.id, dispatched: -3, minus: 0, transfer_in: 0, transfer_out: 0 });
      const m = res.body.movement[0];
      expect(m.net).toBe(m.plus + m.minus + m.dispatched + m.transfer_in + m.transfer_out + m.updated);
      // The three inventories were opened today with 100, 100 and 3 units: net, what the warehouse holds now.
      expect(m.plus + m.updated).toBe(203);
      expect(m.net).toBe(200);
      const long = await get('report/inventories', { from: '2021-03-01', to: '2021-03-31', warehouse_id: warehouse.id }).expect(200);
      expect(long.body.movement).toEqual([]);
    });
  });

  describe('GET /api/admin/dashboard', () => {
    it('shows every tile to an admin holding every permission, today’s sales moving with an order paid now', async () => {
      const before = (await get('dashboard').expect(200)).body;
      expect(Object.keys(before).sort()).toEqual(['customers', 'leads', 'low_stock', 'recent_orders', 'sales', 'time_zone']);
      const order = await place(m1.token, await cart(m1.token, [[cup.stockId, 1]]));
      await status(order.id, 'paid');
      const after = (await get('dashboard').expect(200)).body;
      expect(after.sales.today.orders - before.sales.today.orders).toBe(1);
      expect(after.sales.today.revenue - before.sales.today.revenue).toBe(6000);
      expect(after.sales.today.placed - before.sales.today.placed).toBe(1);
      expect(after.recent_orders[0]).toMatchObject({ id: order.id, number: order.number, status: 'paid', grand_total: 6000, currency: 'HKD' });
      expect(after.recent_orders).toHaveLength(5);
      expect(after.customers.last_7_days).toBeGreaterThanOrEqual(after.customers.today);
      expect(after.customers.today).toBeGreaterThanOrEqual(2);
      expect(after.low_stock.top.length).toBeLessThanOrEqual(5);
      expect(after.low_stock.count).toBeGreaterThanOrEqual(1);
    });

    it.each([
      ['sales', 'report.sales'],
      ['customers', 'customer.list'],
      ['low_stock', 'report.inventories'],
      ['leads', 'lead.list'],
      ['recent_orders', 'order.list'],
    ])('leaves the %s tile out without %s, and shows it with it', async (tile, permission) => {
      const all = ['report.sales', 'customer.list', 'report.inventories', 'lead.list', 'order.list'];
      const without = await adminWith(t, ['dashboard', ...all.filter((p) => p !== permission)]);
      const body = (await get('dashboard', {}, without.token).expect(200)).body;
      expect(body).not.toHaveProperty(tile);
      expect(Object.keys(body)).toHaveLength(5);
      const only = await adminWith(t, ['dashboard', permission]);
      expect(Object.keys((await get('dashboard', {}, only.token).expect(200)).body).sort()).toEqual([tile, 'time_zone'].sort());
    });

    it('shows the leads at each stage of a funnel', async () => {
      const statuses: { id: number; title: string }[] = await t.dataSource.query(`SELECT id, title FROM lead_status ORDER BY "order", id LIMIT 2`);
      const funnel = await as(request(t.http).post('/api/admin/funnel')).send({
        title: unique('Report funnel'),
        url: unique('report-funnel').toLowerCase(),
        stage_ids: statuses.map((s) => s.id),
      });
      if (funnel.status !== 201) throw new Error(`funnel: ${funnel.status} ${JSON.stringify(funnel.body)}`);
      const body = (await get('dashboard').expect(200)).body;
      expect(body.leads.find((f: { funnel_id: number }) => f.funnel_id === funnel.body.id)).toEqual({
        funnel_id: funnel.body.id,
        title: funnel.body.title,
        stages: statuses.map((s) => ({ status_id: s.id, status: s.title, leads: 0 })),
      });
    });
  });
});
