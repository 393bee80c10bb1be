import request from 'supertest';
import { verifyPassword } from '../../server/src/common/passwords';
import { Admin } from '../../server/src/modules/account/admin.entity';
import { Role } from '../../server/src/modules/role/role.entity';
import { startTestApp, TestApp } from '../helpers/app';
import { adminToken, adminWith, createAdmin, createRole, PASSWORD, superAdmin, uniqueEmail } from '../helpers/factories';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const NEW_PASSWORD = 'a-brand-new-passphrase';

/** Nobody grants what they do not hold: accounts and roles, tried as an admin of limited power would. */
describe('granting power', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const findAdmin = (id: number) => t.dataSource.manager.findOneOrFail(Admin, { where: { id } });
  const findRole = (id: number) => t.dataSource.manager.findOneOrFail(Role, { where: { id } });
  const storedHash = async (id: number) =>
    (await t.dataSource.manager.createQueryBuilder(Admin, 'a').addSelect('a.passwordHash').where('a.id = :id', { id }).getOneOrFail()).passwordHash;
  const newAccount = (role_id: number, email = uniqueEmail('granted')) => ({
    name: 'Granted',
    email,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    role_id,
  });

  describe('an admin holding only account.edit', () => {
    it('cannot make their own account a super admin', async () => {
      const { admin, role, token } = await adminWith(t, ['account.edit']);
      const res = await request(t.http).put(`/api/admin/account/${admin.id}`).set(bearer(token)).send({ role_id: 1 }).expect(403);
      expect(res.body).toMatchObject({ messages: ['You cannot change your own role'] });
      expect((await findAdmin(admin.id)).roleId).toBe(role.id);
    });

    it('may send their own role unchanged (the account form sends every field)', async () => {
      const { admin, role, token } = await adminWith(t, ['account.edit']);
      const res = await request(t.http).put(`/api/admin/account/${admin.id}`).set(bearer(token)).send({ role_id: role.id, name: 'Same Role' }).expect(200);
      expect(res.body).toMatchObject({ id: admin.id, role_id: role.id, name: 'Same Role' });
    });

    it('cannot create a super admin account, and nothing is created', async () => {
      const { token } = await adminWith(t, ['account.edit']);
      const body = newAccount(1);
      const res = await request(t.http).post('/api/admin/account').set(bearer(token)).send(body).expect(403);
      expect(res.body).toMatchObject({ messages: ['Only a super admin can assign the super admin role'] });
      expect(await t.dataSource.manager.count(Admin, { where: { email: body.email } })).toBe(0);
    });

    it('cannot change the password of, disable, demote, rename or delete a super admin', async () => {
      const { token } = await adminWith(t, ['account.edit']);
      const target = await createAdmin(t.dataSource, { roleId: 1 });
      const hashBefore = await storedHash(target.id);
      const lesser = await createRole(t.dataSource, []);
      const refused = { messages: ['Only a super admin can change a super admin account'], codes: ['permission.only_super_admin_manages'] };
      for (const change of [
        { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        { enabled: false },
        { role_id: lesser.id },
        { name: 'Taken Over' },
        { email: uniqueEmail('taken') },
      ]) {
        const res = await request(t.http).put(`/api/admin/account/${target.id}`).set(bearer(token)).send(change).expect(403);
        expect(res.body).toEqual(refused);
      }
      const del = await request(t.http).delete(`/api/admin/account/${target.id}`).set(bearer(token)).expect(403);
      expect(del.body).toEqual(refused);

      const after = await findAdmin(target.id);
      expect(after).toMatchObject({ roleId: 1, enabled: true, name: target.name, email: target.email });
      expect(await storedHash(target.id)).toBe(hashBefore);
      await request(t.http).post('/api/admin/login').send({ email: target.email, password: PASSWORD }).expect(200);
    });

    it('cannot assign a role holding permissions they lack, and says which', async () => {
      const { admin, token } = await adminWith(t, ['account.edit', 'product.list']);
      const other = await createAdmin(t.dataSource, { roleId: (await createRole(t.dataSource, [])).id });
      const stronger = await createRole(t.dataSource, ['product.list', 'order.edit', 'configuration.edit']);
      const message = 'You cannot assign a role with permissions you do not hold: configuration.edit, order.edit';

      const create = await request(t.http).post('/api/admin/account').set(bearer(token)).send(newAccount(stronger.id)).expect(403);
      expect(create.body).toMatchObject({ messages: [message] });
      const update = await request(t.http).put(`/api/admin/account/${other.id}`).set(bearer(token)).send({ role_id: stronger.id }).expect(403);
      expect(update.body).toMatchObject({ messages: [message] });
      expect((await findAdmin(other.id)).roleId).not.toBe(stronger.id);
      expect((await findAdmin(admin.id)).roleId).not.toBe(stronger.id);
    });

    it('assigns a role whose permissions they all hold', async () => {
      const { token } = await adminWith(t, ['account.edit', 'product.list', 'product.edit']);
      const weaker = await createRole(t.dataSource, ['product.list']);
      const res = await request(t.http).post('/api/admin/account').set(bearer(token)).send(newAccount(weaker.id)).expect(201);
      expect(res.body).toMatchObject({ role_id: weaker.id });
      const other = await createAdmin(t.dataSource, { roleId: (await createRole(t.dataSource, [])).id });
      await request(t.http).put(`/api/admin/account/${other.id}`).set(bearer(token)).send({ role_id: weaker.id }).expect(200);
      expect((await findAdmin(other.id)).roleId).toBe(weaker.id);
    });

    it('cannot take over an account whose role holds more than they do', async () => {
      const { token } = await adminWith(t, ['account.edit']);
      const target = await createAdmin(t.dataSource, { roleId: (await createRole(t.dataSource, ['account.edit', 'role.edit'])).id });
      const hashBefore = await storedHash(target.id);
      const res = await request(t.http)
        .put(`/api/admin/account/${target.id}`)
        .set(bearer(token))
        .send({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
        .expect(403);
      expect(res.body).toMatchObject({ messages: ['You cannot change an account that holds permissions you do not hold: role.edit'] });
      expect(await storedHash(target.id)).toBe(hashBefore);
      await request(t.http).delete(`/api/admin/account/${target.id}`).set(bearer(token)).expect(403);
      expect(await findAdmin(target.id)).toBeTruthy();
    });

    it('manages an account whose role holds no more than they do', async () => {
      const { token } = await adminWith(t, ['account.edit', 'dashboard']);
      const target = await createAdmin(t.dataSource, { roleId: (await createRole(t.dataSource, ['dashboard'])).id });
      await request(t.http)
        .put(`/api/admin/account/${target.id}`)
        .set(bearer(token))
        .send({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, enabled: false })
        .expect(200);
      expect(await verifyPassword(await storedHash(target.id), NEW_PASSWORD)).toBe(true);
      await request(t.http).delete(`/api/admin/account/${target.id}`).set(bearer(token)).expect(200);
    });
  });

  describe('an admin holding only role.edit', () => {
    it('cannot add a permission to their own role', async () => {
      const { role, token } = await adminWith(t, ['role.edit']);
      const res = await request(t.http)
        .put(`/api/admin/role/${role.id}`)
        .set(bearer(token))
        .send({ permissions: ['role.edit', 'account.edit'] })
        .expect(403);
      expect(res.body).toMatchObject({ messages: ['You cannot grant or remove permissions you do not hold: account.edit'] });
      expect((await findRole(role.id)).permissions).toEqual(['role.edit']);
    });

    it('cannot create a role with permissions they lack, and nothing is created', async () => {
      const { token } = await adminWith(t, ['role.edit']);
      const name = `Escalation ${Date.now()}`;
      const res = await request(t.http)
        .post('/api/admin/role')
        .set(bearer(token))
        .send({ name, permissions: ['role.edit', 'account.edit', 'account.list'] })
        .expect(403);
      expect(res.body).toMatchObject({ messages: ['You cannot grant or remove permissions you do not hold: account.edit, account.list'] });
      expect(await t.dataSource.manager.count(Role, { where: { name } })).toBe(0);
    });

    it('cannot take a permission they lack away from a role', async () => {
      const { token } = await adminWith(t, ['role.edit']);
      const other = await createRole(t.dataSource, ['order.edit', 'role.edit']);
      const res = await request(t.http)
        .put(`/api/admin/role/${other.id}`)
        .set(bearer(token))
        .send({ permissions: ['role.edit'] })
        .expect(403);
      expect(res.body).toMatchObject({ messages: ['You cannot change or delete a role that holds permissions you do not hold: order.edit'] });
      expect((await findRole(other.id)).permissions).toEqual(['order.edit', 'role.edit']);
    });

    it('creates and edits roles within what they hold', async () => {
      const { token } = await adminWith(t, ['role.edit', 'product.list', 'product.edit']);
      const created = await request(t.http)
        .post('/api/admin/role')
        .set(bearer(token))
        .send({ name: `Catalogue ${Date.now()}`, permissions: ['product.list'] })
        .expect(201);
      await request(t.http)
        .put(`/api/admin/role/${created.body.id}`)
        .set(bearer(token))
        .send({ name: `Catalogue+ ${Date.now()}`, permissions: ['product.list', 'product.edit'] })
        .expect(200);
      expect((await findRole(created.body.id)).permissions).toEqual(['product.edit', 'product.list']);
      await request(t.http).delete(`/api/admin/role/${created.body.id}`).set(bearer(token)).expect(200);
    });

    it('cannot rename or delete a role holding permissions they lack, even without changing them', async () => {
      const { token } = await adminWith(t, ['role.edit', 'product.list']);
      const stronger = await createRole(t.dataSource, ['order.edit', 'product.list']);
      const refused = {
        messages: ['You cannot change or delete a role that holds permissions you do not hold: order.edit'],
        codes: ['permission.not_held_role'],
      };
      expect(
        (
          await request(t.http)
            .put(`/api/admin/role/${stronger.id}`)
            .set(bearer(token))
            .send({ name: `Orders ${Date.now()}` })
            .expect(403)
        ).body,
      ).toMatchObject(refused);
      expect(
        (
          await request(t.http)
            .put(`/api/admin/role/${stronger.id}`)
            .set(bearer(token))
            .send({ name: stronger.name, permissions: ['order.edit', 'product.list'] })
            .expect(403)
        ).body,
      ).toMatchObject(refused);
      expect((await request(t.http).delete(`/api/admin/role/${stronger.id}`).set(bearer(token)).expect(403)).body).toMatchObject(refused);
      expect(await findRole(stronger.id)).toMatchObject({ name: stronger.name, permissions: ['order.edit', 'product.list'] });
    });

    it('cannot rename the super admin role', async () => {
      const { token } = await superAdmin(t);
      const before = await findRole(1);
      const res = await request(t.http).put('/api/admin/role/1').set(bearer(token)).send({ name: 'Owner' }).expect(409);
      expect(res.body).toMatchObject({ messages: ['The super admin role cannot be renamed or changed'] });
      expect((await findRole(1)).name).toBe(before.name);
    });
  });

  it('role.edit and account.edit together still lead nowhere near super admin', async () => {
    const { admin, role, token } = await adminWith(t, ['role.edit', 'role.list', 'account.edit', 'account.list']);
    const owner = await createAdmin(t.dataSource, { roleId: 1 });
    const all = (await request(t.http).get('/api/admin/role/1').set(bearer(token)).expect(200)).body.permission_list as string[];

    // Every road: widen the own role, make an all-powerful role and take it, take role 1, take over the owner.
    await request(t.http).put(`/api/admin/role/${role.id}`).set(bearer(token)).send({ permissions: all }).expect(403);
    await request(t.http)
      .post('/api/admin/role')
      .set(bearer(token))
      .send({ name: `All ${Date.now()}`, permissions: all })
      .expect(403);
    await request(t.http).put(`/api/admin/account/${admin.id}`).set(bearer(token)).send({ role_id: 1 }).expect(403);
    const own = await request(t.http)
      .post('/api/admin/role')
      .set(bearer(token))
      .send({ name: `Mine ${Date.now()}`, permissions: ['role.edit'] })
      .expect(201);
    await request(t.http).put(`/api/admin/account/${admin.id}`).set(bearer(token)).send({ role_id: own.body.id }).expect(403);
    await request(t.http).post('/api/admin/account').set(bearer(token)).send(newAccount(1)).expect(403);
    await request(t.http)
      .put(`/api/admin/account/${owner.id}`)
      .set(bearer(token))
      .send({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .expect(403);

    expect((await findAdmin(admin.id)).roleId).toBe(role.id);
    expect([...(await findRole(role.id)).permissions].sort()).toEqual(['account.edit', 'account.list', 'role.edit', 'role.list']);
    const me = await request(t.http).get('/api/admin').set(bearer(token)).expect(200);
    expect(me.body.role).toMatchObject({ id: role.id, is_super_admin: false });
    await request(t.http).post('/api/admin/login').send({ email: owner.email, password: PASSWORD }).expect(200);
  });

  describe('a super admin', () => {
    it('assigns the super admin role and manages super admin accounts', async () => {
      const { token } = await superAdmin(t);
      const created = await request(t.http).post('/api/admin/account').set(bearer(token)).send(newAccount(1)).expect(201);
      expect(created.body).toMatchObject({ role_id: 1 });
      const lesser = await createRole(t.dataSource, []);
      await request(t.http).put(`/api/admin/account/${created.body.id}`).set(bearer(token)).send({ role_id: lesser.id }).expect(200);
      await request(t.http).delete(`/api/admin/account/${created.body.id}`).set(bearer(token)).expect(200);
    });

    it('cannot change their own role either', async () => {
      const { admin, token } = await superAdmin(t);
      const lesser = await createRole(t.dataSource, []);
      await request(t.http).put(`/api/admin/account/${admin.id}`).set(bearer(token)).send({ role_id: lesser.id }).expect(403);
      expect((await findAdmin(admin.id)).roleId).toBe(1);
    });
  });

  describe('changing the own password', () => {
    it('ends every other session of the account and keeps the one that changed it', async () => {
      const { admin, token } = await adminWith(t, ['account.edit']);
      const elsewhere = await adminToken(t, admin);
      await request(t.http)
        .put(`/api/admin/account/${admin.id}`)
        .set(bearer(token))
        .send({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
        .expect(200);
      await request(t.http).get('/api/admin').set(bearer(token)).expect(200);
      await request(t.http).get('/api/admin').set(bearer(elsewhere)).expect(401);
      await request(t.http).post('/api/admin/login').send({ email: admin.email, password: NEW_PASSWORD }).expect(200);
    });
  });
});
