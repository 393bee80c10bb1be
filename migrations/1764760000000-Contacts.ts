import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contacts: the people who wrote through the contact page (later also funnels, forms and the ebook
 * page), with their message. The sender's address is kept only as a keyed hash, to limit how often
 * one address may write. A contact turned into a lead points at it.
 */
export class Contacts1764760000000 implements MigrationInterface {
  name = 'Contacts1764760000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "contact" (
        "id" SERIAL NOT NULL,
        "name" varchar(200) NOT NULL,
        "email" varchar(254) NOT NULL,
        "subject" varchar(300) NOT NULL,
        "message" text NOT NULL,
        "source" varchar(20) NOT NULL DEFAULT 'contact',
        "language" varchar(10) NOT NULL DEFAULT 'en_us',
        "ip_hash" varchar(64) NOT NULL DEFAULT '',
        "lead_id" integer REFERENCES "lead"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_contact" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_contact_source" CHECK ("source" IN ('contact', 'funnel', 'form', 'ebook'))
      )`);
    await q.query(`CREATE INDEX "IDX_contact_ip" ON "contact" ("ip_hash", "created_at")`);
    await q.query(`CREATE INDEX "IDX_contact_created" ON "contact" ("created_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "contact"`);
  }
}
