import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { Session } from '../../server/src/modules/auth/session.entity';
import { startTestApp, TestApp } from '../helpers/app';
import { adminToken, createAdmin, createCustomer, customerToken } from '../helpers/factories';

const LOGIN_EXPIRED = { messages: ['Login expired. Please log in again.'], codes: ['http.login_expired'] };
const LOG_IN_FIRST = { messages: ['Please log in first'], codes: ['http.log_in_first'] };

type Kind = 'admin' | 'customer';

describe('tokens', () => {
  let t: TestApp;
  let jwt: JwtService;
  beforeAll(async () => {
    t = await startTestApp();
    jwt = t.app.get(JwtService);
  });
  afterAll(() => t.close());

  /** Each kind: how to get a token, the route that shows who is signed in, and the refresh route. */
  const kinds: Record<Kind, { signIn: () => Promise<{ id: number; token: string }>; me: string; refresh: string }> = {
    admin: {
      signIn: async () => {
        const admin = await createAdmin(t.dataSource);
        return { id: admin.id, token: await adminToken(t, admin) };
      },
      me: '/api/admin',
      refresh: '/api/admin/refresh',
    },
    customer: {
      signIn: async () => {
        const customer = await createCustomer(t.dataSource);
        return { id: customer.id, token: await customerToken(t, customer) };
      },
      me: '/api/profile',
      refresh: '/api/refresh',
    },
  };

  const get = (path: string, token: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`);
  const claims = (token: string) => jwt.decode<{ sub: string; sid: string; aud: string; exp: number; iat: number }>(token);
  const sign = (payload: object, options: { audience: Kind; secret?: string; expiresIn?: number }) =>
    jwt.sign(payload, {
      secret: options.secret ?? t.config.auth.jwtSecret,
      audience: options.audience,
      algorithm: 'HS256',
      ...(options.expiresIn ? { expiresIn: options.expiresIn } : {}),
    });

  describe.each(['admin', 'customer'] as const)('%s tokens', (kind) => {
    const { signIn, me, refresh } = kinds[kind];

    it('carry the session id and an expiry that matches the session', async () => {
      const { id, token } = await signIn();
      const { sub, sid, aud, exp } = claims(token);
      expect({ sub, aud }).toEqual({ sub: String(id), aud: kind });
      const session = await t.dataSource.manager.findOneByOrFail(Session, { id: sid });
      expect(session).toMatchObject({ kind, subjectId: id, revokedAt: null });
      // The token never outlives its session, and ends at most two seconds (rounding) before it.
      expect(exp).toBeLessThanOrEqual(session.expiresAt.getTime() / 1000);
      expect(exp).toBeGreaterThan(session.expiresAt.getTime() / 1000 - 2);
    });

    it('answers "Login expired" once the session has run out', async () => {
      const { token } = await signIn();
      await t.dataSource.manager.update(Session, { id: claims(token).sid }, { expiresAt: new Date(Date.now() - 60_000) });
      expect((await get(me, token).expect(401)).body).toEqual(LOGIN_EXPIRED);
    });

    it('answers "Login expired" for a token past its own expiry', async () => {
      const { id, token } = await signIn();
      const expired = sign({ sub: String(id), sid: claims(token).sid, exp: Math.floor(Date.now() / 1000) - 60 }, { audience: kind });
      expect((await get(me, expired).expect(401)).body).toEqual(LOGIN_EXPIRED);
      await get(me, token).expect(200);
    });

    it('are refreshed into a new token that works while the old one stops', async () => {
      const { id, token } = await signIn();
      const res = await request(t.http).post(refresh).set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body).toEqual({ token: expect.any(String), token_type: 'Bearer', expires_in: expect.any(Number), expired_at: expect.any(String) });
      expect(res.body.token).not.toBe(token);
      expect((await get(me, res.body.token).expect(200)).body.id).toBe(id);
      expect((await get(me, token).expect(401)).body).toEqual(LOG_IN_FIRST);
      const [old, fresh] = await Promise.all([
        t.dataSource.manager.findOneByOrFail(Session, { id: claims(token).sid }),
        t.dataSource.manager.findOneByOrFail(Session, { id: claims(res.body.token).sid }),
      ]);
      expect(old.revokedAt).toBeInstanceOf(Date);
      expect(fresh).toMatchObject({ kind, subjectId: id, revokedAt: null });
      expect(fresh.expiresAt.toISOString()).toBe(res.body.expired_at);
    });

    it('cannot be refreshed once expired', async () => {
      const { token } = await signIn();
      await t.dataSource.manager.update(Session, { id: claims(token).sid }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await request(t.http).post(refresh).set('Authorization', `Bearer ${token}`).expect(401)).body).toEqual(LOGIN_EXPIRED);
    });

    it('are refused when tampered with', async () => {
      const { id, token } = await signIn();
      const [header, , signature] = token.split('.');
      const payload = Buffer.from(JSON.stringify({ ...claims(token), sub: String(id + 1) })).toString('base64url');
      expect((await get(me, `${header}.${payload}.${signature}`).expect(401)).body).toEqual(LOG_IN_FIRST);
      const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      await get(me, flipped).expect(401);
      await get(me, 'not-a-token').expect(401);
    });

    it('are refused when signed with another secret or with no signature', async () => {
      const { id, token } = await signIn();
      const { sid } = claims(token);
      await get(me, sign({ sub: String(id), sid }, { audience: kind, secret: 'some-other-secret-that-is-long-enough-too', expiresIn: 600 })).expect(401);
      const unsigned = [
        { alg: 'none', typ: 'JWT' },
        { sub: String(id), sid, aud: kind, exp: Math.floor(Date.now() / 1000) + 600 },
      ]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .join('.');
      await get(me, `${unsigned}.`).expect(401);
    });

    it('are refused for a session that does not exist', async () => {
      const { id } = await signIn();
      const forged = sign({ sub: String(id), sid: '00000000-0000-4000-8000-000000000000' }, { audience: kind, expiresIn: 600 });
      expect((await get(me, forged).expect(401)).body).toEqual(LOG_IN_FIRST);
    });

    it('last token_expired_time minutes from the setting', async () => {
      const before = await t.dataSource.query(`SELECT value FROM setting WHERE key = 'token_expired_time'`);
      await t.dataSource.query(`UPDATE setting SET value = '5'::jsonb WHERE key = 'token_expired_time'`);
      try {
        const { token } = await signIn();
        const { sid, exp, iat } = claims(token);
        expect(exp - iat).toBeGreaterThanOrEqual(5 * 60 - 1);
        expect(exp - iat).toBeLessThanOrEqual(5 * 60);
        const session = await t.dataSource.manager.findOneByOrFail(Session, { id: sid });
        expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeGreaterThan(5 * 60_000 - 2000);
        expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeLessThanOrEqual(5 * 60_000 + 2000);
      } finally {
        await t.dataSource.query(`UPDATE setting SET value = $1::jsonb WHERE key = 'token_expired_time'`, [JSON.stringify(before[0].value)]);
      }
    });
  });

  describe('one kind of token on the other kind’s routes', () => {
    it('refuses a shopper token on admin routes', async () => {
      const { token } = await kinds.customer.signIn();
      expect((await get('/api/admin', token).expect(401)).body).toEqual(LOG_IN_FIRST);
      await request(t.http).post('/api/admin/refresh').set('Authorization', `Bearer ${token}`).expect(401);
      await request(t.http).post('/api/admin/logout').set('Authorization', `Bearer ${token}`).expect(401);
    });

    it('refuses an admin token on shopper routes', async () => {
      const { token } = await kinds.admin.signIn();
      expect((await get('/api/profile', token).expect(401)).body).toEqual(LOG_IN_FIRST);
      await request(t.http).post('/api/refresh').set('Authorization', `Bearer ${token}`).expect(401);
      await request(t.http).post('/api/logout').set('Authorization', `Bearer ${token}`).expect(401);
    });

    it('refuses a correctly signed admin token that points at a shopper session', async () => {
      const customer = await createCustomer(t.dataSource);
      const { sid } = claims(await customerToken(t, customer));
      const admin = await createAdmin(t.dataSource);
      const forged = sign({ sub: String(admin.id), sid }, { audience: 'admin', expiresIn: 600 });
      await get('/api/admin', forged).expect(401);
      const sameId = sign({ sub: String(customer.id), sid }, { audience: 'admin', expiresIn: 600 });
      await get('/api/admin', sameId).expect(401);
    });
  });
});
