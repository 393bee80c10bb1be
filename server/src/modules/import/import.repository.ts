import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';

export type ImportEntity = 'user' | 'product';
export type ImportStatus = 'uploaded' | 'queued' | 'running' | 'done' | 'failed';

/** An import as its table keeps it. */
export interface ImportJobRow {
  id: number;
  entity: ImportEntity;
  format: 'csv' | 'xlsx';
  file_name: string;
  stored_path: string;
  file_size: number;
  columns: string[];
  mapping: Record<string, string>;
  status: ImportStatus;
  dry_run: boolean;
  cursor: number;
  rows_read: number;
  created: number;
  updated: number;
  refused: number;
  total_rows: number;
  error: string | null;
  admin_id: number | null;
  admin_name: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** A refused row: its number in the file, its cells by column and the reason. */
export interface ImportErrorRow {
  row_number: number;
  values: Record<string, string>;
  reason: string;
}

const JOB_COLUMNS = `j.id, j.entity, j.format, j.file_name, j.stored_path, j.file_size::float8 AS file_size, j.columns, j.mapping, j.status, j.dry_run, j.cursor,
  j.rows_read, j.created, j.updated, j.refused, j.total_rows, j.error, j.admin_id, a.name AS admin_name, j.created_at, j.started_at, j.finished_at`;

/** Session lock class of import jobs (pg_try_advisory_lock's first key): one worker runs an import at a time. */
const IMPORT_LOCK = 0x1d9a7;

/**
 * The import module's statements: its own tables (import_job, import_error), and reads of the tables
 * imports match names against and exports stream (keyset batches by id, never a whole table): the
 * warehouse module's warehouse, the attribute module's stock options, the lead module's lead_status,
 * the product module's product, product_translation and stock, the inventory module's inventory and the
 * customer module's customer. Writes to those go through their modules' services.
 */
@Injectable()
export class ImportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(
    job: Pick<ImportJobRow, 'entity' | 'format' | 'file_name' | 'stored_path' | 'file_size' | 'columns' | 'mapping' | 'total_rows' | 'admin_id'>,
  ): Promise<number> {
    const [{ id }]: { id: number }[] = await this.dataSource.query(
      `INSERT INTO import_job (entity, format, file_name, stored_path, file_size, columns, mapping, total_rows, admin_id)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9) RETURNING id`,
      [
        job.entity,
        job.format,
        job.file_name,
        job.stored_path,
        job.file_size,
        JSON.stringify(job.columns),
        JSON.stringify(job.mapping),
        job.total_rows,
        job.admin_id,
      ],
    );
    return id;
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<ImportJobRow | undefined> {
    const [row]: ImportJobRow[] = await manager.query(`SELECT ${JOB_COLUMNS} FROM import_job j LEFT JOIN admin a ON a.id = j.admin_id WHERE j.id = $1`, [id]);
    return row;
  }

  /** The job locked until the transaction ends. */
  async lock(manager: EntityManager, id: number): Promise<ImportJobRow | undefined> {
    await manager.query(`SELECT 1 FROM import_job WHERE id = $1 FOR UPDATE`, [id]);
    return this.get(id, manager);
  }

  async saveMapping(manager: EntityManager, id: number, mapping: Record<string, string>): Promise<void> {
    await manager.query(`UPDATE import_job SET mapping = $2::jsonb, updated_at = now() WHERE id = $1`, [id, JSON.stringify(mapping)]);
  }

  /** Queues a fresh pass over the file: counts, cursor and refused rows start again. */
  async queue(manager: EntityManager, id: number, dryRun: boolean): Promise<void> {
    await manager.query(`DELETE FROM import_error WHERE job_id = $1`, [id]);
    await manager.query(
      `UPDATE import_job SET status = 'queued', dry_run = $2, cursor = 0, rows_read = 0, created = 0, updated = 0, refused = 0, error = NULL,
              started_at = NULL, finished_at = NULL, updated_at = now() WHERE id = $1`,
      [id, dryRun],
    );
  }

  async markRunning(id: number): Promise<void> {
    await this.dataSource.query(`UPDATE import_job SET status = 'running', started_at = COALESCE(started_at, now()), updated_at = now() WHERE id = $1`, [id]);
  }

  async finish(id: number, status: 'done' | 'failed', error: string | null): Promise<void> {
    await this.dataSource.query(`UPDATE import_job SET status = $2, error = $3, finished_at = now(), updated_at = now() WHERE id = $1`, [id, status, error]);
  }

  /** A batch's refused rows and the job's cursor and counts, in the batch's transaction. */
  async commitBatch(
    manager: EntityManager,
    id: number,
    cursor: number,
    counts: { read: number; created: number; updated: number },
    refused: ImportErrorRow[],
  ): Promise<void> {
    if (refused.length > 0) {
      await manager.query(
        `INSERT INTO import_error (job_id, row_number, "values", reason) SELECT $1, n, v, r FROM unnest($2::int[], $3::jsonb[], $4::text[]) AS x(n, v, r)
         ON CONFLICT (job_id, row_number) DO UPDATE SET "values" = EXCLUDED."values", reason = EXCLUDED.reason`,
        [id, refused.map((r) => r.row_number), refused.map((r) => JSON.stringify(r.values)), refused.map((r) => r.reason)],
      );
    }
    await manager.query(
      `UPDATE import_job SET cursor = $2, rows_read = rows_read + $3, created = created + $4, updated = updated + $5, refused = refused + $6, updated_at = now()
        WHERE id = $1`,
      [id, cursor, counts.read, counts.created, counts.updated, refused.length],
    );
  }

  /** The refused rows after `after` (row number), in file order, a batch at a time. */
  errors(id: number, after: number, limit: number): Promise<ImportErrorRow[]> {
    return this.dataSource.query(`SELECT row_number, "values", reason FROM import_error WHERE job_id = $1 AND row_number > $2 ORDER BY row_number LIMIT $3`, [
      id,
      after,
      limit,
    ]);
  }

  /** Runs `work` in the caller's transaction inside a savepoint rolled back after it: what it wrote is undone (a dry run). */
  async undone<T>(manager: EntityManager, work: () => Promise<T>): Promise<T> {
    await manager.query('SAVEPOINT import_dry_run');
    try {
      return await work();
    } finally {
      await manager.query('ROLLBACK TO SAVEPOINT import_dry_run');
    }
  }

  /** Imports queued or running: a worker that starts goes on with them. */
  async unfinished(): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(`SELECT id FROM import_job WHERE status IN ('queued', 'running') ORDER BY id`);
    return rows.map((r) => r.id);
  }

  /** Runs `work` holding the import's session lock, or answers undefined at once when another process holds it. */
  async whileLocked<T>(id: number, work: (runner: QueryRunner) => Promise<T>): Promise<T | undefined> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query(`SELECT pg_try_advisory_lock($1, $2) AS locked`, [IMPORT_LOCK, id]);
      if (!locked) return undefined;
      try {
        return await work(runner);
      } finally {
        await runner.query(`SELECT pg_advisory_unlock($1, $2)`, [IMPORT_LOCK, id]);
      }
    } finally {
      await runner.release();
    }
  }

  // ---- names imports match and exports write ----

  /** Every warehouse by id with its name. */
  warehouses(): Promise<{ id: number; name: string }[]> {
    return this.dataSource.query(`SELECT id, name FROM warehouse ORDER BY id`);
  }

  /** Every option of a stock option attribute with the attribute's and the option's names in every language. */
  stockOptions(): Promise<{ id: number; attribute_id: number; attribute_names: Record<string, string>; values: Record<string, string> }[]> {
    return this.dataSource.query(
      `SELECT o.id, o.attribute_id,
              COALESCE((SELECT jsonb_object_agg(t.language, t.name) FROM attribute_translation t WHERE t.attribute_id = a.id), '{}') AS attribute_names,
              COALESCE((SELECT jsonb_object_agg(t.language, t.value) FROM attribute_option_translation t WHERE t.option_id = o.id), '{}') AS values
         FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id
        WHERE a.position = 'stock_option'
        ORDER BY a."order", a.id, o."order", o.id`,
    );
  }

  /** Every lead status by id with its title. */
  statuses(): Promise<{ id: number; title: string }[]> {
    return this.dataSource.query(`SELECT id, title FROM lead_status ORDER BY id`);
  }

  /** The next customers after id `after`, in id order, with their status's title. */
  customersAfter(after: number, limit: number): Promise<Record<string, unknown>[]> {
    return this.dataSource.query(
      `SELECT c.id, c.email, c.first_name, c.last_name, c.phone, c.gender, c.language, c.enabled, c.is_subscribe, s.title AS status, c.status_description,
              c.lead_source, c.lead_source_description, c.job_title, c.department, c.office_phone, c.fax, c.website, c.emails, c.mobiles, c.tags, c.description
         FROM customer c LEFT JOIN lead_status s ON s.id = c.status_id
        WHERE c.id > $1 ORDER BY c.id LIMIT $2`,
      [after, limit],
    );
  }

  /**
   * The stocks of the next products after id `after` (up to `limit` products), in product and stock
   * order, each with its product's columns, names by language and quantities by warehouse id (a product
   * without stocks as one row whose stock_sku is null).
   */
  productStocksAfter(after: number, limit: number): Promise<ProductStockExportRow[]> {
    return this.dataSource.query(
      `WITH p AS (SELECT id, sku, url, visibled FROM product WHERE id > $1 ORDER BY id LIMIT $2)
       SELECT p.id AS product_id, p.sku, p.url, p.visibled,
              COALESCE((SELECT jsonb_object_agg(t.language, t.name) FROM product_translation t WHERE t.product_id = p.id), '{}') AS names,
              s.sku AS stock_sku, s.price::float8 AS price, s.special_price::float8 AS special_price, s.visibled AS stock_visibled, s.option_ids,
              COALESCE((SELECT jsonb_object_agg(i.warehouse_id, i.quantity) FROM inventory i WHERE i.stock_id = s.id), '{}') AS quantities
         FROM p LEFT JOIN stock s ON s.product_id = p.id
        ORDER BY p.id, s."order", s.id`,
      [after, limit],
    );
  }
}

/** One stock of the product export with its product's columns. */
export interface ProductStockExportRow {
  product_id: number;
  sku: string;
  url: string;
  visibled: boolean;
  names: Record<string, string>;
  stock_sku: string | null;
  price: number;
  special_price: number | null;
  stock_visibled: boolean;
  option_ids: number[];
  quantities: Record<string, number>;
}
