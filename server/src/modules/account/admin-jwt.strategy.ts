import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy as JwtStrategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { AdminPrincipal, TokenClaims } from '../../common/auth/principal';
import { NotFoundError } from '../../common/errors';
import { JWT_STRATEGY, jwtOptions, liveSession, SESSION_EXPIRED, SessionService, StrategyNames, type Verdict } from '../auth';
import { ALL_PERMISSIONS } from '../permission';
import { AccountService } from './account.service';

/**
 * Admin tokens: the enabled admin of a live admin session, with the permissions of their role as it is
 * now. It lives beside the accounts it loads; the auth module's access guard runs it by name.
 */
@Injectable()
export class AdminJwtStrategy extends PassportStrategy<typeof JwtStrategy, AdminPrincipal, Verdict<AdminPrincipal>>(JwtStrategy, JWT_STRATEGY.admin) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    names: StrategyNames,
    private readonly sessions: SessionService,
    private readonly accounts: AccountService,
  ) {
    super(jwtOptions(config, 'admin'));
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
