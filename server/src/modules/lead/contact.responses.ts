import { ApiProperty } from '@nestjs/swagger';

/** A row of GET /api/admin/contact. */
export class ContactAnswer {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: ['contact', 'funnel', 'form', 'ebook', 'staff'] }) source: string;
  @ApiProperty() language: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The lead the contact became' }) lead_id: number | null;
  @ApiProperty() created_at: string;
}

/** GET /api/ebook: whether the /ebook page has an ebook to send, and its button's words. */
export class EbookOffer {
  @ApiProperty() available: boolean;
  @ApiProperty({ description: "The ebook status's button name ('' when none)" }) button_name: string;
}

/** Leads at one status. */
export class StatusCount {
  @ApiProperty() status_id: number;
  @ApiProperty() title: string;
  @ApiProperty() count: number;
}

/** GET /api/admin/crm/summary: the dashboard's CRM card. */
export class CrmSummary {
  @ApiProperty({ type: [StatusCount], description: 'Every lead status in its order, with its leads' }) leads_by_status: StatusCount[];
  @ApiProperty({ description: 'Contacts received in the last 7 days' }) new_contacts_week: number;
  @ApiProperty({ description: 'Leads made in the last 7 days' }) new_leads_week: number;
}
