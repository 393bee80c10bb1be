import { createHmac, randomInt } from 'node:crypto';
import request from 'supertest';
import { Customer } from '../../server/src/modules/customer/customer.entity';
import { startTestApp, TestApp } from '../helpers/app';
import { FacebookGraphStandIn, GraphUser } from '../helpers/facebook-graph';
import { createCustomer, PASSWORD, unique, uniqueEmail } from '../helpers/factories';

const APP_ID = '770012345678901';
const OTHER_APP_ID = '990000000000001';
const APP_SECRET = 'facebook-app-secret-for-tests';
const TOKEN_BODY = { token: expect.any(String), token_type: 'Bearer', expires_in: expect.any(Number), expired_at: expect.any(String) };

/** A Facebook user with a fresh numeric id and email. */
const facebookUser = (fields: Partial<GraphUser> = {}): GraphUser => ({
  id: `${Date.now()}${randomInt(100000, 999999)}`,
  email: uniqueEmail('fb'),
  first_name: 'Wing',
  last_name: 'Lee',
  name: 'Wing Lee',
  ...fields,
});

describe('Facebook login', () => {
  let graph: FacebookGraphStandIn;
  let t: TestApp;
  let saved: { key: string; value: unknown }[];

  const setSettings = async (values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) {
      await t.dataSource.query(`UPDATE setting SET value = $2::jsonb WHERE key = $1`, [key, JSON.stringify(value)]);
    }
  };

  beforeAll(async () => {
    graph = await new FacebookGraphStandIn().start();
    t = await startTestApp({ FACEBOOK_GRAPH_URL: graph.url });
    saved = await t.dataSource.query(`SELECT key, value FROM setting WHERE key IN ('facebook_enabled', 'fb_client_id')`);
    expect(saved).toHaveLength(2);
  });
  beforeEach(() => setSettings({ facebook_enabled: '1', fb_client_id: APP_ID }));
  afterEach(async () => {
    for (const { key, value } of saved) await t.dataSource.query(`UPDATE setting SET value = $2::jsonb WHERE key = $1`, [key, JSON.stringify(value)]);
  });
  afterAll(async () => {
    await t.close();
    await graph.stop();
  });

  /** A Facebook access token the stand-in knows, for a user of our app unless told otherwise. */
  const grant = (user: GraphUser = facebookUser(), appId = APP_ID) => {
    const token = unique('EAAG');
    graph.grant(token, user, appId);
    return { token, user };
  };
  const fbRegister = (app: TestApp, accessToken: unknown) => request(app.http).post('/api/facebook/register').send({ access_token: accessToken });
  const fbLogin = (app: TestApp, accessToken: unknown) => request(app.http).post('/api/facebook/login').send({ access_token: accessToken });
  const profile = (app: TestApp, token: string) => request(app.http).get('/api/profile').set('Authorization', `Bearer ${token}`);

  describe('POST /api/facebook/register', () => {
    it('creates a shopper linked to the Facebook user and answers a token', async () => {
      const { token, user } = grant(facebookUser({ email: uniqueEmail('fb').toUpperCase() }));
      const res = await fbRegister(t, token).expect(200);
      expect(res.body).toEqual(TOKEN_BODY);

      const customer = await t.dataSource.manager
        .createQueryBuilder(Customer, 'c')
        .addSelect('c.passwordHash')
        .where('c.facebookId = :id', { id: user.id })
        .getOneOrFail();
      expect(customer).toMatchObject({
        email: user.email!.toLowerCase(),
        firstName: 'Wing',
        lastName: 'Lee',
        language: 'en_us',
        enabled: true,
        passwordHash: null,
      });
      const me = await profile(t, res.body.token).expect(200);
      expect(me.body).toMatchObject({ id: customer.id, email: customer.email, facebook_linked: true });
    });

    it('signs in the shopper it made before instead of making another', async () => {
      const { token, user } = grant();
      const first = await fbRegister(t, token).expect(200);
      const second = await fbRegister(t, token).expect(200);
      expect(second.body.token).not.toBe(first.body.token);
      expect(await t.dataSource.manager.count(Customer, { where: { facebookId: user.id } })).toBe(1);
    });

    it('answers both of two simultaneous registrations of one Facebook user with one account', async () => {
      const { token, user } = grant();
      const answers = await Promise.all([fbRegister(t, token), fbRegister(t, token)]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect(await t.dataSource.manager.count(Customer, { where: { facebookId: user.id } })).toBe(1);
    });

    it('splits the full name when Facebook gives no first and last name', async () => {
      const { token, user } = grant(facebookUser({ first_name: undefined, last_name: undefined, name: 'Chan Tai Man' }));
      await fbRegister(t, token).expect(200);
      expect(await t.dataSource.manager.findOneByOrFail(Customer, { facebookId: user.id })).toMatchObject({ firstName: 'Chan', lastName: 'Tai Man' });
    });

    it('answers 409 when the Facebook email belongs to an account with a password', async () => {
      const existing = await createCustomer(t.dataSource);
      const { token, user } = grant(facebookUser({ email: existing.email }));
      const res = await fbRegister(t, token).expect(409);
      expect(res.body).toMatchObject({
        messages: ['This email is already registered: log in with your password'],
        errors: { email: ['This email is already registered'] },
      });
      expect(await t.dataSource.manager.count(Customer, { where: { facebookId: user.id } })).toBe(0);
      expect(await t.dataSource.manager.findOneByOrFail(Customer, { id: existing.id })).toMatchObject({ facebookId: null });
    });

    it('asks to register with an email when Facebook shares none', async () => {
      const { token, user } = grant(facebookUser({ email: undefined }));
      const res = await fbRegister(t, token).expect(422);
      expect(res.body).toMatchObject({ messages: ['Your Facebook account shares no email address: please register with your email'] });
      expect(await t.dataSource.manager.count(Customer, { where: { facebookId: user.id } })).toBe(0);
    });

    it('refuses a token Facebook does not know with "Login Fail"', async () => {
      const res = await fbRegister(t, 'EAAG-made-up').expect(401);
      expect(res.body).toMatchObject({ messages: ['Login Fail'] });
    });

    it('asks for the access_token', async () => {
      const res = await request(t.http).post('/api/facebook/register').send({}).expect(422);
      expect(res.body.messages).toEqual(['access_token is required']);
      expect(res.body.errors).toEqual({ access_token: ['access_token is required'] });
      expect((await fbRegister(t, '').expect(422)).body.messages).toEqual(['access_token is required']);
    });
  });

  describe('POST /api/facebook/login', () => {
    it('answers a working token for a registered Facebook user', async () => {
      const { token, user } = grant();
      await fbRegister(t, token).expect(200);
      const res = await fbLogin(t, token).expect(200);
      expect(res.body).toEqual(TOKEN_BODY);
      const customer = await t.dataSource.manager.findOneByOrFail(Customer, { facebookId: user.id });
      expect((await profile(t, res.body.token).expect(200)).body.id).toBe(customer.id);
    });

    it('answers "Unregistered account" for a Facebook user who never registered', async () => {
      const { token, user } = grant();
      const res = await fbLogin(t, token).expect(422);
      expect(res.body).toMatchObject({ messages: ['Unregistered account'] });
      expect(await t.dataSource.manager.count(Customer, { where: { facebookId: user.id } })).toBe(0);
    });

    it('refuses a token Facebook does not know with "Login Fail"', async () => {
      const res = await fbLogin(t, 'EAAG-made-up').expect(401);
      expect(res.body).toMatchObject({ messages: ['Login Fail'] });
    });

    it('refuses a Facebook answer without a numeric user id', async () => {
      const { token } = grant(facebookUser({ id: 'not-a-number' }));
      expect((await fbLogin(t, token).expect(401)).body).toMatchObject({ messages: ['Login Fail'] });
    });

    it('refuses a disabled shopper', async () => {
      const { token, user } = grant();
      await fbRegister(t, token).expect(200);
      await t.dataSource.manager.update(Customer, { facebookId: user.id }, { enabled: false });
      expect((await fbLogin(t, token).expect(403)).body).toMatchObject({ messages: ['This account is disabled'] });
      expect((await fbRegister(t, token).expect(403)).body).toMatchObject({ messages: ['This account is disabled'] });
    });

    it('does not let the Facebook-made account log in with a password', async () => {
      const { token, user } = grant();
      await fbRegister(t, token).expect(200);
      await request(t.http).post('/api/login').send({ email: user.email, password: PASSWORD }).expect(401);
    });

    it('asks for the access_token', async () => {
      const res = await request(t.http).post('/api/facebook/login').send({ access_token: 42 }).expect(422);
      expect(res.body.messages).toEqual(['access_token is required']);
    });
  });

  describe('when Facebook login is off', () => {
    it('answers 403 while facebook_enabled is "0"', async () => {
      const { token } = grant();
      await setSettings({ facebook_enabled: '0' });
      expect((await fbLogin(t, token).expect(403)).body).toMatchObject({ messages: ['Facebook login is not enabled'] });
      expect((await fbRegister(t, token).expect(403)).body).toMatchObject({ messages: ['Facebook login is not enabled'] });
    });

    it('answers 403 while no fb_client_id is set', async () => {
      const { token } = grant();
      await setSettings({ fb_client_id: '' });
      expect((await fbRegister(t, token).expect(403)).body).toMatchObject({ messages: ['Facebook login is not enabled'] });
    });

    it('does not call Facebook at all', async () => {
      const { token } = grant();
      await setSettings({ facebook_enabled: '0' });
      const before = graph.requests.length;
      await fbLogin(t, token).expect(403);
      expect(graph.requests.length).toBe(before);
    });
  });

  describe('when Facebook cannot be reached', () => {
    let offline: TestApp;
    beforeAll(async () => {
      offline = await startTestApp({ FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9' });
    });
    afterAll(() => offline.close());

    it('answers 503 with a readable message', async () => {
      const res = await fbLogin(offline, 'EAAG-anything').expect(503);
      expect(res.body).toMatchObject({ messages: ['Facebook cannot be reached right now. Please try again later.'] });
    });
  });

  describe('with FACEBOOK_APP_SECRET', () => {
    let secured: TestApp;
    beforeAll(async () => {
      secured = await startTestApp({ FACEBOOK_GRAPH_URL: graph.url, FACEBOOK_APP_SECRET: APP_SECRET });
    });
    afterAll(() => secured.close());

    it('checks the token belongs to our app and signs calls to /me with appsecret_proof', async () => {
      const { token, user } = grant();
      const before = graph.requests.length;
      await fbRegister(secured, token).expect(200);
      const calls = graph.requests.slice(before);
      const debug = calls.find((u) => u.pathname === '/debug_token');
      expect(debug?.searchParams.get('input_token')).toBe(token);
      expect(debug?.searchParams.get('access_token')).toBe(`${APP_ID}|${APP_SECRET}`);
      const me = calls.find((u) => u.pathname === '/me');
      expect(me?.searchParams.get('access_token')).toBe(token);
      expect(me?.searchParams.get('appsecret_proof')).toBe(createHmac('sha256', APP_SECRET).update(token).digest('hex'));
      expect(await secured.dataSource.manager.count(Customer, { where: { facebookId: user.id } })).toBe(1);
      await fbLogin(secured, token).expect(200);
    });

    it('refuses a token made for another app with "Login Fail"', async () => {
      const { token, user } = grant(facebookUser(), OTHER_APP_ID);
      const before = graph.requests.length;
      expect((await fbRegister(secured, token).expect(401)).body).toMatchObject({ messages: ['Login Fail'] });
      expect((await fbLogin(secured, token).expect(401)).body).toMatchObject({ messages: ['Login Fail'] });
      expect(graph.requests.slice(before).some((u) => u.pathname === '/me')).toBe(false);
      expect(await secured.dataSource.manager.count(Customer, { where: { facebookId: user.id } })).toBe(0);
    });

    it('refuses a token Facebook calls invalid', async () => {
      expect((await fbLogin(secured, 'EAAG-made-up').expect(401)).body).toMatchObject({ messages: ['Login Fail'] });
    });
  });
});
