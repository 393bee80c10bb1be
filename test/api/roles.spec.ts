import request from 'supertest';
import { Role } from '../../server/src/modules/role/role.entity';
import { startTestApp, TestApp } from '../helpers/app';
import { adminWith, createAdmin, createRole, superAdmin, unique } from '../helpers/factories';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING_ID = 2147483647;

describe('roles', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  const findRole = (id: number) => t.dataSource.manager.findOne(Role, { where: { id } });

  describe('GET /api/admin/role', () => {
    it('answers only the asked ids with filter {"id":[...]} (react-admin getMany)', async () => {
      const [a, , c] = [await createRole(t.dataSource, []), await createRole(t.dataSource, []), await createRole(t.dataSource, [])];
      const res = await request(t.http)
        .get('/api/admin/role')
        .query({ filter: JSON.stringify({ id: [a.id, c.id] }) })
        .set(bearer(token))
        .expect(200);
      expect(res.body.map((r: { id: number }) => r.id).sort()).toEqual([a.id, c.id].sort());
      const bad = await request(t.http)
        .get('/api/admin/role')
        .query({ filter: JSON.stringify({ id: ['x'] }) })
        .set(bearer(token))
        .expect(400);
      expect(bad.body.messages).toEqual(['filter id must be a list of ids']);
    });

    it('pages, sorts and filters with Content-Range and X-Total-Count', async () => {
      const tag = unique('paging');
      const [alpha, beta, gamma] = [
        await createRole(t.dataSource, [], `${tag} alpha`),
        await createRole(t.dataSource, ['dashboard'], `${tag} beta`),
        await createRole(t.dataSource, [], `${tag} gamma`),
      ];
      const filter = JSON.stringify({ q: tag });

      const first = await request(t.http).get('/api/admin/role').query({ sort: '["name","DESC"]', range: '[0,1]', filter }).set(bearer(token)).expect(200);
      expect(first.headers['content-range']).toBe('role 0-1/3');
      expect(first.headers['x-total-count']).toBe('3');
      expect(first.body.map((r: { id: number }) => r.id)).toEqual([gamma.id, beta.id]);
      expect(first.body[1]).toEqual({
        id: beta.id,
        name: `${tag} beta`,
        is_super_admin: false,
        permission_list: ['dashboard'],
        created_at: beta.createdAt.toISOString(),
        updated_at: beta.updatedAt.toISOString(),
      });

      const rest = await request(t.http).get('/api/admin/role').query({ sort: '["name","DESC"]', range: '[2,4]', filter }).set(bearer(token)).expect(200);
      expect(rest.headers['content-range']).toBe('role 2-2/3');
      expect(rest.headers['x-total-count']).toBe('3');
      expect(rest.body.map((r: { id: number }) => r.id)).toEqual([alpha.id]);
    });

    it('matches the filter text case-insensitively and takes % and _ literally', async () => {
      const tag = unique('like');
      const plain = await createRole(t.dataSource, [], `${tag} 50% off`);
      await createRole(t.dataSource, [], `${tag} 50 percent`);
      const res = await request(t.http)
        .get('/api/admin/role')
        .query({ filter: JSON.stringify({ q: `${tag.toUpperCase()} 50%` }) })
        .set(bearer(token))
        .expect(200);
      expect(res.body.map((r: { id: number }) => r.id)).toEqual([plain.id]);
      expect(res.headers['x-total-count']).toBe('1');

      const underscore = await request(t.http)
        .get('/api/admin/role')
        .query({ filter: JSON.stringify({ q: `${tag} 50_` }) })
        .set(bearer(token))
        .expect(200);
      expect(underscore.body).toEqual([]);
      expect(underscore.headers['content-range']).toBe('role 0-0/0');
    });

    it('sorts by id, descending by default', async () => {
      const tag = unique('default-sort');
      const older = await createRole(t.dataSource, [], `${tag} a`);
      const newer = await createRole(t.dataSource, [], `${tag} b`);
      const res = await request(t.http)
        .get('/api/admin/role')
        .query({ filter: JSON.stringify({ q: tag }) })
        .set(bearer(token))
        .expect(200);
      expect(res.body.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
      const ascending = await request(t.http)
        .get('/api/admin/role')
        .query({ sort: '["id","ASC"]', filter: JSON.stringify({ q: tag }) })
        .set(bearer(token))
        .expect(200);
      expect(ascending.body.map((r: { id: number }) => r.id)).toEqual([older.id, newer.id]);
    });

    it.each([
      [
        'a field that cannot be sorted',
        { sort: '["password","ASC"]' },
        'sort must be ["field","ASC|DESC"] with a field among id, name, updated_at, created_at',
      ],
      ['a wrong direction', { sort: '["name","UP"]' }, 'sort must be ["field","ASC|DESC"] with a field among id, name, updated_at, created_at'],
      ['a sort that is not JSON', { sort: 'name' }, 'sort must be a JSON value'],
      ['a range that ends before it starts', { range: '[5,2]' }, 'range must be [first, last] with whole numbers'],
      ['a negative range', { range: '[-1,3]' }, 'range must be [first, last] with whole numbers'],
      ['a range of fractions', { range: '[0.5,3]' }, 'range must be [first, last] with whole numbers'],
      ['a range too large to count', { range: '[100000000000000000000,100000000000000000001]' }, 'range must be [first, last] with whole numbers'],
      ['a range that is not JSON', { range: '0-24' }, 'range must be a JSON value'],
      ['a filter that is a list', { filter: '["q"]' }, 'filter must be a JSON object'],
    ])('answers 400 with messages for %s', async (_, query, message) => {
      const res = await request(t.http).get('/api/admin/role').query(query).set(bearer(token)).expect(400);
      expect(res.body).toMatchObject({ messages: [message] });
    });
  });

  describe('GET /api/admin/role/permission', () => {
    it('answers the catalogue grouped by area, each permission once', async () => {
      const res = await request(t.http).get('/api/admin/role/permission').set(bearer(token)).expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      for (const area of res.body) {
        expect(area).toEqual({ area: expect.any(String), groups: expect.any(Array) });
        for (const group of area.groups) expect(group).toEqual({ group: expect.any(String), permissions: expect.arrayContaining([expect.any(String)]) });
      }
      const names: string[] = res.body.flatMap((a: { groups: { permissions: string[] }[] }) => a.groups.flatMap((g) => g.permissions));
      expect(new Set(names).size).toBe(names.length);
    });

    it('covers every permission family of the back office', async () => {
      const res = await request(t.http).get('/api/admin/role/permission').set(bearer(token)).expect(200);
      const names = new Set<string>(res.body.flatMap((a: { groups: { permissions: string[] }[] }) => a.groups.flatMap((g) => g.permissions)));
      // Every admin resource of the screens list has a list page and a create/update page.
      const resources = [
        'page',
        'block',
        'menu',
        'brand',
        'role',
        'account',
        'customer',
        'product',
        'supplier',
        'attribute',
        'store',
        'slider',
        'warehouse',
        'lead',
        'lead/status',
        'lead/funnel',
        'lead/contact',
        'broadcast',
        'broadcast/message',
        'broadcast/receiver',
        'formbuilder',
        'blog/category',
        'blog/article',
        'promotion',
        'order',
      ];
      const expected = [
        'dashboard',
        ...resources.flatMap((r) => [`${r.replace(/\//g, '.')}.list`, `${r.replace(/\//g, '.')}.edit`]),
        'order.view',
        'store.pos',
        'lead.funnel.management',
        'formbuilder.histories',
        'payment',
        'shipping',
        'membership',
        'report.sales',
        'report.products',
        'report.customer',
        'report.inventories',
      ];
      expect(expected.filter((name) => !names.has(name))).toEqual([]);
    });

    it('is what the super admin role holds', async () => {
      const catalogue = await request(t.http).get('/api/admin/role/permission').set(bearer(token)).expect(200);
      const names = catalogue.body.flatMap((a: { groups: { permissions: string[] }[] }) => a.groups.flatMap((g) => g.permissions));
      const role = await request(t.http).get('/api/admin/role/1').set(bearer(token)).expect(200);
      expect(role.body).toMatchObject({ id: 1, is_super_admin: true });
      expect([...role.body.permission_list].sort()).toEqual([...names].sort());
    });
  });

  describe('GET /api/admin/role/{id}', () => {
    it('shows one role', async () => {
      const role = await createRole(t.dataSource, ['product.list', 'product.edit']);
      const res = await request(t.http).get(`/api/admin/role/${role.id}`).set(bearer(token)).expect(200);
      expect(res.body).toEqual({
        id: role.id,
        name: role.name,
        is_super_admin: false,
        permission_list: ['product.list', 'product.edit'],
        created_at: role.createdAt.toISOString(),
        updated_at: role.updatedAt.toISOString(),
      });
    });

    it.each([String(MISSING_ID), 'abc', '0', '-3', '1.5', '99999999999'])('answers 404 "ID not exists" for id %s', async (id) => {
      const res = await request(t.http).get(`/api/admin/role/${id}`).set(bearer(token)).expect(404);
      expect(res.body).toMatchObject({ messages: ['ID not exists'] });
    });
  });

  describe('POST /api/admin/role', () => {
    it('creates a role and stores its permissions deduplicated', async () => {
      const name = unique('Catalogue editor');
      const res = await request(t.http)
        .post('/api/admin/role')
        .set(bearer(token))
        .send({ name: `  ${name}  `, permissions: ['product.list', 'product.edit', 'product.list', 'brand.list', 'product.edit'] })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name,
        is_super_admin: false,
        permission_list: ['brand.list', 'product.edit', 'product.list'],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const stored = await findRole(res.body.id);
      expect(stored).toMatchObject({ name, isSuperAdmin: false, permissions: ['brand.list', 'product.edit', 'product.list'] });

      const read = await request(t.http).get(`/api/admin/role/${res.body.id}`).set(bearer(token)).expect(200);
      expect(read.body.permission_list).toEqual(['brand.list', 'product.edit', 'product.list']);
    });

    it('creates a role without permissions', async () => {
      const name = unique('Empty');
      const res = await request(t.http).post('/api/admin/role').set(bearer(token)).send({ name }).expect(201);
      expect(res.body.permission_list).toEqual([]);
      expect((await findRole(res.body.id))?.permissions).toEqual([]);
    });

    it('accepts every permission of the catalogue at once', async () => {
      const catalogue = await request(t.http).get('/api/admin/role/permission').set(bearer(token)).expect(200);
      const names: string[] = catalogue.body.flatMap((a: { groups: { permissions: string[] }[] }) => a.groups.flatMap((g) => g.permissions));
      const res = await request(t.http)
        .post('/api/admin/role')
        .set(bearer(token))
        .send({ name: unique('All'), permissions: names })
        .expect(201);
      expect(res.body.permission_list).toEqual([...names].sort());
      expect(res.body.is_super_admin).toBe(false);
    });

    it.each([
      ['no name', {}],
      ['an empty name', { name: '' }],
      ['a name of spaces', { name: '    ' }],
      ['a name that is not text', { name: 42 }],
    ])('answers 422 "name is required" for %s', async (_, body) => {
      const res = await request(t.http).post('/api/admin/role').set(bearer(token)).send(body).expect(422);
      expect(res.body).toMatchObject({ messages: ['name is required'], errors: { name: ['name is required'] } });
    });

    it('refuses a name longer than 100 characters', async () => {
      const res = await request(t.http)
        .post('/api/admin/role')
        .set(bearer(token))
        .send({ name: 'r'.repeat(101) })
        .expect(422);
      expect(res.body).toMatchObject({
        messages: ['name must be at most 100 characters long'],
        errors: { name: ['name must be at most 100 characters long'] },
      });
    });

    it('accepts a name of exactly 100 characters', async () => {
      const name = unique('r').padEnd(100, 'r');
      const res = await request(t.http).post('/api/admin/role').set(bearer(token)).send({ name }).expect(201);
      expect(res.body.name).toBe(name);
    });

    it('rejects a name that is taken, whatever its case', async () => {
      const existing = await createRole(t.dataSource, []);
      for (const name of [existing.name, existing.name.toUpperCase()]) {
        const res = await request(t.http).post('/api/admin/role').set(bearer(token)).send({ name }).expect(409);
        expect(res.body).toMatchObject({ messages: ['A role with this name already exists'], errors: { name: ['A role with this name already exists'] } });
      }
      expect(await t.dataSource.manager.count(Role, { where: { name: existing.name.toUpperCase() } })).toBe(0);
    });

    it('rejects an unknown permission by name and stores nothing', async () => {
      const name = unique('Bad perms');
      const res = await request(t.http)
        .post('/api/admin/role')
        .set(bearer(token))
        .send({ name, permissions: ['product.list', 'x'] })
        .expect(422);
      expect(res.body).toMatchObject({ messages: ['Unknown permission: x'], errors: { permissions: ['Unknown permission: x'] } });
      expect(await t.dataSource.manager.count(Role, { where: { name } })).toBe(0);
    });

    it.each([
      ['a string', 'product.list'],
      ['a list of numbers', [1, 2]],
      ['an object', { 'product.list': true }],
    ])('rejects permissions given as %s', async (_, permissions) => {
      const res = await request(t.http)
        .post('/api/admin/role')
        .set(bearer(token))
        .send({ name: unique('Bad'), permissions })
        .expect(422);
      expect(res.body).toMatchObject({
        messages: ['permissions must be a list of permission names'],
        errors: { permissions: ['permissions must be a list of permission names'] },
      });
    });

    it('is refused to an admin who may only list roles', async () => {
      const { token: viewer } = await adminWith(t, ['role.list']);
      const name = unique('Sneaky');
      const res = await request(t.http).post('/api/admin/role').set(bearer(viewer)).send({ name }).expect(403);
      expect(res.body).toMatchObject({ messages: ['You do not have permission to do this'] });
      expect(await t.dataSource.manager.count(Role, { where: { name } })).toBe(0);
    });
  });

  describe('PUT /api/admin/role/{id}', () => {
    it('renames a role and replaces its permissions', async () => {
      const role = await createRole(t.dataSource, ['product.list']);
      const name = unique('Renamed');
      const res = await request(t.http)
        .put(`/api/admin/role/${role.id}`)
        .set(bearer(token))
        .send({ name, permissions: ['order.view', 'order.list', 'order.view'] })
        .expect(200);
      expect(res.body).toMatchObject({ id: role.id, name, permission_list: ['order.list', 'order.view'] });
      expect(await findRole(role.id)).toMatchObject({ name, permissions: ['order.list', 'order.view'] });
    });

    it('keeps the permissions when only the name is sent', async () => {
      const role = await createRole(t.dataSource, ['brand.edit', 'brand.list']);
      await request(t.http)
        .put(`/api/admin/role/${role.id}`)
        .set(bearer(token))
        .send({ name: unique('Only name') })
        .expect(200);
      expect((await findRole(role.id))?.permissions).toEqual(['brand.edit', 'brand.list']);
    });

    it('keeps its own name in another case', async () => {
      const role = await createRole(t.dataSource, []);
      const res = await request(t.http).put(`/api/admin/role/${role.id}`).set(bearer(token)).send({ name: role.name.toUpperCase() }).expect(200);
      expect(res.body.name).toBe(role.name.toUpperCase());
    });

    it('rejects the name of another role', async () => {
      const [role, other] = [await createRole(t.dataSource, []), await createRole(t.dataSource, [])];
      const res = await request(t.http).put(`/api/admin/role/${role.id}`).set(bearer(token)).send({ name: other.name }).expect(409);
      expect(res.body.messages).toEqual(['A role with this name already exists']);
      expect((await findRole(role.id))?.name).toBe(role.name);
    });

    it('rejects an empty name and an unknown permission', async () => {
      const role = await createRole(t.dataSource, ['dashboard']);
      const empty = await request(t.http).put(`/api/admin/role/${role.id}`).set(bearer(token)).send({ name: '' }).expect(422);
      expect(empty.body.messages).toEqual(['name is required']);
      const unknown = await request(t.http)
        .put(`/api/admin/role/${role.id}`)
        .set(bearer(token))
        .send({ permissions: ['dashboard', 'nope.list'] })
        .expect(422);
      expect(unknown.body.messages).toEqual(['Unknown permission: nope.list']);
      expect(await findRole(role.id)).toMatchObject({ name: role.name, permissions: ['dashboard'] });
    });

    it('refuses to change the permissions of the super admin role', async () => {
      const before = await findRole(1);
      const res = await request(t.http)
        .put('/api/admin/role/1')
        .set(bearer(token))
        .send({ permissions: ['dashboard'] })
        .expect(409);
      expect(res.body).toMatchObject({ messages: ['The super admin role always holds every permission'] });
      const after = await findRole(1);
      expect(after).toMatchObject({ isSuperAdmin: true, permissions: before!.permissions, name: before!.name });
    });

    it('answers 404 "ID not exists" for a missing or malformed id', async () => {
      for (const id of [String(MISSING_ID), 'abc']) {
        const res = await request(t.http)
          .put(`/api/admin/role/${id}`)
          .set(bearer(token))
          .send({ name: unique('Ghost') })
          .expect(404);
        expect(res.body).toMatchObject({ messages: ['ID not exists'] });
      }
    });

    it('takes effect on the next request of an admin holding the role, with the same token', async () => {
      const { role, token: holder } = await adminWith(t, ['role.list', 'dashboard']);
      await request(t.http).get('/api/admin/role').set(bearer(holder)).expect(200);

      await request(t.http)
        .put(`/api/admin/role/${role.id}`)
        .set(bearer(token))
        .send({ permissions: ['dashboard'] })
        .expect(200);
      const refused = await request(t.http).get('/api/admin/role').set(bearer(holder)).expect(403);
      expect(refused.body).toMatchObject({ messages: ['You do not have permission to do this'] });
      const me = await request(t.http).get('/api/admin').set(bearer(holder)).expect(200);
      expect(me.body.permission_list).toEqual(['dashboard']);

      await request(t.http)
        .put(`/api/admin/role/${role.id}`)
        .set(bearer(token))
        .send({ permissions: ['dashboard', 'role.list', 'role.edit'] })
        .expect(200);
      await request(t.http).get('/api/admin/role').set(bearer(holder)).expect(200);
      await request(t.http)
        .post('/api/admin/role')
        .set(bearer(holder))
        .send({ name: unique('By holder') })
        .expect(201);
    });
  });

  describe('DELETE /api/admin/role/{id}', () => {
    it('deletes a role nobody holds', async () => {
      const role = await createRole(t.dataSource, ['dashboard']);
      const res = await request(t.http).delete(`/api/admin/role/${role.id}`).set(bearer(token)).expect(200);
      expect(res.body).toEqual({ id: role.id });
      expect(await findRole(role.id)).toBeNull();
      await request(t.http).get(`/api/admin/role/${role.id}`).set(bearer(token)).expect(404);
    });

    it('refuses to delete the super admin role', async () => {
      const res = await request(t.http).delete('/api/admin/role/1').set(bearer(token)).expect(409);
      expect(res.body).toMatchObject({ messages: ['The super admin role cannot be deleted'] });
      expect(await findRole(1)).not.toBeNull();
    });

    it('refuses to delete a role an admin holds', async () => {
      const role = await createRole(t.dataSource, ['dashboard']);
      await createAdmin(t.dataSource, { roleId: role.id });
      const res = await request(t.http).delete(`/api/admin/role/${role.id}`).set(bearer(token)).expect(409);
      expect(res.body).toMatchObject({ messages: ['This role is held by 1 admin account(s): give them another role first'] });
      expect(await findRole(role.id)).not.toBeNull();
    });

    it('answers 404 "ID not exists" for a missing or malformed id', async () => {
      for (const id of [String(MISSING_ID), 'abc', '0']) {
        const res = await request(t.http).delete(`/api/admin/role/${id}`).set(bearer(token)).expect(404);
        expect(res.body).toMatchObject({ messages: ['ID not exists'] });
      }
    });
  });
});
