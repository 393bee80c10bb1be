import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blog: categories (url, enabled, order; title, description and meta per language) and articles
 * (url, enabled, cover image, author, publish date, tags; title, summary, rich-text content and meta
 * per language), an article in any number of categories. A publish date in the future hides the
 * article from the storefront until then; the storefront reads published articles newest first, per
 * category and overall, from the partial indexes below.
 */
export class Blog1764790000000 implements MigrationInterface {
  name = 'Blog1764790000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "blog_category" (
        "id" SERIAL NOT NULL,
        "url" varchar(200) NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "order" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_blog_category" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_blog_category_url" UNIQUE ("url")
      )`);
    await q.query(`
      CREATE TABLE "blog_category_translation" (
        "id" SERIAL NOT NULL,
        "category_id" integer NOT NULL REFERENCES "blog_category"("id") ON DELETE CASCADE,
        "language" varchar(10) NOT NULL,
        "title" varchar(200) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "meta_title" varchar(200) NOT NULL DEFAULT '',
        "meta_description" text NOT NULL DEFAULT '',
        CONSTRAINT "PK_blog_category_translation" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_blog_category_translation" ON "blog_category_translation" ("category_id", "language")`);
    await q.query(`
      CREATE TABLE "blog_article" (
        "id" SERIAL NOT NULL,
        "url" varchar(200) NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "cover_image" varchar(500),
        "author" varchar(200) NOT NULL DEFAULT '',
        "publish_at" timestamptz NOT NULL DEFAULT now(),
        "tags" text[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_blog_article" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_blog_article_url" UNIQUE ("url")
      )`);
    await q.query(`CREATE INDEX "IDX_blog_article_published" ON "blog_article" ("publish_at" DESC, "id" DESC) WHERE "enabled"`);
    await q.query(`
      CREATE TABLE "blog_article_translation" (
        "id" SERIAL NOT NULL,
        "article_id" integer NOT NULL REFERENCES "blog_article"("id") ON DELETE CASCADE,
        "language" varchar(10) NOT NULL,
        "title" varchar(200) NOT NULL,
        "summary" text NOT NULL DEFAULT '',
        "content" text NOT NULL DEFAULT '',
        "meta_title" varchar(200) NOT NULL DEFAULT '',
        "meta_description" text NOT NULL DEFAULT '',
        CONSTRAINT "PK_blog_article_translation" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_blog_article_translation" ON "blog_article_translation" ("article_id", "language")`);
    await q.query(`
      CREATE TABLE "blog_article_category" (
        "article_id" integer NOT NULL REFERENCES "blog_article"("id") ON DELETE CASCADE,
        "category_id" integer NOT NULL REFERENCES "blog_category"("id") ON DELETE CASCADE,
        CONSTRAINT "PK_blog_article_category" PRIMARY KEY ("article_id", "category_id")
      )`);
    await q.query(`CREATE INDEX "IDX_blog_article_category_category" ON "blog_article_category" ("category_id", "article_id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "blog_article_category"`);
    await q.query(`DROP TABLE "blog_article_translation"`);
    await q.query(`DROP TABLE "blog_article"`);
    await q.query(`DROP TABLE "blog_category_translation"`);
    await q.query(`DROP TABLE "blog_category"`);
  }
}
