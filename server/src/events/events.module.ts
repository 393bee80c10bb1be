import { Module } from '@nestjs/common';
import { RedisModule } from '../queue/redis.module';
import { EventBus } from './event-bus';

/** The typed event bus (events.ts): modules that publish or subscribe import this module. */
@Module({ imports: [RedisModule], providers: [EventBus], exports: [EventBus] })
export class EventsModule {}
