import { defineMessages } from '../../common/messages';

/** What the storefront's catalogue (product detail, category listing, search) answers. */
export const catalogMessages = defineMessages('catalog', 'shop', {
  product_not_found: 'Product not found',
  keyword_characters: 'keyword may hold only letters, digits, Chinese characters, underscore and hyphen',
  whole_number_from: '{field} must be a whole number from {min}',
  whole_number_between: '{field} must be a whole number from {min} to {max}',
  at_most: '{field} must be at most {max}',
  brand_ids: 'brand_ids must be a list of brand ids',
  option_ids: 'option_ids must be a list of option ids',
  ids_at_most: '{field} must hold at most {max} ids',
  cents: '{field} must be a whole number of cents',
  not_negative: '{field} cannot be negative',
});
