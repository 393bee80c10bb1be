import { Client } from 'pg';
import request from 'supertest';
import { IMPORT_BATCH } from '../../server/src/modules/import/import-runner';
import { eventually, startTestApp, TestApp } from '../helpers/app';
import { createWarehouse } from '../helpers/catalog';
import { superAdmin, unique } from '../helpers/factories';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the worker's database, migrated by the global setup (CommonJS helper)
const { workerDatabaseUrl } = require('../helpers/databases.js') as { workerDatabaseUrl: () => string };

/** Rows the import commits at a time. */
const BATCH = IMPORT_BATCH;
/** Three batches: the process stops after the first (or during the second, which it finishes), the rest is left. */
const ROWS = 3 * BATCH;

// Its own spec file: no other app shares this database's outbox, so the run starts in the process the test stops.
describe('an import whose process stops', () => {
  let leaving: TestApp | undefined;
  let again: TestApp | undefined;
  // Reads the job between the two processes, on a connection of its own.
  const db = new Client({ connectionString: workerDatabaseUrl() });
  beforeAll(() => db.connect());
  afterAll(async () => {
    await leaving?.close();
    await again?.close();
    await db.end();
  });

  it('goes on from its last committed batch when a worker starts, and writes each row once', async () => {
    leaving = await startTestApp();
    // Both processes read the stored file from one data folder, as web and worker share a volume.
    const env = { DATA_DIR: leaving.config.files.dataDir };
    const { token } = await superAdmin(leaving);
    const warehouse = await createWarehouse(leaving.dataSource);
    const sku = unique('RES').toUpperCase();
    const lines = [
      ['sku', 'url', 'name_en_us', 'stock_sku', 'price', `inventory_${warehouse.name}`].join(','),
      ...Array.from({ length: ROWS }, (_, i) => [`${sku}-${i}`, `${sku.toLowerCase()}-${i}`, `Resumed tea ${i}`, `${sku}-${i}-1`, 100 + i, 2].join(',')),
    ];
    const job = async () =>
      (await db.query(`SELECT status, cursor, rows_read, created, updated, refused FROM import_job WHERE id = $1`, [id])).rows[0] as {
        status: string;
        cursor: number;
        rows_read: number;
        created: number;
        updated: number;
        refused: number;
      };
    const uploaded = await request(leaving.http)
      .post('/api/admin/import/product')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', Buffer.from(lines.join('\n')), 'many.csv')
      .expect(201);
    const id = uploaded.body.id as number;
    await request(leaving.http).post(`/api/admin/import/${id}/run`).set('Authorization', `Bearer ${token}`).expect(202);
    await eventually(async () => (await job()).cursor >= BATCH, 20_000, 'the first batch');

    await leaving.close();
    leaving = undefined;
    // Stopped between batches: whole batches only, the rest left for the next worker.
    const cut = await job();
    expect(cut.status).toBe('running');
    expect(cut.cursor % BATCH).toBe(0);
    expect(cut.cursor).toBeLessThan(ROWS);
    expect([cut.rows_read, cut.created]).toEqual([cut.cursor, cut.cursor]);

    again = await startTestApp(env);
    const done = await eventually(async () => {
      const now = await job();
      return now.status === 'done' ? now : undefined;
    }, 60_000);
    expect(done).toEqual({ status: 'done', cursor: ROWS, rows_read: ROWS, created: ROWS, updated: 0, refused: 0 });
    const [written] = await again.dataSource.query(
      `SELECT count(DISTINCT p.id)::int AS products, count(s.id)::int AS stocks, sum(i.quantity)::int AS units,
              (SELECT count(*)::int FROM inventory_history h WHERE h.sku LIKE $1) AS moves
         FROM product p JOIN stock s ON s.product_id = p.id JOIN inventory i ON i.stock_id = s.id WHERE p.sku LIKE $1`,
      [`${sku}-%`],
    );
    expect(written).toEqual({ products: ROWS, stocks: ROWS, units: 2 * ROWS, moves: ROWS });
    // A bound, not a pace: 6,000 rows through two processes on a loaded two-core machine.
  }, 120_000);
});
