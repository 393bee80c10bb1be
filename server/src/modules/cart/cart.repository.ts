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

  /** The stock's offer and what this cart already holds: its quantity of the stock and its number of lines, in one statement. */
  async offerFor(manager: EntityManager, cartId: string, stockId: number, language: LanguageCode, main: LanguageCode): Promise<(StockOffer & { held: number; lines: number }) | null> {
    const [row] = await manager.query(
      `SELECT (s.visibled AND p.visibled) AS visible, ${AVAILABLE} AS available, ${NAME(3, 4)} AS name,
              COALESCE((SELECT i.quantity FROM cart_item i WHERE i.cart_id = $1 AND i.stock_id = s.id), 0) AS held,
              (SELECT count(*)::int FROM cart_item i WHERE i.cart_id = $1) AS lines
         FROM stock s JOIN product p ON p.id = s.product_id WHERE s.id = $2`,
      [cartId, stockId, language, main],
    );
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

  /** Adds to the line of the stock (made when missing); the line's id. */
  async addTo(manager: EntityManager, cartId: string, stockId: number, quantity: number): Promise<number> {
    const [row] = await manager.query(
      `INSERT INTO cart_item (cart_id, stock_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id, stock_id) DO UPDATE SET quantity = cart_item.quantity + EXCLUDED.quantity, updated_at = now()
       RETURNING id`,
      [cartId, stockId, quantity],
    );
    return row.id;
  }

  /** Sets the line's quantity (made when missing). */
  async setQuantity(manager: EntityManager, cartId: string, stockId: number, quantity: number): Promise<void> {
    await manager.query(
      `INSERT INTO cart_item (cart_id, stock_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id, stock_id) DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = now()`,
      [cartId, stockId, quantity],
    );
  }

  async line(manager: EntityManager, cartId: string, itemId: number): Promise<{ stock_id: number; quantity: number } | null> {
    const [row] = await manager.query(`SELECT stock_id, quantity FROM cart_item WHERE id = $1 AND cart_id = $2`, [itemId, cartId]);
    return row ?? null;
  }

  async updateLine(manager: EntityManager, itemId: number, quantity: number): Promise<void> {
    await manager.query(`UPDATE cart_item SET quantity = $2, updated_at = now() WHERE id = $1`, [itemId, quantity]);
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
