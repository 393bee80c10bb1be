import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import type { CartItemOption } from './cart.responses';

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

/** Available now over the enabled warehouses of the stock s (as the catalogue counts it). */
const AVAILABLE = `COALESCE((SELECT sum(v.available) FROM inventory v JOIN warehouse w ON w.id = v.warehouse_id AND w.enabled
                              WHERE v.stock_id = s.id), 0)::int`;

/** The product p's name in the language $lang, else the main language $main, else the first written. */
const NAME = (lang: number, main: number) => `COALESCE(
  (SELECT t.name FROM product_translation t WHERE t.product_id = p.id AND t.language = $${lang}),
  (SELECT t.name FROM product_translation t WHERE t.product_id = p.id AND t.language = $${main}),
  (SELECT t.name FROM product_translation t WHERE t.product_id = p.id ORDER BY t.id LIMIT 1), '')`;

/** Lines as checkout reads them: `items` is a row source named i with id, stock_id and quantity. */
const linesSql = (items: string, order = 'i.id') => `
  SELECT i.id::int AS item_id, i.stock_id, s.product_id, p.url, ${NAME(2, 3)} AS name, s.sku, p.cover_image AS image,
         s.price::float8 AS price, s.special_price::float8 AS special_price, i.quantity,
         (s.visibled AND p.visibled) AS visible, ${AVAILABLE} AS available,
         (SELECT COALESCE(json_agg(json_build_object(
                   'attribute', COALESCE(at.name, am.name, ''), 'value', COALESCE(ot.value, om.value, '')) ORDER BY a."order", a.id), '[]')
            FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id
            LEFT JOIN attribute_translation at ON at.attribute_id = a.id AND at.language = $2
            LEFT JOIN attribute_translation am ON am.attribute_id = a.id AND am.language = $3
            LEFT JOIN attribute_option_translation ot ON ot.option_id = o.id AND ot.language = $2
            LEFT JOIN attribute_option_translation om ON om.option_id = o.id AND om.language = $3
           WHERE o.id = ANY(s.option_ids)) AS options
    FROM ${items} JOIN stock s ON s.id = i.stock_id JOIN product p ON p.id = s.product_id
   ORDER BY ${order}`;

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
 * In a cart locked before this statement ($1): the stock's offer ($2) with what the cart holds, and
 * the quantity ($5) added to its line when `allowed` (held + quantity within what is available and
 * $6, a new line within $7 lines). The line's id is null when nothing was written.
 */
const OFFER_AND_ADD_SQL = `
  WITH offer AS (
         SELECT (s.visibled AND p.visibled) AS visible, ${AVAILABLE} AS available, ${NAME(3, 4)} AS name,
                COALESCE((SELECT i.quantity FROM cart_item i WHERE i.cart_id = $1 AND i.stock_id = s.id), 0) AS held,
                (SELECT count(*)::int FROM cart_item i WHERE i.cart_id = $1) AS lines
           FROM stock s JOIN product p ON p.id = s.product_id WHERE s.id = $2),
       added AS (
         INSERT INTO cart_item (cart_id, stock_id, quantity)
         SELECT $1, $2, $5 FROM offer
          WHERE offer.visible AND offer.held + $5 <= offer.available AND offer.held + $5 <= $6 AND (offer.held > 0 OR offer.lines < $7)
         ON CONFLICT (cart_id, stock_id) DO UPDATE SET quantity = cart_item.quantity + EXCLUDED.quantity, updated_at = now()
         RETURNING id)
  SELECT offer.*, (SELECT id FROM added)::int AS item_id FROM offer`;

/**
 * In a cart locked before this statement ($1): its line $2 set to the quantity $3 when lowered, or
 * when raised within what the stock has available and it is still sold. No row: no such line.
 */
const SET_LINE_SQL = `
  WITH l AS (SELECT stock_id, quantity FROM cart_item WHERE id = $2 AND cart_id = $1),
       offer AS (SELECT (s.visibled AND p.visibled) AS visible, ${AVAILABLE} AS available FROM l JOIN stock s ON s.id = l.stock_id JOIN product p ON p.id = s.product_id),
       changed AS (
         UPDATE cart_item SET quantity = $3, updated_at = now()
          WHERE id = $2 AND cart_id = $1 AND ($3 <= (SELECT quantity FROM l) OR EXISTS (SELECT 1 FROM offer WHERE offer.visible AND $3 <= offer.available))
         RETURNING id)
  SELECT l.quantity, COALESCE(offer.visible, false) AS visible, COALESCE(offer.available, 0) AS available, EXISTS (SELECT 1 FROM changed) AS changed
    FROM l LEFT JOIN offer ON true`;

/** The cart tables' one reader and writer. Every method runs in the caller's transaction. */
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
  async lockOwned(manager: EntityManager, cartId: string, customerId: number | null): Promise<string | null> {
    // TypeORM answers an UPDATE's RETURNING as [rows, count].
    const [rows] = await manager.query(
      `UPDATE cart SET updated_at = now() WHERE id = $1 AND customer_id IS NOT DISTINCT FROM $2 RETURNING id`,
      [cartId, customerId],
    );
    return rows[0]?.id ?? null;
  }

  lines(manager: EntityManager, cartId: string, language: LanguageCode, main: LanguageCode): Promise<CartLineRow[]> {
    return manager.query(LINES_SQL, [cartId, language, main]);
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
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return manager.query(
      linesSql(`(SELECT f.id, f.id AS stock_id, 1 AS quantity FROM stock f
                  WHERE $1 = '%%' OR f.sku ILIKE $1
                     OR EXISTS (SELECT 1 FROM product_translation t WHERE t.product_id = f.product_id AND t.name ILIKE $1)
                  ORDER BY f.id DESC LIMIT $4) i`, 'i.id DESC'),
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
    const [row] = await manager.query(NEW_CART_SQL, [stockId, language, main, quantity]);
    return row ?? null;
  }

  /**
   * In a cart this transaction has locked: the stock's offer and what the cart holds, and the
   * quantity added to the stock's line when the rules allow it (OFFER_AND_ADD_SQL), in one statement.
   */
  async offerAndAdd(
    manager: EntityManager,
    cartId: string,
    stockId: number,
    quantity: number,
    language: LanguageCode,
    main: LanguageCode,
    limits: { lineQuantity: number; lines: number },
  ): Promise<(StockOffer & { held: number; lines: number; item_id: number | null }) | null> {
    const [row] = await manager.query(OFFER_AND_ADD_SQL, [cartId, stockId, language, main, quantity, limits.lineQuantity, limits.lines]);
    return row ?? null;
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

  /** Sets the quantity of the cart's line when the rules allow it (SET_LINE_SQL); null when the cart holds no such line. */
  async setLine(
    manager: EntityManager,
    cartId: string,
    itemId: number,
    quantity: number,
  ): Promise<{ quantity: number; visible: boolean; available: number; changed: boolean } | null> {
    const [row] = await manager.query(SET_LINE_SQL, [cartId, itemId, quantity]);
    return row ?? null;
  }

  /** Removes the line; false when the cart holds no such line. */
  async removeLine(manager: EntityManager, cartId: string, itemId: number): Promise<boolean> {
    const [, count] = await manager.query(`DELETE FROM cart_item WHERE id = $1 AND cart_id = $2`, [itemId, cartId]);
    return count > 0;
  }

  async removeStock(manager: EntityManager, cartId: string, stockId: number): Promise<void> {
    await manager.query(`DELETE FROM cart_item WHERE cart_id = $1 AND stock_id = $2`, [cartId, stockId]);
  }

  async emptyCart(manager: EntityManager, cartId: string): Promise<void> {
    await manager.query(`DELETE FROM cart_item WHERE cart_id = $1`, [cartId]);
  }

  async deleteCart(manager: EntityManager, cartId: string): Promise<void> {
    await manager.query(`DELETE FROM cart WHERE id = $1`, [cartId]);
  }
}
