import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two account-discovery and secret-keeping fixes. Secrets in mail (reset-link tokens) are kept apart
 * from the stored bodies where real mail goes out, and emptied once sent, so the back office mailbox
 * never shows a working link. Reset requests are rationed per email hash, known address or not.
 */
export class ResetRequestsAndMailSecrets1764300000000 implements MigrationInterface {
  name = 'ResetRequestsAndMailSecrets1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "mail_message" ADD "secrets" jsonb`);
    await q.query(
      `CREATE TABLE "password_reset_request" ("email_hash" char(64) NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, PRIMARY KEY ("email_hash"))`,
    );
    await q.query(`CREATE INDEX "IDX_password_reset_request_requested_at" ON "password_reset_request" ("requested_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "password_reset_request"`);
    await q.query(`ALTER TABLE "mail_message" DROP COLUMN "secrets"`);
  }
}
