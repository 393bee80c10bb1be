import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Job, JobType, Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { ServiceUnavailableError } from '../common/errors';
import { JOB_OPTIONS, JobName, QUEUE_NAME } from './jobs';
import { RedisConnections } from './redis-status';

export interface QueuedJob {
  jobId: string;
  name: JobName;
  data: unknown;
}

const ADD_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The BullMQ queue (producer side). */
@Injectable()
export class QueueService implements OnModuleDestroy {
  readonly queue: Queue;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly redis: RedisConnections,
  ) {
    this.queue = new Queue(QUEUE_NAME, { connection: redis.create('producer'), prefix: config.queuePrefix });
    this.queue.on('error', () => redis.markDown());
  }

  /** Adds jobs with their deterministic ids; BullMQ ignores an id it already holds. */
  async addAll(jobs: QueuedJob[]): Promise<void> {
    if (!this.redis.isUp) throw new Error('Redis is unreachable');
    await withTimeout(
      this.queue.addBulk(jobs.map((job) => ({ name: job.name, data: job.data, opts: { ...JOB_OPTIONS, jobId: job.jobId } }))),
      ADD_TIMEOUT_MS,
    );
  }

  async list(states: JobType[], offset: number, limit: number): Promise<{ jobs: Job[]; total: number }> {
    if (!this.redis.isUp) throw new ServiceUnavailableError('Redis is unreachable: background jobs wait until it is back');
    const [jobs, counts] = await Promise.all([
      withTimeout(this.queue.getJobs(states, offset, offset + limit - 1), ADD_TIMEOUT_MS),
      withTimeout(this.queue.getJobCounts(...states), ADD_TIMEOUT_MS),
    ]);
    return { jobs, total: Object.values(counts).reduce((a, b) => a + b, 0) };
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close().catch(() => undefined);
  }
}
