import { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalogue1763942400000 implements MigrationInterface {
  name = 'Catalogue1763942400000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "attribute" (
        "id" SERIAL PRIMARY KEY,
        "position" varchar(20) NOT NULL,
        "order" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_attribute_position" CHECK ("position" IN ('stock_option', 'product_info'))
      )`);
    await q.query(`
      CREATE TABLE "attribute_translation" (
        "id" SERIAL PRIMARY KEY,
        "attribute_id" integer NOT NULL REFERENCES "attribute"("id") ON DELETE CASCADE,
        "language" varchar(10) NOT NULL,
        "name" varchar(100) NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_attribute_translation" ON "attribute_translation" ("attribute_id", "language")`);
    await q.query(`
      CREATE TABLE "attribute_option" (
        "id" SERIAL PRIMARY KEY,
        "attribute_id" integer NOT NULL REFERENCES "attribute"("id") ON DELETE CASCADE,
        "order" integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX "IDX_attribute_option_attribute" ON "attribute_option" ("attribute_id")`);
    await q.query(`
      CREATE TABLE "attribute_option_translation" (
        "id" SERIAL PRIMARY KEY,
        "option_id" integer NOT NULL REFERENCES "attribute_option"("id") ON DELETE CASCADE,
        "language" varchar(10) NOT NULL,
        "value" varchar(100) NOT NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_attribute_option_translation" ON "attribute_option_translation" ("option_id", "language")`);

    await q.query(`
      CREATE TABLE "brand" (
        "id" SERIAL PRIMARY KEY,
        "enabled" boolean NOT NULL DEFAULT true,
        "url" varchar(200) NOT NULL,
        "image_path" varchar(500),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_brand_url" UNIQUE ("url")
      )`);
    await q.query(`
      CREATE TABLE "brand_translation" (
        "id" SERIAL PRIMARY KEY,
        "brand_id" integer NOT NULL REFERENCES "brand"("id") ON DELETE CASCADE,
        "language" varchar(10) NOT NULL,
        "title" varchar(200) NOT NULL,
        "short_description" text NOT NULL DEFAULT '',
        "description" text NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_brand_translation" ON "brand_translation" ("brand_id", "language")`);

    await q.query(`
      CREATE TABLE "warehouse" (
        "id" SERIAL PRIMARY KEY,
        "enabled" boolean NOT NULL DEFAULT true,
        "name" varchar(100) NOT NULL,
        "address" varchar(500) NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_warehouse_name" UNIQUE ("name")
      )`);

    await q.query(`
      CREATE TABLE "product" (
        "id" SERIAL PRIMARY KEY,
        "sku" varchar(64) NOT NULL,
        "url" varchar(200) NOT NULL,
        "brand_id" integer REFERENCES "brand"("id") ON DELETE SET NULL,
        "is_new" boolean NOT NULL DEFAULT false,
        "is_featured" boolean NOT NULL DEFAULT false,
        "is_hot" boolean NOT NULL DEFAULT false,
        "visibled" boolean NOT NULL DEFAULT true,
        "min_price" bigint,
        "option_ids" integer[] NOT NULL DEFAULT '{}',
        "search_document" tsvector NOT NULL DEFAULT ''::tsvector,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_product_sku" UNIQUE ("sku"),
        CONSTRAINT "UQ_product_url" UNIQUE ("url")
      )`);
    await q.query(`CREATE INDEX "IDX_product_brand" ON "product" ("brand_id")`);
    await q.query(`CREATE INDEX "IDX_product_visible_created" ON "product" ("created_at" DESC) WHERE "visibled"`);
    await q.query(`CREATE INDEX "IDX_product_visible_price" ON "product" ("min_price") WHERE "visibled"`);
    await q.query(`CREATE INDEX "IDX_product_option_ids" ON "product" USING GIN ("option_ids")`);
    await q.query(`CREATE INDEX "IDX_product_search" ON "product" USING GIN ("search_document")`);
    await q.query(`
      CREATE TABLE "product_translation" (
        "id" SERIAL PRIMARY KEY,
        "product_id" integer NOT NULL REFERENCES "product"("id") ON DELETE CASCADE,
        "language" varchar(10) NOT NULL,
        "name" varchar(200) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "meta_title" varchar(200) NOT NULL DEFAULT '',
        "meta_description" varchar(500) NOT NULL DEFAULT ''
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_product_translation" ON "product_translation" ("product_id", "language")`);
    await q.query(`
      CREATE TABLE "product_image" (
        "id" SERIAL PRIMARY KEY,
        "product_id" integer NOT NULL REFERENCES "product"("id") ON DELETE CASCADE,
        "path" varchar(500) NOT NULL,
        "order" integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX "IDX_product_image_product" ON "product_image" ("product_id")`);
    await q.query(`
      CREATE TABLE "menu_product" (
        "menu_id" integer NOT NULL REFERENCES "menu"("id") ON DELETE CASCADE,
        "product_id" integer NOT NULL REFERENCES "product"("id") ON DELETE CASCADE,
        "order" integer NOT NULL DEFAULT 0,
        PRIMARY KEY ("menu_id", "product_id")
      )`);
    await q.query(`CREATE INDEX "IDX_menu_product_product" ON "menu_product" ("product_id")`);

    await q.query(`
      CREATE TABLE "stock" (
        "id" SERIAL PRIMARY KEY,
        "product_id" integer NOT NULL REFERENCES "product"("id") ON DELETE CASCADE,
        "sku" varchar(80) NOT NULL,
        "price" bigint NOT NULL,
        "special_price" bigint,
        "visibled" boolean NOT NULL DEFAULT true,
        "order" integer NOT NULL DEFAULT 0,
        "option_ids" integer[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_stock_sku" UNIQUE ("sku"),
        CONSTRAINT "CHK_stock_price" CHECK ("price" >= 0 AND ("special_price" IS NULL OR "special_price" >= 0))
      )`);
    await q.query(`CREATE INDEX "IDX_stock_product" ON "stock" ("product_id")`);

    await q.query(`
      CREATE TABLE "inventory" (
        "id" SERIAL PRIMARY KEY,
        "stock_id" integer NOT NULL REFERENCES "stock"("id") ON DELETE CASCADE,
        "warehouse_id" integer NOT NULL REFERENCES "warehouse"("id") ON DELETE RESTRICT,
        "quantity" integer NOT NULL DEFAULT 0,
        "reserved" integer NOT NULL DEFAULT 0,
        "available" integer GENERATED ALWAYS AS ("quantity" - "reserved") STORED,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_inventory_stock_warehouse" UNIQUE ("stock_id", "warehouse_id"),
        CONSTRAINT "CHK_inventory_quantity" CHECK ("quantity" >= 0 AND "reserved" >= 0 AND "reserved" <= "quantity")
      )`);
    await q.query(`CREATE INDEX "IDX_inventory_warehouse" ON "inventory" ("warehouse_id")`);

    await q.query(`
      CREATE TABLE "inventory_history" (
        "id" BIGSERIAL PRIMARY KEY,
        "inventory_id" integer NOT NULL,
        "product_id" integer NOT NULL,
        "stock_id" integer NOT NULL,
        "warehouse_id" integer NOT NULL,
        "type" varchar(10) NOT NULL,
        "change" integer NOT NULL,
        "quantity_after" integer NOT NULL,
        "from_warehouse_id" integer,
        "to_warehouse_id" integer,
        "remark" varchar(500) NOT NULL DEFAULT '',
        "admin_id" integer,
        "admin_name" varchar(100) NOT NULL,
        "warehouse_name" varchar(100) NOT NULL,
        "sku" varchar(80) NOT NULL,
        "option" varchar(300) NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_inventory_history_type" CHECK ("type" IN ('plus', 'minus', 'transfer', 'update'))
      )`);
    await q.query(`CREATE INDEX "IDX_inventory_history_inventory" ON "inventory_history" ("inventory_id", "id")`);
    await q.query(`CREATE INDEX "IDX_inventory_history_product" ON "inventory_history" ("product_id", "id")`);
    // History is append-only: the database itself refuses to change or remove a row.
    await q.query(`
      CREATE FUNCTION inventory_history_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'inventory_history rows cannot be changed or deleted';
      END $$`);
    await q.query(`
      CREATE TRIGGER "TRG_inventory_history_immutable" BEFORE UPDATE OR DELETE ON "inventory_history"
      FOR EACH ROW EXECUTE FUNCTION inventory_history_immutable()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TRG_inventory_history_immutable" ON "inventory_history"`);
    await q.query(`DROP FUNCTION inventory_history_immutable()`);
    for (const table of [
      'inventory_history',
      'inventory',
      'stock',
      'menu_product',
      'product_image',
      'product_translation',
      'product',
      'warehouse',
      'brand_translation',
      'brand',
      'attribute_option_translation',
      'attribute_option',
      'attribute_translation',
      'attribute',
    ]) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
