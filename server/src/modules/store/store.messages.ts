import { defineMessages } from '../../common/messages';

/** What the back office's store screens and a store's till answer. */
export const storeMessages = defineMessages('store', 'admin', {
  name_taken: 'A store with this name already exists',
  warehouse_id: 'Please choose the warehouse the store sells from',
  warehouse_not_found: 'No warehouse with this id',
  staff_ids: 'staff_ids must be a list of at most 100 admin account ids',
  staff_not_found: 'No admin account with id {id}',
  has_sales: 'This store has sales and cannot be deleted: disable it instead',
  not_your_store: 'You do not work at this store',
  store_disabled: 'This store is disabled: its till takes no sales',
  client_id: 'client_id must be the UUID the till gave the sale',
  client_used: 'This sale was already recorded at another store',
  payment_method: 'Please choose cash or card',
  tendered: 'Please enter the cash handed over, in minor units',
  tendered_short: 'The cash handed over ({tendered}) is less than the total ({total})',
  card_reference: 'The card reference may be at most 100 characters',
  sold_at: 'sold_at must be a time within the last 30 days',
  coupons: 'coupons must be a list of at most 5 codes',
});
