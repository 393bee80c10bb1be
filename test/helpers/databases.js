/** Where test databases live: TEST_DATABASE_URL (a server and a database to connect to for admin work). */
const adminUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function databaseUrl(name) {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

const runPrefix = (runId) => `shop_t_${runId}`;

/** The database of the current jest worker. */
const workerDatabaseUrl = () => databaseUrl(`${runPrefix(process.env.SHOP_TEST_RUN)}_${process.env.JEST_WORKER_ID || '1'}`);

module.exports = { adminUrl, databaseUrl, runPrefix, workerDatabaseUrl };
