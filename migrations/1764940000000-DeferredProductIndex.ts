import { MigrationInterface, QueryRunner } from 'typeorm';

/** The transaction-local setting a bulk writer turns on to build the index rows itself (ProductRepository.deferIndexRows). */
const DEFERRED = `current_setting('shop.product_index_deferred', true) = 'on'`;

/** Han characters (as \p{Script=Han} of search-text.ts, near enough): as migration SearchPrefixPostings. */
const HAN = String.raw`^[\u2e80-\u2fdf\u3005\u3007\u3021-\u3029\u3038-\u303b\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f]`;
const quoted = (text: string) => String.raw`'''' || replace(replace(${text}, '\', '\\'), '''', '''''') || ''''`;

/** The inserts of search_posting_refresh (migrations SearchPostings and SearchPrefixPostings), unchanged: whole lexemes, then prefixes. */
const POSTING_INSERTS = `
        INSERT INTO search_posting (lexeme, product_id, rank)
        SELECT u.lexeme, p.id, ts_rank(p.search_document, (${quoted('u.lexeme')})::tsquery)
          FROM product p, unnest(p.search_document) u
         WHERE p.id = ANY(ids) AND p.visibled;
        INSERT INTO search_posting (lexeme, product_id, rank)
        SELECT x.prefix || ':*', p.id, ts_rank(p.search_document, (${quoted('x.prefix')} || ':*')::tsquery)
          FROM product p
          CROSS JOIN LATERAL (
            SELECT DISTINCT left(w.word, n) AS prefix
              FROM (SELECT substring(u.lexeme FROM '^[^_-]+') AS word FROM unnest(p.search_document) u WHERE u.lexeme !~ '${HAN}') w,
                   generate_series(1, least(length(w.word), 20)) n
             WHERE w.word IS NOT NULL) x
         WHERE p.id = ANY(ids) AND p.visibled;`;

/** The product_list_name rows of products (migration ProductListNames), `which` choosing them. */
const LIST_NAMES = (which: string) => `
        INSERT INTO product_list_name (product_id, language, name)
        SELECT p.id, l.language, COALESCE(t.name, m.name, '')
          FROM product p
         CROSS JOIN unnest(ARRAY['en_us', 'zh_hk', 'zh_cn']) AS l(language)
          LEFT JOIN product_translation t ON t.product_id = p.id AND t.language = l.language
          LEFT JOIN product_translation m ON m.product_id = p.id
                AND m.language = COALESCE((SELECT value #>> '{}' FROM setting WHERE key = 'main_language'), 'en_us')
         WHERE ${which}
        ON CONFLICT (product_id, language) DO UPDATE SET name = EXCLUDED.name WHERE product_list_name.name IS DISTINCT FROM EXCLUDED.name;`;

/** The trigger functions a bulk writer defers, each with its body as migrations CategoryListing, SearchPostings and ProductListNames made it. */
const DEFERRABLE: [name: string, body: string][] = [
  ['search_posting_product_insert', 'PERFORM search_posting_refresh(ARRAY(SELECT id FROM new_rows WHERE visibled))'],
  [
    'search_posting_product_update',
    `PERFORM search_posting_refresh(ARRAY(
          SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE (n.visibled, n.search_document) IS DISTINCT FROM (o.visibled, o.search_document)))`,
  ],
  ['category_listing_product_translation_insert', 'PERFORM category_listing_refresh(ARRAY(SELECT product_id FROM new_rows))'],
  [
    'category_listing_product_translation_update',
    'PERFORM category_listing_refresh(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows))',
  ],
  ['category_listing_product_translation_delete', 'PERFORM category_listing_refresh(ARRAY(SELECT product_id FROM old_rows))'],
  [
    'category_listing_product_update',
    `PERFORM category_listing_refresh(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.visibled, n.created_at, n.min_price, n.brand_id, n.option_ids) IS DISTINCT FROM (o.visibled, o.created_at, o.min_price, o.brand_id, o.option_ids)))`,
  ],
  ['product_list_name_product_insert', 'PERFORM product_list_name_refresh(ARRAY(SELECT id FROM new_rows))'],
  ['product_list_name_product_translation_insert', 'PERFORM product_list_name_refresh(ARRAY(SELECT product_id FROM new_rows))'],
  [
    'product_list_name_product_translation_update',
    'PERFORM product_list_name_refresh(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows))',
  ],
  ['product_list_name_product_translation_delete', 'PERFORM product_list_name_refresh(ARRAY(SELECT product_id FROM old_rows))'],
];

/**
 * The bulk path of the product index rows (issue 33: an import of 100,000 products in under 2 minutes).
 *
 * - The statement triggers on product and product_translation that keep search_posting, category_listing
 *   and product_list_name return at once while the transaction-local setting shop.product_index_deferred
 *   is on. A bulk writer (the product import's batch) turns it on, writes, turns it off and calls
 *   product_index_build with the products it wrote: the same rows the triggers would have left, built
 *   once per batch instead of once per statement (a new product's list names were written twice, its
 *   postings refreshed twice), in the writer's transaction (a failed batch leaves nothing half-indexed).
 * - search_posting_add: the inserts of search_posting_refresh without its delete, for products that have
 *   no postings yet (made in the caller's transaction); search_posting_refresh now calls it, so both
 *   paths build the rows with one text.
 * - product_list_name_refresh chose its products with `ids IS NULL OR p.id = ANY(ids)`, which a SQL
 *   function plans once for any ids: a scan of every product and every translation on each call (0.9 s
 *   a call at 35,000 products, twice per import batch and once per product save). Now two statements,
 *   each planned for its case; the rows it writes are the same.
 */
export class DeferredProductIndex1764940000000 implements MigrationInterface {
  name = 'DeferredProductIndex1764940000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION search_posting_add(ids integer[]) RETURNS void LANGUAGE sql AS $$
${POSTING_INSERTS}
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION search_posting_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
        DELETE FROM search_posting WHERE product_id = ANY(ids);
        SELECT search_posting_add(ids);
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION product_list_name_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF ids IS NULL THEN
${LIST_NAMES('true')}
        ELSE
${LIST_NAMES('p.id = ANY(ids)')}
        END IF;
      END $$`);
    for (const [name, body] of DEFERRABLE) {
      await q.query(
        `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF ${DEFERRED} THEN RETURN NULL; END IF; ${body}; RETURN NULL; END $$`,
      );
    }
    // The postings' foreign key checked each of a product's ~60 rows against product, one lookup and lock a row
    // (40% of building them). Their only writer, search_posting_add, reads them from product rows its transaction
    // has written (so holds), so the check never fails; a product's deletion still takes its postings, set-wise.
    await q.query(`ALTER TABLE "search_posting" DROP CONSTRAINT "search_posting_product_id_fkey"`);
    await q.query(`
      CREATE FUNCTION search_posting_product_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM search_posting WHERE product_id IN (SELECT id FROM old_rows); RETURN NULL; END $$`);
    await q.query(
      `CREATE TRIGGER "search_posting_product_delete" AFTER DELETE ON "product" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_posting_product_delete()`,
    );
    // fresh: products made in the caller's transaction (no postings, no placements yet); known: the others it wrote.
    await q.query(`
      CREATE FUNCTION product_index_build(fresh integer[], known integer[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM set_config('shop.product_index_deferred', 'off', true);
        PERFORM search_posting_refresh(known);
        PERFORM search_posting_add(fresh);
        PERFORM category_listing_refresh(known);
        PERFORM product_list_name_refresh(fresh || known);
      END $$`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION product_index_build(integer[], integer[])`);
    await q.query(`DROP TRIGGER "search_posting_product_delete" ON "product"`);
    await q.query(`DROP FUNCTION search_posting_product_delete()`);
    await q.query(`DELETE FROM search_posting sp WHERE NOT EXISTS (SELECT 1 FROM product p WHERE p.id = sp.product_id)`);
    await q.query(
      `ALTER TABLE "search_posting" ADD CONSTRAINT "search_posting_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE`,
    );
    for (const [name, body] of DEFERRABLE) {
      await q.query(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; RETURN NULL; END $$`);
    }
    await q.query(`DROP FUNCTION product_list_name_refresh(integer[])`);
    await q.query(
      `CREATE FUNCTION product_list_name_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$ ${LIST_NAMES('ids IS NULL OR p.id = ANY(ids)')} $$`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION search_posting_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
        DELETE FROM search_posting WHERE product_id = ANY(ids);
${POSTING_INSERTS}
      $$`);
    await q.query(`DROP FUNCTION search_posting_add(integer[])`);
  }
}
