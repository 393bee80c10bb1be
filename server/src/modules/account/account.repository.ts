import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { applyList, type ListSpec } from '../../common/list-builder';
import type { ListQuery } from '../../common/list-query';
import { Admin } from './admin.entity';

const LIST: ListSpec = {
  id: 'admin.id',
  sorts: { id: 'admin.id', name: 'admin.name', email: 'admin.email', enabled: 'admin.enabled', updated_at: 'admin.updatedAt', created_at: 'admin.createdAt' },
  search: ['admin.name', 'admin.email'],
  filters: { enabled: { column: 'admin.enabled', kind: 'boolean' }, role_id: { column: 'admin.roleId', kind: 'integer' } },
};

/** What a new account is written with. */
export type NewAdmin = Pick<Admin, 'name' | 'email' | 'passwordHash' | 'enabled' | 'roleId' | 'language'>;

/** What an account's change may set. */
export type AdminChanges = Partial<Pick<Admin, 'name' | 'email' | 'passwordHash' | 'enabled' | 'roleId' | 'language'>>;

/**
 * The one place that reads and writes the admin table. Accounts are read with their role (the role
 * module's table, joined through the entity relation) where the caller needs its permissions.
 */
@Injectable()
export class AccountRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the back office's list, each account with its role, and the count of all matching. */
  list(query: ListQuery): Promise<[Admin[], number]> {
    return applyList(this.dataSource.manager.createQueryBuilder(Admin, 'admin').leftJoinAndSelect('admin.role', 'role'), query, LIST).getManyAndCount();
  }

  findWithRole(id: number): Promise<Admin | null> {
    return this.dataSource.manager.findOne(Admin, { where: { id }, relations: { role: true } });
  }

  /** The account (without its role), locked until the transaction ends. */
  lock(manager: EntityManager, id: number): Promise<Admin | null> {
    return manager.findOne(Admin, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  findByEmail(manager: EntityManager, email: string): Promise<Admin | null> {
    return manager.findOne(Admin, { where: { email } });
  }

  /** The account of an email with its password hash (which no other read selects), for a sign-in. */
  withPasswordHash(email: string): Promise<Admin | null> {
    return this.dataSource.manager.createQueryBuilder(Admin, 'admin').addSelect('admin.passwordHash').where('admin.email = :email', { email }).getOne();
  }

  /** Writes a new account: its id. */
  async insert(manager: EntityManager, values: NewAdmin): Promise<number> {
    return (await manager.save(manager.create(Admin, values))).id;
  }

  async update(manager: EntityManager, id: number, changes: AdminChanges): Promise<void> {
    await manager.update(Admin, { id }, changes);
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Admin, { id });
  }
}
