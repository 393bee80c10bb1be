import { defineMessages } from '../../common/messages';

/** What the back office's warehouse screens answer. */
export const warehouseMessages = defineMessages('warehouse', 'admin', {
  name_taken: 'A warehouse with this name already exists',
  in_use: 'This warehouse still holds inventories',
});
