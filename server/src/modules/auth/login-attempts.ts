import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type IORedis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { TooManyRequestsError } from '../../common/errors';
import { rootLogger } from '../../common/logger';
import { RedisConnections } from '../../queue/redis-status';
import { authMessages } from './auth.messages';
import type { SessionKind } from './session.entity';

/** What a failed attempt did: `locked` is true exactly once, on the failure that locked the account. */
export interface FailureResult {
  failures: number;
  locked: boolean;
}

/**
 * Failed password checks per account (admin or shopper, by email), so that guessing one account's
 * password from many addresses is stopped where the per-address limit is not: after LOGIN_LOCK_THRESHOLD
 * failures within LOGIN_LOCK_MINUTES the account refuses every password, the right one too, until the
 * time has passed. Kept in Redis so every web process sees the same count; while Redis is away each
 * process counts on its own (the lock still holds there) rather than not at all. Unknown emails are
 * counted and locked alike, so the answers tell nothing about which accounts exist.
 */
@Injectable()
export class LoginAttempts implements OnModuleDestroy {
  private readonly redis: IORedis;
  private readonly local = new Map<string, { failures: number; until: number }>();
  private warned = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly connections: RedisConnections,
  ) {
    this.redis = connections.producer();
  }

  /** Refuses with 429 while the account is locked. */
  async assertNotLocked(kind: SessionKind, email: string): Promise<void> {
    const key = this.key(kind, email);
    const failures = await this.withRedis(
      async () => Number((await this.redis.get(key)) ?? 0),
      () => this.localEntry(key)?.failures ?? 0,
    );
    if (failures >= this.config.auth.loginLockThreshold)
      throw new TooManyRequestsError(authMessages.account_locked({ minutes: this.config.auth.loginLockMinutes }));
  }

  /** Counts a failure; the count lapses LOGIN_LOCK_MINUTES after the latest one. */
  async failed(kind: SessionKind, email: string): Promise<FailureResult> {
    const key = this.key(kind, email);
    const seconds = this.config.auth.loginLockMinutes * 60;
    const failures = await this.withRedis(
      async () => {
        const [[, count]] = (await this.redis.multi().incr(key).expire(key, seconds).exec()) as [[unknown, number], unknown];
        return count;
      },
      () => {
        const entry = this.localEntry(key) ?? { failures: 0, until: 0 };
        entry.failures += 1;
        entry.until = Date.now() + seconds * 1000;
        this.local.set(key, entry);
        return entry.failures;
      },
    );
    return { failures, locked: failures === this.config.auth.loginLockThreshold };
  }

  /** A right password (or a reset) clears the count. */
  async succeeded(kind: SessionKind, email: string): Promise<void> {
    const key = this.key(kind, email);
    this.local.delete(key);
    await this.withRedis(
      async () => void (await this.redis.del(key)),
      () => undefined,
    );
  }

  onModuleDestroy(): void {
    // The connection itself is closed with the others (RedisConnections.closeAll).
    this.local.clear();
  }

  /** The email is hashed: Redis holds no list of addresses people tried. */
  private key(kind: SessionKind, email: string): string {
    return `${this.config.redis.queuePrefix}:login-failures:${kind}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  }

  private localEntry(key: string): { failures: number; until: number } | undefined {
    const entry = this.local.get(key);
    if (entry && entry.until <= Date.now()) {
      this.local.delete(key);
      return undefined;
    }
    // Keep the map small: drop lapsed entries now and then.
    if (this.local.size > 10_000) for (const [k, e] of this.local) if (e.until <= Date.now()) this.local.delete(k);
    return entry;
  }

  private async withRedis<T>(remote: () => Promise<T>, local: () => T): Promise<T> {
    if (this.connections.isUp) {
      try {
        return await remote();
      } catch {
        // fall through to the process's own count
      }
    }
    if (!this.warned) {
      this.warned = true;
      rootLogger().warn('Redis is unreachable: failed sign-ins are counted per process until it is back');
    }
    return local();
  }
}
