import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQueryOn } from '../../database/prepared-query';
import type { LanguageCode } from '../../common/i18n/languages';
import type { CartItemOption } from './cart.responses';
import { containsPattern } from '../../database/list-statement';

/** A line as read, before prices are worked out. */
export interface CartLineRow {
  item_id: number;
  stock_id: number;
  product_id: number;
  url: string;
  name: string;
  sku: string;
  options: CartItemOption[];
  image: string | null;
  price: number;
  special_price: number | null;
  quantity: number;
  visible: boolean;
  available: number;
}

/** What a stock offers a cart now: whether it is sold, and how many are available over the enabled warehouses. */
export interface StockOffer {
  visible: boolean;
  available: number;
  name: string;
}

/**
 * Available now over the enabled warehouses of the stock s (as the catalogue counts it). Each row holds
 * at most an int's worth, their sum may not: it is read as at most that (more than any cart may hold).
 */
const AVAILABLE = `LEAST(COALESCE((SELECT sum(v.available) FROM inventory v JOIN warehouse w ON w.id = v.warehouse_id AND w.enabled
                              WHERE v.stock_id = s.id), 0), 2147483647)::int`;

/** The product p's name in the language $lang, else the main language $main, else the first written. */
const NAME = (lang: number, main: number) => `COALESCE(
  (SELECT t.name FROM product_translation t WHERE t.product_id = p.id AND t.language = $${lang}),
  (SELECT t.name FROM product_translation t WHERE t.product_id = p.id AND t.language = $${main}),
  (SELECT t.name FROM product_translation t WHERE t.product_id = p.id ORDER BY t.id LIMIT 1), '')`;

/**
 * Lines as checkout reads them: `items` is a row source named i with id, stock_id and quantity; the
 * names and option titles in the language of parameter `lang`, else of `main` (by number).
 */
const linesSql = (items: string, order = 'i.id', lang = 2, main = 3) => `
  SELECT i.id::int AS item_id, i.stock_id, s.product_id, p.url, ${NAME(lang, main)} AS name, s.sku, p.cover_image AS image,
         s.price::float8 AS price, s.special_price::float8 AS special_price, i.quantity,
         (s.visibled AND p.visibled) AS visible, ${AVAILABLE} AS available,
         (SELECT COALESCE(json_agg(json_build_object(
                   'attribute', COALESCE(at.name, am.name, ''), 'value', COALESCE(ot.value, om.value, '')) ORDER BY a."order", a.id), '[]')
            FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id
            LEFT JOIN attribute_translation at ON at.attribute_id = a.id AND at.language = $${lang}
            LEFT JOIN attribute_translation am ON am.attribute_id = a.id AND am.language = $${main}
            LEFT JOIN attribute_option_translation ot ON ot.option_id = o.id AND ot.language = $${lang}
            LEFT JOIN attribute_option_translation om ON om.option_id = o.id AND om.language = $${main}
           WHERE o.id = ANY(s.option_ids)) AS options
    FROM ${items}
         -- Per line, by primary key: a cart holds a few lines, and a plan that guessed more (a table not
         -- yet analysed, a generic plan of the prepared statement) would read every stock instead.
         CROSS JOIN LATERAL (SELECT * FROM stock s0 WHERE s0.id = i.stock_id LIMIT 1) s
         CROSS JOIN LATERAL (SELECT * FROM product p0 WHERE p0.id = s.product_id LIMIT 1) p
   ORDER BY ${order}`;

/**
 * The lines of `items` (as linesSql) as one JSON array, for a write's statement to answer the cart
 * as it leaves it: the write's own rows come from its RETURNING, which the statement's reads of the
 * table do not see.
 */
const linesJson = (items: string, lang: number, main: number) =>
  `(SELECT COALESCE(json_agg(x ORDER BY x.item_id), '[]') FROM (${linesSql(items, 'i.id', lang, main)}) x)`;

const LINES_SQL = linesSql(`(SELECT id, stock_id, quantity FROM cart_item WHERE cart_id = $1) i`);

/** Asked stocks ($1) and quantities ($4) as lines numbered from 1 in the order asked; unknown stocks are left out. */
const STOCK_LINES_SQL = linesSql(`unnest($1::int[], $4::int[]) WITH ORDINALITY AS i(stock_id, quantity, id)`);

/**
 * A new guest cart holding `quantity` ($4) of the stock $1, in one statement: the stock read as a
 * line, and the cart and its line written only when the stock is sold and has that many available.
 * Answers the line as read (none for an unknown stock) with the new cart's id and line id, both null
 * when nothing was written.
 */
const NEW_CART_SQL = `
  WITH line AS (${linesSql('(SELECT 0 AS id, $1::int AS stock_id, $4::int AS quantity) i')}),
       made AS (INSERT INTO cart (created_at) SELECT now() FROM line WHERE line.visible AND line.available >= $4 RETURNING id),
       item AS (INSERT INTO cart_item (cart_id, stock_id, quantity) SELECT made.id, $1, $4 FROM made RETURNING id, cart_id)
  SELECT line.*, item.id::int AS made_item_id, item.cart_id AS made_cart_id FROM line LEFT JOIN item ON true`;

/**
 * The cart a write is for, claimed (its row locked, updated_at bumped) as the first step of the
 * write's statement: `id` the cart (parameter `cart`) when it is the owner's (parameter `owner`; null
 * for a guest cart), `member` the member `owner`'s own cart, made when missing. No row: not this
 * shopper's cart.
 */
const CLAIM = {
  id: (owner: number, cart: number) =>
    `UPDATE cart SET updated_at = now() WHERE id = $${cart} AND customer_id IS NOT DISTINCT FROM $${owner}::int RETURNING id`,
  member: (owner: number) => `INSERT INTO cart (customer_id) VALUES ($${owner}) ON CONFLICT (customer_id) DO UPDATE SET updated_at = now() RETURNING id`,
} as const;

export type CartClaim = keyof typeof CLAIM;

/**
 * An add, in one statement: the cart claimed ($7 the owner, $8 the cart id), the stock's offer ($1)
 * with what the cart holds, and the quantity ($4) added to the stock's line when the rules allow
 * it: the cart's whole quantity of the stock within what is available and $5, a new line within $6
 * lines. The line's quantity is checked again against its latest version when it is raised (ON
 * CONFLICT ... WHERE), so two adds at once cannot both pass. item_id null: nothing was written;
 * cart_id null: no such cart.
 */
const ADD_SQL = (claim: CartClaim) => `
  WITH c AS (${claim === 'id' ? CLAIM.id(7, 8) : CLAIM.member(7)}),
       offer AS (
         SELECT (s.visibled AND p.visibled) AS visible, ${AVAILABLE} AS available, ${NAME(2, 3)} AS name,
                COALESCE((SELECT i.quantity FROM cart_item i WHERE i.cart_id = c.id AND i.stock_id = s.id), 0) AS held,
                (SELECT count(*)::int FROM cart_item i WHERE i.cart_id = c.id) AS lines
           FROM c, stock s JOIN product p ON p.id = s.product_id WHERE s.id = $1),
       added AS (
         INSERT INTO cart_item (cart_id, stock_id, quantity)
         SELECT c.id, $1, $4 FROM c, offer
          WHERE offer.visible AND offer.held + $4 <= offer.available AND offer.held + $4 <= $5 AND (offer.held > 0 OR offer.lines < $6)
         ON CONFLICT (cart_id, stock_id) DO UPDATE SET quantity = cart_item.quantity + EXCLUDED.quantity, updated_at = now()
          WHERE cart_item.quantity + EXCLUDED.quantity <= LEAST((SELECT available FROM offer), $5)
         RETURNING id, stock_id, quantity)
  SELECT (SELECT id FROM c) AS cart_id, offer.visible, offer.available, offer.name, offer.held, offer.lines, (SELECT id FROM added)::int AS item_id,
         ${linesJson(
           `(SELECT k.id, k.stock_id, k.quantity FROM cart_item k WHERE k.cart_id = ${claim === 'id' ? '$8' : '(SELECT id FROM c)'} AND k.stock_id <> $1 AND EXISTS (SELECT 1 FROM c)
                       UNION ALL SELECT id, stock_id, quantity FROM added) i`,
           2,
           3,
         )} AS items
    FROM (SELECT 1) one LEFT JOIN offer ON true`;

/**
 * A quantity change, in one statement: the cart claimed, and its line $2 set to the quantity $3 when
 * lowered, or raised within what the stock has available while it is sold; with the cart's lines
 * after it (names in $5, else $6). quantity null: no such line; cart_id null: no such cart.
 */
const SET_LINE_SQL = `
  WITH c AS (${CLAIM.id(4, 1)}),
       l AS (SELECT i.stock_id, i.quantity FROM cart_item i JOIN c ON c.id = i.cart_id WHERE i.id = $2),
       offer AS (SELECT (s.visibled AND p.visibled) AS visible, ${AVAILABLE} AS available FROM l JOIN stock s ON s.id = l.stock_id JOIN product p ON p.id = s.product_id),
       changed AS (
         UPDATE cart_item i SET quantity = $3, updated_at = now() FROM c
          WHERE i.id = $2 AND i.cart_id = c.id AND ($3 <= i.quantity OR EXISTS (SELECT 1 FROM offer WHERE offer.visible AND $3 <= offer.available))
         RETURNING i.id, i.stock_id, i.quantity)
  SELECT (SELECT id FROM c) AS cart_id, l.quantity, COALESCE(offer.visible, false) AS visible, COALESCE(offer.available, 0) AS available,
         EXISTS (SELECT 1 FROM changed) AS changed,
         ${linesJson('(SELECT k.id, k.stock_id, k.quantity FROM cart_item k WHERE k.cart_id = $1 AND k.id <> $2 AND EXISTS (SELECT 1 FROM c) UNION ALL SELECT id, stock_id, quantity FROM changed) i', 5, 6)} AS items
    FROM (SELECT 1) one LEFT JOIN l ON true LEFT JOIN offer ON true`;

/** A line removed, in one statement: the cart claimed and its line $2 deleted, with the cart's lines after it (names in $4, else $5). */
const REMOVE_LINE_SQL = `
  WITH c AS (${CLAIM.id(3, 1)}),
       gone AS (DELETE FROM cart_item i USING c WHERE i.id = $2 AND i.cart_id = c.id RETURNING i.id)
  SELECT (SELECT id FROM c) AS cart_id, EXISTS (SELECT 1 FROM gone) AS removed,
         ${linesJson('(SELECT k.id, k.stock_id, k.quantity FROM cart_item k WHERE k.cart_id = $1 AND k.id <> $2 AND EXISTS (SELECT 1 FROM c)) i', 4, 5)} AS items`;

/**
 * The cart tables' one reader and writer. Every method runs in the caller's transaction, except the
 * single-statement writes (add, setLine, removeLine, addToNewCart), which need none and answer the
 * cart's lines as they leave them.
 */
@Injectable()
export class CartRepository {
  /** A new guest cart's id. */
  async createGuest(manager: EntityManager): Promise<string> {
    const [row] = await manager.query(`INSERT INTO cart DEFAULT VALUES RETURNING id`);
    return row.id;
  }

  /** The member's cart, made when missing, locked for this transaction. */
  async lockMember(manager: EntityManager, customerId: number): Promise<string> {
    const [row] = await manager.query(
      `INSERT INTO cart (customer_id) VALUES ($1)
       ON CONFLICT (customer_id) DO UPDATE SET updated_at = now() RETURNING id`,
      [customerId],
    );
    return row.id;
  }

  /** Locks the cart when it is this owner's (a guest cart for no customer), else null. */
  /** The cart's id when it is this shopper's (a member's own, or a guest cart without a session), read only; else null. */
  async owned(manager: EntityManager, cartId: string, customerId: number | null): Promise<string | null> {
    const [row] = await manager.query(`SELECT id FROM cart WHERE id = $1 AND customer_id IS NOT DISTINCT FROM $2::int`, [cartId, customerId]);
    return row?.id ?? null;
  }

  async lockOwned(manager: EntityManager, cartId: string, customerId: number | null): Promise<string | null> {
    const [row] = await preparedQueryOn<{ id: string }>(
      manager,
      'cart_lock',
      `UPDATE cart SET updated_at = now() WHERE id = $1 AND customer_id IS NOT DISTINCT FROM $2::int RETURNING id`,
      [cartId, customerId],
    );
    return row?.id ?? null;
  }

  lines(manager: EntityManager, cartId: string, language: LanguageCode, main: LanguageCode): Promise<CartLineRow[]> {
    return preparedQueryOn(manager, 'cart_lines', LINES_SQL, [cartId, language, main]);
  }

  /** Stocks asked without a cart (a staff order), read as cart lines are. */
  stockLines(manager: EntityManager, asked: { stock_id: number; quantity: number }[], language: LanguageCode, main: LanguageCode): Promise<CartLineRow[]> {
    return manager.query(STOCK_LINES_SQL, [asked.map((a) => a.stock_id), language, main, asked.map((a) => a.quantity)]);
  }

  /**
   * Up to `limit` stocks whose sku or product name (in any language) holds `q`, newest first, read as
   * lines of quantity 1 (a staff order's stock picker); hidden ones too, marked by visible.
   */
  findStocks(manager: EntityManager, q: string, language: LanguageCode, main: LanguageCode, limit: number): Promise<CartLineRow[]> {
    const like = containsPattern(q);
    return manager.query(
      linesSql(
        `(SELECT f.id, f.id AS stock_id, 1 AS quantity FROM stock f
                  WHERE $1 = '%%' OR f.sku ILIKE $1
                     OR EXISTS (SELECT 1 FROM product_translation t WHERE t.product_id = f.product_id AND t.name ILIKE $1)
                  ORDER BY f.id DESC LIMIT $4) i`,
        'i.id DESC',
      ),
      [like, language, main, limit],
    );
  }

  /** A new guest cart with one line, when the stock is sold and has the quantity available (NEW_CART_SQL); null for an unknown stock. */
  async addToNewCart(
    manager: EntityManager,
    stockId: number,
    quantity: number,
    language: LanguageCode,
    main: LanguageCode,
  ): Promise<(CartLineRow & { made_cart_id: string | null; made_item_id: number | null }) | null> {
    const [row] = await preparedQueryOn<CartLineRow & { made_cart_id: string | null; made_item_id: number | null }>(manager, 'cart_new', NEW_CART_SQL, [
      stockId,
      language,
      main,
      quantity,
    ]);
    return row ?? null;
  }

  /**
   * Adds to a cart (ADD_SQL) without a transaction of its own: the cart of that id when it is the
   * owner's, or the member's own. Null when the cart is not this shopper's.
   */
  async add(
    manager: EntityManager,
    cart: { claim: 'id'; cartId: string; customerId: number | null } | { claim: 'member'; customerId: number },
    stockId: number,
    quantity: number,
    language: LanguageCode,
    main: LanguageCode,
    limits: { lineQuantity: number; lines: number },
  ): Promise<{ cart_id: string; offer: (StockOffer & { held: number; lines: number }) | null; item_id: number | null; items: CartLineRow[] } | null> {
    const values: unknown[] = [stockId, language, main, quantity, limits.lineQuantity, limits.lines, cart.customerId];
    type Row = {
      cart_id: string | null;
      item_id: number | null;
      items: CartLineRow[];
      visible: boolean | null;
      available: number;
      name: string;
      held: number;
      lines: number;
    };
    const [row] = await preparedQueryOn<Row>(manager, 'cart_add', ADD_SQL(cart.claim), cart.claim === 'id' ? [...values, cart.cartId] : values);
    if (!row?.cart_id) return null;
    const { cart_id, item_id, items, visible, ...offer } = row;
    return { cart_id, item_id, items, offer: visible === null ? null : { ...offer, visible } };
  }

  async quantityOf(manager: EntityManager, cartId: string, stockId: number): Promise<number> {
    const [row] = await manager.query(`SELECT quantity FROM cart_item WHERE cart_id = $1 AND stock_id = $2`, [cartId, stockId]);
    return row?.quantity ?? 0;
  }

  async lineCount(manager: EntityManager, cartId: string): Promise<number> {
    const [row] = await manager.query(`SELECT count(*)::int AS n FROM cart_item WHERE cart_id = $1`, [cartId]);
    return row.n;
  }

  /** Sets the line's quantity (made when missing). */
  async setQuantity(manager: EntityManager, cartId: string, stockId: number, quantity: number): Promise<void> {
    await manager.query(
      `INSERT INTO cart_item (cart_id, stock_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id, stock_id) DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()`,
      [cartId, stockId, quantity],
    );
  }

  /** Sets the quantity of the cart's line when the rules allow it (SET_LINE_SQL), without a transaction of its own. */
  async setLine(
    manager: EntityManager,
    cartId: string,
    customerId: number | null,
    itemId: number,
    quantity: number,
    language: LanguageCode,
    main: LanguageCode,
  ): Promise<{ cart_id: string | null; quantity: number | null; visible: boolean; available: number; changed: boolean; items: CartLineRow[] }> {
    const [row] = await preparedQueryOn<Awaited<ReturnType<CartRepository['setLine']>>>(manager, 'cart_set', SET_LINE_SQL, [
      cartId,
      itemId,
      quantity,
      customerId,
      language,
      main,
    ]);
    return row;
  }

  /** Removes the cart's line (REMOVE_LINE_SQL), without a transaction of its own. */
  async removeLine(
    manager: EntityManager,
    cartId: string,
    customerId: number | null,
    itemId: number,
    language: LanguageCode,
    main: LanguageCode,
  ): Promise<{ cart_id: string | null; removed: boolean; items: CartLineRow[] }> {
    const [row] = await preparedQueryOn<Awaited<ReturnType<CartRepository['removeLine']>>>(manager, 'cart_remove', REMOVE_LINE_SQL, [
      cartId,
      itemId,
      customerId,
      language,
      main,
    ]);
    return row;
  }

  async emptyCart(manager: EntityManager, cartId: string): Promise<void> {
    await preparedQueryOn(manager, 'cart_empty', `DELETE FROM cart_item WHERE cart_id = $1`, [cartId]);
  }

  async deleteCart(manager: EntityManager, cartId: string): Promise<void> {
    await manager.query(`DELETE FROM cart WHERE id = $1`, [cartId]);
  }
}
