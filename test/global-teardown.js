const { Client } = require('pg');
const { adminUrl, runPrefix } = require('./helpers/databases.js');

module.exports = async function globalTeardown() {
  const runId = process.env.SHOP_TEST_RUN;
  if (!runId) return;
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    const rows = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${runPrefix(runId)}_%`]);
    for (const { datname } of rows.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
