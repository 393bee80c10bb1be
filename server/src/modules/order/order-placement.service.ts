import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal, CustomerPrincipal } from '../../common/auth/principal';
import { validationMessages as v } from '../../common/common.messages';
import { ConflictError, ForbiddenError, ValidationError } from '../../common/errors';
import { isLanguage, type LanguageCode } from '../../common/i18n/languages';
import type { Message } from '../../common/messages';
import { EventBus } from '../../events/event-bus';
import type { OrderChannel } from '../../events/events';
import { OutboxService } from '../../queue/outbox.service';
import { AddressService } from '../address';
import { CartService, type CheckoutLine } from '../cart';
import { InventoryService, type Shortfall } from '../inventory';
import { PointsRedemptionService } from '../points';
import { CartCouponsService, PromotionUsesService } from '../promotion';
import { PurchaseRulesService } from '../purchase';
import { SettingsService, type SettingValues } from '../settings';
import { orderNumber } from './order-number';
import { assertVisible, OrderPricingService, shipsTo } from './order-pricing';
import type { ShippingMethodRow } from './checkout-settings.repository';
import { PlaceOrderDto, StaffOrderDto } from './order.dto';
import { orderMessages, staffOrderMessages as so } from './order.messages';
import { CheckoutSettingsRepository } from './checkout-settings.repository';
import { OrderRepository } from './order.repository';
import type { OrderAddress, OrderAnswer, OrderCustomerOption } from './order.responses';
import { OrderService } from './order.service';

/** Advisory lock space of idempotency keys (the second key is the key's hash). */
const ORDER_KEY_LOCK = 7_310_040;

/** The refusals of placing an order, in the words of who places it. */
interface PlacementWording {
  unavailable: (params: { name: string }) => Message;
  out_of_stock: (params: { available: number; name: string }) => Message;
  shipping_method: (params: { country: string }) => Message;
  payment_method: Message;
}

const SHOP_WORDING: PlacementWording = {
  unavailable: orderMessages.line_unavailable,
  out_of_stock: orderMessages.out_of_stock,
  shipping_method: orderMessages.shipping_method,
  payment_method: orderMessages.payment_method,
};

const STAFF_WORDING: PlacementWording = {
  unavailable: so.stock_hidden,
  out_of_stock: so.out_of_stock,
  shipping_method: so.shipping_method,
  payment_method: so.payment_method,
};

/**
 * Stock short when placing: every short line named. At a till each refusal also points at its line
 * (`lines.{index}`) with the sku, what was asked and what the store's warehouse has, so a sale queued
 * offline shows the cashier which lines ran out.
 */
function shortfallError(lines: readonly CheckoutLine[], shortfalls: readonly Shortfall[], p: Pick<Placement, 'wording' | 'till'>): ConflictError {
  const byStock = new Map(lines.map((l, index) => [l.stock_id, { line: l, index }]));
  if (!p.till) {
    return new ConflictError(shortfalls.map((s) => p.wording.out_of_stock({ available: s.available, name: byStock.get(s.stockId)!.line.name })));
  }
  const store = p.till.storeName;
  const refusals = shortfalls.map((s) => {
    const { line, index } = byStock.get(s.stockId)!;
    return { index, message: so.till_out_of_stock({ available: s.available, asked: s.asked, name: line.name, sku: line.sku, store }) };
  });
  return new ConflictError(
    refusals.map((r) => r.message),
    Object.fromEntries(refusals.map((r) => [`lines.${r.index}`, [r.message]])),
  );
}

/** Everything an order is placed with besides its lines. */
interface Placement {
  key: string;
  /** The cart the lines come from (its coupons apply); null for a staff order. */
  cartId: string | null;
  customerId: number | null;
  email: string;
  /** The customer's first name for the mail; empty: the shipping address's. */
  firstName: string;
  language: LanguageCode;
  display: { identifier: string; rate: number; mark: string };
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  shippingMethodId: number;
  paymentMethod: string;
  /** Reward points the shopper asked to spend (0 for staff orders). */
  points: number;
  note: string;
  /** The first history row: who placed the order, and their comment. */
  history: { actor: string; adminId?: number; comment: string };
  wording: PlacementWording;
  channel: OrderChannel;
  /** A sale at a store's till: no shipping, the store's warehouse only, cash or card taken there. */
  till?: { storeId: number; warehouseId: number; storeName: string };
  /** Coupon codes given at a till, with their promotions (a cart's coupons come with cartId). */
  coupons?: { codes: readonly string[]; promotionIds: readonly number[] };
}

/** What a sale at a till comes to (minor units; an adjustment's amount is negative for a discount). */
export interface TillQuote {
  subtotal: number;
  discount_total: number;
  grand_total: number;
  adjustments: { label: string; amount: number }[];
}

/** A sale at a store's till as the store module hands it over (its scope checked there). */
export interface TillSale {
  /** The idempotency key made of the id the browser gave the sale. */
  key: string;
  store: { id: number; name: string; address: string; phone: string; warehouseId: number };
  customerId: number | null;
  lines: { stock_id: number; quantity: number }[];
  coupons: readonly string[];
  paymentMethod: 'cash' | 'card';
  language?: LanguageCode;
  /** The history's comment on the move to paid ('Paid by cash at Central'). */
  paidComment: string;
}

/** Staff ask for each stock on one line only. */
function assertEachOnce(asked: readonly { stock_id: number }[]): void {
  if (new Set(asked.map((a) => a.stock_id)).size !== asked.length) throw ValidationError.field('lines', so.stock_twice);
}

/** A line's options as an order line keeps them ('Red / M'). */
export const optionText = (line: CheckoutLine) => line.options.map((o) => o.value).join(' / ');

const addressOf = (a: {
  first_name?: string;
  last_name?: string;
  country?: string;
  contact_number?: string;
  address?: string;
  firstName?: string;
  lastName?: string;
  contactNumber?: string;
}): OrderAddress => ({
  first_name: (a.first_name ?? a.firstName)!,
  last_name: (a.last_name ?? a.lastName)!,
  country: a.country!,
  contact_number: (a.contact_number ?? a.contactNumber)!,
  address: a.address!,
});

/**
 * Placing orders: a shopper's cart at checkout (place), and staff taking an order for a customer or
 * a guest (placeForCustomer). Both go through one core, writeOrder, with lines already read at
 * today's prices (a cart's lines, or the asked stocks priced as a cart line is).
 *
 * Placing is one transaction serialised on the submit's idempotency key: the lines are read (a cart
 * locked first), the stock is reserved through InventoryService.reserve (rows locked in id order,
 * checked, written once), the order is written pending with a random number and the key, a cart is
 * emptied, and a delayed job to give the reservation back is queued through the outbox with the
 * order_placed mail. A submit repeated with the same key answers the first order.
 */
@Injectable()
export class OrderPlacementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderService,
    private readonly repository: OrderRepository,
    private readonly checkoutOptions: CheckoutSettingsRepository,
    private readonly carts: CartService,
    private readonly inventory: InventoryService,
    private readonly addresses: AddressService,
    private readonly settings: SettingsService,
    private readonly checks: PurchaseRulesService,
    private readonly outbox: OutboxService,
    private readonly events: EventBus,
    private readonly pricing: OrderPricingService,
    private readonly points: PointsRedemptionService,
    private readonly uses: PromotionUsesService,
    private readonly coupons: CartCouponsService,
  ) {}

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
    if (customer ? !dto.shipping_address_id && !dto.shipping_address : !dto.shipping_address)
      throw ValidationError.field('shipping_address', orderMessages.address_required);

    const owner = { customerId: customer?.customer.id ?? null, email };
    await this.refuseKnownSoldOut(dto.cart_id, customer, language, main);
    return this.placeOnce(dto.idempotency_key, owner, orderMessages.key_used, async (manager) => {
      const lines = await this.carts.lockForCheckout(manager, dto.cart_id, customer, language, main);
      if (lines.length === 0) throw ValidationError.field('cart_id', orderMessages.empty_cart);
      const shippingAddress = await this.address(manager, customer, dto.shipping_address_id, dto.shipping_address, 'shipping_address');
      const billingAddress =
        dto.billing_address_id || dto.billing_address
          ? await this.address(manager, customer, dto.billing_address_id, dto.billing_address, 'billing_address')
          : shippingAddress;
      const placed = await this.writeOrder(manager, values, lines, {
        ...owner,
        firstName: customer?.customer.firstName ?? '',
        language,
        display: { identifier: display.identifier, rate: display.rate, mark: display.mark },
        shippingAddress,
        billingAddress,
        shippingMethodId: dto.shipping_method_id,
        paymentMethod: dto.payment_method,
        points: dto.points ?? 0,
        note: dto.note ?? '',
        key: dto.idempotency_key,
        cartId: dto.cart_id,
        history: { actor: customer ? `${customer.customer.firstName} ${customer.customer.lastName}`.trim() : `Guest ${email}`, comment: '' },
        wording: SHOP_WORDING,
        channel: 'web',
      });
      await this.carts.empty(manager, dto.cart_id);
      return placed;
    });
  }

  /**
   * A flash sale's late checkouts: a cart holding a stock that a reservation found sold out moments ago
   * (InventoryService.knownSoldOut) is refused with the reservation's own words, read without a lock or a
   * transaction, so the shoppers who came too late do not queue for the stock's locked rows behind the
   * orders being placed. An emptied cart (an order placed with this key already) has no such line and
   * goes on to answer that order.
   */
  private async refuseKnownSoldOut(cartId: string, customer: CustomerPrincipal | undefined, language: LanguageCode, main: LanguageCode): Promise<void> {
    if (!this.inventory.remembersSoldOut()) return;
    const lines = await this.carts.readForCheckout(this.dataSource.manager, cartId, customer, language, main);
    const gone = this.inventory.knownSoldOut(lines.map((l) => l.stock_id));
    if (gone.size === 0) return;
    const shortfalls = lines.filter((l) => gone.has(l.stock_id)).map((l) => ({ stockId: l.stock_id, asked: l.quantity, available: 0 }));
    throw shortfallError(lines, shortfalls, { wording: SHOP_WORDING });
  }

  /**
   * POST /api/admin/order: staff take an order (by phone) for a customer or a guest email, placed as
   * checkout places a cart (same prices, same reservation, same mail and release job) but from the
   * stocks asked. The storefront's purchase rules (catalogue mode, members only, guest checkout) are
   * the shopper's, not staff's; a disabled or unknown customer is refused.
   */
  async placeForCustomer(admin: AdminPrincipal, dto: StaffOrderDto): Promise<OrderAnswer> {
    if ((dto.customer_id === undefined) === (dto.email === undefined)) throw ValidationError.field('customer_id', so.customer_or_email);
    if (dto.shipping_address_id !== undefined && dto.customer_id === undefined) throw ValidationError.field('shipping_address_id', so.address_not_found);
    if (dto.shipping_address_id === undefined && !dto.shipping_address) throw ValidationError.field('shipping_address', so.address_required);
    assertEachOnce(dto.lines);
    const customer = await this.staffCustomer(dto.customer_id ?? null);
    const values = await this.settings.all();
    const main = values.main_language;
    const language: LanguageCode = dto.language ?? (customer && isLanguage(customer.language) ? customer.language : main);
    const base = values.supported_currencies.find((c) => c.identifier === values.base_currency) ?? { identifier: values.base_currency, rate: 1, mark: '' };
    const owner = { customerId: customer?.id ?? null, email: customer?.email ?? dto.email! };

    return this.placeOnce(dto.idempotency_key, owner, so.key_used, async (manager) => {
      const lines = await this.askedLines(manager, dto.lines, language, main);
      let shippingAddress: OrderAddress;
      if (dto.shipping_address_id !== undefined) {
        const own = await this.addresses.findOwn(manager, customer!.id, dto.shipping_address_id);
        if (!own) throw ValidationError.field('shipping_address_id', so.address_not_found);
        shippingAddress = addressOf(own);
      } else {
        shippingAddress = addressOf(dto.shipping_address!);
      }
      return this.writeOrder(manager, values, lines, {
        ...owner,
        firstName: customer?.first_name ?? '',
        language,
        display: { identifier: base.identifier, rate: base.rate, mark: base.mark },
        shippingAddress,
        billingAddress: dto.billing_address ? addressOf(dto.billing_address) : shippingAddress,
        shippingMethodId: dto.shipping_method_id,
        paymentMethod: dto.payment_method,
        points: 0,
        note: dto.note ?? '',
        key: dto.idempotency_key,
        cartId: null,
        history: { actor: admin.admin.name, adminId: admin.admin.id, comment: dto.comment ?? '' },
        wording: STAFF_WORDING,
        channel: 'staff',
      });
    });
  }

  /**
   * A sale at a store's till (the store module checked the cashier's scope): placed as a staff order is,
   * from the stocks asked, but with no shipping, drawing only on the store's warehouse, with the coupons
   * given at the till judged as a cart's, then paid and handed over in the same transaction
   * (OrderService.completeAtTill). `record` writes what the till keeps of it in that transaction (a
   * refusal of its rolls the sale back). A key already used answers its sale: `repeated`.
   */
  async placeAtTill(
    admin: AdminPrincipal,
    sale: TillSale,
    record: (manager: EntityManager, order: OrderAnswer) => Promise<void>,
  ): Promise<{ id: number; repeated: boolean }> {
    assertEachOnce(sale.lines);
    const customer = await this.staffCustomer(sale.customerId);
    const values = await this.settings.all();
    const main = values.main_language;
    const language: LanguageCode = sale.language ?? (customer && isLanguage(customer.language) ? customer.language : main);
    const base = values.supported_currencies.find((c) => c.identifier === values.base_currency) ?? { identifier: values.base_currency, rate: 1, mark: '' };
    const owner = { customerId: customer?.id ?? null, email: customer?.email ?? '' };
    let repeated = true;

    const placed = await this.placeOnce(sale.key, owner, so.key_used, async (manager) => {
      repeated = false;
      const promotionIds = await this.coupons.promotionsOf(manager, sale.coupons);
      const lines = await this.askedLines(manager, sale.lines, language, main);
      const storeAddress: OrderAddress = {
        first_name: customer?.first_name ?? '',
        last_name: customer?.last_name ?? '',
        country: '',
        contact_number: sale.store.phone,
        address: `${sale.store.name}\n${sale.store.address}`.trim(),
      };
      const order = await this.writeOrder(manager, values, lines, {
        ...owner,
        firstName: customer?.first_name ?? '',
        language,
        display: { identifier: base.identifier, rate: base.rate, mark: base.mark },
        shippingAddress: storeAddress,
        billingAddress: storeAddress,
        shippingMethodId: 0,
        paymentMethod: sale.paymentMethod,
        points: 0,
        note: '',
        key: sale.key,
        cartId: null,
        history: { actor: admin.admin.name, adminId: admin.admin.id, comment: `Sold at ${sale.store.name}` },
        wording: STAFF_WORDING,
        channel: 'store',
        till: { storeId: sale.store.id, warehouseId: sale.store.warehouseId, storeName: sale.store.name },
        coupons: { codes: sale.coupons, promotionIds },
      });
      await this.orders.completeAtTill(manager, order.id, { name: admin.admin.name, adminId: admin.admin.id }, sale.paidComment);
      await record(manager, order);
      return order;
    });
    return { id: placed.id, repeated };
  }

  /**
   * What a sale at a till would come to now (POST /api/admin/pos/{store}/quote): its lines at today's
   * prices through the same pricing as placing it (promotions, the customer's tier, the coupons given),
   * with no shipping. Unknown stocks and coupons that do not apply are refused as the sale would be.
   */
  async quoteAtTill(sale: Pick<TillSale, 'customerId' | 'lines' | 'coupons' | 'language'>): Promise<TillQuote> {
    const manager = this.dataSource.manager;
    assertEachOnce(sale.lines);
    const customer = await this.staffCustomer(sale.customerId);
    const values = await this.settings.all();
    const main = values.main_language;
    const language: LanguageCode = sale.language ?? main;
    const promotionIds = await this.coupons.promotionsOf(manager, sale.coupons);
    const lines = await this.askedLines(manager, sale.lines, language, main);
    const pricing = await this.pricing.price(manager, values, lines, {
      cartId: null,
      customerId: customer?.id ?? null,
      email: customer?.email ?? null,
      language,
      method: null,
      points: null,
      coupons: sale.coupons,
    });
    for (const id of promotionIds) this.coupons.couponApplies(pricing.priced, id);
    const totals = pricing.priced.totals;
    return {
      subtotal: totals.subtotal,
      discount_total: totals.discount_total,
      grand_total: totals.grand_total,
      adjustments: totals.adjustments.filter((a) => a.amount !== 0).map((a) => ({ label: pricing.label(a), amount: a.amount })),
    };
  }

  /** The customer staff take an order or make a sale for (null: a guest or a walk-in); refused when unknown or disabled. */
  private async staffCustomer(id: number | null): Promise<OrderCustomerOption | null> {
    if (id === null) return null;
    const customer = await this.repository.customer(this.dataSource.manager, id);
    if (!customer) throw ValidationError.field('customer_id', so.customer_not_found);
    if (!customer.enabled) throw ValidationError.field('customer_id', so.customer_disabled);
    return customer;
  }

  /** The stocks staff asked for, priced as checkout lines; refused, naming it, when a stock does not exist. */
  private async askedLines(
    manager: EntityManager,
    asked: { stock_id: number; quantity: number }[],
    language: LanguageCode,
    main: LanguageCode,
  ): Promise<CheckoutLine[]> {
    const lines = await this.carts.priceStocks(manager, asked, language, main);
    if (lines.length < asked.length) {
      const found = new Set(lines.map((l) => l.stock_id));
      throw ValidationError.field('lines', so.stock_not_found({ id: asked.find((a) => !found.has(a.stock_id))!.stock_id }));
    }
    return lines;
  }

  /**
   * One transaction serialised on the idempotency key: a key already used answers its order (when
   * it was the same owner's; else keyUsed), otherwise `make` places the order. A new order is answered
   * as read in its own transaction (the mail needs it there); a repeated submit reads the first.
   */
  private async placeOnce(
    key: string,
    owner: { customerId: number | null; email: string },
    keyUsed: Message,
    make: (manager: EntityManager) => Promise<OrderAnswer>,
  ): Promise<OrderAnswer> {
    const result = await this.dataSource.transaction(async (manager): Promise<OrderAnswer | number> => {
      await this.repository.lockKey(manager, key, ORDER_KEY_LOCK);
      const earlier = await this.repository.idByKey(manager, key);
      if (earlier) {
        const same = owner.customerId !== null ? earlier.customer_id === owner.customerId : earlier.customer_id === null && earlier.email === owner.email;
        if (!same) throw new ConflictError(keyUsed);
        return earlier.id;
      }
      return make(manager);
    });
    return typeof result === 'number' ? this.orders.view(result) : result;
  }

  /**
   * The one core of placing an order, in the caller's transaction, from lines already read with
   * today's prices: refuses hidden stocks, checks the shipping and payment methods, reserves the
   * stock through InventoryService.reserve (nothing written on a shortfall), prices the order as its
   * preview does (OrderPricingService), writes it pending with its lines, allocations, adjustments
   * and first history row, queues the release job through the outbox and publishes 'order.placed'
   * (the order_placed mail, in the order's language, hangs on it).
   */
  private async writeOrder(manager: EntityManager, values: SettingValues, lines: CheckoutLine[], p: Placement): Promise<OrderAnswer> {
    assertVisible(lines, p.wording.unavailable);
    const main = values.main_language;
    let method: ShippingMethodRow | null = null;
    let paymentCode = p.paymentMethod;
    if (!p.till) {
      const { shipping, payment } = await this.checkoutOptions.methods(manager, p.shippingMethodId, p.paymentMethod);
      method = shipsTo(shipping, p.shippingAddress.country, p.wording.shipping_method);
      if (!payment || !payment.enabled || (payment.code === 'stripe' && !payment.config.secret_key))
        throw ValidationError.field('payment_method', p.wording.payment_method);
      paymentCode = payment.code;
    }

    // Points last: checked and locked here, so two checkouts cannot spend the same points.
    const redemption = await this.points.redeem(manager, p.customerId, p.points, values, p.language);
    const pricing = await this.pricing.price(manager, values, lines, {
      cartId: p.cartId,
      customerId: p.customerId,
      email: p.email,
      language: p.language,
      method,
      points: redemption,
      coupons: p.coupons?.codes,
    });
    for (const id of p.coupons?.promotionIds ?? []) this.coupons.couponApplies(pricing.priced, id);
    const { priced, methodName } = pricing;
    const totals = priced.totals;
    // The stock's rows are locked from here to the commit: everything read and priced before, so
    // checkouts of one stock queue for the writes alone.
    const reservation = await this.inventory.reserve(
      manager,
      lines.map((l) => ({ stockId: l.stock_id, quantity: l.quantity })),
      p.till ? p.till.warehouseId : values.warehouse_id,
      p.till !== undefined,
    );
    if ('shortfalls' in reservation) throw shortfallError(lines, reservation.shortfalls, p);
    // Limits are held here, in the order's transaction: nothing is written when one has no room left.
    const recordUses = await this.uses.takeUses(manager, priced, p.customerId, p.email);
    const order = {
      customerId: p.customerId,
      email: p.email,
      language: p.language,
      currency: values.base_currency,
      display: p.display,
      subtotal: totals.subtotal,
      discountTotal: totals.discount_total,
      shippingTotal: totals.shipping_total,
      grandTotal: totals.grand_total,
      shippingMethodId: method?.id ?? null,
      shippingMethodName: p.till ? p.till.storeName : methodName,
      paymentMethod: paymentCode,
      shippingAddress: p.shippingAddress,
      billingAddress: p.billingAddress,
      note: p.note,
      idempotencyKey: p.key,
      reservedUntil: p.till ? null : new Date(Date.now() + values.order_hold_minutes * 60_000),
      channel: p.channel,
      storeId: p.till?.storeId ?? null,
    };
    let id: number | null = null;
    let number = '';
    for (let attempt = 0; id === null; attempt += 1) {
      if (attempt === 5) throw new Error('No free order number after 5 draws');
      number = orderNumber();
      id = await this.repository.insertOrder(manager, { ...order, number }, { comment: p.history.comment, actor: p.history.actor, adminId: p.history.adminId });
    }
    await recordUses(id);
    if (redemption) await redemption.record(id, pricing.pointsTaken);
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
      reservation.allocations.flat(),
    );
    const lineIdOf = new Map(lines.map((l, i) => [l.item_id, lineIds[i]]));
    await this.repository.insertAdjustments(
      manager,
      id,
      totals.adjustments.map((a) => ({ ...a, lines: a.lines.map((k) => lineIdOf.get(k)!), label: pricing.label(a) })),
    );
    // A sale at a till completes in this transaction: it holds nothing to give back later.
    if (!p.till) await this.outbox.enqueue(manager, 'order.release', { orderId: id }, values.order_hold_minutes * 60_000);
    await this.events.publish(manager, 'order.placed', {
      orderId: id,
      number,
      channel: p.channel,
      customerId: p.customerId,
      firstName: p.firstName || p.shippingAddress.first_name,
    });
    return this.orders.placedView(id, manager, main);
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
