import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imports of customers (entity "user") and products from CSV or XLSX files. An import_job keeps the
 * stored upload (a path under DATA_DIR/private), the columns found in its header, the mapping staff
 * chose (file column -> field), its status and counts, and `cursor`: the data rows read and committed
 * so far. A job works in batches, each batch's writes, refused rows and cursor in one transaction, so a
 * job that stops goes on from its last committed batch. import_error keeps each refused row (its
 * values by file column and the reason), read back as the downloadable error file.
 */
export class Imports1764920000000 implements MigrationInterface {
  name = 'Imports1764920000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "import_job" (
        "id" SERIAL NOT NULL,
        "entity" varchar(16) NOT NULL,
        "format" varchar(8) NOT NULL,
        "file_name" varchar(255) NOT NULL,
        "stored_path" varchar(500) NOT NULL,
        "file_size" bigint NOT NULL DEFAULT 0,
        "columns" jsonb NOT NULL DEFAULT '[]',
        "mapping" jsonb NOT NULL DEFAULT '{}',
        "status" varchar(16) NOT NULL DEFAULT 'uploaded',
        "dry_run" boolean NOT NULL DEFAULT false,
        "cursor" integer NOT NULL DEFAULT 0,
        "rows_read" integer NOT NULL DEFAULT 0,
        "created" integer NOT NULL DEFAULT 0,
        "updated" integer NOT NULL DEFAULT 0,
        "refused" integer NOT NULL DEFAULT 0,
        "total_rows" integer NOT NULL DEFAULT 0,
        "error" text,
        "admin_id" integer REFERENCES "admin"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "started_at" timestamptz,
        "finished_at" timestamptz,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_import_job" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_import_job_entity" CHECK ("entity" IN ('user', 'product')),
        CONSTRAINT "CHK_import_job_format" CHECK ("format" IN ('csv', 'xlsx')),
        CONSTRAINT "CHK_import_job_status" CHECK ("status" IN ('uploaded', 'queued', 'running', 'done', 'failed'))
      )`);
    await q.query(`
      CREATE TABLE "import_error" (
        "job_id" integer NOT NULL REFERENCES "import_job"("id") ON DELETE CASCADE,
        "row_number" integer NOT NULL,
        "values" jsonb NOT NULL,
        "reason" text NOT NULL,
        CONSTRAINT "PK_import_error" PRIMARY KEY ("job_id", "row_number")
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "import_error"`);
    await q.query(`DROP TABLE "import_job"`);
  }
}
