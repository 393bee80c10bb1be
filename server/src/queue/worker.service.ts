import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Worker } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { rootLogger } from '../common/logger';
import { JobHandler, JobName, QUEUE_NAME } from './jobs';
import { RedisConnections } from './redis-status';

/** Handlers by job name; modules register theirs at start. */
@Injectable()
export class JobHandlers {
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();

  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`A handler for job "${name}" is already registered`);
    this.handlers.set(name, handler as JobHandler<JobName>);
  }

  get(name: string): JobHandler<JobName> | undefined {
    return this.handlers.get(name as JobName);
  }
}

/**
 * The BullMQ worker. It runs inside the server process unless RUN_WORKER=false, and in its own
 * process with `npm run worker`.
 */
@Injectable()
export class WorkerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker?: Worker;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
    private readonly handlers: JobHandlers,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runWorker && process.env.SHOP_PROCESS !== 'worker') return;
    this.start();
  }

  start(): void {
    if (this.worker) return;
    this.worker = new Worker(
      QUEUE_NAME,
      async (job) => {
        const handler = this.handlers.get(job.name);
        if (!handler) throw new Error(`No handler for job "${job.name}"`);
        await handler(job.data);
      },
      { connection: this.redis.create('worker'), prefix: this.config.queuePrefix, concurrency: 4 },
    );
    this.worker.on('error', () => this.redis.markDown());
    this.worker.on('failed', (job, error) =>
      rootLogger().warn({ job_id: job?.id, job_name: job?.name, attempts: job?.attemptsMade, err: error }, 'background job failed'),
    );
  }

  /** Lets running jobs finish before the database connections close. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close().catch(() => undefined);
  }
}
