import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TOTAL_STEPS, type TotalStep } from '../totals';
import type { OrderChannel } from '../../events/events';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

/** An address as the order keeps it (a copy: later edits of the address book do not change it). */
export class OrderAddress {
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() country: string;
  @ApiProperty() contact_number: string;
  @ApiProperty() address: string;
}

export class OrderLineAnswer {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true }) stock_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) product_id: number | null;
  @ApiProperty() sku: string;
  @ApiProperty({ description: 'The name in the language the order was placed in' }) name: string;
  @ApiProperty({ example: 'Red / M' }) options: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty({ description: 'Minor units, as placed' }) unit_price: number;
  @ApiProperty() regular_price: number;
  @ApiProperty() quantity: number;
  @ApiProperty() line_total: number;
}

export class OrderAdjustmentAnswer {
  @ApiProperty({ enum: TOTAL_STEPS }) step: TotalStep;
  @ApiProperty() source: string;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'Signed minor units' }) amount: number;
  @ApiProperty({ type: [Number] }) line_ids: number[];
}

export class OrderHistoryAnswer {
  @ApiProperty({ enum: ORDER_STATUSES, nullable: true }) from_status: OrderStatus | null;
  @ApiProperty({ enum: ORDER_STATUSES, nullable: true }) to_status: OrderStatus | null;
  @ApiProperty() comment: string;
  @ApiProperty({ description: 'Who: an admin, the shopper, or the shop' }) actor: string;
  @ApiProperty() created_at: string;
}

export class OrderPayment {
  @ApiProperty({ enum: ['stripe', 'bank_transfer', 'cash_on_delivery'] }) code: string;
  @ApiProperty({ description: 'What to do to pay (bank transfer), in the order language' }) instructions: string;
}

export class DisplayCurrency {
  @ApiProperty({ example: 'USD' }) identifier: string;
  @ApiProperty({ example: 0.128 }) rate: number;
  @ApiProperty({ example: 'US$' }) mark: string;
}

/** An order as the shopper and the back office see it. Amounts in minor units of `currency`. */
export class OrderAnswer {
  @ApiProperty() id: number;
  @ApiProperty({ example: '261124-K7Q3M9PA' }) number: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ enum: ['web', 'staff', 'store'], description: "Where it was placed: the storefront, staff for a customer, or a store's till" })
  channel: OrderChannel;
  @ApiProperty({ type: Number, nullable: true, description: 'The store whose till sold it (channel store)' }) store_id: number | null;
  @ApiProperty() email: string;
  @ApiProperty({ type: Number, nullable: true }) customer_id: number | null;
  @ApiProperty() language: string;
  @ApiProperty({ example: 'HKD', description: 'The base currency the order is charged in' }) currency: string;
  @ApiProperty({ type: () => DisplayCurrency, description: 'The currency the shopper saw, with the rate of that moment' }) display_currency: DisplayCurrency;
  @ApiProperty() subtotal: number;
  @ApiProperty() discount_total: number;
  @ApiProperty() shipping_total: number;
  @ApiProperty() grand_total: number;
  @ApiProperty() shipping_method: string;
  @ApiProperty({ type: () => OrderPayment }) payment: OrderPayment;
  @ApiProperty({ type: () => OrderAddress }) shipping_address: OrderAddress;
  @ApiProperty({ type: () => OrderAddress }) billing_address: OrderAddress;
  @ApiProperty() note: string;
  @ApiProperty({ type: () => [OrderLineAnswer] }) lines: OrderLineAnswer[];
  @ApiProperty({ type: () => [OrderAdjustmentAnswer] }) adjustments: OrderAdjustmentAnswer[];
  @ApiProperty({ type: () => [OrderHistoryAnswer] }) history: OrderHistoryAnswer[];
  @ApiProperty({ enum: ORDER_STATUSES, isArray: true, description: 'Where the order may go next (buttons in the back office)' }) next_statuses: OrderStatus[];
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Until when an unpaid order holds its stock' }) reserved_until: string | null;
  @ApiProperty() created_at: string;
}

/** A row of an order list (the account's order history, the back office list). */
export class OrderSummary {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The order number' }) identifier: string;
  @ApiProperty() grand_total: number;
  @ApiProperty() currency: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiPropertyOptional({ enum: ['web', 'staff', 'store'], description: "The back office's list: where it was placed" }) channel?: OrderChannel;
  @ApiPropertyOptional({ type: Number, nullable: true, description: "The back office's list: the store whose till sold it" }) store_id?: number | null;
  @ApiProperty() email: string;
  @ApiProperty() item_count: number;
  @ApiProperty() created_at: string;
}

/** A line as the success page shows it. */
export class ReceiptLine {
  @ApiProperty() name: string;
  @ApiProperty() options: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty() unit_price: number;
  @ApiProperty() quantity: number;
  @ApiProperty() line_total: number;
}

/** GET /api/order/summary/{number}: the order as its success page shows it (no address, no email). */
/** A promotion that took something off an order's goods, by the name the shopper knows it by (minor units, positive). */
export class ReceiptDiscount {
  @ApiProperty({ example: 'SUMMER10' }) label: string;
  @ApiProperty({ example: 900 }) amount: number;
}

export class OrderReceipt {
  @ApiProperty() number: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty() currency: string;
  @ApiProperty({ type: () => DisplayCurrency }) display_currency: DisplayCurrency;
  @ApiProperty() subtotal: number;
  @ApiProperty() discount_total: number;
  @ApiProperty({ type: () => [ReceiptDiscount], description: 'What discount_total is made of, promotion by promotion' }) discounts: ReceiptDiscount[];
  @ApiProperty() shipping_total: number;
  @ApiProperty() grand_total: number;
  @ApiProperty() shipping_method: string;
  @ApiProperty({ type: () => OrderPayment }) payment: OrderPayment;
  @ApiProperty({ type: () => [ReceiptLine] }) lines: ReceiptLine[];
  @ApiProperty() created_at: string;
}

/** A stock as the staff order screen's picker shows it. Amounts in minor units of the base currency. */
export class OrderStockOption {
  @ApiProperty({ description: 'The stock id' }) id: number;
  @ApiProperty() product_id: number;
  @ApiProperty({ description: 'The product name in the asked language' }) name: string;
  @ApiProperty({ example: 'Red / M' }) options: string;
  @ApiProperty() sku: string;
  @ApiProperty({ description: 'What one costs now (the special price when set and lower)' }) unit_price: number;
  @ApiProperty({ description: 'Available over the enabled warehouses' }) available: number;
  @ApiProperty({ description: 'False when the product or stock is hidden (it cannot be ordered)' }) visible: boolean;
}

/** A customer as the staff order screen's picker shows it. */
export class OrderCustomerOption {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty({ description: 'A disabled customer cannot be ordered for' }) enabled: boolean;
  @ApiProperty({ example: 'en_us' }) language: string;
}

export class PreviewAdjustment {
  @ApiProperty({ enum: TOTAL_STEPS }) step: TotalStep;
  @ApiProperty({ example: 'promotion:12' }) source: string;
  @ApiProperty({ description: 'What the shopper knows it by, in the asked language' }) label: string;
  @ApiProperty({ description: 'Signed minor units of the base currency' }) amount: number;
  @ApiProperty({ type: [Number], description: 'The cart items it applies to; empty for the whole order' }) item_ids: number[];
}

export class PreviewShippingMethod {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'In the asked language' }) name: string;
}

export class PreviewShippingOption {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'What the method charges for these goods (minor units), before free-shipping promotions' }) cost: number;
}

export class PreviewPoints {
  @ApiProperty({ description: 'The points asked for' }) asked: number;
  @ApiProperty({ description: 'The points the order would use (never more than asked)' }) used: number;
  @ApiProperty({ description: 'Minor units they take off' }) amount: number;
  @ApiProperty({ description: 'The points the member may spend now' }) balance: number;
  @ApiProperty({ description: 'The most points this order may use' }) most: number;
}

/** POST /api/order/preview: the totals the order would have if placed now, computed as placing computes them; nothing is written. */
export class OrderPreviewAnswer {
  @ApiProperty({ example: 'HKD', description: 'The base currency the amounts are in and the order is charged in' }) currency: string;
  @ApiProperty({ type: () => DisplayCurrency, description: 'The currency the shopper is shown, with its rate now' }) display_currency: DisplayCurrency;
  @ApiProperty() subtotal: number;
  @ApiProperty({ description: 'Every discount of the goods, points included' }) discount_total: number;
  @ApiProperty({ description: 'Net of free-shipping promotions; 0 without a shipping method' }) shipping_total: number;
  @ApiProperty() grand_total: number;
  @ApiProperty({ type: () => [PreviewAdjustment], description: 'Each adjustment in the order of the totals: discounts, shipping, points' })
  adjustments: PreviewAdjustment[];
  @ApiProperty({ type: () => PreviewShippingMethod, nullable: true, description: 'The method priced; null when none was given' })
  shipping_method: PreviewShippingMethod | null;
  @ApiProperty({ type: () => [PreviewShippingOption], description: 'Every method delivering to the country, with what it charges for these goods' })
  shipping_options: PreviewShippingOption[];
  @ApiProperty({ type: () => PreviewPoints, nullable: true, description: "A member's points; null for a guest, or when points cannot be spent" })
  points: PreviewPoints | null;
}
