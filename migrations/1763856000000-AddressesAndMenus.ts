import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddressesAndMenus1763856000000 implements MigrationInterface {
  name = 'AddressesAndMenus1763856000000';

  public async up(q: QueryRunner): Promise<void> {
    // Role names are unique whatever their case, also when two requests race.
    await q.query(`CREATE UNIQUE INDEX "UQ_role_name_lower" ON "role" (lower("name"))`);
    await q.query(`
      CREATE TABLE "customer_address" (
        "id" SERIAL PRIMARY KEY,
        "customer_id" integer NOT NULL REFERENCES "customer"("id") ON DELETE CASCADE,
        "first_name" varchar(100) NOT NULL,
        "last_name" varchar(100) NOT NULL,
        "country" char(2) NOT NULL,
        "contact_number" varchar(40) NOT NULL,
        "address" varchar(500) NOT NULL,
        "default_billing" boolean NOT NULL DEFAULT false,
        "default_shipping" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_customer_address_customer_id" ON "customer_address" ("customer_id")`);
    // At most one default of each kind per shopper, enforced by the database.
    await q.query(`CREATE UNIQUE INDEX "UQ_customer_address_default_billing" ON "customer_address" ("customer_id") WHERE "default_billing"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_customer_address_default_shipping" ON "customer_address" ("customer_id") WHERE "default_shipping"`);
    await q.query(`
      CREATE TABLE "menu" (
        "id" SERIAL PRIMARY KEY,
        "parent_id" integer REFERENCES "menu"("id") ON DELETE CASCADE,
        "enabled" boolean NOT NULL DEFAULT true,
        "type" varchar(20) NOT NULL,
        "url" varchar(500) NOT NULL,
        "order" integer NOT NULL DEFAULT 0,
        "open_in_current_tab" boolean NOT NULL DEFAULT true,
        "display_in_mobile" boolean NOT NULL DEFAULT true,
        "display_in_desktop" boolean NOT NULL DEFAULT true,
        "image_path" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_menu_type" CHECK ("type" IN ('category', 'page', 'link', 'blog_article', 'blog_category', 'form')),
        CONSTRAINT "CHK_menu_not_own_parent" CHECK ("parent_id" IS NULL OR "parent_id" <> "id")
      )`);
    await q.query(`CREATE INDEX "IDX_menu_parent_id" ON "menu" ("parent_id")`);
    await q.query(`
      CREATE TABLE "menu_translation" (
        "id" SERIAL PRIMARY KEY,
        "menu_id" integer NOT NULL REFERENCES "menu"("id") ON DELETE CASCADE,
        "language" varchar(10) NOT NULL,
        "title" varchar(200) NOT NULL,
        "short_description" text NOT NULL DEFAULT '',
        "meta_title" varchar(200) NOT NULL DEFAULT '',
        "meta_description" varchar(500) NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_menu_translation_menu_language" ON "menu_translation" ("menu_id", "language")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "menu_translation"`);
    await q.query(`DROP TABLE "menu"`);
    await q.query(`DROP TABLE "customer_address"`);
    await q.query(`DROP INDEX "UQ_role_name_lower"`);
  }
}
