import { defineMessages } from '../../common/messages';

/** What the storefront's address book answers. */
export const addressMessages = defineMessages('address', 'shop', {
  country: 'country must be a country code from the list',
  book_full: 'An address book holds at most {max} addresses',
});
