import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `order.create` (the phone order screen, /admin/order/create) joined the Orders group of the
 * permission catalogue after roles were made. A role is stored as a flat list of names and the role
 * screen ticks a group when the role holds all of its permissions, so every role that held the whole
 * Orders group (order.list, order.view, order.edit) showed it partly ticked, and its admins could not
 * take phone orders. Those roles were given the whole group: they get the new permission too. Roles
 * that held only part of the group keep what they had (ticking the group is theirs to decide). The
 * super admin role holds every permission already.
 *
 * down() takes nothing away: a grant made here cannot be told apart from one made on the role screen
 * since, and up() grants only what is missing, so running it again changes nothing.
 */
export class GrantOrderCreate1764620000000 implements MigrationInterface {
  name = 'GrantOrderCreate1764620000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE "role" SET "permissions" = array_append("permissions", 'order.create'), "updated_at" = now()
       WHERE NOT "is_super_admin"
         AND "permissions" @> ARRAY['order.list', 'order.view', 'order.edit']::text[]
         AND NOT ('order.create' = ANY("permissions"))`);
  }

  public async down(): Promise<void> {
    // Nothing to undo safely (see above).
  }
}
