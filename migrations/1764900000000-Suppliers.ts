import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Suppliers and purchase receipts. A supplier (unique name without case, one contact, enabled)
 * supplies stocks at a cost price each (supplier_stock: integer minor units of the base currency; a
 * stock may have several suppliers). A receipt records goods received from a supplier into a
 * warehouse: its lines (stock, quantity, unit cost) were added to that warehouse's inventory when it
 * was posted. Receipts are immutable (the database refuses changes and deletes, as inventory history
 * does): a mistake is corrected with an inventory move. Receipt lines keep their stock id and SKU
 * without a foreign key, like the inventory history: a record outlives the stock it names.
 */
export class Suppliers1764900000000 implements MigrationInterface {
  name = 'Suppliers1764900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "supplier" (
        "id" SERIAL NOT NULL,
        "name" varchar(100) NOT NULL,
        "contact_name" varchar(100) NOT NULL DEFAULT '',
        "email" varchar(254) NOT NULL DEFAULT '',
        "phone" varchar(40) NOT NULL DEFAULT '',
        "address" varchar(500) NOT NULL DEFAULT '',
        "notes" varchar(2000) NOT NULL DEFAULT '',
        "enabled" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_supplier" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_supplier_name" ON "supplier" (lower("name"))`);
    await q.query(`
      CREATE TABLE "supplier_stock" (
        "supplier_id" integer NOT NULL REFERENCES "supplier"("id") ON DELETE CASCADE,
        "stock_id" integer NOT NULL REFERENCES "stock"("id") ON DELETE CASCADE,
        "cost_price" integer NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_supplier_stock" PRIMARY KEY ("supplier_id", "stock_id"),
        CONSTRAINT "CHK_supplier_stock_cost" CHECK ("cost_price" >= 0)
      )`);
    await q.query(`CREATE INDEX "IDX_supplier_stock_stock" ON "supplier_stock" ("stock_id", "cost_price")`);
    await q.query(`
      CREATE TABLE "supplier_receipt" (
        "id" SERIAL NOT NULL,
        "supplier_id" integer NOT NULL REFERENCES "supplier"("id") ON DELETE RESTRICT,
        "warehouse_id" integer NOT NULL REFERENCES "warehouse"("id") ON DELETE RESTRICT,
        "reference" varchar(100) NOT NULL DEFAULT '',
        "note" varchar(1000) NOT NULL DEFAULT '',
        "admin_id" integer,
        "admin_name" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_supplier_receipt" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE INDEX "IDX_supplier_receipt_supplier" ON "supplier_receipt" ("supplier_id", "id")`);
    await q.query(`
      CREATE TABLE "supplier_receipt_line" (
        "id" SERIAL NOT NULL,
        "receipt_id" integer NOT NULL REFERENCES "supplier_receipt"("id") ON DELETE RESTRICT,
        "stock_id" integer NOT NULL,
        "sku" varchar(80) NOT NULL,
        "inventory_id" integer NOT NULL,
        "quantity" integer NOT NULL,
        "unit_cost" integer NOT NULL,
        CONSTRAINT "PK_supplier_receipt_line" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_supplier_receipt_line_stock" UNIQUE ("receipt_id", "stock_id"),
        CONSTRAINT "CHK_supplier_receipt_line_quantity" CHECK ("quantity" >= 1),
        CONSTRAINT "CHK_supplier_receipt_line_cost" CHECK ("unit_cost" >= 0)
      )`);
    // The cost of a stock is its latest receipt's unit cost: newest receipt first per stock.
    await q.query(`CREATE INDEX "IDX_supplier_receipt_line_stock" ON "supplier_receipt_line" ("stock_id", "receipt_id")`);
    await q.query(`
      CREATE FUNCTION supplier_receipt_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'supplier receipts cannot be changed or deleted';
      END $$`);
    for (const table of ['supplier_receipt', 'supplier_receipt_line']) {
      await q.query(`
        CREATE TRIGGER "TRG_${table}_immutable" BEFORE UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION supplier_receipt_immutable()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "supplier_receipt_line"`);
    await q.query(`DROP TABLE "supplier_receipt"`);
    await q.query(`DROP FUNCTION supplier_receipt_immutable()`);
    await q.query(`DROP TABLE "supplier_stock"`);
    await q.query(`DROP TABLE "supplier"`);
  }
}
