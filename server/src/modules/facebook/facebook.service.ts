import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ConflictError, ForbiddenError, ServiceUnavailableError, UnauthorizedError, ValidationError } from '../../common/errors';
import { IssuedToken, TokenService } from '../auth/token.service';
import { Customer } from '../customer/customer.entity';
import { CustomerAuthService } from '../customer/customer-auth.service';
import { SettingsService } from '../settings/settings.service';

export const LOGIN_FAIL = 'Login Fail';
export const UNREGISTERED = 'Unregistered account';
export const FACEBOOK_DISABLED = 'Facebook login is not enabled';
export const FACEBOOK_NO_EMAIL = 'Your Facebook account shares no email address: please register with your email';

interface GraphUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  name?: string;
}

/**
 * Facebook login: the access token from the browser's Facebook SDK is verified with the Graph API
 * (FACEBOOK_GRAPH_URL). With FACEBOOK_APP_SECRET set, the token must also belong to our app
 * (debug_token) and calls carry appsecret_proof.
 */
@Injectable()
export class FacebookService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly tokens: TokenService,
    private readonly customers: CustomerAuthService,
  ) {}

  async login(accessToken: string): Promise<IssuedToken> {
    const user = await this.verify(accessToken);
    const customer = await this.findLinked(user.id);
    if (!customer) throw new ValidationError(UNREGISTERED);
    return this.signIn(customer);
  }

  async register(accessToken: string): Promise<IssuedToken> {
    const user = await this.verify(accessToken);
    const existing = await this.findLinked(user.id);
    if (existing) return this.signIn(existing);
    if (!user.email) throw new ValidationError(FACEBOOK_NO_EMAIL);
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
      if (error instanceof ConflictError) throw new ConflictError('This email is already registered: log in with your password', { email: ['This email is already registered'] });
      throw error;
    }
  }

  private findLinked(facebookId: string): Promise<Customer | null> {
    return this.dataSource.manager.findOne(Customer, { where: { facebookId } });
  }

  private async signIn(customer: Customer): Promise<IssuedToken> {
    if (!customer.enabled) throw new ForbiddenError('This account is disabled');
    return this.tokens.issue('customer', customer.id);
  }

  private async verify(accessToken: string): Promise<GraphUser> {
    const values = await this.settings.all();
    if (values.facebook_enabled !== '1' || !values.fb_client_id) throw new ForbiddenError(FACEBOOK_DISABLED);
    const secret = this.config.facebookAppSecret;
    if (secret) {
      const debug = await this.graph<{ data?: { is_valid?: boolean; app_id?: string; user_id?: string } }>('/debug_token', {
        input_token: accessToken,
        access_token: `${values.fb_client_id}|${secret}`,
      });
      if (!debug?.data?.is_valid || debug.data.app_id !== values.fb_client_id) throw new UnauthorizedError(LOGIN_FAIL);
    }
    const params: Record<string, string> = { fields: 'id,name,email,first_name,last_name', access_token: accessToken };
    if (secret) params.appsecret_proof = createHmac('sha256', secret).update(accessToken).digest('hex');
    const user = await this.graph<GraphUser>('/me', params);
    if (!user || typeof user.id !== 'string' || !/^\d{1,64}$/.test(user.id)) throw new UnauthorizedError(LOGIN_FAIL);
    return user;
  }

  /** A GET to the Graph API; undefined when Facebook refuses the token. */
  private async graph<T>(path: string, params: Record<string, string>): Promise<T | undefined> {
    let response: Response;
    try {
      response = await fetch(`${this.config.facebookGraphUrl}${path}?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(8000) });
    } catch {
      throw new ServiceUnavailableError('Facebook cannot be reached right now. Please try again later.');
    }
    if (response.status >= 500) throw new ServiceUnavailableError('Facebook cannot be reached right now. Please try again later.');
    if (!response.ok) return undefined;
    try {
      return (await response.json()) as T;
    } catch {
      return undefined;
    }
  }
}
