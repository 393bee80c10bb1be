import Stripe from 'stripe';
import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';
import { StripeStandIn } from '../helpers/stripe-stand-in';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HK', contact_number: '+852 2345 6789', address: '1 Queen’s Road Central' };
const WEBHOOK_SECRET = 'whsec_test_signing_secret_123';
const SIGNATURE = 'The webhook signature is not valid';

describe('paying by card through Stripe (POST /api/order/stripe, POST /api/stripe/webhook)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let admin: string;
  let snapshot: Settings;
  let stockId: number;
  let shippingId: number;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    t = await startTestApp({ STRIPE_API_URL: stripe.url });
    admin = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
    const warehouse = await createWarehouse(t.dataSource);
    await writeSettings(t.dataSource, { catalog_mode: '0', member_only: '0', guest_checkout: '1', warehouse_enabled: '1', warehouse_id: warehouse.id });
    const colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour' }, [{ en_us: 'Red' }]);
    const product = await createProduct(t, admin, {
      name: 'Desk lamp',
      stocks: [{ price: 12900, option_ids: [colour.options[0]], inventories: [{ warehouse_id: warehouse.id, quantity: 50 }] }],
    });
    stockId = product.stocks[0].id;
    [{ id: shippingId }] = await t.dataSource.query(`INSERT INTO shipping_method (name, flat_rate) VALUES ('{"en_us": "Courier"}', 3000) RETURNING id`);
    await request(t.http)
      .put('/api/admin/payment/stripe')
      .set('Authorization', `Bearer ${admin}`)
      .send({ enabled: true, publishable_key: 'pk_test_shop12345', secret_key: 'sk_test_shop12345', webhook_secret: WEBHOOK_SECRET })
      .expect(200);
  });
  afterAll(async () => {
    await restoreSettings(t.dataSource, snapshot);
    await t.dataSource.query(`UPDATE payment_method SET enabled = false, config = '{}' WHERE code = 'stripe'`);
    await t.close();
    await stripe.stop();
  });

  async function stripeOrder() {
    const cartId = (await request(t.http).post('/api/cart/item').send({ stock_id: stockId, quantity: 2 }).expect(200)).body.cart_id;
    const order = await request(t.http)
      .post('/api/order')
      .send({
        cart_id: cartId,
        idempotency_key: unique('card'),
        email: uniqueEmail('card'),
        shipping_address: ADDRESS,
        shipping_method_id: shippingId,
        payment_method: 'stripe',
      })
      .expect(201);
    return order.body as { id: number; number: string; grand_total: number; email: string };
  }

  const event = (type: string, intent: object, id = `evt_${unique('e')}`) =>
    JSON.stringify({ id, object: 'event', type, data: { object: { object: 'payment_intent', ...intent } } });
  const deliver = (payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
    request(t.http).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  const status = async (id: number) => (await t.dataSource.query(`SELECT status FROM sales_order WHERE id = $1`, [id]))[0].status;

  it('makes one PaymentIntent for exactly the grand total in the base currency, with the order number', async () => {
    const order = await stripeOrder();
    const started = await request(t.http).post('/api/order/stripe').send({ order_number: order.number }).expect(200);
    expect(started.body).toEqual({
      client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      publishable_key: 'pk_test_shop12345',
      amount: order.grand_total,
      currency: 'HKD',
      order_number: order.number,
    });
    const seen = stripe.seen.at(-1)!;
    expect(seen.params.get('amount')).toBe(String(order.grand_total));
    expect(seen.params.get('currency')).toBe('hkd');
    expect(seen.params.get('metadata[order_number]')).toBe(order.number);
    expect(seen.idempotencyKey).toBe(`order-${order.number}-${order.grand_total}`);
    expect(seen.authorization).toBe('Bearer sk_test_shop12345');
    const again = await request(t.http).post('/api/order/stripe').send({ order_number: order.number }).expect(200);
    expect(again.body.client_secret).toBe(started.body.client_secret);
    expect(Number((await t.dataSource.query(`SELECT count(*) FROM payment WHERE order_id = $1`, [order.id]))[0].count)).toBe(1);
    expect((await request(t.http).post('/api/order/stripe').send({ order_number: 'nope' }).expect(409)).body.messages).toEqual([
      'This order cannot be paid by card now',
    ]);
  });

  it('moves the order to paid once on a signed succeeded event, and ignores the same event replayed', async () => {
    const order = await stripeOrder();
    const paid = event('payment_intent.succeeded', {
      id: 'pi_x',
      amount: order.grand_total,
      currency: 'hkd',
      status: 'succeeded',
      metadata: { order_number: order.number },
    });
    expect((await deliver(paid).expect(200)).body).toEqual({ received: true });
    expect(await status(order.id)).toBe('paid');
    await deliver(paid).expect(200);
    const history = await t.dataSource.query(`SELECT from_status, to_status, actor FROM sales_order_history WHERE order_id = $1 ORDER BY id`, [order.id]);
    expect(history).toEqual([
      { from_status: null, to_status: 'pending', actor: `Guest ${order.email}` },
      { from_status: 'pending', to_status: 'paid', actor: 'Stripe' },
    ]);
    const mails = await t.dataSource.query(`SELECT subject FROM mail_message WHERE to_address = $1 AND template = 'order_status'`, [order.email]);
    expect(mails).toHaveLength(1);
  });

  it('refuses forged, unsigned and stale events, changing nothing', async () => {
    const order = await stripeOrder();
    const payload = event('payment_intent.succeeded', {
      id: 'pi_y',
      amount: order.grand_total,
      currency: 'hkd',
      status: 'succeeded',
      metadata: { order_number: order.number },
    });
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged).expect(400)).body.messages).toEqual([SIGNATURE]);
    await request(t.http).post('/api/stripe/webhook').set('Content-Type', 'application/json').send(payload).expect(400);
    const stale = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(payload, stale).expect(400)).body.messages).toEqual([SIGNATURE]);
    const tampered = payload.replace(String(order.grand_total), '1');
    await deliver(tampered, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })).expect(400);
    expect(await status(order.id)).toBe('pending');
  });

  it('sends a payment of the wrong amount to review, keeps a declined card pending and rejects a canceled intent', async () => {
    const short = await stripeOrder();
    await deliver(
      event('payment_intent.succeeded', { id: 'pi_a', amount: 100, currency: 'hkd', status: 'succeeded', metadata: { order_number: short.number } }),
    ).expect(200);
    expect(await status(short.id)).toBe('payment_review');

    const declined = await stripeOrder();
    await deliver(
      event('payment_intent.payment_failed', {
        id: 'pi_b',
        amount: declined.grand_total,
        currency: 'hkd',
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
        metadata: { order_number: declined.number },
      }),
    ).expect(200);
    expect(await status(declined.id)).toBe('pending');
    const [note] = await t.dataSource.query(`SELECT comment FROM sales_order_history WHERE order_id = $1 ORDER BY id DESC LIMIT 1`, [declined.id]);
    expect(note.comment).toBe('Card payment failed: Your card was declined.');
    const reserved = async () => (await t.dataSource.query(`SELECT reserved FROM inventory WHERE stock_id = $1`, [stockId]))[0].reserved;
    const before = await reserved();
    await deliver(
      event('payment_intent.canceled', {
        id: 'pi_b',
        amount: declined.grand_total,
        currency: 'hkd',
        status: 'canceled',
        metadata: { order_number: declined.number },
      }),
    ).expect(200);
    expect(await status(declined.id)).toBe('payment_reject');
    // A rejected payment gives the order's reservation back.
    expect(await reserved()).toBe(before - 2);
  });
});
