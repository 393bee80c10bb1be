import { createSecretKey, type KeyObject } from 'node:crypto';
import { ExtractJwt } from 'passport-jwt';
import type { AppConfig } from '../../config/env';
import type { TokenClaims } from '../../common/auth/principal';
import { adminTokenFromCookie } from './admin-cookie';
import type { Session, SessionKind } from './session.entity';
import type { SessionService } from './session.service';

/** Plain names of the token strategies (see StrategyNames for the names each app files them under). */
export const JWT_STRATEGY: Record<SessionKind, string> = { admin: 'admin-jwt', customer: 'customer-jwt' };

/** Why a well-signed token was refused when its session has run out (reaches the guard as passport's `info`). */
export const SESSION_EXPIRED = { sessionExpired: true } as const;

/** What a token strategy's validate() answers: the principal, or no one (with SESSION_EXPIRED as passport's `info` when that is why). */
export type Verdict<P> = P | false | [false, typeof SESSION_EXPIRED];

const keys = new Map<string, KeyObject>();

/**
 * JWT_SECRET as a key object, made once per secret. Given the string, jsonwebtoken tries it as a PEM key
 * first on every sign and verify, which throws and costs about half a millisecond per request (a tenth of
 * the CPU of an API spec's authenticated requests).
 */
export function jwtKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

/**
 * Options of a token strategy of one kind: HS256, signed with JWT_SECRET, the kind as audience (see
 * TokenService), sent as a bearer token or, for the back office, in its HttpOnly cookie (admin-cookie.ts).
 */
export const jwtOptions = (config: AppConfig, kind: SessionKind) => ({
  jwtFromRequest:
    kind === 'admin' ? ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), adminTokenFromCookie]) : ExtractJwt.fromAuthHeaderAsBearerToken(),
  // passport-jwt hands it to jsonwebtoken, which takes a KeyObject; its types name only strings and buffers.
  secretOrKey: jwtKey(config.auth.jwtSecret) as unknown as Buffer,
  audience: kind,
  algorithms: ['HS256' as const],
});

/**
 * The live session a verified token names. Read on every request, so a logout, an expiry and a
 * revoked session (password change, disabled account) end the token at once.
 */
export async function liveSession(sessions: SessionService, kind: SessionKind, claims: TokenClaims): Promise<Session | 'expired' | undefined> {
  const subjectId = Number(claims.sub);
  if (typeof claims.sid !== 'string' || !Number.isInteger(subjectId)) return undefined;
  const found = await sessions.find(claims.sid, kind);
  if (!found || found.session.subjectId !== subjectId) return undefined;
  return found.expired ? 'expired' : found.session;
}
