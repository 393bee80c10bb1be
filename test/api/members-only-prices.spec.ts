import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { createMenuItem, createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { createCustomer, customerToken, PASSWORD, superAdmin, unique } from '../helpers/factories';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';
import { SessionService } from '../../server/src/modules/auth';
import { ShopperPrincipals } from '../../server/src/modules/customer';

/**
 * A members-only shop (member_only "1") shows prices to signed-in shoppers only (spec §4): a guest's
 * product page, listing and search carry prices_hidden and no price anywhere, and cannot find prices
 * by filtering on them; a member's carry them. Both are served by the fast path, which takes the
 * member from ShopperPrincipals (the token verified, its session checked once and kept until it
 * ends); a cached answer serves both.
 */
describe.each([
  ['without the catalogue cache', {}],
  ['with the catalogue cache', { CATALOG_CACHE_MS: '60000' }],
])('prices in a members-only shop (%s)', (_label, env) => {
  let t: TestApp;
  let snapshot: Settings;
  let member: string;
  let category: { id: number; url: string };
  let product: { url: string; stocks: { id: number }[] };
  const word = unique('teapot').replace('-', '');

  beforeAll(async () => {
    t = await startTestApp(env);
    snapshot = await readSettings(t.dataSource);
    const admin = (await superAdmin(t)).token;
    const warehouse = await createWarehouse(t.dataSource);
    category = await createMenuItem(t.dataSource, { en_us: 'Tea ware' });
    const size = await createOptionAttribute(t.dataSource, { en_us: 'Size' }, [{ en_us: 'Small' }, { en_us: 'Large' }]);
    product = await createProduct(t, admin, {
      name: `Clay ${word}`,
      categories: [category.id],
      stocks: [
        { price: 12900, special_price: 9900, option_ids: [size.options[0]], inventories: [{ warehouse_id: warehouse.id, quantity: 4 }] },
        { price: 15900, option_ids: [size.options[1]], inventories: [{ warehouse_id: warehouse.id, quantity: 2 }] },
      ],
    });
    member = await customerToken(t, await createCustomer(t.dataSource));
  });
  afterEach(() => writeSettings(t.dataSource, { member_only: '0' }));
  afterAll(async () => {
    await restoreSettings(t.dataSource, snapshot);
    await t.close();
  });

  const post = (path: string, body: object, token?: string) => {
    const req = request(t.http).post(path);
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body).expect(200);
  };
  const detail = (token?: string) => post('/api/product', { url: product.url }, token);
  const listing = (body: object = {}, token?: string) => post('/api/category', { url: category.url, ...body }, token);
  const search = (token?: string) => post('/api/product/search', { keyword: word }, token);

  it('shows every price to everyone while member_only is "0"', async () => {
    const [guest, signedIn] = [await detail(), await detail(member)];
    for (const res of [guest, signedIn]) {
      expect(res.body).toMatchObject({ prices_hidden: false, price: 9900, max_price: 15900 });
      expect(
        res.body.stocks.map((s: { price: number; special_price: number | null; final_price: number }) => [s.price, s.special_price, s.final_price]),
      ).toEqual([
        [12900, 9900, 9900],
        [15900, null, 15900],
      ]);
    }
    expect((await listing()).body).toMatchObject({
      prices_hidden: false,
      products: [{ price: 9900, regular_price: 12900 }],
      filters: { price: { min: 9900, max: 9900 } },
    });
    expect((await search()).body).toMatchObject({ prices_hidden: false, products: [{ price: 9900 }] });
  });

  it('hides every price of the product page from a guest and shows them to a member', async () => {
    await writeSettings(t.dataSource, { member_only: '1' });
    // The member first, so that with the cache on the guest is answered from the member's kept answer.
    const signedIn = await detail(member);
    expect(signedIn.body).toMatchObject({ prices_hidden: false, price: 9900, max_price: 15900 });
    expect(signedIn.body.stocks[0]).toMatchObject({ price: 12900, special_price: 9900, final_price: 9900 });

    const guest = await detail();
    expect(guest.body).toMatchObject({ prices_hidden: true, price: null, max_price: null, in_stock: true, name: `Clay ${word}` });
    expect(guest.body.stocks).toEqual([
      expect.objectContaining({ id: product.stocks[0].id, price: null, special_price: null, final_price: null, available_inventories: 4, in_stock: true }),
      expect.objectContaining({ id: product.stocks[1].id, price: null, special_price: null, final_price: null, available_inventories: 2, in_stock: true }),
    ]);
    // Nothing in the answer carries an amount.
    expect(JSON.stringify(guest.body)).not.toMatch(/9900|12900|15900/);

    // A token that is not valid is read as no token: a guest.
    expect((await detail('not-a-token')).body).toMatchObject({ prices_hidden: true, price: null });
    // And the member still sees them after the guest (the kept answer was not changed).
    expect((await detail(member)).body).toMatchObject({ prices_hidden: false, price: 9900 });
  });

  it("hides the prices of listings and searches from a guest, and ignores a guest's price filter", async () => {
    await writeSettings(t.dataSource, { member_only: '1' });
    const guest = await listing();
    expect(guest.body).toMatchObject({
      prices_hidden: true,
      total: 1,
      products: [{ url: product.url, price: null, regular_price: null }],
      filters: { price: { min: null, max: null } },
    });
    expect(JSON.stringify(guest.body.products)).not.toMatch(/9900|12900/);
    // A price range that leaves the product out for a member: the guest learns nothing from it.
    expect((await listing({ price_max: 5000 })).body).toMatchObject({ total: 1, prices_hidden: true });
    expect((await listing({ price_max: 5000 }, member)).body).toMatchObject({ total: 0, prices_hidden: false });
    expect((await listing({}, member)).body).toMatchObject({
      prices_hidden: false,
      products: [{ price: 9900, regular_price: 12900 }],
      filters: { price: { min: 9900, max: 9900 } },
    });

    expect((await search()).body).toMatchObject({
      keyword: word,
      total: 1,
      prices_hidden: true,
      products: [{ url: product.url, price: null, regular_price: null }],
    });
    expect((await search(member)).body).toMatchObject({ prices_hidden: false, products: [{ price: 9900, regular_price: 12900 }] });
  });

  it("serves a member's reads on the fast path with one check of the session, and a logout ends them at once", async () => {
    await writeSettings(t.dataSource, { member_only: '1' });
    const customer = await createCustomer(t.dataSource);
    const token = await customerToken(t, customer);
    const shoppers = t.app.get(ShopperPrincipals);
    const asked = jest.spyOn(shoppers, 'of');
    const sessionReads = jest.spyOn(t.app.get(SessionService), 'find');
    try {
      for (let i = 0; i < 3; i += 1) expect((await detail(token)).body).toMatchObject({ prices_hidden: false, price: 9900 });
      expect((await listing({}, token)).body).toMatchObject({ prices_hidden: false });
      expect(asked).toHaveBeenCalledTimes(4);
      // The session was read once: the next reads took the kept check.
      expect(sessionReads).toHaveBeenCalledTimes(1);

      await request(t.http).post('/api/logout').set('Authorization', `Bearer ${token}`).expect(200);
      expect((await detail(token)).body).toMatchObject({ prices_hidden: true, price: null });

      // A new password ends every other session of the account, kept ones too; the one that changed it goes on.
      const other = await createCustomer(t.dataSource);
      const [kept, changing] = [await customerToken(t, other), await customerToken(t, other)];
      expect((await detail(kept)).body).toMatchObject({ prices_hidden: false });
      await request(t.http)
        .put('/api/profile')
        .set('Authorization', `Bearer ${changing}`)
        .send({ password: 'Brand-new-pass-2026', password_confirmation: 'Brand-new-pass-2026', current_password: PASSWORD })
        .expect(200);
      expect((await detail(kept)).body).toMatchObject({ prices_hidden: true, price: null });
      expect((await detail(changing)).body).toMatchObject({ prices_hidden: false, price: 9900 });

      // A token signed with another key, or for the back office, is no shopper.
      const [head, body] = token.split('.');
      expect((await detail(`${head}.${body}.${'A'.repeat(43)}`)).body).toMatchObject({ prices_hidden: true });
    } finally {
      asked.mockRestore();
      sessionReads.mockRestore();
    }
  });
});
