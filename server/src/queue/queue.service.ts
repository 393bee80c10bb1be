import { InjectQueue } from '@nestjs/bullmq';
import { withTimeout } from '../common/timeout';
import { Injectable } from '@nestjs/common';
import { Job, JobType, Queue } from 'bullmq';
import { ServiceUnavailableError } from '../common/errors';
import { JobName, QUEUE_NAME } from './jobs';
import { queueMessages } from './queue.messages';
import { RedisConnections } from './redis-status';

export interface QueuedJob {
  jobId: string;
  name: JobName;
  data: unknown;
  /** Milliseconds BullMQ holds the job before it may run. */
  delay?: number;
}

const ADD_TIMEOUT_MS = 5000;

const redisLate = () => new Error(`Redis did not answer within ${ADD_TIMEOUT_MS} ms`);

/**
 * The producer side of the BullMQ queue (registered by QueueModule, closed by BullModule at shutdown).
 * Only the outbox relay adds jobs; everything else enqueues through OutboxService.
 */
@Injectable()
export class QueueService {
  constructor(
    @InjectQueue(QUEUE_NAME) readonly queue: Queue,
    private readonly redis: RedisConnections,
  ) {
    // Without a listener BullMQ prints each connection error; the one line about Redis comes from RedisConnections.
    this.queue.on('error', () => redis.markDown());
  }

  /** Adds jobs with their deterministic ids (and the queue's default options); BullMQ ignores an id it already holds. */
  async addAll(jobs: QueuedJob[]): Promise<void> {
    if (!this.redis.isUp) throw new Error('Redis is unreachable');
    await withTimeout(
      this.queue.addBulk(jobs.map((job) => ({ name: job.name, data: job.data, opts: { jobId: job.jobId, ...(job.delay ? { delay: job.delay } : {}) } }))),
      ADD_TIMEOUT_MS,
      redisLate,
    );
  }

  async list(states: JobType[], offset: number, limit: number): Promise<{ jobs: Job[]; total: number }> {
    if (!this.redis.isUp) throw new ServiceUnavailableError(queueMessages.redis_unreachable);
    const [jobs, counts] = await Promise.all([
      withTimeout(this.queue.getJobs(states, offset, offset + limit - 1), ADD_TIMEOUT_MS, redisLate),
      withTimeout(this.queue.getJobCounts(...states), ADD_TIMEOUT_MS, redisLate),
    ]);
    return { jobs, total: Object.values(counts).reduce((a, b) => a + b, 0) };
  }
}
