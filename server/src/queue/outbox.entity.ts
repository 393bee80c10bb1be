import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Work to hand to the queue, written in the same transaction as the change that causes it.
 * The relay moves undispatched rows to BullMQ with jobId `outbox-<id>`.
 */
@Entity('outbox')
// ("id") WHERE "dispatched_at" IS NULL: a partial index, left to the migrations.
@Index('IDX_outbox_pending', { synchronize: false })
export class OutboxEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  jobName: string;

  @Column({ type: 'jsonb' })
  payload: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null;

  /** Not before this time (a delayed job, such as releasing an unpaid order's reservation). */
  @Column({ type: 'timestamptz', nullable: true })
  runAt: Date | null;
}
