import { AppConfig, ConfigError, loadConfig } from './config/env';
import { rootLogger } from './common/logger';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { runMigrations } from './database/migrate';
import { seed, SeedResult } from './database/seed/seed';

export interface PreparedDatabase {
  config: AppConfig & { database: { url: string } };
  embedded: boolean;
  seedResult: SeedResult;
  stop(): Promise<void>;
}

/** Reads the config (failing fast), starts embedded Postgres when needed, migrates and seeds. */
export async function prepare(): Promise<PreparedDatabase> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = rootLogger(config.logLevel);
  let url = config.database.url;
  let stop = async () => undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres(
      config.files.dataDir,
      config.database.embeddedPort,
      (line) => logger.warn(line),
      config.database.embeddedDebug,
    );
    url = embedded.url;
    stop = async () => {
      await embedded.stop();
    };
    logger.info(`No DATABASE_URL: using the embedded PostgreSQL on port ${config.database.embeddedPort} (data in ${config.files.dataDir}/postgres)`);
  }
  const applied = await runMigrations(url);
  if (applied.length > 0) logger.info({ migrations: applied }, `Applied ${applied.length} migration(s)`);
  const seedResult = await seed(url, config);
  return { config: { ...config, database: { ...config.database, url } }, embedded: !config.database.url, seedResult, stop };
}
