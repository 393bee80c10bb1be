import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { hashPassword } from '../../common/passwords';
import { SessionService } from '../auth';
import { assertMayAssignRole, assertMayManageAccount, grantorOf, permissionMessages } from '../permission';
import { RoleService } from '../role';
import { CreateAccountDto, UpdateAccountDto } from './account.dto';
import { accountMessages } from './account.messages';
import { type AccountListRow, AccountRepository, type AdminChanges } from './account.repository';
import type { Admin } from './admin.entity';

export const ACCOUNT_SORTS = ['id', 'name', 'email', 'enabled', 'updated_at', 'created_at'] as const;

/** Back-office accounts. The acting admin is passed in where the rules depend on who acts. */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionService,
    private readonly roles: RoleService,
  ) {}

  list(query: ListQuery): Promise<ListPage<AccountListRow>> {
    return this.accounts.list(query);
  }

  async get(id: number): Promise<Admin> {
    const admin = await this.accounts.findWithRole(id);
    if (!admin) throw new NotFoundError();
    return admin;
  }

  /** A new account; the actor may assign only a role whose permissions they hold all of. */
  async create(actor: AdminPrincipal, dto: CreateAccountDto): Promise<Admin> {
    const passwordHash = await hashPassword(dto.password);
    const id = await this.dataSource.transaction(async (manager) => {
      const role = await this.lockRole(manager, dto.role_id);
      assertMayAssignRole(grantorOf(actor), role);
      await this.ensureEmailFree(manager, dto.email);
      return this.accounts.insert(manager, {
        name: dto.name,
        email: dto.email,
        passwordHash,
        enabled: dto.enabled ?? true,
        roleId: role.id,
        language: dto.language ?? 'en_us',
      });
    });
    return this.get(id);
  }

  /**
   * Changes an account the actor may manage (see grant-rules): nobody changes their own role, a new
   * role must be one the actor may assign, and a new password ends every other session of the account.
   */
  async update(actor: AdminPrincipal, id: number, dto: UpdateAccountDto): Promise<Admin> {
    const passwordHash = dto.password ? await hashPassword(dto.password) : undefined;
    const self = actor.admin.id === id;
    await this.dataSource.transaction(async (manager) => {
      const admin = await this.accounts.lock(manager, id);
      if (!admin) throw new NotFoundError();
      assertMayManageAccount(grantorOf(actor), await this.lockRole(manager, admin.roleId));
      if (dto.enabled === false && self) throw new ConflictError(accountMessages.cannot_disable_self);
      const changes: AdminChanges = {};
      if (dto.email !== undefined && dto.email !== admin.email) {
        await this.ensureEmailFree(manager, dto.email, id);
        changes.email = dto.email;
      }
      if (dto.role_id !== undefined && dto.role_id !== admin.roleId) {
        if (self) throw new ForbiddenError(permissionMessages.own_role);
        assertMayAssignRole(grantorOf(actor), await this.lockRole(manager, dto.role_id));
        changes.roleId = dto.role_id;
      }
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.language !== undefined) changes.language = dto.language;
      if (dto.enabled !== undefined) changes.enabled = dto.enabled;
      if (passwordHash) changes.passwordHash = passwordHash;
      if (Object.keys(changes).length > 0) await this.accounts.update(manager, id, changes);
      // A disabled account ends all its sessions; a new password all but the one that set it.
      if (dto.enabled === false) await this.sessions.revokeAll(manager, 'admin', id);
      else if (passwordHash) await this.sessions.revokeAll(manager, 'admin', id, self ? actor.sessionId : undefined);
    });
    return this.get(id);
  }

  async remove(actor: AdminPrincipal, id: number): Promise<void> {
    if (actor.admin.id === id) throw new ConflictError(accountMessages.cannot_delete_self);
    await this.dataSource.transaction(async (manager) => {
      const admin = await this.accounts.lock(manager, id);
      if (!admin) throw new NotFoundError();
      assertMayManageAccount(grantorOf(actor), await this.lockRole(manager, admin.roleId));
      await this.accounts.delete(manager, id);
      await this.sessions.revokeAll(manager, 'admin', id);
    });
  }

  async updateSelf(actor: Admin, changes: { name?: string; language?: string }): Promise<Admin> {
    const values: AdminChanges = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length > 0) await this.accounts.update(this.dataSource.manager, actor.id, values);
    return this.get(actor.id);
  }

  private lockRole(manager: EntityManager, roleId: number) {
    return this.roles.lockForAssignment(manager, roleId);
  }

  private async ensureEmailFree(manager: EntityManager, email: string, exceptId?: number): Promise<void> {
    const existing = await this.accounts.findByEmail(manager, email);
    if (existing && existing.id !== exceptId) throw ConflictError.field('email', accountMessages.email_taken);
  }
}
