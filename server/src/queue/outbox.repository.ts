import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { JobName } from './jobs';
import { OutboxEntry } from './outbox.entity';

/** A row waiting for the relay, with how long BullMQ should still hold its job. */
export interface PendingJob {
  id: string;
  job_name: JobName;
  payload: unknown;
  /** Milliseconds until the row's run_at (0: now). */
  delay: number;
}

/** The one place that reads and writes the outbox table. */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, values: { jobName: string; payload: object; runAt: Date | null }): Promise<void> {
    await manager.insert(OutboxEntry, values);
  }

  /** The oldest undispatched rows, locked (SKIP LOCKED, so several relays share the work) until the transaction ends. */
  lockPending(manager: EntityManager, limit: number): Promise<PendingJob[]> {
    return manager.query(
      `SELECT id, job_name, payload, GREATEST(0, floor(extract(epoch FROM run_at - now()) * 1000))::float8 AS delay FROM outbox WHERE dispatched_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  async markDispatched(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(`UPDATE outbox SET dispatched_at = now() WHERE id = ANY($1::bigint[])`, [ids]);
  }

  /** How many jobs wait in Postgres (not yet handed to BullMQ). */
  async countPending(): Promise<number> {
    const [row]: { pending: number }[] = await this.dataSource.query(`SELECT count(*)::int AS pending FROM outbox WHERE dispatched_at IS NULL`);
    return row.pending;
  }
}
