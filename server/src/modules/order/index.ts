/** What the order module offers the rest of the server (payments and the back office's customer page read orders through it). */
export * from './order.service';
export * from './order-status';
export { OrderPlacementService, type TillSale, type TillQuote } from './order-placement.service';
export { StaffOrderLookupsService } from './staff-order-lookups.service';
export { StaffOrderLineDto } from './order.dto';
export { staffOrderMessages } from './order.messages';
