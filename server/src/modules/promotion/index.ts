/** What the promotion module offers the rest of the server (carts and checkout price through it). */
export * from './promotion.service';
export { labelOf, sourceOf, type PromotionOutcome } from './promotion-rules';
export { promotionMessages } from './promotion.messages';
export { COUPON_CODE } from './promotion.dto';
