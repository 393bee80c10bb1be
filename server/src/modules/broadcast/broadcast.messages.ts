import { defineMessages } from '../../common/messages';

/** What a reader meets following the unsubscribe link of a newsletter. */
export const unsubscribeMessages = defineMessages('unsubscribe', 'shop', {
  link: 'This unsubscribe link is not valid: please use the link in the latest mail',
  signature: 'signature must be the one in the unsubscribe link',
  done: '{email} is unsubscribed: it will get no more newsletters from us.',
});
