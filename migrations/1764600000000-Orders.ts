import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipping methods, payment methods, orders and what they hold, and delayed outbox jobs.
 *
 * An order ("sales_order": ORDER is a keyword) keeps every amount it was placed with, in minor units
 * of the base currency, and the display currency with its rate, so later price or rate changes never
 * alter it. Its number is random (not a sequence); its idempotency key is unique, so a repeated
 * submit finds the first order instead of making a second. Each line records which inventory rows
 * it reserved (sales_order_allocation), so cancelling, releasing or shipping moves exactly those.
 */
export class Orders1764600000000 implements MigrationInterface {
  name = 'Orders1764600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "outbox" ADD "run_at" timestamptz`);

    await q.query(`
      CREATE TABLE "shipping_method" (
        "id" SERIAL NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "name" jsonb NOT NULL DEFAULT '{}',
        "flat_rate" bigint NOT NULL DEFAULT 0,
        "free_over" bigint,
        "countries" varchar(2)[] NOT NULL DEFAULT '{}',
        "order" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_shipping_method" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_shipping_method_amounts" CHECK ("flat_rate" >= 0 AND ("free_over" IS NULL OR "free_over" >= 0))
      )`);
    await q.query(`
      CREATE TABLE "payment_method" (
        "code" varchar(30) NOT NULL,
        "enabled" boolean NOT NULL DEFAULT false,
        "instructions" jsonb NOT NULL DEFAULT '{}',
        "config" jsonb NOT NULL DEFAULT '{}',
        "order" integer NOT NULL DEFAULT 0,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_payment_method" PRIMARY KEY ("code"),
        CONSTRAINT "CHK_payment_method_code" CHECK ("code" IN ('stripe', 'bank_transfer', 'cash_on_delivery'))
      )`);
    await q.query(`
      INSERT INTO "payment_method" ("code", "enabled", "instructions", "order") VALUES
        ('stripe', false, '{}', 0),
        ('bank_transfer', true, '{"en_us": "Please transfer the total to our bank account and quote your order number.", "zh_hk": "請將總額轉賬至本店銀行戶口，並註明訂單編號。", "zh_cn": "请将总额转账至本店银行账户，并注明订单编号。"}', 1),
        ('cash_on_delivery', true, '{}', 2)`);

    await q.query(`
      CREATE TABLE "sales_order" (
        "id" SERIAL NOT NULL,
        "number" varchar(20) NOT NULL,
        "customer_id" integer REFERENCES "customer"("id") ON DELETE SET NULL,
        "email" varchar(254) NOT NULL,
        "language" varchar(5) NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'pending',
        "currency" varchar(3) NOT NULL,
        "display_currency" varchar(3) NOT NULL,
        "display_rate" numeric(18, 8) NOT NULL,
        "display_mark" varchar(10) NOT NULL,
        "subtotal" bigint NOT NULL,
        "discount_total" bigint NOT NULL DEFAULT 0,
        "shipping_total" bigint NOT NULL DEFAULT 0,
        "grand_total" bigint NOT NULL,
        "shipping_method_id" integer REFERENCES "shipping_method"("id") ON DELETE SET NULL,
        "shipping_method_name" varchar(200) NOT NULL,
        "payment_method" varchar(30) NOT NULL,
        "shipping_address" jsonb NOT NULL,
        "billing_address" jsonb NOT NULL,
        "note" varchar(1000) NOT NULL DEFAULT '',
        "idempotency_key" varchar(100) NOT NULL,
        "reserved_until" timestamptz,
        "reservation_released" boolean NOT NULL DEFAULT false,
        "paid_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sales_order" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_sales_order_number" UNIQUE ("number"),
        CONSTRAINT "UQ_sales_order_idempotency" UNIQUE ("idempotency_key"),
        CONSTRAINT "CHK_sales_order_status" CHECK ("status" IN ('pending', 'paid', 'shipped', 'completed', 'refunded', 'canceled', 'payment_review', 'payment_reject')),
        CONSTRAINT "CHK_sales_order_amounts" CHECK ("subtotal" >= 0 AND "discount_total" >= 0 AND "shipping_total" >= 0 AND "grand_total" >= 0)
      )`);
    await q.query(`CREATE INDEX "IDX_sales_order_customer" ON "sales_order" ("customer_id", "id")`);
    await q.query(`CREATE INDEX "IDX_sales_order_status" ON "sales_order" ("status", "id")`);
    await q.query(`CREATE INDEX "IDX_sales_order_created" ON "sales_order" ("created_at")`);

    await q.query(`
      CREATE TABLE "sales_order_line" (
        "id" SERIAL NOT NULL,
        "order_id" integer NOT NULL REFERENCES "sales_order"("id") ON DELETE CASCADE,
        "stock_id" integer,
        "product_id" integer,
        "sku" varchar(80) NOT NULL,
        "name" varchar(300) NOT NULL,
        "options" varchar(300) NOT NULL DEFAULT '',
        "image" varchar(500),
        "unit_price" bigint NOT NULL,
        "regular_price" bigint NOT NULL,
        "quantity" integer NOT NULL,
        "line_total" bigint NOT NULL,
        CONSTRAINT "PK_sales_order_line" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_sales_order_line" CHECK ("quantity" >= 1 AND "unit_price" >= 0 AND "line_total" = "unit_price" * "quantity")
      )`);
    await q.query(`CREATE INDEX "IDX_sales_order_line_order" ON "sales_order_line" ("order_id")`);
    await q.query(`
      CREATE TABLE "sales_order_allocation" (
        "id" SERIAL NOT NULL,
        "line_id" integer NOT NULL REFERENCES "sales_order_line"("id") ON DELETE CASCADE,
        "inventory_id" integer NOT NULL,
        "warehouse_id" integer NOT NULL,
        "quantity" integer NOT NULL,
        CONSTRAINT "PK_sales_order_allocation" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_sales_order_allocation" CHECK ("quantity" >= 1)
      )`);
    await q.query(`CREATE INDEX "IDX_sales_order_allocation_line" ON "sales_order_allocation" ("line_id")`);
    await q.query(`
      CREATE TABLE "sales_order_adjustment" (
        "id" SERIAL NOT NULL,
        "order_id" integer NOT NULL REFERENCES "sales_order"("id") ON DELETE CASCADE,
        "step" varchar(30) NOT NULL,
        "source" varchar(100) NOT NULL,
        "label" varchar(300) NOT NULL DEFAULT '',
        "amount" bigint NOT NULL,
        "line_ids" integer[] NOT NULL DEFAULT '{}',
        CONSTRAINT "PK_sales_order_adjustment" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "IDX_sales_order_adjustment_order" ON "sales_order_adjustment" ("order_id")`);
    await q.query(`
      CREATE TABLE "sales_order_history" (
        "id" SERIAL NOT NULL,
        "order_id" integer NOT NULL REFERENCES "sales_order"("id") ON DELETE CASCADE,
        "from_status" varchar(20),
        "to_status" varchar(20),
        "comment" varchar(2000) NOT NULL DEFAULT '',
        "actor" varchar(150) NOT NULL,
        "admin_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sales_order_history" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "IDX_sales_order_history_order" ON "sales_order_history" ("order_id", "id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'sales_order_history',
      'sales_order_adjustment',
      'sales_order_allocation',
      'sales_order_line',
      'sales_order',
      'payment_method',
      'shipping_method',
    ]) {
      await q.query(`DROP TABLE "${table}"`);
    }
    await q.query(`ALTER TABLE "outbox" DROP COLUMN "run_at"`);
  }
}
