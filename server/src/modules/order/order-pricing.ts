import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConflictError, ValidationError } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { Message } from '../../common/messages';
import { pickText } from '../../common/translations';
import type { CheckoutLine } from '../cart';
import type { PointsQuote } from '../points';
import { PromotionPricingService, type PricedWithPromotions } from '../promotion';
import type { SettingValues } from '../settings';
import type { Adjuster, Adjustment } from '../totals';
import type { ShippingMethodRow } from './checkout-settings.repository';

/** The shipping a method charges for goods worth `goods` (minor units, after their discounts): nothing once they reach its free-over amount. */
export function shippingCharge(method: Pick<ShippingMethodRow, 'flat_rate' | 'free_over'>, goods: number): number {
  return method.free_over !== null && goods >= method.free_over ? 0 : method.flat_rate;
}

/** The shipping step of the totals: the method's charge for what is left of the goods when shipping comes. */
function shippingAdjuster(method: ShippingMethodRow): Adjuster {
  return { step: 'shipping', adjust: (state) => [{ source: `shipping:${method.id}`, amount: shippingCharge(method, state.orderLeft), lines: [] }] };
}

/** What the goods come to when shipping is charged: the subtotal less the product and cart discounts. */
export const goodsOf = (totals: { subtotal: number; adjustments: readonly Adjustment[] }) =>
  totals.subtotal + totals.adjustments.filter((a) => a.step === 'product_discounts' || a.step === 'cart_discounts').reduce((sum, a) => sum + a.amount, 0);

/** The method when it is on and serves the country; else refused with `message` on shipping_method_id. */
export function shipsTo(method: ShippingMethodRow | null, country: string, message: (params: { country: string }) => Message): ShippingMethodRow {
  if (!method || !method.enabled || (method.countries.length > 0 && !method.countries.includes(country))) {
    throw ValidationError.field('shipping_method_id', message({ country }));
  }
  return method;
}

/** Lines no longer sold refuse the order, every one named. */
export function assertVisible(lines: readonly CheckoutLine[], message: (params: { name: string }) => Message): void {
  const hidden = lines.filter((l) => !l.visible);
  if (hidden.length > 0) throw new ConflictError(hidden.map((l) => message({ name: l.name })));
}

/** An order's totals as priced, with each adjustment's label and what the points took. */
export interface PricedOrder {
  priced: PricedWithPromotions;
  /** The shipping method's name in the order's language ('' without a method). */
  methodName: string;
  /** What a shopper knows the adjustment by: a promotion's code or name, a tier's name, the shipping method, the points used. */
  label: (adjustment: Adjustment) => string;
  /** Minor units the points step took off. */
  pointsTaken: number;
}

/** Who the order is for, and what it is priced with besides its lines. */
export interface PricingInput {
  /** The cart whose coupons apply; null for a staff order. */
  cartId: string | null;
  customerId: number | null;
  /** Uses per customer are counted by a guest's email; null while it is not known (the preview). */
  email: string | null;
  language: LanguageCode;
  /** Null: no shipping step (the preview before a method is chosen, a sale at a till). */
  method: ShippingMethodRow | null;
  points: PointsQuote | null;
  /** Coupon codes given at a till (a cart's coupons come with cartId). */
  coupons?: readonly string[];
}

/**
 * The one pricing of an order, shared by placing it and by its preview: the lines at today's prices
 * through the totals pipeline (server/src/modules/totals) with the promotions and tier discount that
 * apply, the shipping method's charge and the points spent.
 */
@Injectable()
export class OrderPricingService {
  constructor(private readonly promotions: PromotionPricingService) {}

  async price(manager: EntityManager, values: SettingValues, lines: readonly CheckoutLine[], input: PricingInput): Promise<PricedOrder> {
    const adjusters = [...(input.method ? [shippingAdjuster(input.method)] : []), ...(input.points ? [input.points.adjuster] : [])];
    const priced = await this.promotions.price(
      manager,
      input.cartId,
      lines.map((l) => ({ key: l.item_id, productId: l.product_id, unitPrice: l.unit_price, quantity: l.quantity })),
      adjusters,
      { customerId: input.customerId, email: input.email, language: input.language, values },
      false,
      input.coupons ?? [],
    );
    const methodName = input.method ? pickText(input.method.name, input.language, values.main_language) : '';
    const points = input.points;
    return {
      priced,
      methodName,
      label: (a) => priced.labels.get(a.source) ?? (a.step === 'shipping' ? methodName : a.step === 'points' && points ? points.label(-a.amount) : a.source),
      pointsTaken: -priced.totals.adjustments.filter((a) => a.step === 'points').reduce((sum, a) => sum + a.amount, 0),
    };
  }
}
