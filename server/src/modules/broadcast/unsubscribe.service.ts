import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ForbiddenError } from '../../common/errors';
import { CustomerSubscriptionService } from '../customer';
import { unsubscribeMessages as m } from './broadcast.messages';
import { BroadcastRepository } from './broadcast.repository';
import { SuppressionRepository } from './suppression.repository';
import { checkUnsubscribe } from './unsubscribe-link';

/**
 * Unsubscribing by the signed link of a newsletter: the address goes on the suppression list (which every
 * broadcast skips, for leads and contacts too) and the customer of that address, if any, stops taking
 * newsletters (is_subscribe false, as staff see it), in one transaction. A link whose signature is not
 * the shop's for that address is refused and changes nothing.
 */
@Injectable()
export class UnsubscribeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly suppressions: SuppressionRepository,
    private readonly customers: CustomerSubscriptionService,
    private readonly broadcasts: BroadcastRepository,
  ) {}

  /** Whether the address of a valid link is unsubscribed already. */
  async status(email: string, signature: string): Promise<{ email: string; unsubscribed: boolean }> {
    this.check(email, signature);
    const [suppressed, subscribed] = await Promise.all([this.suppressions.has(email), this.customers.subscribed(email)]);
    return { email, unsubscribed: suppressed && subscribed !== true };
  }

  async unsubscribe(email: string, signature: string): Promise<void> {
    this.check(email, signature);
    await this.dataSource.transaction(async (manager) => {
      await this.suppressions.add(manager, email, 'unsubscribed');
      await this.customers.unsubscribe(manager, email);
      await this.broadcasts.noteUnsubscribed(manager, email);
    });
  }

  private check(email: string, signature: string): void {
    if (!checkUnsubscribe(this.config.auth.jwtSecret, email, signature)) throw new ForbiddenError(m.link);
  }
}
