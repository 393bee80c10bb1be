import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { EventBus } from '../../events/event-bus';
import { SettingsService } from '../settings';
import type { HistoryActor, HistoryEntry } from './inventory-history';
import type { InventoryMove } from './inventory.entity';
import { InventoryMoveDto, InventoryTransferDto } from './inventory.dto';
import { inventoryMessages } from './inventory.messages';
import { InventoryRepository, type LockedInventory } from './inventory.repository';
import { InventoryHistoryRow, InventoryMoveAnswer } from './inventory.responses';

/** What a history row says of one move, besides the row it moved. */
type MoveRecord = Pick<HistoryEntry, 'type' | 'change' | 'quantityAfter' | 'remark' | 'fromWarehouseId' | 'toWarehouseId'>;

/** A history entry of a locked row (its option label is added when the entries are recorded). */
const entryOf = (row: LockedInventory, move: MoveRecord): Omit<HistoryEntry, 'option'> => ({
  inventoryId: row.id,
  productId: row.product_id,
  stockId: row.stock_id,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  sku: row.sku,
  ...move,
});

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

/** Units of one stock an order holds in one inventory row. */
export interface Allocation {
  inventoryId: number;
  warehouseId: number;
  stockId: number;
  quantity: number;
}

/** A stock an order could not get enough of: what it asked and what is available now. */
export interface Shortfall {
  stockId: number;
  asked: number;
  available: number;
}

/**
 * How long a stock found with nothing free stays known as sold out in this process, unless an
 * inventory change of its product (a release, a restock, a move: here or, through Redis, in another
 * process) or of the warehouses forgets it sooner.
 */
export const SOLD_OUT_KEPT_MS = 2000;

/**
 * The one owner of inventory rows and their history. Every change of a quantity goes through
 * `adjust` in the caller's transaction: it locks the rows (in id order, so two writers in opposite
 * directions cannot deadlock), keeps each row at or above what orders reserved, appends an
 * immutable history row per change and publishes inventory.changed after commit. Admin moves,
 * the product form, and later reservations, orders, the POS and supplier receipts all come here.
 */
@Injectable()
export class InventoryService {
  /**
   * Stocks a reservation over the enabled warehouses found with nothing free, by stock: their product
   * (an inventory change of it forgets them) and when. A flash sale's later checkouts are refused from
   * this without taking the stock's locked rows in turn (`knownSoldOut`).
   */
  private readonly soldOut = new Map<number, { productId: number; at: number }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: InventoryRepository,
    private readonly settings: SettingsService,
    private readonly events: EventBus,
  ) {
    this.events.on('inventory.changed', ({ productIds }) => {
      for (const [stockId, known] of this.soldOut) if (productIds.includes(known.productId)) this.soldOut.delete(stockId);
    });
    this.events.on('catalogue.structure.changed', ({ what }) => {
      if (what === 'warehouse') this.soldOut.clear();
    });
  }

  /** Whether any stock is known sold out (a checkout asks which of its stocks only then). */
  remembersSoldOut(): boolean {
    return this.soldOut.size > 0;
  }

  /**
   * Which of these stocks a reservation found with nothing free less than SOLD_OUT_KEPT_MS ago, with
   * no inventory change of their product since (a hint read without a lock: a checkout refused from
   * it is refused as the reservation would refuse it; one it lets through still reserves under lock).
   */
  knownSoldOut(stockIds: readonly number[]): Set<number> {
    const found = new Set<number>();
    if (this.soldOut.size === 0) return found;
    const now = Date.now();
    for (const id of stockIds) {
      const known = this.soldOut.get(id);
      if (!known) continue;
      if (now - known.at < SOLD_OUT_KEPT_MS) found.add(id);
      else this.soldOut.delete(id);
    }
    return found;
  }

  private rememberSoldOut(stockId: number, productId: number): void {
    const now = Date.now();
    // Stocks never asked for again would stay: past a thousand, the expired ones go.
    if (this.soldOut.size >= 1000) for (const [id, known] of this.soldOut) if (now - known.at >= SOLD_OUT_KEPT_MS) this.soldOut.delete(id);
    this.soldOut.set(stockId, { productId, at: now });
  }

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
      entries.push(
        entryOf(row, {
          type: move.type,
          change: after - before,
          quantityAfter: after,
          remark: move.remark,
          fromWarehouseId: move.fromWarehouseId,
          toWarehouseId: move.toWarehouseId,
        }),
      );
    }
    if (entries.length === 0) return;
    const changed = [...new Set(entries.map((e) => e.inventoryId))];
    await this.repository.writeQuantities(
      manager,
      changed,
      changed.map((id) => quantities.get(id)!),
    );
    await this.record(manager, actor, entries);
    await this.events.publish(manager, 'inventory.changed', { productIds: [...new Set(entries.map((e) => e.productId))] });
  }

  /**
   * Reserves each asked quantity over the enabled warehouses, the preferred one first and then by id,
   * in the caller's transaction. Every row of the asked stocks is locked first, in id order (two
   * orders never wait on each other in opposite orders), then checked and written once: the answer is
   * the allocations of each request (in the order asked), or every shortfall with nothing written.
   * `only` keeps to the preferred warehouse (a store's till sells what its own warehouse holds).
   */
  async reserve(
    manager: EntityManager,
    requests: { stockId: number; quantity: number }[],
    preferredWarehouseId: number | null,
    only = false,
  ): Promise<{ allocations: Allocation[][] } | { shortfalls: Shortfall[] }> {
    const stockIds = [...new Set(requests.map((r) => r.stockId))];
    const rows = (await this.repository.lockRowsOfStocks(manager, stockIds)).filter(
      (r) => r.warehouse_enabled && (!only || r.warehouse_id === preferredWarehouseId),
    );
    const free = new Map(rows.map((r) => [r.id, r.quantity - r.reserved]));
    const allocations: Allocation[][] = [];
    const shortfalls: Shortfall[] = [];
    for (const request of requests) {
      const candidates = rows
        .filter((r) => r.stock_id === request.stockId)
        .sort((a, b) => Number(b.warehouse_id === preferredWarehouseId) - Number(a.warehouse_id === preferredWarehouseId) || a.id - b.id);
      const available = candidates.reduce((sum, r) => sum + free.get(r.id)!, 0);
      if (available < request.quantity) {
        shortfalls.push({ stockId: request.stockId, asked: request.quantity, available });
        // Read under lock: nothing of it was free in any enabled warehouse at this moment.
        if (!only && available === 0 && candidates.length > 0) this.rememberSoldOut(request.stockId, candidates[0].product_id);
        continue;
      }
      let rest = request.quantity;
      const taken: Allocation[] = [];
      for (const row of candidates) {
        const part = Math.min(rest, free.get(row.id)!);
        if (part <= 0) continue;
        free.set(row.id, free.get(row.id)! - part);
        taken.push({ inventoryId: row.id, warehouseId: row.warehouse_id, stockId: row.stock_id, quantity: part });
        rest -= part;
        if (rest === 0) break;
      }
      allocations.push(taken);
    }
    if (shortfalls.length > 0) return { shortfalls };
    const flat = allocations.flat();
    await this.repository.moveReserved(
      manager,
      flat.map((a) => a.inventoryId),
      flat.map((a) => a.quantity),
      flat.map(() => 0),
    );
    await this.publishFor(manager, rows, flat);
    return { allocations };
  }

  /** Gives reserved units back (an order canceled or not paid in time): available again, the quantity unchanged. */
  async release(manager: EntityManager, allocations: Allocation[]): Promise<void> {
    if (allocations.length === 0) return;
    const rows = await this.repository.lockRows(manager, [...new Set(allocations.map((a) => a.inventoryId))]);
    await this.repository.moveReserved(
      manager,
      allocations.map((a) => a.inventoryId),
      allocations.map((a) => -a.quantity),
      allocations.map(() => 0),
    );
    await this.publishFor(manager, rows, allocations);
  }

  /**
   * Reserved units leave the warehouses (an order shipped): quantity and reserved both go down, and
   * each row's history records a minus with the remark (the order number).
   */
  async dispatch(manager: EntityManager, actor: HistoryActor, allocations: Allocation[], remark: string): Promise<void> {
    if (allocations.length === 0) return;
    const rows = new Map((await this.repository.lockRows(manager, [...new Set(allocations.map((a) => a.inventoryId))])).map((r) => [r.id, r]));
    await this.repository.moveReserved(
      manager,
      allocations.map((a) => a.inventoryId),
      allocations.map((a) => -a.quantity),
      allocations.map((a) => -a.quantity),
    );
    const after = new Map([...rows.values()].map((r) => [r.id, r.quantity]));
    const entries = allocations.map((allocation) => {
      const row = rows.get(allocation.inventoryId)!;
      const quantityAfter = after.get(row.id)! - allocation.quantity;
      after.set(row.id, quantityAfter);
      return entryOf(row, { type: 'minus', change: -allocation.quantity, quantityAfter, remark });
    });
    await this.record(manager, actor, entries);
    await this.publishFor(manager, [...rows.values()], allocations);
  }

  /** Writes the history of moves made in this transaction, each with its stock's option label in the main language. */
  private async record(manager: EntityManager, actor: HistoryActor, entries: Omit<HistoryEntry, 'option'>[]): Promise<void> {
    // Read in the transaction: waiting for a second pool connection while holding this one could exhaust the pool.
    const main = (await this.settings.all(manager)).main_language;
    const labels = await this.repository.optionLabels(manager, [...new Set(entries.map((e) => e.stockId))], main);
    await this.repository.insertHistory(
      manager,
      entries.map((e) => ({
        ...e,
        option: labels.get(e.stockId) ?? '',
        fromWarehouseId: e.fromWarehouseId ?? null,
        toWarehouseId: e.toWarehouseId ?? null,
        adminId: actor.id,
        adminName: actor.name,
      })),
    );
  }

  /** Units that left come back (a shipped order refunded and returned): a plus per row with the remark. */
  async restock(manager: EntityManager, actor: HistoryActor, allocations: Allocation[], remark: string): Promise<void> {
    await this.adjust(
      manager,
      actor,
      allocations.map((a) => ({ inventoryId: a.inventoryId, add: a.quantity, type: 'plus' as const, remark })),
    );
  }

  private async publishFor(manager: EntityManager, rows: { id: number; product_id: number }[], allocations: Allocation[]): Promise<void> {
    const touched = new Set(allocations.map((a) => a.inventoryId));
    const productIds = [...new Set(rows.filter((r) => touched.has(r.id)).map((r) => r.product_id))];
    if (productIds.length > 0) await this.events.publish(manager, 'inventory.changed', { productIds });
  }

  /** The rows of a stock in these warehouses, made empty where missing; their ids by warehouse. */
  async openRows(manager: EntityManager, stockId: number, warehouseIds: number[]): Promise<Map<number, number>> {
    if (warehouseIds.length === 0) return new Map();
    await this.repository.insertEmptyRows(manager, stockId, warehouseIds);
    const rows = await this.repository.rowIdsIn(manager, stockId, warehouseIds);
    return new Map(rows.map((r) => [r.warehouse_id, r.id]));
  }

  /**
   * Sets quantities of many (stock, warehouse) pairs at once, in the caller's transaction: a missing row
   * is made at its quantity (recorded as an "update" move with the remark; a new row of 0 moves nothing),
   * and each existing quantity that differs is set through `adjust` as an "update" move. For imports.
   */
  async setQuantities(
    manager: EntityManager,
    actor: HistoryActor,
    quantities: { stockId: number; warehouseId: number; quantity: number }[],
    remark: string,
  ): Promise<void> {
    if (quantities.length === 0) return;
    // New rows are made at their quantity (an import's usual case: one statement, no second write of each row).
    const { made, found } = await this.repository.openPairsAt(
      manager,
      quantities.map((q) => q.stockId),
      quantities.map((q) => q.warehouseId),
      quantities.map((q) => q.quantity),
    );
    const entries = made
      .filter((row) => row.quantity !== 0)
      .map((row) => entryOf(row, { type: 'update', change: row.quantity, quantityAfter: row.quantity, remark }));
    if (entries.length > 0) {
      await this.record(manager, actor, entries);
      await this.events.publish(manager, 'inventory.changed', { productIds: [...new Set(entries.map((e) => e.productId))] });
    }
    const rowOf = new Map(found.map((r) => [`${r.stock_id}:${r.warehouse_id}`, r]));
    const moves: StockMove[] = [];
    for (const q of quantities) {
      const row = rowOf.get(`${q.stockId}:${q.warehouseId}`);
      if (row && row.quantity !== q.quantity) moves.push({ inventoryId: row.id, set: q.quantity, type: 'update', field: 'inventories', remark });
    }
    await this.adjust(manager, actor, moves);
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
  histories(scope: { inventoryId?: number; productId?: number }, query: ListQuery): Promise<ListPage<InventoryHistoryRow>> {
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
