import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, ILike } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { escapeLike, type ListDefinition, type ListPage, readList } from '../../database/list-statement';
import { Role } from './role.entity';

const LIST: ListDefinition = {
  columns: 'r.id, r.name, r.permissions, r.is_super_admin AS "isSuperAdmin", r.created_at AS "createdAt", r.updated_at AS "updatedAt"',
  from: 'role r',
  id: 'r.id',
  sorts: { id: 'r.id', name: 'r.name', updated_at: 'r.updated_at', created_at: 'r.created_at' },
  search: ['r.name'],
  ties: 'ascending',
};

/** The one place that reads and writes the role table (and counts the accounts, of the account module, holding a role). */
@Injectable()
export class RoleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the back office's list and the count of all matching roles. */
  list(query: ListQuery): Promise<ListPage<Role>> {
    return readList<Role>(this.dataSource.manager, LIST, query);
  }

  find(id: number): Promise<Role | null> {
    return this.dataSource.manager.findOne(Role, { where: { id } });
  }

  /** The role, locked against every other write until the transaction ends. */
  lock(manager: EntityManager, id: number): Promise<Role | null> {
    return manager.findOne(Role, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The role, locked against changes (not against other readers) until the transaction ends. */
  lockShared(manager: EntityManager, id: number): Promise<Role | null> {
    return manager.findOne(Role, { where: { id }, lock: { mode: 'pessimistic_read' } });
  }

  /** A role of this name in any case. */
  findByName(manager: EntityManager, name: string): Promise<Role | null> {
    return manager.findOne(Role, { where: { name: ILike(escapeLike(name)) } });
  }

  insert(manager: EntityManager, values: Pick<Role, 'name' | 'permissions'>): Promise<Role> {
    return manager.save(manager.create(Role, values));
  }

  /** Writes a role's changed name and permissions. */
  save(manager: EntityManager, role: Role): Promise<Role> {
    return manager.save(role);
  }

  /** How many accounts hold the role: a read of the account module's admin table. */
  async holders(manager: EntityManager, id: number): Promise<number> {
    const [{ holders }]: { holders: number }[] = await manager.query(`SELECT count(*)::int AS holders FROM admin WHERE role_id = $1`, [id]);
    return holders;
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Role, { id });
  }
}
