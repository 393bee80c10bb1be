/**
 * The admin session as the spec keeps it: the token in an `admin_token` cookie and its expiry time in
 * an `admin_token_expired_at` cookie, both kept 7 days. The server sets the token cookie itself,
 * HttpOnly and on the admin API's path (/api/admin): no script reads it, neither this one nor a staff
 * script on a storefront page, and the browser sends it with the API calls, which carry the client
 * header the server asks of cookie sessions. The expiry cookie (not a secret) stays on /admin, where
 * this app reads it: under 10 minutes left, the token is refreshed; once expired, the session is
 * cleared, "Login expired" shows and the browser goes to /admin after 1 second.
 */
/** The cookie an older version kept the token in, readable by scripts (see moveOldSession). */
const OLD_TOKEN_COOKIE = 'admin_token';
export const EXPIRY_COOKIE = 'admin_token_expired_at';
const COOKIE_DAYS = 7;
export const COOKIE_PATH = '/admin';
/** Where sessions of still older versions kept their cookies; expired on every save and clear. */
const OLD_COOKIE_PATH = '/';
export const REFRESH_BEFORE_MS = 10 * 60 * 1000;
export const EXPIRED_REDIRECT_MS = 1000;
export const EXPIRED_REDIRECT_TO = '/admin';
/** Sent with every API call: the server takes the session cookie only from requests that carry it. */
export const CLIENT_HEADERS = { 'X-Shop-Client': 'admin' } as const;

export interface IssuedToken {
  token: string;
  expired_at: string;
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number, path = COOKIE_PATH): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax${secure}`;
}

/** Ends the copies older versions kept where scripts could read them. */
function dropOldCookies(): void {
  for (const path of [COOKIE_PATH, OLD_COOKIE_PATH]) writeCookie(OLD_TOKEN_COOKIE, '', 0, path);
  writeCookie(EXPIRY_COOKIE, '', 0, OLD_COOKIE_PATH);
}

/** Whether a session exists (its expiry is known): the token itself is out of this script's reach. */
export function hasSession(): boolean {
  return readCookie(EXPIRY_COOKIE) !== null;
}

/** Milliseconds since the epoch when the token stops working, or null without a session. */
export function getExpiry(): number | null {
  const raw = readCookie(EXPIRY_COOKIE);
  if (!raw) return null;
  const time = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(time) ? time : null;
}

/** After a login or refresh (the server has set the token cookie): keeps when it ends. */
export function saveSession({ expired_at }: Pick<IssuedToken, 'expired_at'>): void {
  writeCookie(EXPIRY_COOKIE, expired_at, COOKIE_DAYS * 24 * 60 * 60);
  dropOldCookies();
}

/**
 * At start: a session an older version kept in a readable cookie is traded for the HttpOnly one (a
 * refresh with that token, which the server answers with the cookie), and the readable copy goes.
 */
export async function moveOldSession(): Promise<void> {
  const old = readCookie(OLD_TOKEN_COOKIE);
  if (!old) return;
  dropOldCookies();
  const response = await fetch('/api/admin/refresh', { method: 'POST', headers: { Authorization: `Bearer ${old}`, Accept: 'application/json' } }).catch(
    () => null,
  );
  if (response?.ok) saveSession((await response.json()) as IssuedToken);
  else clearSession();
}

export function clearSession(): void {
  writeCookie(EXPIRY_COOKIE, '', 0);
  dropOldCookies();
}

export type SessionState = 'none' | 'valid' | 'refresh' | 'expired';

export function sessionState(now = Date.now()): SessionState {
  if (!hasSession()) return 'none';
  const expiry = getExpiry();
  if (expiry === null || expiry <= now) return 'expired';
  return expiry - now < REFRESH_BEFORE_MS ? 'refresh' : 'valid';
}

// ---- the "Login expired" notice: one at a time, then a full page load of /admin ----
let expired = false;
const listeners = new Set<() => void>();

export function isExpiring(): boolean {
  return expired;
}

export function subscribeExpiry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function expireSession(): void {
  if (expired) return;
  expired = true;
  clearSession();
  listeners.forEach((listener) => listener());
  window.setTimeout(() => window.location.assign(EXPIRED_REDIRECT_TO), EXPIRED_REDIRECT_MS);
}

// ---- refresh: one request at a time; the old token stops working once the new one is issued ----
let refreshing: Promise<void> | null = null;

async function refresh(): Promise<void> {
  const response = await fetch('/api/admin/refresh', { method: 'POST', headers: { ...CLIENT_HEADERS, Accept: 'application/json' } });
  if (response.status === 401) {
    expireSession();
    return;
  }
  if (!response.ok) return; // try again with the next call; the token still works for now
  saveSession((await response.json()) as IssuedToken);
}

/**
 * Makes sure the session can be used for the next call: refreshes a token that has under 10 minutes
 * left and reports whether a session exists at all (expired ones end here).
 */
export async function ensureSession(): Promise<boolean> {
  if (expired) return false;
  const state = sessionState();
  if (state === 'none') return false;
  if (state === 'expired') {
    expireSession();
    return false;
  }
  if (state === 'refresh') {
    refreshing ??= refresh().finally(() => (refreshing = null));
    await refreshing;
  }
  return !expired && hasSession();
}
