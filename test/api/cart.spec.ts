import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { createCustomer, customerToken, superAdmin } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';

const CHOOSE = 'You need to choose one of the options for your item';
const MAXIMUM = 'The maximum quantity that can be purchased has been reached';
const QUANTITY = 'Quantity must be a whole number of at least 1';
const NOT_FOUND = 'Your cart could not be found. Please reload the page.';
const NOT_IN_CART = 'This item is not in your cart';
const UNAVAILABLE = 'This item is not available';

describe('cart (POST/PUT/DELETE /api/cart, /api/cart/item)', () => {
  let t: TestApp;
  let admin: string;
  let snapshot: Settings;
  let selling: { id: number };
  let colour: { id: number; options: number[] };

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await superAdmin(t)).token;
    snapshot = await readSettings(t.dataSource);
    selling = await createWarehouse(t.dataSource, { name: 'Kowloon Bay' });
    colour = await createOptionAttribute(t.dataSource, { en_us: 'Colour', zh_hk: '顏色' }, [
      { en_us: 'Red', zh_hk: '紅色' },
      { en_us: 'Blue', zh_hk: '藍色' },
    ]);
  });
  beforeEach(() => writeSettings(t.dataSource, { catalog_mode: '0', member_only: '0', warehouse_enabled: '1', warehouse_id: selling.id }));
  afterAll(async () => {
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  const cart = (body: object, token?: string) => auth(request(t.http).post('/api/cart'), token).send(body);
  const add = (body: object, token?: string) => auth(request(t.http).post('/api/cart/item'), token).send(body);
  const update = (body: object, token?: string) => auth(request(t.http).put('/api/cart/item'), token).send(body);
  const remove = (body: object, token?: string) => auth(request(t.http).delete('/api/cart/item'), token).send(body);
  const auth = (req: request.Test, token?: string) => (token ? req.set('Authorization', `Bearer ${token}`) : req);

  /** A product (Red: `red` units in the selling warehouse, Blue: 2) with names in English and Chinese. */
  async function lamp(red = 5, fields: { special?: number | null; otherWarehouse?: number } = {}) {
    const other = await createWarehouse(t.dataSource);
    const product = await createProduct(t, admin, {
      name: 'Desk lamp',
      stocks: [
        {
          price: 12900,
          special_price: fields.special ?? null,
          option_ids: [colour.options[0]],
          inventories: [
            { warehouse_id: selling.id, quantity: red },
            ...(fields.otherWarehouse ? [{ warehouse_id: other.id, quantity: fields.otherWarehouse }] : []),
          ],
        },
        { price: 8000, option_ids: [colour.options[1]], inventories: [{ warehouse_id: selling.id, quantity: 2 }] },
      ],
    });
    await t.dataSource.query(`INSERT INTO product_translation (product_id, language, name, description) VALUES ($1, 'zh_hk', '書枱燈', '')`, [product.id]);
    return { product, red: product.stocks[0].id as number, blue: product.stocks[1].id as number, other };
  }

  const lines = async (cartId: string) =>
    t.dataSource.query<{ stock_id: number; quantity: number }[]>(`SELECT stock_id, quantity FROM cart_item WHERE cart_id = $1 ORDER BY id`, [cartId]);

  describe('POST /api/cart', () => {
    it('makes a cart with a random id and fetches it again by that id', async () => {
      const made = await cart({ language: 'en_us' }).expect(200);
      expect(made.body).toEqual({
        cart_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        items: [],
        item_count: 0,
        currency: 'HKD',
        totals: { subtotal: 0, discount_total: 0, shipping_total: 0, grand_total: 0, adjustments: [] },
        promotions: [],
        changes: [],
      });
      const again = await cart({ language: 'en_us', cart_id: made.body.cart_id }).expect(200);
      expect(again.body.cart_id).toBe(made.body.cart_id);
      const other = await cart({ language: 'en_us' }).expect(200);
      expect(other.body.cart_id).not.toBe(made.body.cart_id);
    });

    it('answers a new cart for an id no cart has, and refuses a text that is no cart id', async () => {
      const res = await cart({ cart_id: '6f1c1a8e-3c55-4a53-9d53-7a7b1f0f0c11' }).expect(200);
      expect(res.body.cart_id).not.toBe('6f1c1a8e-3c55-4a53-9d53-7a7b1f0f0c11');
      const bad = await cart({ cart_id: "1' OR '1'='1" }).expect(422);
      expect(bad.body.messages).toEqual(['cart_id must be a cart id']);
    });

    it('refuses while the shop is in catalogue mode, members only for a guest, or without a selling warehouse', async () => {
      await writeSettings(t.dataSource, { catalog_mode: '1' });
      expect((await cart({}).expect(403)).body.messages).toEqual(['The shop is in catalogue mode: purchases are turned off']);
      await writeSettings(t.dataSource, { catalog_mode: '0', member_only: '1' });
      expect((await cart({}).expect(403)).body.messages).toEqual(['Please log in to shop: this shop is for members only']);
      const member = await customerToken(t, await createCustomer(t.dataSource));
      await cart({}, member).expect(200);
      await writeSettings(t.dataSource, { member_only: '0', warehouse_enabled: '0' });
      expect((await add({ stock_id: 1, quantity: 1 }).expect(403)).body.messages).toEqual(['Purchases are not available: no warehouse is selling']);
    });
  });

  describe('POST /api/cart/item', () => {
    it('adds a stock and answers every line with what the cart draws it with, in the asked language', async () => {
      const { product, red } = await lamp(5, { special: 9900 });
      const res = await add({ language: 'zh_hk', stock_id: red, quantity: 2 }).expect(200);
      expect(res.body.items).toEqual([
        {
          item_id: res.body.item_id,
          stock_id: red,
          product_id: product.id,
          url: product.url,
          name: '書枱燈',
          sku: product.stocks[0].sku,
          options: [{ attribute: '顏色', value: '紅色' }],
          image: null,
          price: 12900,
          special_price: 9900,
          unit_price: 9900,
          quantity: 2,
          line_total: 19800,
          available_inventories: 5,
          purchasable: true,
          notice: null,
        },
      ]);
      expect(res.body).toMatchObject({ item_count: 2, totals: { subtotal: 19800, grand_total: 19800 } });
      expect(await lines(res.body.cart_id)).toEqual([{ stock_id: red, quantity: 2 }]);
      const english = await cart({ language: 'en_us', cart_id: res.body.cart_id }).expect(200);
      expect(english.body.items[0]).toMatchObject({ name: 'Desk lamp', options: [{ attribute: 'Colour', value: 'Red' }] });
    });

    it('adds to the line a stock already has, up to what is available over the enabled warehouses and no further', async () => {
      const { red, other } = await lamp(3, { otherWarehouse: 2 });
      const first = await add({ stock_id: red, quantity: 4 }).expect(200);
      const cartId = first.body.cart_id;
      const more = await add({ cart_id: cartId, stock_id: red, quantity: 1 }).expect(200);
      expect(more.body.item_id).toBe(first.body.item_id);
      expect(more.body.items[0]).toMatchObject({ quantity: 5, available_inventories: 5 });
      const refused = await add({ cart_id: cartId, stock_id: red, quantity: 1 }).expect(422);
      expect(refused.body.messages).toEqual([MAXIMUM]);
      expect(refused.body.errors).toEqual({ quantity: [MAXIMUM] });
      expect(await lines(cartId)).toEqual([{ stock_id: red, quantity: 5 }]);
      // A disabled warehouse sells nothing: the line is now over what is available and says so.
      await t.dataSource.query(`UPDATE warehouse SET enabled = false WHERE id = $1`, [other.id]);
      const after = await cart({ cart_id: cartId }).expect(200);
      expect(after.body.items[0]).toMatchObject({
        available_inventories: 3,
        purchasable: false,
        notice: { code: 'cart.over_available', message: 'Only 3 left', params: { available: 3 } },
      });
    });

    it('needs a chosen stock and a whole quantity of at least 1', async () => {
      const { red } = await lamp();
      expect((await add({ quantity: 1 }).expect(422)).body.messages).toEqual([CHOOSE]);
      expect((await add({ stock_id: null, quantity: 1 }).expect(422)).body.messages).toEqual([CHOOSE]);
      for (const quantity of [0, -1, 1.5, 'two', null]) {
        expect((await add({ stock_id: red, quantity }).expect(422)).body.messages).toEqual([QUANTITY]);
      }
      expect((await add({ stock_id: red, quantity: 100000 }).expect(422)).body.messages).toEqual(['Quantity can be at most 9999']);
      expect(Number((await t.dataSource.query(`SELECT count(*) FROM cart_item WHERE stock_id = $1`, [red]))[0].count)).toBe(0);
    });

    it('refuses a hidden stock, a hidden product and a stock that does not exist', async () => {
      const { product, red, blue } = await lamp();
      await t.dataSource.query(`UPDATE stock SET visibled = false WHERE id = $1`, [blue]);
      expect((await add({ stock_id: blue, quantity: 1 }).expect(422)).body.errors).toEqual({ stock_id: [UNAVAILABLE] });
      await add({ stock_id: 2147483000, quantity: 1 }).expect(422);
      const held = await add({ stock_id: red, quantity: 1 }).expect(200);
      await t.dataSource.query(`UPDATE product SET visibled = false WHERE id = $1`, [product.id]);
      expect((await add({ stock_id: red, quantity: 1 }).expect(422)).body.messages).toEqual([UNAVAILABLE]);
      // The line already held stays in the cart, not counted, saying why.
      const res = await cart({ cart_id: held.body.cart_id }).expect(200);
      expect(res.body.items[0]).toMatchObject({ purchasable: false, notice: { code: 'cart.unavailable' } });
      expect(res.body.totals.subtotal).toBe(0);
    });

    it('lets concurrent adds to one cart pass the availability rule only as far as it goes', async () => {
      const { red } = await lamp(5);
      const cartId = (await cart({}).expect(200)).body.cart_id;
      const answers = await Promise.all(Array.from({ length: 12 }, () => add({ cart_id: cartId, stock_id: red, quantity: 1 })));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(5);
      expect(answers.filter((r) => r.status === 422).every((r) => r.body.messages[0] === MAXIMUM)).toBe(true);
      expect(await lines(cartId)).toEqual([{ stock_id: red, quantity: 5 }]);
    });

    it('never lets adds and quantity changes at once leave a line above what is available', async () => {
      const { red } = await lamp(5);
      for (let round = 0; round < 5; round += 1) {
        const made = await add({ stock_id: red, quantity: 2 }).expect(200);
        const [cartId, itemId] = [made.body.cart_id, made.body.items[0].item_id];
        const answers = await Promise.all([
          update({ cart_id: cartId, item_id: itemId, quantity: 5 }),
          add({ cart_id: cartId, stock_id: red, quantity: 3 }),
          add({ cart_id: cartId, stock_id: red, quantity: 1 }),
          update({ cart_id: cartId, item_id: itemId, quantity: 4 }),
        ]);
        expect(answers.map((r) => r.status).every((status) => status === 200 || status === 422)).toBe(true);
        const [line] = await lines(cartId);
        expect(line.quantity).toBeLessThanOrEqual(5);
        // Every answer shows the line as it was when that request was done: never above what is available.
        for (const r of answers.filter((a) => a.status === 200)) expect(r.body.items[0].quantity).toBeLessThanOrEqual(5);
      }
    });
  });

  describe('PUT and DELETE /api/cart/item', () => {
    it('sets a quantity within what is available, lowers freely and removes a line', async () => {
      const { red, blue } = await lamp(4);
      const cartId = (await add({ stock_id: red, quantity: 1 }).expect(200)).body.cart_id;
      const withBlue = await add({ cart_id: cartId, stock_id: blue, quantity: 1 }).expect(200);
      const [redLine, blueLine] = withBlue.body.items;
      const raised = await update({ cart_id: cartId, item_id: redLine.item_id, quantity: 4 }).expect(200);
      expect(raised.body).toMatchObject({ item_count: 5, totals: { subtotal: 4 * 12900 + 8000 } });
      expect((await update({ cart_id: cartId, item_id: redLine.item_id, quantity: 5 }).expect(422)).body.messages).toEqual([MAXIMUM]);
      expect((await update({ cart_id: cartId, item_id: redLine.item_id, quantity: 0 }).expect(422)).body.messages).toEqual([QUANTITY]);
      await update({ cart_id: cartId, item_id: redLine.item_id, quantity: 2 }).expect(200);
      const removed = await remove({ cart_id: cartId, item_id: blueLine.item_id }).expect(200);
      expect(removed.body.items.map((i: { stock_id: number }) => i.stock_id)).toEqual([red]);
      expect(await lines(cartId)).toEqual([{ stock_id: red, quantity: 2 }]);
      expect((await remove({ cart_id: cartId, item_id: blueLine.item_id }).expect(404)).body.messages).toEqual([NOT_IN_CART]);
    });

    it('never touches a line of another cart, and answers 404 for a cart that is not there', async () => {
      const { red } = await lamp(5);
      const mine = (await cart({}).expect(200)).body.cart_id;
      const theirs = await add({ stock_id: red, quantity: 2 }).expect(200);
      const theirItem = theirs.body.item_id;
      expect((await update({ cart_id: mine, item_id: theirItem, quantity: 1 }).expect(404)).body.messages).toEqual([NOT_IN_CART]);
      await remove({ cart_id: mine, item_id: theirItem }).expect(404);
      expect((await update({ cart_id: '6f1c1a8e-3c55-4a53-9d53-7a7b1f0f0c11', item_id: theirItem, quantity: 1 }).expect(404)).body.messages).toEqual([
        NOT_FOUND,
      ]);
      expect((await update({ item_id: theirItem, quantity: 1 }).expect(422)).body.messages).toEqual(['cart_id must be a cart id']);
      expect(await lines(theirs.body.cart_id)).toEqual([{ stock_id: red, quantity: 2 }]);
    });
  });

  describe("a member's cart", () => {
    it('is bound to the member: its id without the session reads and changes nothing', async () => {
      const { red } = await lamp(5);
      const token = await customerToken(t, await createCustomer(t.dataSource));
      const own = await add({ stock_id: red, quantity: 2 }, token).expect(200);
      expect((await cart({}, token).expect(200)).body.cart_id).toBe(own.body.cart_id);
      const stranger = await cart({ cart_id: own.body.cart_id }).expect(200);
      expect(stranger.body.cart_id).not.toBe(own.body.cart_id);
      expect(stranger.body.items).toEqual([]);
      await update({ cart_id: own.body.cart_id, item_id: own.body.item_id, quantity: 1 }).expect(404);
      await add({ cart_id: own.body.cart_id, stock_id: red, quantity: 1 }).expect(404);
      const other = await customerToken(t, await createCustomer(t.dataSource));
      await remove({ cart_id: own.body.cart_id, item_id: own.body.item_id }, other).expect(404);
      expect(await lines(own.body.cart_id)).toEqual([{ stock_id: red, quantity: 2 }]);
    });

    it('takes in a guest cart at login, capped by what is available, saying which lines changed and why', async () => {
      const { red, blue } = await lamp(5);
      const sold = await lamp(1);
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      await add({ stock_id: red, quantity: 4 }, token).expect(200);
      const guest = (await add({ stock_id: red, quantity: 3 }).expect(200)).body.cart_id;
      await add({ cart_id: guest, stock_id: blue, quantity: 2 }).expect(200);
      await add({ cart_id: guest, stock_id: sold.red, quantity: 1 }).expect(200);
      await t.dataSource.query(`UPDATE inventory SET quantity = 0 WHERE stock_id = $1`, [sold.red]);

      const merged = await cart({ language: 'en_us', cart_id: guest }, token).expect(200);
      expect(merged.body.cart_id).not.toBe(guest);
      expect(merged.body.items.map((i: { stock_id: number; quantity: number }) => [i.stock_id, i.quantity])).toEqual([
        [red, 5],
        [blue, 2],
      ]);
      expect(merged.body.changes).toEqual([
        {
          stock_id: red,
          name: 'Desk lamp',
          requested: 7,
          quantity: 5,
          reason: { code: 'cart.only_left', message: 'Only 5 left: the quantity was lowered to 5', params: { available: 5, quantity: 5 } },
        },
        {
          stock_id: sold.red,
          name: 'Desk lamp',
          requested: 1,
          quantity: 0,
          reason: { code: 'cart.removed_unavailable', message: 'Desk lamp is no longer available and was removed', params: { name: 'Desk lamp' } },
        },
      ]);
      expect(await t.dataSource.query(`SELECT id FROM cart WHERE id = $1`, [guest])).toEqual([]);
      // Loading again changes nothing more.
      expect((await cart({ cart_id: guest }, token).expect(200)).body.changes).toEqual([]);
    });
  });
});
