import { Module } from '@nestjs/common';
import { EventBus } from './event-bus';

/** The typed event bus (events.ts): modules that publish or subscribe import this module. */
@Module({ providers: [EventBus], exports: [EventBus] })
export class EventsModule {}
