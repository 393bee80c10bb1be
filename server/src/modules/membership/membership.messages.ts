import { defineMessages } from '../../common/messages';

/** What the back office's membership screen answers. */
export const membershipMessages = defineMessages('membership', 'admin', {
  name_required: 'name is required in the main language',
  names: 'name must give a text per language (en_us, zh_hk, zh_cn), each at most 200 characters',
  amount: '{field} must be a whole amount in cents, 0 or more',
  days: '{field} must be a whole number of days from 1 to 3650',
  percent: 'discount_percent must be a whole number from 0 to 100',
  rate: 'points_rate must be a number of points per dollar from 0 to 1000, with at most 2 decimals',
  order: 'order must be a whole number from 0 to 1000',
  tier_not_held: "membership_tier_id: giving, changing or taking away a customer's membership tier needs the membership permission",
});
