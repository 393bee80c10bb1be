import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The form builder: forms staff design (a public page /form/{url} with typed fields, texts per
 * language), and the answers shoppers and guests send (form_submit_history: one row per submission,
 * with the customer when signed in, the answers, and the private files uploaded). A form may feed a
 * funnel stage: each submission makes or moves the lead of its email there.
 */
export class FormBuilder1764870000000 implements MigrationInterface {
  name = 'FormBuilder1764870000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "form" (
        "id" SERIAL NOT NULL,
        "url" varchar(200) NOT NULL,
        "title" jsonb NOT NULL DEFAULT '{}',
        "description" jsonb NOT NULL DEFAULT '{}',
        "success_message" jsonb NOT NULL DEFAULT '{}',
        "enabled" boolean NOT NULL DEFAULT true,
        "allow_guest" boolean NOT NULL DEFAULT true,
        "limit_submit" boolean NOT NULL DEFAULT false,
        "funnel_id" integer REFERENCES "lead_funnel"("id") ON DELETE SET NULL,
        "status_id" integer REFERENCES "lead_status"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_form" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_form_url" UNIQUE ("url")
      )`);
    await q.query(`CREATE INDEX "IDX_form_updated" ON "form" ("updated_at", "id")`);
    await q.query(`
      CREATE TABLE "form_field" (
        "form_id" integer NOT NULL REFERENCES "form"("id") ON DELETE CASCADE,
        "position" integer NOT NULL,
        "key" varchar(60) NOT NULL,
        "type" varchar(20) NOT NULL,
        "label" jsonb NOT NULL DEFAULT '{}',
        "required" boolean NOT NULL DEFAULT false,
        "options" jsonb NOT NULL DEFAULT '[]',
        CONSTRAINT "PK_form_field" PRIMARY KEY ("form_id", "position"),
        CONSTRAINT "UQ_form_field_key" UNIQUE ("form_id", "key"),
        CONSTRAINT "CHK_form_field_type" CHECK ("type" IN ('text', 'textarea', 'email', 'phone', 'number', 'date', 'select', 'radio', 'checkbox', 'file'))
      )`);
    await q.query(`
      CREATE TABLE "form_submit_history" (
        "id" SERIAL NOT NULL,
        "form_id" integer NOT NULL REFERENCES "form"("id") ON DELETE CASCADE,
        "user_id" integer REFERENCES "customer"("id") ON DELETE SET NULL,
        "language" varchar(10) NOT NULL,
        "answers" jsonb NOT NULL DEFAULT '{}',
        "files" jsonb NOT NULL DEFAULT '[]',
        "ip_hash" varchar(64) NOT NULL DEFAULT '',
        "lead_id" integer REFERENCES "lead"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_form_submit_history" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "IDX_form_submit_history_form" ON "form_submit_history" ("form_id", "created_at", "id")`);
    await q.query(`CREATE INDEX "IDX_form_submit_history_user" ON "form_submit_history" ("form_id", "user_id") WHERE "user_id" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_form_submit_history_ip" ON "form_submit_history" ("ip_hash", "created_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "form_submit_history"`);
    await q.query(`DROP TABLE "form_field"`);
    await q.query(`DROP TABLE "form"`);
  }
}
