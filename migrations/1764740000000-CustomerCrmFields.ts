import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer carries the CRM's fields: more emails and mobiles, work details, the staff member
 * they are assigned to, their lead status (a status in use cannot be deleted), where they came
 * from, a description and tags (searched by a GIN index).
 */
export class CustomerCrmFields1764740000000 implements MigrationInterface {
  name = 'CustomerCrmFields1764740000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "customer"
        ADD "emails" text[] NOT NULL DEFAULT '{}',
        ADD "mobiles" text[] NOT NULL DEFAULT '{}',
        ADD "job_title" varchar(200) NOT NULL DEFAULT '',
        ADD "department" varchar(200) NOT NULL DEFAULT '',
        ADD "office_phone" varchar(40) NOT NULL DEFAULT '',
        ADD "fax" varchar(40) NOT NULL DEFAULT '',
        ADD "website" varchar(300) NOT NULL DEFAULT '',
        ADD "admin_id" integer REFERENCES "admin"("id") ON DELETE SET NULL,
        ADD "status_id" integer REFERENCES "lead_status"("id") ON DELETE RESTRICT,
        ADD "status_description" text NOT NULL DEFAULT '',
        ADD "lead_source" varchar(30) NOT NULL DEFAULT 'existing_customer',
        ADD "lead_source_description" text NOT NULL DEFAULT '',
        ADD "description" text NOT NULL DEFAULT '',
        ADD "tags" text[] NOT NULL DEFAULT '{}',
        ADD CONSTRAINT "CHK_customer_lead_source" CHECK ("lead_source" IN ('existing_customer', 'employee', 'partner', 'email', 'campaign', 'public_relations'))`);
    await q.query(`CREATE INDEX "IDX_customer_tags" ON "customer" USING gin ("tags")`);
    await q.query(`CREATE INDEX "IDX_customer_status" ON "customer" ("status_id") WHERE "status_id" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_customer_admin" ON "customer" ("admin_id") WHERE "admin_id" IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_customer_admin"`);
    await q.query(`DROP INDEX "IDX_customer_status"`);
    await q.query(`DROP INDEX "IDX_customer_tags"`);
    await q.query(`
      ALTER TABLE "customer" DROP CONSTRAINT "CHK_customer_lead_source",
        DROP COLUMN "emails", DROP COLUMN "mobiles", DROP COLUMN "job_title", DROP COLUMN "department", DROP COLUMN "office_phone",
        DROP COLUMN "fax", DROP COLUMN "website", DROP COLUMN "admin_id", DROP COLUMN "status_id", DROP COLUMN "status_description",
        DROP COLUMN "lead_source", DROP COLUMN "lead_source_description", DROP COLUMN "description", DROP COLUMN "tags"`);
  }
}
