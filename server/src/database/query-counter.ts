import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { AbstractLogger, LogLevel, LogMessage } from 'typeorm';

const requestScope = new AsyncLocalStorage<{ count: number }>();

/**
 * Counts the SQL statements each HTTP request runs (SQL_COUNT=true) and answers the count in an
 * `X-Sql-Count` header, so a benchmark or a test can see that a read path stays within its budget.
 */
export class QueryCountingLogger extends AbstractLogger {
  protected writeLog(_level: LogLevel, _message: LogMessage | LogMessage[]): void {
    // nothing is written: only counted
  }

  override logQuery(): void {
    countStatement();
  }
}

/** Counts a statement sent without TypeORM (see prepared-query.ts). */
export function countStatement(): void {
  const scope = requestScope.getStore();
  if (scope) scope.count += 1;
}

/** Runs `work` with a fresh statement tally; the tally is read after it settles. */
export function runCounted<T>(scope: { count: number }, work: () => Promise<T>): Promise<T> {
  return requestScope.run(scope, work);
}

export function countQueries(_req: Request, res: Response, next: NextFunction): void {
  const scope = { count: 0 };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the response as `this`
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (!res.headersSent) res.setHeader('X-Sql-Count', String(scope.count));
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  requestScope.run(scope, () => next());
}
