import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { afterCommit } from '../database/after-commit';
import { JobName, JobPayloads } from './jobs';
import { OutboxRepository } from './outbox.repository';

/**
 * Enqueues a job inside the caller's transaction; it reaches BullMQ only if that transaction commits,
 * and the relay is woken as soon as it has (no caller needs to remember to).
 */
@Injectable()
export class OutboxService {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly outbox: OutboxRepository) {}

  /** With `delayMs`, the job runs no sooner than that long after the transaction (BullMQ keeps it delayed). */
  async enqueue<N extends JobName>(manager: EntityManager, name: N, payload: JobPayloads[N], delayMs = 0): Promise<void> {
    await this.outbox.insert(manager, { jobName: name, payload, runAt: delayMs > 0 ? new Date(Date.now() + delayMs) : null });
    await afterCommit(manager, () => this.poke());
  }

  /** How many jobs wait in Postgres for Redis. */
  pending(): Promise<number> {
    return this.outbox.countPending();
  }

  /** Has the relay look now instead of at its next tick. */
  poke(): void {
    for (const listener of this.listeners) listener();
  }

  onPoke(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
