/** What the order module offers the rest of the server (payments and the back office's customer page read orders through it). */
export * from './order.service';
export * from './order-status';
