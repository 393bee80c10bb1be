import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The addresses that unsubscribed from newsletters (lower case, once each), which every broadcast skips
 * whether a customer, a lead or a contact has them; and an index on customers' addresses in any case,
 * which an unsubscribe reads and writes the customer of an address by.
 */
export class MailSuppression1764850000000 implements MigrationInterface {
  name = 'MailSuppression1764850000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "mail_suppression" (
        "email" varchar(254) PRIMARY KEY CHECK ("email" = lower("email")),
        "reason" varchar(20) NOT NULL CHECK ("reason" IN ('unsubscribed')),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_customer_email_lower" ON "customer" (lower("email"))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_customer_email_lower"`);
    await q.query(`DROP TABLE "mail_suppression"`);
  }
}
