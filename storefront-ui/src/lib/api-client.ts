import { serverMessagesOf, type ServerMessage, type ShownMessage } from '@shop/kernel';
import { currentLanguageCode } from './language';
import { isServer, renderContext } from './render-context';
import { readToken } from './session-cookies';

/**
 * The one API client of the storefront. It adds the session token and the interface language to
 * each call and turns every failure into an ApiError carrying the server's messages with their codes
 * (shown in the shopper's language by useServerMessage). It never
 * touches UI state: the session feature listens for rejected tokens through onUnauthorized().
 */

export type FieldErrors = Record<string, ServerMessage[]>;

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly messages: ServerMessage[],
    readonly errors: FieldErrors = {},
  ) {
    super(messages.map((m) => m.text).join('\n'));
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send the interface language (query for GET, body field otherwise). Default true. */
  language?: boolean;
  signal?: AbortSignal;
  /** Tell onUnauthorized listeners about a 401 (default true; logout turns it off). */
  reportUnauthorized?: boolean;
}

type Listener = (status: number, messages: ServerMessage[]) => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when a call that carried a token answers 401 (token expired, revoked or unknown). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const NETWORK_MESSAGE = 'The shop cannot be reached. Please check your connection and try again.';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof FormData);
}

/** The call's address: on the server, over its own origin unless `withOrigin` is false (a call in its process). */
function buildUrl(path: string, query: Record<string, QueryValue>, withOrigin = true): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  const origin = isServer && withOrigin ? (renderContext()?.apiOrigin ?? '') : '';
  return `${origin}/api${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

/**
 * A failure's messages and per-field messages. A field's entries are the answer's own messages (the
 * server lists every field message in `messages` too), so each keeps its code.
 */
function failureOf(status: number, statusText: string, body: unknown): ApiError {
  const messages = serverMessagesOf(body);
  const errors: FieldErrors = {};
  const fields = isPlainObject(body) ? body.errors : undefined;
  if (isPlainObject(fields)) {
    for (const [field, list] of Object.entries(fields)) {
      const texts = Array.isArray(list) ? list.map(String) : [String(list)];
      errors[field] = texts.map((text) => messages.find((m) => m.text === text) ?? { text });
    }
  }
  return new ApiError(status, messages.length > 0 ? messages : [{ text: `The request failed (${status} ${statusText || 'error'})` }], errors);
}

async function readFailure(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // not JSON: a generic message
  }
  return failureOf(response.status, response.statusText, body);
}

/** One call: the answer's body and its headers (a list page counts its rows in X-Total-Count). */
async function send<T>(path: string, options: RequestOptions): Promise<{ data: T; headers: Headers }> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const withLanguage = options.language ?? true;
  const language = currentLanguageCode();
  const query: Record<string, QueryValue> = { ...options.query };
  let body = options.body;
  if (withLanguage) {
    if (method === 'GET' || method === 'DELETE') query.language ??= language;
    else if (body === undefined) body = { language };
    else if (isPlainObject(body) && !('language' in body)) body = { ...body, language };
  }
  // Pages the server renders read public data only: it never sends the shopper's token on their behalf.
  const token = isServer ? null : readToken();
  // The server rendering a page asks its own API over loopback: compressing that answer would only cost both ends.
  const headers: Record<string, string> = isServer ? { Accept: 'application/json', 'Accept-Encoding': 'identity' } : { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  // The server rendering a page calls its own API in its process where it can (no socket, no JSON between).
  const inProcess = isServer && !(body instanceof FormData) ? renderContext()?.call : undefined;
  const answer = inProcess ? await inProcess(method, buildUrl(path, query, false), body) : undefined;
  if (answer) {
    if (answer.status >= 400) throw failureOf(answer.status, '', answer.body);
    return { data: answer.body as T, headers: new Headers() };
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, [{ text: NETWORK_MESSAGE }]);
  }
  if (!response.ok) {
    const failure = await readFailure(response);
    if (response.status === 401 && token && options.reportUnauthorized !== false) unauthorizedListeners.forEach((listener) => listener(401, failure.messages));
    throw failure;
  }
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).data;
}

/** A page of a list and how many rows the whole list holds. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** GET of a list page: its rows, and the whole list's size from X-Total-Count (the rows' count without it). */
async function getList<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<ListPage<T>> {
  const { data, headers } = await send<T[]>(path, { ...options, method: 'GET' });
  const rows = Array.isArray(data) ? data : [];
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { rows, total: Number.isFinite(total) && total >= 0 ? total : rows.length };
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'GET' }),
  list: getList,
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The messages to show for any error a call may throw. */
export function errorMessages(error: unknown): ShownMessage[] {
  if (error instanceof ApiError) return error.messages;
  if (error instanceof Error && error.message) return [error.message];
  return ['Something went wrong. Please try again.'];
}
