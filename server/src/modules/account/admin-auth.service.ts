import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ForbiddenError, UnauthorizedError } from '../../common/errors';
import { decoyHash, verifyPassword } from '../../common/passwords';
import { IssuedToken, TokenService } from '../auth/token.service';
import { Admin } from './admin.entity';

export const BAD_CREDENTIALS = 'Incorrect email or password';
export const ACCOUNT_DISABLED = 'This account is disabled';

@Injectable()
export class AdminAuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
  ) {}

  async login(email: string, password: string): Promise<IssuedToken> {
    const admin = await this.dataSource.manager
      .createQueryBuilder(Admin, 'admin')
      .addSelect('admin.passwordHash')
      .where('admin.email = :email', { email })
      .getOne();
    const valid = await verifyPassword(admin?.passwordHash ?? (await decoyHash()), password);
    if (!admin || !valid) throw new UnauthorizedError(BAD_CREDENTIALS);
    if (!admin.enabled) throw new ForbiddenError(ACCOUNT_DISABLED);
    return this.tokens.issue('admin', admin.id);
  }
}
