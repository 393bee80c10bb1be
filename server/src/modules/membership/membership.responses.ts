import { ApiProperty } from '@nestjs/swagger';

/** GET /api/admin/membership/{id}: a tier as the back office edits it. */
export class MembershipTierAnswer {
  @ApiProperty() id: number;
  @ApiProperty({ example: { en_us: 'Gold' } }) name: Record<string, string>;
  @ApiProperty() order: number;
  @ApiProperty({ description: 'Minor units' }) min_spend: number;
  @ApiProperty() period_days: number;
  @ApiProperty() discount_percent: number;
  @ApiProperty() points_rate: number;
  @ApiProperty({ type: Number, nullable: true }) validity_days: number | null;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ description: 'Customers in the tier now' }) members: number;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}
