import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { toolEnv } from '../config/env';
import { dataSourceOptions } from './data-source-options';

/**
 * The data source the TypeORM CLI uses (`npm run migration:generate -- Name`).
 * scripts/migration-generate.mjs sets DATABASE_URL (the embedded database when none is given).
 */
const url = toolEnv().databaseUrl;
if (!url) throw new Error('DATABASE_URL must be set to use the TypeORM CLI');
export default new DataSource(dataSourceOptions(url));
