import { defineMessages } from '../../common/messages';

export const accountMessages = defineMessages('account', 'admin', {
  email_taken: 'An admin account with this email already exists',
  cannot_disable_self: 'You cannot disable your own account',
  cannot_delete_self: 'You cannot delete your own account',
});
