import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface SeenIntent {
  params: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/**
 * A local stand-in for the one Stripe API call the shop makes: POST /v1/payment_intents. It answers
 * as Stripe does (a payment_intent object), and the same Idempotency-Key gets the same intent back.
 */
export class StripeStandIn {
  readonly seen: SeenIntent[] = [];
  private readonly byKey = new Map<string, object>();
  private server?: Server;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
          res.end(JSON.stringify(body));
        };
        if (req.method !== 'POST' || req.url !== '/v1/payment_intents') return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
        const params = new URLSearchParams(raw);
        const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
        this.seen.push({ params, idempotencyKey, authorization: req.headers.authorization });
        const earlier = idempotencyKey ? this.byKey.get(idempotencyKey) : undefined;
        if (earlier) return send(200, earlier);
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of params) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]] = value;
        }
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(params.get('amount')),
          currency: params.get('currency'),
          metadata,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          livemode: false,
        };
        if (idempotencyKey) this.byKey.set(idempotencyKey, intent);
        send(200, intent);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
