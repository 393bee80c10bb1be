import { defineMessages } from '../../common/messages';

/** What a reader meets following the unsubscribe link of a newsletter. */
export const unsubscribeMessages = defineMessages('unsubscribe', 'shop', {
  link: 'This unsubscribe link is not valid: please use the link in the latest mail',
  signature: 'signature must be the one in the unsubscribe link',
  done: '{email} is unsubscribed: it will get no more newsletters from us.',
});

/** What a reader meets following a link of a campaign mail whose signature is not the shop's. */
export const campaignLinkMessages = defineMessages('campaign_link', 'shop', {
  invalid: 'This link is not valid: please use the link in the mail',
});

/** What the back office's broadcasts, their messages and their receivers answer. */
export const broadcastMessages = defineMessages('broadcast', 'admin', {
  texts: '{field} must give a text per language (en_us, zh_hk, zh_cn) of at most {max} characters',
  main_language: '{field} is required in the main language ({language})',
  message_in_use: 'This message is used by {count} broadcasts: it cannot be deleted',
  message_id: 'message_id must be a broadcast message',
  receiver_ids: 'receiver_ids must list 1 to 20 receivers',
  receiver_missing: 'receiver_ids must be receivers (there is no receiver {id})',
  receiver_name: 'name may not hold / ? # % or \\',
  receiver_name_taken: 'Another receiver is named {name}',
  rules: 'rules.{field} is not valid: {why}',
  rate: 'rate_per_minute must be a whole number from 0 (no limit) to 100000',
  scheduled_at: 'scheduled_at must be a date and time in the future',
  locked: 'This broadcast is {status}: only a draft or a scheduled broadcast can be changed',
  cannot_send: 'This broadcast is {status}: it cannot be sent again',
  cannot_pause: 'Only a broadcast that is sending can be paused (this one is {status})',
  cannot_resume: 'Only a paused broadcast can be resumed (this one is {status})',
  cannot_cancel: 'This broadcast is {status}: it cannot be canceled',
  cannot_delete: 'This broadcast is {status}: only a draft, scheduled or canceled broadcast can be deleted',
  test_sent: 'A test mail is on its way to {email}.',
});
