import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../common/errors';
import { isLanguage, LanguageCode } from '../../common/i18n/languages';
import { decoyHash, hashPassword, verifyPassword } from '../../common/passwords';
import { authMessages, LoginAttempts, SessionService, IssuedToken, TokenService } from '../auth';
import { MailService } from '../mail';
import { SettingsService } from '../settings';
import type { Customer } from './customer.entity';
import type { Message } from '../../common/messages';
import { PasswordEmailDto, PasswordResetDto, RegisterDto, UpdateProfileDto } from './customer.dto';
import { customerMessages } from './customer.messages';
import { CustomerRepository, type CustomerChanges, type NewCustomer } from './customer.repository';
import { PasswordResetRepository } from './password-reset.repository';

/**
 * A reset request answers no sooner than this after it arrived, whether the email belongs to an account
 * or not: the mail work for a real account must not show in the timing.
 */
const RESET_ANSWER_FLOOR_MS = 200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Two requests that both checked the email was free: the loser hits the unique index. */
function isEmailTaken(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code, constraint } = error.driverError as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'UQ_customer_email';
}

const emailTaken = () => ConflictError.field('email', customerMessages.email_taken);

/** Shopper accounts: registration, login, profile and password reset. */
@Injectable()
export class CustomerAuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomerRepository,
    private readonly resets: PasswordResetRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly sessions: SessionService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly attempts: LoginAttempts,
  ) {}

  async register(dto: RegisterDto): Promise<{ customer: Customer; token: IssuedToken }> {
    const passwordHash = await hashPassword(dto.password);
    const language = dto.language ?? (await this.settings.all()).main_language;
    return this.create({ email: dto.email, firstName: dto.first_name, lastName: dto.last_name, language, passwordHash, facebookId: null });
  }

  /** Creates a shopper and opens a session in one transaction. */
  async create(fields: NewCustomer) {
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (await this.customers.emailTaken(manager, fields.email)) throw emailTaken();
        const customer = await this.customers.insert(manager, fields);
        const token = await this.tokens.issue('customer', customer.id, manager);
        return { customer, token };
      });
    } catch (error) {
      throw isEmailTaken(error) ? emailTaken() : error;
    }
  }

  /** Checks the password; repeated failures lock the account for a while (see LoginAttempts) and mail its owner. */
  async login(email: string, password: string): Promise<IssuedToken> {
    await this.attempts.assertNotLocked('customer', email);
    const customer = await this.customers.withPasswordHash({ email });
    const valid = await verifyPassword(customer?.passwordHash ?? (await decoyHash()), password);
    if (!customer || !valid) {
      await this.countFailure(email, customer);
      throw new UnauthorizedError(authMessages.bad_credentials);
    }
    if (!customer.enabled) throw new ForbiddenError(authMessages.account_disabled);
    await this.attempts.succeeded('customer', email);
    return this.tokens.issue('customer', customer.id);
  }

  /** The shopper linked to a Facebook user, if any. */
  findByFacebookId(facebookId: string): Promise<Customer | null> {
    return this.customers.findByFacebookId(facebookId);
  }

  async profile(id: number): Promise<Customer> {
    const customer = await this.customers.find(id);
    if (!customer) throw new NotFoundError();
    return customer;
  }

  /**
   * Changes the profile. A new email or password needs the current password (a stolen token must not
   * become a permanent takeover; an account made with Facebook has none to give), and each is told to
   * the owner by mail: the email change to the old address. A new password ends the other sessions.
   */
  async updateProfile(id: number, sessionId: string, dto: UpdateProfileDto): Promise<Customer> {
    const current = await this.customers.withPasswordHash({ id });
    if (!current) throw new NotFoundError();
    const changesEmail = dto.email !== undefined && dto.email !== current.email;
    const changesPassword = Boolean(dto.password);
    if ((changesEmail || changesPassword) && current.passwordHash) await this.confirmPassword(current, dto.current_password);
    const passwordHash = dto.password ? await hashPassword(dto.password) : undefined;
    await this.dataSource
      .transaction(async (manager) => {
        const customer = await this.customers.lock(manager, { id });
        if (!customer) throw new NotFoundError();
        const changes: CustomerChanges = {};
        if (dto.email !== undefined && dto.email !== customer.email) {
          if (await this.customers.emailTaken(manager, dto.email)) throw emailTaken();
          changes.email = dto.email;
        }
        if (dto.first_name !== undefined) changes.firstName = dto.first_name;
        if (dto.last_name !== undefined) changes.lastName = dto.last_name;
        if (dto.phone !== undefined) changes.phone = dto.phone === '' ? null : dto.phone;
        if (dto.gender !== undefined) changes.gender = dto.gender;
        if (dto.language !== undefined) changes.language = dto.language;
        if (passwordHash) changes.passwordHash = passwordHash;
        if (Object.keys(changes).length > 0) await this.customers.update(manager, id, changes);
        if (passwordHash) await this.sessions.revokeAll(manager, 'customer', id, sessionId);
        await this.tellOwner(manager, { ...customer, ...changes }, customer.email, Boolean(changes.email), Boolean(passwordHash));
      })
      .catch((error: unknown) => {
        throw isEmailTaken(error) ? emailTaken() : error;
      });
    return this.profile(id);
  }

  /**
   * Sends a reset link. Every email, known or not, gets the same answers: one request per
   * PASSWORD_RESET_INTERVAL_SECONDS, then "too frequent"; and the same answer time (see RESET_ANSWER_FLOOR_MS).
   */
  async requestPasswordReset(dto: PasswordEmailDto): Promise<Message> {
    const started = Date.now();
    await this.ensureNotTooFrequent(dto.email);
    await this.dataSource.transaction(async (manager) => {
      const customer = await this.customers.lock(manager, { email: dto.email });
      if (!customer || !customer.enabled) return;
      const token = randomBytes(32).toString('hex');
      const minutes = this.config.auth.passwordResetTtlMinutes;
      await this.resets.insert(manager, { customerId: customer.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + minutes * 60_000) });
      const values = await this.settings.all(manager);
      const language = this.languageOf(customer, values.main_language);
      const url = `${this.config.http.appUrl}/reset-password?token=${token}&email=${encodeURIComponent(customer.email)}`;
      const data = { shopName: this.settings.siteName(values, language), firstName: customer.firstName, url, minutes };
      await this.mail.queue(manager, customer.email, { name: 'password_reset', data, secrets: [token] }, language);
    });
    await pause(started + RESET_ANSWER_FLOOR_MS - Date.now());
    return customerMessages.reset_link_sent;
  }

  async resetPassword(dto: PasswordResetDto): Promise<Message> {
    const passwordHash = await hashPassword(dto.password);
    await this.dataSource.transaction(async (manager) => {
      const reset = await this.resets.lockUnused(manager, sha256(dto.token));
      const customer = reset ? await this.customers.find(reset.customerId, manager) : null;
      if (!reset || !customer || customer.email !== dto.email || reset.expiresAt.getTime() <= Date.now())
        throw ValidationError.field('token', customerMessages.invalid_token);
      await this.customers.update(manager, customer.id, { passwordHash });
      // Every outstanding link of the account is spent, and every session ends.
      await this.resets.spendAll(manager, customer.id);
      await this.sessions.revokeAll(manager, 'customer', customer.id);
    });
    // Whoever holds the mailbox has proved it: a lock from failed guesses ends too.
    await this.attempts.succeeded('customer', dto.email);
    return customerMessages.password_reset_done;
  }

  /**
   * One reset request per email per interval, for every email whether an account has it or not (kept
   * by a hash of the address; rows older than a day are cleared on the way).
   */
  private async ensureNotTooFrequent(email: string): Promise<void> {
    const interval = this.config.auth.passwordResetIntervalSeconds;
    if (interval === 0) return;
    if (!(await this.resets.takeRequestSlot(sha256(email), interval))) throw new TooManyRequestsError(customerMessages.too_frequent);
  }

  private languageOf(customer: Customer, main: LanguageCode): LanguageCode {
    return isLanguage(customer.language) ? customer.language : main;
  }

  /** The current password, checked like a login: failures count towards the account's lock. */
  private async confirmPassword(customer: Customer, given: string | undefined): Promise<void> {
    await this.attempts.assertNotLocked('customer', customer.email);
    if (!given) throw ValidationError.field('current_password', customerMessages.current_password_required);
    if (!(await verifyPassword(customer.passwordHash, given))) {
      await this.countFailure(customer.email, customer);
      throw ValidationError.field('current_password', customerMessages.current_password_wrong);
    }
  }

  /** Counts a failed password; the failure that locks the account mails its owner. */
  private async countFailure(email: string, customer: Customer | null): Promise<void> {
    const { failures, locked } = await this.attempts.failed('customer', email);
    if (!locked || !customer || !customer.enabled) return;
    await this.dataSource.transaction(async (manager) => {
      const values = await this.settings.all(manager);
      const language = this.languageOf(customer, values.main_language);
      const data = {
        shopName: this.settings.siteName(values, language),
        firstName: customer.firstName,
        failures,
        minutes: this.config.auth.loginLockMinutes,
        resetUrl: `${this.config.http.appUrl}/password/reset`,
      };
      await this.mail.queue(manager, customer.email, { name: 'account_locked', data }, language);
    });
  }

  /** Mails the owner about a new email (to the old address) or a new password, in the same transaction. */
  private async tellOwner(manager: EntityManager, customer: Customer, oldEmail: string, emailChanged: boolean, passwordChanged: boolean): Promise<void> {
    if (!emailChanged && !passwordChanged) return;
    const values = await this.settings.all(manager);
    const language = this.languageOf(customer, values.main_language);
    const greeting = { shopName: this.settings.siteName(values, language), firstName: customer.firstName };
    if (emailChanged) await this.mail.queue(manager, oldEmail, { name: 'email_changed', data: { ...greeting, newEmail: customer.email } }, language);
    if (passwordChanged) await this.mail.queue(manager, customer.email, { name: 'password_changed', data: greeting }, language);
  }
}
