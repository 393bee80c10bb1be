import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageService } from '@nestjs/throttler';
import type IORedis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One fixed window per key: the hit count lives as long as the window, and a key over its limit is
 * blocked for `blockDuration` (a key of its own). Atomic, so concurrent processes count alike.
 * Returns [hits, ms left in the window, ms left of the block (<= 0: not blocked)].
 */
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local window = redis.call('PTTL', KEYS[1])
local blocked = redis.call('PTTL', KEYS[2])
if blocked <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blocked = tonumber(ARGV[3])
end
return { hits, window, blocked }`;

/** What the storage needs of the shop's Redis connections (queue/redis-status.ts). */
export interface RedisSource {
  readonly isUp: boolean;
  producer(): IORedis;
}

/**
 * The rate limiter's counters in Redis, so every web process counts the same requests (a client
 * cannot get a fresh allowance per process). While Redis is away each process counts on its own,
 * in memory, rather than not at all.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly local = new ThrottlerStorageService();
  private readonly client: IORedis;

  constructor(
    private readonly redis: RedisSource,
    private readonly prefix: string,
  ) {
    this.client = redis.producer();
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis.isUp) {
      try {
        const base = `${this.prefix}:throttle:${throttlerName}:${key}`;
        const [hits, window, blocked] = (await this.client.eval(HIT, 2, `${base}:hits`, `${base}:block`, ttl, limit, blockDuration || ttl)) as number[];
        return {
          totalHits: hits,
          timeToExpire: Math.max(0, Math.ceil(window / 1000)),
          isBlocked: blocked > 0,
          timeToBlockExpire: Math.max(0, Math.ceil(blocked / 1000)),
        };
      } catch {
        // Redis went away mid-call: count here.
      }
    }
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  /** Stops the in-memory fallback's timers (Nest calls it; the connection closes with the others). */
  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }
}
