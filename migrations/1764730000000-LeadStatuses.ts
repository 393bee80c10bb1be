import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lead statuses: the CRM's pipeline stages. A status may name a trigger (a mail sent when a lead
 * moves into it) with its campaign content; the ebook triggers also attach a PDF or EPUB kept in
 * the private data folder (never under the public /uploads) and a button label. A fresh shop starts
 * with four stages.
 */
export class LeadStatuses1764730000000 implements MigrationInterface {
  name = 'LeadStatuses1764730000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "lead_status" (
        "id" SERIAL NOT NULL,
        "title" varchar(200) NOT NULL,
        "order" integer NOT NULL DEFAULT 0,
        "trigger" varchar(40),
        "trigger_template" text NOT NULL DEFAULT '',
        "file" varchar(300),
        "file_name" varchar(255),
        "button_name" varchar(100) NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lead_status" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_lead_status_trigger" CHECK ("trigger" IN ('email_to_assigned', 'email_to_lead', 'email_to_assigned_and_lead',
          'ebook_email_to_assigned', 'ebook_email_to_lead', 'ebook_email_to_assigned_and_lead'))
      )`);
    await q.query(`
      INSERT INTO "lead_status" ("title", "order")
      SELECT v.title, v."order" FROM (VALUES ('New', 1), ('Contacted', 2), ('Qualified', 3), ('Won', 4)) AS v(title, "order")
       WHERE NOT EXISTS (SELECT 1 FROM "lead_status")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "lead_status"`);
  }
}
