import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The name the back office's product list shows and sorts by, per product and language: the product's
 * name in that language, else in the shop's main language, else ''. Kept as rows with an index on
 * (language, name, product_id), so a name sort reads the first page along the index instead of joining
 * every product to two translations and sorting them all (half a second at 100,000 products).
 *
 * The database keeps it, as it keeps category_listing: statement triggers on product (a new product),
 * product_translation (names written or removed) and setting (the main language changed: every row)
 * refresh the rows in the writing transaction; a deleted product's rows cascade.
 */
const LANGUAGES = ['en_us', 'zh_hk', 'zh_cn'];

export class ProductListNames1764840000000 implements MigrationInterface {
  name = 'ProductListNames1764840000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "product_list_name" (
        "product_id" integer NOT NULL REFERENCES "product"("id") ON DELETE CASCADE,
        "language" varchar(5) NOT NULL,
        "name" varchar NOT NULL,
        PRIMARY KEY ("product_id", "language")
      )`);
    await q.query(`CREATE INDEX "IDX_product_list_name" ON "product_list_name" ("language", "name", "product_id")`);
    await q.query(`
      CREATE FUNCTION product_list_name_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO product_list_name (product_id, language, name)
        SELECT p.id, l.language, COALESCE(t.name, m.name, '')
          FROM product p
         CROSS JOIN unnest(ARRAY[${LANGUAGES.map((l) => `'${l}'`).join(', ')}]) AS l(language)
          LEFT JOIN product_translation t ON t.product_id = p.id AND t.language = l.language
          LEFT JOIN product_translation m ON m.product_id = p.id
                AND m.language = COALESCE((SELECT value #>> '{}' FROM setting WHERE key = 'main_language'), 'en_us')
         WHERE ids IS NULL OR p.id = ANY(ids)
        ON CONFLICT (product_id, language) DO UPDATE SET name = EXCLUDED.name WHERE product_list_name.name IS DISTINCT FROM EXCLUDED.name;
      $$`);
    const triggers: [table: string, event: string, transition: string, body: string][] = [
      ['product', 'insert', 'NEW TABLE AS new_rows', 'PERFORM product_list_name_refresh(ARRAY(SELECT id FROM new_rows))'],
      ['product_translation', 'insert', 'NEW TABLE AS new_rows', 'PERFORM product_list_name_refresh(ARRAY(SELECT product_id FROM new_rows))'],
      [
        'product_translation',
        'update',
        'OLD TABLE AS old_rows NEW TABLE AS new_rows',
        'PERFORM product_list_name_refresh(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows))',
      ],
      ['product_translation', 'delete', 'OLD TABLE AS old_rows', 'PERFORM product_list_name_refresh(ARRAY(SELECT product_id FROM old_rows))'],
      [
        'setting',
        'insert',
        'NEW TABLE AS new_rows',
        `IF EXISTS (SELECT 1 FROM new_rows WHERE key = 'main_language') THEN PERFORM product_list_name_refresh(NULL); END IF`,
      ],
      [
        'setting',
        'update',
        'OLD TABLE AS old_rows NEW TABLE AS new_rows',
        `IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.key = n.key WHERE n.key = 'main_language' AND n.value IS DISTINCT FROM o.value)
           THEN PERFORM product_list_name_refresh(NULL); END IF`,
      ],
    ];
    for (const [table, event, transition, body] of triggers) {
      const name = `product_list_name_${table}_${event}`;
      await q.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; RETURN NULL; END $$`);
      await q.query(
        `CREATE TRIGGER "${name}" AFTER ${event.toUpperCase()} ON "${table}" REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
      );
    }
    await q.query(`SELECT product_list_name_refresh(NULL)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [table, event] of [
      ['product', 'insert'],
      ['product_translation', 'insert'],
      ['product_translation', 'update'],
      ['product_translation', 'delete'],
      ['setting', 'insert'],
      ['setting', 'update'],
    ]) {
      await q.query(`DROP TRIGGER IF EXISTS "product_list_name_${table}_${event}" ON "${table}"`);
      await q.query(`DROP FUNCTION IF EXISTS product_list_name_${table}_${event}()`);
    }
    await q.query(`DROP FUNCTION product_list_name_refresh(integer[])`);
    await q.query(`DROP TABLE "product_list_name"`);
  }
}
