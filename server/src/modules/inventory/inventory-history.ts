import type { InventoryMove } from './inventory.entity';

/** Who made a move, as the history names them (an admin today; a POS clerk or the shop itself later). */
export interface HistoryActor {
  id: number;
  name: string;
}

/** One move as its history row records it (who made it is recorded beside it). */
export interface HistoryEntry {
  inventoryId: number;
  productId: number;
  stockId: number;
  warehouseId: number;
  warehouseName: string;
  sku: string;
  option: string;
  type: InventoryMove;
  change: number;
  quantityAfter: number;
  remark: string;
  fromWarehouseId?: number | null;
  toWarehouseId?: number | null;
}
