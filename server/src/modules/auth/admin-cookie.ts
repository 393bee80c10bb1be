import type { Request, Response } from 'express';
import type { IssuedToken } from './auth.responses';

/**
 * The back office's session cookie. The admin token travels in `admin_token`, HttpOnly (no script, not
 * the back office's own nor a staff script a storefront page runs, can read it), SameSite=Strict and
 * scoped to the admin API (/api/admin), set by login and refresh and cleared by logout. A request that
 * signs in with it must also carry ADMIN_CLIENT_HEADER: a custom header no cross-site form or link can
 * send, and which another origin's script may send only where CORS_ORIGINS lets it. Bearer tokens in
 * `Authorization` work too (the API's clients, the tests).
 */
export const ADMIN_TOKEN_COOKIE = 'admin_token';
export const ADMIN_COOKIE_PATH = '/api/admin';
/** The header (and value) the back office sends with every call. */
export const ADMIN_CLIENT_HEADER = 'x-shop-client';
export const ADMIN_CLIENT = 'admin';
/** As long as the spec keeps the expiry cookie: the session itself ends when the token's session does. */
const COOKIE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const options = (req: Request) => ({ httpOnly: true, sameSite: 'strict' as const, secure: req.secure, path: ADMIN_COOKIE_PATH });

/** Puts a freshly issued admin token into the cookie. */
export function setAdminCookie(req: Request, res: Response, issued: IssuedToken): void {
  res.cookie(ADMIN_TOKEN_COOKIE, issued.token, { ...options(req), maxAge: COOKIE_MAX_AGE_MS });
}

export function clearAdminCookie(req: Request, res: Response): void {
  res.clearCookie(ADMIN_TOKEN_COOKIE, options(req));
}

/** The admin token of the cookie, for a request from the back office (with its header); else null. */
export function adminTokenFromCookie(req: Request): string | null {
  if (req.headers[ADMIN_CLIENT_HEADER] !== ADMIN_CLIENT) return null;
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === ADMIN_TOKEN_COOKIE) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}
