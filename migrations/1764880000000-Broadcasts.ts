import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Broadcasts: campaign messages (a subject and a rich-text body per language), receivers (named audiences:
 * rules over customers and leads, re-read at send time), and broadcasts that send one message to one or
 * more receivers, now or at a scheduled time, at a rate. Each address a broadcast reaches has one delivery
 * row (unique per broadcast, lower case), whose state the sender moves with conditional updates: queued,
 * sending (claimed by the one sender that holds the broadcast's lock), sent, failed with a reason, or
 * skipped (unsubscribed, already sent this message, canceled). Clicks on a campaign's links are recorded
 * once per delivery and link. A mail keeps its own headers (a campaign's List-Unsubscribe) for the dev mailbox.
 */
export class Broadcasts1764880000000 implements MigrationInterface {
  name = 'Broadcasts1764880000000';

  public async up(q: QueryRunner): Promise<void> {
    // A mail's own headers (a campaign's List-Unsubscribe), which the dev mailbox shows.
    await q.query(`ALTER TABLE "mail_message" ADD "headers" jsonb`);
    await q.query(`
      CREATE TABLE "broadcast_message" (
        "id" SERIAL NOT NULL,
        "name" varchar(200) NOT NULL,
        "subject" jsonb NOT NULL DEFAULT '{}',
        "body" jsonb NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_broadcast_message" PRIMARY KEY ("id")
      )`);
    await q.query(`
      CREATE TABLE "broadcast_receiver" (
        "id" SERIAL NOT NULL,
        "name" varchar(100) NOT NULL,
        "rules" jsonb NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_broadcast_receiver" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_broadcast_receiver_name" ON "broadcast_receiver" (lower("name"))`);
    await q.query(`
      CREATE TABLE "broadcast" (
        "id" SERIAL NOT NULL,
        "title" varchar(200) NOT NULL,
        "message_id" integer NOT NULL REFERENCES "broadcast_message"("id") ON DELETE RESTRICT,
        "receiver_ids" integer[] NOT NULL DEFAULT '{}',
        "status" varchar(10) NOT NULL DEFAULT 'draft',
        "scheduled_at" timestamptz,
        "rate_per_minute" integer NOT NULL DEFAULT 0,
        "audience" jsonb,
        "audience_cursor" jsonb,
        "audience_done" boolean NOT NULL DEFAULT false,
        "admin_id" integer REFERENCES "admin"("id") ON DELETE SET NULL,
        "started_at" timestamptz,
        "finished_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_broadcast" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_broadcast_status" CHECK ("status" IN ('draft', 'scheduled', 'sending', 'paused', 'canceled', 'sent')),
        CONSTRAINT "CHK_broadcast_rate" CHECK ("rate_per_minute" BETWEEN 0 AND 100000)
      )`);
    await q.query(`CREATE INDEX "IDX_broadcast_message" ON "broadcast" ("message_id")`);
    await q.query(`CREATE INDEX "IDX_broadcast_active" ON "broadcast" ("status") WHERE "status" IN ('scheduled', 'sending')`);
    await q.query(`
      CREATE TABLE "broadcast_delivery" (
        "id" BIGSERIAL NOT NULL,
        "broadcast_id" integer NOT NULL REFERENCES "broadcast"("id") ON DELETE CASCADE,
        "email" varchar(254) NOT NULL CHECK ("email" = lower("email")),
        "customer_id" integer,
        "lead_id" integer,
        "first_name" varchar(100) NOT NULL DEFAULT '',
        "last_name" varchar(100) NOT NULL DEFAULT '',
        "language" varchar(10) NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'queued',
        "reason" varchar(300),
        "sent_at" timestamptz,
        "unsubscribed_at" timestamptz,
        CONSTRAINT "PK_broadcast_delivery" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_broadcast_delivery_email" UNIQUE ("broadcast_id", "email"),
        CONSTRAINT "CHK_broadcast_delivery_status" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed', 'skipped'))
      )`);
    await q.query(`CREATE INDEX "IDX_broadcast_delivery_status" ON "broadcast_delivery" ("broadcast_id", "status", "id")`);
    await q.query(`CREATE INDEX "IDX_broadcast_delivery_sent_email" ON "broadcast_delivery" ("email", "broadcast_id") WHERE "status" = 'sent'`);
    await q.query(`
      CREATE TABLE "broadcast_click" (
        "delivery_id" bigint NOT NULL REFERENCES "broadcast_delivery"("id") ON DELETE CASCADE,
        "url" varchar(2000) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_broadcast_click" PRIMARY KEY ("delivery_id", "url")
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "broadcast_click"`);
    await q.query(`DROP TABLE "broadcast_delivery"`);
    await q.query(`DROP TABLE "broadcast"`);
    await q.query(`DROP TABLE "broadcast_receiver"`);
    await q.query(`DROP TABLE "broadcast_message"`);
    await q.query(`ALTER TABLE "mail_message" DROP COLUMN "headers"`);
  }
}
