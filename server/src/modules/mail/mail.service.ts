import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, Transporter } from 'nodemailer';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { LanguageCode } from '../../common/i18n/languages';
import { OutboxService } from '../../queue/outbox.service';
import { JobHandlers } from '../../queue/worker.service';
import { MailMessage } from './mail-message.entity';
import { MailTemplate, renderMail } from './mail.templates';

/**
 * Mail goes out through the job queue: `queue()` writes the message and its job in the caller's
 * transaction; the `mail.send` handler delivers it over SMTP (SMTP_URL) or, without one, keeps it
 * in the dev mailbox that the back office lists.
 */
@Injectable()
export class MailService implements OnModuleInit {
  private readonly transporter?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly handlers: JobHandlers,
  ) {
    if (config.smtpUrl) this.transporter = createTransport(config.smtpUrl);
  }

  onModuleInit(): void {
    this.handlers.register('mail.send', ({ mailId }) => this.deliver(mailId));
  }

  async queue(manager: EntityManager, to: string, template: MailTemplate, language: LanguageCode): Promise<MailMessage> {
    const rendered = renderMail(template, language);
    const mail = await manager.save(
      manager.create(MailMessage, {
        toAddress: to,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        template: template.name,
        language,
        status: 'queued',
      }),
    );
    await this.outbox.enqueue(manager, 'mail.send', { mailId: mail.id });
    return mail;
  }

  /**
   * Idempotent: the row is claimed with a conditional update, so a retried or duplicated job
   * never sends a mail that was sent (or is being sent) already.
   */
  async deliver(mailId: number): Promise<void> {
    const claim = await this.dataSource
      .createQueryBuilder()
      .update(MailMessage)
      .set({ status: 'sending', attempts: () => 'attempts + 1' })
      .where('id = :mailId AND status IN (:...claimable)', { mailId, claimable: ['queued', 'failed'] })
      .returning('to_address, subject, text_body, html_body')
      .execute();
    const row = (claim.raw as { to_address: string; subject: string; text_body: string; html_body: string }[])[0];
    if (!row) return;
    try {
      if (this.transporter) {
        await this.transporter.sendMail({ from: this.config.mailFrom, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
      }
      await this.dataSource.query(`UPDATE mail_message SET status = 'sent', transport = $2, sent_at = now(), error = NULL WHERE id = $1`, [
        mailId,
        this.transporter ? 'smtp' : 'mailbox',
      ]);
    } catch (error) {
      await this.dataSource.query(`UPDATE mail_message SET status = 'failed', error = $2 WHERE id = $1`, [mailId, String(error instanceof Error ? error.message : error).slice(0, 1000)]);
      throw error;
    }
  }
}
