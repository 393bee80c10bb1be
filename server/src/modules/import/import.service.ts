import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../common/errors';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { OutboxService } from '../../queue/outbox.service';
import { CustomerAdminService } from '../customer';
import { ProductImportService } from '../product';
import { SettingsService } from '../settings';
import { type ImportKind, PERMISSIONS, ProductKind, UserKind } from './import-kinds';
import { importMessages as m } from './import.messages';
import { type ImportEntity, type ImportJobRow, ImportRepository } from './import.repository';
import type { ImportAnswer } from './import.responses';
import { readTable, sniffFormat, type TableFormat, writeTable } from './table-files';

/** The largest file an import takes, and the most data rows. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
export const IMPORT_ENTITIES = ['user', 'product'] as const;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * Imports and exports of customers and products. An upload is stored privately under DATA_DIR and read
 * once (streamed) for its header and row count; staff map its columns to fields, then queue a dry run
 * or a run (the `import.run` job, ImportRunner). Exports stream the table in keyset batches.
 */
@Injectable()
export class ImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: ImportRepository,
    private readonly outbox: OutboxService,
    private readonly settings: SettingsService,
    private readonly customers: CustomerAdminService,
    private readonly products: ProductImportService,
  ) {}

  /** The entity named by a route, or 404 for another word. */
  entityOf(word: string): ImportEntity {
    if (!(IMPORT_ENTITIES as readonly string[]).includes(word)) throw new NotFoundError(m.unknown_entity);
    return word as ImportEntity;
  }

  /** Refuses an admin whose role lacks the entity's permission (the routes admit either entity's). */
  allow(admin: AdminPrincipal, entity: ImportEntity, what: 'list' | 'edit'): void {
    if (!admin.admin.role.isSuperAdmin && !admin.permissions.has(PERMISSIONS[entity][what])) throw new ForbiddenError(m.not_allowed);
  }

  /** The kind of record an entity is, with the names it matches loaded. */
  async kind(entity: ImportEntity, job?: { id: number; adminId: number | null; adminName: string | null }): Promise<ImportKind> {
    if (entity === 'user') return new UserKind(this.repository, this.customers).load();
    const main = (await this.settings.all()).main_language;
    const actor = { id: job?.adminId ?? 0, name: job?.adminName ?? 'import' };
    return new ProductKind(this.repository, this.products, actor, main, job ? `Quantity set by import #${job.id}` : '').load();
  }

  async upload(admin: AdminPrincipal, entity: ImportEntity, file: { originalname: string; buffer: Buffer; size: number } | undefined): Promise<ImportAnswer> {
    this.allow(admin, entity, 'edit');
    if (!file || file.size === 0) throw ValidationError.field('file', m.file_required);
    const dir = join(this.config.files.dataDir, 'private', 'imports');
    await mkdir(dir, { recursive: true });
    const name = randomUUID();
    const path = join(dir, name);
    await writeFile(path, file.buffer);
    try {
      const format = await sniffFormat(path);
      if (!format) throw ValidationError.field('file', m.not_a_table);
      const { columns, rows } = await this.survey(path, format);
      const kind = await this.kind(entity);
      const fields = new Set(kind.fields);
      const mapping = Object.fromEntries(
        columns.map((c) => [c, fields.has(c.trim().toLowerCase()) ? c.trim().toLowerCase() : fields.has(c.trim()) ? c.trim() : '']),
      );
      const stored = join('private', 'imports', name);
      const id = await this.repository.insert({
        entity,
        format,
        file_name: file.originalname.slice(0, 255) || `import.${format}`,
        stored_path: stored,
        file_size: file.size,
        columns,
        mapping,
        total_rows: rows,
        admin_id: admin.admin.id,
      });
      return this.get(admin, id);
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  /** Reads the whole file once (streamed): its header and how many data rows follow; a file that does not read is refused. */
  private async survey(path: string, format: TableFormat): Promise<{ columns: string[]; rows: number }> {
    let columns: string[] | undefined;
    let rows = 0;
    try {
      for await (const { cells } of readTable(path, format)) {
        if (!columns) {
          columns = cells.map((c) => c.trim());
          continue;
        }
        if (++rows > IMPORT_MAX_ROWS) throw ValidationError.field('file', m.too_many_rows({ max: IMPORT_MAX_ROWS }));
      }
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      throw ValidationError.field('file', m.unreadable({ detail: String((error as Error).message ?? error).slice(0, 200) }));
    }
    if (!columns || columns.every((c) => c === '')) throw ValidationError.field('file', m.no_header);
    const seen = new Set<string>();
    for (const column of columns) {
      if (column === '') continue;
      if (seen.has(column)) throw ValidationError.field('file', m.header_twice({ column }));
      seen.add(column);
    }
    return { columns, rows };
  }

  async get(admin: AdminPrincipal, id: number): Promise<ImportAnswer> {
    const job = await this.job(admin, id);
    const kind = await this.kind(job.entity);
    return this.present(job, kind);
  }

  private present(job: ImportJobRow, kind: ImportKind): ImportAnswer {
    return {
      id: job.id,
      entity: job.entity,
      format: job.format,
      file_name: job.file_name,
      columns: job.columns,
      mapping: job.mapping,
      fields: kind.fields,
      required: kind.required,
      status: job.status,
      dry_run: job.dry_run,
      total_rows: job.total_rows,
      rows_read: job.rows_read,
      created: job.created,
      updated: job.updated,
      refused: job.refused,
      progress: job.status === 'done' ? 100 : job.total_rows > 0 ? Math.min(100, Math.floor((job.rows_read * 100) / job.total_rows)) : 0,
      error: job.error,
      admin_name: job.admin_name,
      created_at: job.created_at.toISOString(),
      started_at: iso(job.started_at),
      finished_at: iso(job.finished_at),
    };
  }

  /** The job, for an admin allowed to import its entity. */
  private async job(admin: AdminPrincipal, id: number): Promise<ImportJobRow> {
    const job = await this.repository.get(id);
    if (!job) throw new NotFoundError();
    this.allow(admin, job.entity, 'edit');
    return job;
  }

  async setMapping(admin: AdminPrincipal, id: number, mapping: Record<string, string>): Promise<ImportAnswer> {
    const job = await this.job(admin, id);
    const kind = await this.kind(job.entity);
    const fields = new Set(kind.fields);
    const used = new Set<string>();
    const clean: Record<string, string> = Object.fromEntries(job.columns.map((c) => [c, '']));
    for (const [column, field] of Object.entries(mapping)) {
      if (!job.columns.includes(column)) throw ValidationError.field('mapping', m.unknown_column({ column: column.slice(0, 100) }));
      if (typeof field !== 'string') throw ValidationError.field('mapping', m.unknown_field({ field: String(field).slice(0, 100) }));
      if (field === '') continue;
      if (!fields.has(field)) throw ValidationError.field('mapping', m.unknown_field({ field: field.slice(0, 100) }));
      if (used.has(field)) throw ValidationError.field('mapping', m.field_twice({ field }));
      used.add(field);
      clean[column] = field;
    }
    await this.dataSource.transaction(async (manager) => {
      const held = await this.repository.lock(manager, id);
      if (held && (held.status === 'queued' || held.status === 'running')) throw new ConflictError(m.busy);
      await this.repository.saveMapping(manager, id, clean);
    });
    return this.get(admin, id);
  }

  /** Queues a dry run or a run of the whole file (counts and refused rows start again). */
  async queue(admin: AdminPrincipal, id: number, dryRun: boolean): Promise<ImportAnswer> {
    const job = await this.job(admin, id);
    const kind = await this.kind(job.entity);
    const mapped = new Set(Object.values(job.mapping).filter(Boolean));
    const missing = kind.required.filter((f) => !mapped.has(f));
    if (missing.length > 0) throw ValidationError.fields({ mapping: missing.map((field) => m.field_required({ field })) });
    if (!(await this.fileExists(job))) throw new ConflictError(m.file_gone);
    await this.dataSource.transaction(async (manager) => {
      const held = await this.repository.lock(manager, id);
      if (!held) throw new NotFoundError();
      if (held.status === 'queued' || held.status === 'running') throw new ConflictError(m.busy);
      await this.repository.queue(manager, id, dryRun);
      await this.outbox.enqueue(manager, 'import.run', { importId: id });
    });
    return this.get(admin, id);
  }

  /** The stored file's absolute path. */
  filePath(job: Pick<ImportJobRow, 'stored_path'>): string {
    return resolve(this.config.files.dataDir, job.stored_path);
  }

  private async fileExists(job: ImportJobRow): Promise<boolean> {
    return stat(this.filePath(job)).then(
      () => true,
      () => false,
    );
  }

  /** The refused rows as CSV: the file's own columns and a reason column, so the file can be fixed and uploaded again. */
  async errorFile(admin: AdminPrincipal, id: number): Promise<{ name: string; stream: Readable }> {
    const job = await this.job(admin, id);
    const repository = this.repository;
    const columns = job.columns;
    const rows = (async function* () {
      let after = 0;
      for (;;) {
        const batch = await repository.errors(id, after, 1000);
        if (batch.length === 0) return;
        after = batch[batch.length - 1].row_number;
        yield batch.map((e) => [...columns.map((c) => e.values[c] ?? ''), e.reason]);
      }
    })();
    return { name: `import-${id}-errors.csv`, stream: writeTable('csv', [...columns, 'reason'], rows) };
  }

  /** An export of every customer or product, streamed. */
  async export(admin: AdminPrincipal, entity: ImportEntity, format: TableFormat): Promise<{ name: string; stream: Readable }> {
    this.allow(admin, entity, 'list');
    const kind = await this.kind(entity);
    const day = new Date().toISOString().slice(0, 10);
    return { name: `${entity}-${day}.${format}`, stream: writeTable(format, kind.fields, kind.rows()) };
  }
}
