import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Physical stores and their till. A store sells from one warehouse and has staff (admin accounts); a sale
 * at its till is an order of channel 'store' (sales_order.store_id), placed through the same reservation
 * and totals as the web, with what only a till knows in store_sale: the id the browser gave the sale
 * (unique, so a sale queued offline and sent twice is one order), the cash handed over and the change,
 * the card's reference, the cashier, and when the sale was made. Orders placed before this migration are
 * 'web', or 'staff' when an admin placed them (their first history row names the admin).
 */
export class Stores1764890000000 implements MigrationInterface {
  name = 'Stores1764890000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "store" (
        "id" SERIAL NOT NULL,
        "name" varchar(100) NOT NULL,
        "address" varchar(500) NOT NULL DEFAULT '',
        "phone" varchar(30) NOT NULL DEFAULT '',
        "opening_hours" varchar(500) NOT NULL DEFAULT '',
        "warehouse_id" integer NOT NULL REFERENCES "warehouse"("id") ON DELETE RESTRICT,
        "enabled" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_store" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_store_name" ON "store" (lower("name"))`);
    await q.query(`CREATE INDEX "IDX_store_warehouse" ON "store" ("warehouse_id")`);
    await q.query(`
      CREATE TABLE "store_staff" (
        "store_id" integer NOT NULL REFERENCES "store"("id") ON DELETE CASCADE,
        "admin_id" integer NOT NULL REFERENCES "admin"("id") ON DELETE CASCADE,
        CONSTRAINT "PK_store_staff" PRIMARY KEY ("store_id", "admin_id")
      )`);
    await q.query(`CREATE INDEX "IDX_store_staff_admin" ON "store_staff" ("admin_id")`);

    await q.query(`ALTER TABLE "sales_order" ADD "channel" varchar(10) NOT NULL DEFAULT 'web'`);
    await q.query(`ALTER TABLE "sales_order" ADD "store_id" integer REFERENCES "store"("id") ON DELETE RESTRICT`);
    await q.query(`
      UPDATE "sales_order" o SET "channel" = 'staff'
       WHERE EXISTS (SELECT 1 FROM "sales_order_history" h
                      WHERE h."order_id" = o."id" AND h."from_status" IS NULL AND h."to_status" = 'pending' AND h."admin_id" IS NOT NULL)`);
    await q.query(`
      ALTER TABLE "sales_order" ADD CONSTRAINT "CHK_sales_order_channel"
        CHECK ("channel" IN ('web', 'staff', 'store') AND (("channel" = 'store') = ("store_id" IS NOT NULL)))`);
    await q.query(`CREATE INDEX "IDX_sales_order_store" ON "sales_order" ("store_id", "id") WHERE "store_id" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "store_sale" (
        "order_id" integer NOT NULL REFERENCES "sales_order"("id") ON DELETE CASCADE,
        "store_id" integer NOT NULL REFERENCES "store"("id") ON DELETE RESTRICT,
        "client_id" uuid NOT NULL,
        "tendered" bigint,
        "change" bigint NOT NULL DEFAULT 0,
        "card_reference" varchar(100) NOT NULL DEFAULT '',
        "cashier_id" integer,
        "cashier" varchar(150) NOT NULL,
        "sold_at" timestamptz NOT NULL,
        "offline" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_store_sale" PRIMARY KEY ("order_id"),
        CONSTRAINT "UQ_store_sale_client" UNIQUE ("client_id"),
        CONSTRAINT "CHK_store_sale_cash" CHECK (("tendered" IS NULL OR "tendered" >= 0) AND "change" >= 0)
      )`);
    await q.query(`CREATE INDEX "IDX_store_sale_store" ON "store_sale" ("store_id", "order_id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "store_sale"`);
    await q.query(`ALTER TABLE "sales_order" DROP CONSTRAINT "CHK_sales_order_channel"`);
    await q.query(`ALTER TABLE "sales_order" DROP COLUMN "store_id"`);
    await q.query(`ALTER TABLE "sales_order" DROP COLUMN "channel"`);
    await q.query(`DROP TABLE "store_staff"`);
    await q.query(`DROP TABLE "store"`);
  }
}
