import { ApiProperty } from '@nestjs/swagger';

/** A shipping method a shopper may choose, in the asked language. Amounts in minor units of the base currency. */
export class ShippingOption {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() flat_rate: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Free from this subtotal on; null: never free' }) free_over: number | null;
  @ApiProperty({ type: [String], description: 'Country codes served; empty: everywhere' }) countries: string[];
}

/** A payment method a shopper may choose. */
export class PaymentOption {
  @ApiProperty({ enum: ['stripe', 'bank_transfer', 'cash_on_delivery'] }) code: string;
  @ApiProperty({ description: 'What to do to pay, in the asked language (bank transfer)' }) instructions: string;
}
