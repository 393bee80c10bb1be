import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { EventBus } from '../../events/event-bus';
import { JobHandlers } from '../../queue/job-handlers';
import { OutboxService } from '../../queue/outbox.service';
import { InventoryService, type Allocation, type HistoryActor } from '../inventory';
import { SettingsService } from '../settings';
import { canMove, HOLDS_RESERVATION, STOCK_SHIPPED, TRANSITIONS, type OrderStatus } from './order-status';
import { ChangeStatusDto } from './order.dto';
import { orderAdminMessages, orderMessages } from './order.messages';
import { OrderRepository, type LockedOrder } from './order.repository';
import type { OrderAnswer, OrderReceipt, OrderSummary } from './order.responses';

/** The shop itself, as order and inventory histories name it when no person acted. */
const SHOP_ACTOR = 'Shop';

/** The moves that have an event of their own besides 'order.status_changed'. */
const MOVE_EVENTS = { paid: 'order.paid', canceled: 'order.canceled', refunded: 'order.refunded' } as const;

/**
 * Orders once placed (placing is OrderPlacementService): reading them, and every change of an
 * order's status.
 *
 * A status change goes through the one transition table (order-status.ts) with the order row
 * locked, and moves stock as the new status needs: shipping takes the reserved units out of the
 * warehouses (a minus in the inventory history with the order number), cancelling gives the
 * reservation back, refunding a shipped order puts the units back (a plus). Each move publishes the
 * order events (events.ts) in its transaction: points, membership tiers, promotion uses and the
 * shopper's mails follow them there, and roll the move back when they fail.
 */
@Injectable()
export class OrderService implements OnModuleInit {
  /** Orders placed in a transaction (by its manager), each read once there (placedView). */
  private readonly placed = new WeakMap<EntityManager, Map<number, Promise<OrderAnswer>>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: OrderRepository,
    private readonly inventory: InventoryService,
    private readonly settings: SettingsService,
    private readonly handlers: JobHandlers,
    private readonly outbox: OutboxService,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    this.handlers.register('order.release', ({ orderId }) => this.releaseUnpaid(orderId));
  }

  /**
   * GET /api/order/summary/{number}: what the success page shows anyone holding the order number
   * (random, not a sequence): the lines, totals, status and how to pay, but no address or email.
   */
  async summary(number: string): Promise<OrderReceipt> {
    const id = await this.repository.idByNumber(this.dataSource.manager, number);
    if (id === null) throw new NotFoundError(orderMessages.not_found);
    const order = await this.view(id);
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

  list(query: ListQuery): Promise<ListPage<OrderSummary>> {
    return this.repository.list(this.dataSource.manager, query);
  }

  /**
   * An order just placed, as read in its placing transaction: read once there, by whichever asks
   * first (the placed mail, the placement's answer). Nothing writes an order after its placement in
   * that transaction (its subscribers write their own tables), so the one read stands for both.
   */
  placedView(id: number, manager: EntityManager, main: LanguageCode): Promise<OrderAnswer> {
    const placed = this.placed.get(manager) ?? new Map<number, Promise<OrderAnswer>>();
    this.placed.set(manager, placed);
    const view = placed.get(id) ?? this.view(id, manager, main);
    placed.set(id, view);
    return view;
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
      await this.move(manager, order, dto.status, { released, comment: dto.comment ?? '', actor: admin.admin.name, adminId: admin.admin.id });
    });
    return this.view(id);
  }

  /**
   * Writes a move (the status, the history row) and publishes it: 'order.status_changed', and
   * 'order.paid', 'order.canceled' or 'order.refunded' for those moves. Their in-transaction
   * subscribers write what follows from it here (a refusal of theirs rolls the move back).
   */
  private async move(
    manager: EntityManager,
    order: LockedOrder,
    to: OrderStatus,
    how: { released: boolean | undefined; comment: string; actor: string; adminId?: number },
  ): Promise<void> {
    await this.repository.setStatus(manager, order.id, to, { released: how.released, paid: to === 'paid' });
    await this.repository.addHistory(manager, order.id, { from: order.status, to, comment: how.comment, actor: how.actor, adminId: how.adminId });
    const moved = {
      orderId: order.id,
      number: order.number,
      channel: order.channel,
      customerId: order.customer_id,
      from: order.status,
      to,
      comment: how.comment,
    };
    if (to === 'paid' || to === 'canceled' || to === 'refunded') await this.events.publish(manager, MOVE_EVENTS[to], moved);
    await this.events.publish(manager, 'order.status_changed', moved);
  }

  /**
   * A sale at a store's till, just placed in the caller's transaction: paid and handed over at once.
   * It moves through the table as any order does (pending, paid, shipped, completed), so the points it
   * earns, the tier it counts toward and the stock it takes out of the store's warehouse follow from the
   * same moves and events as the web's.
   */
  async completeAtTill(manager: EntityManager, orderId: number, who: { name: string; adminId: number }, paidComment: string): Promise<void> {
    let order = await this.repository.lock(manager, orderId);
    if (!order) throw new NotFoundError();
    const actor: HistoryActor = { id: who.adminId, name: who.name };
    const moves: [OrderStatus, string][] = [
      ['paid', paidComment],
      ['shipped', 'Handed over at the till'],
      ['completed', ''],
    ];
    for (const [to, comment] of moves) {
      const released = await this.moveStock(manager, actor, order, to);
      await this.move(manager, order, to, { released, comment, actor: who.name, adminId: who.adminId });
      order = { ...order, status: to, reservation_released: released ?? order.reservation_released };
    }
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
      const sku = await this.repository.stockSku(manager, s.stockId);
      throw new ConflictError(orderAdminMessages.restock_short({ name: sku ?? String(s.stockId), available: s.available }));
    }
    await this.repository.deleteAllocations(manager, orderId);
    const lines = await this.repository.lineStocks(manager, orderId);
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
  payable(number: string): Promise<{ id: number; number: string; grand_total: number; currency: string } | null> {
    return this.repository.payable(this.dataSource.manager, number);
  }

  /** A card payment made for an order (a payment intent), or its new status: one row per provider reference. */
  async savePayment(payment: { orderId: number; provider: string; reference: string; amount: number; currency: string; status: string }): Promise<void> {
    await this.repository.savePayment(this.dataSource.manager, payment);
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
      const orderId = await this.repository.idByNumber(manager, number);
      const fresh = await this.repository.notePaymentEvent(manager, eventId, eventType, orderId);
      if (orderId === null || !fresh) return;
      const locked = (await this.repository.lock(manager, orderId))!;
      await this.repository.setPaymentStatus(manager, orderId, 'stripe', payment.reference, payment.status);
      const actor = 'Stripe';
      if (outcome === 'failed') {
        await this.repository.addHistory(manager, orderId, { from: null, to: null, comment: `Card payment failed: ${payment.detail}`.slice(0, 2000), actor });
        return;
      }
      const full = await this.view(orderId, manager);
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
      await this.move(manager, locked, to, { released, comment, actor });
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
