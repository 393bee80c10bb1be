import { Injectable } from '@nestjs/common';
import { ConflictError, ForbiddenError, ValidationError } from '../../common/errors';
import { authMessages, IssuedToken, TokenService } from '../auth';
import { CustomerAuthService, customerMessages } from '../customer';
import { SettingsService } from '../settings';
import type { FacebookUser } from './facebook-graph.client';
import { facebookMessages } from './facebook.messages';

/**
 * Facebook login for a Facebook user FacebookTokenGuard has verified: signs in the shopper linked to
 * them, or registers one.
 */
@Injectable()
export class FacebookService {
  constructor(
    private readonly settings: SettingsService,
    private readonly tokens: TokenService,
    private readonly customers: CustomerAuthService,
  ) {}

  async login(user: FacebookUser): Promise<IssuedToken> {
    const customer = await this.findLinked(user.id);
    if (!customer) throw new ValidationError(facebookMessages.unregistered);
    return this.signIn(customer);
  }

  async register(user: FacebookUser): Promise<IssuedToken> {
    const existing = await this.findLinked(user.id);
    if (existing) return this.signIn(existing);
    if (!user.email) throw new ValidationError(facebookMessages.no_email);
    const email = user.email.trim().toLowerCase();
    const [first, ...rest] = (user.name ?? '').split(' ');
    const values = await this.settings.all();
    try {
      const { token } = await this.customers.create({
        email,
        firstName: (user.first_name ?? first ?? '').slice(0, 100) || email.split('@')[0],
        lastName: (user.last_name ?? rest.join(' ')).slice(0, 100),
        language: values.main_language,
        passwordHash: null,
        facebookId: user.id,
      });
      return token;
    } catch (error) {
      // A second request for the same Facebook user (a double click) lost the race: sign in the account the first one made.
      const made = await this.findLinked(user.id);
      if (made) return this.signIn(made);
      if (error instanceof ConflictError) throw new ConflictError(facebookMessages.email_registered, { email: [customerMessages.email_taken] });
      throw error;
    }
  }

  private findLinked(facebookId: string) {
    return this.customers.findByFacebookId(facebookId);
  }

  private async signIn(customer: { id: number; enabled: boolean }): Promise<IssuedToken> {
    if (!customer.enabled) throw new ForbiddenError(authMessages.account_disabled);
    return this.tokens.issue('customer', customer.id);
  }
}
