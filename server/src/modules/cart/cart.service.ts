import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/principal';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { Message } from '../../common/messages';
import { CartCouponsService, PromotionPricingService, type PricedWithPromotions, type PromotionOutcome } from '../promotion';
import { PurchaseRulesService } from '../purchase';
import { SettingsService, type SettingValues } from '../settings';
import { AddItemDto, CartCouponDto, CartRequestDto, MAX_LINE_QUANTITY, RemoveItemDto, UpdateItemDto } from './cart.dto';
import { cartMessages } from './cart.messages';
import { CartLineRow, CartRepository } from './cart.repository';
import type { CartAnswer, CartChange, CartItemAnswer, CartNotice, CartPromotion } from './cart.responses';

/** The languages of an answer, the currency its amounts are in, and who is shopping (for promotions). */
interface ShopContext {
  language: LanguageCode;
  main: LanguageCode;
  currency: string;
  values: SettingValues;
  customerId: number | null;
  email: string | null;
}

/** A cart line as checkout reads it: the line with the unit price a shopper pays now. */
export type CheckoutLine = CartLineRow & { unit_price: number };

/** The most different stocks one cart holds. */
export const MAX_CART_LINES = 100;

/** The lines the totals count (not those no longer sold or sold out), as the totals and promotions read them. */
const pricedLines = (items: CartItemAnswer[]) =>
  items
    .filter((i) => i.notice?.code !== cartMessages.unavailable.code && i.notice?.code !== cartMessages.sold_out.code)
    .map((i) => ({ key: i.item_id, productId: i.product_id, unitPrice: i.unit_price, quantity: i.quantity }));

/** A promotion as the cart shows it. */
const presentPromotion = (o: PromotionOutcome): CartPromotion => ({
  id: o.id,
  code: o.code,
  name: o.name,
  type: o.type,
  applied: o.applied,
  amount: o.amount,
  reason: o.reason && notice(o.reason),
});

const notice = (message: Message): CartNotice => ({ code: message.code, message: message.text, ...(message.params ? { params: { ...message.params } } : {}) });

/**
 * Why an add was refused (nothing written), in the order the rules are asked: sold, available, the
 * line's most, the cart's lines. When the offer as read passes them all, an add at the same moment
 * raised the line first (the write checks the line's latest version): what is available is reached.
 */
function addRefusal(offer: { visible: boolean; available: number; held: number; lines: number } | null, quantity: number): ValidationError {
  if (!offer || !offer.visible) return ValidationError.field('stock_id', cartMessages.unavailable);
  if (offer.held + quantity > offer.available) return ValidationError.field('quantity', cartMessages.max_quantity);
  if (offer.held + quantity > MAX_LINE_QUANTITY) return ValidationError.field('quantity', cartMessages.quantity_max({ max: MAX_LINE_QUANTITY }));
  if (offer.held === 0 && offer.lines >= MAX_CART_LINES) return ValidationError.field('stock_id', cartMessages.too_many_lines({ max: MAX_CART_LINES }));
  return ValidationError.field('quantity', cartMessages.max_quantity);
}

/** What one costs: the special price when it is set and lower, else the price (as the catalogue shows it). */
const unitPrice = (line: Pick<CartLineRow, 'price' | 'special_price'>) =>
  line.special_price !== null && line.special_price < line.price ? line.special_price : line.price;

function presentLine(line: CartLineRow): CartItemAnswer {
  const price = unitPrice(line);
  const problem = !line.visible
    ? cartMessages.unavailable
    : line.available <= 0
      ? cartMessages.sold_out
      : line.quantity > line.available
        ? cartMessages.over_available({ available: line.available })
        : null;
  return {
    item_id: line.item_id,
    stock_id: line.stock_id,
    product_id: line.product_id,
    url: line.url,
    name: line.name,
    sku: line.sku,
    options: line.options,
    image: line.image,
    price: line.price,
    special_price: line.special_price,
    unit_price: price,
    quantity: line.quantity,
    line_total: price * line.quantity,
    available_inventories: Math.max(0, line.available),
    purchasable: problem === null,
    notice: problem && notice(problem),
  };
}

/**
 * Shopping carts. A guest's cart is found by its random id (the cart id cookie); a member has one
 * cart bound to the account, which no other session can read or change, and a guest cart brought to
 * a login is merged into it. Each write claims (locks) the cart row in its own statement, and a raised
 * quantity is checked against the line's latest version, so two requests on one cart cannot both pass
 * the availability rule. Carts reserve nothing: placing an order does.
 * Every call first asks the purchase rules (catalogue mode, members only, a selling warehouse).
 */
@Injectable()
export class CartService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: CartRepository,
    private readonly settings: SettingsService,
    private readonly checks: PurchaseRulesService,
    private readonly promotions: PromotionPricingService,
    private readonly coupons: CartCouponsService,
  ) {}

  /** POST /api/cart: the cart of the cookie, the member's own cart (merging a guest cart into it), or a new one. */
  async open(dto: CartRequestDto, customer?: CustomerPrincipal): Promise<CartAnswer> {
    await this.checks.assertPurchasable(customer);
    const shop = await this.shop(dto.language, customer);
    const { language, main } = shop;
    return this.dataSource.transaction(async (manager) => {
      if (!customer) {
        const owned = dto.cart_id ? await this.repository.lockOwned(manager, dto.cart_id, null) : null;
        // An unknown id, or another member's cart brought without its session: a new cart, nothing revealed.
        const cartId = owned ?? (await this.repository.createGuest(manager));
        return this.answer(manager, cartId, shop);
      }
      const cartId = await this.repository.lockMember(manager, customer.customer.id);
      const changes = dto.cart_id && dto.cart_id !== cartId ? await this.merge(manager, dto.cart_id, cartId, language, main) : [];
      return this.answer(manager, cartId, shop, changes);
    });
  }

  /**
   * POST /api/cart/item: adds a quantity of a stock; the cart's whole quantity of it may not pass what
   * is available. One statement (a guest's first add makes the cart too) writes and reads the answer.
   */
  async add(dto: AddItemDto, customer?: CustomerPrincipal): Promise<CartAnswer> {
    await this.checks.assertPurchasable(customer);
    const shop = await this.shop(dto.language, customer);
    if (!dto.cart_id && !customer) return this.addToNewCart(dto, shop);
    const cart = dto.cart_id
      ? { claim: 'id' as const, cartId: dto.cart_id, customerId: customer?.customer.id ?? null }
      : { claim: 'member' as const, customerId: customer!.customer.id };
    const manager = this.dataSource.manager;
    const added = await this.repository.add(manager, cart, dto.stock_id, dto.quantity, shop.language, shop.main, {
      lineQuantity: MAX_LINE_QUANTITY,
      lines: MAX_CART_LINES,
    });
    if (!added) throw new NotFoundError(cartMessages.not_found);
    if (added.item_id === null) throw addRefusal(added.offer, dto.quantity);
    return { ...(await this.present(added.cart_id, added.items, shop)), item_id: added.item_id };
  }

  /**
   * A guest's first add: a new cart with its one line in one statement, outside a transaction (no
   * other request knows the cart yet); the answer is built from the line as read.
   */
  private async addToNewCart(dto: AddItemDto, shop: ShopContext): Promise<CartAnswer> {
    const row = await this.repository.addToNewCart(this.dataSource.manager, dto.stock_id, dto.quantity, shop.language, shop.main);
    if (!row?.made_cart_id || row.made_item_id === null) throw addRefusal(row && { ...row, held: 0, lines: 0 }, dto.quantity);
    const { made_cart_id: cartId, made_item_id: itemId, ...line } = row;
    return { ...(await this.present(cartId, [{ ...line, item_id: itemId }], shop)), item_id: itemId };
  }

  /** PUT /api/cart/item: sets a line's quantity. Lowering is always allowed; raising may not pass what is available. */
  async update(dto: UpdateItemDto, customer?: CustomerPrincipal): Promise<CartAnswer> {
    await this.checks.assertPurchasable(customer);
    const shop = await this.shop(dto.language, customer);
    const manager = this.dataSource.manager;
    const line = await this.repository.setLine(manager, dto.cart_id, customer?.customer.id ?? null, dto.item_id, dto.quantity, shop.language, shop.main);
    if (!line.cart_id) throw new NotFoundError(cartMessages.not_found);
    if (line.quantity === null) throw new NotFoundError(cartMessages.item_not_found);
    if (!line.changed)
      throw line.visible ? ValidationError.field('quantity', cartMessages.max_quantity) : ValidationError.field('item_id', cartMessages.unavailable);
    return this.present(line.cart_id, line.items, shop);
  }

  /** DELETE /api/cart/item */
  async remove(dto: RemoveItemDto, customer?: CustomerPrincipal): Promise<CartAnswer> {
    await this.checks.assertPurchasable(customer);
    const shop = await this.shop(dto.language, customer);
    const manager = this.dataSource.manager;
    const result = await this.repository.removeLine(manager, dto.cart_id, customer?.customer.id ?? null, dto.item_id, shop.language, shop.main);
    if (!result.cart_id) throw new NotFoundError(cartMessages.not_found);
    if (!result.removed) throw new NotFoundError(cartMessages.item_not_found);
    return this.present(result.cart_id, result.items, shop);
  }

  /**
   * Checkout's view of a cart, in the caller's transaction: the cart locked (so it cannot change while
   * the order is made from it) and its lines with their prices now; 404 when it is not this shopper's.
   */
  async lockForCheckout(
    manager: EntityManager,
    cartId: string,
    customer: CustomerPrincipal | undefined,
    language: LanguageCode,
    main: LanguageCode,
  ): Promise<CheckoutLine[]> {
    const owned = await this.lockOwned(manager, cartId, customer);
    return (await this.repository.lines(manager, owned, language, main)).map((line) => ({ ...line, unit_price: unitPrice(line) }));
  }

  /**
   * The order preview's view of a cart: its lines with their prices now, as lockForCheckout reads
   * them, but without locking or writing anything; 404 when it is not this shopper's.
   */
  async readForCheckout(
    manager: EntityManager,
    cartId: string,
    customer: CustomerPrincipal | undefined,
    language: LanguageCode,
    main: LanguageCode,
  ): Promise<CheckoutLine[]> {
    const owned = await this.repository.owned(manager, cartId, customer?.customer.id ?? null);
    if (!owned) throw new NotFoundError(cartMessages.not_found);
    return (await this.repository.lines(manager, owned, language, main)).map((line) => ({ ...line, unit_price: unitPrice(line) }));
  }

  /**
   * A staff order's view of the stocks it asks for, in the caller's transaction: each as a checkout
   * line (numbered from 1 in the order asked) with the unit price a shopper would pay now. Unknown
   * stocks are left out. No cart and no purchase rules: staff take orders in catalogue mode too.
   */
  async priceStocks(
    manager: EntityManager,
    asked: { stock_id: number; quantity: number }[],
    language: LanguageCode,
    main: LanguageCode,
  ): Promise<CheckoutLine[]> {
    return (await this.repository.stockLines(manager, asked, language, main)).map((line) => ({ ...line, unit_price: unitPrice(line) }));
  }

  /** A staff order's stock picker: stocks whose sku or product name holds `q`, priced as checkout prices them. */
  async findStocks(manager: EntityManager, q: string, language: LanguageCode, main: LanguageCode, limit: number): Promise<CheckoutLine[]> {
    return (await this.repository.findStocks(manager, q, language, main, limit)).map((line) => ({ ...line, unit_price: unitPrice(line) }));
  }

  /** Empties the cart, coupons too, once its lines became an order (in the order's transaction). */
  async empty(manager: EntityManager, cartId: string): Promise<void> {
    await this.repository.emptyCart(manager, cartId);
    await this.coupons.clearCoupons(manager, cartId);
  }

  /** The cart when it is this shopper's (a member's own, or a guest cart without a session), locked; else 404. */
  private async lockOwned(manager: EntityManager, cartId: string, customer?: CustomerPrincipal): Promise<string> {
    const owned = await this.repository.lockOwned(manager, cartId, customer?.customer.id ?? null);
    if (!owned) throw new NotFoundError(cartMessages.not_found);
    return owned;
  }

  /**
   * Moves a guest cart's lines into the member's cart and removes the guest cart. Each stock ends
   * with the two quantities added, lowered to what is available; a stock no longer sold is dropped.
   * Another member's cart, or an id that is no cart, merges nothing.
   */
  private async merge(manager: EntityManager, guestId: string, memberId: string, language: LanguageCode, main: LanguageCode): Promise<CartChange[]> {
    if (!(await this.repository.lockOwned(manager, guestId, null))) return [];
    const changes: CartChange[] = [];
    const change = (line: CartLineRow, requested: number, quantity: number, reason: Message) =>
      changes.push({ stock_id: line.stock_id, name: line.name, requested, quantity, reason: notice(reason) });
    let lineCount = await this.repository.lineCount(manager, memberId);
    for (const line of await this.repository.lines(manager, guestId, language, main)) {
      const held = await this.repository.quantityOf(manager, memberId, line.stock_id);
      const wanted = Math.min(held + line.quantity, MAX_LINE_QUANTITY);
      if (!line.visible || line.available <= 0) {
        if (held === 0) change(line, wanted, 0, cartMessages.removed_unavailable({ name: line.name }));
        continue;
      }
      if (held === 0 && lineCount >= MAX_CART_LINES) {
        change(line, wanted, 0, cartMessages.too_many_lines({ max: MAX_CART_LINES }));
        continue;
      }
      const fits = Math.min(wanted, line.available);
      if (fits < wanted) change(line, wanted, Math.max(held, fits), cartMessages.only_left({ available: line.available, quantity: Math.max(held, fits) }));
      if (fits > held) {
        await this.repository.setQuantity(manager, memberId, line.stock_id, fits);
        if (held === 0) lineCount += 1;
      }
    }
    await this.coupons.moveCoupons(manager, guestId, memberId);
    await this.repository.deleteCart(manager, guestId);
    return changes;
  }

  private async answer(manager: EntityManager, cartId: string, shop: ShopContext, changes: CartChange[] = []): Promise<CartAnswer> {
    return this.present(cartId, await this.repository.lines(manager, cartId, shop.language, shop.main), shop, changes, manager);
  }

  /**
   * The cart as the storefront draws it: its lines, and the totals of the lines that can be bought
   * with the promotions that apply (each adjustment named), and every coupon with why it does not
   * apply when it does not. `manager`: the transaction the cart was written in, if any.
   */
  private async present(
    cartId: string,
    lines: CartLineRow[],
    shop: ShopContext,
    changes: CartChange[] = [],
    manager = this.dataSource.manager,
  ): Promise<CartAnswer> {
    const items = lines.map(presentLine);
    return this.drawn(cartId, items, shop, await this.price(manager, cartId, items, shop), changes);
  }

  /** The totals of the lines that can be bought, with the promotions; `judgeCoupons` judges the cart's coupons in any case. */
  private price(manager: EntityManager, cartId: string, items: CartItemAnswer[], shop: ShopContext, judgeCoupons = false): Promise<PricedWithPromotions> {
    const shopper = { customerId: shop.customerId, email: shop.email, language: shop.language, values: shop.values };
    return this.promotions.price(manager, cartId, pricedLines(items), [], shopper, judgeCoupons);
  }

  private drawn(cartId: string, items: CartItemAnswer[], shop: ShopContext, priced: PricedWithPromotions, changes: CartChange[] = []): CartAnswer {
    return {
      cart_id: cartId,
      items,
      item_count: items.reduce((sum, i) => sum + i.quantity, 0),
      currency: shop.currency,
      totals: { ...priced.totals, adjustments: priced.totals.adjustments.map((a) => ({ ...a, label: priced.labels.get(a.source) ?? a.source })) },
      promotions: priced.outcomes.map(presentPromotion),
      changes,
    };
  }

  /** POST /api/cart/coupon: puts a coupon code in the cart (refused with why when it cannot apply now). */
  async applyCoupon(dto: CartCouponDto, customer?: CustomerPrincipal): Promise<CartAnswer> {
    await this.checks.assertPurchasable(customer);
    const shop = await this.shop(dto.language, customer);
    return this.dataSource.transaction(async (manager) => {
      const cartId = await this.lockOwned(manager, dto.cart_id, customer);
      const promotionId = await this.coupons.addCoupon(manager, cartId, dto.code);
      // The cart is priced once, with the coupon judged in it: a refusal rolls the coupon back.
      const items = (await this.repository.lines(manager, cartId, shop.language, shop.main)).map(presentLine);
      const priced = await this.price(manager, cartId, items, shop, true);
      this.coupons.couponApplies(priced, promotionId);
      return this.drawn(cartId, items, shop, priced);
    });
  }

  /** DELETE /api/cart/coupon: takes a coupon code out of the cart. */
  async removeCoupon(dto: CartCouponDto, customer?: CustomerPrincipal): Promise<CartAnswer> {
    await this.checks.assertPurchasable(customer);
    const shop = await this.shop(dto.language, customer);
    return this.dataSource.transaction(async (manager) => {
      const cartId = await this.lockOwned(manager, dto.cart_id, customer);
      await this.coupons.removeCoupon(manager, cartId, dto.code);
      return this.answer(manager, cartId, shop);
    });
  }

  /** Read before a transaction opens (a second pool connection wanted while holding one could exhaust the pool). */
  private async shop(asked: LanguageCode | undefined, customer: CustomerPrincipal | undefined): Promise<ShopContext> {
    const values = await this.settings.all();
    return {
      language: asked ?? values.main_language,
      main: values.main_language,
      currency: values.base_currency,
      values,
      customerId: customer?.customer.id ?? null,
      email: customer?.customer.email ?? null,
    };
  }
}
