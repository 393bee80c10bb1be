import { Module } from '@nestjs/common';
import { RedisModule } from '../../queue/redis.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

/** The outbox's count comes from QueueModule.forRoot, which is global. */
@Module({ imports: [RedisModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
