import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { startTestApp, TestApp } from '../helpers/app';
import { adminToken, adminWith, createAdmin, createCustomer, customerToken, superAdmin } from '../helpers/factories';
import { expressRoutes, RouteInfo, routeTable } from '../helpers/routes';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const label = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const DENIED = { messages: ['You do not have permission to do this'], codes: ['http.forbidden'] };
const LOG_IN = { messages: ['Please log in first'], codes: ['http.log_in_first'] };

describe('access control', () => {
  let t: TestApp;
  let routes: RouteInfo[];
  /** Every back-office route but the login, which is how one gets a token. */
  let adminRoutes: RouteInfo[];
  beforeAll(async () => {
    t = await startTestApp();
    routes = routeTable(t);
    adminRoutes = routes.filter((r) => (r.path === '/api/admin' || r.path.startsWith('/api/admin/')) && label(r) !== 'POST /api/admin/login');
  });
  afterAll(() => t.close());

  /** The route called with 1 for each path parameter, and an empty JSON body where one can go. */
  const call = (route: RouteInfo, token?: string) => {
    const path = route.path.replace(/:\w+/g, '1');
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    let req = request(t.http)[method](path);
    if (token) req = req.set(bearer(token));
    return method === 'get' || method === 'delete' ? req : req.send({});
  };

  /** Calls each route and lists those whose answer differs from the expected one. */
  async function mismatches(list: RouteInfo[], token: () => Promise<string | undefined>, status: number, body: object): Promise<string[]> {
    const wrong: string[] = [];
    for (const route of list) {
      const res = await call(route, await token());
      if (res.status !== status || JSON.stringify(res.body) !== JSON.stringify(body))
        wrong.push(`${label(route)} -> ${res.status} ${JSON.stringify(res.body)}`);
    }
    return wrong;
  }

  describe('the route table', () => {
    it('holds every route Express serves under /api, and no other', () => {
      const served = expressRoutes(t)
        .filter((r) => r.path !== '/api/docs' && !r.path.startsWith('/api/docs/') && !r.path.startsWith('/api/docs-'))
        .map(label)
        .sort();
      const table = routes.map(label).sort();
      expect(table).toEqual(served);
      expect(table).toEqual(expect.arrayContaining(['GET /api/admin/role/:id', 'POST /api/admin/account', 'GET /api/profile', 'GET /api/health']));
    });

    it('gives every route an access rule (deny by default)', () => {
      expect(routes.filter((r) => !r.access).map(label)).toEqual([]);
    });

    it('names only permissions of the catalogue', async () => {
      const { token } = await superAdmin(t);
      const catalogue = await request(t.http).get('/api/admin/role/permission').set(bearer(token)).expect(200);
      const known = new Set(catalogue.body.flatMap((a: { groups: { permissions: string[] }[] }) => a.groups.flatMap((g) => g.permissions)));
      const named = routes.flatMap((r) => (r.access?.kind === 'admin' && r.access.permission ? [r.access.permission] : []));
      expect(named.filter((p) => !known.has(p))).toEqual([]);
    });

    it('opens no back-office route to the public or to shoppers, but the login', () => {
      expect(adminRoutes.length).toBeGreaterThan(10);
      expect(adminRoutes.filter((r) => r.access?.kind !== 'admin').map(label)).toEqual([]);
      expect(routes.find((r) => label(r) === 'POST /api/admin/login')?.access).toEqual({ kind: 'public' });
    });
  });

  describe('back-office routes', () => {
    it('answer 401 with messages without a token', async () => {
      expect(await mismatches(adminRoutes, async () => undefined, 401, LOG_IN)).toEqual([]);
    });

    it('answer 401 to a shopper token', async () => {
      const customer = await createCustomer(t.dataSource);
      const token = await customerToken(t, customer);
      await request(t.http).get('/api/profile').set(bearer(token)).expect(200);
      expect(await mismatches(adminRoutes, async () => token, 401, LOG_IN)).toEqual([]);
    });

    it('answer 403 with messages to an admin whose role lacks the permission', async () => {
      const { token } = await adminWith(t, []);
      const guarded = adminRoutes.filter((r) => r.access?.kind === 'admin' && r.access.permission);
      expect(guarded.length).toBeGreaterThan(10);
      expect(await mismatches(guarded, async () => token, 403, DENIED)).toEqual([]);
      // The token itself still works.
      await request(t.http).get('/api/admin').set(bearer(token)).expect(200);
    });

    it('answer 403 to an admin who holds every other permission', async () => {
      const { token: superToken } = await superAdmin(t);
      const catalogue = await request(t.http).get('/api/admin/role/permission').set(bearer(superToken)).expect(200);
      const all: string[] = catalogue.body.flatMap((a: { groups: { permissions: string[] }[] }) => a.groups.flatMap((g) => g.permissions));
      const wrong: string[] = [];
      for (const permission of ['role.edit', 'account.list', 'configuration.edit', 'configuration.script']) {
        const { token } = await adminWith(
          t,
          all.filter((p) => p !== permission),
        );
        const guarded = adminRoutes.filter((r) => r.access?.kind === 'admin' && r.access.permission === permission);
        expect(guarded.length).toBeGreaterThan(0);
        wrong.push(...(await mismatches(guarded, async () => token, 403, DENIED)));
      }
      expect(wrong).toEqual([]);
    });

    it('let any signed-in admin use the session routes, whatever the role', async () => {
      const open = adminRoutes.filter((r) => r.access?.kind === 'admin' && !r.access.permission);
      expect(open.map(label)).toEqual(expect.arrayContaining(['GET /api/admin', 'PUT /api/admin', 'POST /api/admin/logout', 'POST /api/admin/refresh']));
      const admin = await createAdmin(t.dataSource, { roleId: (await adminWith(t, [])).role.id });
      const wrong: string[] = [];
      for (const route of open) {
        // A fresh token each time: logout and refresh end the one they are called with.
        const res = await call(route, await adminToken(t, admin));
        if (res.status === 401 || res.status === 403 || res.status >= 500) wrong.push(`${label(route)} -> ${res.status} ${JSON.stringify(res.body)}`);
      }
      expect(wrong).toEqual([]);
    });
  });

  describe('lookups other screens need', () => {
    it("open the product form's lookups to product.edit and the role list to account.edit, and nothing else", async () => {
      const { token: editor } = await adminWith(t, ['product.edit']);
      for (const path of ['/api/admin/brand', '/api/admin/warehouse', '/api/admin/attribute', '/api/admin/menu', '/api/admin/menu/tree']) {
        await request(t.http).get(path).set(bearer(editor)).expect(200);
      }
      await request(t.http).post('/api/admin/brand').set(bearer(editor)).send({ title: 'x', url: 'x' }).expect(403);
      await request(t.http).get('/api/admin/role').set(bearer(editor)).expect(403);
      const { token: accounts } = await adminWith(t, ['account.edit']);
      await request(t.http).get('/api/admin/role').set(bearer(accounts)).expect(200);
      await request(t.http).get('/api/admin/role/permission').set(bearer(accounts)).expect(403);
      await request(t.http).post('/api/admin/role').set(bearer(accounts)).send({ name: 'x' }).expect(403);
    });

    it("open the phone order screen's lookups to order.create alone, and not the shipping settings or the order list", async () => {
      const { token: clerk } = await adminWith(t, ['order.create']);
      for (const path of ['/api/admin/order/stock?q=a', '/api/admin/order/customer?q=a', '/api/admin/order/shipping?country=HK']) {
        await request(t.http).get(path).set(bearer(clerk)).expect(200);
      }
      const customer = await createCustomer(t.dataSource);
      await request(t.http).get(`/api/admin/order/customer/${customer.id}/address`).set(bearer(clerk)).expect(200);
      await request(t.http).get('/api/admin/shipping').set(bearer(clerk)).expect(403);
      await request(t.http).get('/api/admin/order').set(bearer(clerk)).expect(403);
      const { token: other } = await adminWith(t, ['order.list', 'order.view', 'order.edit', 'shipping']);
      for (const path of ['/api/admin/order/shipping', `/api/admin/order/customer/${customer.id}/address`]) {
        await request(t.http).get(path).set(bearer(other)).expect(403);
      }
    });
  });

  describe('shopper routes', () => {
    it('answer 401 to an admin token', async () => {
      const { token } = await superAdmin(t);
      const res = await request(t.http).get('/api/profile').set(bearer(token)).expect(401);
      expect(res.body).toEqual(LOG_IN);
      const shopperRoutes = routes.filter((r) => r.access?.kind === 'customer');
      expect(shopperRoutes.map(label)).toContain('GET /api/profile');
      expect(await mismatches(shopperRoutes, async () => token, 401, LOG_IN)).toEqual([]);
    });
  });

  describe('tokens', () => {
    const jwt = new JwtService();

    it('refuses a token signed with another secret', async () => {
      const { admin } = await superAdmin(t);
      const forged = await jwt.signAsync(
        { sub: String(admin.id), sid: '00000000-0000-4000-8000-000000000000' },
        { secret: 'x'.repeat(48), audience: 'admin', expiresIn: 600 },
      );
      const res = await request(t.http).get('/api/admin').set(bearer(forged)).expect(401);
      expect(res.body).toEqual(LOG_IN);
    });

    it('refuses a well-signed token without a live session', async () => {
      const { admin } = await superAdmin(t);
      const orphan = await jwt.signAsync(
        { sub: String(admin.id), sid: '00000000-0000-4000-8000-000000000000' },
        { secret: t.config.auth.jwtSecret, audience: 'admin', expiresIn: 600 },
      );
      await request(t.http).get('/api/admin').set(bearer(orphan)).expect(401);
    });

    it('says the login expired for an expired token', async () => {
      const { admin } = await superAdmin(t);
      const expired = await jwt.signAsync(
        { sub: String(admin.id), sid: '00000000-0000-4000-8000-000000000000', exp: Math.floor(Date.now() / 1000) - 60 },
        { secret: t.config.auth.jwtSecret, audience: 'admin' },
      );
      const res = await request(t.http).get('/api/admin').set(bearer(expired)).expect(401);
      expect(res.body).toMatchObject({ messages: ['Login expired. Please log in again.'] });
    });

    it('refuses a token that is not a JWT, and a non-bearer header', async () => {
      const { token } = await superAdmin(t);
      for (const header of ['Bearer not-a-token', `Basic ${token}`, token]) {
        const res = await request(t.http).get('/api/admin/role').set('Authorization', header).expect(401);
        expect(res.body).toEqual(LOG_IN);
      }
    });
  });
});
