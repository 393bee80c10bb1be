import request from 'supertest';
import { verifyPassword } from '../../server/src/common/passwords';
import { Admin } from '../../server/src/modules/account/admin.entity';
import { Session } from '../../server/src/modules/auth/session.entity';
import { startTestApp, TestApp } from '../helpers/app';
import { adminToken, adminWith, createAdmin, createRole, PASSWORD, superAdmin, unique, uniqueEmail } from '../helpers/factories';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING_ID = 2147483647;
const NEW_PASSWORD = 'another-good-password';

describe('admin accounts', () => {
  let t: TestApp;
  let me: Admin;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin: me, token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const findAdmin = (id: number) => t.dataSource.manager.findOne(Admin, { where: { id } });
  const storedHash = async (id: number) =>
    (await t.dataSource.manager.createQueryBuilder(Admin, 'a').addSelect('a.passwordHash').where('a.id = :id', { id }).getOneOrFail()).passwordHash;
  const validAccount = (fields: Record<string, unknown> = {}) => ({
    name: 'Wing Lee',
    email: uniqueEmail('staff'),
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    role_id: 1,
    ...fields,
  });

  describe('POST /api/admin/account', () => {
    it('creates an enabled super admin account when a super admin assigns role 1, and it can log in', async () => {
      const body = validAccount({ email: `  ${uniqueEmail('Mixed').toUpperCase()} `, role_id: 1 });
      const res = await request(t.http).post('/api/admin/account').set(bearer(token)).send(body).expect(201);
      const email = body.email.trim().toLowerCase();
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'Wing Lee',
        email,
        enabled: true,
        role_id: 1,
        role_name: 'Super Admin',
        language: 'en_us',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const stored = await storedHash(res.body.id);
      expect(stored).not.toContain(NEW_PASSWORD);
      expect(await verifyPassword(stored, NEW_PASSWORD)).toBe(true);

      const login = await request(t.http).post('/api/admin/login').send({ email: email.toUpperCase(), password: NEW_PASSWORD }).expect(200);
      const current = await request(t.http).get('/api/admin').set(bearer(login.body.token)).expect(200);
      expect(current.body).toMatchObject({ id: res.body.id, email, role: { id: 1, is_super_admin: true } });
    });

    it('creates an account with the given role, state and language', async () => {
      const role = await createRole(t.dataSource, ['dashboard']);
      const res = await request(t.http)
        .post('/api/admin/account')
        .set(bearer(token))
        .send(validAccount({ role_id: role.id, enabled: false, language: 'zh_hk' }))
        .expect(201);
      expect(res.body).toMatchObject({ role_id: role.id, role_name: role.name, enabled: false, language: 'zh_hk' });
      expect(await findAdmin(res.body.id)).toMatchObject({ roleId: role.id, enabled: false, language: 'zh_hk' });
    });

    it.each([
      ['no name', { name: undefined }, 'name', 'name is required'],
      ['an empty name', { name: '   ' }, 'name', 'name is required'],
      ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name', 'name must be at most 100 characters long'],
      ['no email', { email: undefined }, 'email', 'email is required'],
      ['an invalid email', { email: 'not-an-email' }, 'email', 'email must be a valid email address'],
      ['an email that is a number', { email: 12345 }, 'email', 'email must be a valid email address'],
      // No address over 254 characters is valid, so that is what the user reads.
      [
        'an email over 254 characters',
        { email: `${'a'.repeat(60)}@${['b', 'c', 'd', 'e'].map((l) => l.repeat(60)).join('.')}.example` },
        'email',
        'email must be a valid email address',
      ],
      ['no password', { password: undefined, password_confirmation: undefined }, 'password', 'password is required'],
      ['a password of 7 characters', { password: 'short12', password_confirmation: 'short12' }, 'password', 'password must be 8 to 128 characters long'],
      [
        'a password of 129 characters',
        { password: 'p'.repeat(129), password_confirmation: 'p'.repeat(129) },
        'password',
        'password must be 8 to 128 characters long',
      ],
      ['a confirmation that differs', { password_confirmation: 'something-else' }, 'password_confirmation', 'password_confirmation does not match password'],
      ['no confirmation', { password_confirmation: undefined }, 'password_confirmation', 'password_confirmation does not match password'],
      ['no role (it must not fall back to the super admin role)', { role_id: undefined }, 'role_id', 'role_id is required'],
      ['a null role', { role_id: null }, 'role_id', 'role_id is required'],
      ['a role that does not exist', { role_id: MISSING_ID }, 'role_id', 'role_id must be an existing role'],
      ['a role id beyond any id', { role_id: 99999999999 }, 'role_id', 'role_id must be an existing role'],
      ['a role id of 0', { role_id: 0 }, 'role_id', 'role_id must be an existing role'],
      ['a role id that is not a number', { role_id: 'admin' }, 'role_id', 'role_id must be an existing role'],
      ['an enabled flag that is not true or false', { enabled: 'maybe' }, 'enabled', 'enabled must be true or false'],
      ['an unknown language', { language: 'fr' }, 'language', 'language must be one of en_us, zh_hk, zh_cn'],
    ])('answers 422 for %s', async (_, fields, field, message) => {
      const body = validAccount(fields);
      const res = await request(t.http).post('/api/admin/account').set(bearer(token)).send(body).expect(422);
      expect(res.body).toMatchObject({ messages: [message], errors: { [field]: [message] } });
      if (typeof body.email === 'string') expect(await t.dataSource.manager.count(Admin, { where: { email: body.email } })).toBe(0);
    });

    it('lists every problem of an empty form', async () => {
      const res = await request(t.http).post('/api/admin/account').set(bearer(token)).send({}).expect(422);
      expect(res.body).toMatchObject({
        messages: ['name is required', 'email is required', 'password is required', 'role_id is required'],
        errors: { name: ['name is required'], email: ['email is required'], password: ['password is required'], role_id: ['role_id is required'] },
      });
    });

    it('rejects an email another admin has, whatever its case', async () => {
      const other = await createAdmin(t.dataSource);
      const res = await request(t.http)
        .post('/api/admin/account')
        .set(bearer(token))
        .send(validAccount({ email: other.email.toUpperCase() }))
        .expect(409);
      expect(res.body).toMatchObject({
        messages: ['An admin account with this email already exists'],
        errors: { email: ['An admin account with this email already exists'] },
      });
      expect(await t.dataSource.manager.count(Admin, { where: { email: other.email } })).toBe(1);
    });
  });

  describe('GET /api/admin/account', () => {
    it('lists accounts with the columns of the account list and paging headers', async () => {
      const tag = unique('list');
      const role = await createRole(t.dataSource, ['dashboard']);
      const a = await createAdmin(t.dataSource, { name: `${tag} Ann`, roleId: role.id });
      const b = await createAdmin(t.dataSource, { name: `${tag} Bob`, enabled: false });
      const c = await createAdmin(t.dataSource, { name: `${tag} Cat` });

      const res = await request(t.http)
        .get('/api/admin/account')
        .query({ filter: JSON.stringify({ q: tag }), sort: '["name","ASC"]', range: '[0,1]' })
        .set(bearer(token))
        .expect(200);
      expect(res.headers['content-range']).toBe('account 0-1/3');
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.body).toEqual([
        {
          id: a.id,
          name: a.name,
          email: a.email,
          enabled: true,
          role_id: role.id,
          role_name: role.name,
          language: 'en_us',
          created_at: a.createdAt.toISOString(),
          updated_at: a.updatedAt.toISOString(),
        },
        expect.objectContaining({ id: b.id, name: b.name, email: b.email, enabled: false, updated_at: b.updatedAt.toISOString() }),
      ]);
      for (const row of res.body) expect(Object.keys(row).some((key) => /password/i.test(key))).toBe(false);

      const byDefault = await request(t.http)
        .get('/api/admin/account')
        .query({ filter: JSON.stringify({ q: tag }) })
        .set(bearer(token))
        .expect(200);
      expect(byDefault.body.map((row: { id: number }) => row.id)).toEqual([c.id, b.id, a.id]);
    });

    it('filters by email text, state and role', async () => {
      const tag = unique('filter');
      const role = await createRole(t.dataSource, []);
      const held = await createAdmin(t.dataSource, { email: uniqueEmail(tag), roleId: role.id });
      const off = await createAdmin(t.dataSource, { email: uniqueEmail(tag), enabled: false });
      const ids = async (filter: object) =>
        (
          await request(t.http)
            .get('/api/admin/account')
            .query({ filter: JSON.stringify(filter) })
            .set(bearer(token))
            .expect(200)
        ).body.map((row: { id: number }) => row.id);
      expect(await ids({ q: tag })).toEqual([off.id, held.id]);
      expect(await ids({ q: tag, enabled: false })).toEqual([off.id]);
      expect(await ids({ q: tag, role_id: role.id })).toEqual([held.id]);
    });

    it('answers 400 for a sort on a column it does not have', async () => {
      const res = await request(t.http).get('/api/admin/account').query({ sort: '["password_hash","ASC"]' }).set(bearer(token)).expect(400);
      expect(res.body).toMatchObject({ messages: ['sort must be ["field","ASC|DESC"] with a field among id, name, email, enabled, updated_at, created_at'] });
    });
  });

  describe('GET /api/admin/account/{id}', () => {
    it('shows one account without its password', async () => {
      const admin = await createAdmin(t.dataSource, { name: 'Shown Admin' });
      const res = await request(t.http).get(`/api/admin/account/${admin.id}`).set(bearer(token)).expect(200);
      expect(res.body).toMatchObject({ id: admin.id, name: 'Shown Admin', email: admin.email, enabled: true, role_id: 1 });
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    });

    it.each([String(MISSING_ID), 'abc', '0'])('answers 404 "ID not exists" for id %s', async (id) => {
      const res = await request(t.http).get(`/api/admin/account/${id}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('PUT /api/admin/account/{id}', () => {
    it('changes name, email, role and language and keeps the password when none is sent', async () => {
      const admin = await createAdmin(t.dataSource);
      const role = await createRole(t.dataSource, ['dashboard']);
      const hashBefore = await storedHash(admin.id);
      const email = uniqueEmail('renamed');
      const res = await request(t.http)
        .put(`/api/admin/account/${admin.id}`)
        .set(bearer(token))
        .send({ name: 'Renamed', email, role_id: String(role.id), language: 'zh_cn', password: '', password_confirmation: '' })
        .expect(200);
      expect(res.body).toMatchObject({ id: admin.id, name: 'Renamed', email, role_id: role.id, role_name: role.name, language: 'zh_cn', enabled: true });
      expect(await findAdmin(admin.id)).toMatchObject({ name: 'Renamed', email, roleId: role.id, language: 'zh_cn' });
      expect(await storedHash(admin.id)).toBe(hashBefore);
      await request(t.http).post('/api/admin/login').send({ email, password: PASSWORD }).expect(200);
    });

    it('sets a new password, which ends the sessions of that account', async () => {
      const admin = await createAdmin(t.dataSource);
      const theirToken = await adminToken(t, admin);
      await request(t.http)
        .put(`/api/admin/account/${admin.id}`)
        .set(bearer(token))
        .send({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
        .expect(200);
      await request(t.http).get('/api/admin').set(bearer(theirToken)).expect(401);
      await request(t.http).post('/api/admin/login').send({ email: admin.email, password: PASSWORD }).expect(401);
      await request(t.http).post('/api/admin/login').send({ email: admin.email, password: NEW_PASSWORD }).expect(200);
    });

    it('checks a new password and its confirmation', async () => {
      const admin = await createAdmin(t.dataSource);
      const short = await request(t.http)
        .put(`/api/admin/account/${admin.id}`)
        .set(bearer(token))
        .send({ password: 'short', password_confirmation: 'short' })
        .expect(422);
      expect(short.body.messages).toEqual(['password must be 8 to 128 characters long']);
      const mismatch = await request(t.http)
        .put(`/api/admin/account/${admin.id}`)
        .set(bearer(token))
        .send({ password: NEW_PASSWORD, password_confirmation: 'not-the-same' })
        .expect(422);
      expect(mismatch.body).toMatchObject({
        messages: ['password_confirmation does not match password'],
        errors: { password_confirmation: ['password_confirmation does not match password'] },
      });
      await request(t.http).post('/api/admin/login').send({ email: admin.email, password: PASSWORD }).expect(200);
    });

    it('rejects the email of another admin and a role that does not exist', async () => {
      const [admin, other] = [await createAdmin(t.dataSource), await createAdmin(t.dataSource)];
      const taken = await request(t.http).put(`/api/admin/account/${admin.id}`).set(bearer(token)).send({ email: other.email }).expect(409);
      expect(taken.body.messages).toEqual(['An admin account with this email already exists']);
      const noRole = await request(t.http).put(`/api/admin/account/${admin.id}`).set(bearer(token)).send({ role_id: MISSING_ID }).expect(422);
      expect(noRole.body).toMatchObject({ messages: ['role_id must be an existing role'], errors: { role_id: ['role_id must be an existing role'] } });
      expect(await findAdmin(admin.id)).toMatchObject({ email: admin.email, roleId: 1 });
    });

    it('disables an account: it cannot log in and its live token stops working', async () => {
      const admin = await createAdmin(t.dataSource);
      const theirToken = await adminToken(t, admin);
      await request(t.http).get('/api/admin').set(bearer(theirToken)).expect(200);

      const res = await request(t.http).put(`/api/admin/account/${admin.id}`).set(bearer(token)).send({ enabled: false }).expect(200);
      expect(res.body.enabled).toBe(false);
      const refused = await request(t.http).get('/api/admin').set(bearer(theirToken)).expect(401);
      expect(refused.body).toMatchObject({ messages: ['Please log in first'] });
      const login = await request(t.http).post('/api/admin/login').send({ email: admin.email, password: PASSWORD }).expect(403);
      expect(login.body).toMatchObject({ messages: ['This account is disabled'] });
      const sessions = await t.dataSource.manager.find(Session, { where: { kind: 'admin', subjectId: admin.id } });
      expect(sessions.map((s) => s.revokedAt)).toEqual([expect.any(Date)]);

      // Enabled again, the account logs in afresh; the old token stays ended.
      await request(t.http).put(`/api/admin/account/${admin.id}`).set(bearer(token)).send({ enabled: true }).expect(200);
      await request(t.http).get('/api/admin').set(bearer(theirToken)).expect(401);
      await request(t.http).post('/api/admin/login').send({ email: admin.email, password: PASSWORD }).expect(200);
    });

    it('refuses to let an admin disable their own account', async () => {
      const res = await request(t.http).put(`/api/admin/account/${me.id}`).set(bearer(token)).send({ enabled: false }).expect(409);
      expect(res.body).toMatchObject({ messages: ['You cannot disable your own account'] });
      expect((await findAdmin(me.id))?.enabled).toBe(true);
      await request(t.http).get('/api/admin').set(bearer(token)).expect(200);
    });

    it('answers 404 "ID not exists" for a missing account', async () => {
      const res = await request(t.http).put(`/api/admin/account/${MISSING_ID}`).set(bearer(token)).send({ name: 'Ghost' }).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });

    it('moves an admin to another role, effective on their next request', async () => {
      const { admin, token: theirToken } = await adminWith(t, ['account.list']);
      await request(t.http).get('/api/admin/account').set(bearer(theirToken)).expect(200);
      const role = await createRole(t.dataSource, ['dashboard']);
      await request(t.http).put(`/api/admin/account/${admin.id}`).set(bearer(token)).send({ role_id: role.id }).expect(200);
      await request(t.http).get('/api/admin/account').set(bearer(theirToken)).expect(403);
    });
  });

  describe('DELETE /api/admin/account/{id}', () => {
    it('deletes another account and ends its sessions', async () => {
      const admin = await createAdmin(t.dataSource);
      const theirToken = await adminToken(t, admin);
      const res = await request(t.http).delete(`/api/admin/account/${admin.id}`).set(bearer(token)).expect(200);
      expect(res.body).toEqual({ id: admin.id });
      expect(await findAdmin(admin.id)).toBeNull();
      await request(t.http).get('/api/admin').set(bearer(theirToken)).expect(401);
      await request(t.http).get(`/api/admin/account/${admin.id}`).set(bearer(token)).expect(404);
    });

    it('refuses to let an admin delete their own account', async () => {
      const res = await request(t.http).delete(`/api/admin/account/${me.id}`).set(bearer(token)).expect(409);
      expect(res.body).toMatchObject({ messages: ['You cannot delete your own account'] });
      expect(await findAdmin(me.id)).not.toBeNull();
    });

    it.each([String(MISSING_ID), 'abc'])('answers 404 "ID not exists" for id %s', async (id) => {
      const res = await request(t.http).delete(`/api/admin/account/${id}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('PUT /api/admin', () => {
    it('changes the own name and language, kept for the next login', async () => {
      const { admin, role, token: own } = await adminWith(t, ['dashboard']);
      const res = await request(t.http).put('/api/admin').set(bearer(own)).send({ name: '  Mei Ling  ', language: 'zh_hk' }).expect(200);
      expect(res.body).toMatchObject({ id: admin.id, name: 'Mei Ling', language: 'zh_hk', role: { id: role.id }, permission_list: ['dashboard'] });
      expect(await findAdmin(admin.id)).toMatchObject({ name: 'Mei Ling', language: 'zh_hk' });

      const sameToken = await request(t.http).get('/api/admin').set(bearer(own)).expect(200);
      expect(sameToken.body).toMatchObject({ name: 'Mei Ling', language: 'zh_hk' });
      const later = await adminToken(t, admin);
      const afterLogin = await request(t.http).get('/api/admin').set(bearer(later)).expect(200);
      expect(afterLogin.body).toMatchObject({ name: 'Mei Ling', language: 'zh_hk' });
    });

    it('ignores role, email and state sent to it', async () => {
      const { admin, role, token: own } = await adminWith(t, ['dashboard']);
      await request(t.http)
        .put('/api/admin')
        .set(bearer(own))
        .send({ role_id: 1, email: uniqueEmail('hijack'), enabled: false, password: NEW_PASSWORD, language: 'zh_cn' })
        .expect(200);
      expect(await findAdmin(admin.id)).toMatchObject({ roleId: role.id, email: admin.email, enabled: true, language: 'zh_cn' });
      await request(t.http).get('/api/admin/role').set(bearer(own)).expect(403);
      await request(t.http).post('/api/admin/login').send({ email: admin.email, password: PASSWORD }).expect(200);
    });

    it('validates name and language', async () => {
      const { admin, token: own } = await adminWith(t, []);
      const res = await request(t.http).put('/api/admin').set(bearer(own)).send({ name: '', language: 'fr' }).expect(422);
      expect(res.body).toMatchObject({
        messages: ['name is required', 'language must be one of en_us, zh_hk, zh_cn'],
        errors: { name: ['name is required'], language: ['language must be one of en_us, zh_hk, zh_cn'] },
      });
      const long = await request(t.http)
        .put('/api/admin')
        .set(bearer(own))
        .send({ name: 'n'.repeat(101) })
        .expect(422);
      expect(long.body.messages).toEqual(['name must be at most 100 characters long']);
      expect(await findAdmin(admin.id)).toMatchObject({ name: admin.name, language: 'en_us' });
    });
  });
});
