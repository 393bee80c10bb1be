import { ApiProperty } from '@nestjs/swagger';

/** A store as the back office reads it (also each row of the store list). */
export class StoreAnswer {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Central' }) name: string;
  @ApiProperty() address: string;
  @ApiProperty() phone: string;
  @ApiProperty({ example: 'Mon–Sat 10:00–20:00' }) opening_hours: string;
  @ApiProperty() warehouse_id: number;
  @ApiProperty() warehouse_name: string;
  @ApiProperty({ description: 'A disabled store takes no sales at its till' }) enabled: boolean;
  @ApiProperty({ type: [Number], description: 'Admin accounts who work at the store' }) staff_ids: number[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

/** A store whose till the signed-in admin may use. */
export class PosStore {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() address: string;
  @ApiProperty() phone: string;
  @ApiProperty() opening_hours: string;
  @ApiProperty() warehouse_id: number;
}

/** A stock as a till sells it: scanned by its sku. */
export class PosItem {
  @ApiProperty() stock_id: number;
  @ApiProperty({ description: 'What a barcode scanner types' }) sku: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'Red / M' }) options: string;
  @ApiProperty({ description: 'Minor units of the base currency' }) unit_price: number;
  @ApiProperty({ description: "Units the store's warehouse has available" }) available: number;
}

/** GET /api/admin/pos/{store}/catalog: what the till keeps to sell from, offline too. */
export class PosCatalog {
  @ApiProperty({ type: () => PosStore }) store: PosStore;
  @ApiProperty({ example: 'HKD' }) currency: string;
  @ApiProperty({ type: () => [PosItem] }) items: PosItem[];
}

export class PosCustomer {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class PosAdjustment {
  @ApiProperty({ example: 'SUMMER10' }) label: string;
  @ApiProperty({ description: 'Minor units; negative for a discount' }) amount: number;
}

/** POST /api/admin/pos/{store}/quote */
export class PosQuote {
  @ApiProperty() subtotal: number;
  @ApiProperty() discount_total: number;
  @ApiProperty() grand_total: number;
  @ApiProperty({ type: () => [PosAdjustment] }) adjustments: PosAdjustment[];
}

export class PosSaleLine {
  @ApiProperty() stock_id: number;
  @ApiProperty() sku: string;
  @ApiProperty() name: string;
  @ApiProperty() options: string;
  @ApiProperty() unit_price: number;
  @ApiProperty() quantity: number;
  @ApiProperty() line_total: number;
}

/** A sale at a till, as its receipt shows it. */
export class PosSale {
  @ApiProperty({ description: 'The order id' }) id: number;
  @ApiProperty() number: string;
  @ApiProperty() store_id: number;
  @ApiProperty() store_name: string;
  @ApiProperty() store_address: string;
  @ApiProperty() store_phone: string;
  @ApiProperty({ enum: ['completed', 'refunded'], description: 'completed; refunded once returned' }) status: string;
  @ApiProperty({ type: () => PosCustomer, nullable: true }) customer: PosCustomer | null;
  @ApiProperty({ type: () => [PosSaleLine] }) lines: PosSaleLine[];
  @ApiProperty() subtotal: number;
  @ApiProperty() discount_total: number;
  @ApiProperty() grand_total: number;
  @ApiProperty({ type: () => [PosAdjustment] }) adjustments: PosAdjustment[];
  @ApiProperty({ enum: ['cash', 'card'] }) payment_method: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Cash handed over' }) tendered: number | null;
  @ApiProperty({ description: 'Change given back' }) change: number;
  @ApiProperty() card_reference: string;
  @ApiProperty() cashier: string;
  @ApiProperty({ format: 'uuid' }) client_id: string;
  @ApiProperty({ description: 'Sent from the offline queue' }) offline: boolean;
  @ApiProperty({ format: 'date-time', description: 'When the sale was made at the till' }) sold_at: string;
  @ApiProperty({ format: 'date-time', description: 'When the server recorded it' }) created_at: string;
  @ApiProperty() currency: string;
}
