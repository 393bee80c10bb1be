import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import { preparedQueryOn } from '../../database/prepared-query';
import type { PromotionRule } from './promotion-rules';

/** Advisory lock space of per-customer promotion limits: this plus the promotion's id, then the shopper's hash. */
const PROMOTION_SHOPPER_LOCK = 740_000_000;

/** A promotion as stored (name in every language; dates as Date). */
export interface PromotionRow extends Omit<PromotionRule, 'name' | 'customer_uses' | 'used_count' | 'tier_ids' | 'tier_names'> {
  membership_tier_ids: number[];
  name: Record<string, string>;
  used_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A promotion as the rules read it for one cart and shopper: in the cart as a coupon or not. */
export type CandidateRow = Omit<PromotionRule, 'name' | 'starts_at' | 'ends_at' | 'tier_names'> & {
  name: Record<string, string>;
  starts_at: string | null;
  ends_at: string | null;
  in_cart: boolean;
  tier_names: Record<string, string>[];
};

/** The shopper's membership tier now, with its discount. */
export interface TierRow {
  id: number;
  name: Record<string, string>;
  discount_percent: number;
}

/** What a promotion may target on a product. */
export interface ProductFacts {
  id: number;
  brand_id: number | null;
  category_ids: number[];
}

export type PromotionValues = Omit<PromotionRow, 'id' | 'used_count' | 'created_at' | 'updated_at'>;

const COLUMNS = `p.id, p.type, p.code, p.name, p.enabled, p.starts_at, p.ends_at, p.min_spend::float8 AS min_spend, p.usage_limit,
  (SELECT count(*) FROM promotion_usage u WHERE u.promotion_id = p.id AND u.released_at IS NULL)::int AS used_count,
  p.per_customer_limit, p.priority, p.combinable, p.discount_kind, p.discount_value::float8 AS discount_value, p.target, p.target_ids,
  p.buy_quantity, p.get_quantity, p.membership_tier_ids, p.created_at, p.updated_at`;

export const PROMOTION_SORTS: Record<string, string> = {
  id: 'p.id',
  priority: 'p.priority',
  code: 'p.code',
  starts_at: 'p.starts_at',
  ends_at: 'p.ends_at',
  updated_at: 'p.updated_at',
};

/**
 * The back office's list: `q` searches the code and the name in every language; filters by type
 * (promotion_type) and enabled; empty values last both ways, ties by id ascending.
 */
const LIST: ListDefinition = {
  columns: COLUMNS,
  from: 'promotion p',
  id: 'p.id',
  sorts: Object.fromEntries(Object.entries(PROMOTION_SORTS).map(([key, sql]) => [key, { sql, nullsLast: true }])),
  search: (match) => `${match('p.code')} OR EXISTS (SELECT 1 FROM jsonb_each_text(p.name) n WHERE ${match('n.value')})`,
  filters: { promotion_type: { column: 'p.type', kind: 'string' }, enabled: { column: 'p.enabled', kind: 'boolean' } },
  ties: 'ascending',
};

const WRITABLE = [
  'type',
  'code',
  'name',
  'enabled',
  'starts_at',
  'ends_at',
  'min_spend',
  'usage_limit',
  'per_customer_limit',
  'priority',
  'combinable',
  'discount_kind',
  'discount_value',
  'target',
  'target_ids',
  'buy_quantity',
  'get_quantity',
  'membership_tier_ids',
] as const;

const valuesOf = (v: PromotionValues) => WRITABLE.map((key) => (key === 'name' ? JSON.stringify(v.name) : v[key]));

/**
 * The promotions a cart may get: the automatic ones in force now (no code, enabled, within their
 * dates) and the cart's coupons whatever their state (so the cart can say why one does not apply),
 * each with this shopper's uses ($3 a customer id, $4 an email; a guest's by email); what the
 * promotions may target on the cart's products ($2); and the member's tier now, with its discount.
 */
const CANDIDATES_SQL = `
  SELECT
    (SELECT COALESCE(json_agg(json_build_object(
              'id', p.id, 'type', p.type, 'code', p.code, 'name', p.name, 'enabled', p.enabled, 'starts_at', p.starts_at, 'ends_at', p.ends_at,
              'min_spend', p.min_spend, 'usage_limit', p.usage_limit, 'used_count', p.used_count, 'per_customer_limit', p.per_customer_limit,
              'customer_uses', CASE WHEN p.per_customer_limit IS NULL OR ($3::int IS NULL AND $4::text IS NULL) THEN 0 ELSE
                (SELECT count(*) FROM promotion_usage u WHERE u.promotion_id = p.id AND u.released_at IS NULL
                    AND (u.customer_id = $3::int OR lower(u.email) = lower($4::text))) END,
              'priority', p.priority, 'combinable', p.combinable, 'discount_kind', p.discount_kind, 'discount_value', p.discount_value,
              'target', p.target, 'target_ids', p.target_ids, 'buy_quantity', p.buy_quantity, 'get_quantity', p.get_quantity,
              'tier_ids', p.membership_tier_ids,
              'tier_names', ARRAY(SELECT t.name FROM membership_tier t WHERE t.id = ANY(p.membership_tier_ids) ORDER BY t."order", t.id),
              'in_cart', c.promotion_id IS NOT NULL OR p.code = ANY($5::text[])) ORDER BY p.id), '[]')
       FROM promotion p LEFT JOIN cart_coupon c ON c.promotion_id = p.id AND c.cart_id = $1::uuid
      WHERE c.promotion_id IS NOT NULL OR p.code = ANY($5::text[])
         OR (p.code IS NULL AND p.enabled AND (p.starts_at IS NULL OR p.starts_at <= now()) AND (p.ends_at IS NULL OR p.ends_at > now()))) AS rules,
    (SELECT COALESCE(json_agg(json_build_object('id', pr.id, 'brand_id', pr.brand_id,
              'category_ids', ARRAY(SELECT mp.menu_id FROM menu_product mp WHERE mp.product_id = pr.id))), '[]')
       FROM product pr WHERE pr.id = ANY($2::int[])) AS products,
    (SELECT json_build_object('id', t.id, 'name', t.name, 'discount_percent', t.discount_percent)
       FROM customer cu JOIN membership_tier t ON t.id = cu.membership_tier_id AND t.enabled
      WHERE cu.id = $3::int AND (cu.membership_expires_at IS NULL OR cu.membership_expires_at > now())) AS tier`;

/** The only code that reads and writes promotions, their uses and the coupons of carts. */
@Injectable()
export class PromotionRepository {
  list(manager: EntityManager, query: ListQuery): Promise<ListPage<PromotionRow>> {
    return readList(manager, LIST, query);
  }

  async get(manager: EntityManager, id: number, lock = false): Promise<PromotionRow | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM promotion p WHERE p.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return row ?? null;
  }

  async byCode(manager: EntityManager, code: string): Promise<{ id: number } | null> {
    const [row] = await manager.query(`SELECT id FROM promotion WHERE code = $1`, [code]);
    return row ?? null;
  }

  async insert(manager: EntityManager, values: PromotionValues): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO promotion (${WRITABLE.join(', ')}) VALUES (${WRITABLE.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      valuesOf(values),
    );
    return id;
  }

  /** Rewrites a promotion; its counter of uses is counted again from the uses (a limit set later counts the uses so far). */
  async update(manager: EntityManager, id: number, values: PromotionValues): Promise<boolean> {
    const [, count] = await manager.query(
      `UPDATE promotion SET ${WRITABLE.map((key, i) => `${key} = $${i + 2}`).join(', ')},
         used_count = (SELECT count(*) FROM promotion_usage u WHERE u.promotion_id = $1 AND u.released_at IS NULL), updated_at = now()
        WHERE id = $1`,
      [id, ...valuesOf(values)],
    );
    return count > 0;
  }

  async remove(manager: EntityManager, id: number): Promise<boolean> {
    const [, count] = await manager.query(`DELETE FROM promotion WHERE id = $1`, [id]);
    return count > 0;
  }

  /** Which of these ids of products, categories (menus of type category), brands or membership tiers exist. */
  async existing(manager: EntityManager, target: 'products' | 'categories' | 'brands' | 'tiers', ids: number[]): Promise<number[]> {
    const table = { products: 'product', categories: 'menu', brands: 'brand', tiers: 'membership_tier' }[target];
    const rows: { id: number }[] = await manager.query(
      `SELECT id FROM ${table} WHERE id = ANY($1::int[])${target === 'categories' ? ` AND type = 'category'` : ''}`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  /** Whether any promotion or tier discount is in use: when none is, carts skip the promotions' read. */
  async anyEnabled(manager: EntityManager): Promise<boolean> {
    const [row] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM promotion WHERE enabled) OR EXISTS (SELECT 1 FROM membership_tier WHERE enabled AND discount_percent > 0) AS any`,
    );
    return row.any;
  }

  async candidates(
    manager: EntityManager,
    cartId: string | null,
    productIds: number[],
    customerId: number | null,
    email: string | null,
    codes: readonly string[] = [],
  ): Promise<{ rules: CandidateRow[]; products: ProductFacts[]; tier: TierRow | null }> {
    const [row] = await preparedQueryOn<{ rules: CandidateRow[]; products: ProductFacts[]; tier: TierRow | null }>(
      manager,
      'promotion_candidates',
      CANDIDATES_SQL,
      [cartId, productIds, customerId, email, codes],
    );
    return row;
  }

  // ---- the coupons of a cart ----

  async couponCount(manager: EntityManager, cartId: string): Promise<number> {
    const [row] = await manager.query(`SELECT count(*)::int AS n FROM cart_coupon WHERE cart_id = $1`, [cartId]);
    return row.n;
  }

  /** Adds a coupon to a cart; false when it was there already. */
  async addCoupon(manager: EntityManager, cartId: string, promotionId: number): Promise<boolean> {
    const rows = await manager.query(`INSERT INTO cart_coupon (cart_id, promotion_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING promotion_id`, [
      cartId,
      promotionId,
    ]);
    return rows.length > 0;
  }

  /** Removes a coupon from a cart by its code; false when the cart did not have it. */
  async removeCoupon(manager: EntityManager, cartId: string, code: string): Promise<boolean> {
    const [, count] = await manager.query(`DELETE FROM cart_coupon c USING promotion p WHERE c.cart_id = $1 AND c.promotion_id = p.id AND p.code = $2`, [
      cartId,
      code,
    ]);
    return count > 0;
  }

  /** A guest cart's coupons join the member's cart it is merged into. */
  async moveCoupons(manager: EntityManager, fromCartId: string, toCartId: string): Promise<void> {
    await manager.query(`INSERT INTO cart_coupon (cart_id, promotion_id) SELECT $2, promotion_id FROM cart_coupon WHERE cart_id = $1 ON CONFLICT DO NOTHING`, [
      fromCartId,
      toCartId,
    ]);
  }

  async clearCoupons(manager: EntityManager, cartId: string): Promise<void> {
    await manager.query(`DELETE FROM cart_coupon WHERE cart_id = $1`, [cartId]);
  }

  // ---- uses ----

  /**
   * Counts one use of each limited promotion, only while it is under its limit: the row lock this
   * takes holds concurrent orders of the same promotion until this one commits, so a limit of 5 is
   * used exactly 5 times. Answers the ids that had room.
   */
  async takeLimited(manager: EntityManager, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    // An UPDATE answers [rows, count] through TypeORM.
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE promotion SET used_count = used_count + 1 WHERE id = ANY($1::int[]) AND usage_limit IS NOT NULL AND used_count < usage_limit RETURNING id`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  /** Serialises one shopper's orders with a promotion limited per customer (until commit). */
  async lockShopper(manager: EntityManager, promotionId: number, shopper: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [PROMOTION_SHOPPER_LOCK + promotionId, shopper]);
  }

  /** This shopper's uses of these promotions, read after their locks. */
  async shopperUses(manager: EntityManager, ids: number[], customerId: number | null, email: string): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows: { promotion_id: number; n: number }[] = await manager.query(
      `SELECT promotion_id, count(*)::int AS n FROM promotion_usage
        WHERE promotion_id = ANY($1::int[]) AND released_at IS NULL AND (customer_id = $2 OR lower(email) = lower($3)) GROUP BY promotion_id`,
      [ids, customerId, email],
    );
    return new Map(rows.map((r) => [r.promotion_id, r.n]));
  }

  async recordUses(manager: EntityManager, orderId: number, ids: number[], customerId: number | null, email: string): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(`INSERT INTO promotion_usage (promotion_id, order_id, customer_id, email) SELECT unnest($1::int[]), $2, $3, $4`, [
      ids,
      orderId,
      customerId,
      email,
    ]);
  }

  /** Gives an order's uses back (canceled, refunded): once, however often it is asked. */
  async release(manager: EntityManager, orderId: number): Promise<void> {
    await manager.query(
      `WITH released AS (UPDATE promotion_usage SET released_at = now() WHERE order_id = $1 AND released_at IS NULL RETURNING promotion_id)
       UPDATE promotion p SET used_count = GREATEST(p.used_count - 1, 0) FROM released r WHERE p.id = r.promotion_id AND p.usage_limit IS NOT NULL`,
      [orderId],
    );
  }
}
