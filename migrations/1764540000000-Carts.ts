import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shopping carts. A cart's id is random (gen_random_uuid), never a sequence, so it cannot be
 * guessed from another; a member has at most one cart (unique customer_id), a guest cart has none.
 * A cart holds each stock once; quantities are whole and positive. Carts never reserve inventory:
 * placing an order does.
 */
export class Carts1764540000000 implements MigrationInterface {
  name = 'Carts1764540000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "cart" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "customer_id" integer REFERENCES "customer"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_cart" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_cart_customer" UNIQUE ("customer_id")
      )`);
    await q.query(`CREATE INDEX "IDX_cart_updated" ON "cart" ("updated_at") WHERE "customer_id" IS NULL`);
    await q.query(`
      CREATE TABLE "cart_item" (
        "id" SERIAL NOT NULL,
        "cart_id" uuid NOT NULL REFERENCES "cart"("id") ON DELETE CASCADE,
        "stock_id" integer NOT NULL REFERENCES "stock"("id") ON DELETE CASCADE,
        "quantity" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_cart_item" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_cart_item_stock" UNIQUE ("cart_id", "stock_id"),
        CONSTRAINT "CHK_cart_item_quantity" CHECK ("quantity" >= 1)
      )`);
    await q.query(`CREATE INDEX "IDX_cart_item_stock" ON "cart_item" ("stock_id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "cart_item"`);
    await q.query(`DROP TABLE "cart"`);
  }
}
