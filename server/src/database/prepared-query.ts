import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { countStatement } from './query-counter';

/**
 * Runs a hot read as a named prepared statement on TypeORM's own pool: Postgres plans it once per
 * connection instead of on every request. The name carries a hash of the text, so different shapes
 * of one query never share a plan.
 */
export async function preparedQuery<T>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  countStatement();
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const hash = createHash('sha1').update(text).digest('hex').slice(0, 16);
  const result = await pool.query({ name: `${name}_${hash}`, text, values });
  return result.rows as T[];
}
