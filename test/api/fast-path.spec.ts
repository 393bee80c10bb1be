import { Body, CanActivate, Controller, Injectable, Module, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { ListResultInterceptor } from '../../server/src/common/list-query';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { IsString } from 'class-validator';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Public } from '../../server/src/common/auth/decorators';
import { FastPath, FastPathServer } from '../../server/src/common/fast-path';
import { rootLogger } from '../../server/src/common/logger';
import { startTestApp, TestApp } from '../helpers/app';
import { createOptionAttribute, createProduct, createWarehouse } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';

/** Options for a FastPathServer built only to read its routes. */
const OPTIONS = { prefix: 'api', bodyLimitBytes: 1024, corsEnabled: false, headers: [], requestId: () => 'id', logger: rootLogger(), countStatements: false };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An object `depth` levels deep ({} is one level). */
const nested = (depth: number): object => (depth <= 1 ? {} : { a: nested(depth - 1) });

/**
 * The storefront's catalogue reads are answered ahead of Express (common/fast-path.ts). With CORS on,
 * a request with an Origin header is left to Express and Nest, so each answer can be compared with
 * the one Nest's own route gives.
 */
describe(FastPathServer.name, () => {
  let t: TestApp;
  let product: { url: string };

  beforeAll(async () => {
    t = await startTestApp({ BODY_LIMIT: '2kb', CORS_ORIGINS: 'http://shop.example' });
    const { token } = await superAdmin(t);
    const warehouse = await createWarehouse(t.dataSource);
    const size = await createOptionAttribute(t.dataSource, { en_us: 'Size', zh_hk: '尺寸' }, [{ en_us: 'S', zh_hk: '細' }]);
    product = await createProduct(t, token, {
      name: `Fast ${unique('kettle')}`,
      stocks: [{ price: 1200, option_ids: size.options, inventories: [{ warehouse_id: warehouse.id, quantity: 3 }] }],
    });
  });
  afterAll(() => t.close());

  type Method = 'post' | 'put' | 'delete';
  const viaNest = (path: string, body: unknown, method: Method = 'post') =>
    request(t.http)
      [method](path)
      .set('Origin', 'http://shop.example')
      .send(body as object);

  it('serves the catalogue reads, the cart calls and checkout, and only them', () => {
    const fast = new FastPathServer(t.app, OPTIONS);
    expect(fast.paths().sort()).toEqual([
      'DELETE /api/cart/item',
      'POST /api/cart',
      'POST /api/cart/item',
      'POST /api/category',
      'POST /api/configs',
      'POST /api/order',
      'POST /api/product',
      'POST /api/product/search',
      'PUT /api/cart/item',
    ]);
  });

  it.each([
    ['a product', 'post', '/api/product', () => ({ url: product.url, language: 'zh_hk' })],
    ['a missing product', 'post', '/api/product', () => ({ url: 'no-such-product' })],
    ['a bad language', 'post', '/api/product', () => ({ url: product.url, language: 'fr' })],
    ['a bad keyword', 'post', '/api/product/search', () => ({ keyword: 'tea<script>' })],
    ['a missing category', 'post', '/api/category', () => ({ url: 'no-such-category' })],
    ['a body that is not an object', 'post', '/api/product', () => [1, 2]],
    ['a NUL character in a field', 'post', '/api/product', () => ({ url: `${product.url}\u0000` })],
    ['a body nested 33 deep', 'post', '/api/product', () => ({ url: product.url, x: nested(32) })],
    ['a lone surrogate', 'post', '/api/product/search', () => ({ keyword: 'tea\ud800' })],
    ['brand ids out of range', 'post', '/api/category', () => ({ url: 'no-such-category', brand_ids: [2147483648], price_min: 1e20 })],
    ['a cart line that is not there', 'put', '/api/cart/item', () => ({ cart_id: '6f1c1a8e-3c55-4a53-9d53-7a7b1f0f0c11', item_id: 1, quantity: 2 })],
    ['a quantity of zero', 'put', '/api/cart/item', () => ({ cart_id: '6f1c1a8e-3c55-4a53-9d53-7a7b1f0f0c11', item_id: 1, quantity: 0 })],
    ['a removal from a cart that is not there', 'delete', '/api/cart/item', () => ({ cart_id: '6f1c1a8e-3c55-4a53-9d53-7a7b1f0f0c11', item_id: 1 })],
    ['a stock that is not there', 'post', '/api/cart/item', () => ({ stock_id: 2147483000, quantity: 1 })],
    ['an order without its fields', 'post', '/api/order', () => ({ cart_id: 'not-a-cart' })],
  ] as const)('answers %s exactly as Nest would: status, body and headers', async (_what, method, path, body) => {
    const fast = await request(t.http)[method](path).send(body());
    const nest = await viaNest(path, body(), method);
    expect(fast.status).toBe(nest.status);
    expect(fast.body).toEqual(nest.body);
    expect(nest.headers['access-control-allow-origin']).toBe('http://shop.example');
    expect(fast.headers['access-control-allow-origin']).toBeUndefined();
    for (const res of [fast, nest]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      // Plain HTTP: no HSTS (see security-headers.spec.ts); the API policy on both.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('shows the product and its option titles', async () => {
    const res = await request(t.http).post('/api/product').send({ url: product.url, language: 'zh_hk' }).expect(200);
    expect(res.body.attributes).toEqual([{ id: expect.any(Number), name: '尺寸', options: [{ id: expect.any(Number), value: '細' }] }]);
    expect(res.body.stocks[0]).toMatchObject({ price: 1200, available_inventories: 3, in_stock: true });
  });

  it('answers malformed JSON with 400 and the message Express gives', async () => {
    const res = await request(t.http).post('/api/product').set('Content-Type', 'application/json').send('{"url":').expect(400);
    expect(res.body).toMatchObject({ messages: ['The request body is not valid JSON'] });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('refuses a NUL character and a body nested too deeply with the messages Express gives', async () => {
    const nul = await request(t.http).post('/api/product').send({ url: 'a\u0000b' }).expect(422);
    expect(nul.body).toMatchObject({ messages: ['url must not contain a NUL character'], errors: { url: ['url must not contain a NUL character'] } });
    const deep = await request(t.http)
      .post('/api/product')
      .set('Content-Type', 'application/json')
      .send(`${'['.repeat(900)}${']'.repeat(900)}`);
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ messages: ['The request body is nested too deeply'] });
    // 32 levels are read as usual (the body then fails validation like any other).
    const ok = await request(t.http)
      .post('/api/product')
      .send({ url: product.url, x: nested(31) })
      .expect(200);
    expect(ok.body.url).toBe(product.url);
  });

  it('reads invalid UTF-8 as replacement characters', async () => {
    // superagent would write a Buffer as JSON ({"type":"Buffer",...}): send the bytes as they are.
    const asIs = ((bytes: Buffer) => bytes) as unknown as (body: unknown) => string;
    const body = Buffer.concat([Buffer.from('{"keyword":"tea'), Buffer.from([0xff, 0xc3, 0x28]), Buffer.from('"}')]);
    const res = await request(t.http).post('/api/product/search').set('Content-Type', 'application/json').serialize(asIs).send(body).expect(422);
    expect(res.body.messages).toEqual(['keyword may hold only letters, digits, Chinese characters, underscore and hyphen']);
  });

  it('keeps a well-formed X-Request-Id from the caller', async () => {
    const given = unique('trace-id');
    const res = await request(t.http).post('/api/product').set('X-Request-Id', given).send({ url: product.url });
    expect(res.headers['x-request-id']).toBe(given);
  });

  it('refuses a chunked body over BODY_LIMIT with 413', async () => {
    const address = await new Promise<AddressInfo>((resolve) => {
      const server = t.http.listen(0, '127.0.0.1', () => resolve(server.address() as AddressInfo));
    });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port: address.port, method: 'POST', path: '/api/product', headers: { 'Content-Type': 'application/json' } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, body }));
          },
        );
        req.on('error', reject);
        // No Content-Length: the size is only known while reading.
        req.write(`{"url":"${'x'.repeat(1500)}`);
        req.end(`${'y'.repeat(1500)}"}`);
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ messages: ['The request body is too large'] });
    } finally {
      await new Promise((resolve) => t.http.close(resolve));
    }
  });

  it('leaves a declared oversized body, a form and a method override to Express', async () => {
    const big = await request(t.http)
      .post('/api/product')
      .send({ url: 'x'.repeat(3000) })
      .expect(413);
    expect(big.body).toMatchObject({ messages: ['The request body is too large'] });
    const form = await request(t.http).post('/api/product').type('form').send({ url: product.url }).expect(200);
    expect(form.body.url).toBe(product.url);
    const overridden = await request(t.http).post('/api/product').set('X-HTTP-Method-Override', 'PUT').send({ url: product.url }).expect(404);
    expect(overridden.body).toMatchObject({ messages: ['Not found'] });
  });

  class NameDto {
    @IsString()
    name!: string;
  }

  @Controller()
  class PrivateController {
    @Post('private')
    @FastPath()
    read(@Body() dto: NameDto) {
      return dto;
    }
  }

  @Controller()
  class TwoController {
    @Post('two')
    @Public()
    @FastPath()
    read(@Body() dto: NameDto, @Body('name') name: string) {
      return { dto, name };
    }
  }

  /** A route's own guard, as ThrottlerGuard would be (it needs the throttler module; this one needs nothing). */
  @Injectable()
  class LimitGuard implements CanActivate {
    canActivate() {
      return true;
    }
  }

  @Controller()
  class ThrottledController {
    @Post('throttled')
    @Public()
    @FastPath()
    @UseGuards(LimitGuard)
    read(@Body() dto: NameDto) {
      return dto;
    }
  }

  @Controller()
  @UseInterceptors(ListResultInterceptor)
  class InterceptedController {
    @Post('intercepted')
    @Public()
    @FastPath()
    read(@Body() dto: NameDto) {
      return dto;
    }
  }

  it.each([
    ['a route that is not public', PrivateController, '@FastPath() serves @Public() routes only (PrivateController.read)'],
    [
      'a route with a guard of its own, such as a rate limit',
      ThrottledController,
      '@FastPath() would skip what ThrottledController.read declares (__guards__)',
    ],
    [
      'a route whose controller adds an interceptor',
      InterceptedController,
      '@FastPath() would skip what InterceptedController.read declares (__interceptors__)',
    ],
    [
      'a handler that reads more than the body',
      TwoController,
      '@FastPath() needs the whole @Body() as a DTO, and at most @OptionalCustomer() beside it (TwoController.read at /api/two)',
    ],
  ])('refuses at start %s', async (_what, controller, message) => {
    @Module({ imports: [DiscoveryModule], controllers: [controller] })
    class OneControllerModule {}
    const app = await NestFactory.create(OneControllerModule, { logger: false });
    try {
      expect(() => new FastPathServer(app, OPTIONS)).toThrow(message);
    } finally {
      await app.close();
    }
  });
});
