import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Slides of the homepage slider (order, link, schedule; title, text and the desktop and mobile
 * images per language) and the homepage itself: an ordered list of sections (the slider, product
 * widgets, blocks) that staff arrange in the back office.
 */
export class SlidersAndHomepage1764800000000 implements MigrationInterface {
  name = 'SlidersAndHomepage1764800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "slide" (
        "id" SERIAL NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "order" integer NOT NULL DEFAULT 0,
        "link" varchar(500) NOT NULL DEFAULT '',
        "starts_at" timestamptz,
        "ends_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_slide" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_slide_schedule" CHECK ("ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" > "starts_at")
      )`);
    await q.query(`CREATE INDEX "IDX_slide_shown" ON "slide" ("order", "id") WHERE "enabled"`);
    await q.query(`
      CREATE TABLE "slide_translation" (
        "id" SERIAL NOT NULL,
        "language" varchar(10) NOT NULL,
        "slide_id" integer NOT NULL REFERENCES "slide"("id") ON DELETE CASCADE,
        "title" varchar(200) NOT NULL DEFAULT '',
        "text" varchar(1000) NOT NULL DEFAULT '',
        "image_path" varchar(500),
        "mobile_image_path" varchar(500),
        CONSTRAINT "PK_slide_translation" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_slide_translation" ON "slide_translation" ("slide_id", "language")`);
    await q.query(`
      CREATE TABLE "homepage_section" (
        "id" SERIAL NOT NULL,
        "position" integer NOT NULL,
        "type" varchar(20) NOT NULL,
        "widget" varchar(20),
        "data" jsonb NOT NULL DEFAULT '{}',
        "titles" jsonb NOT NULL DEFAULT '{}',
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_homepage_section" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_homepage_section_position" UNIQUE ("position"),
        CONSTRAINT "CHK_homepage_section_type" CHECK ("type" IN ('slider', 'widget', 'block')),
        CONSTRAINT "CHK_homepage_section_widget" CHECK (("type" = 'widget') = ("widget" IS NOT NULL))
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "homepage_section"`);
    await q.query(`DROP TABLE "slide_translation"`);
    await q.query(`DROP TABLE "slide"`);
  }
}
