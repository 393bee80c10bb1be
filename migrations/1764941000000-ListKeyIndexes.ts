import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the back office's big lists still lacked at 100,000 rows (issue 35, npm run bench:lists):
 *
 * - Deep pages read the page's ids along the sort's index alone (list-statement.ts, keysFrom), skipping
 *   index entries, not table rows. That needs an index holding the sort and the id that breaks its
 *   ties: the unique constraints on customer.email, product.sku and sales_order.number hold the value
 *   only (each skipped row was read from the table, then sorted again by id), and the orders' date sort
 *   walked the sales report's wide index (IDX_sales_order_report, five times the pages of this one).
 *
 * - Product search words of one or two characters (most Chinese words: 茶壺, 竹) have no trigram, so
 *   the trigram indexes could not serve them and every sku and name was read. shop_short_grams(text)
 *   is every character and every pair of adjacent characters of the lowered text; a GIN index over it
 *   finds the rows holding a short word (`@> ARRAY[lower(word)]`), and ILIKE (lower(text) LIKE
 *   lower(pattern)) still decides.
 */
export class ListKeyIndexes1764941000000 implements MigrationInterface {
  name = 'ListKeyIndexes1764941000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_customer_email_id" ON "customer" ("email", "id")`);
    await q.query(`CREATE INDEX "IDX_product_sku_id" ON "product" ("sku", "id")`);
    await q.query(`CREATE INDEX "IDX_sales_order_number_id" ON "sales_order" ("number", "id")`);
    await q.query(`CREATE INDEX "IDX_sales_order_created_id" ON "sales_order" ("created_at", "id")`);

    // A loop, not a set-returning SELECT: three times faster per name written (GIN drops repeated keys itself).
    await q.query(`
      CREATE FUNCTION shop_short_grams(text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
        DECLARE
          lowered text := lower($1);
          size int := char_length(lowered);
          grams text[] := '{}';
        BEGIN
          FOR i IN 1..size LOOP
            grams := grams || substr(lowered, i, 1);
            IF i < size THEN grams := grams || substr(lowered, i, 2); END IF;
          END LOOP;
          RETURN grams;
        END
      $$`);
    await q.query(`CREATE INDEX "IDX_product_sku_grams" ON "product" USING gin (shop_short_grams("sku"))`);
    await q.query(`CREATE INDEX "IDX_product_translation_name_grams" ON "product_translation" USING gin (shop_short_grams("name"))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'IDX_product_translation_name_grams',
      'IDX_product_sku_grams',
      'IDX_sales_order_created_id',
      'IDX_sales_order_number_id',
      'IDX_product_sku_id',
      'IDX_customer_email_id',
    ]) {
      await q.query(`DROP INDEX "${index}"`);
    }
    await q.query(`DROP FUNCTION shop_short_grams(text)`);
  }
}
