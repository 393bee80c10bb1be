import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the back office's big lists (customers, products, orders) need at a real shop's size (100,000
 * rows each, npm run bench:lists): an index for every sort their screens offer, and trigram indexes
 * (pg_trgm) for their `q` searches, which are ILIKE '%word%' and could otherwise only read the whole
 * table. shop_joined_text is array_to_string(…, ' ') declared immutable (array_to_string itself is
 * only stable, as it serves every element type), so that a customer's other emails can be indexed.
 */
export class ListIndexes1764830000000 implements MigrationInterface {
  name = 'ListIndexes1764830000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE FUNCTION shop_joined_text(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$`);

    await q.query(`CREATE INDEX "IDX_customer_first_name" ON "customer" ("first_name", "id")`);
    await q.query(`CREATE INDEX "IDX_customer_last_name" ON "customer" ("last_name", "id")`);
    await q.query(`CREATE INDEX "IDX_customer_created" ON "customer" ("created_at", "id")`);
    await q.query(`CREATE INDEX "IDX_customer_updated" ON "customer" ("updated_at", "id")`);
    await q.query(`CREATE INDEX "IDX_customer_email_trgm" ON "customer" USING gin ("email" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_customer_name_trgm" ON "customer" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_customer_phone_trgm" ON "customer" USING gin ("phone" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_customer_emails_trgm" ON "customer" USING gin (shop_joined_text("emails") gin_trgm_ops)`);

    await q.query(`CREATE INDEX "IDX_product_created" ON "product" ("created_at", "id")`);
    await q.query(`CREATE INDEX "IDX_product_updated" ON "product" ("updated_at", "id")`);
    await q.query(`CREATE INDEX "IDX_product_price_up" ON "product" ("min_price" ASC NULLS LAST, "id")`);
    await q.query(`CREATE INDEX "IDX_product_price_down" ON "product" ("min_price" DESC NULLS LAST, "id")`);
    await q.query(`CREATE INDEX "IDX_product_sku_trgm" ON "product" USING gin ("sku" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_product_translation_name_trgm" ON "product_translation" USING gin ("name" gin_trgm_ops)`);

    await q.query(`CREATE INDEX "IDX_sales_order_total" ON "sales_order" ("grand_total", "id")`);
    await q.query(`CREATE INDEX "IDX_sales_order_email" ON "sales_order" ("email", "id")`);
    await q.query(`CREATE INDEX "IDX_sales_order_created_id" ON "sales_order" ("created_at", "id")`);
    await q.query(`DROP INDEX "IDX_sales_order_created"`);
    await q.query(`CREATE INDEX "IDX_sales_order_number_trgm" ON "sales_order" USING gin ("number" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "IDX_sales_order_email_trgm" ON "sales_order" USING gin ("email" gin_trgm_ops)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'IDX_sales_order_email_trgm',
      'IDX_sales_order_number_trgm',
      'IDX_sales_order_created_id',
      'IDX_sales_order_email',
      'IDX_sales_order_total',
      'IDX_product_translation_name_trgm',
      'IDX_product_sku_trgm',
      'IDX_product_price_down',
      'IDX_product_price_up',
      'IDX_product_updated',
      'IDX_product_created',
      'IDX_customer_emails_trgm',
      'IDX_customer_phone_trgm',
      'IDX_customer_name_trgm',
      'IDX_customer_email_trgm',
      'IDX_customer_updated',
      'IDX_customer_created',
      'IDX_customer_last_name',
      'IDX_customer_first_name',
    ]) {
      await q.query(`DROP INDEX "${index}"`);
    }
    await q.query(`CREATE INDEX "IDX_sales_order_created" ON "sales_order" ("created_at")`);
    await q.query(`DROP FUNCTION shop_joined_text(text[])`);
    // pg_trgm stays: other objects of the database may use it.
  }
}
