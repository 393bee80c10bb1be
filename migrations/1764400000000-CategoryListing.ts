import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a category listing and its filters read, kept per category: one row per visible product
 * placed in a category, with the columns listings filter and sort by (creation time, lowest price,
 * brand, option ids, names by language). A category's rows sit together under its key, so a listing
 * reads one index range instead of looking each product up by id.
 *
 * The database keeps it: triggers on menu_product, product and product_translation refresh the rows
 * of the products a statement touched (whoever wrote, in the writing transaction), and menu and
 * product deletions cascade. Upserts, so two transactions refreshing one product never collide.
 *
 * The search index becomes partial (visible products only): hidden products never match, and the
 * bitmap it gives carries no hidden rows to recheck.
 */
export class CategoryListing1764400000000 implements MigrationInterface {
  name = 'CategoryListing1764400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "category_listing" (
        "menu_id" integer NOT NULL REFERENCES "menu"("id") ON DELETE CASCADE,
        "product_id" integer NOT NULL REFERENCES "product"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL,
        "min_price" bigint,
        "brand_id" integer,
        "option_ids" integer[] NOT NULL DEFAULT '{}',
        "names" jsonb NOT NULL DEFAULT '{}',
        PRIMARY KEY ("menu_id", "product_id")
      )`);
    await q.query(`CREATE INDEX "IDX_category_listing_product" ON "category_listing" ("product_id")`);
    // The filter and sort columns beside the key: a category's rows are read from the index alone.
    await q.query(
      `CREATE INDEX "IDX_category_listing_scope" ON "category_listing" ("menu_id", "product_id") INCLUDE ("created_at", "min_price", "brand_id", "option_ids")`,
    );

    await q.query(`
      CREATE FUNCTION category_listing_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
        DELETE FROM category_listing c
         WHERE c.product_id = ANY(ids)
           AND NOT EXISTS (SELECT 1 FROM menu_product mp JOIN product p ON p.id = mp.product_id
                            WHERE mp.menu_id = c.menu_id AND mp.product_id = c.product_id AND p.visibled);
        INSERT INTO category_listing (menu_id, product_id, created_at, min_price, brand_id, option_ids, names)
        SELECT mp.menu_id, p.id, p.created_at, p.min_price, p.brand_id, p.option_ids,
               COALESCE((SELECT jsonb_object_agg(t.language, t.name) FROM product_translation t WHERE t.product_id = p.id), '{}')
          FROM menu_product mp JOIN product p ON p.id = mp.product_id
         WHERE mp.product_id = ANY(ids) AND p.visibled
        ON CONFLICT (menu_id, product_id) DO UPDATE SET
          created_at = EXCLUDED.created_at, min_price = EXCLUDED.min_price, brand_id = EXCLUDED.brand_id,
          option_ids = EXCLUDED.option_ids, names = EXCLUDED.names
        WHERE (category_listing.created_at, category_listing.min_price, category_listing.brand_id, category_listing.option_ids, category_listing.names)
              IS DISTINCT FROM (EXCLUDED.created_at, EXCLUDED.min_price, EXCLUDED.brand_id, EXCLUDED.option_ids, EXCLUDED.names);
      $$`);
    // Statement triggers with transition tables: a bulk write refreshes its products once, set-based.
    // Each trigger has its own function: a function may read only the transition tables its trigger defines.
    const touched: Record<string, string> = {
      INSERT: 'SELECT product_id FROM new_rows',
      DELETE: 'SELECT product_id FROM old_rows',
      UPDATE: 'SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows',
    };
    const triggers: [table: string, event: string, ids: string][] = [
      // Placements added, removed or moved; names in any language.
      ...['menu_product', 'product_translation'].flatMap((table) =>
        ['INSERT', 'UPDATE', 'DELETE'].map((event) => [table, event, touched[event]] as [string, string, string]),
      ),
      // Products whose listed columns changed (a new product has no placements yet; a deleted one cascades).
      [
        'product',
        'UPDATE',
        `SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.visibled, n.created_at, n.min_price, n.brand_id, n.option_ids) IS DISTINCT FROM (o.visibled, o.created_at, o.min_price, o.brand_id, o.option_ids)`,
      ],
    ];
    for (const [table, event, ids] of triggers) {
      const name = `category_listing_${table}_${event.toLowerCase()}`;
      const transition = { INSERT: 'NEW TABLE AS new_rows', DELETE: 'OLD TABLE AS old_rows', UPDATE: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' }[event];
      await q.query(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM category_listing_refresh(ARRAY(${ids})); RETURN NULL; END $$`,
      );
      await q.query(`CREATE TRIGGER "${name}" AFTER ${event} ON "${table}" REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`);
    }
    await q.query(`SELECT category_listing_refresh(ARRAY(SELECT DISTINCT product_id FROM menu_product))`);

    await q.query(`DROP INDEX "IDX_product_search"`);
    await q.query(`CREATE INDEX "IDX_product_search" ON "product" USING GIN ("search_document") WITH (fastupdate = off) WHERE "visibled"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_product_search"`);
    await q.query(`CREATE INDEX "IDX_product_search" ON "product" USING GIN ("search_document") WITH (fastupdate = off)`);
    for (const table of ['menu_product', 'product_translation', 'product']) {
      for (const event of ['insert', 'update', 'delete']) {
        await q.query(`DROP TRIGGER IF EXISTS "category_listing_${table}_${event}" ON "${table}"`);
        await q.query(`DROP FUNCTION IF EXISTS category_listing_${table}_${event}()`);
      }
    }
    await q.query(`DROP FUNCTION category_listing_refresh(integer[])`);
    await q.query(`DROP TABLE "category_listing"`);
  }
}
