import { ApiProperty } from '@nestjs/swagger';

/** A funnel stage: a lead status at its position. */
export class FunnelStage {
  @ApiProperty() status_id: number;
  @ApiProperty() title: string;
}

/** GET /api/admin/funnel/{id}. */
export class FunnelAnswer {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() url: string;
  @ApiProperty() description: string;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: [Number] }) stage_ids: number[];
  @ApiProperty({ type: [FunnelStage] }) stages: FunnelStage[];
  @ApiProperty({ description: 'Leads that came through the funnel' }) leads: number;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

/** A lead on a board card. */
export class BoardCard {
  @ApiProperty() id: number;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
  @ApiProperty() company: string;
  @ApiProperty({ type: String, nullable: true }) admin_name: string | null;
  @ApiProperty() updated_at: string;
}

/** One column of the board. */
export class BoardColumn {
  @ApiProperty() status_id: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Leads at this stage now' }) count: number;
  @ApiProperty({ description: 'Leads at this stage or a later one' }) reached: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Percent of the leads that reached this stage that reached the next (null for the last stage or when none reached it)',
  })
  conversion: number | null;
  @ApiProperty({ type: [BoardCard], description: 'The 100 most recently changed' }) leads: BoardCard[];
}

/** GET /api/admin/funnel/{id}/board: /admin/lead/funnel/management/{id}. */
export class FunnelBoard {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ type: [BoardColumn] }) columns: BoardColumn[];
}

/** GET /api/funnel/{url}: the public page. */
export class PublicFunnel {
  @ApiProperty() title: string;
  @ApiProperty() description: string;
}
