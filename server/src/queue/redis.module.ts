import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { RedisConnections } from './redis-status';

/**
 * The one RedisConnections of the process: BullMQ's shared connection comes from it, and so do the
 * connections of other modules (sign-in counts, event broadcast). All are closed here, last.
 */
@Module({
  providers: [RedisConnections],
  exports: [RedisConnections],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(RedisConnections) private readonly redis: RedisConnections) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.closeAll();
  }
}
