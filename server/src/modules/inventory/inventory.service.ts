import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import type { Admin } from '../account/admin.entity';
import { SettingsService } from '../settings/settings.service';
import { HistoryEntry, optionLabels, recordHistory } from './inventory-history';
import { InventoryMoveDto, InventoryTransferDto, NO_DESTINATION, OVER_TOTAL } from './inventory.dto';

interface LockedInventory {
  id: number;
  stock_id: number;
  warehouse_id: number;
  quantity: number;
  reserved: number;
  product_id: number;
  sku: string;
  warehouse_name: string;
}

export interface MoveResult {
  inventories: { id: number; warehouse_id: number; quantity: number; available_inventories: number }[];
}

const READ_SQL = `
  SELECT i.id, i.stock_id, i.warehouse_id, i.quantity, i.reserved, s.product_id, s.sku, w.name AS warehouse_name
    FROM inventory i JOIN stock s ON s.id = i.stock_id JOIN warehouse w ON w.id = i.warehouse_id
   WHERE i.id = ANY($1) ORDER BY i.id`;
const LOCK_SQL = `${READ_SQL} FOR UPDATE OF i`;

/**
 * Inventory moves. Each is one transaction that locks the rows it changes (in id order, so two
 * transfers in opposite directions cannot deadlock) and appends an immutable history row per row changed.
 */
@Injectable()
export class InventoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  plus(actor: Admin, dto: InventoryMoveDto): Promise<MoveResult> {
    return this.single(actor, dto, 'plus', (inv) => inv.quantity + dto.quantity);
  }

  minus(actor: Admin, dto: InventoryMoveDto): Promise<MoveResult> {
    return this.single(actor, dto, 'minus', (inv) => {
      if (dto.quantity > inv.quantity - inv.reserved) throw ValidationError.field('quantity', OVER_TOTAL);
      return inv.quantity - dto.quantity;
    });
  }

  update(actor: Admin, dto: InventoryMoveDto): Promise<MoveResult> {
    return this.single(actor, dto, 'update', (inv) => {
      if (dto.quantity < inv.reserved) throw ValidationError.field('quantity', `Quantity can not be less than the ${inv.reserved} reserved by orders`);
      return dto.quantity;
    });
  }

  async transfer(actor: Admin, dto: InventoryTransferDto): Promise<MoveResult> {
    const main = (await this.settings.all()).main_language;
    return this.dataSource.transaction(async (manager) => {
      // Read first without a lock: both rows are locked together below, in id order.
      const [source] = (await manager.query(READ_SQL, [[dto.inventory_id]])) as LockedInventory[];
      if (!source) throw new NotFoundError();
      if (dto.from !== undefined && dto.from !== source.warehouse_id) throw ValidationError.field('from', 'from must be the warehouse of the inventory');
      if (dto.stock_id !== undefined && dto.stock_id !== source.stock_id) throw ValidationError.field('stock_id', 'stock_id must be the stock of the inventory');
      if (dto.to === source.warehouse_id) throw ValidationError.field('to', NO_DESTINATION);
      if (!(await manager.query(`SELECT 1 FROM warehouse WHERE id = $1`, [dto.to])).length) throw ValidationError.field('to', NO_DESTINATION);
      // The destination row exists (or is made) before both rows are locked together in id order.
      await manager.query(`INSERT INTO inventory (stock_id, warehouse_id, quantity) VALUES ($1, $2, 0) ON CONFLICT (stock_id, warehouse_id) DO NOTHING`, [
        source.stock_id,
        dto.to,
      ]);
      const [{ id: destinationId }] = await manager.query(`SELECT id FROM inventory WHERE stock_id = $1 AND warehouse_id = $2`, [source.stock_id, dto.to]);
      const locked = (await manager.query(LOCK_SQL, [[source.id, destinationId]])) as LockedInventory[];
      const from = locked.find((r) => r.id === source.id)!;
      const to = locked.find((r) => r.id === destinationId)!;
      if (dto.quantity > from.quantity - from.reserved) throw ValidationError.field('quantity', OVER_TOTAL);
      await manager.query(`UPDATE inventory SET quantity = quantity - $2, updated_at = now() WHERE id = $1`, [from.id, dto.quantity]);
      await manager.query(`UPDATE inventory SET quantity = quantity + $2, updated_at = now() WHERE id = $1`, [to.id, dto.quantity]);
      const label = (await optionLabels(manager, [from.stock_id], main)).get(from.stock_id) ?? '';
      const common = { type: 'transfer' as const, remark: dto.remark ?? '', fromWarehouseId: from.warehouse_id, toWarehouseId: to.warehouse_id, option: label };
      await recordHistory(manager, actor, [
        { ...this.entry(from, label), ...common, change: -dto.quantity, quantityAfter: from.quantity - dto.quantity },
        { ...this.entry(to, label), ...common, change: dto.quantity, quantityAfter: to.quantity + dto.quantity },
      ]);
      return this.result(manager, [from.id, to.id]);
    });
  }

  /** Histories, newest first, of one inventory or of every inventory of a product. */
  async histories(scope: { inventoryId?: number; productId?: number }, query: ListQuery) {
    const [column, id] = scope.inventoryId !== undefined ? ['inventory_id', scope.inventoryId] : ['product_id', scope.productId];
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT id::int AS id, created_at AS date, type, warehouse_id, warehouse_name AS warehouse, remark, admin_name, sku, option,
              change, quantity_after, from_warehouse_id, to_warehouse_id, inventory_id, stock_id, count(*) OVER () AS total
         FROM inventory_history WHERE ${column} = $1 ORDER BY id ${query.sortOrder} LIMIT $2 OFFSET $3`,
      [id, query.limit, query.offset],
    );
    return { rows: rows.map(({ total: _total, ...r }) => r), total: rows.length ? Number(rows[0].total) : 0 };
  }

  async exists(table: 'inventory' | 'product', id: number): Promise<void> {
    if (!(await this.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length) throw new NotFoundError();
  }

  private async single(actor: Admin, dto: InventoryMoveDto, type: 'plus' | 'minus' | 'update', next: (inv: LockedInventory) => number): Promise<MoveResult> {
    const main = (await this.settings.all()).main_language;
    return this.dataSource.transaction(async (manager) => {
      const [inventory] = (await manager.query(LOCK_SQL, [[dto.inventory_id]])) as LockedInventory[];
      if (!inventory) throw new NotFoundError();
      const quantity = next(inventory);
      await manager.query(`UPDATE inventory SET quantity = $2, updated_at = now() WHERE id = $1`, [inventory.id, quantity]);
      const label = (await optionLabels(manager, [inventory.stock_id], main)).get(inventory.stock_id) ?? '';
      await recordHistory(manager, actor, [{ ...this.entry(inventory, label), type, change: quantity - inventory.quantity, quantityAfter: quantity, remark: dto.remark ?? '' }]);
      return this.result(manager, [inventory.id]);
    });
  }

  private entry(inv: LockedInventory, option: string): Pick<HistoryEntry, 'inventoryId' | 'productId' | 'stockId' | 'warehouseId' | 'warehouseName' | 'sku' | 'option'> {
    return { inventoryId: inv.id, productId: inv.product_id, stockId: inv.stock_id, warehouseId: inv.warehouse_id, warehouseName: inv.warehouse_name, sku: inv.sku, option };
  }

  private async result(manager: EntityManager, ids: number[]): Promise<MoveResult> {
    const inventories = await manager.query(
      `SELECT id, warehouse_id, quantity, available AS available_inventories FROM inventory WHERE id = ANY($1) ORDER BY id`,
      [ids],
    );
    return { inventories };
  }
}
