import { ApiProperty } from '@nestjs/swagger';

/** A row of GET /api/admin/lead. */
export class LeadListItem {
  @ApiProperty() id: number;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() company: string;
  @ApiProperty() lead_source: string;
  @ApiProperty() status_id: number;
  @ApiProperty() status_title: string;
  @ApiProperty({ type: Number, nullable: true }) admin_id: number | null;
  @ApiProperty({ type: String, nullable: true }) admin_name: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The customer the lead became' }) customer_id: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The funnel the lead came through' }) funnel_id: number | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

/** One entry of a lead's timeline, newest first. */
export class LeadEventAnswer {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['created', 'status', 'mail', 'skipped', 'converted'] }) kind: string;
  @ApiProperty({ type: String, nullable: true }) from_status: string | null;
  @ApiProperty({ type: String, nullable: true }) to_status: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A mail: to whom' }) mail_to: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A mail: queued, sending, sent or failed' }) mail_status: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A mail that failed: why (it is retried with backoff)' }) mail_error: string | null;
  @ApiProperty({ type: String, nullable: true }) admin_name: string | null;
  @ApiProperty() detail: string;
  @ApiProperty() created_at: string;
}

/** GET /api/admin/lead/{id}: a lead with its timeline. */
export class LeadAnswer extends LeadListItem {
  @ApiProperty() language: string;
  @ApiProperty() notes: string;
  @ApiProperty({ type: [LeadEventAnswer] }) timeline: LeadEventAnswer[];
}
