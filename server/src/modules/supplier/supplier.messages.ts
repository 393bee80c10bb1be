import { defineMessages } from '../../common/messages';

/** The most stocks one supplier lists, and the highest cost a price may be (minor units: 10,000,000.00). */
export const MAX_SUPPLIER_STOCKS = 500;
export const MAX_COST = 1_000_000_000;

/** The most lines one receipt holds. */
export const MAX_RECEIPT_LINES = 200;

/** What the back office's supplier screens answer. */
export const supplierMessages = defineMessages('supplier', 'admin', {
  name_taken: 'A supplier with this name already exists',
  has_receipts: 'This supplier has receipts and cannot be deleted: disable it instead',
  stocks: 'stocks must be a list of at most {max} stocks',
  stock: 'Each stock needs a stock_id and a cost_price',
  stock_id: 'stock_id must be a stock id',
  cost_price: 'cost_price must be a whole number from 0 to {max}',
  stock_twice: 'A stock may appear once in a supplier’s stocks',
  stock_not_found: 'Stock {id} does not exist',
});

/** What posting a purchase receipt answers. */
export const receiptMessages = defineMessages('supplier_receipt', 'admin', {
  supplier_id: 'Please choose a supplier',
  supplier_not_found: 'No supplier with this id',
  supplier_disabled: 'This supplier is disabled',
  warehouse_id: 'Please choose an enabled warehouse',
  lines: 'A receipt needs 1 to {max} lines',
  line: 'Each line needs a stock_id, a quantity and a unit_cost',
  stock_id: 'stock_id must be a stock id',
  quantity: 'Each quantity must be a whole number from 1 to {max}',
  unit_cost: 'Each unit_cost must be a whole number from 0 to {max}',
  stock_twice: 'A stock may appear on one line only',
  stock_not_found: 'Stock {id} does not exist',
  over_max: 'The inventory of {sku} in this warehouse would hold more than {max}',
});
