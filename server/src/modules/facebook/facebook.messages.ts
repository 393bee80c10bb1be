import { defineMessages } from '../../common/messages';

/** What Facebook login on the storefront answers. */
export const facebookMessages = defineMessages('facebook', 'shop', {
  disabled: 'Facebook login is not enabled',
  unreachable: 'Facebook cannot be reached right now. Please try again later.',
  login_fail: 'Login Fail',
  unregistered: 'Unregistered account',
  no_email: 'Your Facebook account shares no email address: please register with your email',
  email_registered: 'This email is already registered: log in with your password',
  access_token_too_long: 'access_token is too long',
});
