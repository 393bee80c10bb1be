/* Creates this run's databases: a template migrated and seeded from the built server, then one copy per jest worker. */
const { Client } = require('pg');
const { join } = require('node:path');
const { adminUrl, databaseUrl, runPrefix } = require('./helpers/databases.js');

module.exports = async function globalSetup(globalConfig) {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  process.env.SHOP_TEST_RUN = runId;
  process.env.SHOP_TEST_WORKERS = String(globalConfig.maxWorkers);
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    // Databases left by runs that crashed more than three hours ago.
    const stale = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'shop_t_%'`);
    for (const { datname } of stale.rows) {
      const started = parseInt(datname.split('_')[2], 36);
      if (Number.isFinite(started) && Date.now() - started > 3 * 3600_000) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    const template = `${runPrefix(runId)}_tpl`;
    await client.query(`CREATE DATABASE "${template}"`);
    const url = databaseUrl(template);
    const dist = join(__dirname, '..', 'dist', 'server', 'src');
    const { runMigrations } = require(join(dist, 'database', 'migrate.js'));
    const { seedBase } = require(join(dist, 'database', 'seed', 'seed.js'));
    await runMigrations(url);
    const { DataSource } = require('typeorm');
    const { dataSourceOptions } = require(join(dist, 'database', 'data-source-options.js'));
    const ds = new DataSource(dataSourceOptions(url));
    await ds.initialize();
    await ds.transaction((manager) => seedBase(manager));
    await ds.destroy();
    for (let worker = 1; worker <= globalConfig.maxWorkers; worker++) {
      await client.query(`CREATE DATABASE "${runPrefix(runId)}_${worker}" TEMPLATE "${template}"`);
    }
  } finally {
    await client.end();
  }
};
