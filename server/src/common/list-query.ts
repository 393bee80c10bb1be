import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';
import { validationMessages } from './common.messages';
import { BadRequestError, ValidationError } from './errors';
import { nestedTooDeeply } from './json-depth';
import { cleanRequestText } from './request-text';

/** Paging, sorting and filters as react-admin's simple REST client sends them. */
export interface ListQuery {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
  /** `filter={"id":[1,2]}`: react-admin's getMany asks for these records only. */
  ids?: number[];
}

const MAX_PAGE = 500;

/**
 * A query parameter's JSON. The validation pipe saw only its text: the parsed value gets the same
 * checks as a body (nesting capped, no NUL character, well-formed text) before it reaches a query.
 */
function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new BadRequestError(validationMessages.json_value({ field: name }));
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BadRequestError(validationMessages.json_value({ field: name }));
  }
  if (nestedTooDeeply(value)) throw new BadRequestError(validationMessages.nested_too_deeply({ field: name }));
  return cleanRequestText(value, [name]);
}

export function parseListQuery(query: Record<string, unknown>, sortable: readonly string[], defaultSort: [string, 'ASC' | 'DESC'] = ['id', 'DESC']): ListQuery {
  const sort = parseJson('sort', query.sort) ?? defaultSort;
  if (!Array.isArray(sort) || sort.length !== 2 || !sortable.includes(String(sort[0])) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw new BadRequestError(validationMessages.list_sort({ choices: sortable.join(', ') }));
  }
  const range = parseJson('range', query.range) ?? [0, 24];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new BadRequestError(validationMessages.list_range);
  }
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadRequestError(validationMessages.json_object({ field: 'filter' }));
  const rawIds = (filter as Record<string, unknown>).id;
  let ids: number[] | undefined;
  if (rawIds !== undefined) {
    const list = Array.isArray(rawIds) ? rawIds : [rawIds];
    if (list.length > MAX_PAGE || !list.every((id) => Number.isSafeInteger(Number(id)) && Number(id) > 0))
      throw new BadRequestError(validationMessages.list_ids);
    ids = list.map(Number).filter((id) => id <= 2147483647);
  }
  return {
    ids,
    sortField: String(sort[0]),
    sortOrder: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    offset: range[0],
    limit: Math.min(range[1] - range[0] + 1, MAX_PAGE),
    filter: filter as Record<string, unknown>,
  };
}

/** A list's own filters, read as the kind each must be; a wrong one is refused (422) by name ("filter status_id must be an id"). */
export const listFilter = {
  id(filter: Record<string, unknown>, field: string): number | undefined {
    const value = filter[field];
    if (value === undefined || value === null || value === '') return undefined;
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > 2147483647) throw ValidationError.field(field, validationMessages.list_filter({ field, kind: 'an id' }));
    return n;
  },
  flag(filter: Record<string, unknown>, field: string): boolean | undefined {
    const value = filter[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (value === true || value === 'true' || value === '1' || value === 1) return true;
    if (value === false || value === 'false' || value === '0' || value === 0) return false;
    throw ValidationError.field(field, validationMessages.list_filter({ field, kind: 'true or false' }));
  },
  /** Trimmed text, at most 100 characters; empty or not text: undefined. */
  text(filter: Record<string, unknown>, field: string): string | undefined {
    const value = filter[field];
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined;
  },
};

/**
 * A page of a list: sent as a JSON array with `Content-Range`, `X-Total-Count` and `X-Total-Exact`
 * headers. `exact` is false when the total is an estimate (a list past readList's exact threshold):
 * the back office then shows "about N".
 */
export class ListResult<T> {
  constructor(
    readonly resource: string,
    readonly items: T[],
    readonly total: number,
    readonly offset: number,
    readonly exact = true,
  ) {}

  /** A page read by readList (database/list-statement.ts), its total exact or estimated. */
  static of<T>(resource: string, page: { rows: T[]; total: number; exact: boolean }, offset: number): ListResult<T> {
    return new ListResult(resource, page.rows, page.total, offset, page.exact);
  }
}

@Injectable()
export class ListResultInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value) => {
        if (!(value instanceof ListResult)) return value;
        const response = context.switchToHttp().getResponse<Response>();
        const last = value.items.length > 0 ? value.offset + value.items.length - 1 : value.offset;
        response.setHeader('Content-Range', `${value.resource} ${value.offset}-${last}/${value.total}`);
        response.setHeader('X-Total-Count', String(value.total));
        response.setHeader('X-Total-Exact', String(value.exact));
        return value.items;
      }),
    );
  }
}
