import { defineMessages } from '../../common/messages';

/**
 * What a shopper is told about coupons and promotions. A refused code answers `coupon_invalid`
 * (word for word as the spec writes it) and, as a second line, why.
 */
export const promotionMessages = defineMessages('promotion', 'shop', {
  coupon_invalid: 'Your coupon code is invalid',
  code: 'code must be a coupon code of at most 40 letters, digits, - or _',
  unknown: 'There is no coupon with this code',
  disabled: 'This code is no longer offered',
  not_started: 'This code can be used from {date}',
  expired: 'This code expired on {date}',
  used_up: 'This code has been used as many times as it can be',
  customer_used: 'You have already used this code as many times as it allows',
  tier_only: 'This code is for {tiers} members',
  members_only: 'Log in as a member to use this code',
  min_spend: 'Spend {amount} more for this offer',
  no_items: 'None of the items in your cart are part of this offer',
  buy_more: 'Add {count} more of the offer’s items to get it',
  already_applied: 'This code is already applied',
  too_many: 'A cart takes at most {max} coupon codes',
  not_applied: 'This code is not applied to your cart',
  // Stacking: a promotion that cannot be combined, and the one priority put first.
  blocked_by: '{code} can’t be combined with other promotions',
  not_combinable: '{code} can’t be combined with other promotions, and {winner} comes first',
  // Placing an order whose coupon stopped applying since the review (used up meanwhile, expired).
  changed: 'A coupon in your cart no longer applies: {code}. Please review your order.',
});

/** What the back office's promotion screens answer. */
export const promotionAdminMessages = defineMessages('promotion_admin', 'admin', {
  type: 'promotion_type must be one of coupon, cart_discount, buy_x_get_y, free_shipping',
  name_required: 'name is required in the main language',
  names: 'name must give a text per language (en_us, zh_hk, zh_cn), each at most 200 characters',
  code_required: 'A coupon needs a code',
  code: 'code must be at most 40 letters, digits, - or _',
  code_taken: 'Another promotion already uses the code {code}',
  amount: '{field} must be a whole amount in cents, 0 or more',
  count: '{field} must be a whole number of at least {min}',
  percentage: 'A percentage must be a whole number from 1 to 100',
  discount_kind: 'discount_kind must be fixed or percentage',
  target: 'target must be one of order, products, categories, brands',
  target_ids: 'target_ids must list the ids of the chosen {target}',
  target_missing: 'Choose at least one of the {target} this promotion is for',
  order_only: 'An automatic cart discount applies to the whole order',
  dates: 'ends_at must be after starts_at',
  date: '{field} must be a date and time (ISO 8601)',
  priority: 'priority must be a whole number from 0 to 1000',
  tiers: 'membership_tier_ids must list ids of membership tiers',
});
