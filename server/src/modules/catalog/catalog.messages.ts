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

/** What POST /api/widget answers besides the catalogue's own messages. */
export const widgetMessages = defineMessages('widget', 'all', {
  type: 'type must be one of {choices}',
  data: 'data must be an object',
  category_required: 'data.url or data.id of a category is required for a category widget',
  identifier_required: 'data.identifier of a block is required for a block widget',
  category_not_found: 'The category of this widget cannot be found',
  brand_not_found: 'The brand of this widget cannot be found',
  block_not_found: 'The block of this widget cannot be found',
  url_form: 'data.url must be at most 200 characters of letters, digits and hyphens',
  identifier_form: 'data.identifier must be text of at most 100 characters',
  limit_range: 'data.limit must be a whole number from 1 to 24',
  id_form: 'data.id must be a whole number from 1',
});
