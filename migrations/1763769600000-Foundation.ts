import { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763769600000 implements MigrationInterface {
  name = 'Foundation1763769600000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "role" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "permissions" text[] NOT NULL DEFAULT '{}',
        "is_super_admin" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_role_name" UNIQUE ("name")
      )`);
    await q.query(`
      CREATE TABLE "admin" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "password_hash" text NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "role_id" integer NOT NULL REFERENCES "role"("id") ON DELETE RESTRICT,
        "language" varchar(10) NOT NULL DEFAULT 'en_us',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_admin_email" UNIQUE ("email")
      )`);
    await q.query(`CREATE INDEX "IDX_admin_role_id" ON "admin" ("role_id")`);
    await q.query(`
      CREATE TABLE "customer" (
        "id" SERIAL PRIMARY KEY,
        "email" varchar(254) NOT NULL,
        "password_hash" text,
        "first_name" varchar(100) NOT NULL,
        "last_name" varchar(100) NOT NULL,
        "phone" varchar(40),
        "gender" varchar(10),
        "language" varchar(10) NOT NULL DEFAULT 'en_us',
        "enabled" boolean NOT NULL DEFAULT true,
        "is_subscribe" boolean NOT NULL DEFAULT false,
        "facebook_id" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_customer_email" UNIQUE ("email"),
        CONSTRAINT "UQ_customer_facebook_id" UNIQUE ("facebook_id"),
        CONSTRAINT "CHK_customer_gender" CHECK ("gender" IN ('female', 'male'))
      )`);
    await q.query(`
      CREATE TABLE "password_reset" (
        "id" SERIAL PRIMARY KEY,
        "customer_id" integer NOT NULL REFERENCES "customer"("id") ON DELETE CASCADE,
        "token_hash" char(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        CONSTRAINT "UQ_password_reset_token_hash" UNIQUE ("token_hash")
      )`);
    await q.query(`CREATE INDEX "IDX_password_reset_customer_id" ON "password_reset" ("customer_id", "created_at")`);
    await q.query(`
      CREATE TABLE "session" (
        "id" uuid PRIMARY KEY,
        "kind" varchar(10) NOT NULL,
        "subject_id" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        CONSTRAINT "CHK_session_kind" CHECK ("kind" IN ('admin', 'customer'))
      )`);
    await q.query(`CREATE INDEX "IDX_session_kind_subject" ON "session" ("kind", "subject_id")`);
    await q.query(`
      CREATE TABLE "setting" (
        "key" varchar(64) PRIMARY KEY,
        "value" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "mail_message" (
        "id" SERIAL PRIMARY KEY,
        "to_address" varchar(254) NOT NULL,
        "subject" varchar(300) NOT NULL,
        "text_body" text NOT NULL,
        "html_body" text NOT NULL,
        "template" varchar(64) NOT NULL,
        "language" varchar(10) NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'queued',
        "transport" varchar(10),
        "attempts" integer NOT NULL DEFAULT 0,
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "sent_at" timestamptz,
        CONSTRAINT "CHK_mail_message_status" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed'))
      )`);
    await q.query(`
      CREATE TABLE "outbox" (
        "id" BIGSERIAL PRIMARY KEY,
        "job_name" varchar(100) NOT NULL,
        "payload" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "dispatched_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "IDX_outbox_pending" ON "outbox" ("id") WHERE "dispatched_at" IS NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['outbox', 'mail_message', 'setting', 'session', 'password_reset', 'customer', 'admin', 'role']) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
