import { MigrationInterface, QueryRunner } from 'typeorm';

/** Contacts staff enter by hand in the back office (a call, a visit, a business card): source 'staff'. */
export class StaffContacts1764860000000 implements MigrationInterface {
  name = 'StaffContacts1764860000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "contact" DROP CONSTRAINT "CHK_contact_source"`);
    await q.query(`ALTER TABLE "contact" ADD CONSTRAINT "CHK_contact_source" CHECK ("source" IN ('contact', 'funnel', 'form', 'ebook', 'staff'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "contact" WHERE "source" = 'staff'`);
    await q.query(`ALTER TABLE "contact" DROP CONSTRAINT "CHK_contact_source"`);
    await q.query(`ALTER TABLE "contact" ADD CONSTRAINT "CHK_contact_source" CHECK ("source" IN ('contact', 'funnel', 'form', 'ebook'))`);
  }
}
