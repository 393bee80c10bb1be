import { defineMessages } from '../../common/messages';

/**
 * What the back office's inventory moves answer. `warehouse` is a warehouse's name as the admin
 * wrote it (data, shown as written); `reserved` and `quantity` are numbers.
 */
export const inventoryMessages = defineMessages('inventory', 'admin', {
  positive_quantity: 'Quantity must be a positive integer',
  over_total: 'Quantity can not be large than inventory total quantity',
  below_reserved: 'Quantity can not be less than the {reserved} reserved by orders',
  no_destination: 'Please select the transfer destination of the inventory',
  from_warehouse_id: 'from must be a warehouse id',
  from_not_source: 'from must be the warehouse of the inventory',
  stock_id: 'stock_id must be a stock id',
  stock_not_source: 'stock_id must be the stock of the inventory',
  row_holds_stock: 'The inventory in {warehouse} still holds {quantity}: move it out before removing the row',
  stock_reserved: 'A stock with reserved inventory cannot be removed',
});

/** The largest quantity an inventory row holds. */
export const MAX_QUANTITY = 1_000_000_000;

/**
 * A row's quantity out of bounds, in the product form's inventory rows and in the moves. The codes
 * stay product.*: the back office translates them by those codes.
 */
export const quantityMessages = defineMessages('product', 'admin', {
  quantity_not_negative: 'Quantity must be a whole number, 0 or more',
  quantity_at_most: 'Quantity must be at most {max}',
});
