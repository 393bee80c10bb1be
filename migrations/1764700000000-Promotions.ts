import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promotions (coupon codes, automatic cart discounts, buy X get Y, free shipping), the coupons a
 * cart holds, and every use an order made of a promotion. A use is given back (released) when its
 * order is canceled or refunded; `used_count` counts the uses not given back of a promotion with a
 * usage limit, and is only changed by a conditional update, so concurrent orders cannot pass it.
 */
export class Promotions1764700000000 implements MigrationInterface {
  name = 'Promotions1764700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "promotion" (
        "id" SERIAL NOT NULL,
        "type" varchar(20) NOT NULL,
        "code" varchar(40),
        "name" jsonb NOT NULL DEFAULT '{}',
        "enabled" boolean NOT NULL DEFAULT true,
        "starts_at" timestamptz,
        "ends_at" timestamptz,
        "min_spend" bigint NOT NULL DEFAULT 0,
        "usage_limit" integer,
        "used_count" integer NOT NULL DEFAULT 0,
        "per_customer_limit" integer,
        "priority" integer NOT NULL DEFAULT 0,
        "combinable" boolean NOT NULL DEFAULT true,
        "discount_kind" varchar(10) NOT NULL DEFAULT 'percentage',
        "discount_value" bigint NOT NULL DEFAULT 0,
        "target" varchar(12) NOT NULL DEFAULT 'order',
        "target_ids" integer[] NOT NULL DEFAULT '{}',
        "buy_quantity" integer NOT NULL DEFAULT 0,
        "get_quantity" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_promotion" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_promotion_type" CHECK ("type" IN ('coupon', 'cart_discount', 'buy_x_get_y', 'free_shipping')),
        CONSTRAINT "CHK_promotion_discount_kind" CHECK ("discount_kind" IN ('fixed', 'percentage')),
        CONSTRAINT "CHK_promotion_target" CHECK ("target" IN ('order', 'products', 'categories', 'brands')),
        CONSTRAINT "CHK_promotion_used_count" CHECK ("used_count" >= 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_promotion_code" ON "promotion" ("code") WHERE "code" IS NOT NULL`);
    await q.query(`CREATE INDEX "IDX_promotion_automatic" ON "promotion" ("id") WHERE "code" IS NULL AND "enabled"`);
    await q.query(`
      CREATE TABLE "cart_coupon" (
        "cart_id" uuid NOT NULL REFERENCES "cart"("id") ON DELETE CASCADE,
        "promotion_id" integer NOT NULL REFERENCES "promotion"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_cart_coupon" PRIMARY KEY ("cart_id", "promotion_id")
      )`);
    await q.query(`CREATE INDEX "IDX_cart_coupon_promotion" ON "cart_coupon" ("promotion_id")`);
    await q.query(`
      CREATE TABLE "promotion_usage" (
        "id" SERIAL NOT NULL,
        "promotion_id" integer NOT NULL REFERENCES "promotion"("id") ON DELETE CASCADE,
        "order_id" integer NOT NULL REFERENCES "sales_order"("id") ON DELETE CASCADE,
        "customer_id" integer REFERENCES "customer"("id") ON DELETE SET NULL,
        "email" varchar(254) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "released_at" timestamptz,
        CONSTRAINT "PK_promotion_usage" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_promotion_usage_order" UNIQUE ("promotion_id", "order_id")
      )`);
    await q.query(`CREATE INDEX "IDX_promotion_usage_order" ON "promotion_usage" ("order_id")`);
    await q.query(`CREATE INDEX "IDX_promotion_usage_customer" ON "promotion_usage" ("promotion_id", "customer_id") WHERE "released_at" IS NULL`);
    await q.query(`CREATE INDEX "IDX_promotion_usage_email" ON "promotion_usage" ("promotion_id", lower("email")) WHERE "released_at" IS NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "promotion_usage"`);
    await q.query(`DROP TABLE "cart_coupon"`);
    await q.query(`DROP TABLE "promotion"`);
  }
}
