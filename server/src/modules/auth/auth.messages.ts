import { defineMessages } from '../../common/messages';

/** Sign-in wording shared by the admin and the shopper logins (and their password forms). */
export const authMessages = defineMessages('auth', 'all', {
  bad_credentials: 'Incorrect email or password',
  account_disabled: 'This account is disabled',
  account_locked: 'Too many failed sign-in attempts for this account. Please try again in {minutes} minutes or reset your password.',
  logged_out: 'Logged out',
  password_mismatch: 'password_confirmation does not match password',
});
