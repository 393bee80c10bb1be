import { defineMessages } from '../../common/messages';

/** What the storefront's account pages (registration, profile, password reset, logout) answer. */
const customerShopMessages = defineMessages('customer', 'shop', {
  email_taken: 'This email is already registered',
  reset_link_sent: 'Reset link sent, please check your email',
  too_frequent: 'Too frequent operation, please try again later',
  password_reset_done: 'Password reset, please log in with your new password',
  invalid_token: 'Invalid token',
  current_password_required: 'Enter your current password to change your email or password',
  current_password_wrong: 'The current password is not correct',
  gender: 'gender must be female or male',
});

/** Phone numbers are also checked on addresses, which staff give on phone orders in the back office. */
const customerSharedMessages = defineMessages('customer', 'all', {
  phone_number: '{field} must be a phone number (digits, spaces, +, -, brackets)',
});

export const customerMessages = { ...customerShopMessages, ...customerSharedMessages };
