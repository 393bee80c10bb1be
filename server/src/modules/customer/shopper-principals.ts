import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { CustomerPrincipal, TokenClaims } from '../../common/auth/principal';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { EventBus } from '../../events/event-bus';
import { jwtKey } from '../auth';
import { CustomerJwtStrategy } from './customer-jwt.strategy';

/** How long a shopper's checked session is kept in this process when nothing ends it first. */
export const SHOPPER_KEPT_MS = 30_000;
/** The most sessions kept; the oldest go first. */
const KEPT_MAX = 20_000;

/**
 * The signed-in shopper of a catalogue read that the fast path serves (common/fast-path.ts): the
 * token verified here with the customer-jwt strategy's key, audience and algorithm, then the
 * strategy's own check of its session and account, made once and kept for 30 seconds per session.
 * A session that ends (a logout, a new password, a disabled or deleted account) is forgotten at once
 * in every process through the event bus (session.ended); while Redis is away, the 30 seconds bound
 * how long another process may still take it. Only reads whose answer depends on whether a shopper is
 * signed in use it (prices shown to members); writes and a shopper's own data go through the guard.
 * A token that does not verify is no shopper, as the guard treats it on a public route.
 */
@Injectable()
export class ShopperPrincipals implements OnModuleInit {
  private readonly kept = new Map<string, { principal: CustomerPrincipal; until: number }>();
  /** Tokens already verified, with their claims: a shopper's next read skips the signature check (not the session's). */
  private readonly verified = new Map<string, TokenClaims & { exp: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    private readonly strategy: CustomerJwtStrategy,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    this.events.on('session.ended', (ended) => {
      if (ended.id !== undefined) this.kept.delete(ended.id);
      if (ended.subjectId === undefined || ended.kind !== 'customer') return;
      for (const [id, { principal }] of this.kept) if (principal.customer.id === ended.subjectId && id !== ended.keep) this.kept.delete(id);
    });
  }

  /** The shopper of an Authorization header, or undefined (no valid token, no live session, a disabled account). */
  async of(authorization: string): Promise<CustomerPrincipal | undefined> {
    const token = /^Bearer +(\S+)$/i.exec(authorization)?.[1];
    if (!token) return undefined;
    const now = Date.now();
    let claims = this.verified.get(token);
    if (!claims || claims.exp * 1000 <= now) {
      this.verified.delete(token);
      try {
        claims = await this.jwt.verifyAsync<TokenClaims & { exp: number }>(token, {
          // jsonwebtoken takes the key object (see jwtKey); @nestjs/jwt's types name strings and buffers.
          secret: jwtKey(this.config.auth.jwtSecret) as unknown as Buffer,
          audience: 'customer',
          algorithms: ['HS256'],
        });
      } catch {
        return undefined;
      }
      this.verified.set(token, claims);
      if (this.verified.size > KEPT_MAX) this.verified.delete(this.verified.keys().next().value!);
    }
    const hit = typeof claims.sid === 'string' ? this.kept.get(claims.sid) : undefined;
    if (hit && hit.until > now && hit.principal.expiresAt.getTime() > now && String(hit.principal.customer.id) === claims.sub) return hit.principal;
    const verdict = await this.strategy.validate(claims);
    if (!verdict || Array.isArray(verdict)) {
      if (typeof claims.sid === 'string') this.kept.delete(claims.sid);
      return undefined;
    }
    this.kept.delete(verdict.sessionId);
    this.kept.set(verdict.sessionId, { principal: verdict, until: now + SHOPPER_KEPT_MS });
    if (this.kept.size > KEPT_MAX) this.kept.delete(this.kept.keys().next().value!);
    return verdict;
  }
}
