import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { type HistoryActor, InventoryService, MAX_QUANTITY } from '../inventory';
import { SettingsService } from '../settings';
import { WarehouseService } from '../warehouse';
import type { CreateReceiptDto } from './receipt.dto';
import { receiptNumber, ReceiptRepository, type ReceiptRow, type ReceiptWithLines } from './receipt.repository';
import { receiptMessages as m } from './supplier.messages';
import { SupplierRepository } from './supplier.repository';

export const RECEIPT_SORTS = ['id', 'created_at', 'reference'] as const;

/**
 * Purchase receipts: goods received from a supplier into a warehouse. Posting one is a single
 * transaction: the receipt and its lines, a plus move per line on the warehouse's inventory row
 * (made by the inventory module when the stock had none there), and each line's unit cost as the
 * supplier's cost price of the stock. Receipts are immutable: a mistake is corrected with an
 * inventory minus move.
 */
@Injectable()
export class ReceiptService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ReceiptRepository,
    private readonly suppliers: SupplierRepository,
    private readonly inventory: InventoryService,
    private readonly warehouseService: WarehouseService,
    private readonly settings: SettingsService,
  ) {}

  list(query: ListQuery, filter: { supplier_id?: number; warehouse_id?: number; q?: string }): Promise<ListPage<ReceiptRow>> {
    return this.repository.listPage(query, filter);
  }

  /** The enabled warehouses by name (at most 500: a shop has a handful). */
  async enabledWarehouses(): Promise<{ id: number; name: string }[]> {
    const page = await this.warehouseService.list({ sortField: 'name', sortOrder: 'ASC', offset: 0, limit: 500, filter: { enabled: true } });
    return page.rows.map((w) => ({ id: w.id, name: w.name }));
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<ReceiptWithLines> {
    const receipt = await this.repository.find(manager, id);
    if (!receipt) throw new NotFoundError();
    const main = (await this.settings.all(manager)).main_language;
    return { ...receipt, lines: await this.repository.lines(manager, id, main) };
  }

  post(actor: HistoryActor, dto: CreateReceiptDto): Promise<ReceiptWithLines> {
    return this.dataSource.transaction(async (manager) => {
      const stockIds = dto.lines.map((l) => l.stock_id);
      const twice = stockIds.findIndex((id, i) => stockIds.indexOf(id) !== i);
      if (twice >= 0) throw ValidationError.field(`lines.${twice}.stock_id`, m.stock_twice);
      // Shared: two receipts of one supplier post side by side; a delete or an edit of it waits.
      const supplier = await this.suppliers.find(manager, dto.supplier_id, 'share');
      if (!supplier) throw ValidationError.field('supplier_id', m.supplier_not_found);
      if (!supplier.enabled) throw ValidationError.field('supplier_id', m.supplier_disabled);
      if (!(await this.warehouseService.isSelling(dto.warehouse_id, manager))) throw ValidationError.field('warehouse_id', m.warehouse_id);
      const skus = await this.suppliers.skus(manager, stockIds);
      const missing = stockIds.findIndex((id) => !skus.has(id));
      if (missing >= 0) throw ValidationError.field(`lines.${missing}.stock_id`, m.stock_not_found({ id: stockIds[missing] }));

      // The inventory module makes the rows that are missing, in stock id order (two receipts never wait crosswise).
      const rowOf = new Map<number, number>();
      for (const stockId of [...stockIds].sort((a, b) => a - b)) {
        rowOf.set(stockId, (await this.inventory.openRows(manager, stockId, [dto.warehouse_id])).get(dto.warehouse_id)!);
      }

      const id = await this.repository.insert(manager, {
        supplierId: supplier.id,
        warehouseId: dto.warehouse_id,
        reference: dto.reference ?? '',
        note: dto.note ?? '',
        adminId: actor.id,
        adminName: actor.name,
      });
      const remark = `Receipt ${receiptNumber(id)} from ${supplier.name}`;
      await this.inventory.adjust(
        manager,
        actor,
        dto.lines.map((line, i) => ({
          inventoryId: rowOf.get(line.stock_id)!,
          add: line.quantity,
          type: 'plus' as const,
          remark,
          field: `lines.${i}.quantity`,
        })),
      );
      const after = await this.repository.inventoryQuantities(manager, [...rowOf.values()]);
      const over = dto.lines.findIndex((line) => after.get(rowOf.get(line.stock_id)!)! > MAX_QUANTITY);
      if (over >= 0) throw ValidationError.field(`lines.${over}.quantity`, m.over_max({ sku: skus.get(stockIds[over])!, max: MAX_QUANTITY }));

      await this.repository.insertLines(
        manager,
        id,
        dto.lines.map((line) => ({
          stockId: line.stock_id,
          sku: skus.get(line.stock_id)!,
          inventoryId: rowOf.get(line.stock_id)!,
          quantity: line.quantity,
          unitCost: line.unit_cost,
        })),
      );
      // The line's unit cost is now the supplier's cost price of the stock.
      const byStock = [...dto.lines].sort((a, b) => a.stock_id - b.stock_id);
      await this.suppliers.upsertCosts(
        manager,
        supplier.id,
        byStock.map((l) => l.stock_id),
        byStock.map((l) => l.unit_cost),
      );
      return this.get(id, manager);
    });
  }
}
