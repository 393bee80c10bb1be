import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { MAX_ID } from '../../common/parse-id.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { EventBus } from '../../events/event-bus';
import { InventoryService } from '../inventory';
import { CreateWarehouseDto, UpdateWarehouseDto } from './warehouse.dto';
import type { Warehouse } from './warehouse.entity';
import { warehouseMessages } from './warehouse.messages';
import { WarehouseRepository } from './warehouse.repository';

export const WAREHOUSE_SORTS = ['id', 'name', 'enabled', 'address', 'updated_at', 'created_at'] as const;
@Injectable()
export class WarehouseService implements OnModuleInit {
  /** The enabled warehouses' ids, kept as long as the settings are (the purchase check asks on every cart call). */
  private selling?: { ids: Promise<ReadonlySet<number>>; at: number };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: WarehouseRepository,
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

  list(query: ListQuery): Promise<ListPage<Warehouse>> {
    return this.repository.listPage(query);
  }

  async get(id: number): Promise<Warehouse> {
    const warehouse = await this.repository.find(id);
    if (!warehouse) throw new NotFoundError();
    return warehouse;
  }

  /** Whether stock kept in this warehouse may sell: it exists and is enabled. */
  async isSelling(id: number, manager?: EntityManager): Promise<boolean> {
    // An id no warehouse can have (a setting is free JSON) is not a query error, just not selling.
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return false;
    // In a transaction, or without a settings cache: read now. Otherwise the kept list, as stale as the settings may be.
    const ttl = this.config.cache.settingsMs;
    if (manager || ttl === 0) return this.repository.isEnabled(id, manager);
    if (!this.selling || Date.now() - this.selling.at > ttl) {
      const ids = this.repository.enabledIds();
      this.selling = { ids, at: Date.now() };
      ids.catch(() => (this.selling = undefined));
    }
    return (await this.selling.ids).has(id);
  }

  create(dto: CreateWarehouseDto): Promise<Warehouse> {
    return this.dataSource.transaction(async (manager) => {
      await this.ensureNameFree(manager, dto.name);
      const warehouse = await this.repository.insert(manager, { name: dto.name, address: dto.address ?? '', enabled: dto.enabled ?? true });
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'warehouse' });
      return warehouse;
    });
  }

  update(id: number, dto: UpdateWarehouseDto): Promise<Warehouse> {
    return this.dataSource.transaction(async (manager) => {
      const warehouse = await this.repository.lock(manager, id);
      if (!warehouse) throw new NotFoundError();
      if (dto.name !== undefined && dto.name !== warehouse.name) {
        await this.ensureNameFree(manager, dto.name, id);
        warehouse.name = dto.name;
      }
      if (dto.address !== undefined) warehouse.address = dto.address;
      if (dto.enabled !== undefined) warehouse.enabled = dto.enabled;
      const saved = await this.repository.save(manager, warehouse);
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'warehouse' });
      return saved;
    });
  }

  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const warehouse = await this.repository.lock(manager, id);
      if (!warehouse) throw new NotFoundError();
      if (await this.inventory.usesWarehouse(manager, id)) throw new ConflictError(warehouseMessages.in_use);
      await this.repository.delete(manager, id);
      await this.events.publish(manager, 'catalogue.structure.changed', { what: 'warehouse' });
    });
  }

  private async ensureNameFree(manager: EntityManager, name: string, exceptId?: number): Promise<void> {
    const existing = await this.repository.findByName(manager, name);
    if (existing && existing.id !== exceptId) throw ConflictError.field('name', warehouseMessages.name_taken);
  }
}
