import { EntityManager } from 'typeorm';
import { InventoryHistory, InventoryMove } from './inventory.entity';

/** Who made a move, as the history names them (an admin today; a POS clerk or the shop itself later). */
export interface HistoryActor {
  id: number;
  name: string;
}

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

/** Appends history rows for moves made in this transaction, naming the admin who made them. */
export async function recordHistory(manager: EntityManager, actor: HistoryActor, entries: HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await manager.insert(
    InventoryHistory,
    entries.map((e) => ({
      ...e,
      fromWarehouseId: e.fromWarehouseId ?? null,
      toWarehouseId: e.toWarehouseId ?? null,
      adminId: actor.id,
      adminName: actor.name,
    })),
  );
}

/** "Red / M": the option values of stocks in the main language, ordered like their attributes. */
export async function optionLabels(manager: EntityManager, stockIds: number[], language: string): Promise<Map<number, string>> {
  if (stockIds.length === 0) return new Map();
  const rows: { stock_id: number; label: string }[] = await manager.query(
    `SELECT s.id AS stock_id,
            COALESCE(string_agg(COALESCE(t.value, any_t.value, ''), ' / ' ORDER BY a."order", a.id), '') AS label
       FROM stock s
       LEFT JOIN LATERAL unnest(s.option_ids) AS oid ON true
       LEFT JOIN attribute_option o ON o.id = oid
       LEFT JOIN attribute a ON a.id = o.attribute_id
       LEFT JOIN attribute_option_translation t ON t.option_id = o.id AND t.language = $2
       LEFT JOIN LATERAL (SELECT value FROM attribute_option_translation WHERE option_id = o.id ORDER BY id LIMIT 1) any_t ON true
      WHERE s.id = ANY($1)
      GROUP BY s.id`,
    [stockIds, language],
  );
  return new Map(rows.map((r) => [r.stock_id, r.label]));
}
