import { ApiProperty } from '@nestjs/swagger';
import { DISCOUNT_KINDS, PROMOTION_TARGETS, PROMOTION_TYPES, type DiscountKind, type PromotionTarget, type PromotionType } from './promotion-rules';

/** GET /api/admin/promotion/{id}: a promotion as the back office edits it. Amounts in minor units. */
export class PromotionAnswer {
  @ApiProperty() id: number;
  @ApiProperty({ enum: PROMOTION_TYPES }) promotion_type: PromotionType;
  @ApiProperty({ example: { en_us: 'Summer sale' } }) name: Record<string, string>;
  @ApiProperty({ type: String, nullable: true, example: 'SUMMER10' }) code: string | null;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: String, nullable: true }) starts_at: string | null;
  @ApiProperty({ type: String, nullable: true }) ends_at: string | null;
  @ApiProperty() min_spend: number;
  @ApiProperty({ type: Number, nullable: true }) usage_limit: number | null;
  @ApiProperty({ description: 'Uses by orders not canceled or refunded' }) used_count: number;
  @ApiProperty({ type: Number, nullable: true }) per_customer_limit: number | null;
  @ApiProperty() priority: number;
  @ApiProperty() combinable: boolean;
  @ApiProperty({ enum: DISCOUNT_KINDS }) discount_kind: DiscountKind;
  @ApiProperty() discount_value: number;
  @ApiProperty({ enum: PROMOTION_TARGETS }) target: PromotionTarget;
  @ApiProperty({ type: [Number] }) target_ids: number[];
  @ApiProperty() buy_quantity: number;
  @ApiProperty() get_quantity: number;
  @ApiProperty({ type: [Number], description: 'Limited to these membership tiers; empty: everyone' }) membership_tier_ids: number[];
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}
