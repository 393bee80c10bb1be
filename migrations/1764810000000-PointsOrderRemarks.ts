import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reward point rows of an order (earned, used, given back, taken back) no longer carry the remark
 * "Order N": the order is their own column and the type says what happened, in the reader's
 * language. The remarks written so far on such rows are emptied; staff remarks stay.
 */
export class PointsOrderRemarks1764810000000 implements MigrationInterface {
  name = 'PointsOrderRemarks1764810000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE "reward_point" r SET "remark" = ''
        FROM "sales_order" o
       WHERE o."id" = r."order_id" AND r."type" IN ('earn', 'redeem', 'return', 'clawback') AND r."remark" = 'Order ' || o."number"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE "reward_point" r SET "remark" = 'Order ' || o."number"
        FROM "sales_order" o
       WHERE o."id" = r."order_id" AND r."type" IN ('earn', 'redeem', 'return', 'clawback') AND r."remark" = ''`);
  }
}
