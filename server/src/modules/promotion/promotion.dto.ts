import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsISO8601, IsOptional, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { OptionalFlag, PerLanguage } from '../../common/dto-fields';
import type { LanguageCode } from '../../common/i18n/languages';
import { says } from '../../common/messages';
import { MAX_ID } from '../../common/parse-id.pipe';
import { DISCOUNT_KINDS, PROMOTION_TARGETS, PROMOTION_TYPES, type DiscountKind, type PromotionTarget, type PromotionType } from './promotion-rules';
import { promotionAdminMessages as a, promotionMessages as m } from './promotion.messages';

/** Letters, digits, - and _; compared without regard to case (kept upper-case). */
export const COUPON_CODE = /^[A-Za-z0-9_-]{1,40}$/;
const MAX_AMOUNT = 1_000_000_000_00;

/** A coupon code as typed: trimmed, upper-cased. */
const ToCode = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

/** A whole number from `min`, or null (no limit). */
const Limit = (field: string) => [
  IsOptional(),
  ValidateIf((_: unknown, value: unknown) => value !== null),
  Max(1_000_000_000, says(a.count({ field, min: 1 }))),
  Min(1, says(a.count({ field, min: 1 }))),
  IsInt(says(a.count({ field, min: 1 }))),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** A moment or null: ISO 8601 with a time zone. */
const Moment = (field: string) =>
  apply([IsOptional(), ValidateIf((_: unknown, value: unknown) => value !== null), IsISO8601({ strict: true }, says(a.date({ field })))]);

/** POST and PUT /api/admin/promotion: one promotion of any type (the fields a type does not use are ignored). */
export class PromotionDto {
  @ApiProperty({ enum: PROMOTION_TYPES })
  @IsIn(PROMOTION_TYPES, says(a.type))
  promotion_type: PromotionType;

  @ApiProperty({ example: { en_us: 'Summer sale', zh_hk: '夏日優惠', zh_cn: '夏日优惠' }, description: 'Shown to shoppers beside the amount it took' })
  @PerLanguage(200, a.names)
  name: Partial<Record<LanguageCode, string>>;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'SUMMER10',
    description: 'Required for a coupon; any other type with a code applies only once the code is entered',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null && value !== '')
  @Matches(COUPON_CODE, says(a.code))
  @ToCode()
  code?: string | null;

  @ApiPropertyOptional({ default: true })
  @OptionalFlag('enabled')
  enabled?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-01T00:00:00+08:00' })
  @Moment('starts_at')
  starts_at?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-01-01T00:00:00+08:00', description: 'The first moment it no longer applies' })
  @Moment('ends_at')
  ends_at?: string | null;

  @ApiPropertyOptional({ default: 0, description: 'Minor units the cart must reach (before discounts)' })
  @IsOptional()
  @Max(MAX_AMOUNT, says(a.amount({ field: 'min_spend' })))
  @Min(0, says(a.amount({ field: 'min_spend' })))
  @IsInt(says(a.amount({ field: 'min_spend' })))
  min_spend?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Uses in all; null: no limit' })
  @apply(Limit('usage_limit'))
  usage_limit?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Uses per customer (a guest by email); null: no limit' })
  @apply(Limit('per_customer_limit'))
  per_customer_limit?: number | null;

  @ApiPropertyOptional({ default: 0, description: 'Higher comes first when promotions cannot be combined' })
  @IsOptional()
  @Max(1000, says(a.priority))
  @Min(0, says(a.priority))
  @IsInt(says(a.priority))
  priority?: number;

  @ApiPropertyOptional({ default: true, description: 'false: applies only alone' })
  @OptionalFlag('combinable')
  combinable?: boolean;

  @ApiPropertyOptional({ enum: DISCOUNT_KINDS, default: 'percentage' })
  @IsOptional()
  @IsIn(DISCOUNT_KINDS, says(a.discount_kind))
  discount_kind?: DiscountKind;

  @ApiPropertyOptional({ example: 10, description: 'Minor units (fixed) or whole percent (percentage); buy X get Y: percent off the Y (100: free)' })
  @IsOptional()
  @Max(MAX_AMOUNT, says(a.amount({ field: 'discount_value' })))
  @Min(0, says(a.amount({ field: 'discount_value' })))
  @IsInt(says(a.amount({ field: 'discount_value' })))
  discount_value?: number;

  @ApiPropertyOptional({ enum: PROMOTION_TARGETS, default: 'order' })
  @IsOptional()
  @IsIn(PROMOTION_TARGETS, says(a.target))
  target?: PromotionTarget;

  @ApiPropertyOptional({ type: [Number], description: 'The products, categories or brands of the target' })
  @IsOptional()
  @Max(MAX_ID, { ...says(a.target_ids({ target: 'items' })), each: true })
  @Min(1, { ...says(a.target_ids({ target: 'items' })), each: true })
  @IsInt({ ...says(a.target_ids({ target: 'items' })), each: true })
  @ArrayMaxSize(500, says(a.target_ids({ target: 'items' })))
  @IsArray(says(a.target_ids({ target: 'items' })))
  target_ids?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Limited to members of these tiers; empty: everyone' })
  @IsOptional()
  @Max(MAX_ID, { ...says(a.tiers), each: true })
  @Min(1, { ...says(a.tiers), each: true })
  @IsInt({ ...says(a.tiers), each: true })
  @ArrayMaxSize(50, says(a.tiers))
  @IsArray(says(a.tiers))
  membership_tier_ids?: number[];

  @ApiPropertyOptional({ description: 'Buy X get Y: the X' })
  @IsOptional()
  @Max(1000, says(a.count({ field: 'buy_quantity', min: 1 })))
  @Min(1, says(a.count({ field: 'buy_quantity', min: 1 })))
  @IsInt(says(a.count({ field: 'buy_quantity', min: 1 })))
  buy_quantity?: number;

  @ApiPropertyOptional({ description: 'Buy X get Y: the Y' })
  @IsOptional()
  @Max(1000, says(a.count({ field: 'get_quantity', min: 1 })))
  @Min(1, says(a.count({ field: 'get_quantity', min: 1 })))
  @IsInt(says(a.count({ field: 'get_quantity', min: 1 })))
  get_quantity?: number;
}

/** POST /api/cart/coupon and DELETE /api/cart/coupon */
export class CouponCodeDto {
  @ApiProperty({ example: 'SUMMER10' })
  @MaxLength(40, says(m.code))
  @Matches(COUPON_CODE, says(m.code))
  @ToCode()
  code: string;
}
