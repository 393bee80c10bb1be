import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { DecimalNumber, OptionalFlag, PerLanguage } from '../../common/dto-fields';
import type { LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { membershipMessages as m } from './membership.messages';

const MAX_AMOUNT = 1_000_000_000_00;

/** POST and PUT /api/admin/membership: a tier. */
export class MembershipTierDto {
  @ApiProperty({ example: { en_us: 'Gold', zh_hk: '金卡', zh_cn: '金卡' } })
  @PerLanguage(200, m.names)
  name: Partial<Record<LanguageCode, string>>;

  @ApiPropertyOptional({ default: 0, description: 'Display order (lower first)' })
  @IsOptional()
  @Max(1000, says(m.order))
  @Min(0, says(m.order))
  @IsInt(says(m.order))
  order?: number;

  @ApiProperty({ example: 500000, description: 'Paid spend (minor units) within period_days that reaches the tier' })
  @Max(MAX_AMOUNT, says(m.amount({ field: 'min_spend' })))
  @Min(0, says(m.amount({ field: 'min_spend' })))
  @IsInt(says(m.amount({ field: 'min_spend' })))
  min_spend: number;

  @ApiPropertyOptional({ default: 365, description: 'The spend counted is of the orders paid within this many days' })
  @IsOptional()
  @Max(3650, says(m.days({ field: 'period_days' })))
  @Min(1, says(m.days({ field: 'period_days' })))
  @IsInt(says(m.days({ field: 'period_days' })))
  period_days?: number;

  @ApiPropertyOptional({ default: 0, description: 'Percent off the goods in the totals pipeline' })
  @IsOptional()
  @Max(100, says(m.percent))
  @Min(0, says(m.percent))
  @IsInt(says(m.percent))
  discount_percent?: number;

  @ApiPropertyOptional({ default: 0, description: 'Reward points earned per dollar paid' })
  @IsOptional()
  @Max(1000, says(m.rate))
  @Min(0, says(m.rate))
  @IsNumber({ allowNaN: false, allowInfinity: false }, says(m.rate))
  @DecimalNumber(2, m.rate)
  points_rate?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Days the tier lasts once reached; null: never lapses' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Max(3650, says(m.days({ field: 'validity_days' })))
  @Min(1, says(m.days({ field: 'validity_days' })))
  @IsInt(says(m.days({ field: 'validity_days' })))
  validity_days?: number | null;

  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;
}
