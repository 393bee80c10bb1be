import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { JobsController } from './jobs.controller';
import { OutboxRelay } from './outbox.relay';
import { OutboxService } from './outbox.service';
import { QueueService } from './queue.service';
import { RedisConnections } from './redis-status';
import { JobHandlers, WorkerService } from './worker.service';

@Global()
@Module({
  controllers: [JobsController],
  providers: [RedisConnections, QueueService, OutboxService, OutboxRelay, JobHandlers, WorkerService],
  exports: [RedisConnections, QueueService, OutboxService, JobHandlers],
})
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(RedisConnections) private readonly redis: RedisConnections) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.closeAll();
  }
}
