import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';
export type MailTransportKind = 'smtp' | 'mailbox';

/** Every mail the shop sends. With no SMTP_URL this table is the dev mailbox. */
@Entity('mail_message')
@Check('CHK_mail_message_status', `"status" IN ('queued', 'sending', 'sent', 'failed')`)
export class MailMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  toAddress: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text' })
  htmlBody: string;

  /**
   * Placeholder -> secret value for a mail that goes out over SMTP: the bodies above hold placeholders,
   * the sender puts the values back, and this is emptied once the mail is sent. Never read by the mailbox.
   */
  @Column({ type: 'jsonb', nullable: true, select: false })
  secrets: Record<string, string> | null;

  @Column({ type: 'varchar', length: 64 })
  template: string;

  /** Headers of its own (a campaign's List-Unsubscribe and List-Unsubscribe-Post); null: none. */
  @Column({ type: 'jsonb', nullable: true })
  headers: Record<string, string> | null;

  @Column({ type: 'varchar', length: 10 })
  language: string;

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: MailStatus;

  @Column({ type: 'varchar', length: 10, nullable: true })
  transport: MailTransportKind | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
