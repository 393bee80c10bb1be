import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per lexeme of a visible product's search document, with the rank ts_rank gives that
 * product for a query of that one lexeme, under an index in relevance order. A search for one
 * lexeme (one or two Chinese characters, the broad ones) counts its matches and reads its best
 * ones from this index alone instead of reading and ranking every matching product's document.
 *
 * The database keeps it: triggers on product refresh the rows of the products whose document or
 * visibility a statement changed (whoever writes, in the writing transaction); deletions cascade.
 */
export class SearchPostings1764460000000 implements MigrationInterface {
  name = 'SearchPostings1764460000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "search_posting" (
        "lexeme" text NOT NULL,
        "product_id" integer NOT NULL REFERENCES "product"("id") ON DELETE CASCADE,
        "rank" real NOT NULL
      )`);
    await q.query(`CREATE INDEX "IDX_search_posting_order" ON "search_posting" ("lexeme", "rank" DESC, "product_id")`);
    await q.query(`CREATE INDEX "IDX_search_posting_product" ON "search_posting" ("product_id")`);
    // The rank is ts_rank of the whole document for the tsquery of the lexeme alone, exactly what a
    // search for that lexeme computes. A lexeme holds no quote or backslash (search-text.ts); escaped anyway.
    // Writers of one product hold its row lock until they commit, so their refreshes never interleave.
    await q.query(`
      CREATE FUNCTION search_posting_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
        DELETE FROM search_posting WHERE product_id = ANY(ids);
        INSERT INTO search_posting (lexeme, product_id, rank)
        SELECT u.lexeme, p.id, ts_rank(p.search_document, ('''' || replace(replace(u.lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery)
          FROM product p, unnest(p.search_document) u
         WHERE p.id = ANY(ids) AND p.visibled;
      $$`);
    await q.query(`
      CREATE FUNCTION search_posting_product_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM search_posting_refresh(ARRAY(SELECT id FROM new_rows WHERE visibled)); RETURN NULL; END $$`);
    await q.query(`
      CREATE FUNCTION search_posting_product_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM search_posting_refresh(ARRAY(
          SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE (n.visibled, n.search_document) IS DISTINCT FROM (o.visibled, o.search_document)));
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER "search_posting_product_insert" AFTER INSERT ON "product" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_posting_product_insert()`,
    );
    await q.query(
      `CREATE TRIGGER "search_posting_product_update" AFTER UPDATE ON "product" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_posting_product_update()`,
    );
    await q.query(`SELECT search_posting_refresh(ARRAY(SELECT id FROM product WHERE visibled))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS "search_posting_product_insert" ON "product"`);
    await q.query(`DROP TRIGGER IF EXISTS "search_posting_product_update" ON "product"`);
    await q.query(`DROP FUNCTION IF EXISTS search_posting_product_insert()`);
    await q.query(`DROP FUNCTION IF EXISTS search_posting_product_update()`);
    await q.query(`DROP FUNCTION search_posting_refresh(integer[])`);
    await q.query(`DROP TABLE "search_posting"`);
  }
}
