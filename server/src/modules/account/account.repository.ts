import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readList } from '../../database/list-statement';
import { Admin } from './admin.entity';

/** An account as the back office's list reads it: its columns (no password hash) and its role's name. */
export type AccountListRow = Omit<Admin, 'passwordHash' | 'role'> & { role: { name: string | null } };

const LIST: ListDefinition = {
  columns: `a.id, a.name, a.email, a.enabled, a.role_id AS "roleId", a.language, a.created_at AS "createdAt", a.updated_at AS "updatedAt",
    json_build_object('name', r.name) AS role`,
  from: 'admin a LEFT JOIN role r ON r.id = a.role_id',
  id: 'a.id',
  sorts: { id: 'a.id', name: 'a.name', email: 'a.email', enabled: 'a.enabled', updated_at: 'a.updated_at', created_at: 'a.created_at' },
  search: ['a.name', 'a.email'],
  filters: { enabled: { column: 'a.enabled', kind: 'boolean' }, role_id: { column: 'a.role_id', kind: 'integer' } },
  ties: 'ascending',
};

/** What a new account is written with. */
export type NewAdmin = Pick<Admin, 'name' | 'email' | 'passwordHash' | 'enabled' | 'roleId' | 'language'>;

/** What an account's change may set. */
export type AdminChanges = Partial<Pick<Admin, 'name' | 'email' | 'passwordHash' | 'enabled' | 'roleId' | 'language'>>;

/**
 * The one place that reads and writes the admin table. Accounts are read with their role (the role
 * module's table, joined through the entity relation) where the caller needs its permissions; the
 * list joins it in its own SQL for the role's name.
 */
@Injectable()
export class AccountRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the back office's list, each account with its role's name, and the count of all matching. */
  list(query: ListQuery): Promise<ListPage<AccountListRow>> {
    return readList<AccountListRow>(this.dataSource.manager, LIST, query);
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
