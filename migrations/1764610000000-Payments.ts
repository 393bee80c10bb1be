import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments taken through a provider (Stripe): one row per payment intent, with the amount asked.
 * payment_event keeps the id of every webhook event handled, so a replayed event changes nothing.
 */
export class Payments1764610000000 implements MigrationInterface {
  name = 'Payments1764610000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "payment" (
        "id" SERIAL NOT NULL,
        "order_id" integer NOT NULL REFERENCES "sales_order"("id") ON DELETE CASCADE,
        "provider" varchar(20) NOT NULL,
        "reference" varchar(255) NOT NULL,
        "amount" bigint NOT NULL,
        "currency" varchar(3) NOT NULL,
        "status" varchar(40) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payment" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_payment_reference" UNIQUE ("provider", "reference")
      )`);
    await q.query(`CREATE INDEX "IDX_payment_order" ON "payment" ("order_id")`);
    await q.query(`
      CREATE TABLE "payment_event" (
        "event_id" varchar(255) NOT NULL,
        "type" varchar(100) NOT NULL,
        "order_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payment_event" PRIMARY KEY ("event_id")
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "payment_event"`);
    await q.query(`DROP TABLE "payment"`);
  }
}
