import { ApiProperty } from '@nestjs/swagger';
import type { MailStatus, MailTransportKind } from './mail-message.entity';

/** A mail in the back office's mailbox list: who it went to, and how its sending went. */
export class MailListItem {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'alice@example.com' })
  to: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ example: 'password_reset', description: 'The template the mail was made from' })
  template: string;

  @ApiProperty({ example: 'en_us' })
  language: string;

  @ApiProperty({ enum: ['queued', 'sending', 'sent', 'failed'] })
  status: MailStatus;

  @ApiProperty({ enum: ['smtp', 'mailbox'], nullable: true, description: 'How it went out; null until it is sent' })
  transport: MailTransportKind | null;

  @ApiProperty()
  attempts: number;

  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed; null once sent' })
  error: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sent_at: string | null;
}

/** One mail of the mailbox with its text and HTML bodies. */
export class MailDetail extends MailListItem {
  @ApiProperty()
  text: string;

  @ApiProperty()
  html: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    nullable: true,
    description: "The mail's own headers (a campaign's List-Unsubscribe)",
  })
  headers: Record<string, string> | null;
}
