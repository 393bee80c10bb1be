import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Matches, Max, Min, ValidateIf } from 'class-validator';
import { OptionalFlag, PerLanguage } from '../../common/dto-fields';
import { says } from '../../common/messages';
import { IsCountry } from '../address';
import { checkoutSettingsMessages as m } from './checkout-settings.messages';

const MAX_AMOUNT = 1_000_000_000_00;

/** POST and PUT /api/admin/shipping */
export class ShippingMethodDto {
  @ApiProperty({ example: { en_us: 'Courier', zh_hk: '速遞', zh_cn: '快递' } })
  @PerLanguage(200, m.names)
  name: Record<string, string>;

  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiProperty({ example: 3000, description: 'Minor units of the base currency' })
  @Max(MAX_AMOUNT, says(m.amount({ field: 'flat_rate' })))
  @Min(0, says(m.amount({ field: 'flat_rate' })))
  @IsInt(says(m.amount({ field: 'flat_rate' })))
  flat_rate: number;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 50000, description: 'Free from this subtotal on; null: never' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Max(MAX_AMOUNT, says(m.amount({ field: 'free_over' })))
  @Min(0, says(m.amount({ field: 'free_over' })))
  @IsInt(says(m.amount({ field: 'free_over' })))
  free_over?: number | null;

  @ApiPropertyOptional({ type: [String], example: ['HK', 'MO'], description: 'Served countries; empty: everywhere' })
  @IsOptional()
  @IsCountry(says(m.countries, { each: true }))
  @ArrayMaxSize(300, says(m.countries))
  @IsArray(says(m.countries))
  @Transform(({ value }) => (Array.isArray(value) ? value.map((c) => (typeof c === 'string' ? c.trim().toUpperCase() : c)) : value))
  countries?: string[];

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @Max(100000, says(m.amount({ field: 'order' })))
  @Min(0, says(m.amount({ field: 'order' })))
  @IsInt(says(m.amount({ field: 'order' })))
  order?: number;
}

/** PUT /api/admin/payment/{code}: secrets are write-only; left out or empty, they stay as they are. */
export class PaymentMethodDto {
  @ApiPropertyOptional()
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional({ example: { en_us: 'Transfer to HSBC 123-456789-001', zh_hk: '請轉賬至滙豐 123-456789-001' } })
  @IsOptional()
  @PerLanguage(2000, m.instructions)
  instructions?: Record<string, string>;

  @ApiPropertyOptional({ description: 'Stripe only' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(/^pk_[A-Za-z0-9_]{8,200}$/, says(m.publishable_key))
  publishable_key?: string;

  @ApiPropertyOptional({ description: 'Stripe only; never sent back' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(/^(sk|rk)_[A-Za-z0-9_]{8,200}$/, says(m.secret_key))
  secret_key?: string;

  @ApiPropertyOptional({ description: 'Stripe only; never sent back' })
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @Matches(/^whsec_[A-Za-z0-9_]{8,200}$/, says(m.webhook_secret))
  webhook_secret?: string;
}
