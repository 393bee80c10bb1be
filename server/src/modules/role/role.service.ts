import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { assertMayChangePermissions, assertMayEditRole, type GrantedRole, grantorOf, permissionMessages, isPermission } from '../permission';
import { CreateRoleDto, UpdateRoleDto } from './role.dto';
import type { Role } from './role.entity';
import { roleMessages } from './role.messages';
import { RoleRepository } from './role.repository';

export const ROLE_SORTS = ['id', 'name', 'updated_at', 'created_at'] as const;

/** Flat, deduplicated and known; unknown names are a validation failure. */
function normalisePermissions(permissions: string[]): string[] {
  const unique = [...new Set(permissions)];
  const unknown = unique.filter((p) => !isPermission(p));
  if (unknown.length > 0) throw ValidationError.field('permissions', roleMessages.unknown_permissions({ permissions: unknown.join(', ') }));
  return unique.sort();
}

@Injectable()
export class RoleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roles: RoleRepository,
  ) {}

  list(query: ListQuery): Promise<ListPage<Role>> {
    return this.roles.list(query);
  }

  async get(id: number): Promise<Role> {
    const role = await this.roles.find(id);
    if (!role) throw new NotFoundError();
    return role;
  }

  /** A new role holding only permissions the actor holds. */
  create(actor: AdminPrincipal, dto: CreateRoleDto): Promise<Role> {
    const permissions = normalisePermissions(dto.permissions ?? []);
    assertMayChangePermissions(grantorOf(actor), permissions);
    return this.dataSource.transaction(async (manager) => {
      await this.ensureNameFree(manager, dto.name);
      return this.roles.insert(manager, { name: dto.name, permissions });
    });
  }

  /**
   * Renames a role or changes its permissions; every permission added or taken away, and every one the
   * role holds, must be one the actor holds. The super admin role keeps its name and its permissions.
   */
  update(actor: AdminPrincipal, id: number, dto: UpdateRoleDto): Promise<Role> {
    return this.dataSource.transaction(async (manager) => {
      const role = await this.roles.lock(manager, id);
      if (!role) throw new NotFoundError();
      assertMayEditRole(grantorOf(actor), role);
      if (dto.name !== undefined && dto.name !== role.name) {
        if (role.isSuperAdmin) throw new ConflictError(permissionMessages.super_admin_role_fixed);
        await this.ensureNameFree(manager, dto.name, id);
        role.name = dto.name;
      }
      if (dto.permissions !== undefined) {
        if (role.isSuperAdmin) throw new ConflictError(roleMessages.super_admin_permissions);
        const permissions = normalisePermissions(dto.permissions);
        const before = new Set(role.permissions);
        const after = new Set(permissions);
        assertMayChangePermissions(grantorOf(actor), [...permissions.filter((p) => !before.has(p)), ...role.permissions.filter((p) => !after.has(p))]);
        role.permissions = permissions;
      }
      return this.roles.save(manager, role);
    });
  }

  /** Deletes a role no account holds, whose permissions the actor all holds. */
  remove(actor: AdminPrincipal, id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const role = await this.roles.lock(manager, id);
      if (!role) throw new NotFoundError();
      if (role.isSuperAdmin) throw new ConflictError(roleMessages.super_admin_undeletable);
      assertMayEditRole(grantorOf(actor), role);
      // Counted first: the foreign key would refuse the delete, without the count.
      const holders = await this.roles.holders(manager, id);
      if (holders > 0) throw new ConflictError(roleMessages.in_use({ count: holders }));
      await this.roles.delete(manager, id);
    });
  }

  /**
   * The role an account is about to get (or has), locked until the transaction ends so that what the
   * grant rules checked is what is assigned; an unknown id is a validation failure of role_id.
   */
  async lockForAssignment(manager: EntityManager, roleId: number): Promise<GrantedRole & { id: number }> {
    const role = await this.roles.lockShared(manager, roleId);
    if (!role) throw ValidationError.field('role_id', roleMessages.must_exist);
    return role;
  }

  private async ensureNameFree(manager: EntityManager, name: string, exceptId?: number): Promise<void> {
    const existing = await this.roles.findByName(manager, name);
    if (existing && existing.id !== exceptId) throw ConflictError.field('name', roleMessages.name_taken);
  }
}
