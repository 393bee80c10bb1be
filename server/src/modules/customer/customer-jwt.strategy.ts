import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy as JwtStrategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { CustomerPrincipal, TokenClaims } from '../../common/auth/principal';
import { NotFoundError } from '../../common/errors';
import { JWT_STRATEGY, jwtOptions, liveSession, SESSION_EXPIRED, SessionService, StrategyNames, type Verdict } from '../auth';
import { CustomerAuthService } from './customer-auth.service';

/**
 * Shopper tokens: the enabled shopper of a live shopper session. It lives beside the shoppers it loads;
 * the auth module's access guard runs it by name.
 */
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
    super(jwtOptions(config, 'customer'));
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
