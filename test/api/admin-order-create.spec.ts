import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { adminWith, createCustomer, customerToken, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };

describe('staff orders (POST /api/admin/order)', () => {
  let t: TestApp;
  let admin: { admin: { name: string }; token: string };
  let snapshot: Settings;
  let selling: { id: number };
  let colour: { id: number; options: number[] };
  let courier: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await superAdmin(t);
    snapshot = await readSettings(t.dataSource);
    selling = await createWarehouse(t.dataSource, { name: unique('Kowloon Bay') });
    colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour' }, [{ en_us: 'Red' }]);
    [{ id: courier }] = await t.dataSource.query(
      `INSERT INTO shipping_method (name, flat_rate, free_over, countries) VALUES ('{"en_us": "Courier", "zh_hk": "速遞"}', 3000, 50000, '{}') RETURNING id`,
    );
  });
  // Staff take orders whatever the storefront's purchase rules say.
  beforeEach(() => writeSettings(t.dataSource, { catalog_mode: '1', member_only: '1', guest_checkout: '0', warehouse_enabled: '1', warehouse_id: selling.id }));
  afterAll(async () => {
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  const create = (body: object, token = admin.token) => request(t.http).post('/api/admin/order').set('Authorization', `Bearer ${token}`).send(body);

  /** A stock with `quantity` units in the selling warehouse, price 12,900, special price 9,900. */
  async function stock(quantity: number, name = 'Desk lamp') {
    const product = await createProduct(t, admin.token, {
      name,
      stocks: [{ price: 12900, special_price: 9900, option_ids: [colour.options[0]], inventories: [{ warehouse_id: selling.id, quantity }] }],
    });
    return { stockId: product.stocks[0].id as number, productId: product.id as number };
  }

  const inventory = async (stockId: number) =>
    t.dataSource.query<{ quantity: number; reserved: number }[]>(`SELECT quantity, reserved FROM inventory WHERE stock_id = $1`, [stockId]);
  const ordersOf = async (stockId: number) =>
    Number((await t.dataSource.query(`SELECT count(*) FROM sales_order_line WHERE stock_id = $1`, [stockId]))[0].count);

  const guestBody = (stockId: number, extra: object = {}) => ({
    email: uniqueEmail('phone'),
    lines: [{ stock_id: stockId, quantity: 2 }],
    shipping_address: ADDRESS,
    shipping_method_id: courier,
    payment_method: 'bank_transfer',
    idempotency_key: unique('staff'),
    ...extra,
  });

  it('refuses without a token (401) and without order.create (403)', async () => {
    const { stockId } = await stock(5);
    await request(t.http).post('/api/admin/order').send(guestBody(stockId)).expect(401);
    const editor = await adminWith(t, ['order.list', 'order.view', 'order.edit']);
    await create(guestBody(stockId), editor.token).expect(403);
    await request(t.http).get('/api/admin/order/stock').set('Authorization', `Bearer ${editor.token}`).expect(403);
    expect(await ordersOf(stockId)).toBe(0);
  });

  it('takes a guest order at the catalogue price, reserves the stock, records the admin and the comment, mails the guest and queues the release', async () => {
    const { stockId } = await stock(5);
    const taker = await adminWith(t, ['order.create', 'order.view']);
    const body = guestBody(stockId, { comment: 'Taken by phone', note: 'Ring twice' });
    const res = await create(body, taker.token).expect(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      email: body.email,
      customer_id: null,
      language: 'en_us',
      currency: 'HKD',
      subtotal: 19800,
      shipping_total: 3000,
      grand_total: 22800,
      note: 'Ring twice',
      shipping_method: 'Courier',
      payment: { code: 'bank_transfer' },
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
      history: [expect.objectContaining({ from_status: null, to_status: 'pending', actor: taker.admin.name, comment: 'Taken by phone' })],
    });
    const view = await request(t.http).get(`/api/admin/order/${res.body.id}`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(view.body).toEqual(res.body);
    expect(await inventory(stockId)).toEqual([{ quantity: 5, reserved: 2 }]);
    const [mail] = await t.dataSource.query(`SELECT subject, text_body, language FROM mail_message WHERE to_address = $1 AND template = 'order_placed'`, [
      body.email,
    ]);
    expect(mail.subject).toMatch(new RegExp(`order ${res.body.number}$`));
    expect(mail.text_body).toContain('Total: HK$228.00');
    const [job] = await t.dataSource.query(`SELECT job_name FROM outbox WHERE job_name = 'order.release' AND payload->>'orderId' = $1`, [String(res.body.id)]);
    expect(job).toBeDefined();
  });

  it("takes a customer's order with an address from their book, in the customer's language", async () => {
    const { stockId } = await stock(5);
    const customer = await createCustomer(t.dataSource, { language: 'zh_hk' });
    const token = await customerToken(t, customer);
    const address = (await request(t.http).post('/api/address').set('Authorization', `Bearer ${token}`).send(ADDRESS).expect(201)).body;
    const res = await create({
      ...guestBody(stockId, { payment_method: 'cash_on_delivery' }),
      email: undefined,
      customer_id: customer.id,
      shipping_address: undefined,
      shipping_address_id: address.id,
    }).expect(201);
    expect(res.body).toMatchObject({
      customer_id: customer.id,
      email: customer.email,
      language: 'zh_hk',
      shipping_method: '速遞',
      grand_total: 22800,
      payment: { code: 'cash_on_delivery' },
      shipping_address: ADDRESS,
      history: [expect.objectContaining({ actor: admin.admin.name })],
    });
    expect(await inventory(stockId)).toEqual([{ quantity: 5, reserved: 2 }]);
    const [mail] = await t.dataSource.query(`SELECT language FROM mail_message WHERE to_address = $1 AND template = 'order_placed'`, [customer.email]);
    expect(mail.language).toBe('zh_hk');
    // The customer sees it among their orders.
    const mine = await request(t.http).get('/api/account/order').set('Authorization', `Bearer ${token}`).expect(200);
    expect(mine.body.map((o: { id: number }) => o.id)).toContain(res.body.id);
  });

  it('refuses card payment, an address of another book, and a disabled or unknown customer', async () => {
    const { stockId } = await stock(5);
    const stripe = await create(guestBody(stockId, { payment_method: 'stripe' })).expect(422);
    expect(stripe.body.errors).toEqual({
      payment_method: ['Staff orders take bank transfer or cash on delivery only: card payments are made by the shopper at checkout'],
    });
    const unknown = await create({ ...guestBody(stockId), email: undefined, customer_id: 2_000_000_000 }).expect(422);
    expect(unknown.body.errors).toEqual({ customer_id: ['No customer with this id'] });
    const disabled = await createCustomer(t.dataSource, { enabled: false });
    const off = await create({ ...guestBody(stockId), email: undefined, customer_id: disabled.id }).expect(422);
    expect(off.body.errors).toEqual({ customer_id: ['This customer account is disabled'] });
    const other = await createCustomer(t.dataSource);
    const theirs = (
      await request(t.http)
        .post('/api/address')
        .set('Authorization', `Bearer ${await customerToken(t, other)}`)
        .send(ADDRESS)
        .expect(201)
    ).body;
    const someone = await createCustomer(t.dataSource);
    const stolen = await create({
      ...guestBody(stockId),
      email: undefined,
      customer_id: someone.id,
      shipping_address: undefined,
      shipping_address_id: theirs.id,
    }).expect(422);
    expect(stolen.body.errors).toEqual({ shipping_address_id: ["Please choose an address from the customer's address book"] });
    expect(await inventory(stockId)).toEqual([{ quantity: 5, reserved: 0 }]);
  });

  it('takes exactly one of a customer and a guest email', async () => {
    const { stockId } = await stock(5);
    const customer = await createCustomer(t.dataSource);
    const both = await create(guestBody(stockId, { customer_id: customer.id })).expect(422);
    expect(both.body.errors).toEqual({ customer_id: ['Choose a customer or give a guest email, not both'] });
    const neither = await create({ ...guestBody(stockId), email: undefined }).expect(422);
    expect(neither.body.errors).toEqual({ customer_id: ['Choose a customer or give a guest email, not both'] });
    const empty = await create(guestBody(stockId, { lines: [] })).expect(422);
    expect(empty.body.errors).toEqual({ lines: ['An order needs 1 to 100 lines'] });
    const zero = await create(guestBody(stockId, { lines: [{ stock_id: stockId, quantity: 0 }] })).expect(422);
    expect(zero.body.messages).toEqual(['Each quantity must be a whole number from 1 to 9999']);
    expect(await ordersOf(stockId)).toBe(0);
  });

  it('refuses more than is available with the stock’s name and changes nothing; a hidden product with its name', async () => {
    const { stockId } = await stock(3, 'Floor lamp');
    const before = Number((await t.dataSource.query(`SELECT count(*) FROM sales_order`))[0].count);
    const over = await create(guestBody(stockId, { lines: [{ stock_id: stockId, quantity: 4 }] })).expect(409);
    expect(over.body.messages).toEqual(['Only 3 of Floor lamp left']);
    expect(await inventory(stockId)).toEqual([{ quantity: 3, reserved: 0 }]);
    expect(Number((await t.dataSource.query(`SELECT count(*) FROM sales_order`))[0].count)).toBe(before);
    await t.dataSource.query(`UPDATE stock SET visibled = false WHERE id = $1`, [stockId]);
    const hidden = await create(guestBody(stockId, { lines: [{ stock_id: stockId, quantity: 1 }] })).expect(409);
    expect(hidden.body.messages).toEqual(['Floor lamp is hidden in the catalogue and cannot be ordered']);
    const missing = await create(guestBody(stockId, { lines: [{ stock_id: 2_000_000_000, quantity: 1 }] })).expect(422);
    expect(missing.body.errors).toEqual({ lines: ['Stock 2000000000 does not exist'] });
    expect(await ordersOf(stockId)).toBe(0);
  });

  it('makes one order of a submit repeated with the same idempotency key', async () => {
    const { stockId } = await stock(5);
    const body = guestBody(stockId);
    const first = await create(body).expect(201);
    const repeated = await Promise.all(Array.from({ length: 3 }, () => create(body)));
    expect(repeated.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(repeated.map((r) => r.body.id))).toEqual(new Set([first.body.id]));
    expect(Number((await t.dataSource.query(`SELECT count(*) FROM sales_order WHERE idempotency_key = $1`, [body.idempotency_key]))[0].count)).toBe(1);
    expect(await inventory(stockId)).toEqual([{ quantity: 5, reserved: 2 }]);
  });

  it('offers stocks and customers to the create screen’s pickers', async () => {
    const name = unique('Picker lamp');
    const { stockId, productId } = await stock(4, name);
    const stocks = await request(t.http).get('/api/admin/order/stock').query({ q: name }).set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(stocks.body).toEqual([
      { id: stockId, product_id: productId, name, options: 'Red', sku: expect.any(String), unit_price: 9900, available: 4, visible: true },
    ]);
    const customer = await createCustomer(t.dataSource);
    const customers = await request(t.http)
      .get('/api/admin/order/customer')
      .query({ q: customer.email })
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(customers.body).toEqual([
      { id: customer.id, email: customer.email, first_name: customer.firstName, last_name: customer.lastName, enabled: true, language: customer.language },
    ]);
  });

  it('answers an address’s field messages with their codes, so the back office shows them in its language', async () => {
    const { stockId } = await stock(5);
    const res = await create(guestBody(stockId, { shipping_address: { ...ADDRESS, country: 'ZZ', contact_number: 'call me' } })).expect(422);
    expect(res.body).toEqual({
      messages: ['country must be a country code from the list', 'contact_number must be a phone number (digits, spaces, +, -, brackets)'],
      codes: ['address.country', 'customer.phone_number'],
      params: [{}, { field: 'contact_number' }],
      errors: {
        'shipping_address.country': ['country must be a country code from the list'],
        'shipping_address.contact_number': ['contact_number must be a phone number (digits, spaces, +, -, brackets)'],
      },
    });
    expect(await ordersOf(stockId)).toBe(0);
  });

  describe('the shipping methods of the create screen (GET /api/admin/order/shipping)', () => {
    const shipping = (query: Record<string, string | string[]>, token = admin.token) =>
      request(t.http).get('/api/admin/order/shipping').query(query).set('Authorization', `Bearer ${token}`);
    /** Methods of this test: to Hong Kong only, to Macao only, everywhere, and one turned off. */
    async function methods() {
      const insert = async (name: object, countries: string, enabled = true, order = 0) =>
        Number(
          (
            await t.dataSource.query(
              `INSERT INTO shipping_method (name, flat_rate, free_over, countries, enabled, "order") VALUES ($1, 2000, NULL, $2, $3, $4) RETURNING id`,
              [JSON.stringify(name), countries, enabled, order],
            )
          )[0].id,
        );
      const tag = unique('m');
      const hk = await insert({ en_us: `HK van ${tag}`, zh_hk: `香港貨車 ${tag}` }, '{HK}', true, 1);
      const mo = await insert({ en_us: `Macao ferry ${tag}` }, '{MO}');
      const anywhere = await insert({ en_us: `Post ${tag}`, zh_hk: `郵寄 ${tag}` }, '{}', true, 2);
      const off = await insert({ en_us: `Old van ${tag}` }, '{HK}', false);
      return { tag, hk, mo, anywhere, off, mine: <T extends { id: number }>(rows: T[]) => rows.filter((r) => [hk, mo, anywhere, off].includes(r.id)) };
    }

    it('refuses without a token (401) and without order.create (403), whatever shipping settings permission the admin holds', async () => {
      await request(t.http).get('/api/admin/order/shipping').query({ country: 'HK' }).expect(401);
      const settings = await adminWith(t, ['shipping', 'order.list', 'order.view', 'order.edit']);
      const denied = await shipping({ country: 'HK' }, settings.token).expect(403);
      expect(denied.body).toEqual({ messages: ['You do not have permission to do this'], codes: ['http.forbidden'] });
    });

    it('offers a clerk holding only order.create the enabled methods that deliver to the country, in checkout’s order and the asked language', async () => {
      const m = await methods();
      const clerk = await adminWith(t, ['order.create']);
      const hk = await shipping({ country: 'HK' }, clerk.token).expect(200);
      expect(m.mine(hk.body)).toEqual([
        { id: m.hk, name: `HK van ${m.tag}`, flat_rate: 2000, free_over: null, countries: ['HK'] },
        { id: m.anywhere, name: `Post ${m.tag}`, flat_rate: 2000, free_over: null, countries: [] },
      ]);
      // The same list the storefront's checkout offers for the country.
      const checkout = await request(t.http).get('/api/order/shipping').query({ country: 'HK' }).expect(200);
      expect(hk.body).toEqual(checkout.body);
      const chinese = await shipping({ country: 'hk', language: 'zh_hk' }, clerk.token).expect(200);
      expect(m.mine<{ id: number; name: string }>(chinese.body).map((r) => r.name)).toEqual([`香港貨車 ${m.tag}`, `郵寄 ${m.tag}`]);
      const macao = await shipping({ country: 'MO' }, clerk.token).expect(200);
      expect(m.mine(macao.body).map((r) => r.id)).toEqual([m.mo, m.anywhere]);
      // No country yet: every enabled method.
      const all = await shipping({}, clerk.token).expect(200);
      expect(m.mine(all.body).map((r) => r.id)).toEqual([m.mo, m.hk, m.anywhere]);
    });

    it('refuses a country that is not a code of the list, and a language that is not offered, with messages (422)', async () => {
      const unknown = await shipping({ country: 'XX' }).expect(422);
      expect(unknown.body).toEqual({
        messages: ['country must be a country code from the list'],
        codes: ['address.country'],
        errors: { country: ['country must be a country code from the list'] },
      });
      const twice = await shipping({ country: ['HK', 'MO'] }).expect(422);
      expect(twice.body.errors).toEqual({ country: ['country must be a country code from the list'] });
      const language = await shipping({ country: 'HK', language: 'fr' }).expect(422);
      expect(language.body).toEqual({
        messages: ['language must be one of en_us, zh_hk, zh_cn'],
        codes: ['validation.language'],
        params: [{ choices: 'en_us, zh_hk, zh_cn' }],
        errors: { language: ['language must be one of en_us, zh_hk, zh_cn'] },
      });
    });
  });

  describe("a customer's address book for the create screen (GET /api/admin/order/customer/{id}/address)", () => {
    const book = (id: number | string, token = admin.token) =>
      request(t.http).get(`/api/admin/order/customer/${id}/address`).set('Authorization', `Bearer ${token}`);

    it('refuses without a token (401) and without order.create (403)', async () => {
      const customer = await createCustomer(t.dataSource);
      await request(t.http).get(`/api/admin/order/customer/${customer.id}/address`).expect(401);
      const editor = await adminWith(t, ['order.list', 'order.view', 'order.edit']);
      const denied = await book(customer.id, editor.token).expect(403);
      expect(denied.body).toEqual({ messages: ['You do not have permission to do this'], codes: ['http.forbidden'] });
    });

    it("lists the customer's addresses with the default shipping one marked, to a clerk holding only order.create, and none of another customer's", async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      const home = (await request(t.http).post('/api/address').set('Authorization', `Bearer ${token}`).send(ADDRESS).expect(201)).body;
      const office = (
        await request(t.http)
          .post('/api/address')
          .set('Authorization', `Bearer ${token}`)
          .send({ ...ADDRESS, first_name: 'Siu', country: 'MO', address: 'Avenida da Praia Grande 1', default_shipping: true })
          .expect(201)
      ).body;
      const other = await createCustomer(t.dataSource);
      await request(t.http)
        .post('/api/address')
        .set('Authorization', `Bearer ${await customerToken(t, other)}`)
        .send(ADDRESS)
        .expect(201);
      const clerk = await adminWith(t, ['order.create']);
      const res = await book(customer.id, clerk.token).expect(200);
      expect(res.body).toEqual([
        { id: home.id, ...ADDRESS, default_billing: true, default_shipping: false, updated_at: expect.any(String) },
        {
          id: office.id,
          ...ADDRESS,
          first_name: 'Siu',
          country: 'MO',
          address: 'Avenida da Praia Grande 1',
          default_billing: false,
          default_shipping: true,
          updated_at: expect.any(String),
        },
      ]);
      const empty = await createCustomer(t.dataSource);
      expect((await book(empty.id, clerk.token).expect(200)).body).toEqual([]);
    });

    it('answers 404 with a message for a customer that does not exist', async () => {
      const unknown = await book(2_000_000_000).expect(404);
      expect(unknown.body).toEqual({ messages: ['No customer with this id'], codes: ['staff_order.customer_not_found'] });
      const notAnId = await book('abc').expect(404);
      expect(notAnId.body).toEqual({ messages: ['ID not exists'], codes: ['http.id_not_exists'] });
    });
  });
});
