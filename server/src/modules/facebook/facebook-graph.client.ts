import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { ForbiddenError, ServiceUnavailableError } from '../../common/errors';
import { SettingsService } from '../settings';
import { facebookMessages } from './facebook.messages';

/** The Facebook user an access token belongs to, as the Graph API's /me tells it. */
export interface FacebookUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  name?: string;
}

/**
 * The Graph API (FACEBOOK_GRAPH_URL) calls behind Facebook login. With FACEBOOK_APP_SECRET set, a token
 * must also belong to our app (debug_token) and calls carry appsecret_proof.
 */
@Injectable()
export class FacebookGraphClient {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The user of an access token from the browser's Facebook SDK; undefined when Facebook refuses it.
   * Answers 403 while Facebook login is off (without calling Facebook) and 503 when Facebook cannot be reached.
   */
  async userOf(accessToken: string): Promise<FacebookUser | undefined> {
    const values = await this.settings.all();
    if (values.facebook_enabled !== '1' || !values.fb_client_id) throw new ForbiddenError(facebookMessages.disabled);
    const secret = this.config.facebook.appSecret;
    if (secret) {
      const debug = await this.get<{ data?: { is_valid?: boolean; app_id?: string; user_id?: string } }>('/debug_token', {
        input_token: accessToken,
        access_token: `${values.fb_client_id}|${secret}`,
      });
      if (!debug?.data?.is_valid || debug.data.app_id !== values.fb_client_id) return undefined;
    }
    const params: Record<string, string> = { fields: 'id,name,email,first_name,last_name', access_token: accessToken };
    if (secret) params.appsecret_proof = createHmac('sha256', secret).update(accessToken).digest('hex');
    const user = await this.get<FacebookUser>('/me', params);
    return user && typeof user.id === 'string' && /^\d{1,64}$/.test(user.id) ? user : undefined;
  }

  /** A GET to the Graph API; undefined when Facebook refuses the token. */
  private async get<T>(path: string, params: Record<string, string>): Promise<T | undefined> {
    let response: Response;
    try {
      response = await fetch(`${this.config.facebook.graphUrl}${path}?${new URLSearchParams(params).toString()}`, { signal: AbortSignal.timeout(8000) });
    } catch {
      throw new ServiceUnavailableError(facebookMessages.unreachable);
    }
    if (response.status >= 500) throw new ServiceUnavailableError(facebookMessages.unreachable);
    if (!response.ok) return undefined;
    try {
      return (await response.json()) as T;
    } catch {
      return undefined;
    }
  }
}
