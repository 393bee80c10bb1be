import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { JobHandlers } from '../../queue/job-handlers';
import { OutboxService } from '../../queue/outbox.service';
import { InventoryService, type Allocation, type HistoryActor } from '../inventory';
import { MailService } from '../mail';
import { MembershipService } from '../membership';
import { PointsService } from '../points';
import { PromotionService } from '../promotion';
import { SettingsService } from '../settings';
import { mailMoney as money } from './order-money';
import { canMove, HOLDS_RESERVATION, STOCK_SHIPPED, TRANSITIONS, type OrderStatus } from './order-status';
import { ChangeStatusDto } from './order.dto';
import { orderAdminMessages, orderMessages } from './order.messages';
import { OrderRepository } from './order.repository';
import type { OrderAnswer, OrderReceipt, OrderSummary } from './order.responses';

/** The shop itself, as order and inventory histories name it when no person acted. */
const SHOP_ACTOR = 'Shop';

/** Statuses the shopper is mailed about. */
const MAILED: ReadonlySet<OrderStatus> = new Set(['paid', 'shipped', 'canceled', 'refunded']);

/**
 * Orders once placed (placing is OrderPlacementService): reading them, and every change of an
 * order's status.
 *
 * A status change goes through the one transition table (order-status.ts) with the order row
 * locked, and moves stock as the new status needs: shipping takes the reserved units out of the
 * warehouses (a minus in the inventory history with the order number), cancelling gives the
 * reservation back, refunding a shipped order puts the units back (a plus).
 */
@Injectable()
export class OrderService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: OrderRepository,
    private readonly inventory: InventoryService,
    private readonly settings: SettingsService,
    private readonly handlers: JobHandlers,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly promotions: PromotionService,
    private readonly memberships: MembershipService,
    private readonly points: PointsService,
  ) {}

  onModuleInit(): void {
    this.handlers.register('order.release', ({ orderId }) => this.releaseUnpaid(orderId));
  }

  /**
   * GET /api/order/summary/{number}: what the success page shows anyone holding the order number
   * (random, not a sequence): the lines, totals, status and how to pay, but no address or email.
   */
  async summary(number: string): Promise<OrderReceipt> {
    const [row] = await this.dataSource.query(`SELECT id FROM sales_order WHERE number = $1`, [number]);
    if (!row) throw new NotFoundError(orderMessages.not_found);
    const order = await this.view(row.id);
    return {
      number: order.number,
      status: order.status,
      currency: order.currency,
      display_currency: order.display_currency,
      subtotal: order.subtotal,
      discount_total: order.discount_total,
      discounts: order.adjustments.filter((a) => a.amount < 0 && a.step !== 'shipping').map((a) => ({ label: a.label, amount: -a.amount })),
      shipping_total: order.shipping_total,
      grand_total: order.grand_total,
      shipping_method: order.shipping_method,
      payment: order.payment,
      lines: order.lines.map(({ name, options, image, unit_price, quantity, line_total }) => ({ name, options, image, unit_price, quantity, line_total })),
      created_at: order.created_at,
    };
  }

  /** GET /api/account/order: the shopper's own orders. */
  async listOwn(customerId: number, offset: number, limit: number): Promise<{ rows: OrderSummary[]; total: number }> {
    return this.repository.ofCustomer(this.dataSource.manager, customerId, offset, limit);
  }

  /** GET /api/account/order/{number}: one of the shopper's own orders; another's is not found. */
  async ownByNumber(customerId: number, number: string): Promise<OrderAnswer> {
    const id = await this.repository.idOfNumber(this.dataSource.manager, number, customerId);
    if (id === null) throw new NotFoundError(orderMessages.not_found);
    return this.view(id);
  }

  list(query: ListQuery): Promise<{ rows: OrderSummary[]; total: number }> {
    return this.repository.list(this.dataSource.manager, query);
  }

  /** An order as the back office and its owner read it; `main` (the main language) when the caller has it at hand. */
  async view(id: number, manager: EntityManager = this.dataSource.manager, main?: LanguageCode): Promise<OrderAnswer> {
    const language = main ?? (await this.settings.all(manager === this.dataSource.manager ? undefined : manager)).main_language;
    const row = await this.repository.view(manager, id, language);
    if (!row) throw new NotFoundError();
    return {
      ...row,
      display_currency: row.display_currency,
      next_statuses: [...TRANSITIONS[row.status]],
      reserved_until: row.reserved_until ? row.reserved_until.toISOString() : null,
      created_at: row.created_at.toISOString(),
    };
  }

  /** POST /api/admin/order/{id}/status: one move of the transition table, with the stock it moves. */
  async changeStatus(admin: AdminPrincipal, id: number, dto: ChangeStatusDto): Promise<OrderAnswer> {
    const actor: HistoryActor = { id: admin.admin.id, name: admin.admin.name };
    await this.dataSource.transaction(async (manager) => {
      const order = await this.repository.lock(manager, id);
      if (!order) throw new NotFoundError();
      if (!canMove(order.status, dto.status)) throw ValidationError.field('status', orderAdminMessages.transition({ from: order.status, to: dto.status }));
      const released = await this.moveStock(manager, actor, order, dto.status);
      // A canceled or refunded order gives its promotions' uses back.
      if (dto.status === 'canceled' || dto.status === 'refunded') {
        await this.promotions.giveBack(manager, id);
        // The points it spent come back; the points it earned are taken back.
        await this.points.orderEnded(manager, id);
      }
      await this.repository.setStatus(manager, id, dto.status, { released, paid: dto.status === 'paid' });
      await this.repository.addHistory(manager, id, {
        from: order.status,
        to: dto.status,
        comment: dto.comment ?? '',
        actor: admin.admin.name,
        adminId: admin.admin.id,
      });
      // A payment may move the customer up a membership tier (or renew theirs), then earns points at the tier's rate.
      if (dto.status === 'paid' && order.customer_id !== null) {
        await this.memberships.assess(manager, order.customer_id);
        await this.points.earn(manager, id);
      }
      if (MAILED.has(dto.status)) await this.mailStatus(manager, id, dto.status as 'paid' | 'shipped' | 'canceled' | 'refunded', dto.comment ?? '');
    });
    return this.view(id);
  }

  /** Tells the shopper, in the order's language, that the order moved (the comment goes with it). */
  private async mailStatus(manager: EntityManager, id: number, status: 'paid' | 'shipped' | 'canceled' | 'refunded', comment: string): Promise<void> {
    const values = await this.settings.all(manager);
    const order = await this.view(id, manager);
    const language = order.language as LanguageCode;
    const data = {
      shopName: this.settings.siteName(values, language),
      firstName: order.shipping_address.first_name,
      number: order.number,
      status,
      total: money(values, order.grand_total),
      comment,
      url: this.orderUrl(order.number, order.customer_id !== null),
    };
    await this.mail.queue(manager, order.email, { name: 'order_status', data }, language);
  }

  /** Where a mail sends the shopper: the account's order page for a member, the order's success page for a guest (placing mails it too). */
  orderUrl(number: string, member: boolean): string {
    return member ? `${this.config.http.appUrl}/account/order/${number}` : `${this.config.http.appUrl}/order/success?order_number=${number}`;
  }

  /** POST /api/admin/order/{id}/comment */
  async comment(admin: AdminPrincipal, id: number, comment: string): Promise<OrderAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.repository.lock(manager, id);
      if (!order) throw new NotFoundError();
      await this.repository.addHistory(manager, id, { from: null, to: null, comment, actor: admin.admin.name, adminId: admin.admin.id });
    });
    return this.view(id);
  }

  /**
   * What a move does to the stock; answers whether the order no longer holds a reservation.
   * Paying an order whose hold ran out reserves its units again (refused when they are gone).
   */
  private async moveStock(
    manager: EntityManager,
    actor: HistoryActor,
    order: { id: number; number: string; status: OrderStatus; reservation_released: boolean },
    to: OrderStatus,
  ): Promise<boolean | undefined> {
    const allocations = await this.repository.allocations(manager, order.id);
    const holding = HOLDS_RESERVATION.has(order.status) && !order.reservation_released;
    if (to === 'paid' && !holding) {
      await this.reserveAgain(manager, order.id, allocations);
      return false;
    }
    if ((to === 'canceled' || to === 'payment_reject' || to === 'refunded') && holding) {
      await this.inventory.release(manager, allocations);
      return true;
    }
    if (to === 'shipped') {
      if (!holding) await this.reserveAgain(manager, order.id, allocations);
      await this.inventory.dispatch(manager, actor, allocations, `Order ${order.number} shipped`);
      return true;
    }
    if (to === 'refunded' && STOCK_SHIPPED.has(order.status)) {
      await this.inventory.restock(manager, actor, allocations, `Order ${order.number} refunded`);
    }
    return undefined;
  }

  private async reserveAgain(manager: EntityManager, orderId: number, allocations: Allocation[]): Promise<void> {
    const byStock = new Map<number, number>();
    for (const a of allocations) byStock.set(a.stockId, (byStock.get(a.stockId) ?? 0) + a.quantity);
    const requests = [...byStock].map(([stockId, quantity]) => ({ stockId, quantity }));
    const result = await this.inventory.reserve(manager, requests, (await this.settings.all(manager)).warehouse_id);
    if ('shortfalls' in result) {
      const [s] = result.shortfalls;
      const [row] = await manager.query(`SELECT sku FROM stock WHERE id = $1`, [s.stockId]);
      throw new ConflictError(orderAdminMessages.restock_short({ name: row?.sku ?? String(s.stockId), available: s.available }));
    }
    await manager.query(`DELETE FROM sales_order_allocation a USING sales_order_line l WHERE a.line_id = l.id AND l.order_id = $1`, [orderId]);
    const lines: { id: number; stock_id: number }[] = await manager.query(`SELECT id, stock_id FROM sales_order_line WHERE order_id = $1 ORDER BY id`, [
      orderId,
    ]);
    const taken = new Map(requests.map((r, i) => [r.stockId, result.allocations[i]]));
    // Each stock's new allocations go to its first line (an order holds a stock on one line).
    const seen = new Set<number>();
    const firstLines = lines.filter((l) => !seen.has(l.stock_id) && seen.add(l.stock_id));
    await this.repository.insertAllocations(
      manager,
      firstLines.map((l) => l.id),
      firstLines.map((l) => taken.get(l.stock_id) ?? []),
    );
  }

  /** A pending card order, as the Stripe intent is made for it; null when it cannot be paid by card now. */
  async payable(number: string): Promise<{ id: number; number: string; grand_total: number; currency: string } | null> {
    const [row] = await this.dataSource.query(
      `SELECT id, number, grand_total::float8 AS grand_total, currency FROM sales_order WHERE number = $1 AND status = 'pending' AND payment_method = 'stripe'`,
      [number],
    );
    return row ?? null;
  }

  /**
   * A payment provider's word on an order (a verified webhook event, handled once by its id). Paid
   * moves a pending or reviewed order to paid when the amount and currency are the order's (else to
   * payment_review); a paid order whose hold ran out and whose stock is gone goes to payment_review
   * too, for staff to decide. A declined card leaves the order pending (the shopper may try another
   * card) with the reason in the history; a canceled intent rejects the payment.
   */
  async settle(
    eventId: string,
    eventType: string,
    number: string,
    outcome: 'paid' | 'payment_review' | 'payment_reject' | 'failed',
    payment: { amount: number; currency: string; reference: string; status: string; detail: string },
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [order] = await manager.query(`SELECT id FROM sales_order WHERE number = $1`, [number]);
      const fresh = await manager.query(`INSERT INTO payment_event (event_id, type, order_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id`, [
        eventId,
        eventType,
        order?.id ?? null,
      ]);
      if (!order || fresh.length === 0) return;
      const locked = (await this.repository.lock(manager, order.id))!;
      await manager.query(`UPDATE payment SET status = $3, updated_at = now() WHERE provider = 'stripe' AND reference = $1 AND order_id = $2`, [
        payment.reference,
        order.id,
        payment.status,
      ]);
      const actor = 'Stripe';
      if (outcome === 'failed') {
        await this.repository.addHistory(manager, order.id, { from: null, to: null, comment: `Card payment failed: ${payment.detail}`.slice(0, 2000), actor });
        return;
      }
      const full = await this.view(order.id, manager);
      let to: OrderStatus = outcome;
      let comment = '';
      if (outcome === 'paid' && (payment.amount !== full.grand_total || payment.currency !== full.currency)) {
        to = 'payment_review';
        comment = `Stripe took ${payment.amount} ${payment.currency}, the order is ${full.grand_total} ${full.currency}`;
      }
      if (!canMove(locked.status, to)) return;
      let released: boolean | undefined;
      if (to === 'paid') {
        try {
          released = await this.moveStock(manager, { id: 0, name: actor }, locked, 'paid');
        } catch (error) {
          if (!(error instanceof ConflictError)) throw error;
          to = 'payment_review';
          comment = 'Paid after the reservation ran out, and the stock is no longer there';
        }
      } else {
        released = await this.moveStock(manager, { id: 0, name: actor }, locked, to);
      }
      await this.repository.setStatus(manager, order.id, to, { released, paid: to === 'paid' });
      await this.repository.addHistory(manager, order.id, { from: locked.status, to, comment, actor });
      if (to === 'paid' && locked.customer_id !== null) {
        await this.memberships.assess(manager, locked.customer_id);
        await this.points.earn(manager, order.id);
      }
      if (to === 'paid') await this.mailStatus(manager, order.id, 'paid', '');
    });
  }

  /** The delayed job: an order still unpaid when its hold ends gives its reservation back (paying first wins). */
  async releaseUnpaid(orderId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.repository.lock(manager, orderId);
      if (!order || order.reservation_released || order.status !== 'pending') return;
      // Not paid in time means the time has passed: a release that comes early (a hold made longer, a job
      // delivered ahead of its time) leaves the stock reserved and comes back when the hold ends.
      const left = order.reserved_until ? order.reserved_until.getTime() - Date.now() : 0;
      if (left > 0) return this.outbox.enqueue(manager, 'order.release', { orderId }, left);
      await this.inventory.release(manager, await this.repository.allocations(manager, orderId));
      await this.repository.markReleased(manager, orderId);
      await this.repository.addHistory(manager, orderId, {
        from: null,
        to: null,
        comment: 'Not paid in time: the reserved stock was given back',
        actor: SHOP_ACTOR,
      });
    });
  }
}
