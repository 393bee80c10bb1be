import { MigrationInterface, QueryRunner } from 'typeorm';

/** Han characters (as \p{Script=Han} of search-text.ts, near enough): their lexemes are asked whole, never as prefixes. */
const HAN = String.raw`^[\u2e80-\u2fdf\u3005\u3007\u3021-\u3029\u3038-\u303b\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f]`;

/** A lexeme or prefix as tsquery text: quoted (it holds no quote or backslash, escaped anyway). */
const quoted = (text: string) => String.raw`'''' || replace(replace(${text}, '\', '\\'), '''', '''''') || ''''`;

/** The refresh of migration SearchPostings: a product's rows go, and one per lexeme of its document comes back. */
const WHOLE_LEXEMES = `
        DELETE FROM search_posting WHERE product_id = ANY(ids);
        INSERT INTO search_posting (lexeme, product_id, rank)
        SELECT u.lexeme, p.id, ts_rank(p.search_document, (${quoted('u.lexeme')})::tsquery)
          FROM product p, unnest(p.search_document) u
         WHERE p.id = ANY(ids) AND p.visibled;`;

/**
 * search_posting also keeps every prefix (up to 20 characters) of every word that is not Chinese, as
 * `prefix:*`, with the rank ts_rank gives the product for the query `'prefix':*`: what a one-word
 * search of letters or digits asks (search-text.ts searchQuery). A broad word ("tea", "a") then reads
 * its count and its best ids from the index in relevance order instead of ranking every product that
 * holds a word starting so (20 ms for 10,000 matches, 2 ms from the postings). A word is cut at its
 * first - or _, as a query is. Longer prefixes are few matches each: the GIN index answers those.
 */
export class SearchPrefixPostings1764820000000 implements MigrationInterface {
  name = 'SearchPrefixPostings1764820000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION search_posting_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
${WHOLE_LEXEMES}
        INSERT INTO search_posting (lexeme, product_id, rank)
        SELECT x.prefix || ':*', p.id, ts_rank(p.search_document, (${quoted('x.prefix')} || ':*')::tsquery)
          FROM product p
          CROSS JOIN LATERAL (
            SELECT DISTINCT left(w.word, n) AS prefix
              FROM (SELECT substring(u.lexeme FROM '^[^_-]+') AS word FROM unnest(p.search_document) u WHERE u.lexeme !~ '${HAN}') w,
                   generate_series(1, least(length(w.word), 20)) n
             WHERE w.word IS NOT NULL) x
         WHERE p.id = ANY(ids) AND p.visibled;
      $$`);
    await q.query(`SELECT search_posting_refresh(ARRAY(SELECT id FROM product WHERE visibled))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION search_posting_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
${WHOLE_LEXEMES}
      $$`);
    await q.query(`DELETE FROM search_posting WHERE lexeme LIKE '%:*'`);
  }
}
