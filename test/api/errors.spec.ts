import request from 'supertest';
import { Role } from '../../server/src/modules/role/role.entity';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { createAdmin, createRole, PASSWORD, superAdmin, unique, uniqueEmail } from '../helpers/factories';
import { createBrand } from '../helpers/catalog';
import { errorAnswer } from '../../server/src/common/http-exception.filter';
import { preparedQuery } from '../../server/src/database/prepared-query';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOO_MANY = { messages: ['Too many requests. Please try again later.'], codes: ['http.too_many_requests'] };
const NOT_AN_OBJECT = { messages: ['The request body must be a JSON object'], codes: ['http.body_not_object'] };

/** What must never reach a client: stack frames, file paths, driver errors, SQL. */
const LEAK =
  /\n\s+at |\bat \S+ \(\S+:\d+:\d+\)|node_modules|\/server\/src\/|QueryFailedError|TypeORMError|\bSELECT\b|\bINSERT INTO\b|\bDELETE FROM\b|\bUPDATE "\w+" SET\b/;

/** Every response this file sees goes through here. */
function clean(res: request.Response): request.Response {
  expect(res.text ?? '').not.toMatch(LEAK);
  return res;
}

describe('platform behaviour', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await superAdmin(t));
  });
  afterAll(() => t.close());

  describe('request bodies', () => {
    it('answers 400 for malformed JSON', async () => {
      for (const path of ['/api/admin/login', '/api/register', '/api/admin/role']) {
        const res = clean(
          await request(t.http).post(path).set(bearer(token)).set('Content-Type', 'application/json').send('{"email": "a@b.test",').expect(400),
        );
        expect(res.body).toMatchObject({ messages: ['The request body is not valid JSON'] });
      }
    });

    it.each([
      ['a JSON array', '[{"email":"a@b.test"}]'],
      ['a JSON string', '"hello"'],
      ['a JSON number', '42'],
      ['JSON null', 'null'],
    ])('answers 400 when the body is %s', async (_, body) => {
      const login = clean(await request(t.http).post('/api/admin/login').set('Content-Type', 'application/json').send(body).expect(400));
      expect(login.body).toEqual(NOT_AN_OBJECT);
      const role = await createRole(t.dataSource, []);
      const update = clean(
        await request(t.http).put(`/api/admin/role/${role.id}`).set(bearer(token)).set('Content-Type', 'application/json').send(body).expect(400),
      );
      expect(update.body).toEqual(NOT_AN_OBJECT);
    });

    it('answers 431 with messages for an address or headers over 16 KB, which Node refuses before any handler', async () => {
      const res = await request(t.http)
        .get(`/api/admin/order/1?filter=${'x'.repeat(20_000)}`)
        .expect(431);
      expect(res.body).toEqual({ messages: ['The request address or headers are too large'], codes: ['http.headers_too_large'] });
      // The server goes on serving.
      await request(t.http).get('/api/admin').expect(401);
    });

    it('answers 422 with messages for wrong types on login, never 500', async () => {
      const res = clean(await request(t.http).post('/api/admin/login').send({ email: 123, password: 456 }).expect(422));
      expect(res.body).toMatchObject({
        messages: ['email must be a valid email address', 'password is required'],
        errors: { email: ['email must be a valid email address'], password: ['password is required'] },
      });
    });

    it.each([
      ['POST /api/login', 'post', '/api/login', { email: ['a@b.test'], password: { x: 1 } }],
      ['POST /api/register', 'post', '/api/register', { first_name: 1, last_name: [], email: true, password: 12345678, password_confirmation: 12345678 }],
      ['POST /api/password/email', 'post', '/api/password/email', { email: { $ne: '' } }],
      ['POST /api/admin/role', 'post', '/api/admin/role', { name: { a: 1 }, permissions: [{}] }],
      [
        'POST /api/admin/account',
        'post',
        '/api/admin/account',
        { name: [], email: false, password: 123456789, password_confirmation: 123456789, role_id: {}, enabled: 'x' },
      ],
      ['PUT /api/admin', 'put', '/api/admin', { name: ['x'], language: 5 }],
    ] as const)('answers 422 with messages for wrong types on %s', async (_, method, path, body) => {
      const res = clean(await request(t.http)[method](path).set(bearer(token)).send(body));
      expect(res.status).toBe(422);
      expect(res.body.messages.length).toBeGreaterThan(0);
      for (const message of res.body.messages) expect(typeof message).toBe('string');
    });

    it('reads urlencoded forms too', async () => {
      const admin = await createAdmin(t.dataSource);
      const res = clean(await request(t.http).post('/api/admin/login').type('form').send({ email: admin.email, password: PASSWORD }).expect(200));
      expect(res.body.token).toEqual(expect.any(String));
    });
  });

  describe('body size limit', () => {
    let small: TestApp;
    beforeAll(async () => {
      small = await startTestApp({ BODY_LIMIT: '1kb' });
    });
    afterAll(() => small.close());

    it('answers 413 for a JSON or form body over BODY_LIMIT', async () => {
      const big = { email: uniqueEmail(), password: 'p'.repeat(2000) };
      const json = clean(await request(small.http).post('/api/login').send(big).expect(413));
      expect(json.body).toMatchObject({ messages: ['The request body is too large'] });
      const form = clean(await request(small.http).post('/api/login').type('form').send(big).expect(413));
      expect(form.body).toMatchObject({ messages: ['The request body is too large'] });
    });

    it('reads a body under the limit as usual', async () => {
      const res = clean(
        await request(small.http)
          .post('/api/login')
          .send({ email: uniqueEmail(), password: 'p'.repeat(100) })
          .expect(401),
      );
      expect(res.body).toMatchObject({ messages: ['Incorrect email or password'] });
    });
  });

  describe('unknown routes', () => {
    it.each([
      ['get', '/api/nothing'],
      ['post', '/api/nothing'],
      ['delete', '/api/admin/nothing'],
      ['patch', '/api/admin/role/1'],
    ] as const)('answers 404 "Not found" to %s %s', async (method, path) => {
      const res = clean(await request(t.http)[method](path).expect(404));
      expect(res.body).toMatchObject({ messages: ['Not found'] });
    });
  });

  describe('response headers', () => {
    it('sends helmet headers and a request id on success and on failure', async () => {
      for (const res of [
        await request(t.http).get('/api/health'),
        await request(t.http).get('/api/nothing'),
        await request(t.http).post('/api/admin/login').set('Content-Type', 'application/json').send('{'),
      ]) {
        clean(res);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['x-powered-by']).toBeUndefined();
        expect(res.headers['x-request-id']).toMatch(UUID);
      }
    });

    it('keeps a well-formed X-Request-Id from the caller and replaces a bad one', async () => {
      const given = unique('trace-id');
      const kept = await request(t.http).get('/api/health').set('X-Request-Id', given);
      expect(kept.headers['x-request-id']).toBe(given);
      const replaced = await request(t.http).get('/api/health').set('X-Request-Id', 'bad id; drop table');
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    });
  });

  describe('method override', () => {
    it('handles POST with X-HTTP-Method-Override: PUT as PUT', async () => {
      const role = await createRole(t.dataSource, ['dashboard']);
      const name = unique('Overridden');
      const res = clean(
        await request(t.http)
          .post(`/api/admin/role/${role.id}`)
          .set(bearer(token))
          .set('X-HTTP-Method-Override', 'PUT')
          .send({ name, permissions: ['brand.list'] })
          .expect(200),
      );
      expect(res.body).toMatchObject({ id: role.id, name, permission_list: ['brand.list'] });
      expect(await t.dataSource.manager.findOne(Role, { where: { id: role.id } })).toMatchObject({ name, permissions: ['brand.list'] });
    });

    it('handles POST with ?_method=DELETE as DELETE', async () => {
      const role = await createRole(t.dataSource, []);
      await request(t.http).post(`/api/admin/role/${role.id}?_method=DELETE`).set(bearer(token)).expect(200);
      expect(await t.dataSource.manager.findOne(Role, { where: { id: role.id } })).toBeNull();
    });

    it('guards an overridden request like the real method', async () => {
      const role = await createRole(t.dataSource, []);
      const res = clean(await request(t.http).post(`/api/admin/role/${role.id}`).set('X-HTTP-Method-Override', 'DELETE').expect(401));
      expect(res.body).toMatchObject({ messages: ['Please log in first'] });
      expect(await t.dataSource.manager.findOne(Role, { where: { id: role.id } })).not.toBeNull();
    });

    it('never turns a GET into a write, nor a POST into a GET', async () => {
      const role = await createRole(t.dataSource, []);
      const read = await request(t.http).get(`/api/admin/role/${role.id}`).set(bearer(token)).set('X-HTTP-Method-Override', 'DELETE').expect(200);
      expect(read.body.id).toBe(role.id);
      expect(await t.dataSource.manager.findOne(Role, { where: { id: role.id } })).not.toBeNull();
      const name = unique('Still a post');
      await request(t.http).post('/api/admin/role').set(bearer(token)).set('X-HTTP-Method-Override', 'GET').send({ name }).expect(201);
    });
  });

  describe('hostile input', () => {
    const nul = (field: string) => ({
      messages: [`${field} must not contain a NUL character`],
      codes: ['http.text_nul'],
      params: [{ field }],
      errors: { [field]: [`${field} must not contain a NUL character`] },
    });
    const TOO_DEEP = { messages: ['The request body is nested too deeply'], codes: ['http.body_too_deep'] };
    /** Nested arrays `depth` levels deep, as JSON text. */
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

    it('refuses line breaks and other control characters in one-line fields, and keeps the lines of long texts', async () => {
      const oneLine = (field: string) => ({ [field]: [`${field} must be one line of text, without control characters`] });
      const email = uniqueEmail('crlf');
      const register = { last_name: 'Lam', email, password: PASSWORD, password_confirmation: PASSWORD };
      for (const first_name of ['Ada\r\nBcc: victim@example.test', 'Ada\tLam', 'Ada\u2028Lam', 'Ada\u001bLam']) {
        expect(
          clean(
            await request(t.http)
              .post('/api/register')
              .send({ ...register, first_name })
              .expect(422),
          ).body.errors,
        ).toEqual(oneLine('first_name'));
      }
      expect(await t.dataSource.query(`SELECT id FROM customer WHERE email = $1`, [email])).toEqual([]);

      const url = unique('crlf');
      expect(clean(await request(t.http).post('/api/admin/brand').set(bearer(token)).send({ title: 'Acme\nInc', url }).expect(422)).body.errors).toEqual(
        oneLine('title'),
      );
      expect(clean(await request(t.http).post('/api/admin/role').set(bearer(token)).send({ name: 'Ops\r\nTeam' }).expect(422)).body.errors).toEqual(
        oneLine('name'),
      );
      const kept = await request(t.http)
        .post('/api/admin/brand')
        .set(bearer(token))
        .send({ title: 'Acme', url, short_description: 'Tools\nand more' })
        .expect(201);
      expect(kept.body.short_description).toBe('Tools\nand more');
    });

    it('refuses a NUL character in a JSON field with 422 naming the field, and stores nothing', async () => {
      const name = unique('Nul');
      const res = clean(
        await request(t.http)
          .post('/api/admin/role')
          .set(bearer(token))
          .send({ name: `${name}\u0000` })
          .expect(422),
      );
      expect(res.body).toEqual(nul('name'));
      expect(await t.dataSource.manager.count(Role, { where: { name } })).toBe(0);
      const nested = clean(
        await request(t.http)
          .post('/api/admin/attribute')
          .set(bearer(token))
          .send({ name: 'Size', position: 'stock_option', options: [{ value: 'S' }, { value: 'M\u0000' }] })
          .expect(422),
      );
      expect(nested.body).toEqual(nul('options.1.value'));
    });

    it('refuses a NUL character in a form field, a multipart field, a query and a path parameter', async () => {
      const form = clean(await request(t.http).post('/api/admin/role').set(bearer(token)).type('form').send('name=a%00b').expect(422));
      expect(form.body).toEqual(nul('name'));
      const brand = await createBrand(t.dataSource, { en_us: 'Nul brand' });
      const multipart = clean(await request(t.http).put(`/api/admin/brand/${brand.id}`).set(bearer(token)).field('title', 'a\u0000b').expect(422));
      expect(multipart.body).toEqual(nul('title'));
      const filter = clean(
        await request(t.http)
          .get('/api/admin/role')
          .query({ filter: JSON.stringify({ q: 'a\u0000b' }) })
          .set(bearer(token))
          .expect(422),
      );
      expect(filter.body).toEqual(nul('filter.q'));
      const query = clean(await request(t.http).get('/api/admin/brand?language=%00').set(bearer(token)).expect(422));
      expect(query.body).toEqual(nul('language'));
      const param = clean(await request(t.http).get('/api/admin/role/%00').set(bearer(token)).expect(422));
      expect(param.body).toEqual(nul('id'));
    });

    it('reads a lone surrogate and invalid UTF-8 as replacement characters', async () => {
      const surrogate = clean(await request(t.http).post('/api/admin/login').send({ email: '\ud800', password: 'whatever-password' }).expect(422));
      expect(surrogate.body.messages).toEqual(['email must be a valid email address']);
      const bytes = Buffer.concat([
        Buffer.from('{"email":"a@b.test","password":"pass'),
        Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from('word"}'),
      ]);
      // As is: superagent would write a Buffer given with a JSON type as {"type":"Buffer",...}.
      const asIs = ((body: Buffer) => body) as unknown as (body: unknown) => string;
      const invalid = clean(await request(t.http).post('/api/admin/login').set('Content-Type', 'application/json').serialize(asIs).send(bytes).expect(401));
      expect(invalid.body).toMatchObject({ messages: ['Incorrect email or password'] });
    });

    it('answers 400 to a body nested deeper than 32 levels, and reads one of 32', async () => {
      for (const depth of [33, 5000]) {
        const res = clean(
          await request(t.http)
            .post('/api/admin/login')
            .set('Content-Type', 'application/json')
            .send(`{"email":${deep(depth - 1)}}`)
            .expect(400),
        );
        expect(res.body).toEqual(TOO_DEEP);
      }
      const read = clean(
        await request(t.http)
          .post('/api/admin/login')
          .set('Content-Type', 'application/json')
          .send(`{"email":${deep(31)},"password":"p"}`)
          .expect(422),
      );
      expect(read.body.messages).toEqual(['email must be a valid email address']);
      const filter = clean(
        await request(t.http)
          .get('/api/admin/role')
          .query({ filter: `{"q":${deep(40)}}` })
          .set(bearer(token))
          .expect(400),
      );
      expect(filter.body).toMatchObject({ messages: ['filter is nested too deeply'] });
    });

    it('refuses null where a name or a list belongs (null skipped every rule beside IsOptional)', async () => {
      const role = await createRole(t.dataSource, []);
      const res = clean(await request(t.http).put(`/api/admin/role/${role.id}`).set(bearer(token)).send({ name: null }).expect(422));
      expect(res.body).toMatchObject({ messages: ['name is required'], errors: { name: ['name is required'] } });
      const attribute = clean(
        await request(t.http).post('/api/admin/attribute').set(bearer(token)).send({ name: 'Size', position: 'stock_option', options: null }).expect(422),
      );
      expect(attribute.body.messages).toEqual(['options must be a list']);
    });

    it.each([
      [
        'a list inside the options list',
        '/api/admin/attribute',
        () => ({ name: 'Size', position: 'stock_option', options: [[{ value: 'S' }]] }),
        'options',
        'Each option needs a value',
      ],
      [
        'a transfer from warehouse 2147483648',
        '/api/admin/inventory/transfer',
        () => ({ inventory_id: 1, quantity: 1, from: 2147483648, to: 1 }),
        'from',
        'from must be a warehouse id',
      ],
      [
        'a transfer of stock 9007199254740993',
        '/api/admin/inventory/transfer',
        () => ({ inventory_id: 1, quantity: 1, to: 1, stock_id: 9007199254740993 }),
        'stock_id',
        'stock_id must be a stock id',
      ],
    ])('answers 422 to %s', async (_, path, body, field, message) => {
      const res = clean(await request(t.http).post(path).set(bearer(token)).send(body()).expect(422));
      expect(res.body).toMatchObject({ messages: [message], errors: { [field]: [message] } });
    });
  });

  describe('database failures', () => {
    it('answers two creates of one name at once with one role and a 409, without SQL', async () => {
      const name = unique('Race');
      const answers = await Promise.all(Array.from({ length: 5 }, () => request(t.http).post('/api/admin/role').set(bearer(token)).send({ name })));
      answers.forEach(clean);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const res of answers.filter((r) => r.status === 409)) {
        expect([['A role with this name already exists'], ['This record already exists']]).toContainEqual(res.body.messages);
      }
      expect(await t.dataSource.manager.count(Role, { where: { name } })).toBe(1);
    });

    it('maps a Postgres data exception from TypeORM or from pg itself (prepared statements) to 422, without SQL', async () => {
      const failures = [
        // TypeORM's QueryFailedError: text Postgres cannot hold (22021).
        await t.dataSource.query('SELECT $1::text AS x', ['a\u0000b']).catch((e: unknown) => e),
        // pg's DatabaseError from a statement on pg's pool: a number out of range (22003), an OFFSET below 0 (2201X).
        await preparedQuery(t.dataSource, 'fuzz_int', 'SELECT $1::int AS x', [2147483648]).catch((e: unknown) => e),
        await preparedQuery(t.dataSource, 'fuzz_offset', 'SELECT 1 AS x OFFSET $1', [-1]).catch((e: unknown) => e),
      ];
      expect(failures.map((e) => (e as { code?: string }).code)).toEqual(['22021', '22003', '2201X']);
      for (const failure of failures) {
        const answer = errorAnswer(failure, { id: 'req-1', method: 'POST', url: '/api/category' });
        expect(answer).toEqual({ status: 422, body: { messages: ['A value is not valid'], codes: ['database.invalid_value'] } });
      }
    });

    it('answers a value the database cannot hold with 422, without SQL', async () => {
      const res = clean(
        await request(t.http)
          .get('/api/admin/account')
          .query({ filter: JSON.stringify({ role_id: 99999999999 }) })
          .set(bearer(token))
          .expect(422),
      );
      expect(res.body).toMatchObject({ messages: ['A value is not valid'] });
    });
  });

  describe('rate limit on sign-in routes', () => {
    let limited: TestApp;
    beforeAll(async () => {
      // Each case plays its own client address (X-Forwarded-For, trusted from loopback).
      limited = await startTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' });
    });
    afterAll(() => limited.close());

    const ROUTES: [string, () => object][] = [
      ['/api/admin/login', () => ({ email: uniqueEmail(), password: 'wrong-password' })],
      ['/api/login', () => ({ email: uniqueEmail(), password: 'wrong-password' })],
      ['/api/register', () => ({ first_name: 'Rate', last_name: 'Limit', email: uniqueEmail('rate'), password: PASSWORD, password_confirmation: PASSWORD })],
      ['/api/password/email', () => ({ email: uniqueEmail('nobody') })],
    ];
    let client = 0;
    const nextAddress = () => `198.51.100.${(client += 1)}`;

    it.each(ROUTES)('answers 429 with messages to the 4th POST %s in the window', async (path, body) => {
      const address = nextAddress();
      for (let i = 0; i < 3; i++) {
        const res = clean(await request(limited.http).post(path).set('X-Forwarded-For', address).send(body()));
        expect(res.status).not.toBe(429);
        expect(res.status).toBeLessThan(500);
      }
      const refused = clean(await request(limited.http).post(path).set('X-Forwarded-For', address).send(body()).expect(429));
      expect(refused.body).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('counts every sign-in route of one address together (not an allowance per route)', async () => {
      const address = nextAddress();
      for (const [path, body] of ROUTES.slice(0, 3)) {
        const res = clean(await request(limited.http).post(path).set('X-Forwarded-For', address).send(body()));
        expect(res.status).not.toBe(429);
      }
      const [path, body] = ROUTES[3];
      expect(clean(await request(limited.http).post(path).set('X-Forwarded-For', address).send(body()).expect(429)).body).toEqual(TOO_MANY);
      await request(limited.http).post('/api/admin/login').set('X-Forwarded-For', address).send(ROUTES[0][1]()).expect(429);
      // Another address still has its own allowance.
      await request(limited.http).post('/api/login').set('X-Forwarded-For', nextAddress()).send(ROUTES[1][1]()).expect(401);
    });

    it('does not limit other routes', async () => {
      for (let i = 0; i < 5; i++) await request(limited.http).get('/api/health').expect(200);
    });
  });

  describe('GET /api/health', () => {
    it('reports the database and Redis up', async () => {
      const res = await eventually(
        async () => {
          const answer = await request(t.http).get('/api/health');
          return answer.body.redis === 'up' ? answer : undefined;
        },
        5000,
        'Redis to be reported up',
      );
      clean(res);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up', jobs: { waiting_for_redis: expect.any(Number) } });
    });
  });

  describe('GET /api/docs-json', () => {
    it('is an OpenAPI document of the API', async () => {
      const res = clean(await request(t.http).get('/api/docs-json').expect(200));
      expect(res.body.openapi).toMatch(/^3\./);
      expect(res.body.info).toMatchObject({ title: 'Shop API' });
      for (const [path, method] of [
        ['/api/admin/login', 'post'],
        ['/api/register', 'post'],
        ['/api/password/reset', 'post'],
        ['/api/facebook/login', 'post'],
        ['/api/admin/role/{id}', 'put'],
      ]) {
        expect(res.body.paths[path]?.[method]).toBeDefined();
      }
      expect(res.body.paths['/api/admin/role/{id}'].put.security).toEqual([{ admin: [] }]);
    });
  });
});
