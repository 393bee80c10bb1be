import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { rootLogger } from '../common/logger';
import { withTimeout } from '../common/timeout';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { REPEATING_JOBS } from './jobs';
import { QueueService } from './queue.service';
import { RedisConnections } from './redis-status';

const UPSERT_TIMEOUT_MS = 5000;

/**
 * Puts the repeating jobs (REPEATING_JOBS) in BullMQ as job schedulers, every JOB_SCHEDULE_MS. Each
 * process does it at start (upserting a scheduler is idempotent, so several processes agree); while
 * Redis is away it tries again at each outbox poll until Redis answers.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private done = false;
  private trying = false;

  constructor(
    private readonly queue: QueueService,
    private readonly redis: RedisConnections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tryOnce(), Math.max(this.config.redis.outboxPollMs, 1000));
    this.timer.unref();
    void this.tryOnce();
  }

  beforeApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async tryOnce(): Promise<void> {
    if (this.done || this.trying || !this.redis.isUp) return;
    this.trying = true;
    try {
      const every = this.config.redis.scheduleMs;
      for (const name of REPEATING_JOBS) {
        await withTimeout(this.queue.queue.upsertJobScheduler(name, { every }, { name, data: {} }), UPSERT_TIMEOUT_MS, () => new Error('Redis did not answer'));
      }
      this.done = true;
      if (this.timer) clearInterval(this.timer);
    } catch (error) {
      rootLogger().debug({ err: error }, 'job schedulers not set yet; trying again');
    } finally {
      this.trying = false;
    }
  }
}
