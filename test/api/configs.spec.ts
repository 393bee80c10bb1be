import request from 'supertest';
import { DEFAULT_SETTINGS } from '../../server/src/modules/settings/settings.definitions';
import { startTestApp, TestApp } from '../helpers/app';
import { readSettings, restoreSettings, Settings, writeSettings } from '../helpers/settings';
import { createCustomer, customerToken, superAdmin, unique } from '../helpers/factories';

/** Every test starts from the shop's defaults with a known name. */
const BASELINE: Settings = { ...DEFAULT_SETTINGS, name: { en_us: 'Harbour Goods', zh_hk: '海港好物', zh_cn: '海港好物简' } };

/** A shop where the storefront may sell: no catalogue mode, open to guests, a selling warehouse (made in beforeAll). */
const OPEN_SHOP: Settings = { catalog_mode: '0', member_only: '0', warehouse_enabled: '1', warehouse_id: null };

const CATALOG_MODE = 'The shop is in catalogue mode: purchases are turned off';
const MEMBER_ONLY = 'Please log in to shop: this shop is for members only';
const NO_WAREHOUSE = 'Purchases are not available: no warehouse is selling';
const LANGUAGE_MESSAGE = 'language must be one of en_us, zh_hk, zh_cn';

const LANGUAGE_OPTIONS = {
  en_us: { code: 'en_us', name: { en_us: 'English', zh_hk: '英文', zh_cn: '英文' } },
  zh_hk: { code: 'zh_hk', name: { en_us: 'Traditional Chinese', zh_hk: '繁體中文', zh_cn: '繁体中文' } },
  zh_cn: { code: 'zh_cn', name: { en_us: 'Simplified Chinese', zh_hk: '簡體中文', zh_cn: '简体中文' } },
};

describe('storefront configuration', () => {
  let t: TestApp;
  let snapshot: Settings;

  beforeAll(async () => {
    t = await startTestApp();
    snapshot = await readSettings(t.dataSource);
    const [{ id }] = await t.dataSource.query(`INSERT INTO warehouse (name) VALUES ($1) RETURNING id`, [unique('Selling warehouse')]);
    OPEN_SHOP.warehouse_id = id;
  });
  beforeEach(() => writeSettings(t.dataSource, BASELINE));
  afterEach(() => restoreSettings(t.dataSource, snapshot));
  afterAll(() => t.close());

  const configs = (body: unknown) =>
    request(t.http)
      .post('/api/configs')
      .send(body as object);

  describe('POST /api/configs', () => {
    it('answers exactly the columns asked for, without a login', async () => {
      await writeSettings(t.dataSource, { logo: '/uploads/logo.png', catalog_mode: '1' });
      const res = await configs({ columns: ['logo', 'catalog_mode', 'token_expired_time'] }).expect(200);
      expect(res.body).toEqual({ logo: '/uploads/logo.png', catalog_mode: '1', token_expired_time: 120 });
    });

    it('answers every public setting when all are asked for', async () => {
      // Every public setting the spec names (written out here, not read from the server's definitions).
      const columns =
        'name main_language supported_languages script_header script_footer icon logo banner base_currency supported_currencies choose_template supported_templates facebook_enabled fb_client_id token_expired_time catalog_mode member_only guest_checkout warehouse_id warehouse_enabled'.split(
          ' ',
        );
      const res = await configs({ columns }).expect(200);
      expect(Object.keys(res.body).sort()).toEqual([...columns].sort());
      expect(res.body).toMatchObject({ name: 'Harbour Goods', main_language: 'en_us', base_currency: 'HKD', guest_checkout: '1', warehouse_id: null });
    });

    it('gives the name in the language asked for', async () => {
      expect((await configs({ columns: ['name'], language: 'zh_hk' }).expect(200)).body).toEqual({ name: '海港好物' });
      expect((await configs({ columns: ['name'], language: 'zh_cn' }).expect(200)).body).toEqual({ name: '海港好物简' });
    });

    it('gives the name in the main language without a language', async () => {
      await writeSettings(t.dataSource, { main_language: 'zh_hk' });
      expect((await configs({ columns: ['name'] }).expect(200)).body).toEqual({ name: '海港好物' });
    });

    it('falls back to the main language name for a language without one', async () => {
      await writeSettings(t.dataSource, { name: { en_us: 'English only', zh_hk: '只有繁體' }, main_language: 'zh_hk' });
      expect((await configs({ columns: ['name'], language: 'zh_cn' }).expect(200)).body).toEqual({ name: '只有繁體' });
      expect((await configs({ columns: ['name'], language: 'en_us' }).expect(200)).body).toEqual({ name: 'English only' });
    });

    it('derives the available languages with their names in the three languages', async () => {
      await writeSettings(t.dataSource, { supported_languages: 'zh_hk,en_us' });
      const res = await configs({ columns: ['languages'] }).expect(200);
      expect(res.body).toEqual({ languages: [LANGUAGE_OPTIONS.zh_hk, LANGUAGE_OPTIONS.en_us] });
    });

    it('derives the currencies with their rates and marks', async () => {
      const currencies = [
        { identifier: 'HKD', rate: 1, mark: 'HK$' },
        { identifier: 'EUR', rate: 0.118, mark: '€' },
      ];
      await writeSettings(t.dataSource, { supported_currencies: currencies });
      const res = await configs({ columns: ['currencies', 'base_currency'] }).expect(200);
      expect(res.body).toEqual({ currencies, base_currency: 'HKD' });
    });

    it('shows a change made in the back office at once', async () => {
      const { token } = await superAdmin(t);
      await request(t.http)
        .put('/api/admin/config/site?language=zh_hk')
        .set('Authorization', `Bearer ${token}`)
        .send({ name: '新海港', banner: '/b.jpg' })
        .expect(200);
      expect((await configs({ columns: ['name', 'banner'], language: 'zh_hk' }).expect(200)).body).toEqual({ name: '新海港', banner: '/b.jpg' });
    });

    it('refuses an unknown column and names it', async () => {
      const res = await configs({ columns: ['name', 'x'] }).expect(422);
      expect(res.body).toMatchObject({ messages: ['Unknown config column: x'], errors: { columns: ['Unknown config column: x'] } });
    });

    it('names every unknown column at once', async () => {
      const res = await configs({ columns: ['jwt_secret', 'logo', 'password'] }).expect(422);
      expect(res.body.messages).toEqual(['Unknown config column: jwt_secret, password']);
    });

    it('refuses a request without columns', async () => {
      const res = await configs({ language: 'en_us' }).expect(422);
      expect(res.body).toMatchObject({
        messages: ['columns must be a list of setting names'],
        errors: { columns: ['columns must be a list of setting names'] },
      });
    });

    it('refuses an empty column list', async () => {
      const res = await configs({ columns: [] }).expect(422);
      expect(res.body).toMatchObject({ messages: ['columns must name at least one setting'], errors: { columns: ['columns must name at least one setting'] } });
    });

    it('refuses columns that are not a list', async () => {
      expect((await configs({ columns: 'name,logo' }).expect(422)).body.messages).toEqual(['columns must be a list of setting names']);
      expect((await configs({ columns: { name: true } }).expect(422)).body.messages).toEqual(['columns must be a list of setting names']);
    });

    it('refuses columns that are not names', async () => {
      expect((await configs({ columns: ['name', 5] }).expect(422)).body.messages).toEqual(['columns must be a list of setting names']);
    });

    it('refuses more than 50 columns', async () => {
      const res = await configs({ columns: Array.from({ length: 51 }, () => 'name') }).expect(422);
      expect(res.body.messages).toEqual(['columns must name at most 50 settings']);
    });

    it.each(['en-US', 'EN_US', 'fr_fr', 5])('refuses the language %j', async (language) => {
      const res = await configs({ columns: ['name'], language }).expect(422);
      expect(res.body).toMatchObject({ messages: [LANGUAGE_MESSAGE], errors: { language: [LANGUAGE_MESSAGE] } });
    });
  });

  describe('POST /api/check', () => {
    const check = (body: object, token?: string) => {
      const req = request(t.http).post('/api/check');
      if (token) req.set('Authorization', `Bearer ${token}`);
      return req.send(body);
    };

    it('lets a guest check out when the shop is open and a warehouse sells', async () => {
      await writeSettings(t.dataSource, OPEN_SHOP);
      const res = await check({ key: '/checkout', type: 'checkout' }).expect(200);
      expect(res.body).toEqual({ passed: true });
    });

    it('passes without a key', async () => {
      await writeSettings(t.dataSource, OPEN_SHOP);
      expect((await check({ type: 'checkout' }).expect(200)).body).toEqual({ passed: true });
    });

    it('stops purchases in catalogue mode', async () => {
      await writeSettings(t.dataSource, { ...OPEN_SHOP, catalog_mode: '1' });
      const res = await check({ key: '/checkout', type: 'checkout' }).expect(403);
      expect(res.body).toMatchObject({ messages: [CATALOG_MODE] });
    });

    it('stops purchases in catalogue mode even for a signed-in shopper', async () => {
      await writeSettings(t.dataSource, { ...OPEN_SHOP, catalog_mode: '1' });
      const token = await customerToken(t, await createCustomer(t.dataSource));
      expect((await check({ type: 'checkout' }, token).expect(403)).body).toMatchObject({ messages: [CATALOG_MODE] });
    });

    it('asks a guest to log in when the shop is for members only', async () => {
      await writeSettings(t.dataSource, { ...OPEN_SHOP, member_only: '1' });
      const res = await check({ key: '/checkout', type: 'checkout' }).expect(403);
      expect(res.body).toMatchObject({ messages: [MEMBER_ONLY] });
    });

    it('lets a signed-in shopper check out when the shop is for members only', async () => {
      await writeSettings(t.dataSource, { ...OPEN_SHOP, member_only: '1' });
      const token = await customerToken(t, await createCustomer(t.dataSource));
      expect((await check({ key: '/checkout', type: 'checkout' }, token).expect(200)).body).toEqual({ passed: true });
    });

    it('treats a shopper who has logged out as a guest', async () => {
      await writeSettings(t.dataSource, { ...OPEN_SHOP, member_only: '1' });
      const token = await customerToken(t, await createCustomer(t.dataSource));
      await request(t.http).post('/api/logout').set('Authorization', `Bearer ${token}`).expect(200);
      expect((await check({ type: 'checkout' }, token).expect(403)).body).toMatchObject({ messages: [MEMBER_ONLY] });
    });

    it('does not take an admin token for a shopper login', async () => {
      await writeSettings(t.dataSource, { ...OPEN_SHOP, member_only: '1' });
      const { token } = await superAdmin(t);
      expect((await check({ type: 'checkout' }, token).expect(403)).body).toMatchObject({ messages: [MEMBER_ONLY] });
    });

    it('stops purchases when no warehouse is chosen', async () => {
      await writeSettings(t.dataSource, { ...OPEN_SHOP, warehouse_id: null });
      expect((await check({ type: 'checkout' }).expect(403)).body).toMatchObject({ messages: [NO_WAREHOUSE] });
    });

    it('stops purchases when warehouses are turned off', async () => {
      await writeSettings(t.dataSource, { ...OPEN_SHOP, warehouse_enabled: '0' });
      expect((await check({ type: 'checkout' }).expect(403)).body).toMatchObject({ messages: [NO_WAREHOUSE] });
    });

    it('lists every reason together', async () => {
      await writeSettings(t.dataSource, { catalog_mode: '1', member_only: '1', warehouse_enabled: '0', warehouse_id: null });
      expect((await check({ type: 'checkout' }).expect(403)).body).toMatchObject({ messages: [CATALOG_MODE, MEMBER_ONLY, NO_WAREHOUSE] });
    });

    it('follows a change made in the back office at once', async () => {
      await writeSettings(t.dataSource, OPEN_SHOP);
      const { token } = await superAdmin(t);
      await check({ type: 'checkout' }).expect(200);
      await request(t.http).put('/api/admin/config/shop').set('Authorization', `Bearer ${token}`).send({ catalog_mode: '1' }).expect(200);
      expect((await check({ type: 'checkout' }).expect(403)).body).toMatchObject({ messages: [CATALOG_MODE] });
    });

    it('refuses an unknown check type', async () => {
      await writeSettings(t.dataSource, OPEN_SHOP);
      const res = await check({ key: '/checkout', type: 'payment' }).expect(422);
      expect(res.body).toMatchObject({ messages: ['type must be one of checkout, page'], errors: { type: ['type must be one of checkout, page'] } });
    });

    it('refuses a check without a type', async () => {
      expect((await check({ key: '/checkout' }).expect(422)).body.messages).toEqual(['type must be one of checkout, page']);
    });

    it('refuses a key that is too long or not text', async () => {
      await writeSettings(t.dataSource, OPEN_SHOP);
      expect((await check({ key: 'x'.repeat(301), type: 'checkout' }).expect(422)).body.messages).toEqual(['key must be at most 300 characters long']);
      expect((await check({ key: 42, type: 'checkout' }).expect(422)).body.messages).toEqual(['key must be text']);
    });
  });
});
