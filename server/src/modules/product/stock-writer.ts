import { EntityManager, In } from 'typeorm';
import { ConflictError, ValidationError } from '../../common/errors';
import type { Message } from '../../common/messages';
import type { HistoryActor, InventoryService, StockMove } from '../inventory';
import { StockDto } from './product.dto';
import { productMessages } from './product.messages';
import { Stock } from './stock.entity';

const fail = (message: Message, field = 'stocks') => ValidationError.field(field, message);

/** Checks that need no database: duplicates inside the request and prices. */
function checkPayload(stocks: StockDto[]): void {
  const skus = new Set<string>();
  for (const stock of stocks) {
    const sku = stock.sku.toLowerCase();
    if (skus.has(sku)) throw fail(productMessages.stock_sku_twice({ sku: stock.sku }));
    skus.add(sku);
    if (stock.special_price != null && stock.special_price > stock.price) throw fail(productMessages.special_price_above_price);
    const warehouses = new Set<number>();
    for (const row of stock.inventories) {
      if (row.warehouse_id === undefined || (row.id === undefined && row.quantity === undefined)) throw fail(productMessages.inventory_row);
      if (warehouses.has(row.warehouse_id)) throw fail(productMessages.same_warehouse);
      warehouses.add(row.warehouse_id);
    }
  }
}

/** Options must be values of stock_option attributes, one per attribute, the same attributes on every stock, no combination twice. */
async function checkOptions(manager: EntityManager, stocks: StockDto[]): Promise<void> {
  const ids = [...new Set(stocks.flatMap((s) => s.option_ids))];
  const rows: { id: number; attribute_id: number; position: string }[] = ids.length
    ? await manager.query(`SELECT o.id, o.attribute_id, a.position FROM attribute_option o JOIN attribute a ON a.id = o.attribute_id WHERE o.id = ANY($1)`, [ids])
    : [];
  const attributeOf = new Map(rows.filter((r) => r.position === 'stock_option').map((r) => [r.id, r.attribute_id]));
  let shape: string | undefined;
  const combinations = new Set<string>();
  for (const stock of stocks) {
    const attributes = stock.option_ids.map((id) => attributeOf.get(id));
    if (attributes.some((a) => a === undefined)) throw fail(productMessages.option_ids_not_stock_options);
    if (new Set(attributes).size !== attributes.length) throw fail(productMessages.one_value_per_attribute);
    const key = [...attributes].sort((a, b) => a! - b!).join(',');
    if (shape !== undefined && key !== shape) throw fail(productMessages.same_attributes);
    shape = key;
    const combination = [...stock.option_ids].sort((a, b) => a - b).join(',');
    if (combinations.has(combination)) throw fail(productMessages.same_options);
    combinations.add(combination);
  }
}

async function checkWarehouses(manager: EntityManager, stocks: StockDto[]): Promise<void> {
  const ids = [...new Set(stocks.flatMap((s) => s.inventories.map((i) => i.warehouse_id)))];
  const rows: { id: number }[] = ids.length ? await manager.query(`SELECT id FROM warehouse WHERE id = ANY($1)`, [ids]) : [];
  if (rows.length !== ids.length) throw fail(productMessages.unknown_warehouse);
}

async function checkSkusFree(manager: EntityManager, productId: number, stocks: StockDto[]): Promise<void> {
  const taken: { sku: string }[] = await manager.query(`SELECT sku FROM stock WHERE lower(sku) = ANY($1) AND product_id <> $2 LIMIT 1`, [
    stocks.map((s) => s.sku.toLowerCase()),
    productId,
  ]);
  if (taken.length > 0) throw ConflictError.field('stocks', productMessages.stock_sku_taken({ sku: taken[0].sku }));
}

/**
 * Saves a product's stocks and their per-warehouse inventories in the caller's transaction. Stocks
 * and inventories not listed are removed (an inventory only when empty, a stock's quantities
 * written off first); quantities go through the inventory owner (InventoryService.adjust): changes
 * on existing rows are "update" moves, new rows with stock "update" from zero.
 */
export async function saveStocks(manager: EntityManager, inventory: InventoryService, actor: HistoryActor, productId: number, stocks: StockDto[]): Promise<void> {
  checkPayload(stocks);
  await checkOptions(manager, stocks);
  await checkWarehouses(manager, stocks);
  await checkSkusFree(manager, productId, stocks);

  const existing = await manager.find(Stock, { where: { productId }, lock: { mode: 'pessimistic_write' }, order: { id: 'ASC' } });
  const existingIds = new Set(existing.map((s) => s.id));
  if (stocks.some((s) => s.id !== undefined && !existingIds.has(s.id))) throw fail(productMessages.unknown_stock);
  const rows: { id: number; stock_id: number; warehouse_id: number; quantity: number; reserved: number }[] = existing.length
    ? await manager.query(`SELECT id, stock_id, warehouse_id, quantity, reserved FROM inventory WHERE stock_id = ANY($1) ORDER BY id`, [[...existingIds]])
    : [];

  // Stocks left out go, unless orders hold some of their inventory; what they held is written off in the history.
  const keep = new Set(stocks.map((s) => s.id).filter((id): id is number => id !== undefined));
  const removed = existing.filter((s) => !keep.has(s.id)).map((s) => s.id);
  if (removed.length > 0) {
    await inventory.writeOff(manager, actor, removed, 'Stock removed from the product');
    await manager.delete(Stock, { id: In(removed) });
  }

  const moves: StockMove[] = [];
  for (const [index, dto] of stocks.entries()) {
    const values = {
      sku: dto.sku,
      price: dto.price,
      specialPrice: dto.special_price ?? null,
      visibled: dto.visibled ?? true,
      order: dto.order ?? index,
      optionIds: dto.option_ids,
    };
    let stockId: number;
    if (dto.id !== undefined) {
      stockId = dto.id;
      await manager.update(Stock, { id: stockId }, values);
    } else {
      stockId = (await manager.save(manager.create(Stock, { productId, ...values }))).id;
    }

    const current = rows.filter((i) => i.stock_id === stockId);
    const listed = new Set(dto.inventories.map((r) => r.id).filter((id): id is number => id !== undefined));
    for (const row of dto.inventories) if (row.id !== undefined && !current.some((i) => i.id === row.id)) throw fail(productMessages.unknown_inventory);
    await inventory.closeRows(
      manager,
      current.filter((i) => !listed.has(i.id)).map((i) => i.id),
    );
    for (const row of dto.inventories) {
      const before = current.find((i) => i.id === row.id);
      if (before && before.warehouse_id !== row.warehouse_id) throw fail(productMessages.inventory_row_moved);
    }
    const opened = await inventory.openRows(
      manager,
      stockId,
      dto.inventories.filter((row) => row.id === undefined).map((row) => row.warehouse_id),
    );
    for (const row of dto.inventories) {
      const before = current.find((i) => i.id === row.id);
      if (row.quantity === undefined || (before && before.quantity === row.quantity)) continue; // left out or unchanged
      const inventoryId = before?.id ?? opened.get(row.warehouse_id)!;
      if (!before && row.quantity === 0) continue; // a new empty row: nothing moved
      moves.push({ inventoryId, set: row.quantity, type: 'update', field: 'stocks', remark: before ? 'Quantity set in the product form' : 'Initial quantity' });
    }
  }
  await inventory.adjust(manager, actor, moves);
}
