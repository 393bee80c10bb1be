import { phoneMessages } from '../../common/common.messages';
import { defineMessages } from '../../common/messages';

/** What the storefront's account pages (registration, profile, password reset, logout) answer. */
const customerShopMessages = defineMessages('customer', 'shop', {
  reset_link_sent: 'Reset link sent, please check your email',
  too_frequent: 'Too frequent operation, please try again later',
  password_reset_done: 'Password reset, please log in with your new password',
  invalid_token: 'Invalid token',
  current_password_required: 'Enter your current password to change your email or password',
  current_password_wrong: 'The current password is not correct',
});

/** What both the storefront's account pages and the back office's customer screens answer. */
const customerSharedMessages = defineMessages('customer', 'all', {
  email_taken: 'This email is already registered',
  gender: 'gender must be female or male',
});

export const customerMessages = { ...customerShopMessages, ...customerSharedMessages, ...phoneMessages };

/** What the back office's customer screens answer. */
export const customerAdminMessages = defineMessages('customer', 'admin', {
  email_twice: 'This email appears twice in the file',
  emails: 'emails must list at most {max} email addresses',
  mobiles: 'mobiles must list at most {max} phone numbers (digits, spaces, +, -, brackets)',
  tags: 'tags must list at most {max} tags of at most 50 characters',
  addresses: 'addresses must list at most {max} addresses',
  address_id: "addresses must keep ids of this customer's addresses",
  website: 'website must be a web address starting with http:// or https:// (at most 300 characters)',
  admin_id: 'admin_id must be a staff account',
  status_id: 'status_id must be a lead status',
  membership_tier_id: 'membership_tier_id must be a membership tier',
  lead_source: 'lead_source must be one of existing_customer, employee, partner, email, campaign, public_relations',
  has_orders: 'This customer has {count} orders: disable the account instead of deleting it',
  default_twice: 'Only one address can be the default {use} address',
  lead_id: 'lead_id must be a lead',
  lead_converted: 'This lead is a customer already',
});
