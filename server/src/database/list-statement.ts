import type { EntityManager } from 'typeorm';
import type { ListQuery } from '../common/list-query';

/**
 * The one way to read an admin list page. A repository declares its list once (ListDefinition: the
 * columns, the FROM with its joins, the id, the sorts the screens offer, what `q` searches and each
 * filter) and reads pages with readList, which writes two statements from it and runs them at once:
 * - the page: WHERE, ORDER BY the sort (NULLS LAST where asked) then the id, OFFSET and LIMIT, so the
 *   database reads only the page's rows along an index where one fits; a big list (deferColumns) finds
 *   the page's ids first from the tables that sort and filter (keysFrom), an index-only walk that skips
 *   index entries, not table rows, then reads the columns of those 25 rows only;
 * - the count: every row the filters keep, counted up to `exactUpTo` (10,000 by default). Past that
 *   the total is the planner's estimate of the filtered rows (never less than the exact part), and the
 *   page says so (`exact: false`): the screens show "about N". Counting a whole table of a real shop
 *   on every page (`count(*) OVER ()`) cost more than the page itself.
 * Every value travels as a parameter; sort and filter keys come from the definition, never the request.
 */

/** A value's placeholder ($n) in the statement being written. */
export type Param = (value: unknown) => string;

/** A condition for a filter's value (undefined: the value narrows nothing). */
export type ListCondition<V = unknown> = (param: Param, value: V, filter: Record<string, unknown>) => string | undefined;

/**
 * What `q` matches, as a condition: `match(expression)` is that expression matched against the word
 * (ILIKE, or LIKE for text without case, with one escaped pattern); `q` is the trimmed word, and
 * `param` makes a placeholder for another value (such as the word itself for an index's own operator).
 */
export type ListSearch = (match: (expression: string) => string, q: string, param: Param) => string | undefined;

/** A filter: equal to a column for a value of the right kind (others are ignored), or a condition of its own. */
export type ListFilter = { column: string; kind: 'boolean' | 'integer' | 'string' } | ListCondition;

export interface ListSort {
  sql: string;
  /** Rows without a value come last whichever way the list is sorted. */
  nullsLast?: boolean;
  /** The FROM a deferred page's ids are read from for this sort, when the definition's keysFrom leaves out the sort's table. */
  keysFrom?: string;
  /**
   * When no search or filter applies, a deferred page's ids for this sort are read from this one table
   * (`where` its fixed condition, `id` the list's id in it; the sort's expression reads it alone), along
   * the sort's index, without joining the list's main table for every row skipped. Its rows must be
   * exactly the list's rows, one each.
   */
  alone?: { from: string; where?: string; id: string };
}

export interface ListDefinition {
  /** What each row holds (the SELECT list). */
  columns: string;
  /** The FROM clause's tables and joins (without the word FROM). Fixed parameters are $1, $2... (readList's `fixed`). */
  from: string;
  /** The id column: `filter.id` lists are matched on it and it breaks ties. */
  id: string;
  /** Each sortable field's expression. */
  sorts: Record<string, string | ListSort>;
  /** What `q` matches: any of these expressions, or a condition of its own (ListSearch). */
  search?: readonly string[] | ListSearch;
  /** The list's other filters by key. */
  filters?: Record<string, ListFilter>;
  /** Rows counted exactly before the total is estimated. */
  exactUpTo?: number;
  /**
   * Which way the id breaks ties: the sort's own direction (the default, which one index on (sort, id)
   * serves both ways), or always ascending or descending (an index on the sort alone then serves, with
   * an incremental sort of each tie).
   */
  ties?: 'same' | 'ascending' | 'descending';
  /**
   * Find the page's ids first (along the sort's index, reading no column), then read the columns of
   * those rows only. For lists whose columns cost something per row (a subquery, a join): with OFFSET,
   * Postgres computes the columns of every row it skips, so a deep page would pay for thousands of rows.
   * The sorts must then be expressions over the FROM's tables, not names of the columns' aliases.
   */
  deferColumns?: boolean;
  /**
   * The FROM a deferred page's ids and the exact count are read from, when `from` joins tables that the
   * sorts, the searches and the filters do not read (a LEFT JOIN for a column, a joined name): Postgres
   * then walks the sort's index alone (with such a join in the statement, even one it removes, it reads
   * every skipped row's table row, not its index entry only). Its rows must be exactly `from`'s rows.
   * A sort over a table it leaves out names its own (ListSort.keysFrom).
   */
  keysFrom?: string;
}

export interface ListPage<R> {
  rows: R[];
  total: number;
  /** False when the total is the planner's estimate (more than exactUpTo rows). */
  exact: boolean;
}

export const DEFAULT_EXACT_UP_TO = 10_000;

/** Text for a LIKE/ILIKE pattern, its wildcards (% and _) and the escape (\) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** `%text%` for ILIKE, the text's wildcards taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * ILIKE, or LIKE for text without case (Chinese, digits): the same rows at a fraction of the cost, as
 * ILIKE folds the case of every character it reads.
 */
export const likeOperator = (text: string) => (text.toLowerCase() === text.toUpperCase() ? 'LIKE' : 'ILIKE');

const KINDS = { boolean: (v: unknown) => typeof v === 'boolean', integer: (v: unknown) => Number.isInteger(v), string: (v: unknown) => typeof v === 'string' };

export interface ListStatements {
  page: { sql: string; params: unknown[] };
  count: { sql: string; params: unknown[] };
  estimate: { sql: string; params: unknown[] };
}

/**
 * The statements of a page. `filter` holds the filters' values (the request's own `filter`, or the
 * values a controller has already checked); `fixed` are the parameters the definition's FROM and
 * columns use ($1...), such as a language.
 */
export function listStatements(
  def: ListDefinition,
  query: ListQuery,
  filter: Record<string, unknown> = query.filter,
  fixed: readonly unknown[] = [],
): ListStatements {
  const params: unknown[] = [...fixed];
  const param: Param = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q && def.search) {
    const operator = likeOperator(q);
    let placeholder: string | undefined;
    // One parameter for every match, made at the first (an unused one would have no type).
    const match = (expression: string) => `${expression} ${operator} ${(placeholder ??= param(containsPattern(q)))}`;
    const condition = typeof def.search === 'function' ? def.search(match, q, param) : def.search.map(match).join(' OR ');
    if (condition) where.push(`(${condition})`);
  }
  if (query.ids) where.push(`${def.id} = ANY(${param(query.ids)})`);
  for (const [key, rule] of Object.entries(def.filters ?? {})) {
    if (!(key in filter) || filter[key] === undefined) continue;
    const value = filter[key];
    if (typeof rule === 'function') {
      const condition = rule(param, value, filter);
      if (condition) where.push(`(${condition})`);
    } else if (KINDS[rule.kind](value)) where.push(`${rule.column} = ${param(value)}`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const filteredParams = [...params];

  const chosen = def.sorts[query.sortField] ?? def.sorts.id ?? def.id;
  const sort = typeof chosen === 'string' ? { sql: chosen } : chosen;
  const order = [`${sort.sql} ${query.sortOrder}${sort.nullsLast ? ' NULLS LAST' : ''}`];
  // The id breaks ties, unless the id is the sort itself.
  const ties = { same: query.sortOrder, ascending: 'ASC', descending: 'DESC' }[def.ties ?? 'same'];
  if (sort.sql !== def.id) order.push(`${def.id} ${ties}`);
  const paging = `OFFSET ${param(query.offset)} LIMIT ${param(query.limit)}`;
  const keysFrom = def.keysFrom ?? def.from;
  let keys = `SELECT ${def.id} FROM ${sort.keysFrom ?? keysFrom} ${whereSql} ORDER BY ${order.join(', ')} ${paging}`;
  if (sort.alone && !where.length) {
    // The same order with the sort's own table's id, which equals the list's.
    const alone = [order[0], ...(sort.sql !== def.id ? [`${sort.alone.id} ${ties}`] : [])];
    keys = `SELECT ${sort.alone.id} FROM ${sort.alone.from} ${sort.alone.where ? `WHERE ${sort.alone.where}` : ''} ORDER BY ${alone.join(', ')} ${paging}`;
  }
  const page = def.deferColumns
    ? `SELECT ${def.columns} FROM ${def.from}
         JOIN unnest(ARRAY(${keys})) WITH ORDINALITY AS list_page(id, position) ON list_page.id = ${def.id}
        ORDER BY list_page.position`
    : `SELECT ${def.columns} FROM ${def.from} ${whereSql} ORDER BY ${order.join(', ')} ${paging}`;

  const exactUpTo = def.exactUpTo ?? DEFAULT_EXACT_UP_TO;
  let count = `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${keysFrom} ${whereSql} LIMIT ${exactUpTo + 1}) counted`;
  // A fixed parameter that only the tables keysFrom leaves out read (a language) still travels with the
  // count: an unused CTE names it, as text, so that Postgres can type it (every value is sent as text).
  const unread = fixed.map((_, i) => `$${i + 1}`).filter((placeholder) => !new RegExp(`\\${placeholder}(?!\\d)`).test(count));
  if (unread.length) count = `WITH fixed AS (SELECT ${unread.map((placeholder) => `${placeholder}::text`).join(', ')}) ${count}`;
  const estimate = `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${def.from} ${whereSql}`;
  return { page: { sql: page, params }, count: { sql: count, params: filteredParams }, estimate: { sql: estimate, params: filteredParams } };
}

/**
 * Reads a page and its total (see the top of this file). Outside a transaction pass the data source's
 * manager: the page and the count then run at once on two pooled connections.
 */
export async function readList<R>(
  manager: EntityManager,
  def: ListDefinition,
  query: ListQuery,
  options: { filter?: Record<string, unknown>; fixed?: readonly unknown[] } = {},
): Promise<ListPage<R>> {
  const statements = listStatements(def, query, options.filter ?? query.filter, options.fixed ?? []);
  const [rows, counted] = await Promise.all([
    manager.query<R[]>(statements.page.sql, statements.page.params),
    manager.query<{ n: number }[]>(statements.count.sql, statements.count.params),
  ]);
  const exactUpTo = def.exactUpTo ?? DEFAULT_EXACT_UP_TO;
  const n = counted[0].n;
  if (n <= exactUpTo) return { rows, total: n, exact: true };
  const [plan] = await manager.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(statements.estimate.sql, statements.estimate.params);
  const estimated = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
  return { rows, total: Math.max(estimated, exactUpTo + 1, query.offset + rows.length), exact: false };
}

/** readList for a list whose page is its ids (the caller then reads those rows with their relations). */
export async function readListIds(
  manager: EntityManager,
  def: ListDefinition,
  query: ListQuery,
  options: { filter?: Record<string, unknown>; fixed?: readonly unknown[] } = {},
): Promise<ListPage<number>> {
  const page = await readList<{ id: number }>(manager, def, query, options);
  return { ...page, rows: page.rows.map((row) => row.id) };
}
