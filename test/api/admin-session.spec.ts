import request from 'supertest';
import { Session } from '../../server/src/modules/auth/session.entity';
import { startTestApp, TestApp } from '../helpers/app';
import { adminToken, adminWith, createAdmin, PASSWORD } from '../helpers/factories';

describe('admin session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/admin/login', () => {
    it('answers a bearer token with its expiry for the right password', async () => {
      const admin = await createAdmin(t.dataSource);
      const res = await request(t.http).post('/api/admin/login').send({ email: admin.email.toUpperCase(), password: PASSWORD }).expect(200);
      expect(res.body).toEqual({ token: expect.any(String), token_type: 'Bearer', expires_in: expect.any(Number), expired_at: expect.any(String) });
      // token_expired_time defaults to 120 minutes
      expect(res.body.expires_in).toBeGreaterThan(119 * 60);
      expect(res.body.expires_in).toBeLessThanOrEqual(120 * 60);
    });

    it('refuses a wrong password with a readable message', async () => {
      const admin = await createAdmin(t.dataSource);
      const res = await request(t.http).post('/api/admin/login').send({ email: admin.email, password: 'wrong-password' }).expect(401);
      expect(res.body).toMatchObject({ messages: ['Incorrect email or password'] });
    });

    it('refuses an unknown email the same way', async () => {
      const res = await request(t.http).post('/api/admin/login').send({ email: 'nobody@example.test', password: 'whatever1' }).expect(401);
      expect(res.body.messages).toEqual(['Incorrect email or password']);
    });

    it('refuses a disabled account', async () => {
      const admin = await createAdmin(t.dataSource, { enabled: false });
      const res = await request(t.http).post('/api/admin/login').send({ email: admin.email, password: PASSWORD }).expect(403);
      expect(res.body.messages).toEqual(['This account is disabled']);
    });

    it('validates the body field by field', async () => {
      const res = await request(t.http).post('/api/admin/login').send({ email: 'not-an-email' }).expect(422);
      expect(res.body.messages).toEqual(expect.arrayContaining(['email must be a valid email address', 'password is required']));
      expect(res.body.errors.email).toEqual(['email must be a valid email address']);
    });
  });

  describe('GET /api/admin', () => {
    it('shows the signed-in admin with role and permission_list', async () => {
      const { admin, role, token } = await adminWith(t, ['dashboard', 'role.list']);
      const res = await request(t.http).get('/api/admin').set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body).toMatchObject({
        id: admin.id,
        email: admin.email,
        role: { id: role.id, name: role.name, is_super_admin: false },
        permission_list: ['dashboard', 'role.list'],
      });
    });

    it('answers 401 with messages without a token', async () => {
      const res = await request(t.http).get('/api/admin').expect(401);
      expect(res.body).toMatchObject({ messages: ['Please log in first'] });
    });
  });

  describe('POST /api/admin/logout', () => {
    it('ends the token at once', async () => {
      const admin = await createAdmin(t.dataSource);
      const token = await adminToken(t, admin);
      await request(t.http).post('/api/admin/logout').set('Authorization', `Bearer ${token}`).expect(200);
      await request(t.http).get('/api/admin').set('Authorization', `Bearer ${token}`).expect(401);
      const sessions = await t.dataSource.manager.find(Session, { where: { kind: 'admin', subjectId: admin.id } });
      expect(sessions).toHaveLength(1);
      expect(sessions[0].revokedAt).toBeInstanceOf(Date);
    });
  });

  describe('the back office’s session cookie', () => {
    const CLIENT = { 'X-Shop-Client': 'admin' };
    /** The admin_token Set-Cookie line of an answer. */
    const tokenCookie = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('admin_token='));
    const valueOf = (line: string) => decodeURIComponent(line.slice('admin_token='.length, line.indexOf(';')));

    it('is set HttpOnly, SameSite=Strict, on the admin API only, and signs in only with the client header', async () => {
      const admin = await createAdmin(t.dataSource);
      const login = await request(t.http).post('/api/admin/login').send({ email: admin.email, password: PASSWORD }).expect(200);
      const line = tokenCookie(login)!;
      expect(line).toBeDefined();
      expect(line.split('; ').slice(1).sort()).toEqual(
        ['Expires=' + line.split('Expires=')[1].split(';')[0], 'HttpOnly', 'Max-Age=604800', 'Path=/api/admin', 'SameSite=Strict'].sort(),
      );
      expect(valueOf(line)).toBe(login.body.token);
      const cookie = `admin_token=${encodeURIComponent(valueOf(line))}`;

      expect((await request(t.http).get('/api/admin').set('Cookie', cookie).set(CLIENT).expect(200)).body.email).toBe(admin.email);
      // Without the header (a cross-site form or link could send the cookie, never the header) the cookie is not a session.
      await request(t.http).get('/api/admin').set('Cookie', cookie).expect(401);
      await request(t.http).get('/api/admin').set('Cookie', cookie).set('X-Shop-Client', 'other').expect(401);
    });

    it('is replaced by a refresh and cleared by logout, which ends the session', async () => {
      const admin = await createAdmin(t.dataSource);
      const login = await request(t.http).post('/api/admin/login').send({ email: admin.email, password: PASSWORD }).expect(200);
      const first = `admin_token=${encodeURIComponent(valueOf(tokenCookie(login)!))}`;
      const refreshed = await request(t.http).post('/api/admin/refresh').set('Cookie', first).set(CLIENT).expect(200);
      expect(valueOf(tokenCookie(refreshed)!)).toBe(refreshed.body.token);
      const second = `admin_token=${encodeURIComponent(refreshed.body.token)}`;
      await request(t.http).get('/api/admin').set('Cookie', first).set(CLIENT).expect(401);

      const out = await request(t.http).post('/api/admin/logout').set('Cookie', second).set(CLIENT).expect(200);
      expect(tokenCookie(out)).toMatch(/^admin_token=; Path=\/api\/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/);
      await request(t.http).get('/api/admin').set('Cookie', second).set(CLIENT).expect(401);
    });
  });
});
