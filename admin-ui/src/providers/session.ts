/**
 * The admin session as the spec keeps it: the token in an `admin_token` cookie and its expiry time in
 * an `admin_token_expired_at` cookie, both kept 7 days on path /admin, so storefront pages (and the
 * staff scripts they run) cannot read them; API calls carry the token as a bearer header. Under 10
 * minutes left, the token is refreshed; once expired, the session is cleared, "Login expired" shows and
 * the browser goes to /admin after 1 second.
 */
export const TOKEN_COOKIE = 'admin_token';
export const EXPIRY_COOKIE = 'admin_token_expired_at';
const COOKIE_DAYS = 7;
export const COOKIE_PATH = '/admin';
/** Where sessions made before the cookies moved to /admin kept them; expired on every save and clear. */
const OLD_COOKIE_PATH = '/';
export const REFRESH_BEFORE_MS = 10 * 60 * 1000;
export const EXPIRED_REDIRECT_MS = 1000;
export const EXPIRED_REDIRECT_TO = '/admin';

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

/** Ends the copies an older version kept on path / (readable by every storefront page). */
function dropOldCookies(): void {
  writeCookie(TOKEN_COOKIE, '', 0, OLD_COOKIE_PATH);
  writeCookie(EXPIRY_COOKIE, '', 0, OLD_COOKIE_PATH);
}

export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

/** Milliseconds since the epoch when the token stops working, or null without a session. */
export function getExpiry(): number | null {
  const raw = readCookie(EXPIRY_COOKIE);
  if (!raw) return null;
  const time = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(time) ? time : null;
}

export function saveSession({ token, expired_at }: IssuedToken): void {
  const maxAge = COOKIE_DAYS * 24 * 60 * 60;
  writeCookie(TOKEN_COOKIE, token, maxAge);
  writeCookie(EXPIRY_COOKIE, expired_at, maxAge);
  dropOldCookies();
}

/**
 * At start: a session kept on path / by an older version moves to /admin (on /admin pages the browser
 * lists the /admin cookies first, so the current session wins when both exist).
 */
export function moveOldSession(): void {
  const token = getToken();
  const expiry = readCookie(EXPIRY_COOKIE);
  if (token && expiry) saveSession({ token, expired_at: expiry });
  else dropOldCookies();
}

export function clearSession(): void {
  writeCookie(TOKEN_COOKIE, '', 0);
  writeCookie(EXPIRY_COOKIE, '', 0);
  dropOldCookies();
}

export type SessionState = 'none' | 'valid' | 'refresh' | 'expired';

export function sessionState(now = Date.now()): SessionState {
  if (!getToken()) return 'none';
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
  const response = await fetch('/api/admin/refresh', { method: 'POST', headers: { Authorization: `Bearer ${getToken()}`, Accept: 'application/json' } });
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
  return !expired && getToken() !== null;
}
