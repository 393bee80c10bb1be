import { Inject, Injectable } from '@nestjs/common';
import IORedis, { RedisOptions } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { rootLogger } from '../common/logger';

/**
 * Makes the Redis connections and tracks whether Redis is reachable, logging one line when it goes
 * away and one when it is back (instead of an error per reconnect attempt).
 */
@Injectable()
export class RedisConnections {
  private up = false;
  private announcedDown = false;
  private readonly clients: IORedis[] = [];
  private commands?: IORedis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get isUp(): boolean {
    return this.up;
  }

  /**
   * A new connection. `producer` connections fail fast while Redis is away instead of queueing commands;
   * `worker` connections (BullMQ's shared one, subscribers) queue them and retry until Redis is back.
   */
  create(kind: 'producer' | 'worker'): IORedis {
    const options: RedisOptions = {
      maxRetriesPerRequest: kind === 'worker' ? null : 1,
      enableOfflineQueue: kind === 'worker',
      connectTimeout: 3000,
      retryStrategy: (times) => Math.min(200 * times, 2000),
      lazyConnect: false,
    };
    const client = new IORedis(this.config.redis.url, options);
    client.on('ready', () => this.markUp());
    client.on('error', () => this.markDown());
    client.on('close', () => {
      this.up = false;
    });
    this.clients.push(client);
    return client;
  }

  /**
   * The process's one fail-fast connection for plain commands (counters, publishing): the rate
   * limiter, the sign-in lock and the event bus share it rather than each opening its own.
   */
  producer(): IORedis {
    return (this.commands ??= this.create('producer'));
  }

  private markUp(): void {
    if (this.announcedDown) rootLogger().info({ redis: this.safeUrl() }, 'Redis is reachable again: background jobs resume');
    this.up = true;
    this.announcedDown = false;
  }

  markDown(): void {
    this.up = false;
    if (this.announcedDown) return;
    this.announcedDown = true;
    rootLogger().warn(
      { redis: this.safeUrl() },
      `Redis is unreachable at ${this.safeUrl()}: the shop keeps serving; background jobs (mail) wait in Postgres and are sent once Redis is back`,
    );
  }

  /** The URL without its password, for logs. */
  safeUrl(): string {
    try {
      const url = new URL(this.config.redis.url);
      if (url.password) url.password = '***';
      return url.toString();
    } catch {
      return 'redis';
    }
  }

  /**
   * Closes every connection: politely where Redis answers, at once where it does not (a QUIT behind
   * commands waiting for a reconnect would never return, and the process would not stop).
   */
  async closeAll(): Promise<void> {
    await Promise.all(
      this.clients.map(async (c) => {
        if (c.status === 'ready') await c.quit().catch(() => c.disconnect());
        else c.disconnect();
      }),
    );
    this.clients.length = 0;
    this.commands = undefined;
  }
}
