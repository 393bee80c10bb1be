import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Job } from 'bullmq';
import { rootLogger } from '../common/logger';
import { JobHandlers } from './job-handlers';
import { QUEUE_NAME } from './jobs';
import { RedisConnections } from './redis-status';

/**
 * The BullMQ worker, as an @nestjs/bullmq processor: it hands each job to the handler registered for
 * its name. QueueModule provides it only where a worker should run (RUN_WORKER, or `npm run worker`).
 *
 * The worker is created at module init but starts taking jobs only at application bootstrap, once
 * every module has registered its handlers (autorun: false), so no job meets a missing handler at start.
 */
@Processor(QUEUE_NAME, { concurrency: 4, autorun: false })
export class JobsProcessor extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  /** Handlers running now, so that shutdown can wait for their database work even when it cannot wait for BullMQ. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly handlers: JobHandlers,
    private readonly redis: RedisConnections,
  ) {
    super();
  }

  async process(job: Job): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`No handler for job "${job.name}"`);
    const run = handler(job.data);
    this.running.add(run);
    try {
      await run;
    } finally {
      this.running.delete(run);
    }
  }

  onApplicationBootstrap(): void {
    const worker = this.worker;
    worker.run().catch((error) => worker.emit('error', error));
  }

  /**
   * Lets running jobs finish before the database connections close (BullModule closes the worker
   * again later: a no-op). While Redis is away BullMQ cannot mark a job finished, and waiting for it
   * would keep the process from stopping: the worker is closed at once, the handlers still running
   * finish their work, and their jobs run again (idempotently) once Redis is back.
   */
  async beforeApplicationShutdown(): Promise<void> {
    let worker;
    try {
      worker = this.worker;
    } catch {
      return; // never created: the app failed before module init
    }
    await worker.close(!this.redis.isUp).catch(() => undefined);
    await Promise.allSettled(this.running);
  }

  @OnWorkerEvent('error')
  onError(): void {
    this.redis.markDown();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    rootLogger().warn({ job_id: job?.id, job_name: job?.name, attempts: job?.attemptsMade, err: error }, 'background job failed');
  }
}
