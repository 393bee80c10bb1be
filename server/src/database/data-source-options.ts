import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { AfterCommitHooks } from './after-commit';
import { SnakeNamingStrategy } from './naming-strategy';
import { QueryCountingLogger } from './query-counter';

/** How the app's own data source differs from the tools' (migration runner, CLI, seed): from AppConfig's database section. */
export interface PoolOptions {
  poolSize?: number;
  sqlCount?: boolean;
}

/**
 * Every entity file of the server. The app registers each module's entities where the module is
 * declared (TypeOrmModule.forFeature, read with autoLoadEntities); the tools, which run without the
 * modules (migration runner, CLI, seed), find the same files by name. test/api/entities.spec.ts checks
 * that the two agree.
 */
export const ENTITY_FILES = [join(__dirname, '..', 'modules', '**', '*.entity.{js,ts}'), join(__dirname, '..', 'queue', '*.entity.{js,ts}')];

/** TypeORM options shared by the app, the migration runner and the CLI. Never synchronize. */
export function dataSourceOptions(url: string, pool: PoolOptions = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITY_FILES,
    // Work and events that wait for a transaction to commit (see after-commit.ts).
    subscribers: [AfterCommitHooks],
    migrations: [join(__dirname, '..', '..', '..', 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // Failed queries surface as errors the exception filter logs with the request id. With SQL_COUNT
    // the statements of each request are counted (X-Sql-Count header), nothing is printed.
    ...(pool.sqlCount ? { logging: ['query'] as const, logger: new QueryCountingLogger() } : { logging: false }),
    extra: { max: pool.poolSize ?? 10 },
  };
}
