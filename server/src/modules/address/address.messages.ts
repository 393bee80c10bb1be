import { defineMessages } from '../../common/messages';

/** What an address's fields answer wherever one is given: the storefront's book and checkout, and staff orders in the back office. */
export const addressFieldMessages = defineMessages('address', 'all', {
  country: 'country must be a country code from the list',
});

/** What the storefront's address book answers. */
export const addressBookMessages = defineMessages('address', 'shop', {
  book_full: 'An address book holds at most {max} addresses',
});

export const addressMessages = { ...addressFieldMessages, ...addressBookMessages };
