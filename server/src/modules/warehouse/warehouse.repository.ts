import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, ILike } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { escapeLike, type ListDefinition, type ListPage, readList } from '../../database/list-statement';
import { Warehouse } from './warehouse.entity';

const LIST: ListDefinition = {
  columns: 'w.id, w.enabled, w.name, w.address, w.created_at AS "createdAt", w.updated_at AS "updatedAt"',
  from: 'warehouse w',
  id: 'w.id',
  sorts: { id: 'w.id', name: 'w.name', enabled: 'w.enabled', address: 'w.address', updated_at: 'w.updated_at', created_at: 'w.created_at' },
  search: ['w.name', 'w.address'],
  filters: { enabled: { column: 'w.enabled', kind: 'boolean' } },
  ties: 'ascending',
};

/** Every statement on the warehouse module's table; WarehouseService keeps the rules. */
@Injectable()
export class WarehouseRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the admin list and the count of all matching warehouses. */
  listPage(query: ListQuery): Promise<ListPage<Warehouse>> {
    return readList<Warehouse>(this.dataSource.manager, LIST, query);
  }

  find(id: number): Promise<Warehouse | null> {
    return this.dataSource.manager.findOne(Warehouse, { where: { id } });
  }

  /** Whether an enabled warehouse has this id: in the caller's transaction when given one. */
  isEnabled(id: number, manager?: EntityManager): Promise<boolean> {
    return (manager ?? this.dataSource.manager).exists(Warehouse, { where: { id, enabled: true } });
  }

  /** The enabled warehouses' ids. */
  enabledIds(): Promise<ReadonlySet<number>> {
    return this.dataSource.manager
      .find(Warehouse, { select: { id: true }, where: { enabled: true } })
      .then((rows): ReadonlySet<number> => new Set(rows.map((w) => w.id)));
  }

  /** The warehouse with this name (compared without case), read in the caller's transaction, or null. */
  findByName(manager: EntityManager, name: string): Promise<Warehouse | null> {
    return manager.findOne(Warehouse, { where: { name: ILike(escapeLike(name)) } });
  }

  /** Locks the warehouse's row until the caller's transaction ends and reads it, or null. */
  lock(manager: EntityManager, id: number): Promise<Warehouse | null> {
    return manager.findOne(Warehouse, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, columns: Pick<Warehouse, 'name' | 'address' | 'enabled'>): Promise<Warehouse> {
    return manager.save(manager.create(Warehouse, columns));
  }

  /** Saves a warehouse read in the caller's transaction, changed. */
  save(manager: EntityManager, warehouse: Warehouse): Promise<Warehouse> {
    return manager.save(warehouse);
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Warehouse, { id });
  }
}
