import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * New search documents go straight into the GIN index instead of its pending list, so the planner
 * uses the index right after a bulk import too (a pending list is priced as a full read until vacuumed).
 */
export class SearchIndexTuning1764028800000 implements MigrationInterface {
  name = 'SearchIndexTuning1764028800000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX "IDX_product_search" SET (fastupdate = off)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER INDEX "IDX_product_search" RESET (fastupdate)`);
  }
}
