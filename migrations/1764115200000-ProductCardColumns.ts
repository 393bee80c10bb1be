import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a listing card shows besides the name, kept on the product row like min_price: the lowest
 * regular price of its visible stocks and the first image. A page of cards then reads one row per
 * product instead of two extra lookups each.
 */
export class ProductCardColumns1764115200000 implements MigrationInterface {
  name = 'ProductCardColumns1764115200000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "product" ADD "regular_price" bigint, ADD "cover_image" varchar(500)`);
    await q.query(
      `UPDATE "product" p SET
          "regular_price" = (SELECT min(s."price") FROM "stock" s WHERE s."product_id" = p."id" AND s."visibled"),
          "cover_image" = (SELECT i."path" FROM "product_image" i WHERE i."product_id" = p."id" ORDER BY i."order", i."id" LIMIT 1)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "product" DROP COLUMN "cover_image", DROP COLUMN "regular_price"`);
  }
}
