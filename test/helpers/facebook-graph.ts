import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface GraphUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  name?: string;
}

/**
 * A local stand-in for the two Graph API calls the shop makes: /me and /debug_token.
 * Tokens map to users; an unknown token gets Facebook's OAuthException answer.
 */
export class FacebookGraphStandIn {
  readonly tokens = new Map<string, { user: GraphUser; appId: string }>();
  readonly requests: URL[] = [];
  private server?: Server;
  port = 0;

  grant(token: string, user: GraphUser, appId: string): void {
    this.tokens.set(token, { user, appId });
  }

  async start(): Promise<this> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://graph.local');
      this.requests.push(url);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const invalid = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };
      if (url.pathname === '/me') {
        const grant = this.tokens.get(url.searchParams.get('access_token') ?? '');
        return grant ? send(200, grant.user) : send(400, invalid);
      }
      if (url.pathname === '/debug_token') {
        const grant = this.tokens.get(url.searchParams.get('input_token') ?? '');
        return send(200, { data: grant ? { is_valid: true, app_id: grant.appId, user_id: grant.user.id } : { is_valid: false } });
      }
      send(404, { error: { message: 'Unknown path' } });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
