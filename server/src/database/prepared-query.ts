import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
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
  const result = await pool.query({ name: statementName(name, text), text, values });
  return result.rows as T[];
}

/**
 * preparedQuery through an EntityManager: on its transaction's connection when it is in one (a write
 * that must see, and be part of, what the transaction did), else on the pool. For the statements of
 * the hot writes (cart, checkout) whose planning costs more than running them.
 */
export async function preparedQueryOn<T>(manager: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  const runner = manager.queryRunner;
  if (!runner || !runner.isTransactionActive) return preparedQuery<T>(manager.connection, name, text, values);
  countStatement();
  const client = (await runner.connect()) as PoolClient;
  const result = await client.query({ name: statementName(name, text), text, values });
  return result.rows as T[];
}

/** The statement's name: the given one with a hash of the text, made once per text. */
function statementName(name: string, text: string): string {
  let named = names.get(text);
  if (!named) names.set(text, (named = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  return named;
}
