import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { SettingsService } from '../settings';
import type { CreateSupplierDto, SupplierStockDto, UpdateSupplierDto } from './supplier.dto';
import { supplierMessages as m } from './supplier.messages';
import { type StockOptionRow, SupplierRepository, type SupplierRow, type SupplierWithStocks } from './supplier.repository';

export const SUPPLIER_SORTS = ['id', 'name', 'contact_name', 'email', 'enabled', 'updated_at'] as const;

/** The most stocks the pickers offer at once. */
const PICKER_SIZE = 20;

/** Suppliers and the cost prices of the stocks they supply; receipts are ReceiptService's. */
@Injectable()
export class SupplierService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SupplierRepository,
    private readonly settings: SettingsService,
  ) {}

  list(query: ListQuery): Promise<ListPage<SupplierRow>> {
    return this.repository.listPage(query);
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<SupplierWithStocks> {
    const supplier = await this.repository.find(manager, id);
    if (!supplier) throw new NotFoundError();
    const main = (await this.settings.all(manager)).main_language;
    const stocks = await this.repository.stocks(manager, id, main);
    return { ...supplier, stock_count: stocks.length, stocks };
  }

  create(dto: CreateSupplierDto): Promise<SupplierWithStocks> {
    return this.dataSource.transaction(async (manager) => {
      await this.ensureNameFree(manager, dto.name);
      const id = await this.repository.insert(manager, {
        name: dto.name,
        contact_name: dto.contact_name ?? '',
        email: dto.email ?? '',
        phone: dto.phone ?? '',
        address: dto.address ?? '',
        notes: dto.notes ?? '',
        enabled: dto.enabled ?? true,
      });
      if (dto.stocks) await this.writeStocks(manager, id, dto.stocks);
      return this.get(id, manager);
    });
  }

  update(id: number, dto: UpdateSupplierDto): Promise<SupplierWithStocks> {
    return this.dataSource.transaction(async (manager) => {
      const supplier = await this.repository.find(manager, id, 'update');
      if (!supplier) throw new NotFoundError();
      if (dto.name !== undefined && dto.name.toLowerCase() !== supplier.name.toLowerCase()) await this.ensureNameFree(manager, dto.name);
      await this.repository.update(manager, id, {
        name: dto.name ?? supplier.name,
        contact_name: dto.contact_name ?? supplier.contact_name,
        email: dto.email ?? supplier.email,
        phone: dto.phone ?? supplier.phone,
        address: dto.address ?? supplier.address,
        notes: dto.notes ?? supplier.notes,
        enabled: dto.enabled ?? supplier.enabled,
      });
      if (dto.stocks) await this.writeStocks(manager, id, dto.stocks);
      return this.get(id, manager);
    });
  }

  /** Deletes a supplier that has no receipts (its cost prices go with it); one with receipts is refused. */
  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const supplier = await this.repository.find(manager, id, 'update');
      if (!supplier) throw new NotFoundError();
      if (await this.repository.hasReceipts(manager, id)) throw new ConflictError(m.has_receipts);
      await this.repository.delete(manager, id);
    });
  }

  /** The stocks whose SKU or product name holds `q`, for the pickers. */
  async stockOptions(q: string): Promise<StockOptionRow[]> {
    const main = (await this.settings.all()).main_language;
    return this.repository.stockOptions(q, main, PICKER_SIZE);
  }

  /** Replaces the supplier's stocks: each once, each existing. */
  private async writeStocks(manager: EntityManager, supplierId: number, stocks: SupplierStockDto[]): Promise<void> {
    const ids = stocks.map((s) => s.stock_id);
    const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
    if (twice >= 0) throw ValidationError.field(`stocks.${twice}.stock_id`, m.stock_twice);
    const known = await this.repository.skus(manager, ids);
    const missing = ids.findIndex((id) => !known.has(id));
    if (missing >= 0) throw ValidationError.field(`stocks.${missing}.stock_id`, m.stock_not_found({ id: ids[missing] }));
    await this.repository.replaceStocks(
      manager,
      supplierId,
      ids,
      stocks.map((s) => s.cost_price),
    );
  }

  private async ensureNameFree(manager: EntityManager, name: string): Promise<void> {
    if ((await this.repository.idByName(manager, name)) !== null) throw ConflictError.field('name', m.name_taken);
  }
}
