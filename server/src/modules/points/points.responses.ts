import { ApiProperty } from '@nestjs/swagger';

export const POINT_TYPES = ['earn', 'redeem', 'return', 'clawback', 'expire', 'adjust'] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** Points that expire on one day. */
export class ExpiringPoints {
  @ApiProperty() points: number;
  @ApiProperty({ example: '2027-12-31T23:59:59.000Z' }) expiry_date: string;
}

/** The member's tier as a shopper reads it. */
export class PointsTier {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'In the asked language (the main language when it has none)' }) name: string;
}

/** What spending points at checkout is worth; points_per_unit 0: points cannot be spent. */
export class PointsRedeemRule {
  @ApiProperty({ example: 100, description: 'Points that pay one unit of the base currency (100 minor units)' }) points_per_unit: number;
  @ApiProperty({ example: 50, description: 'The largest share (percent) of the order total, shipping included, that points may pay' }) max_percent: number;
}

/** GET /api/account/points: the signed-in member's tier, balance and points about to expire. */
export class PointsSummaryAnswer {
  @ApiProperty({ description: 'Points held now (negative while a refund owes back points already spent)' }) balance: number;
  @ApiProperty({ type: PointsTier, nullable: true }) tier: PointsTier | null;
  @ApiProperty({ type: String, nullable: true, description: 'When the tier ends; null: it does not' }) membership_expires_at: string | null;
  @ApiProperty({ type: [ExpiringPoints], description: 'Points that expire within the next 60 days, soonest first' }) expiring: ExpiringPoints[];
  @ApiProperty({ type: PointsRedeemRule }) redeem: PointsRedeemRule;
}

/** GET /api/admin/user/{id}/points: the same, with whose they are. */
export class MemberPointsAnswer extends PointsSummaryAnswer {
  @ApiProperty() id: number;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
}

/** One row of the reward points history (newest first): points added or used_points taken. */
export class PointsHistoryRow {
  @ApiProperty() id: number;
  @ApiProperty({
    enum: POINT_TYPES,
    description:
      'earn (a paid order), redeem (spent at checkout), return (an order that spent them canceled or refunded), clawback (an order that earned them refunded), expire, adjust (staff)',
  })
  type: PointType;
  @ApiProperty() remark: string;
  @ApiProperty({ description: 'Points added' }) points: number;
  @ApiProperty({ description: 'Points taken' }) used_points: number;
  @ApiProperty({ type: String, nullable: true, description: 'When the points added expire (for expire rows: the day they expired)' }) expiry_date:
    string | null;
  @ApiProperty({ type: String, nullable: true }) order_number: string | null;
  @ApiProperty() created_at: string;
}

/** The back office's history row: who adjusted. */
export class AdminPointsHistoryRow extends PointsHistoryRow {
  @ApiProperty({ type: String, nullable: true, description: 'The staff member of an adjust row' }) admin_name: string | null;
}

/** GET /api/admin/points/member: customers with a tier or points (any customer when searched). */
export class MemberRow {
  @ApiProperty() id: number;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: Number, nullable: true }) membership_tier_id: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'In the main language' }) tier_name: string | null;
  @ApiProperty({ type: String, nullable: true }) membership_expires_at: string | null;
  @ApiProperty() balance: number;
}
