import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Membership tiers: a name per language, an order, the paid spend within a period that reaches the
 * tier, a discount percentage the totals pipeline applies, a points earning rate and how long the
 * tier lasts once reached. A customer carries their tier and when it expires; a promotion may be
 * limited to some tiers.
 */
export class MembershipTiers1764710000000 implements MigrationInterface {
  name = 'MembershipTiers1764710000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "membership_tier" (
        "id" SERIAL NOT NULL,
        "name" jsonb NOT NULL DEFAULT '{}',
        "order" integer NOT NULL DEFAULT 0,
        "min_spend" bigint NOT NULL DEFAULT 0,
        "period_days" integer NOT NULL DEFAULT 365,
        "discount_percent" integer NOT NULL DEFAULT 0,
        "points_rate" numeric(8, 2) NOT NULL DEFAULT 0,
        "validity_days" integer,
        "enabled" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_membership_tier" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_membership_tier_discount" CHECK ("discount_percent" BETWEEN 0 AND 100),
        CONSTRAINT "CHK_membership_tier_period" CHECK ("period_days" > 0),
        CONSTRAINT "CHK_membership_tier_validity" CHECK ("validity_days" IS NULL OR "validity_days" > 0)
      )`);
    await q.query(`ALTER TABLE "customer" ADD "membership_tier_id" integer REFERENCES "membership_tier"("id") ON DELETE SET NULL`);
    await q.query(`ALTER TABLE "customer" ADD "membership_expires_at" timestamptz`);
    await q.query(`CREATE INDEX "IDX_customer_membership_tier" ON "customer" ("membership_tier_id") WHERE "membership_tier_id" IS NOT NULL`);
    await q.query(`ALTER TABLE "promotion" ADD "membership_tier_ids" integer[] NOT NULL DEFAULT '{}'`);
    await q.query(`CREATE INDEX "IDX_sales_order_paid" ON "sales_order" ("customer_id", "paid_at") WHERE "paid_at" IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_sales_order_paid"`);
    await q.query(`ALTER TABLE "promotion" DROP COLUMN "membership_tier_ids"`);
    await q.query(`ALTER TABLE "customer" DROP COLUMN "membership_expires_at"`);
    await q.query(`ALTER TABLE "customer" DROP COLUMN "membership_tier_id"`);
    await q.query(`DROP TABLE "membership_tier"`);
  }
}
