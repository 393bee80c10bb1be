import { ApiProperty } from '@nestjs/swagger';

/** A row of GET /api/admin/contact. */
export class ContactAnswer {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: ['contact', 'funnel', 'form', 'ebook'] }) source: string;
  @ApiProperty() language: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The lead the contact became' }) lead_id: number | null;
  @ApiProperty() created_at: string;
}

/** GET /api/ebook: whether the /ebook page has an ebook to send, and its button's words. */
export class EbookOffer {
  @ApiProperty() available: boolean;
  @ApiProperty({ description: "The ebook status's button name ('' when none)" }) button_name: string;
}
