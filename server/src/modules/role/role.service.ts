import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, ILike, In } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import { Admin } from '../account/admin.entity';
import { isPermission } from '../permission/permission-catalogue';
import { CreateRoleDto, UpdateRoleDto } from './role.dto';
import { Role } from './role.entity';

export const ROLE_SORTS = ['id', 'name', 'updated_at', 'created_at'] as const;
const SORT_COLUMNS: Record<string, keyof Role> = { id: 'id', name: 'name', updated_at: 'updatedAt', created_at: 'createdAt' };

/** Flat, deduplicated and known; unknown names are a validation failure. */
function normalisePermissions(permissions: string[]): string[] {
  const unique = [...new Set(permissions)];
  const unknown = unique.filter((p) => !isPermission(p));
  if (unknown.length > 0) throw ValidationError.field('permissions', `Unknown permission: ${unknown.join(', ')}`);
  return unique.sort();
}

@Injectable()
export class RoleService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListQuery): Promise<[Role[], number]> {
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    const column = SORT_COLUMNS[query.sortField];
    return this.dataSource.manager.findAndCount(Role, {
      where: { ...(q ? { name: ILike(`%${q.replace(/[\\%_]/g, '\\$&')}%`) } : {}), ...(query.ids ? { id: In(query.ids) } : {}) },
      // id breaks ties, unless id is the sort itself (a second `id` key would overwrite its direction).
      order: column === 'id' ? { id: query.sortOrder } : { [column]: query.sortOrder, id: 'ASC' },
      skip: query.offset,
      take: query.limit,
    });
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<Role> {
    const role = await manager.findOne(Role, { where: { id } });
    if (!role) throw new NotFoundError();
    return role;
  }

  create(dto: CreateRoleDto): Promise<Role> {
    return this.dataSource.transaction(async (manager) => {
      await this.ensureNameFree(manager, dto.name);
      return manager.save(manager.create(Role, { name: dto.name, permissions: normalisePermissions(dto.permissions ?? []) }));
    });
  }

  update(id: number, dto: UpdateRoleDto): Promise<Role> {
    return this.dataSource.transaction(async (manager) => {
      const role = await manager.findOne(Role, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!role) throw new NotFoundError();
      if (dto.name !== undefined && dto.name !== role.name) {
        await this.ensureNameFree(manager, dto.name, id);
        role.name = dto.name;
      }
      if (dto.permissions !== undefined) {
        if (role.isSuperAdmin) throw new ConflictError('The super admin role always holds every permission');
        role.permissions = normalisePermissions(dto.permissions);
      }
      return manager.save(role);
    });
  }

  remove(id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const role = await manager.findOne(Role, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!role) throw new NotFoundError();
      if (role.isSuperAdmin) throw new ConflictError('The super admin role cannot be deleted');
      const holders = await manager.count(Admin, { where: { roleId: id } });
      if (holders > 0) throw new ConflictError(`This role is held by ${holders} admin account(s): give them another role first`);
      await manager.delete(Role, { id });
    });
  }

  private async ensureNameFree(manager: EntityManager, name: string, exceptId?: number): Promise<void> {
    const existing = await manager.findOne(Role, { where: { name: ILike(name.replace(/[\\%_]/g, '\\$&')) } });
    if (existing && existing.id !== exceptId) throw new ConflictError('A role with this name already exists', { name: ['A role with this name already exists'] });
  }
}
