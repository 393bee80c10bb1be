import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { rootLogger } from '../../common/logger';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { JobHandlers } from '../../queue/job-handlers';
import { OutboxService } from '../../queue/outbox.service';
import type { ImportKind, MappedRow } from './import-kinds';
import { type ImportErrorRow, type ImportJobRow, ImportRepository } from './import.repository';
import { ImportService } from './import.service';
import { reasonOf } from './row-check';
import { readTable } from './table-files';

/**
 * Rows a batch holds (more when one product's rows would otherwise be cut): one transaction each. 2,000 rows (a
 * transaction of about 2 s) import 100,000 products in 110 s where 500 took 140 s (npm run bench:import).
 */
export const IMPORT_BATCH = 2000;

/**
 * The `import.run` job: one pass over a stored file, streamed row by row (never held whole), in batches
 * of about 2,000 rows (IMPORT_BATCH). Each batch's writes, its refused rows and the job's cursor (data rows done) commit in
 * one transaction; a dry run makes the same writes inside a savepoint it rolls back, so its counts and
 * refusals are what a run would give and nothing stays. A job that stops (the process ends, or dies and
 * BullMQ runs it again) goes on from its last committed batch; one process runs an import at a time (its
 * session lock), and a worker that starts queues the imports left queued or running.
 */
@Injectable()
export class ImportRunner implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: ImportRepository,
    private readonly service: ImportService,
    private readonly outbox: OutboxService,
    private readonly handlers: JobHandlers,
  ) {}

  onModuleInit(): void {
    this.handlers.register('import.run', ({ importId }) => this.run(importId));
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.redis.runWorker) return;
    try {
      const ids = await this.repository.unfinished();
      if (ids.length === 0) return;
      await this.dataSource.transaction(async (manager) => {
        for (const importId of ids) await this.outbox.enqueue(manager, 'import.run', { importId });
      });
    } catch (error) {
      rootLogger().warn({ err: error }, 'could not look for imports to go on with');
    }
  }

  async run(importId: number): Promise<void> {
    await this.repository.whileLocked(importId, async () => {
      const job = await this.repository.get(importId);
      if (!job || (job.status !== 'queued' && job.status !== 'running')) return;
      await this.repository.markRunning(importId);
      try {
        if (await this.pass(job)) await this.repository.finish(importId, 'done', null);
      } catch (error) {
        rootLogger().warn({ import_id: importId, err: error }, 'import failed');
        await this.repository.finish(importId, 'failed', String((error as Error).message ?? error).slice(0, 1000));
      }
    });
  }

  /** Reads the file on from the cursor; true once every row is done, false when the process is stopping. */
  private async pass(job: ImportJobRow): Promise<boolean> {
    const kind = await this.service.kind(job.entity, { id: job.id, adminId: job.admin_id, adminName: job.admin_name });
    const fieldAt: (string | undefined)[] = [];
    const mapped = new Set<string>();
    let header: string[] | undefined;
    let index = 0;
    let batch: { mapped: MappedRow; cells: string[] }[] = [];
    for await (const { number, cells } of readTable(this.service.filePath(job), job.format)) {
      if (!header) {
        header = cells.map((c) => c.trim());
        header.forEach((column, i) => {
          const field = job.mapping[column];
          if (field) {
            fieldAt[i] = field;
            mapped.add(field);
          }
        });
        continue;
      }
      index++;
      if (index <= job.cursor) continue;
      const fields: Record<string, string> = {};
      fieldAt.forEach((field, i) => {
        if (field) fields[field] = cells[i] ?? '';
      });
      const row = { row: number, fields };
      const last = batch[batch.length - 1];
      if (batch.length >= IMPORT_BATCH && kind.groupKey(row) !== kind.groupKey(last.mapped)) {
        await this.commit(job, kind, header, batch, index - 1, mapped);
        batch = [];
        if (this.stopping) return false;
      }
      batch.push({ mapped: row, cells });
    }
    if (batch.length > 0) await this.commit(job, kind, header ?? [], batch, index, mapped);
    return true;
  }

  private async commit(
    job: ImportJobRow,
    kind: ImportKind,
    header: string[],
    batch: { mapped: MappedRow; cells: string[] }[],
    cursor: number,
    mapped: ReadonlySet<string>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const write = () =>
        kind.write(
          manager,
          batch.map((b) => b.mapped),
          mapped,
        );
      const outcome = job.dry_run ? await this.repository.undone(manager, write) : await write();
      const cellsOf = new Map(batch.map((b) => [b.mapped.row, b.cells]));
      const refused: ImportErrorRow[] = outcome.refused.map((r) => ({
        row_number: r.row,
        values: Object.fromEntries(header.map((column, i) => [column, cellsOf.get(r.row)?.[i] ?? ''])),
        reason: reasonOf(r.reason),
      }));
      await this.repository.commitBatch(manager, job.id, cursor, { read: batch.length, created: outcome.created, updated: outcome.updated }, refused);
    });
  }
}
