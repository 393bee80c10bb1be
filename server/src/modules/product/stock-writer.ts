import type { EntityManager } from 'typeorm';
import { ConflictError, ValidationError } from '../../common/errors';
import type { Message } from '../../common/messages';
import type { HistoryActor, InventoryService, StockMove } from '../inventory';
import { StockDto } from './product.dto';
import { productMessages } from './product.messages';
import type { StockRepository } from './stock.repository';

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
async function checkOptions(manager: EntityManager, repository: StockRepository, stocks: StockDto[]): Promise<void> {
  const ids = [...new Set(stocks.flatMap((s) => s.option_ids))];
  const rows = ids.length ? await repository.optionAttributes(manager, ids) : [];
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

async function checkWarehouses(manager: EntityManager, repository: StockRepository, stocks: StockDto[]): Promise<void> {
  const ids = [...new Set(stocks.flatMap((s) => s.inventories.map((i) => i.warehouse_id)))];
  const found = ids.length ? await repository.warehouseIdsAmong(manager, ids) : [];
  if (found.length !== ids.length) throw fail(productMessages.unknown_warehouse);
}

async function checkSkusFree(manager: EntityManager, repository: StockRepository, productId: number, stocks: StockDto[]): Promise<void> {
  const taken = await repository.stockSkuTakenElsewhere(
    manager,
    stocks.map((s) => s.sku),
    productId,
  );
  if (taken !== undefined) throw ConflictError.field('stocks', productMessages.stock_sku_taken({ sku: taken }));
}

/**
 * Saves a product's stocks and their per-warehouse inventories in the caller's transaction. Stocks
 * and inventories not listed are removed (an inventory only when empty, a stock's quantities
 * written off first); quantities go through the inventory owner (InventoryService.adjust): changes
 * on existing rows are "update" moves, new rows with stock "update" from zero.
 */
export async function saveStocks(
  manager: EntityManager,
  repository: StockRepository,
  inventory: InventoryService,
  actor: HistoryActor,
  productId: number,
  stocks: StockDto[],
): Promise<void> {
  checkPayload(stocks);
  await checkOptions(manager, repository, stocks);
  await checkWarehouses(manager, repository, stocks);
  await checkSkusFree(manager, repository, productId, stocks);

  const existing = await repository.lockOfProduct(manager, productId);
  const existingIds = new Set(existing.map((s) => s.id));
  if (stocks.some((s) => s.id !== undefined && !existingIds.has(s.id))) throw fail(productMessages.unknown_stock);
  const rows = existing.length ? await repository.inventoryRows(manager, [...existingIds]) : [];

  // Stocks left out go, unless orders hold some of their inventory; what they held is written off in the history.
  const keep = new Set(stocks.map((s) => s.id).filter((id): id is number => id !== undefined));
  const removed = existing.filter((s) => !keep.has(s.id)).map((s) => s.id);
  if (removed.length > 0) {
    await inventory.writeOff(manager, actor, removed, 'Stock removed from the product');
    await repository.delete(manager, removed);
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
      await repository.update(manager, stockId, values);
    } else {
      stockId = await repository.insert(manager, productId, values);
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
