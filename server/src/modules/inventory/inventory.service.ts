import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import { HistoryEntry, optionLabels, recordHistory, type HistoryActor } from './inventory-history';
import type { InventoryMove } from './inventory.entity';
import { InventoryMoveDto, InventoryTransferDto } from './inventory.dto';
import { inventoryMessages } from './inventory.messages';
import { InventoryRepository } from './inventory.repository';
import { InventoryHistoryRow, InventoryMoveAnswer } from './inventory.responses';

/**
 * One change to one inventory row, as `adjust` takes it. `add` and `take` move quantity in or out
 * (a take never reaches what orders reserved); `set` sets it (never below what is reserved).
 * `type` is the history's kind of move; `field` names the request field a refusal points at.
 */
export interface StockMove {
  inventoryId: number;
  add?: number;
  take?: number;
  set?: number;
  type: InventoryMove;
  remark: string;
  field?: string;
  fromWarehouseId?: number;
  toWarehouseId?: number;
}

/**
 * The one owner of inventory rows and their history. Every change of a quantity goes through
 * `adjust` in the caller's transaction: it locks the rows (in id order, so two writers in opposite
 * directions cannot deadlock), keeps each row at or above what orders reserved, appends an
 * immutable history row per change and publishes inventory.changed after commit. Admin moves,
 * the product form, and later reservations, orders, the POS and supplier receipts all come here.
 */
@Injectable()
export class InventoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: InventoryRepository,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
  ) {}

  /** Applies the moves in order, in the caller's transaction; refuses all of them if one breaks a rule. */
  async adjust(manager: EntityManager, actor: HistoryActor, moves: StockMove[]): Promise<void> {
    if (moves.length === 0) return;
    const ids = [...new Set(moves.map((m) => m.inventoryId))];
    const rows = new Map((await this.repository.lockRows(manager, ids)).map((r) => [r.id, r]));
    const quantities = new Map([...rows.values()].map((r) => [r.id, r.quantity]));
    const entries: Omit<HistoryEntry, 'option'>[] = [];
    for (const move of moves) {
      const row = rows.get(move.inventoryId);
      if (!row) throw new NotFoundError();
      const before = quantities.get(row.id)!;
      const field = move.field ?? 'quantity';
      let after = before;
      if (move.add !== undefined) after = before + move.add;
      if (move.take !== undefined) {
        if (move.take > before - row.reserved) throw ValidationError.field(field, inventoryMessages.over_total);
        after = before - move.take;
      }
      if (move.set !== undefined) {
        if (move.set < row.reserved) throw ValidationError.field(field, inventoryMessages.below_reserved({ reserved: row.reserved }));
        after = move.set;
      }
      // A quantity set to what it was is still a count worth recording; nothing else unchanged is.
      if (after === before && move.set === undefined) continue;
      quantities.set(row.id, after);
      entries.push({
        inventoryId: row.id,
        productId: row.product_id,
        stockId: row.stock_id,
        warehouseId: row.warehouse_id,
        warehouseName: row.warehouse_name,
        sku: row.sku,
        type: move.type,
        change: after - before,
        quantityAfter: after,
        remark: move.remark,
        fromWarehouseId: move.fromWarehouseId,
        toWarehouseId: move.toWarehouseId,
      });
    }
    if (entries.length === 0) return;
    const changed = [...new Set(entries.map((e) => e.inventoryId))];
    await this.repository.writeQuantities(manager, changed, changed.map((id) => quantities.get(id)!));
    // Read in the transaction: waiting for a second pool connection while holding this one could exhaust the pool.
    const main = (await this.settings.all(manager)).main_language;
    const labels = await optionLabels(manager, [...new Set(entries.map((e) => e.stockId))], main);
    await recordHistory(
      manager,
      actor,
      entries.map((e) => ({ ...e, option: labels.get(e.stockId) ?? '' })),
    );
    await this.events.publish(manager, 'inventory.changed', { productIds: [...new Set(entries.map((e) => e.productId))] });
  }

  /** The rows of a stock in these warehouses, made empty where missing; their ids by warehouse. */
  async openRows(manager: EntityManager, stockId: number, warehouseIds: number[]): Promise<Map<number, number>> {
    if (warehouseIds.length === 0) return new Map();
    await this.repository.insertEmptyRows(manager, stockId, warehouseIds);
    const rows = await this.repository.rowIdsIn(manager, stockId, warehouseIds);
    return new Map(rows.map((r) => [r.warehouse_id, r.id]));
  }

  /** Removes rows that hold nothing; a row still holding stock is refused, naming its warehouse. */
  async closeRows(manager: EntityManager, inventoryIds: number[]): Promise<void> {
    if (inventoryIds.length === 0) return;
    const rows = await this.repository.lockRows(manager, inventoryIds);
    const holding = rows.find((r) => r.quantity > 0 || r.reserved > 0);
    if (holding) throw new ConflictError(inventoryMessages.row_holds_stock({ warehouse: holding.warehouse_name, quantity: holding.quantity }));
    await this.repository.deleteRows(manager, inventoryIds);
  }

  /**
   * Empties every row of these stocks before they go (each quantity written off in the history); a
   * stock whose inventory orders reserved is refused.
   */
  async writeOff(manager: EntityManager, actor: HistoryActor, stockIds: number[], remark: string): Promise<void> {
    if (stockIds.length === 0) return;
    const rows = await this.repository.lockRowsOfStocks(manager, stockIds);
    if (rows.some((r) => r.reserved > 0)) throw new ConflictError(inventoryMessages.stock_reserved);
    await this.adjust(
      manager,
      actor,
      rows.filter((r) => r.quantity > 0).map((r) => ({ inventoryId: r.id, set: 0, type: 'update' as const, remark })),
    );
  }

  /** Whether any inventory row sits in the warehouse (a warehouse holding rows cannot be removed). */
  async usesWarehouse(manager: EntityManager, warehouseId: number): Promise<boolean> {
    return this.repository.anyInWarehouse(manager, warehouseId);
  }

  plus(actor: HistoryActor, dto: InventoryMoveDto): Promise<InventoryMoveAnswer> {
    return this.single(actor, { inventoryId: dto.inventory_id, add: dto.quantity, type: 'plus', remark: dto.remark ?? '' });
  }

  minus(actor: HistoryActor, dto: InventoryMoveDto): Promise<InventoryMoveAnswer> {
    return this.single(actor, { inventoryId: dto.inventory_id, take: dto.quantity, type: 'minus', remark: dto.remark ?? '' });
  }

  update(actor: HistoryActor, dto: InventoryMoveDto): Promise<InventoryMoveAnswer> {
    return this.single(actor, { inventoryId: dto.inventory_id, set: dto.quantity, type: 'update', remark: dto.remark ?? '' });
  }

  transfer(actor: HistoryActor, dto: InventoryTransferDto): Promise<InventoryMoveAnswer> {
    return this.dataSource.transaction(async (manager) => {
      // Read first without a lock: both rows are locked together by adjust, in id order.
      const [source] = await this.repository.readRows(manager, [dto.inventory_id]);
      if (!source) throw new NotFoundError();
      if (dto.from !== undefined && dto.from !== source.warehouse_id) throw ValidationError.field('from', inventoryMessages.from_not_source);
      if (dto.stock_id !== undefined && dto.stock_id !== source.stock_id) throw ValidationError.field('stock_id', inventoryMessages.stock_not_source);
      if (dto.to === source.warehouse_id) throw ValidationError.field('to', inventoryMessages.no_destination);
      if (!(await this.repository.warehouseExists(manager, dto.to))) throw ValidationError.field('to', inventoryMessages.no_destination);
      const destinationId = (await this.openRows(manager, source.stock_id, [dto.to])).get(dto.to)!;
      const common = { type: 'transfer' as const, remark: dto.remark ?? '', fromWarehouseId: source.warehouse_id, toWarehouseId: dto.to };
      await this.adjust(manager, actor, [
        { ...common, inventoryId: source.id, take: dto.quantity },
        { ...common, inventoryId: destinationId, add: dto.quantity },
      ]);
      return this.result(manager, [source.id, destinationId]);
    });
  }

  /** Histories, newest first, of one inventory or of every inventory of a product. */
  histories(scope: { inventoryId?: number; productId?: number }, query: ListQuery): Promise<{ rows: InventoryHistoryRow[]; total: number }> {
    return this.repository.historyPage(scope, query);
  }

  async exists(table: 'inventory' | 'product', id: number): Promise<void> {
    if (!(await this.repository.exists(table, id))) throw new NotFoundError();
  }

  private single(actor: HistoryActor, move: StockMove): Promise<InventoryMoveAnswer> {
    return this.dataSource.transaction(async (manager) => {
      await this.adjust(manager, actor, [move]);
      return this.result(manager, [move.inventoryId]);
    });
  }

  private async result(manager: EntityManager, ids: number[]): Promise<InventoryMoveAnswer> {
    return { inventories: await this.repository.quantities(manager, ids) };
  }
}
