import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { ListQuery } from '../../common/list-query';
import { hashPassword } from '../../common/passwords';
import { SessionService } from '../auth/session.service';
import { Role } from '../role/role.entity';
import { CreateAccountDto, UpdateAccountDto } from './account.dto';
import { Admin } from './admin.entity';

export const ACCOUNT_SORTS = ['id', 'name', 'email', 'enabled', 'updated_at', 'created_at'] as const;
const SORT_COLUMNS: Record<string, string> = {
  id: 'admin.id',
  name: 'admin.name',
  email: 'admin.email',
  enabled: 'admin.enabled',
  updated_at: 'admin.updatedAt',
  created_at: 'admin.createdAt',
};
const EMAIL_TAKEN = 'An admin account with this email already exists';

/** Back-office accounts. The acting admin is passed in where the rules depend on who acts. */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
  ) {}

  list(query: ListQuery): Promise<[Admin[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(Admin, 'admin').leftJoinAndSelect('admin.role', 'role');
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) {
      const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
      qb.andWhere(new Brackets((w) => w.where('admin.name ILIKE :like', { like }).orWhere('admin.email ILIKE :like', { like })));
    }
    if (query.ids) qb.andWhere('admin.id IN (:...ids)', { ids: query.ids.length ? query.ids : [0] });
    if (typeof query.filter.enabled === 'boolean') qb.andWhere('admin.enabled = :enabled', { enabled: query.filter.enabled });
    if (Number.isInteger(query.filter.role_id)) qb.andWhere('admin.roleId = :roleId', { roleId: query.filter.role_id });
    qb.orderBy(SORT_COLUMNS[query.sortField], query.sortOrder);
    // id breaks ties, unless id is the sort itself (adding it again would overwrite its direction).
    if (query.sortField !== 'id') qb.addOrderBy('admin.id', 'ASC');
    return qb
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
  }

  async get(id: number): Promise<Admin> {
    const admin = await this.dataSource.manager.findOne(Admin, { where: { id }, relations: { role: true } });
    if (!admin) throw new NotFoundError();
    return admin;
  }

  async create(dto: CreateAccountDto): Promise<Admin> {
    const passwordHash = await hashPassword(dto.password);
    const id = await this.dataSource.transaction(async (manager) => {
      const roleId = dto.role_id ?? 1;
      await this.ensureRole(manager, roleId);
      await this.ensureEmailFree(manager, dto.email);
      const admin = manager.create(Admin, {
        name: dto.name,
        email: dto.email,
        passwordHash,
        enabled: dto.enabled ?? true,
        roleId,
        language: dto.language ?? 'en_us',
      });
      return (await manager.save(admin)).id;
    });
    return this.get(id);
  }

  async update(actor: Admin, id: number, dto: UpdateAccountDto): Promise<Admin> {
    const passwordHash = dto.password ? await hashPassword(dto.password) : undefined;
    await this.dataSource.transaction(async (manager) => {
      const admin = await manager.findOne(Admin, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!admin) throw new NotFoundError();
      if (dto.enabled === false && actor.id === id) throw new ConflictError('You cannot disable your own account');
      const changes: Partial<Admin> = {};
      if (dto.email !== undefined && dto.email !== admin.email) {
        await this.ensureEmailFree(manager, dto.email, id);
        changes.email = dto.email;
      }
      if (dto.role_id !== undefined) {
        await this.ensureRole(manager, dto.role_id);
        changes.roleId = dto.role_id;
      }
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.language !== undefined) changes.language = dto.language;
      if (dto.enabled !== undefined) changes.enabled = dto.enabled;
      if (passwordHash) changes.passwordHash = passwordHash;
      if (Object.keys(changes).length > 0) await manager.update(Admin, { id }, changes);
      // A disabled account or a password set by someone else ends the account's sessions.
      if (dto.enabled === false || (passwordHash && actor.id !== id)) await this.sessions.revokeAll('admin', id, manager);
    });
    return this.get(id);
  }

  async remove(actor: Admin, id: number): Promise<void> {
    if (actor.id === id) throw new ConflictError('You cannot delete your own account');
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.delete(Admin, { id });
      if (!result.affected) throw new NotFoundError();
      await this.sessions.revokeAll('admin', id, manager);
    });
  }

  async updateSelf(actor: Admin, changes: { name?: string; language?: string }): Promise<Admin> {
    const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length > 0) await this.dataSource.manager.update(Admin, { id: actor.id }, values);
    return this.get(actor.id);
  }

  private async ensureRole(manager: EntityManager, roleId: number): Promise<void> {
    if (!(await manager.exists(Role, { where: { id: roleId } }))) throw ValidationError.field('role_id', 'role_id must be an existing role');
  }

  private async ensureEmailFree(manager: EntityManager, email: string, exceptId?: number): Promise<void> {
    const existing = await manager.findOne(Admin, { where: { email } });
    if (existing && existing.id !== exceptId) throw new ConflictError(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
}
