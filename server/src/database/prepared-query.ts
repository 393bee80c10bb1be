import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { countStatement } from './query-counter';

/** Statement names by text, made once per text. */
const names = new Map<string, string>();

/**
 * Runs a hot read as a named prepared statement on TypeORM's own pool: Postgres plans it once per
 * connection instead of on every request. The name carries a hash of the text, so different shapes
 * of one query never share a plan.
 */
export async function preparedQuery<T>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  countStatement();
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  let named = names.get(text);
  if (!named) names.set(text, (named = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  const result = await pool.query({ name: named, text, values });
  return result.rows as T[];
}
