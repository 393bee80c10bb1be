import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { rootLogger } from '../common/logger';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { QueueService } from './queue.service';

const BATCH = 100;

/**
 * Moves committed outbox rows to BullMQ. Rows are locked (SKIP LOCKED) so several processes can
 * relay at once; the jobId `outbox-<id>` makes a second hand-over of the same row a no-op, so a
 * crash between adding and marking never sends twice. While Redis is away rows simply wait.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private unsubscribe?: () => void;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rows: OutboxRepository,
    private readonly queue: QueueService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.outbox.onPoke(() => void this.tick());
    this.timer = setInterval(() => void this.tick(), this.config.redis.outboxPollMs);
    this.timer.unref();
    void this.tick();
  }

  /** Stops before the database connections close, finishing a pass in progress. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    await this.running;
  }

  /** One relay pass, never two at once in this process; a poke during a pass runs another after it. */
  tick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((error) => rootLogger().debug({ err: error }, 'outbox relay pass failed; rows wait for the next pass'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.tick();
        }
      });
    return this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const moved = await this.dataSource.transaction(async (manager) => {
        const rows = await this.rows.lockPending(manager, BATCH);
        if (rows.length === 0) return 0;
        await this.queue.addAll(rows.map((row) => ({ jobId: `outbox-${row.id}`, name: row.job_name, data: row.payload, delay: row.delay ?? 0 })));
        await this.rows.markDispatched(
          manager,
          rows.map((r) => r.id),
        );
        return rows.length;
      });
      if (moved < BATCH) return;
    }
  }
}
