import type { ListQuery } from '../common/list-query';
import { containsPattern, listStatements, type ListDefinition } from './list-statement';

const query = (fields: Partial<ListQuery> = {}): ListQuery => ({ sortField: 'id', sortOrder: 'DESC', offset: 0, limit: 25, filter: {}, ...fields });

const CUSTOMERS: ListDefinition = {
  columns: 'c.id, c.email',
  from: 'customer c LEFT JOIN lead_status s ON s.id = c.status_id',
  id: 'c.id',
  sorts: { id: 'c.id', name: 'c.first_name', price: { sql: 'c.spend', nullsLast: true } },
  search: ['c.email', "(c.first_name || ' ' || c.last_name)"],
  filters: {
    enabled: { column: 'c.enabled', kind: 'boolean' },
    tag: (param, tag) => (typeof tag === 'string' ? `c.tags @> ARRAY[${param(tag)}::text]` : undefined),
  },
};

const squash = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('listStatements', () => {
  it('pages along the sort then the id, in the sort’s direction, with every value a parameter', () => {
    const { page, count } = listStatements(CUSTOMERS, query({ sortField: 'name', sortOrder: 'ASC', offset: 50, limit: 25 }));
    expect(squash(page.sql)).toBe(
      'SELECT c.id, c.email FROM customer c LEFT JOIN lead_status s ON s.id = c.status_id ORDER BY c.first_name ASC, c.id ASC OFFSET $1 LIMIT $2',
    );
    expect(page.params).toEqual([50, 25]);
    expect(squash(count.sql)).toBe(
      'SELECT count(*)::int AS n FROM (SELECT 1 FROM customer c LEFT JOIN lead_status s ON s.id = c.status_id LIMIT 10001) counted',
    );
    expect(count.params).toEqual([]);
  });

  it('matches text without case (Chinese, digits) with LIKE, the same rows as ILIKE without folding every character', () => {
    for (const [q, operator] of [
      ['陳', 'LIKE'],
      ['9123 4567', 'LIKE'],
      ['Wong', 'ILIKE'],
      ['陳 Wong', 'ILIKE'],
    ]) {
      expect(squash(listStatements(CUSTOMERS, query({ filter: { q } })).page.sql)).toContain(
        `WHERE (c.email ${operator} $1 OR (c.first_name || ' ' || c.last_name) ${operator} $1)`,
      );
    }
  });

  it('gives a search of its own one pattern for every match, and no parameter when it matches nothing', () => {
    const translated: ListDefinition = {
      ...CUSTOMERS,
      search: (match, q) => (q === 'skip' ? undefined : `${match('c.email')} OR EXISTS (SELECT 1 FROM t WHERE ${match('t.title')})`),
    };
    const chinese = listStatements(translated, query({ filter: { q: ' 陳 ' } }));
    expect(squash(chinese.page.sql)).toContain('WHERE (c.email LIKE $1 OR EXISTS (SELECT 1 FROM t WHERE t.title LIKE $1))');
    expect(chinese.page.params).toEqual(['%陳%', 0, 25]);
    const skipped = listStatements(translated, query({ filter: { q: 'skip' } }));
    expect(skipped.page.params).toEqual([0, 25]);
    expect(squash(skipped.page.sql)).not.toContain('WHERE');
  });

  it('reads a deferred page’s ids along the sort first, then the columns of those rows only', () => {
    const { page } = listStatements({ ...CUSTOMERS, deferColumns: true }, query({ sortField: 'name', sortOrder: 'ASC', offset: 50, limit: 25 }));
    expect(squash(page.sql)).toBe(
      'SELECT c.id, c.email FROM customer c LEFT JOIN lead_status s ON s.id = c.status_id JOIN unnest(ARRAY(SELECT c.id FROM customer c LEFT JOIN lead_status s ON s.id = c.status_id ORDER BY c.first_name ASC, c.id ASC OFFSET $1 LIMIT $2)) WITH ORDINALITY AS list_page(id, position) ON list_page.id = c.id ORDER BY list_page.position',
    );
  });

  it('reads a deferred page’s ids and the count from keysFrom, a sort over a table it leaves out from its own, and the ids alone where nothing narrows', () => {
    const names: ListDefinition = {
      ...CUSTOMERS,
      from: 'customer c JOIN customer_name n ON n.customer_id = c.id AND n.language = $1',
      keysFrom: 'customer c',
      deferColumns: true,
      ties: 'ascending',
      sorts: {
        id: 'c.id',
        spend: 'c.spend',
        name: {
          sql: 'n.name',
          keysFrom: 'customer c JOIN customer_name n ON n.customer_id = c.id AND n.language = $1',
          alone: { from: 'customer_name n', where: 'n.language = $1', id: 'n.customer_id' },
        },
      },
    };
    const ids = (sql: string) => squash(sql).match(/unnest\(ARRAY\((.*)\)\) WITH ORDINALITY/)?.[1];
    const spend = listStatements(names, query({ sortField: 'spend', offset: 50 }), undefined, ['en_us']);
    expect(ids(spend.page.sql)).toBe('SELECT c.id FROM customer c ORDER BY c.spend DESC, c.id ASC OFFSET $2 LIMIT $3');
    // The language only the left-out table reads still travels, named (as text) so that Postgres can type it.
    expect(squash(spend.count.sql)).toBe('WITH fixed AS (SELECT $1::text) SELECT count(*)::int AS n FROM (SELECT 1 FROM customer c LIMIT 10001) counted');
    expect(spend.count.params).toEqual(['en_us']);
    // The estimate plans the whole FROM, as before.
    expect(squash(spend.estimate.sql)).toBe('EXPLAIN (FORMAT JSON) SELECT 1 FROM customer c JOIN customer_name n ON n.customer_id = c.id AND n.language = $1');

    const alone = listStatements(names, query({ sortField: 'name', sortOrder: 'DESC', offset: 50 }), undefined, ['en_us']);
    expect(ids(alone.page.sql)).toBe(
      'SELECT n.customer_id FROM customer_name n WHERE n.language = $1 ORDER BY n.name DESC, n.customer_id ASC OFFSET $2 LIMIT $3',
    );
    const filtered = listStatements(names, query({ sortField: 'name', sortOrder: 'DESC', filter: { enabled: true } }), undefined, ['en_us']);
    expect(ids(filtered.page.sql)).toBe(
      'SELECT c.id FROM customer c JOIN customer_name n ON n.customer_id = c.id AND n.language = $1 WHERE c.enabled = $2 ORDER BY n.name DESC, c.id ASC OFFSET $3 LIMIT $4',
    );
    expect(squash(filtered.count.sql)).toBe(
      'WITH fixed AS (SELECT $1::text) SELECT count(*)::int AS n FROM (SELECT 1 FROM customer c WHERE c.enabled = $2 LIMIT 10001) counted',
    );
    const searched = listStatements(names, query({ sortField: 'name', filter: { q: 'x' } }), undefined, ['en_us']);
    expect(ids(searched.page.sql)).toContain('FROM customer c JOIN customer_name n');
  });

  it('searches every search column with one escaped pattern, and applies filters of the right kind only', () => {
    const { page, count } = listStatements(CUSTOMERS, query({ filter: { q: ' 50%_off ', enabled: 'yes', tag: 'vip' } }));
    expect(squash(page.sql)).toContain("WHERE (c.email ILIKE $1 OR (c.first_name || ' ' || c.last_name) ILIKE $1) AND (c.tags @> ARRAY[$2::text])");
    expect(page.params).toEqual(['%50\\%\\_off%', 'vip', 0, 25]);
    expect(count.params).toEqual(['%50\\%\\_off%', 'vip']);
    expect(listStatements(CUSTOMERS, query({ filter: { enabled: false } })).page.params).toEqual([false, 0, 25]);
  });

  it('puts empty values last both ways where the sort asks, matches id lists, and keeps fixed parameters first', () => {
    const { page } = listStatements(CUSTOMERS, query({ sortField: 'price', sortOrder: 'DESC', ids: [3, 4] }), {}, ['en_us']);
    expect(squash(page.sql)).toContain('WHERE c.id = ANY($2) ORDER BY c.spend DESC NULLS LAST, c.id DESC OFFSET $3 LIMIT $4');
    expect(page.params).toEqual(['en_us', [3, 4], 0, 25]);
  });

  it('sorts by the id alone when the id is the sort, and an unknown sort falls back to the id', () => {
    expect(squash(listStatements(CUSTOMERS, query({ sortOrder: 'ASC' })).page.sql)).toContain('ORDER BY c.id ASC OFFSET');
    expect(squash(listStatements(CUSTOMERS, query({ sortField: 'nope' })).page.sql)).toContain('ORDER BY c.id DESC OFFSET');
    expect(squash(listStatements({ ...CUSTOMERS, ties: 'ascending' }, query({ sortField: 'name' })).page.sql)).toContain(
      'ORDER BY c.first_name DESC, c.id ASC',
    );
    expect(squash(listStatements({ ...CUSTOMERS, ties: 'descending' }, query({ sortField: 'name', sortOrder: 'ASC' })).page.sql)).toContain(
      'ORDER BY c.first_name ASC, c.id DESC',
    );
  });

  it('writes a pattern that takes wildcards literally', () => {
    expect(containsPattern('a\\b%c_d')).toBe('%a\\\\b\\%c\\_d%');
  });
});
