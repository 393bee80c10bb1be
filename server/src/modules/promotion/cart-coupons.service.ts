import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import type { Message } from '../../common/messages';
import type { PricedWithPromotions } from './promotion-pricing.service';
import { promotionMessages as m } from './promotion.messages';
import { PromotionRepository } from './promotion.repository';

/** The most coupon codes one cart holds. */
export const MAX_CART_COUPONS = 5;

/** "Your coupon code is invalid", and why as a second message. */
const invalidCoupon = (reason: Message) => new ValidationError([m.coupon_invalid, reason], { code: [m.coupon_invalid, reason] });

/** The coupon codes a cart holds (cart_coupon), in the cart's transaction. */
@Injectable()
export class CartCouponsService {
  constructor(private readonly repository: PromotionRepository) {}

  /**
   * Puts a coupon in a cart (in the caller's transaction, the cart locked), and answers its promotion.
   * Refused, with "Your coupon code is invalid" and why, when no promotion has the code or the cart
   * holds MAX_CART_COUPONS already; whether it applies is then judged with the cart (couponApplies).
   */
  async addCoupon(manager: EntityManager, cartId: string, code: string): Promise<number> {
    const promotion = await this.repository.byCode(manager, code);
    if (!promotion) throw invalidCoupon(m.unknown);
    if (!(await this.repository.addCoupon(manager, cartId, promotion.id))) return promotion.id;
    if ((await this.repository.couponCount(manager, cartId)) > MAX_CART_COUPONS) throw ValidationError.field('code', m.too_many({ max: MAX_CART_COUPONS }));
    return promotion.id;
  }

  /**
   * A coupon just put in the cart, judged with it (price with `judgeCoupons`): refused, with "Your
   * coupon code is invalid" and why, when it cannot apply to these lines now; one that loses to
   * another by priority stays, and the cart says why it does not apply.
   */
  couponApplies(priced: PricedWithPromotions, promotionId: number): void {
    const refused = priced.refusedCoupons.find((o) => o.id === promotionId);
    if (refused?.reason) throw invalidCoupon(refused.reason);
  }

  /**
   * The promotions of coupon codes given at a till (no cart holds them), in the order given; refused as a
   * cart refuses a code no promotion has, on the field `coupons`. Whether each applies is judged with the
   * sale's lines (couponApplies) once it is priced.
   */
  async promotionsOf(manager: EntityManager, codes: readonly string[]): Promise<number[]> {
    if (codes.length > MAX_CART_COUPONS) throw ValidationError.field('coupons', m.too_many({ max: MAX_CART_COUPONS }));
    const ids: number[] = [];
    for (const code of codes) {
      const promotion = await this.repository.byCode(manager, code);
      if (!promotion) throw new ValidationError([m.coupon_invalid, m.unknown], { coupons: [m.coupon_invalid, m.unknown] });
      ids.push(promotion.id);
    }
    return ids;
  }

  /** Takes a coupon out of a cart by its code. */
  async removeCoupon(manager: EntityManager, cartId: string, code: string): Promise<void> {
    if (!(await this.repository.removeCoupon(manager, cartId, code))) throw new NotFoundError(m.not_applied);
  }

  /** A guest cart's coupons follow its lines into the member's cart. */
  moveCoupons(manager: EntityManager, fromCartId: string, toCartId: string): Promise<void> {
    return this.repository.moveCoupons(manager, fromCartId, toCartId);
  }

  /** Empties a cart's coupons once it became an order. */
  clearCoupons(manager: EntityManager, cartId: string): Promise<void> {
    return this.repository.clearCoupons(manager, cartId);
  }
}
