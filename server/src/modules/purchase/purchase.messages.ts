import { defineMessages } from '../../common/messages';

/** Why the storefront's purchase pages, the cart and checkout are closed (codes kept from when settings owned them). */
export const checkMessages = defineMessages('settings', 'shop', {
  catalog_mode: 'The shop is in catalogue mode: purchases are turned off',
  members_only: 'Please log in to shop: this shop is for members only',
  no_selling_warehouse: 'Purchases are not available: no warehouse is selling',
});
