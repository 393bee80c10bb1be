import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LanguageCode } from '../../common/i18n/languages';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { EventBus } from '../../events/event-bus';
import type { OrderMoved, OrderPlaced } from '../../events/events';
import { MailService } from '../mail';
import { baseMoney as money, SettingsService } from '../settings';
import type { OrderStatus } from './order-status';
import { OrderService } from './order.service';

/** Statuses the shopper is mailed about. */
const MAILED = new Set<OrderStatus>(['paid', 'shipped', 'canceled', 'refunded']);
type MailedStatus = 'paid' | 'shipped' | 'canceled' | 'refunded';
const isMailed = (status: OrderStatus): status is MailedStatus => MAILED.has(status);

/**
 * The shopper's mails about an order, in the order's language: order_placed when it is placed, and
 * order_status when it moves to paid, shipped, canceled or refunded. They are queued through the
 * mail outbox inside the order's transaction (in-transaction subscribers of the order events): a
 * mail goes out only for a change that committed, and a mail that cannot be queued rolls it back.
 */
@Injectable()
export class OrderMailsSubscriber implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventBus,
    private readonly orders: OrderService,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    // A sale at a store's till is handed over with its printed receipt: no mails about it.
    this.events.inTransaction('order.placed', async (manager, placed) => {
      if (placed.channel !== 'store') await this.placed(manager, placed);
    });
    this.events.inTransaction('order.status_changed', async (manager, moved) => {
      if (moved.channel !== 'store' && isMailed(moved.to)) await this.moved(manager, moved, moved.to);
    });
  }

  /** The order as placed: its lines, totals and promotions, how it ships and how to pay. */
  private async placed(manager: EntityManager, event: OrderPlaced): Promise<void> {
    const values = await this.settings.all(manager);
    const order = await this.orders.placedView(event.orderId, manager, values.main_language);
    const language = order.language as LanguageCode;
    const discounts = order.adjustments.filter((a) => a.amount < 0 && a.step !== 'shipping');
    const shippingPromotions = order.adjustments.filter((a) => a.source.startsWith('promotion:') && a.step === 'shipping');
    const data = {
      shopName: this.settings.siteName(values, language),
      firstName: event.firstName || order.shipping_address.first_name,
      number: order.number,
      lines: order.lines.map((l) => ({ name: l.name, options: l.options, quantity: l.quantity, total: money(values, l.line_total) })),
      subtotal: money(values, order.subtotal),
      discount: order.discount_total > 0 ? money(values, order.discount_total) : null,
      promotions: discounts.map((a) => ({ label: a.label, amount: money(values, -a.amount) })),
      shipping: money(values, order.shipping_total),
      total: money(values, order.grand_total),
      shippingMethod: [order.shipping_method, ...shippingPromotions.map((a) => a.label)].join(' – '),
      instructions: order.payment.code === 'bank_transfer' ? order.payment.instructions : '',
      url: this.orderUrl(order.number, event.customerId !== null),
    };
    await this.mail.queue(manager, order.email, { name: 'order_placed', data }, language);
  }

  /** Tells the shopper that the order moved (the comment of the move goes with it). */
  private async moved(manager: EntityManager, event: OrderMoved, status: MailedStatus): Promise<void> {
    const values = await this.settings.all(manager);
    const order = await this.orders.view(event.orderId, manager, values.main_language);
    const language = order.language as LanguageCode;
    const data = {
      shopName: this.settings.siteName(values, language),
      firstName: order.shipping_address.first_name,
      number: order.number,
      status,
      total: money(values, order.grand_total),
      comment: event.comment,
      url: this.orderUrl(order.number, order.customer_id !== null),
    };
    await this.mail.queue(manager, order.email, { name: 'order_status', data }, language);
  }

  /** Where a mail sends the shopper: the account's order page for a member, the order's success page for a guest. */
  private orderUrl(number: string, member: boolean): string {
    return member ? `${this.config.http.appUrl}/account/order/${number}` : `${this.config.http.appUrl}/order/success?order_number=${number}`;
  }
}
