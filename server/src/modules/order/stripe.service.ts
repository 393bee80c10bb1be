import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { BadRequestError, ConflictError, ServiceUnavailableError } from '../../common/errors';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { CheckoutSettingsService } from './checkout-settings.service';
import { paymentMessages, webhookMessages } from './order.messages';
import { OrderService } from './order.service';

/** What the /stripe page needs to take the card: the intent's client secret and the shop's publishable key. */
export interface StripeStart {
  client_secret: string;
  publishable_key: string;
  amount: number;
  currency: string;
  order_number: string;
}

interface StripeConfig {
  publishable_key?: string;
  secret_key?: string;
  webhook_secret?: string;
}

/** How each handled event moves an order (see OrderService.settle). */
const OUTCOMES: Partial<Record<string, 'paid' | 'payment_review' | 'payment_reject' | 'failed'>> = {
  'payment_intent.succeeded': 'paid',
  'payment_intent.processing': 'payment_review',
  'payment_intent.requires_action': undefined,
  'payment_intent.canceled': 'payment_reject',
  'payment_intent.payment_failed': 'failed',
};

/**
 * Card payments through Stripe's official client. The server makes the PaymentIntent for exactly
 * the order's grand total in the base currency (the order number in its metadata, the order number
 * as its idempotency key, so asking twice gives the same intent); the card itself is taken by
 * Stripe.js on the /stripe page and never reaches this server. The webhook is verified with the
 * library (signature and age), each event is handled once (payment_event), and the order moves
 * through OrderService.settle. The order's payment rows are written through OrderService too (the
 * order module's repository is their one writer).
 */
@Injectable()
export class StripeService {
  private readonly logger = new Logger(StripeService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrderService,
    private readonly checkoutSettings: CheckoutSettingsService,
  ) {}

  async start(orderNumber: string): Promise<StripeStart> {
    const config = await this.stripeConfig();
    if (!config.secret_key || !config.publishable_key) throw new ConflictError(paymentMessages.stripe_unavailable);
    const order = await this.orders.payable(orderNumber);
    if (!order) throw new ConflictError(paymentMessages.not_payable);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.client(config.secret_key).paymentIntents.create(
        {
          amount: order.grand_total,
          currency: order.currency.toLowerCase(),
          metadata: { order_number: order.number },
          description: `Order ${order.number}`,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `order-${order.number}-${order.grand_total}` },
      );
    } catch (error) {
      this.logger.warn(`Stripe refused the payment intent of order ${order.number}: ${(error as Error).message}`);
      throw new ServiceUnavailableError(paymentMessages.stripe_unavailable);
    }
    await this.orders.savePayment({
      orderId: order.id,
      provider: 'stripe',
      reference: intent.id,
      amount: intent.amount,
      currency: intent.currency.toUpperCase(),
      status: intent.status,
    });
    return {
      client_secret: intent.client_secret ?? '',
      publishable_key: config.publishable_key,
      amount: intent.amount,
      currency: intent.currency.toUpperCase(),
      order_number: order.number,
    };
  }

  /** POST /api/stripe/webhook: a forged, stale or unsigned event is refused; a replayed one changes nothing. */
  async webhook(body: unknown, signature: string | undefined): Promise<{ received: true }> {
    const config = await this.stripeConfig();
    if (!config.webhook_secret || !config.secret_key) throw new BadRequestError(webhookMessages.not_configured);
    if (!Buffer.isBuffer(body) || !signature) throw new BadRequestError(webhookMessages.signature);
    let event: Stripe.Event;
    try {
      event = this.client(config.secret_key).webhooks.constructEvent(body, signature, config.webhook_secret);
    } catch {
      throw new BadRequestError(webhookMessages.signature);
    }
    const outcome = OUTCOMES[event.type];
    if (!outcome) return { received: true };
    const intent = event.data.object as Stripe.PaymentIntent;
    const orderNumber = intent.metadata?.order_number;
    if (!orderNumber) return { received: true };
    await this.orders.settle(event.id, event.type, orderNumber, outcome, {
      amount: intent.amount,
      currency: intent.currency.toUpperCase(),
      reference: intent.id,
      status: intent.status,
      detail: intent.last_payment_error?.message ?? '',
    });
    return { received: true };
  }

  private client(secretKey: string): Stripe {
    const url = new URL(this.config.orders.stripeApiUrl);
    return new Stripe(secretKey, {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  private stripeConfig(): Promise<StripeConfig> {
    return this.checkoutSettings.enabledConfig('stripe');
  }
}
