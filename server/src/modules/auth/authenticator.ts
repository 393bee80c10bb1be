import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Passport } from 'passport';
import { ExtractJwt, Strategy as JwtStrategy, VerifiedCallback } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { AdminPrincipal, CustomerPrincipal, Principal, TokenClaims } from '../../common/auth/principal';
import { Admin } from '../account/admin.entity';
import { Customer } from '../customer/customer.entity';
import { ALL_PERMISSIONS } from '../permission/permission-catalogue';
import { SessionService } from './session.service';
import { SessionKind } from './session.entity';

export interface AuthResult {
  principal?: Principal;
  /** The token was well formed but past its expiry time. */
  expired: boolean;
}

const STRATEGY: Record<SessionKind, string> = { admin: 'admin-jwt', customer: 'customer-jwt' };

/** Why a well-signed token was refused when its session has run out (passed to passport as `info`). */
const SESSION_EXPIRED = { sessionExpired: true } as const;

/**
 * Verifies bearer tokens with passport-jwt, then loads the live session and its account on every
 * request, so logouts, disabled accounts and role changes apply at once. One passport instance per
 * app, so apps in one process (as in tests) never share strategies.
 */
@Injectable()
export class Authenticator {
  private readonly passport = new Passport();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
  ) {
    for (const kind of ['admin', 'customer'] as const) {
      const strategy = new JwtStrategy(
        {
          jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
          secretOrKey: config.jwtSecret,
          audience: kind,
          algorithms: ['HS256'],
        },
        (claims: TokenClaims, done: VerifiedCallback) => {
          this.loadPrincipal(kind, claims).then((principal) => (principal === SESSION_EXPIRED ? done(null, false, principal) : done(null, principal ?? false)), done);
        },
      );
      this.passport.use(STRATEGY[kind], strategy);
    }
  }

  authenticate(kind: SessionKind, request: Request): Promise<AuthResult> {
    return new Promise((resolve, reject) => {
      const handler = this.passport.authenticate(STRATEGY[kind], { session: false }, (error: unknown, principal: Principal | false, info: unknown) => {
        if (error) return reject(error);
        const expired = (info instanceof Error && info.name === 'TokenExpiredError') || info === SESSION_EXPIRED;
        resolve({ principal: principal || undefined, expired });
      });
      handler(request, {} as never, reject);
    });
  }

  private async loadPrincipal(kind: SessionKind, claims: TokenClaims): Promise<Principal | typeof SESSION_EXPIRED | undefined> {
    const subjectId = Number(claims.sub);
    if (typeof claims.sid !== 'string' || !Number.isInteger(subjectId)) return undefined;
    const found = await this.sessions.find(claims.sid, kind);
    if (!found || found.session.subjectId !== subjectId) return undefined;
    if (found.expired) return SESSION_EXPIRED;
    const { session } = found;
    if (kind === 'admin') {
      const admin = await this.dataSource.manager.findOne(Admin, { where: { id: subjectId }, relations: { role: true } });
      if (!admin || !admin.enabled) return undefined;
      const permissions = new Set(admin.role.isSuperAdmin ? ALL_PERMISSIONS : admin.role.permissions);
      return { kind: 'admin', sessionId: session.id, expiresAt: session.expiresAt, admin, permissions } satisfies AdminPrincipal;
    }
    const customer = await this.dataSource.manager.findOne(Customer, { where: { id: subjectId } });
    if (!customer || !customer.enabled) return undefined;
    return { kind: 'customer', sessionId: session.id, expiresAt: session.expiresAt, customer } satisfies CustomerPrincipal;
  }
}
