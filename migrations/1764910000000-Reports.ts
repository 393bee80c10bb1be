import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the reports and the dashboard (server/src/modules/report). The reports are computed by
 * SQL from the orders themselves, no rollup table: every figure stays true after any status move,
 * time zone change or correction, and nothing has to be kept in step with the order write path.
 *
 * - Orders by creation time carry what the sales report sums (status, totals, channel, store,
 *   payment method, customer) so a year of orders is read by an index-only scan. It replaces the
 *   list's ("created_at", "id"), which it serves the same way.
 * - The points step of an order's adjustments (the money points paid), by order: the sales report
 *   joins it without reading the other adjustments.
 * - Inventory history by time (the movement of a period) and inventories by what is available (low
 *   stock on the dashboard).
 */
export class Reports1764910000000 implements MigrationInterface {
  name = 'Reports1764910000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX "IDX_sales_order_report" ON "sales_order" ("created_at", "id")
        INCLUDE ("status", "grand_total", "discount_total", "channel", "store_id", "payment_method", "customer_id")`);
    await q.query(`DROP INDEX "IDX_sales_order_created_id"`);
    await q.query(`
      CREATE INDEX "IDX_sales_order_adjustment_points" ON "sales_order_adjustment" ("order_id") INCLUDE ("amount") WHERE "step" = 'points'`);
    await q.query(`CREATE INDEX "IDX_inventory_history_created" ON "inventory_history" ("created_at") INCLUDE ("warehouse_id", "type", "change")`);
    await q.query(`CREATE INDEX "IDX_inventory_available" ON "inventory" ("available", "id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_inventory_available"`);
    await q.query(`DROP INDEX "IDX_inventory_history_created"`);
    await q.query(`DROP INDEX "IDX_sales_order_adjustment_points"`);
    await q.query(`CREATE INDEX "IDX_sales_order_created_id" ON "sales_order" ("created_at", "id")`);
    await q.query(`DROP INDEX "IDX_sales_order_report"`);
  }
}
