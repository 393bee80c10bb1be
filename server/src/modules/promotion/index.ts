/** What the promotion module offers the rest of the server: carts and checkout price with promotions, hold coupons and count uses through it. */
export { PromotionPricingService, type PricedWithPromotions, type Shopper } from './promotion-pricing.service';
export { CartCouponsService, MAX_CART_COUPONS } from './cart-coupons.service';
export { PromotionUsesService } from './promotion-uses.service';
export { labelOf, sourceOf, type PromotionOutcome } from './promotion-rules';
export { promotionMessages } from './promotion.messages';
export { COUPON_CODE } from './promotion.dto';
