import { defineMessages } from '../../common/messages';

/** What checkout and the order pages answer a shopper. */
export const orderMessages = defineMessages('order', 'shop', {
  guest_checkout: 'Please log in to check out: this shop does not take guest orders',
  empty_cart: 'Your cart is empty',
  line_unavailable: '{name} is not available any more: please remove it from your cart',
  out_of_stock: 'Only {available} of {name} left: please lower the quantity in your cart',
  shipping_method: 'Please choose a shipping method that delivers to {country}',
  payment_method: 'Please choose an available payment method',
  address_not_found: 'Please choose an address from your address book',
  address_required: 'Please give a shipping address',
  currency: 'currency must be one of the shop currencies',
  idempotency_key: 'idempotency_key must be 8 to 100 letters, digits, - or _',
  key_used: 'This checkout was already submitted for another order',
  not_found: 'Order not found',
});

/** What the back office meets on orders. */
export const orderAdminMessages = defineMessages('order', 'admin', {
  transition: 'An order cannot go from {from} to {to}',
  comment: 'comment must be at most 2000 characters long',
  restock_short: 'The stock of {name} is no longer available to reserve again: {available} left',
});

/** What taking an order for a customer (POST /api/admin/order) answers staff. */
export const staffOrderMessages = defineMessages('staff_order', 'admin', {
  customer_or_email: 'Choose a customer or give a guest email, not both',
  customer_not_found: 'No customer with this id',
  customer_disabled: 'This customer account is disabled',
  lines: 'An order needs 1 to {max} lines',
  line: 'Each line needs a stock_id and a quantity',
  stock_id: 'stock_id must be a stock id',
  quantity: 'Each quantity must be a whole number from 1 to {max}',
  stock_twice: 'A stock may appear on one line only',
  stock_not_found: 'Stock {id} does not exist',
  stock_hidden: '{name} is hidden in the catalogue and cannot be ordered',
  out_of_stock: 'Only {available} of {name} left',
  till_out_of_stock: '{sku} {name}: {asked} sold, only {available} left in {store}',
  offline_payment: 'Staff orders take bank transfer or cash on delivery only: card payments are made by the shopper at checkout',
  payment_method: 'This payment method is turned off in the payment settings',
  shipping_method: 'Please choose a shipping method that delivers to {country}',
  address_not_found: "Please choose an address from the customer's address book",
  address_required: 'Please give a shipping address',
  idempotency_key: 'idempotency_key must be 8 to 100 letters, digits, - or _',
  key_used: 'This order was already submitted for another customer',
});

/** What paying by card answers. */
export const paymentMessages = defineMessages('payment', 'shop', {
  not_payable: 'This order cannot be paid by card now',
  stripe_unavailable: 'Card payment is not available right now. Please try again in a moment.',
  order_number: 'order_number is required',
});

/** What the Stripe webhook answers Stripe (never a shopper). */
export const webhookMessages = defineMessages('payment_webhook', 'admin', {
  signature: 'The webhook signature is not valid',
  not_configured: 'Stripe webhooks are not configured',
});
