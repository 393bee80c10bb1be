import { deleteCookie, readCookie, SEVEN_DAYS_SECONDS, writeCookie } from './cookies';

/** The shopper session as the spec keeps it: a token cookie and its expiry time, both for 7 days. */
export const TOKEN_COOKIE = 'token';
export const EXPIRY_COOKIE = 'token_expired_at';
/** Set when the shopper logged in through Facebook, so logout also logs out of Facebook. */
export const SOCIAL_LOGIN_COOKIE = 'social_login';
/** The cart, cleared with the session. */
export const CART_COOKIE = 'cart_id';

export interface StoredSession {
  token: string;
  /** Milliseconds since the epoch; NaN when the cookie is missing or unreadable. */
  expiresAt: number;
}

export function readSession(): StoredSession | null {
  const token = readCookie(TOKEN_COOKIE);
  if (!token) return null;
  return { token, expiresAt: parseExpiry(readCookie(EXPIRY_COOKIE)) };
}

export function readToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

/** Accepts an ISO date (as the server sends) or milliseconds since the epoch. */
export function parseExpiry(value: string | null): number {
  if (!value) return Number.NaN;
  if (/^\d+$/.test(value)) return Number(value);
  return Date.parse(value);
}

export function storeSession(token: string, expiredAt: string, social?: string): void {
  writeCookie(TOKEN_COOKIE, token, SEVEN_DAYS_SECONDS);
  writeCookie(EXPIRY_COOKIE, expiredAt, SEVEN_DAYS_SECONDS);
  if (social) writeCookie(SOCIAL_LOGIN_COOKIE, social, SEVEN_DAYS_SECONDS);
}

export function readSocialLogin(): string | null {
  return readCookie(SOCIAL_LOGIN_COOKIE);
}

export function clearSession(): void {
  for (const name of [TOKEN_COOKIE, EXPIRY_COOKIE, SOCIAL_LOGIN_COOKIE, CART_COOKIE]) deleteCookie(name);
}
