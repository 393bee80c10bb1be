import { HttpStatus, RequestMethod, SetMetadata, type INestApplication, type Type } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { ACCESS_KEY, optionalCustomerOf, type Access } from './auth/decorators';
import type { CustomerPrincipal } from './auth/principal';
import { httpMessages } from './common.messages';
import { AppError, BadRequestError } from './errors';
import { nestedTooDeeply } from './json-depth';
import { errorAnswer } from './http-exception.filter';
import { AppValidationPipe } from './validation.pipe';
import { runCounted } from '../database/query-counter';
import { compressBody, encodingFor } from './compression';
import { JsonAnswer } from './json-answer';

const FAST_PATH_KEY = 'shop:fast-path';

/**
 * Marks a storefront call to be served straight from node:http, ahead of Express and Nest's
 * per-request pipeline (which costs more than the work itself on the hottest calls: catalogue
 * reads, cart changes, guest checkout). Only for a `@Public()` POST, PUT or DELETE whose parameter
 * is `@Body()` with a DTO: the body is parsed with the same limit, validated by the same pipe, and
 * errors answer through the same mapping as every other route. A request the fast path does not take in full (other content types, compressed bodies,
 * method override, CORS) goes on to Nest's route, which stays registered and documented.
 *
 * A handler may take a second parameter, `@OptionalCustomer()`: the fast path serves requests without
 * an Authorization header to it (passing undefined, a guest) and leaves those with one to Nest, whose
 * access guard checks the token, unless the route says `@FastPath({ members: true })`: a read whose
 * answer depends only on whether a shopper is signed in (prices shown to members). Those take the
 * shopper from `options.shopper` (the customer module's ShopperPrincipals: the token verified, its
 * session checked and kept per process until it ends), so a member's read costs a guest's plus an HMAC.
 *
 * What it does NOT run, by design: Nest's guards (the access guard: it serves @Public() routes
 * only, so there is nothing to check), interceptors (list headers: it serves no lists), exception
 * filters (errorAnswer is the filter's own mapping) and the throttler. Anything a route declares for
 * itself (@UseGuards such as ThrottlerGuard, @UseInterceptors, @UsePipes, @UseFilters, on the handler
 * or its controller; @Header, @Redirect) would silently be skipped, so such a route is refused at
 * start: a rate limit or any new per-route concern added to a fast-path call must be built in here first.
 */
export const FastPath = (options: { members?: boolean } = {}) => SetMetadata(FAST_PATH_KEY, { members: options.members === true });

interface Route {
  status: number;
  dto: Type<unknown>;
  /** The handler reads the shopper (@OptionalCustomer()): requests that carry a token go to Nest, unless `members`. */
  readsShopper: boolean;
  /** Served here for signed-in shoppers too (@FastPath({ members: true })). */
  members: boolean;
  handle: (dto: unknown, shopper?: CustomerPrincipal) => Promise<unknown>;
}

export interface FastPathOptions {
  /** The global prefix, e.g. "api". */
  prefix: string;
  bodyLimitBytes: number;
  /** When CORS is on, requests with an Origin header go through Express's CORS handling. */
  corsEnabled: boolean;
  /** Headers every answer carries (the security headers Express would add). */
  headers: [string, string][];
  requestId: (req: IncomingMessage, res: ServerResponse) => string;
  /** Logs each request at info level when the logger is that verbose. */
  logger: Logger;
  /** Adds X-Sql-Count (SQL_COUNT=true). */
  countStatements: boolean;
  /** The signed-in shopper of an Authorization header, for routes that serve members here; absent: such requests go to Nest. */
  shopper?: (authorization: string) => Promise<CustomerPrincipal | undefined>;
}

/** The methods served here, as Nest names them and as a request names them. */
const METHODS = new Map<RequestMethod, string>([
  [RequestMethod.POST, 'POST'],
  [RequestMethod.PUT, 'PUT'],
  [RequestMethod.DELETE, 'DELETE'],
]);

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/** The body as text, refusing more than `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new AppError(HttpStatus.PAYLOAD_TOO_LARGE, httpMessages.body_too_large));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The body as JSON (undefined when empty, as Express leaves it), nested no deeper than Express's reader allows. */
function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError(httpMessages.body_not_json);
  }
  if (nestedTooDeeply(body)) throw new BadRequestError(httpMessages.body_too_deep);
  return body;
}

/** The headers a connect-style middleware sets on every answer (e.g. helmet's), read once. */
export function headersSetBy(middleware: (req: unknown, res: unknown, next: () => void) => void): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({ headers: {}, method: 'POST', url: '/' }, res, () => undefined);
  return [...headers];
}

export class FastPathServer {
  private readonly routes = new Map<string, Route>();
  private readonly pipe = new AppValidationPipe();

  constructor(
    app: INestApplication,
    private readonly options: FastPathOptions,
  ) {
    for (const wrapper of app.get(DiscoveryService).getControllers()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || !wrapper.metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function' || !Reflect.getMetadata(FAST_PATH_KEY, handler)) continue;
        const { members } = Reflect.getMetadata(FAST_PATH_KEY, handler) as { members: boolean };
        const path = this.pathOf(wrapper.metatype as Type<unknown>, handler);
        const method = METHODS.get(Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod);
        this.routes.set(
          `${method} ${path}`,
          this.routeOf(instance, wrapper.metatype as Type<unknown>, name, handler as (...args: unknown[]) => Promise<unknown>, path, members),
        );
      }
    }
  }

  /** The calls served here, as "METHOD /path". */
  paths(): string[] {
    return [...this.routes.keys()];
  }

  /** Puts the fast path in front of the server's own request handler (Express). */
  install(server: Server): void {
    const next = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.take(req, res)) for (const listener of next) listener.call(server, req, res);
    });
  }

  private pathOf(controller: Type<unknown>, handler: object): string {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
    const own = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
    if (Array.isArray(base) || Array.isArray(own)) throw new Error(`@FastPath() needs one path (${controller.name})`);
    return `/${[this.options.prefix, base ?? '', own ?? '']
      .map((part) => part.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')}`;
  }

  private routeOf(
    instance: Record<string, unknown>,
    controller: Type<unknown>,
    name: string,
    handler: (...args: unknown[]) => Promise<unknown>,
    path: string,
    members: boolean,
  ): Route {
    const label = `${controller.name}.${name}`;
    const access = Reflect.getMetadata(ACCESS_KEY, handler) as Access | undefined;
    if (access?.kind !== 'public') throw new Error(`@FastPath() serves @Public() routes only (${label})`);
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
    if (!METHODS.has(method)) throw new Error(`@FastPath() serves POST, PUT and DELETE routes only (${label})`);
    const skipped = [GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA, EXCEPTION_FILTERS_METADATA].filter(
      (key) => (Reflect.getMetadata(key, handler) as unknown[] | undefined)?.length || (Reflect.getMetadata(key, controller) as unknown[] | undefined)?.length,
    );
    if ((Reflect.getMetadata(HEADERS_METADATA, handler) as unknown[] | undefined)?.length) skipped.push(HEADERS_METADATA);
    if (Reflect.getMetadata(REDIRECT_METADATA, handler) !== undefined) skipped.push(REDIRECT_METADATA);
    if (skipped.length > 0)
      throw new Error(`@FastPath() would skip what ${label} declares (${skipped.join(', ')}): serve it through Nest, or build that in here`);
    type Arg = { index: number; data?: unknown; pipes?: unknown[]; factory?: unknown };
    const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, Arg>);
    const [dto] = (Reflect.getMetadata('design:paramtypes', instance, name) ?? []) as Type<unknown>[];
    const body = args.find(([key]) => key === `${RouteParamtypes.BODY}:0`)?.[1];
    const shopper = args.find(([, arg]) => arg.index === 1 && arg.factory === optionalCustomerOf);
    const expected = shopper ? 2 : 1;
    if (!body || body.data !== undefined || body.pipes?.length || !dto || args.length !== expected || handler.length !== expected) {
      throw new Error(`@FastPath() needs the whole @Body() as a DTO, and at most @OptionalCustomer() beside it (${label} at ${path})`);
    }
    if (members && !shopper) throw new Error(`@FastPath({ members: true }) needs @OptionalCustomer() (${label})`);
    return {
      dto,
      // Nest's defaults: 201 for POST, 200 for the others.
      status: (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === RequestMethod.POST ? 201 : 200),
      readsShopper: shopper !== undefined,
      members,
      handle: (value, customer) => handler.call(instance, value, customer),
    };
  }

  /**
   * A call made in this process (the storefront renderer reading a page's data): the same route,
   * validation, handler and error mapping as over HTTP, without the socket, the request's parsing or
   * the answer's serialisation. Undefined when the fast path does not serve the call (it then goes over
   * HTTP). The answer may be an object the caches keep: callers read it, never change it.
   */
  async call(method: string, url: string, body: unknown): Promise<{ status: number; body: unknown } | undefined> {
    const route = this.routes.get(`${method} ${url}`);
    if (!route) return undefined;
    try {
      const dto = await this.pipe.transform(body ?? {}, { type: 'body', metatype: route.dto });
      const result = await route.handle(dto);
      return { status: route.status, body: result instanceof JsonAnswer ? result.value : result };
    } catch (error) {
      const answer = errorAnswer(error, { method, url });
      return { status: answer.status, body: answer.body };
    }
  }

  /** True when this request is answered here; false leaves it untouched for Express. */
  private take(req: IncomingMessage, res: ServerResponse): boolean {
    const route = this.routes.get(`${req.method} ${req.url}`);
    if (!route) return false;
    const headers = req.headers;
    if (headers['x-http-method-override'] !== undefined || (this.options.corsEnabled && headers.origin !== undefined)) return false;
    if (route.readsShopper && headers.authorization !== undefined && !(route.members && this.options.shopper)) return false;
    if (!JSON_TYPE.test(headers['content-type'] ?? '')) return false;
    if (headers['content-encoding'] !== undefined && headers['content-encoding'].toLowerCase() !== 'identity') return false;
    if (headers['content-length'] !== undefined && Number(headers['content-length']) > this.options.bodyLimitBytes) return false;
    // answer() maps every error to a response; this catches only a failure to write one (a gone client).
    this.answer(route, req, res).catch(() => res.destroy());
    return true;
  }

  private async answer(route: Route, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const id = this.options.requestId(req, res);
    for (const [name, value] of this.options.headers) res.setHeader(name, value);
    const scope = this.options.countStatements ? { count: 0 } : undefined;
    let status = route.status;
    let payload: string;
    // A kept answer (JsonAnswer) brings its JSON text and compressed bodies made once.
    let kept: JsonAnswer<unknown> | undefined;
    try {
      const text = await readBody(req, this.options.bodyLimitBytes);
      const dto = await this.pipe.transform(parseJson(text), { type: 'body', metatype: route.dto });
      const authorization = route.readsShopper ? req.headers.authorization : undefined;
      const work = async () => route.handle(dto, authorization === undefined ? undefined : await this.options.shopper!(authorization));
      const result = scope ? await runCounted(scope, work) : await work();
      if (result instanceof JsonAnswer) kept = result;
      payload = kept ? kept.json : JSON.stringify(result);
    } catch (error) {
      const answer = errorAnswer(error, { id, method: req.method, url: req.url });
      status = answer.status;
      payload = JSON.stringify(answer.body);
      // The rest of an oversized body is not read: the connection cannot carry another request.
      if (status === Number(HttpStatus.PAYLOAD_TOO_LARGE)) res.setHeader('Connection', 'close');
    }
    if (res.destroyed) return;
    if (scope) res.setHeader('X-Sql-Count', String(scope.count));
    const length = Buffer.byteLength(payload);
    const encoding = encodingFor(req, length);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) {
      const body = kept ? await kept.compressed(encoding) : await compressBody(payload, encoding);
      if (res.destroyed) return;
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(body);
    } else {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': length });
      res.end(payload);
    }
    if (this.options.logger.isLevelEnabled('info')) {
      this.options.logger.info(
        { req: { id, method: req.method, url: req.url }, res: { statusCode: status }, responseTime: Math.round(performance.now() - started) },
        'request completed',
      );
    }
  }
}
