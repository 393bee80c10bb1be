import { EntityManager, In } from 'typeorm';
import { ConflictError, ValidationError } from '../../common/errors';
import type { Admin } from '../account/admin.entity';
import { HistoryEntry, optionLabels, recordHistory } from '../inventory/inventory-history';
import { Inventory } from '../inventory/inventory.entity';
import { INVENTORY_ROW_MESSAGE, SAME_WAREHOUSE_MESSAGE, StockDto } from './product.dto';
import { Stock } from './stock.entity';

const fail = (message: string, field = 'stocks') => ValidationError.field(field, message);

/** Checks that need no database: duplicates inside the request and prices. */
function checkPayload(stocks: StockDto[]): void {
  const skus = new Set<string>();
  for (const stock of stocks) {
    const sku = stock.sku.toLowerCase();
    if (skus.has(sku)) throw fail(`Stock sku ${stock.sku} appears twice`);
    skus.add(sku);
    if (stock.special_price != null && stock.special_price > stock.price) throw fail('special_price must not be higher than price');
    const warehouses = new Set<number>();
    for (const row of stock.inventories) {
      if (row.warehouse_id === undefined || (row.id === undefined && row.quantity === undefined)) throw fail(INVENTORY_ROW_MESSAGE);
      if (warehouses.has(row.warehouse_id)) throw fail(SAME_WAREHOUSE_MESSAGE);
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
    if (attributes.some((a) => a === undefined)) throw fail('option_ids must be values of stock option attributes');
    if (new Set(attributes).size !== attributes.length) throw fail('A stock takes one value of each option attribute');
    const key = [...attributes].sort((a, b) => a! - b!).join(',');
    if (shape !== undefined && key !== shape) throw fail('Every stock of a product must use the same option attributes');
    shape = key;
    const combination = [...stock.option_ids].sort((a, b) => a - b).join(',');
    if (combinations.has(combination)) throw fail('Two stocks have the same options');
    combinations.add(combination);
  }
}

async function checkWarehouses(manager: EntityManager, stocks: StockDto[]): Promise<Map<number, string>> {
  const ids = [...new Set(stocks.flatMap((s) => s.inventories.map((i) => i.warehouse_id)))];
  const rows: { id: number; name: string }[] = ids.length ? await manager.query(`SELECT id, name FROM warehouse WHERE id = ANY($1)`, [ids]) : [];
  if (rows.length !== ids.length) throw fail('warehouse_id must be an existing warehouse');
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function warehouseNamesOf(manager: EntityManager, ids: number[]): Promise<Map<number, string>> {
  const rows: { id: number; name: string }[] = await manager.query(`SELECT id, name FROM warehouse WHERE id = ANY($1)`, [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function checkSkusFree(manager: EntityManager, productId: number, stocks: StockDto[]): Promise<void> {
  const taken: { sku: string }[] = await manager.query(`SELECT sku FROM stock WHERE lower(sku) = ANY($1) AND product_id <> $2 LIMIT 1`, [
    stocks.map((s) => s.sku.toLowerCase()),
    productId,
  ]);
  if (taken.length > 0) throw new ConflictError(`Stock sku ${taken[0].sku} is already used`, { stocks: [`Stock sku ${taken[0].sku} is already used`] });
}

/**
 * Saves a product's stocks and their per-warehouse inventories in the caller's transaction.
 * Stocks and inventories not listed are removed (an inventory only when empty); quantity changes on
 * existing rows are recorded as "update" moves, new rows with stock as "update" from zero.
 */
export async function saveStocks(manager: EntityManager, actor: Pick<Admin, 'id' | 'name'>, productId: number, stocks: StockDto[], mainLanguage: string): Promise<void> {
  checkPayload(stocks);
  await checkOptions(manager, stocks);
  const warehouseNames = await checkWarehouses(manager, stocks);
  await checkSkusFree(manager, productId, stocks);

  const existing = await manager.find(Stock, { where: { productId }, lock: { mode: 'pessimistic_write' }, order: { id: 'ASC' } });
  const existingIds = new Set(existing.map((s) => s.id));
  if (stocks.some((s) => s.id !== undefined && !existingIds.has(s.id))) throw fail('stocks holds an unknown stock id');
  const inventories = existing.length
    ? await manager.find(Inventory, { where: { stockId: In([...existingIds]) }, lock: { mode: 'pessimistic_write' }, order: { id: 'ASC' } })
    : [];
  // Rows left out of the form are named by their warehouse in messages, listed or not.
  const unnamed = [...new Set(inventories.map((i) => i.warehouseId))].filter((id) => !warehouseNames.has(id));
  if (unnamed.length > 0) for (const w of await manager.query(`SELECT id, name FROM warehouse WHERE id = ANY($1)`, [unnamed])) warehouseNames.set(w.id, w.name);

  // Stocks left out go, unless orders hold some of their inventory; what they held is written off in the history.
  const keep = new Set(stocks.map((s) => s.id).filter((id): id is number => id !== undefined));
  const removed = existing.filter((s) => !keep.has(s.id));
  if (removed.length > 0) {
    const removedIds = removed.map((s) => s.id);
    const held = inventories.filter((i) => removedIds.includes(i.stockId));
    if (held.some((i) => i.reserved > 0)) throw new ConflictError('A stock with reserved inventory cannot be removed');
    const written = held.filter((i) => i.quantity > 0);
    const labels = await optionLabels(manager, removedIds, mainLanguage);
    const names = written.length ? await warehouseNamesOf(manager, written.map((i) => i.warehouseId)) : new Map<number, string>();
    await recordHistory(
      manager,
      actor,
      written.map((i) => ({
        inventoryId: i.id,
        productId,
        stockId: i.stockId,
        warehouseId: i.warehouseId,
        warehouseName: names.get(i.warehouseId) ?? '',
        sku: removed.find((s) => s.id === i.stockId)!.sku,
        option: labels.get(i.stockId) ?? '',
        type: 'update' as const,
        change: -i.quantity,
        quantityAfter: 0,
        remark: 'Stock removed from the product',
      })),
    );
    await manager.delete(Stock, { id: In(removedIds) });
  }

  const pending: { stockId: number; sku: string; entry: Omit<HistoryEntry, 'option' | 'sku'> }[] = [];
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

    const current = inventories.filter((i) => i.stockId === stockId);
    const listed = new Set(dto.inventories.map((r) => r.id).filter((id): id is number => id !== undefined));
    for (const row of dto.inventories) if (row.id !== undefined && !current.some((i) => i.id === row.id)) throw fail('inventories holds an unknown inventory id');
    for (const inventory of current.filter((i) => !listed.has(i.id))) {
      if (inventory.quantity > 0) {
        throw new ConflictError(`The inventory in ${warehouseNames.get(inventory.warehouseId)} still holds ${inventory.quantity}: move it out before removing the row`);
      }
      await manager.delete(Inventory, { id: inventory.id });
    }
    for (const row of dto.inventories) {
      const before = current.find((i) => i.id === row.id);
      if (before && before.warehouseId !== row.warehouse_id) throw fail('An inventory row cannot move to another warehouse: use a transfer');
      if (before && row.quantity === undefined) continue; // left out: unchanged
      const quantity = row.quantity!;
      if (before && quantity < before.reserved) throw fail(`Quantity can not be less than the ${before.reserved} reserved by orders`);
      if (before && before.quantity === quantity) continue;
      let inventoryId = before?.id;
      if (before) await manager.update(Inventory, { id: before.id }, { quantity });
      else inventoryId = (await manager.save(manager.create(Inventory, { stockId, warehouseId: row.warehouse_id, quantity, reserved: 0 }))).id;
      const change = quantity - (before?.quantity ?? 0);
      if (change === 0) continue;
      pending.push({
        stockId,
        sku: dto.sku,
        entry: {
          inventoryId: inventoryId!,
          productId,
          stockId,
          warehouseId: row.warehouse_id,
          warehouseName: warehouseNames.get(row.warehouse_id)!,
          type: 'update',
          change,
          quantityAfter: quantity,
          remark: before ? 'Quantity set in the product form' : 'Initial quantity',
        },
      });
    }
  }
  const labels = await optionLabels(manager, [...new Set(pending.map((p) => p.stockId))], mainLanguage);
  await recordHistory(
    manager,
    actor,
    pending.map((p) => ({ ...p.entry, sku: p.sku, option: labels.get(p.stockId) ?? '' })),
  );
}
