import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { CreateStoreDto, UpdateStoreDto } from './store.dto';
import { storeMessages as m } from './store.messages';
import { StoreRepository, type StoreRow, type StoreValues } from './store.repository';
import type { StoreAnswer } from './store.responses';

export const presentStore = (s: StoreRow): StoreAnswer => ({
  id: s.id,
  name: s.name,
  address: s.address,
  phone: s.phone,
  opening_hours: s.opening_hours,
  warehouse_id: s.warehouse_id,
  warehouse_name: s.warehouse_name,
  enabled: s.enabled,
  staff_ids: s.staff_ids,
  created_at: s.created_at.toISOString(),
  updated_at: s.updated_at.toISOString(),
});

/** Physical stores: where they are, when they open, the warehouse they sell from and who works there. */
@Injectable()
export class StoreService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: StoreRepository,
  ) {}

  list(query: ListQuery): Promise<ListPage<StoreRow>> {
    return this.repository.list(query);
  }

  async get(id: number): Promise<StoreRow> {
    const store = await this.repository.find(id);
    if (!store) throw new NotFoundError();
    return store;
  }

  async create(dto: CreateStoreDto): Promise<StoreRow> {
    const id = await this.dataSource.transaction(async (manager) => {
      const values: StoreValues = {
        name: dto.name,
        address: dto.address ?? '',
        phone: dto.phone ?? '',
        opening_hours: dto.opening_hours ?? '',
        warehouse_id: dto.warehouse_id,
        enabled: dto.enabled ?? true,
      };
      await this.check(manager, values, dto.staff_ids ?? []);
      const made = await this.repository.insert(manager, values);
      await this.repository.setStaff(manager, made, dto.staff_ids ?? []);
      return made;
    });
    return this.get(id);
  }

  async update(id: number, dto: UpdateStoreDto): Promise<StoreRow> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.lock(manager, id))) throw new NotFoundError();
      const current = (await this.repository.find(id, manager))!;
      const values: StoreValues = {
        name: dto.name ?? current.name,
        address: dto.address ?? current.address,
        phone: dto.phone ?? current.phone,
        opening_hours: dto.opening_hours ?? current.opening_hours,
        warehouse_id: dto.warehouse_id ?? current.warehouse_id,
        enabled: dto.enabled ?? current.enabled,
      };
      await this.check(manager, values, dto.staff_ids ?? [], id);
      await this.repository.update(manager, id, values);
      if (dto.staff_ids) await this.repository.setStaff(manager, id, dto.staff_ids);
    });
    return this.get(id);
  }

  /** A store that sold something keeps its sales' history: it can be disabled, not deleted. */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.lock(manager, id))) throw new NotFoundError();
      if (await this.repository.hasSales(manager, id)) throw new ConflictError(m.has_sales);
      await this.repository.delete(manager, id);
    });
  }

  private async check(manager: EntityManager, values: StoreValues, staffIds: number[], exceptId?: number): Promise<void> {
    const named = await this.repository.idByName(manager, values.name);
    if (named !== null && named !== exceptId) throw ConflictError.field('name', m.name_taken);
    if (!(await this.repository.warehouseExists(manager, values.warehouse_id))) throw ValidationError.field('warehouse_id', m.warehouse_not_found);
    const [missing] = await this.repository.missingAdmins(manager, [...new Set(staffIds)]);
    if (missing !== undefined) throw ValidationError.field('staff_ids', m.staff_not_found({ id: missing }));
  }
}
