import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager, IsNull, QueryFailedError } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../common/errors';
import { isLanguage, LanguageCode } from '../../common/i18n/languages';
import { decoyHash, hashPassword, verifyPassword } from '../../common/passwords';
import { OutboxService } from '../../queue/outbox.service';
import { SessionService } from '../auth/session.service';
import { IssuedToken, TokenService } from '../auth/token.service';
import { MailService } from '../mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { Customer } from './customer.entity';
import { PasswordEmailDto, PasswordResetDto, RegisterDto, UpdateProfileDto } from './customer.dto';
import { PasswordReset } from './password-reset.entity';

export const EMAIL_TAKEN = 'This email is already registered';
export const BAD_CREDENTIALS = 'Incorrect email or password';
export const ACCOUNT_DISABLED = 'This account is disabled';
export const RESET_LINK_SENT = 'Reset link sent, please check your email';
export const TOO_FREQUENT = 'Too frequent operation, please try again later';
export const PASSWORD_RESET_DONE = 'Password reset, please log in with your new password';
export const INVALID_TOKEN = 'Invalid token';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Two requests that both checked the email was free: the loser hits the unique index. */
function isEmailTaken(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code, constraint } = error.driverError as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'UQ_customer_email';
}

const emailTaken = () => new ConflictError(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

/** Shopper accounts: registration, login, profile and password reset. */
@Injectable()
export class CustomerAuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
  ) {}

  async register(dto: RegisterDto): Promise<{ customer: Customer; token: IssuedToken }> {
    const passwordHash = await hashPassword(dto.password);
    const language = dto.language ?? (await this.settings.all()).main_language;
    return this.create({ email: dto.email, firstName: dto.first_name, lastName: dto.last_name, language, passwordHash, facebookId: null });
  }

  /** Creates a shopper and opens a session in one transaction. */
  async create(fields: Pick<Customer, 'email' | 'firstName' | 'lastName' | 'language' | 'passwordHash' | 'facebookId'>) {
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (await manager.exists(Customer, { where: { email: fields.email } })) throw emailTaken();
        const customer = await manager.save(manager.create(Customer, fields));
        const token = await this.tokens.issue('customer', customer.id, manager);
        return { customer, token };
      });
    } catch (error) {
      throw isEmailTaken(error) ? emailTaken() : error;
    }
  }

  async login(email: string, password: string): Promise<IssuedToken> {
    const customer = await this.dataSource.manager
      .createQueryBuilder(Customer, 'c')
      .addSelect('c.passwordHash')
      .where('c.email = :email', { email })
      .getOne();
    const valid = await verifyPassword(customer?.passwordHash ?? (await decoyHash()), password);
    if (!customer || !valid) throw new UnauthorizedError(BAD_CREDENTIALS);
    if (!customer.enabled) throw new ForbiddenError(ACCOUNT_DISABLED);
    return this.tokens.issue('customer', customer.id);
  }

  async profile(id: number): Promise<Customer> {
    const customer = await this.dataSource.manager.findOne(Customer, { where: { id } });
    if (!customer) throw new NotFoundError();
    return customer;
  }

  async updateProfile(id: number, sessionId: string, dto: UpdateProfileDto): Promise<Customer> {
    const passwordHash = dto.password ? await hashPassword(dto.password) : undefined;
    await this.dataSource
      .transaction(async (manager) => {
        const customer = await manager.findOne(Customer, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!customer) throw new NotFoundError();
        const changes: Partial<Customer> = {};
        if (dto.email !== undefined && dto.email !== customer.email) {
          if (await manager.exists(Customer, { where: { email: dto.email } })) throw emailTaken();
          changes.email = dto.email;
        }
        if (dto.first_name !== undefined) changes.firstName = dto.first_name;
        if (dto.last_name !== undefined) changes.lastName = dto.last_name;
        if (dto.phone !== undefined) changes.phone = dto.phone === '' ? null : dto.phone;
        if (dto.gender !== undefined) changes.gender = dto.gender;
        if (dto.language !== undefined) changes.language = dto.language;
        if (passwordHash) changes.passwordHash = passwordHash;
        if (Object.keys(changes).length > 0) await manager.update(Customer, { id }, changes);
        // A new password ends the account's other sessions; this one stays signed in.
        if (passwordHash) {
          await manager
            .createQueryBuilder()
            .update('session')
            .set({ revokedAt: () => 'now()' })
            .where('kind = :kind AND subject_id = :id AND revoked_at IS NULL AND id <> :sid', { kind: 'customer', id, sid: sessionId })
            .execute();
        }
      })
      .catch((error: unknown) => {
        throw isEmailTaken(error) ? emailTaken() : error;
      });
    return this.profile(id);
  }

  /** Sends a reset link. Unknown emails get the same answer, so accounts cannot be discovered. */
  async requestPasswordReset(dto: PasswordEmailDto): Promise<string> {
    const queued = await this.dataSource.transaction(async (manager) => {
      const customer = await manager.findOne(Customer, { where: { email: dto.email }, lock: { mode: 'pessimistic_write' } });
      if (!customer || !customer.enabled) return false;
      await this.ensureNotTooFrequent(manager, customer.id);
      const token = randomBytes(32).toString('hex');
      const minutes = this.config.passwordResetTtlMinutes;
      await manager.insert(PasswordReset, { customerId: customer.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + minutes * 60_000) });
      const values = await this.settings.all(manager);
      const language: LanguageCode = isLanguage(customer.language) ? customer.language : values.main_language;
      const url = `${this.config.appUrl}/reset-password?token=${token}&email=${encodeURIComponent(customer.email)}`;
      await this.mail.queue(manager, customer.email, { name: 'password_reset', data: { shopName: this.settings.siteName(values, language), firstName: customer.firstName, url, minutes } }, language);
      return true;
    });
    if (queued) this.outbox.poke();
    return RESET_LINK_SENT;
  }

  async resetPassword(dto: PasswordResetDto): Promise<string> {
    const passwordHash = await hashPassword(dto.password);
    await this.dataSource.transaction(async (manager) => {
      const reset = await manager.findOne(PasswordReset, { where: { tokenHash: sha256(dto.token), usedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
      const customer = reset ? await manager.findOne(Customer, { where: { id: reset.customerId } }) : null;
      if (!reset || !customer || customer.email !== dto.email || reset.expiresAt.getTime() <= Date.now()) throw ValidationError.field('token', INVALID_TOKEN);
      await manager.update(Customer, { id: customer.id }, { passwordHash });
      // Every outstanding link of the account is spent, and every session ends.
      await manager.update(PasswordReset, { customerId: customer.id, usedAt: IsNull() }, { usedAt: new Date() });
      await this.sessions.revokeAll('customer', customer.id, manager);
    });
    return PASSWORD_RESET_DONE;
  }

  private async ensureNotTooFrequent(manager: EntityManager, customerId: number): Promise<void> {
    const interval = this.config.passwordResetIntervalSeconds;
    if (interval === 0) return;
    const recent = await manager
      .createQueryBuilder(PasswordReset, 'r')
      .where('r.customerId = :customerId', { customerId })
      .andWhere(`r.createdAt > now() - make_interval(secs => :interval)`, { interval })
      .getExists();
    if (recent) throw new TooManyRequestsError(TOO_FREQUENT);
  }
}
