import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leads: people in the sales pipeline who may not be customers yet, each at a lead status, and a
 * timeline of what happened to them (created, moved between statuses, mailed by a status's trigger,
 * turned into a customer). A mail's row on the timeline points at the mail itself, whose delivery
 * state and last error the timeline shows.
 */
export class Leads1764750000000 implements MigrationInterface {
  name = 'Leads1764750000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "lead" (
        "id" SERIAL NOT NULL,
        "first_name" varchar(100) NOT NULL,
        "last_name" varchar(100) NOT NULL DEFAULT '',
        "email" varchar(254) NOT NULL,
        "phone" varchar(40) NOT NULL DEFAULT '',
        "company" varchar(200) NOT NULL DEFAULT '',
        "language" varchar(10) NOT NULL DEFAULT 'en_us',
        "lead_source" varchar(30) NOT NULL DEFAULT 'campaign',
        "admin_id" integer REFERENCES "admin"("id") ON DELETE SET NULL,
        "status_id" integer NOT NULL REFERENCES "lead_status"("id") ON DELETE RESTRICT,
        "customer_id" integer REFERENCES "customer"("id") ON DELETE SET NULL,
        "notes" text NOT NULL DEFAULT '',
        "tags" text[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lead" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_lead_source" CHECK ("lead_source" IN ('existing_customer', 'employee', 'partner', 'email', 'campaign', 'public_relations'))
      )`);
    await q.query(`CREATE INDEX "IDX_lead_status" ON "lead" ("status_id", "id")`);
    await q.query(`CREATE INDEX "IDX_lead_admin" ON "lead" ("admin_id") WHERE "admin_id" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_lead_email" ON "lead" (lower("email"))`);
    await q.query(`CREATE INDEX "IDX_lead_tags" ON "lead" USING gin ("tags")`);
    await q.query(`
      CREATE TABLE "lead_event" (
        "id" SERIAL NOT NULL,
        "lead_id" integer NOT NULL REFERENCES "lead"("id") ON DELETE CASCADE,
        "kind" varchar(20) NOT NULL,
        "from_status_id" integer REFERENCES "lead_status"("id") ON DELETE SET NULL,
        "to_status_id" integer REFERENCES "lead_status"("id") ON DELETE SET NULL,
        "mail_id" integer REFERENCES "mail_message"("id") ON DELETE SET NULL,
        "admin_id" integer REFERENCES "admin"("id") ON DELETE SET NULL,
        "detail" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lead_event" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_lead_event_kind" CHECK ("kind" IN ('created', 'status', 'mail', 'skipped', 'converted'))
      )`);
    await q.query(`CREATE INDEX "IDX_lead_event_lead" ON "lead_event" ("lead_id", "id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "lead_event"`);
    await q.query(`DROP TABLE "lead"`);
  }
}
