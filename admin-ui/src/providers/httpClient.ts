import { fetchUtils, HttpError } from 'react-admin';
import { translateServerMessage } from '../i18n/serverMessages';
import { currentLanguageCode, i18nProvider } from './i18nProvider';
import { ensureSession, expireSession, getToken } from './session';

/** A failed call: the server's `messages` (and per-field `errors` for validation, status 422). */
export class ApiError extends HttpError {
  readonly messages: string[];
  constructor(messages: string[], status: number, body: unknown) {
    super(messages.join('\n'), status, body);
    this.messages = messages;
  }
}

/** A server message in the interface language now shown (see i18n/serverMessages.ts). */
const shown = (message: string) => translateServerMessage(i18nProvider.getLocale(), message);

/** The messages of a failure, as staff read them. */
export function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError) return error.messages.map(shown);
  const body = (error as { body?: { messages?: unknown } })?.body;
  if (Array.isArray(body?.messages)) return body.messages.map((m) => shown(String(m)));
  if (error instanceof Error && error.message) return [shown(error.message)];
  return [];
}

/** `errors: {field: [..]}` as react-admin forms show them: one string per field. */
function withFieldMessages(body: unknown): unknown {
  const errors = (body as { errors?: Record<string, unknown> })?.errors;
  if (!errors || typeof errors !== 'object') return body;
  const joined = Object.fromEntries(Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? value.map((m) => shown(String(m))).join(' ') : shown(String(value))]));
  return { ...(body as object), errors: joined };
}

export interface HttpOptions extends fetchUtils.Options {
  /** Overrides the interface language sent as `?language=`. */
  language?: string;
}

/**
 * Every back-office call: the bearer token, the `language` query parameter, multipart bodies sent as
 * POST with `X-HTTP-Method-Override: PUT`, and failures turned into errors carrying `messages`.
 */
export async function httpClient(url: string, options: HttpOptions = {}) {
  const { language, ...init } = options;
  const target = new URL(url, window.location.origin);
  if (!target.searchParams.has('language')) target.searchParams.set('language', language ?? currentLanguageCode());
  const headers = new Headers(init.headers ?? { Accept: 'application/json' });
  const hadSession = await ensureSession();
  const token = getToken();
  if (hadSession && token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body instanceof FormData && init.method && init.method !== 'POST') {
    headers.set('X-HTTP-Method-Override', init.method);
    init.method = 'POST';
  }
  try {
    return await fetchUtils.fetchJson(target.pathname + target.search, { ...init, headers });
  } catch (error) {
    const status = (error as HttpError).status ?? 0;
    if (status === 401 && hadSession) expireSession();
    const body = withFieldMessages((error as HttpError).body);
    const messages = messagesOf(error);
    throw new ApiError(messages.length > 0 ? messages : ['Server communication error'], status, body);
  }
}
