import { defineMessages } from '../../common/messages';

/** What the back office's shipping and payment screens answer. */
export const checkoutSettingsMessages = defineMessages('checkout_settings', 'admin', {
  name_required: 'name is required in the main language',
  names: 'name must give a text per language (en_us, zh_hk, zh_cn), each at most 200 characters',
  amount: '{field} must be a whole amount in cents, 0 or more',
  countries: 'countries must be a list of country codes',
  instructions: 'instructions must give a text per language (en_us, zh_hk, zh_cn), each at most 2000 characters',
  stripe_keys: 'Stripe needs a publishable key and a secret key before it can be turned on',
  publishable_key: 'publishable_key must start with pk_',
  secret_key: 'secret_key must start with sk_ or rk_',
  webhook_secret: 'webhook_secret must start with whsec_',
});
