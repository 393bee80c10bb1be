// npm run migration:generate -- Name: compares the entities with the database and writes migrations/<timestamp>-Name.ts.
// Uses DATABASE_URL, or the embedded database of `npm start` (started for the occasion).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root, say } from './lib.mjs';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  process.stderr.write('Usage: npm run migration:generate -- PascalCaseName\n');
  process.exit(1);
}
ensureInstalled();
ensureBuilt();

const require = createRequire(import.meta.url);
let url = process.env.DATABASE_URL;
let stop = async () => {};
if (!url) {
  const { loadConfig } = require(join(root, 'dist/server/src/config/env.js'));
  const { startEmbeddedPostgres } = require(join(root, 'dist/server/src/database/embedded-postgres.js'));
  const config = loadConfig();
  const db = await startEmbeddedPostgres(config.files.dataDir, config.database.embeddedPort, say);
  url = db.url;
  stop = () => db.stop();
}
const { runMigrations } = require(join(root, 'dist/server/src/database/migrate.js'));
await runMigrations(url);
const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules/typeorm/cli.js'), 'migration:generate', `migrations/${name}`, '-d', 'dist/server/src/database/data-source.js', '--pretty'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
);
await stop();
process.exit(result.status ?? 1);
