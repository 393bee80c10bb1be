import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reward points: a ledger per customer, one row per change, never edited. A row adds points (earned
 * on a paid order, given back by a canceled one, granted by staff) with the date they expire, or
 * takes some (spent at checkout, clawed back by a refund, expired, taken by staff) as used_points.
 * The balance is the sum of points less the sum of used_points. Which added rows a taking drew from
 * is kept in reward_point_draw, so points expire exactly as they were left, soonest first.
 */
export class RewardPoints1764720000000 implements MigrationInterface {
  name = 'RewardPoints1764720000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "reward_point" (
        "id" SERIAL NOT NULL,
        "customer_id" integer NOT NULL REFERENCES "customer"("id") ON DELETE CASCADE,
        "type" varchar(16) NOT NULL,
        "points" integer NOT NULL DEFAULT 0,
        "used_points" integer NOT NULL DEFAULT 0,
        "expiry_date" timestamptz,
        "remark" varchar(500) NOT NULL DEFAULT '',
        "order_id" integer REFERENCES "sales_order"("id") ON DELETE SET NULL,
        "admin_id" integer REFERENCES "admin"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_reward_point" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_reward_point_type" CHECK ("type" IN ('earn', 'redeem', 'return', 'clawback', 'expire', 'adjust')),
        CONSTRAINT "CHK_reward_point_amounts" CHECK ("points" >= 0 AND "used_points" >= 0 AND ("points" > 0) <> ("used_points" > 0))
      )`);
    await q.query(`CREATE INDEX "IDX_reward_point_customer" ON "reward_point" ("customer_id", "id")`);
    await q.query(`CREATE INDEX "IDX_reward_point_expiring" ON "reward_point" ("expiry_date") WHERE "points" > 0 AND "expiry_date" IS NOT NULL`);
    // An order earns, spends, gives back and claws back once each.
    await q.query(`CREATE UNIQUE INDEX "UQ_reward_point_order_type" ON "reward_point" ("order_id", "type") WHERE "order_id" IS NOT NULL`);
    await q.query(`
      CREATE TABLE "reward_point_draw" (
        "debit_id" integer NOT NULL REFERENCES "reward_point"("id") ON DELETE CASCADE,
        "lot_id" integer NOT NULL REFERENCES "reward_point"("id") ON DELETE CASCADE,
        "points" integer NOT NULL,
        CONSTRAINT "PK_reward_point_draw" PRIMARY KEY ("debit_id", "lot_id"),
        CONSTRAINT "CHK_reward_point_draw_points" CHECK ("points" > 0)
      )`);
    await q.query(`CREATE INDEX "IDX_reward_point_draw_lot" ON "reward_point_draw" ("lot_id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "reward_point_draw"`);
    await q.query(`DROP TABLE "reward_point"`);
  }
}
