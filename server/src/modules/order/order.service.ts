import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal, CustomerPrincipal } from '../../common/auth/principal';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../common/errors';
import { validationMessages as v } from '../../common/common.messages';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import { pickText } from '../../common/translations';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { JobHandlers } from '../../queue/job-handlers';
import { OutboxService } from '../../queue/outbox.service';
import { AddressService } from '../address';
import { CartService, computeTotals, type Adjuster, type CheckoutLine } from '../cart';
import { InventoryService, type Allocation, type HistoryActor } from '../inventory';
import { MailService } from '../mail';
import { CheckService } from '../purchase';
import { SettingsService, type SettingValues } from '../settings';
import { orderNumber } from './order-number';
import { canMove, HOLDS_RESERVATION, STOCK_SHIPPED, TRANSITIONS, type OrderStatus } from './order-status';
import { ChangeStatusDto, PlaceOrderDto } from './order.dto';
import { orderAdminMessages, orderMessages } from './order.messages';
import { OrderRepository, type ShippingMethodRow } from './order.repository';
import type { OrderAddress, OrderAnswer, OrderReceipt, OrderSummary } from './order.responses';

/** Advisory lock space of idempotency keys (the second key is the key's hash). */
const ORDER_KEY_LOCK = 7_310_040;

/** The shop itself, as order and inventory histories name it when no person acted. */
const SHOP_ACTOR = 'Shop';

/** The shipping step of the totals: the method's flat rate, nothing once the goods reach its free-over amount. */
function shippingAdjuster(method: ShippingMethodRow): Adjuster {
  return {
    step: 'shipping',
    adjust: (state) => [{ source: `shipping:${method.id}`, amount: method.free_over !== null && state.orderLeft >= method.free_over ? 0 : method.flat_rate, lines: [] }],
  };
}

/** An amount in minor units of the base currency as mails write it: "HK$1,234.50". */
function money(values: SettingValues, amount: number): string {
  const mark = values.supported_currencies.find((c) => c.identifier === values.base_currency)?.mark ?? `${values.base_currency} `;
  return `${mark}${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Statuses the shopper is mailed about. */
const MAILED: ReadonlySet<OrderStatus> = new Set(['paid', 'shipped', 'canceled', 'refunded']);

const optionText = (line: CheckoutLine) => line.options.map((o) => o.value).join(' / ');

const addressOf = (a: { first_name?: string; last_name?: string; country?: string; contact_number?: string; address?: string; firstName?: string; lastName?: string; contactNumber?: string }): OrderAddress => ({
  first_name: (a.first_name ?? a.firstName)!,
  last_name: (a.last_name ?? a.lastName)!,
  country: a.country!,
  contact_number: (a.contact_number ?? a.contactNumber)!,
  address: a.address!,
});

/**
 * Orders: placing a cart as an order, and every change of an order's status after that.
 *
 * Placing is one transaction: the cart is locked and read with today's prices, the stock is
 * reserved through InventoryService.reserve (rows locked in id order, checked, written once), the
 * order is written pending with a random number and the submit's idempotency key, the cart is
 * emptied, and a delayed job to give the reservation back is queued through the outbox. A submit
 * repeated with the same key (serialised on the key) answers the first order.
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
    private readonly carts: CartService,
    private readonly inventory: InventoryService,
    private readonly addresses: AddressService,
    private readonly settings: SettingsService,
    private readonly checks: CheckService,
    private readonly outbox: OutboxService,
    private readonly handlers: JobHandlers,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.handlers.register('order.release', ({ orderId }) => this.releaseUnpaid(orderId));
  }

  async place(dto: PlaceOrderDto, customer?: CustomerPrincipal): Promise<OrderAnswer> {
    await this.checks.assertPurchasable(customer);
    const values = await this.settings.all();
    if (!customer && values.guest_checkout !== '1') throw new ForbiddenError(orderMessages.guest_checkout);
    const main = values.main_language;
    const language: LanguageCode = dto.language ?? main;
    const email = customer ? customer.customer.email : dto.email;
    if (!email) throw ValidationError.field('email', v.required({ field: 'email' }));
    const base = values.supported_currencies.find((c) => c.identifier === values.base_currency) ?? { identifier: values.base_currency, rate: 1, mark: '' };
    const display = dto.currency ? values.supported_currencies.find((c) => c.identifier === dto.currency) : base;
    if (!display) throw ValidationError.field('currency', orderMessages.currency);
    if (customer ? !dto.shipping_address_id && !dto.shipping_address : !dto.shipping_address) throw ValidationError.field('shipping_address', orderMessages.address_required);

    // A new order is answered as read in its own transaction (the mail needs it there); a repeated submit reads the first.
    const result = await this.dataSource.transaction(async (manager): Promise<OrderAnswer | number> => {
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ORDER_KEY_LOCK, dto.idempotency_key]);
      const earlier = await this.repository.idByKey(manager, dto.idempotency_key);
      if (earlier) {
        const same = customer ? earlier.customer_id === customer.customer.id : earlier.customer_id === null && earlier.email === email;
        if (!same) throw new ConflictError(orderMessages.key_used);
        return earlier.id;
      }
      const lines = await this.carts.lockForCheckout(manager, dto.cart_id, customer, language, main);
      if (lines.length === 0) throw ValidationError.field('cart_id', orderMessages.empty_cart);
      const hidden = lines.filter((l) => !l.visible);
      if (hidden.length > 0) throw new ConflictError(hidden.map((l) => orderMessages.line_unavailable({ name: l.name })));

      const shippingAddress = await this.address(manager, customer, dto.shipping_address_id, dto.shipping_address, 'shipping_address');
      const billingAddress = dto.billing_address_id || dto.billing_address ? await this.address(manager, customer, dto.billing_address_id, dto.billing_address, 'billing_address') : shippingAddress;
      const method = await this.repository.shippingMethod(manager, dto.shipping_method_id);
      if (!method || !method.enabled || (method.countries.length > 0 && !method.countries.includes(shippingAddress.country))) {
        throw ValidationError.field('shipping_method_id', orderMessages.shipping_method({ country: shippingAddress.country }));
      }
      const payment = await this.repository.paymentMethod(manager, dto.payment_method);
      if (!payment || !payment.enabled || (payment.code === 'stripe' && !payment.config.secret_key)) throw ValidationError.field('payment_method', orderMessages.payment_method);

      const reservation = await this.inventory.reserve(manager, lines.map((l) => ({ stockId: l.stock_id, quantity: l.quantity })), values.warehouse_id);
      if ('shortfalls' in reservation) {
        const names = new Map(lines.map((l) => [l.stock_id, l.name]));
        throw new ConflictError(reservation.shortfalls.map((s) => orderMessages.out_of_stock({ available: s.available, name: names.get(s.stockId)! })));
      }
      const totals = computeTotals(lines.map((l) => ({ key: l.item_id, unitPrice: l.unit_price, quantity: l.quantity })), [shippingAdjuster(method)]);
      const methodName = pickText(method.name, language, main);
      const order = {
        customerId: customer?.customer.id ?? null,
        email,
        language,
        currency: values.base_currency,
        display: { identifier: display.identifier, rate: display.rate, mark: display.mark },
        subtotal: totals.subtotal,
        discountTotal: totals.discount_total,
        shippingTotal: totals.shipping_total,
        grandTotal: totals.grand_total,
        shippingMethodId: method.id,
        shippingMethodName: methodName,
        paymentMethod: payment.code,
        shippingAddress,
        billingAddress,
        note: dto.note ?? '',
        idempotencyKey: dto.idempotency_key,
        reservedUntil: new Date(Date.now() + values.order_hold_minutes * 60_000),
      };
      let id: number | null = null;
      for (let attempt = 0; id === null; attempt += 1) {
        if (attempt === 5) throw new Error('No free order number after 5 draws');
        id = await this.repository.insertOrder(manager, { ...order, number: orderNumber() });
      }
      const lineIds = await this.repository.insertLines(
        manager,
        id,
        lines.map((l) => ({
          stockId: l.stock_id,
          productId: l.product_id,
          sku: l.sku,
          name: l.name,
          options: optionText(l),
          image: l.image,
          unitPrice: l.unit_price,
          regularPrice: l.price,
          quantity: l.quantity,
        })),
      );
      await this.repository.insertAllocations(manager, lineIds, reservation.allocations);
      const lineIdOf = new Map(lines.map((l, i) => [l.item_id, lineIds[i]]));
      await this.repository.insertAdjustments(
        manager,
        id,
        totals.adjustments.map((a) => ({ ...a, lines: a.lines.map((k) => lineIdOf.get(k)!), label: a.step === 'shipping' ? methodName : a.source })),
      );
      const who = customer ? `${customer.customer.firstName} ${customer.customer.lastName}`.trim() : `Guest ${email}`;
      await this.repository.addHistory(manager, id, { from: null, to: 'pending', comment: '', actor: who });
      await this.carts.empty(manager, dto.cart_id);
      await this.outbox.enqueue(manager, 'order.release', { orderId: id }, values.order_hold_minutes * 60_000);
      const placed = await this.view(id, manager);
      await this.mail.queue(
        manager,
        email,
        {
          name: 'order_placed',
          data: {
            shopName: this.settings.siteName(values, language),
            firstName: customer?.customer.firstName || shippingAddress.first_name,
            number: placed.number,
            lines: placed.lines.map((l) => ({ name: l.name, options: l.options, quantity: l.quantity, total: money(values, l.line_total) })),
            subtotal: money(values, placed.subtotal),
            discount: placed.discount_total > 0 ? money(values, placed.discount_total) : null,
            shipping: money(values, placed.shipping_total),
            total: money(values, placed.grand_total),
            shippingMethod: methodName,
            instructions: payment.code === 'bank_transfer' ? placed.payment.instructions : '',
            url: this.orderUrl(placed.number, order.customerId !== null),
          },
        },
        language,
      );
      return placed;
    });
    return typeof result === 'number' ? this.view(result) : result;
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

  async view(id: number, manager: EntityManager = this.dataSource.manager): Promise<OrderAnswer> {
    const row = await this.repository.view(manager, id, (await this.settings.all(manager === this.dataSource.manager ? undefined : manager)).main_language);
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
      await this.repository.setStatus(manager, id, dto.status, { released, paid: dto.status === 'paid' });
      await this.repository.addHistory(manager, id, { from: order.status, to: dto.status, comment: dto.comment ?? '', actor: admin.admin.name, adminId: admin.admin.id });
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

  /** Where a mail sends the shopper: the account's order page for a member, the order's success page for a guest. */
  private orderUrl(number: string, member: boolean): string {
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
  private async moveStock(manager: EntityManager, actor: HistoryActor, order: { id: number; number: string; status: OrderStatus; reservation_released: boolean }, to: OrderStatus): Promise<boolean | undefined> {
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
    const lines: { id: number; stock_id: number }[] = await manager.query(`SELECT id, stock_id FROM sales_order_line WHERE order_id = $1 ORDER BY id`, [orderId]);
    const taken = new Map(requests.map((r, i) => [r.stockId, result.allocations[i]]));
    // Each stock's new allocations go to its first line (an order holds a stock on one line).
    const seen = new Set<number>();
    const firstLines = lines.filter((l) => !seen.has(l.stock_id) && seen.add(l.stock_id));
    await this.repository.insertAllocations(manager, firstLines.map((l) => l.id), firstLines.map((l) => taken.get(l.stock_id) ?? []));
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
      const fresh = await manager.query(
        `INSERT INTO payment_event (event_id, type, order_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id`,
        [eventId, eventType, order?.id ?? null],
      );
      if (!order || fresh.length === 0) return;
      const locked = (await this.repository.lock(manager, order.id))!;
      await manager.query(`UPDATE payment SET status = $3, updated_at = now() WHERE provider = 'stripe' AND reference = $1 AND order_id = $2`, [payment.reference, order.id, payment.status]);
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
      if (to === 'paid') await this.mailStatus(manager, order.id, 'paid', '');
    });
  }

  /** The delayed job: an order still unpaid when its hold ends gives its reservation back (paying first wins). */
  async releaseUnpaid(orderId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.repository.lock(manager, orderId);
      if (!order || order.reservation_released || order.status !== 'pending') return;
      await this.inventory.release(manager, await this.repository.allocations(manager, orderId));
      await this.repository.markReleased(manager, orderId);
      await this.repository.addHistory(manager, orderId, { from: null, to: null, comment: 'Not paid in time: the reserved stock was given back', actor: SHOP_ACTOR });
    });
  }

  private async address(
    manager: EntityManager,
    customer: CustomerPrincipal | undefined,
    id: number | undefined,
    given: PlaceOrderDto['shipping_address'],
    field: string,
  ): Promise<OrderAddress> {
    if (id !== undefined) {
      const own = customer ? await this.addresses.findOwn(manager, customer.customer.id, id) : null;
      if (!own) throw ValidationError.field(`${field}_id`, orderMessages.address_not_found);
      return addressOf(own);
    }
    if (!given) throw ValidationError.field(field, orderMessages.address_required);
    return addressOf(given);
  }
}
