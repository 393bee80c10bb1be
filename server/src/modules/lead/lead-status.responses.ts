import { ApiProperty } from '@nestjs/swagger';
import { LEAD_STATUS_TRIGGERS, type LeadStatusTrigger } from './lead-status.triggers';

/** GET /api/admin/status/{id}: a lead status as the back office lists and edits it. */
export class LeadStatusAnswer {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Contacted' }) title: string;
  @ApiProperty({ description: 'Display order (lower first)' }) order: number;
  @ApiProperty({ enum: LEAD_STATUS_TRIGGERS, nullable: true, description: 'null: no trigger' }) trigger: LeadStatusTrigger | null;
  @ApiProperty({ description: "The campaign content; '' without a trigger" }) trigger_template: string;
  @ApiProperty({ type: String, nullable: true, description: 'The original name of the stored ebook; null when there is none' }) file_name: string | null;
  @ApiProperty({ description: 'Whether an ebook is stored (GET /api/admin/status/{id}/file downloads it)' }) has_file: boolean;
  @ApiProperty({ description: "The ebook mail's button label; '' without an ebook trigger" }) button_name: string;
  @ApiProperty({ description: 'Customers at this status now' }) customers: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}
