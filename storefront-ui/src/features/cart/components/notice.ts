import type { ServerMessage } from '@shop/kernel';
import type { CartNotice } from '../api/cart';

/** A line's notice or a merge's reason as a server message, shown in the shopper's language by its code. */
export const noticeMessage = (notice: CartNotice): ServerMessage => ({
  text: notice.message,
  code: notice.code,
  ...(notice.params ? { params: notice.params } : {}),
});
