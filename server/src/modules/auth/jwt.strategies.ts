import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { AdminPrincipal, CustomerPrincipal, TokenClaims } from '../../common/auth/principal';
import { NotFoundError } from '../../common/errors';
import { AccountService } from '../account';
import { CustomerAuthService } from '../customer';
import { ALL_PERMISSIONS } from '../permission';
import { adminTokenFromCookie } from './admin-cookie';
import { Session, SessionKind } from './session.entity';
import { SessionService } from './session.service';
import { StrategyNames } from './strategy-names';

/** Plain names of the strategies (see StrategyNames for the names each app files them under). */
export const JWT_STRATEGY: Record<SessionKind, string> = { admin: 'admin-jwt', customer: 'customer-jwt' };

/** Why a well-signed token was refused when its session has run out (reaches the guard as passport's `info`). */
export const SESSION_EXPIRED = { sessionExpired: true } as const;

/** What validate() answers: the principal, or no one (with SESSION_EXPIRED as passport's `info` when that is why). */
type Verdict<P> = P | false | [false, typeof SESSION_EXPIRED];

/**
 * Tokens of one kind: HS256, signed with JWT_SECRET, the kind as audience (see TokenService), sent as a
 * bearer token or, for the back office, in its HttpOnly cookie (admin-cookie.ts).
 */
const tokenOptions = (config: AppConfig, kind: SessionKind) => ({
  jwtFromRequest:
    kind === 'admin' ? ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), adminTokenFromCookie]) : ExtractJwt.fromAuthHeaderAsBearerToken(),
  secretOrKey: config.auth.jwtSecret,
  audience: kind,
  algorithms: ['HS256' as const],
});

/**
 * The live session a verified token names. Read on every request, so a logout, an expiry and a
 * revoked session (password change, disabled account) end the token at once.
 */
async function liveSession(sessions: SessionService, kind: SessionKind, claims: TokenClaims): Promise<Session | 'expired' | undefined> {
  const subjectId = Number(claims.sub);
  if (typeof claims.sid !== 'string' || !Number.isInteger(subjectId)) return undefined;
  const found = await sessions.find(claims.sid, kind);
  if (!found || found.session.subjectId !== subjectId) return undefined;
  return found.expired ? 'expired' : found.session;
}

/** Admin tokens: the enabled admin of a live admin session, with the permissions of their role as it is now. */
@Injectable()
export class AdminJwtStrategy extends PassportStrategy<typeof JwtStrategy, AdminPrincipal, Verdict<AdminPrincipal>>(JwtStrategy, JWT_STRATEGY.admin) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    names: StrategyNames,
    private readonly sessions: SessionService,
    private readonly accounts: AccountService,
  ) {
    super(tokenOptions(config, 'admin'));
    names.adopt(JWT_STRATEGY.admin, this);
  }

  async validate(claims: TokenClaims): Promise<Verdict<AdminPrincipal>> {
    const session = await liveSession(this.sessions, 'admin', claims);
    if (session === 'expired') return [false, SESSION_EXPIRED];
    if (!session) return false;
    const admin = await this.accounts.get(session.subjectId).catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    });
    if (!admin || !admin.enabled) return false;
    const permissions = new Set(admin.role.isSuperAdmin ? ALL_PERMISSIONS : admin.role.permissions);
    return { kind: 'admin', sessionId: session.id, expiresAt: session.expiresAt, admin, permissions };
  }
}

/** Shopper tokens: the enabled shopper of a live shopper session. */
@Injectable()
export class CustomerJwtStrategy extends PassportStrategy<typeof JwtStrategy, CustomerPrincipal, Verdict<CustomerPrincipal>>(
  JwtStrategy,
  JWT_STRATEGY.customer,
) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    names: StrategyNames,
    private readonly sessions: SessionService,
    private readonly customers: CustomerAuthService,
  ) {
    super(tokenOptions(config, 'customer'));
    names.adopt(JWT_STRATEGY.customer, this);
  }

  async validate(claims: TokenClaims): Promise<Verdict<CustomerPrincipal>> {
    const session = await liveSession(this.sessions, 'customer', claims);
    if (session === 'expired') return [false, SESSION_EXPIRED];
    if (!session) return false;
    const customer = await this.customers.profile(session.subjectId).catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    });
    if (!customer || !customer.enabled) return false;
    return { kind: 'customer', sessionId: session.id, expiresAt: session.expiresAt, customer };
  }
}
