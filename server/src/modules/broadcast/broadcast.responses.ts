import { ApiProperty } from '@nestjs/swagger';
import { BROADCAST_STATUSES, DELIVERY_STATUSES, type BroadcastStatus, type DeliveryStatus } from './broadcast.repository';
import { RECEIVER_AUDIENCES, type ReceiverAudience } from './broadcast.dto';

const PER_LANGUAGE = { type: 'object', additionalProperties: { type: 'string' }, example: { en_us: '…', zh_hk: '…' } } as const;

/** GET /api/admin/broadcast/message/{id}. */
export class MessageAnswer {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty(PER_LANGUAGE) subject: Record<string, string>;
  @ApiProperty({ ...PER_LANGUAGE, description: 'Sanitised rich text per language' }) body: Record<string, string>;
  @ApiProperty({ required: false, description: 'Broadcasts that send it (lists only)' }) broadcasts?: number;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

/** POST /api/admin/broadcast/message/{id}/preview: the mail as a receiver in that language gets it. */
export class PreviewAnswer {
  @ApiProperty() language: string;
  @ApiProperty() subject: string;
  @ApiProperty() html: string;
  @ApiProperty() text: string;
}

export class ReceiverRulesAnswer {
  @ApiProperty({ enum: RECEIVER_AUDIENCES }) audience: ReceiverAudience;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: [Number] }) status_ids: number[];
  @ApiProperty({ type: [Number] }) funnel_ids: number[];
  @ApiProperty({ type: [Number] }) membership_tier_ids: number[];
  @ApiProperty() subscribed_only: boolean;
  @ApiProperty({ type: [String] }) languages: string[];
  @ApiProperty({ type: String, nullable: true }) created_from: string | null;
  @ApiProperty({ type: String, nullable: true }) created_to: string | null;
}

/** GET /api/admin/broadcast/receiver/{name}: `id` is the name (the back office edits a receiver by it). */
export class ReceiverAnswer {
  @ApiProperty({ description: 'The name, by which the back office addresses the receiver' }) id: string;
  @ApiProperty({ description: 'What broadcasts name the receiver by (receiver_ids)' }) receiver_id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: ReceiverRulesAnswer }) rules: ReceiverRulesAnswer;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

/** POST /api/admin/broadcast/receiver/count. */
export class AudienceCountAnswer {
  @ApiProperty({ description: 'Different addresses the rules reach' }) total: number;
  @ApiProperty({ description: 'Of them, unsubscribed: recorded as skipped, never mailed' }) unsubscribed: number;
  @ApiProperty({ description: 'Who would be mailed' }) deliverable: number;
}

export class DeliveryCountsAnswer {
  @ApiProperty() total: number;
  @ApiProperty() queued: number;
  @ApiProperty() sending: number;
  @ApiProperty() sent: number;
  @ApiProperty() failed: number;
  @ApiProperty() skipped: number;
  @ApiProperty() skipped_unsubscribed: number;
  @ApiProperty({ description: 'Skipped: an earlier broadcast sent the address this message' }) skipped_duplicate: number;
  @ApiProperty({ description: 'Receivers who unsubscribed after this broadcast' }) unsubscribed: number;
  @ApiProperty({ description: 'Receivers who followed a link' }) clicked: number;
  @ApiProperty({ description: 'Clicks, once per receiver and link' }) clicks: number;
}

/** GET /api/admin/broadcast/{id}. */
export class BroadcastAnswer {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() message_id: number;
  @ApiProperty() message_name: string;
  @ApiProperty({ type: [Number] }) receiver_ids: number[];
  @ApiProperty({ enum: BROADCAST_STATUSES }) status: BroadcastStatus;
  @ApiProperty({ type: String, nullable: true }) scheduled_at: string | null;
  @ApiProperty({ description: 'Mails per minute; 0: no limit' }) rate_per_minute: number;
  @ApiProperty({ type: String, nullable: true }) admin_name: string | null;
  @ApiProperty({ type: String, nullable: true }) started_at: string | null;
  @ApiProperty({ type: String, nullable: true }) finished_at: string | null;
  @ApiProperty({ description: 'Whether every receiver has been read into deliveries' }) audience_done: boolean;
  @ApiProperty({ type: DeliveryCountsAnswer }) counts: DeliveryCountsAnswer;
  @ApiProperty({ description: 'Percent of the deliveries handled (sent, failed or skipped)' }) progress: number;
  @ApiProperty() created_at: string;
  @ApiProperty() updated_at: string;
}

/** GET /api/admin/broadcast/{id}/delivery: one address of a broadcast and how its mail went. */
export class DeliveryAnswer {
  @ApiProperty() id: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: Number, nullable: true }) customer_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) lead_id: number | null;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() language: string;
  @ApiProperty({ enum: DELIVERY_STATUSES }) status: DeliveryStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed or was skipped (unsubscribed, duplicate, canceled, the mail server’s answer)' })
  reason: string | null;
  @ApiProperty({ type: String, nullable: true }) sent_at: string | null;
  @ApiProperty({ type: String, nullable: true }) unsubscribed_at: string | null;
  @ApiProperty() clicks: number;
}

/** DELETE /api/admin/broadcast/receiver/{name}. */
export class ReceiverDeletedAnswer {
  @ApiProperty({ description: 'The name of the receiver deleted' }) id: string;
}
