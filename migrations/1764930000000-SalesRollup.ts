import { MigrationInterface, QueryRunner } from 'typeorm';

/** The statuses the sales report counts: sold (paid, shipped, completed) and refunded. */
const BOUGHT = `('paid', 'shipped', 'completed', 'refunded')`;

/**
 * The rollup of the sales report (issue 33): what the orders the report counts add up to, per hour
 * (UTC) × channel × store × payment method × kind (sold: paid, shipped, completed; refunded), so a
 * year of sales is a sum of some 9,000 hours' rows instead of a scan of every order.
 *
 * It is kept by statement triggers on the tables it sums, in the writing statement's transaction:
 * - sales_order (insert, update, delete): the rows a statement changed leave their old bucket and
 *   join their new one (a status move, a corrected creation time, a store set null...), summed per
 *   bucket through the transition tables, one upsert per bucket and statement, nothing written when
 *   the buckets did not change (a move shipped -> completed, a reservation released);
 * - sales_order_adjustment (insert, update, delete of the 'points' step): the money points paid of
 *   orders already counted moves from discounts to points;
 * - TRUNCATE of sales_order empties it.
 * Triggers, not the order events' subscribers: every write of the orders keeps it, also those that do
 * not go through OrderService (the API specs back-date orders with SQL, bench:reports seeds with
 * SQL, a correction by hand). A rollup write that fails fails the order's statement, so the move
 * rolls back: the rollup never disagrees with the orders.
 *
 * Buckets are written in key order (ORDER BY), so two statements touching the same buckets lock
 * them in the same order. A row whose orders drop to 0 stays (the report skips it). Filled here from the orders there are,
 * with both tables locked against writes while it is made.
 */
export class SalesRollup1764930000000 implements MigrationInterface {
  name = 'SalesRollup1764930000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "sales_rollup" (
        "hour" timestamptz NOT NULL,
        "channel" varchar(10) NOT NULL,
        "store_id" integer,
        "payment_method" varchar(30) NOT NULL,
        "kind" varchar(10) NOT NULL,
        "orders" integer NOT NULL,
        "revenue" bigint NOT NULL,
        "discounts" bigint NOT NULL,
        "points" bigint NOT NULL,
        CONSTRAINT "UQ_sales_rollup" UNIQUE NULLS NOT DISTINCT ("hour", "channel", "store_id", "payment_method", "kind"),
        CONSTRAINT "CHK_sales_rollup_kind" CHECK ("kind" IN ('sold', 'refunded')),
        CONSTRAINT "CHK_sales_rollup_hour" CHECK (date_trunc('hour', "hour", 'UTC') = "hour")
      )`);
    await q.query(`LOCK TABLE "sales_order", "sales_order_adjustment" IN SHARE ROW EXCLUSIVE MODE`);

    // Adds the changed orders' figures to their buckets: `new_rows` counted in, `old_rows` out (either may be empty).
    const ADD_ORDERS = (from: string) => `
      INSERT INTO sales_rollup AS r (hour, channel, store_id, payment_method, kind, orders, revenue, discounts, points)
      SELECT date_trunc('hour', d.created_at, 'UTC'), d.channel, d.store_id, d.payment_method,
             CASE WHEN d.status = 'refunded' THEN 'refunded' ELSE 'sold' END,
             sum(d.sign)::int, sum(d.sign * d.grand_total), sum(d.sign * (d.discount_total - COALESCE(p.paid, 0))), sum(d.sign * COALESCE(p.paid, 0))
        FROM (${from}) d
        LEFT JOIN LATERAL (SELECT -sum(a.amount) AS paid FROM sales_order_adjustment a WHERE a.order_id = d.id AND a.step = 'points') p ON true
       WHERE d.status IN ${BOUGHT}
       GROUP BY 1, 2, 3, 4, 5
      HAVING sum(d.sign) <> 0 OR sum(d.sign * d.grand_total) <> 0 OR sum(d.sign * d.discount_total) <> 0 OR sum(d.sign * COALESCE(p.paid, 0)) <> 0
       ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (hour, channel, store_id, payment_method, kind) DO UPDATE
         SET orders = r.orders + EXCLUDED.orders, revenue = r.revenue + EXCLUDED.revenue,
             discounts = r.discounts + EXCLUDED.discounts, points = r.points + EXCLUDED.points`;
    const COLUMNS = `id, created_at, channel, store_id, payment_method, status, grand_total, discount_total`;
    await q.query(`
      CREATE FUNCTION "sales_rollup_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${ADD_ORDERS(`SELECT ${COLUMNS}, 1 AS sign FROM new_rows`)};
        ELSIF TG_OP = 'UPDATE' THEN
          ${ADD_ORDERS(`SELECT ${COLUMNS}, 1 AS sign FROM new_rows UNION ALL SELECT ${COLUMNS}, -1 FROM old_rows`)};
        ELSE
          ${ADD_ORDERS(`SELECT ${COLUMNS}, -1 AS sign FROM old_rows`)};
        END IF;
        RETURN NULL;
      END $$`);
    // Moves the money points paid (minus the 'points' adjustments' amounts) of counted orders from discounts to points.
    const ADD_POINTS = (from: string) => `
      INSERT INTO sales_rollup AS r (hour, channel, store_id, payment_method, kind, orders, revenue, discounts, points)
      SELECT date_trunc('hour', o.created_at, 'UTC'), o.channel, o.store_id, o.payment_method,
             CASE WHEN o.status = 'refunded' THEN 'refunded' ELSE 'sold' END, 0, 0, -sum(d.paid), sum(d.paid)
        FROM (${from}) d JOIN sales_order o ON o.id = d.order_id
       WHERE o.status IN ${BOUGHT}
       GROUP BY 1, 2, 3, 4, 5
      HAVING sum(d.paid) <> 0
       ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (hour, channel, store_id, payment_method, kind) DO UPDATE
         SET discounts = r.discounts + EXCLUDED.discounts, points = r.points + EXCLUDED.points`;
    const NEW_POINTS = `SELECT order_id, -amount AS paid FROM new_rows WHERE step = 'points'`;
    const OLD_POINTS = `SELECT order_id, amount AS paid FROM old_rows WHERE step = 'points'`;
    await q.query(`
      CREATE FUNCTION "sales_rollup_points"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${ADD_POINTS(NEW_POINTS)};
        ELSIF TG_OP = 'UPDATE' THEN
          ${ADD_POINTS(`${NEW_POINTS} UNION ALL ${OLD_POINTS}`)};
        ELSE
          ${ADD_POINTS(OLD_POINTS)};
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION "sales_rollup_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM sales_rollup; RETURN NULL; END $$`);
    // A trigger has one event when it names transition tables; INSERT has no old rows, DELETE no new ones.
    await q.query(`CREATE TRIGGER "sales_rollup_order_insert" AFTER INSERT ON "sales_order" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_orders"()`);
    await q.query(`CREATE TRIGGER "sales_rollup_order_update" AFTER UPDATE ON "sales_order" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_orders"()`);
    await q.query(`CREATE TRIGGER "sales_rollup_order_delete" AFTER DELETE ON "sales_order" REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_orders"()`);
    await q.query(`CREATE TRIGGER "sales_rollup_order_truncate" AFTER TRUNCATE ON "sales_order" FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_truncate"()`);
    await q.query(`CREATE TRIGGER "sales_rollup_points_insert" AFTER INSERT ON "sales_order_adjustment" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_points"()`);
    await q.query(`CREATE TRIGGER "sales_rollup_points_update" AFTER UPDATE ON "sales_order_adjustment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_points"()`);
    await q.query(`CREATE TRIGGER "sales_rollup_points_delete" AFTER DELETE ON "sales_order_adjustment" REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_points"()`);

    await q.query(`
      INSERT INTO sales_rollup (hour, channel, store_id, payment_method, kind, orders, revenue, discounts, points)
      SELECT date_trunc('hour', o.created_at, 'UTC'), o.channel, o.store_id, o.payment_method,
             CASE WHEN o.status = 'refunded' THEN 'refunded' ELSE 'sold' END,
             count(*)::int, sum(o.grand_total), sum(o.discount_total - COALESCE(p.paid, 0)), COALESCE(sum(p.paid), 0)
        FROM sales_order o
        LEFT JOIN (SELECT a.order_id, -sum(a.amount) AS paid FROM sales_order_adjustment a WHERE a.step = 'points' GROUP BY a.order_id) p
          ON p.order_id = o.id
       WHERE o.status IN ${BOUGHT}
       GROUP BY 1, 2, 3, 4, 5`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const name of ['order_insert', 'order_update', 'order_delete', 'order_truncate'])
      await q.query(`DROP TRIGGER "sales_rollup_${name}" ON "sales_order"`);
    for (const name of ['points_insert', 'points_update', 'points_delete']) await q.query(`DROP TRIGGER "sales_rollup_${name}" ON "sales_order_adjustment"`);
    await q.query(`DROP FUNCTION "sales_rollup_truncate"()`);
    await q.query(`DROP FUNCTION "sales_rollup_points"()`);
    await q.query(`DROP FUNCTION "sales_rollup_orders"()`);
    await q.query(`DROP TABLE "sales_rollup"`);
  }
}
