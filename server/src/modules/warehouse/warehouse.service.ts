import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, ILike } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import { MAX_ID } from '../../common/parse-id.pipe';
import { Inventory } from '../inventory/inventory.entity';
import { CreateWarehouseDto, UpdateWarehouseDto } from './warehouse.dto';
import { Warehouse } from './warehouse.entity';

export const WAREHOUSE_SORTS = ['id', 'name', 'enabled', 'address', 'updated_at', 'created_at'] as const;
const SORT_COLUMNS: Record<string, string> = {
  id: 'w.id',
  name: 'w.name',
  enabled: 'w.enabled',
  address: 'w.address',
  updated_at: 'w.updatedAt',
  created_at: 'w.createdAt',
};
const NAME_TAKEN = 'A warehouse with this name already exists';
export const WAREHOUSE_IN_USE = 'This warehouse still holds inventories';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

@Injectable()
export class WarehouseService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(query: ListQuery): Promise<[Warehouse[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(Warehouse, 'w');
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) {
      const like = `%${escapeLike(q)}%`;
      qb.andWhere(new Brackets((w) => w.where('w.name ILIKE :like', { like }).orWhere('w.address ILIKE :like', { like })));
    }
    if (query.ids) qb.andWhere('w.id IN (:...ids)', { ids: query.ids.length ? query.ids : [0] });
    if (typeof query.filter.enabled === 'boolean') qb.andWhere('w.enabled = :enabled', { enabled: query.filter.enabled });
    qb.orderBy(SORT_COLUMNS[query.sortField], query.sortOrder);
    if (query.sortField !== 'id') qb.addOrderBy('w.id', 'ASC');
    return qb.skip(query.offset).take(query.limit).getManyAndCount();
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
      return manager.save(manager.create(Warehouse, { name: dto.name, address: dto.address ?? '', enabled: dto.enabled ?? true }));
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
      return manager.save(warehouse);
    });
  }

  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const warehouse = await manager.findOne(Warehouse, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!warehouse) throw new NotFoundError();
      if (await manager.exists(Inventory, { where: { warehouseId: id } })) throw new ConflictError(WAREHOUSE_IN_USE);
      await manager.delete(Warehouse, { id });
    });
  }

  private async ensureNameFree(manager: EntityManager, name: string, exceptId?: number): Promise<void> {
    const existing = await manager.findOne(Warehouse, { where: { name: ILike(escapeLike(name)) } });
    if (existing && existing.id !== exceptId) throw new ConflictError(NAME_TAKEN, { name: [NAME_TAKEN] });
  }
}
