import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './naming-strategy';
import { ENTITIES } from './entities';
import { QueryCountingLogger } from './query-counter';

/** TypeORM options shared by the app, the migration runner and the CLI. Never synchronize. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: [join(__dirname, '..', '..', '..', 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // Failed queries surface as errors the exception filter logs with the request id. With SQL_COUNT
    // the statements of each request are counted (X-Sql-Count header), nothing is printed.
    ...(process.env.SQL_COUNT === 'true' ? { logging: ['query'] as const, logger: new QueryCountingLogger() } : { logging: false }),
    extra: { max: Number(process.env.DATABASE_POOL_SIZE ?? 10) },
  };
}
