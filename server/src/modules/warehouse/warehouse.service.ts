import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, ILike } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import { applyList, escapeLike, type ListSpec } from '../../common/list-builder';
import { MAX_ID } from '../../common/parse-id.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/env';
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
export class WarehouseService implements OnModuleInit {
  /** The enabled warehouses' ids, kept as long as the settings are (the purchase check asks on every cart call). */
  private selling?: { ids: Promise<ReadonlySet<number>>; at: number };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventBus,
    private readonly inventory: InventoryService,
  ) {}

  onModuleInit(): void {
    // Every warehouse write publishes this (after commit, to every process through Redis).
    this.events.on('catalogue.structure.changed', ({ what }) => {
      if (what === 'warehouse') this.selling = undefined;
    });
  }

  list(query: ListQuery): Promise<[Warehouse[], number]> {
    return applyList(this.dataSource.manager.createQueryBuilder(Warehouse, 'w'), query, LIST).getManyAndCount();
  }

  async get(id: number): Promise<Warehouse> {
    const warehouse = await this.dataSource.manager.findOne(Warehouse, { where: { id } });
    if (!warehouse) throw new NotFoundError();
    return warehouse;
  }

  /** Whether stock kept in this warehouse may sell: it exists and is enabled. */
  async isSelling(id: number, manager?: EntityManager): Promise<boolean> {
    // An id no warehouse can have (a setting is free JSON) is not a query error, just not selling.
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return false;
    // In a transaction, or without a settings cache: read now. Otherwise the kept list, as stale as the settings may be.
    const ttl = this.config.cache.settingsMs;
    if (manager || ttl === 0) return (manager ?? this.dataSource.manager).exists(Warehouse, { where: { id, enabled: true } });
    if (!this.selling || Date.now() - this.selling.at > ttl) {
      const ids = this.dataSource.manager
        .find(Warehouse, { select: { id: true }, where: { enabled: true } })
        .then((rows): ReadonlySet<number> => new Set(rows.map((w) => w.id)));
      this.selling = { ids, at: Date.now() };
      ids.catch(() => (this.selling = undefined));
    }
    return (await this.selling.ids).has(id);
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
