import { defineMessages } from '../../common/messages';

/** The longest range a report covers, in days (two years and a leap day). */
export const MAX_REPORT_DAYS = 731;
/** The most stocks the product report lists. */
export const MAX_PRODUCT_ROWS = 1000;

/** What the report routes answer to a query they cannot read. */
export const reportMessages = defineMessages('report', 'admin', {
  from: 'from must be a date (YYYY-MM-DD)',
  to: 'to must be a date (YYYY-MM-DD)',
  from_after_to: 'from must not be after to',
  range: 'A report covers at most {max} days',
  group: 'group must be day, week or month',
  channel: 'channel must be all, web, staff or store:<store id>',
  store_not_found: 'No store with this id',
  limit: 'limit must be a whole number from 1 to {max}',
  format: 'format must be json, csv or xlsx',
  warehouse_id: 'warehouse_id must be a warehouse id',
});
