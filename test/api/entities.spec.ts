import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/src/database/data-source-options';
import { startTestApp, TestApp } from '../helpers/app';

/**
 * The app takes each module's entities from where the module declares them (TypeOrmModule.forFeature);
 * the migration runner, the CLI and the seed find entity files by name. Both must see the same tables,
 * or a module whose entity is not registered would fail only in production paths.
 */
describe('entities', () => {
  let t: TestApp;
  let tools: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    tools = await new DataSource(dataSourceOptions(t.config.database.url)).initialize();
  });
  afterAll(async () => {
    await tools.destroy();
    await t.close();
  });

  it('are the same for the app (registered by the modules) and for the tools (found by file name)', () => {
    const tables = (ds: DataSource) => ds.entityMetadatas.map((m) => m.tableName).sort();
    expect(tables(t.dataSource)).toEqual(tables(tools));
    expect(tables(t.dataSource)).toEqual(expect.arrayContaining(['admin', 'customer', 'outbox', 'product', 'stock', 'setting']));
    expect(tables(t.dataSource).length).toBeGreaterThanOrEqual(41);
  });
});
