import { defineMessages } from '../../common/messages';

/** What the cart answers a shopper (the first two word for word as the spec writes them). */
export const cartMessages = defineMessages('cart', 'shop', {
  choose_option: 'You need to choose one of the options for your item',
  max_quantity: 'The maximum quantity that can be purchased has been reached',
  quantity: 'Quantity must be a whole number of at least 1',
  quantity_max: 'Quantity can be at most {max}',
  cart_id: 'cart_id must be a cart id',
  not_found: 'Your cart could not be found. Please reload the page.',
  item_not_found: 'This item is not in your cart',
  unavailable: 'This item is not available',
  too_many_lines: 'A cart holds at most {max} different items',
  // Why a line of a cart changed or cannot be bought as it is (lines answer them, not errors).
  only_left: 'Only {available} left: the quantity was lowered to {quantity}',
  sold_out: 'Sold out',
  removed_unavailable: '{name} is no longer available and was removed',
  over_available: 'Only {available} left',
});
