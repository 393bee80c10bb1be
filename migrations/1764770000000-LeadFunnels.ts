import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Funnels: a public page (/funnel/{url}) that collects visitors into leads, and the ordered lead
 * statuses (stages) its board shows. A status that is a funnel's stage cannot be deleted. A lead
 * remembers the funnel it came through.
 */
export class LeadFunnels1764770000000 implements MigrationInterface {
  name = 'LeadFunnels1764770000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "lead_funnel" (
        "id" SERIAL NOT NULL,
        "title" varchar(200) NOT NULL,
        "url" varchar(200) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "enabled" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lead_funnel" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_lead_funnel_url" UNIQUE ("url")
      )`);
    await q.query(`
      CREATE TABLE "lead_funnel_stage" (
        "funnel_id" integer NOT NULL REFERENCES "lead_funnel"("id") ON DELETE CASCADE,
        "position" integer NOT NULL,
        "status_id" integer NOT NULL REFERENCES "lead_status"("id") ON DELETE RESTRICT,
        CONSTRAINT "PK_lead_funnel_stage" PRIMARY KEY ("funnel_id", "position"),
        CONSTRAINT "UQ_lead_funnel_stage_status" UNIQUE ("funnel_id", "status_id")
      )`);
    await q.query(`ALTER TABLE "lead" ADD "funnel_id" integer REFERENCES "lead_funnel"("id") ON DELETE SET NULL`);
    await q.query(`CREATE INDEX "IDX_lead_funnel" ON "lead" ("funnel_id", "status_id") WHERE "funnel_id" IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_lead_funnel"`);
    await q.query(`ALTER TABLE "lead" DROP COLUMN "funnel_id"`);
    await q.query(`DROP TABLE "lead_funnel_stage"`);
    await q.query(`DROP TABLE "lead_funnel"`);
  }
}
