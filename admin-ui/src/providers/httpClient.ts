import { fetchUtils, HttpError } from 'react-admin';
import { serverMessagesOf, translateServerMessage, type ServerMessage, type ShownMessage } from '@shop/kernel';
import { adminMessages } from '@shop/kernel/admin-messages';
import { currentLanguageCode, i18nProvider } from './i18nProvider';
import { CLIENT_HEADERS, ensureSession, expireSession } from './session';

/** A failed call: the server's messages with their codes (and per-field `errors` for validation, status 422). */
export class ApiError extends HttpError {
  constructor(
    readonly serverMessages: ServerMessage[],
    status: number,
    body: unknown,
  ) {
    super(serverMessages.map(shown).join('\n'), status, body);
    // react-admin's HttpError sets its own prototype, which would make `instanceof ApiError` false.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/** A server message in the interface language now shown, by its code (the back office's book in @shop/kernel). */
const shown = (message: ShownMessage) => translateServerMessage(adminMessages, i18nProvider.getLocale(), message);

/** The messages of a failure, as staff read them. */
export function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError) return error.serverMessages.map(shown);
  const body = (error as { body?: unknown })?.body;
  const fromBody = serverMessagesOf(body);
  if (fromBody.length > 0) return fromBody.map(shown);
  if (error instanceof Error && error.message) return [error.message];
  return [];
}

/**
 * `errors: {field: [..]}` as react-admin forms show them: one string per field, in the interface
 * language. A field's entries are the answer's own messages (the server lists every field message in
 * `messages` too), which is where their codes are.
 */
function withFieldMessages(body: unknown): unknown {
  const errors = (body as { errors?: Record<string, unknown> })?.errors;
  if (!errors || typeof errors !== 'object') return body;
  const messages = serverMessagesOf(body);
  const show = (text: unknown) => shown(messages.find((m) => m.text === String(text)) ?? String(text));
  const joined = Object.fromEntries(Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? value.map(show).join(' ') : show(value)]));
  return { ...(body as object), errors: joined };
}

export interface HttpOptions extends fetchUtils.Options {
  /** Overrides the interface language sent as `?language=`. */
  language?: string;
}

/**
 * Every back-office call: the session (cookie and client header), the `language` query parameter, multipart bodies sent as
 * POST with `X-HTTP-Method-Override: PUT`, and failures turned into errors carrying `messages`.
 */
export async function httpClient(url: string, options: HttpOptions = {}) {
  const { language, ...init } = options;
  const target = new URL(url, window.location.origin);
  if (!target.searchParams.has('language')) target.searchParams.set('language', language ?? currentLanguageCode());
  const headers = new Headers(init.headers ?? { Accept: 'application/json' });
  const hadSession = await ensureSession();
  // The session cookie goes with the call (same origin); the server takes it only with this header.
  for (const [name, value] of Object.entries(CLIENT_HEADERS)) headers.set(name, value);
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
    const messages = serverMessagesOf((error as HttpError).body);
    throw new ApiError(messages.length > 0 ? messages : [{ text: (error as Error).message || 'Server communication error' }], status, body);
  }
}
