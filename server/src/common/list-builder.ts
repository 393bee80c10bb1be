import { Brackets, type ObjectLiteral, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import type { ListQuery } from './list-query';

/** Text for a LIKE/ILIKE pattern, its wildcards (% and _) and the escape (\) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** How one filter narrows a list: equal to a column for a value of the right kind, or a rule of its own. */
export type ListFilter =
  { column: string; kind: 'boolean' | 'integer' | 'string' } | ((where: WhereExpressionBuilder, value: unknown, filter: Record<string, unknown>) => void);

/**
 * An admin list as react-admin asks for it (see parseListQuery), declared once per resource:
 * - `search`: what `q` matches case-insensitively: columns (any of them), or one condition using :like;
 * - `filters`: other filter keys (a filter of the wrong kind is ignored, as before);
 * - `sorts`: each sortable field's column; `id` is the id column: it takes `filter.id` lists and
 *   breaks ties (after the sort, unless the sort is by id).
 */
export interface ListSpec {
  id: string;
  sorts: Record<string, string>;
  search?: string[] | string;
  filters?: Record<string, ListFilter>;
}

const KINDS = { boolean: (v: unknown) => typeof v === 'boolean', integer: (v: unknown) => Number.isInteger(v), string: (v: unknown) => typeof v === 'string' };

/** Applies the query's search, id list, filters, order and page to a query builder; returns it. */
export function applyList<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, query: ListQuery, spec: ListSpec): SelectQueryBuilder<T> {
  const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
  if (q && spec.search) {
    const like = `%${escapeLike(q)}%`;
    const search = spec.search;
    if (typeof search === 'string') qb.andWhere(`(${search})`, { like });
    else
      qb.andWhere(
        new Brackets((w) =>
          search.forEach((column, i) => (i === 0 ? w.where(`${column} ILIKE :like`, { like }) : w.orWhere(`${column} ILIKE :like`, { like }))),
        ),
      );
  }
  if (query.ids) qb.andWhere(`${spec.id} IN (:...listIds)`, { listIds: query.ids.length ? query.ids : [0] });
  for (const [key, filter] of Object.entries(spec.filters ?? {})) {
    if (!(key in query.filter)) continue;
    const value = query.filter[key];
    if (typeof filter === 'function') filter(qb, value, query.filter);
    else if (KINDS[filter.kind](value)) qb.andWhere(`${filter.column} = :filter_${key}`, { [`filter_${key}`]: value });
  }
  qb.orderBy(spec.sorts[query.sortField], query.sortOrder);
  // id breaks ties, unless id is the sort itself (adding it again would overwrite its direction).
  if (spec.sorts[query.sortField] !== spec.id) qb.addOrderBy(spec.id, 'ASC');
  return qb.skip(query.offset).take(query.limit);
}
