import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { rootLogger } from '../common/logger';
import { afterCommit } from '../database/after-commit';
import { RedisConnections } from '../queue/redis-status';
import { AppEvents, BROADCAST_EVENTS, EventName, TRANSACTION_RANKS } from './events';

type Handler<E extends EventName> = (payload: AppEvents[E]) => void | Promise<void>;
type TransactionHandler<E extends EventName> = (manager: EntityManager, payload: AppEvents[E]) => Promise<void>;
interface RankedHandler {
  rank: number;
  handler: TransactionHandler<EventName>;
}

interface Envelope {
  origin: string;
  name: EventName;
  payload: unknown;
}

/**
 * Typed events, delivered after commit. `publish` takes the writing transaction's manager:
 * - handlers added with `inTransaction` run at once, inside that transaction (work that must commit
 *   or fail with the write, such as the product search document);
 * - handlers added with `on` run once the transaction has committed, in this process, and for
 *   BROADCAST_EVENTS in every other web process too, through Redis pub/sub (cache evictions).
 * Durable work (mail, anything that must survive a crash) still goes through the outbox.
 */
@Injectable()
export class EventBus implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly handlers = new Map<EventName, Handler<EventName>[]>();
  private readonly transactionHandlers = new Map<EventName, RankedHandler[]>();
  /** Tells this process's own messages apart from other processes' on the shared channel. */
  private readonly origin = randomUUID();
  private readonly channel: string;
  private publisher?: IORedis;
  private subscriber?: IORedis;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly redis: RedisConnections,
  ) {
    this.channel = `${config.redis.queuePrefix}:events`;
  }

  on<E extends EventName>(name: E, handler: Handler<E>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler<EventName>]);
  }

  /**
   * A handler run inside the publishing transaction: what it writes commits with the change or not at
   * all, and a handler that throws rolls the change back. Handlers of one event run one after another,
   * by `rank` (lower first; TRANSACTION_RANKS names the ranks that matter), then in the order added.
   */
  inTransaction<E extends EventName>(name: E, handler: TransactionHandler<E>, rank: number = TRANSACTION_RANKS.default): void {
    const handlers = [...(this.transactionHandlers.get(name) ?? []), { rank, handler: handler as TransactionHandler<EventName> }];
    this.transactionHandlers.set(
      name,
      handlers.sort((a, b) => a.rank - b.rank),
    );
  }

  /** Publishes a change made through `manager` (outside a transaction: delivered at once). */
  async publish<E extends EventName>(manager: EntityManager, name: E, payload: AppEvents[E]): Promise<void> {
    for (const { handler } of this.transactionHandlers.get(name) ?? []) await handler(manager, payload);
    await afterCommit(manager, async () => {
      await this.deliver(name, payload);
      if (BROADCAST_EVENTS.has(name)) this.broadcast(name, payload);
    });
  }

  onApplicationBootstrap(): void {
    this.publisher = this.redis.producer();
    // A subscriber connection retries for ever and subscribes again after a reconnect.
    this.subscriber = this.redis.create('worker');
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel === this.channel) void this.receive(text);
    });
    this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  onModuleDestroy(): void {
    // The connections are closed with the others (RedisConnections.closeAll); stop hearing first.
    this.subscriber?.removeAllListeners('message');
  }

  private async deliver<E extends EventName>(name: E, payload: AppEvents[E]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        await handler(payload);
      } catch (error) {
        rootLogger().error({ err: error, event: name }, 'An event handler failed');
      }
    }
  }

  /** Other processes hear of it too; while Redis is away they rely on their caches' times. */
  private broadcast(name: EventName, payload: unknown): void {
    if (!this.publisher || !this.redis.isUp) return;
    const envelope: Envelope = { origin: this.origin, name, payload };
    this.publisher.publish(this.channel, JSON.stringify(envelope)).catch(() => undefined);
  }

  private async receive(text: string): Promise<void> {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin === this.origin || !BROADCAST_EVENTS.has(envelope.name)) return;
    await this.deliver(envelope.name, envelope.payload as AppEvents[EventName]);
  }
}
