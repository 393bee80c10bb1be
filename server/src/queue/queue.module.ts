import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig, type RedisConfig } from '../config/env';
import { JobHandlers } from './job-handlers';
import { JobScheduler } from './job-scheduler';
import { JOB_OPTIONS, QUEUE_NAME } from './jobs';
import { JobsController } from './jobs.controller';
import { JobsProcessor } from './jobs.processor';
import { OutboxEntry } from './outbox.entity';
import { OutboxRelay } from './outbox.relay';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { QueueService } from './queue.service';
import { RedisConnections } from './redis-status';
import { RedisModule } from './redis.module';

@Module({})
export class QueueModule {
  /**
   * The job queue on @nestjs/bullmq: one shared connection and the key prefix (QUEUE_PREFIX) for
   * every queue, the `jobs` queue with its default job options, the outbox in front of it, and the
   * processor only where a worker runs (RUN_WORKER, or `npm run worker`).
   */
  static forRoot(config: { redis: Pick<RedisConfig, 'runWorker'> }): DynamicModule {
    return {
      module: QueueModule,
      global: true,
      imports: [
        TypeOrmModule.forFeature([OutboxEntry]),
        RedisModule,
        BullModule.forRootAsync({
          imports: [RedisModule],
          inject: [RedisConnections, APP_CONFIG],
          // One connection shared by the queue and the worker; the worker duplicates it for its
          // blocking reads, which BullMQ allows only from a connection that retries for ever
          // (maxRetriesPerRequest: null), hence the `worker` kind. Adding jobs does not wait on it
          // while Redis is away: QueueService checks RedisConnections.isUp and times out.
          useFactory: (connections: RedisConnections, appConfig: AppConfig) => ({
            connection: connections.create('worker'),
            prefix: appConfig.redis.queuePrefix,
          }),
        }),
        BullModule.registerQueue({ name: QUEUE_NAME, defaultJobOptions: JOB_OPTIONS }),
      ],
      controllers: [JobsController],
      providers: [QueueService, OutboxRepository, OutboxService, OutboxRelay, JobHandlers, JobScheduler, ...(config.redis.runWorker ? [JobsProcessor] : [])],
      exports: [QueueService, OutboxService, JobHandlers],
    };
  }
}
