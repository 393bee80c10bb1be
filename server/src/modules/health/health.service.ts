import { Injectable } from '@nestjs/common';
import { OutboxService } from '../../queue/outbox.service';
import { RedisConnections } from '../../queue/redis-status';
import { HealthAnswer } from './health.responses';

/** The state of the database and Redis: a count of the jobs waiting in Postgres answers for the database. */
@Injectable()
export class HealthService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly redis: RedisConnections,
  ) {}

  async check(): Promise<HealthAnswer> {
    let database: 'up' | 'down' = 'up';
    let pendingJobs: number | null = null;
    try {
      pendingJobs = await this.outbox.pending();
    } catch {
      database = 'down';
    }
    const redis = this.redis.isUp ? 'up' : 'down';
    return {
      status: database === 'down' ? 'down' : redis === 'down' ? 'degraded' : 'ok',
      database,
      redis,
      jobs: { waiting_for_redis: pendingJobs, note: redis === 'down' ? 'Background jobs wait in Postgres until Redis is back' : undefined },
    };
  }
}
