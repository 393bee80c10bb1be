import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, ILike } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import { applyList, escapeLike, type ListSpec } from '../../common/list-builder';
import { MAX_ID } from '../../common/parse-id.pipe';
import { EventBus } from '../../events/event-bus';
import { InventoryService } from '../inventory';
import { CreateWarehouseDto, UpdateWarehouseDto } from './warehouse.dto';
import { Warehouse } from './warehouse.entity';
import { warehouseMessages } from './warehouse.messages';

export const WAREHOUSE_SORTS = ['id', 'name', 'enabled', 'address', 'updated_at', 'created_at'] as const;
const LIST: ListSpec = {
  id: 'w.id',
  sorts: { id: 'w.id', name: 'w.name', enabled: 'w.enabled', address: 'w.address', updated_at: 'w.updatedAt', created_at: 'w.createdAt' },
  search: ['w.name', 'w.address'],
  filters: { enabled: { column: 'w.enabled', kind: 'boolean' } },
};

@Injectable()
export class WarehouseService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventBus,
    private readonly inventory: InventoryService,
  ) {}

  list(query: ListQuery): Promise<[Warehouse[], number]> {
    return applyList(this.dataSource.manager.createQueryBuilder(Warehouse, 'w'), query, LIST).getManyAndCount();
  }

  async get(id: number): Promise<Warehouse> {
    const warehouse = await this.dataSource.manager.findOne(Warehouse, { where: { id } });
    if (!warehouse) throw new NotFoundError();
    return warehouse;
  }

  /** Whether stock kept in this warehouse may sell: it exists and is enabled. */
  async isSelling(id: number, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    // An id no warehouse can have (a setting is free JSON) is not a query error, just not selling.
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return false;
    return manager.exists(Warehouse, { where: { id, enabled: true } });
  }

  create(dto: CreateWarehouseDto): Promise<Warehouse> {
    return this.dataSource.transaction(async (manager) => {
      await this.ensureNameFree(manager, dto.name);
      const warehouse = await manager.save(manager.create(Warehouse, { name: dto.name, address: dto.address ?? '', enabled: dto.enabled ?? true }));
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'warehouse' });
      return warehouse;
    });
  }

  update(id: number, dto: UpdateWarehouseDto): Promise<Warehouse> {
    return this.dataSource.transaction(async (manager) => {
      const warehouse = await manager.findOne(Warehouse, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!warehouse) throw new NotFoundError();
      if (dto.name !== undefined && dto.name !== warehouse.name) {
        await this.ensureNameFree(manager, dto.name, id);
        warehouse.name = dto.name;
      }
      if (dto.address !== undefined) warehouse.address = dto.address;
      if (dto.enabled !== undefined) warehouse.enabled = dto.enabled;
      const saved = await manager.save(warehouse);
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'warehouse' });
      return saved;
    });
  }

  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const warehouse = await manager.findOne(Warehouse, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!warehouse) throw new NotFoundError();
      if (await this.inventory.usesWarehouse(manager, id)) throw new ConflictError(warehouseMessages.in_use);
      await manager.delete(Warehouse, { id });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'warehouse' });
    });
  }

  private async ensureNameFree(manager: EntityManager, name: string, exceptId?: number): Promise<void> {
    const existing = await manager.findOne(Warehouse, { where: { name: ILike(escapeLike(name)) } });
    if (existing && existing.id !== exceptId) throw ConflictError.field('name', warehouseMessages.name_taken);
  }
}
