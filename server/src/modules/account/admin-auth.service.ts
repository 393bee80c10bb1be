import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ForbiddenError, UnauthorizedError } from '../../common/errors';
import { isLanguage } from '../../common/i18n/languages';
import { decoyHash, verifyPassword } from '../../common/passwords';
import { authMessages, LoginAttempts, IssuedToken, TokenService } from '../auth';
import { MailService } from '../mail';
import { SettingsService } from '../settings';
import { AccountRepository } from './account.repository';
import type { Admin } from './admin.entity';

@Injectable()
export class AdminAuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly attempts: LoginAttempts,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  /** Checks the password; repeated failures lock the account for a while (see LoginAttempts) and mail its owner. */
  async login(email: string, password: string): Promise<IssuedToken> {
    await this.attempts.assertNotLocked('admin', email);
    const admin = await this.accounts.withPasswordHash(email);
    const valid = await verifyPassword(admin?.passwordHash ?? (await decoyHash()), password);
    if (!admin || !valid) {
      const { failures, locked } = await this.attempts.failed('admin', email);
      if (locked && admin?.enabled) await this.mailLocked(admin, failures);
      throw new UnauthorizedError(authMessages.bad_credentials);
    }
    if (!admin.enabled) throw new ForbiddenError(authMessages.account_disabled);
    await this.attempts.succeeded('admin', email);
    return this.tokens.issue('admin', admin.id);
  }

  private async mailLocked(admin: Admin, failures: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const values = await this.settings.all(manager);
      const language = isLanguage(admin.language) ? admin.language : values.main_language;
      const data = { shopName: this.settings.siteName(values, language), firstName: admin.name, failures, minutes: this.config.auth.loginLockMinutes };
      await this.mail.queue(manager, admin.email, { name: 'account_locked', data }, language);
    });
  }
}
