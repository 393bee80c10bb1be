import { defineMessages } from '../../common/messages';

/** What the back office's attribute screens answer. `value` is an option's value as the admin wrote it. */
export const attributeMessages = defineMessages('attribute', 'admin', {
  unknown_option: 'options holds an unknown option id',
  option_value_required: 'Each option needs a value',
  option_value_length: 'An option value must be at most {max} characters long',
  options_at_most: 'options must hold at most {max} options',
  option_listed_twice: 'Option {value} is listed more than once',
  option_in_use: 'Option {value} is used by products',
});

/** Also answered on the storefront (POST /api/attribute takes a position too). */
export const attributeSharedMessages = defineMessages('attribute', 'all', {
  position: 'position must be stock_option or product_info',
});
