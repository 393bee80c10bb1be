import { ApiProperty } from '@nestjs/swagger';

/** A shipping method as the back office edits it. */
export class ShippingMethodAnswer {
  @ApiProperty() id: number;
  @ApiProperty({ example: { en_us: 'Courier' } }) name: Record<string, string>;
  @ApiProperty() enabled: boolean;
  @ApiProperty() flat_rate: number;
  @ApiProperty({ type: Number, nullable: true }) free_over: number | null;
  @ApiProperty({ type: [String] }) countries: string[];
  @ApiProperty() order: number;
  @ApiProperty() updated_at: string;
}

/** A payment method as the back office sees it: secrets only as whether they are set and their last four characters. */
export class PaymentMethodAnswer {
  @ApiProperty({ enum: ['stripe', 'bank_transfer', 'cash_on_delivery'] }) id: string;
  @ApiProperty() code: string;
  @ApiProperty() enabled: boolean;
  @ApiProperty() instructions: Record<string, string>;
  @ApiProperty({ description: 'Stripe: public by nature' }) publishable_key: string;
  @ApiProperty({ example: '…a1B2', description: "'' when not set" }) secret_key_hint: string;
  @ApiProperty({ example: '…9xYz', description: "'' when not set" }) webhook_secret_hint: string;
  @ApiProperty() updated_at: string;
}
