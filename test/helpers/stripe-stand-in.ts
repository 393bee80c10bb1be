import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface SeenIntent {
  params: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** Where the stand-in sends the events a confirmed payment causes, signed as Stripe signs them. */
export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface SentEvent {
  type: string;
  /** The shop's answer (0 when it could not be reached). */
  status: number;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string | null;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
  livemode: false;
  last_payment_error?: object | null;
}

/** Stripe's test cards the stand-in knows (https://docs.stripe.com/testing). */
const CARD_SUCCEEDS = '4242424242424242';
const CARD_DECLINED = '4000000000000002';

/**
 * A local stand-in for the Stripe API. POST /v1/payment_intents is the call the shop makes: it answers
 * as Stripe does (a payment_intent object), and the same Idempotency-Key gets the same intent back.
 * POST /v1/payment_intents/:id/confirm is what Stripe.js calls from the card page (see
 * stripe-js-stand-in.js): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, and each
 * sends the shop its event (payment_intent.succeeded / payment_failed) before answering, signed with
 * the webhook secret when a webhook target is given.
 */
export class StripeStandIn {
  readonly seen: SeenIntent[] = [];
  readonly events: SentEvent[] = [];
  private readonly byKey = new Map<string, Intent>();
  private readonly byId = new Map<string, Intent>();
  private readonly signer = new Stripe('sk_test_stand_in');
  private server?: Server;
  port = 0;

  constructor(private readonly webhook?: WebhookTarget) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        // Stripe.js calls from the shop's pages: Stripe answers any origin.
        const send = (status: number, body: unknown) => {
          res.writeHead(status, {
            'content-type': 'application/json',
            'request-id': `req_${randomBytes(6).toString('hex')}`,
            'access-control-allow-origin': '*',
          });
          res.end(JSON.stringify(body));
        };
        if (req.method === 'OPTIONS') {
          res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' });
          return res.end();
        }
        const confirm = /^\/v1\/payment_intents\/([\w-]+)\/confirm$/.exec(req.url ?? '');
        if (req.method === 'POST' && confirm) {
          this.confirm(confirm[1], new URLSearchParams(raw)).then(
            ([status, body]) => send(status, body),
            (error: Error) => send(500, { error: { type: 'api_error', message: error.message } }),
          );
          return;
        }
        if (req.method !== 'POST' || req.url !== '/v1/payment_intents')
          return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
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
        const intent: Intent = {
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
        this.byId.set(id, intent);
        send(200, intent);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Confirms an intent with the card Stripe.js sent, as Stripe would: the answer, after the shop has its event. */
  private async confirm(id: string, params: URLSearchParams): Promise<[number, unknown]> {
    const intent = this.byId.get(id);
    if (!intent || params.get('client_secret') !== intent.client_secret) {
      return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } }];
    }
    if (intent.status === 'succeeded') {
      return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' } }];
    }
    const card = (params.get('payment_method_data[card][number]') ?? '').replace(/\s+/g, '');
    if (card === CARD_SUCCEEDS) {
      intent.status = 'succeeded';
      intent.last_payment_error = null;
      await this.send('payment_intent.succeeded', intent);
      return [200, intent];
    }
    const error =
      card === CARD_DECLINED
        ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
        : { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' };
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    if (card === CARD_DECLINED) await this.send('payment_intent.payment_failed', intent);
    return [402, { error: { ...error, payment_intent: intent } }];
  }

  /** One event to the shop's webhook, signed with its secret as Stripe signs it. */
  private async send(type: string, intent: Intent): Promise<void> {
    if (!this.webhook) return;
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: intent },
    });
    const signature = this.signer.webhooks.generateTestHeaderString({ payload, secret: this.webhook.secret });
    try {
      const answer = await fetch(this.webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      this.events.push({ type, status: answer.status });
    } catch {
      this.events.push({ type, status: 0 });
    }
  }
}
