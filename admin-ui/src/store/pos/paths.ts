import { ADMIN_BASE } from '../../common/paths';

/** Selling at a store's till: the admin must hold it, and be staff of the store (or hold store.edit); the server decides the second. */
export const POS_PERMISSION = 'store.pos';

/** The stores an admin may sell at (the menu's "Point of sale"). */
export const POS_HOME = `${ADMIN_BASE}/store/pos`;
/** A new sale at store {id} (spec section 2). */
export const newSalePath = (storeId: unknown) => `${ADMIN_BASE}/store/pos/new/${encodeURIComponent(String(storeId))}`;
/** Sale {id}: its receipt (spec section 2). */
export const salePath = (saleId: unknown) => `${ADMIN_BASE}/store/pos/${encodeURIComponent(String(saleId))}`;
