import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change of the storefront's staff scripts (settings `script_header` / `script_footer`): who,
 * when, which field, the text before and after. Append-only like inventory_history, so the admin id
 * has no foreign key (it could not be set to null later); the admin's name is kept beside it.
 */
export class ScriptChangeHistory1764208800000 implements MigrationInterface {
  name = 'ScriptChangeHistory1764208800000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "script_change" (
        "id" BIGSERIAL PRIMARY KEY,
        "field" varchar(20) NOT NULL,
        "before" text NOT NULL,
        "after" text NOT NULL,
        "admin_id" integer,
        "admin_name" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_script_change_field" CHECK ("field" IN ('script_header', 'script_footer'))
      )`);
    await q.query(`CREATE INDEX "IDX_script_change_created" ON "script_change" ("created_at")`);
    await q.query(`
      CREATE FUNCTION script_change_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'script_change rows cannot be changed or deleted';
      END $$`);
    await q.query(`
      CREATE TRIGGER "TRG_script_change_immutable" BEFORE UPDATE OR DELETE ON "script_change"
      FOR EACH ROW EXECUTE FUNCTION script_change_immutable()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TRG_script_change_immutable" ON "script_change"`);
    await q.query(`DROP FUNCTION script_change_immutable()`);
    await q.query(`DROP TABLE "script_change"`);
  }
}
