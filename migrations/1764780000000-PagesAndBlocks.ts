import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Static pages (/page/{url}: title, rich-text content and meta texts per language) and blocks
 * (reusable rich-text pieces found by identifier, per language). Content is stored sanitised.
 */
export class PagesAndBlocks1764780000000 implements MigrationInterface {
  name = 'PagesAndBlocks1764780000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "page" (
        "id" SERIAL PRIMARY KEY,
        "enabled" boolean NOT NULL DEFAULT true,
        "url" varchar(200) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_page_url" UNIQUE ("url")
      )`);
    await q.query(`
      CREATE TABLE "page_translation" (
        "id" SERIAL PRIMARY KEY,
        "page_id" integer NOT NULL REFERENCES "page"("id") ON DELETE CASCADE,
        "language" varchar(10) NOT NULL,
        "title" varchar(200) NOT NULL,
        "content" text NOT NULL DEFAULT '',
        "meta_title" varchar(200) NOT NULL DEFAULT '',
        "meta_description" varchar(500) NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_page_translation" ON "page_translation" ("page_id", "language")`);

    await q.query(`
      CREATE TABLE "block" (
        "id" SERIAL PRIMARY KEY,
        "enabled" boolean NOT NULL DEFAULT true,
        "identifier" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_block_identifier" UNIQUE ("identifier")
      )`);
    await q.query(`
      CREATE TABLE "block_translation" (
        "id" SERIAL PRIMARY KEY,
        "block_id" integer NOT NULL REFERENCES "block"("id") ON DELETE CASCADE,
        "language" varchar(10) NOT NULL,
        "title" varchar(200) NOT NULL,
        "content" text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_block_translation" ON "block_translation" ("block_id", "language")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "block_translation"`);
    await q.query(`DROP TABLE "block"`);
    await q.query(`DROP TABLE "page_translation"`);
    await q.query(`DROP TABLE "page"`);
  }
}
