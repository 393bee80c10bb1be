import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createTransport, Transporter } from 'nodemailer';
import { EntityManager } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { LanguageCode } from '../../common/i18n/languages';
import { OutboxService } from '../../queue/outbox.service';
import { JobHandlers } from '../../queue/job-handlers';
import type { MailMessage } from './mail-message.entity';
import { MailRepository } from './mail.repository';
import { MailTemplate, renderMail } from './mail.templates';

/** A body with its placeholders replaced by the secret values they stand for. */
const revealSecrets = (body: string, secrets: Record<string, string> | null): string =>
  Object.entries(secrets ?? {}).reduce((out, [placeholder, value]) => out.split(placeholder).join(value), body);

/** A campaign mail, made and sent by the broadcast sender at its own pace (see sendCampaign). */
export interface CampaignEnvelope {
  to: string;
  subject: string;
  html: string;
  text: string;
  language: LanguageCode;
  /** List-Unsubscribe and List-Unsubscribe-Post. */
  headers: Record<string, string>;
  /** A Message-ID of its own (one per delivery), so that a mail server that sees it twice can tell. */
  messageId: string;
}

/** Connections a campaign keeps open to the SMTP server, each carrying mail after mail. */
const CAMPAIGN_CONNECTIONS = 5;

/**
 * Mail goes out through the job queue: `queue()` writes the message and its job in the caller's
 * transaction; the `mail.send` handler delivers it over SMTP (SMTP_URL) or, without one, keeps it
 * in the dev mailbox that the back office lists.
 */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  private readonly transporter?: Transporter;
  /** Campaign mail goes over a pool of kept connections: thousands of mails do not each open one. */
  private readonly campaignTransporter?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mails: MailRepository,
    private readonly outbox: OutboxService,
    private readonly handlers: JobHandlers,
  ) {
    if (config.mail.smtpUrl) {
      this.transporter = createTransport(config.mail.smtpUrl);
      this.campaignTransporter = createTransport({ url: config.mail.smtpUrl, pool: true, maxConnections: CAMPAIGN_CONNECTIONS, maxMessages: 1000 });
    }
  }

  /** After the job worker has let its running jobs finish (beforeApplicationShutdown), whose campaign mail still goes through the pool. */
  onApplicationShutdown(): void {
    this.campaignTransporter?.close();
  }

  onModuleInit(): void {
    this.handlers.register('mail.send', ({ mailId }) => this.deliver(mailId));
  }

  /** The mailbox: newest first, by recipient (`to`, any case) or by ids. */
  list(query: ListQuery): Promise<ListPage<MailMessage>> {
    return this.mails.list(query);
  }

  async get(id: number): Promise<MailMessage> {
    const mail = await this.mails.find(id);
    if (!mail) throw new NotFoundError();
    return mail;
  }

  /**
   * One mail as the mailbox shows it to `reader`. The secrets a mail still holds (the dev mailbox keeps
   * them; real mail empties them once sent) are put back only for a super admin or the mail's own
   * recipient: anyone else holding `mailbox` sees the placeholders, not a reset link that takes the
   * account over.
   */
  async read(id: number, reader: { isSuperAdmin: boolean; email: string }): Promise<MailMessage> {
    const mail = await this.mails.withSecrets(id);
    if (!mail) throw new NotFoundError();
    if (reader.isSuperAdmin || reader.email.toLowerCase() === mail.toAddress.toLowerCase()) {
      mail.textBody = revealSecrets(mail.textBody, mail.secrets);
      mail.htmlBody = revealSecrets(mail.htmlBody, mail.secrets);
    }
    mail.secrets = null;
    return mail;
  }

  /**
   * Writes the mail and its job in the caller's transaction. The template's secrets (the token of a reset
   * link) are never kept in the stored bodies: each becomes a placeholder, and the value waits beside it
   * (`secrets`) for the sender. Over SMTP it is emptied once the mail is sent; in the dev mailbox, which is
   * the transport, it stays for those who may read it there (see `read`).
   */
  async queue(
    manager: EntityManager,
    to: string,
    template: MailTemplate,
    language: LanguageCode,
    headers: Record<string, string> | null = null,
  ): Promise<MailMessage> {
    const rendered = renderMail(template, language);
    const secrets: Record<string, string> = {};
    const marker = randomBytes(6).toString('hex');
    (template.secrets ?? []).filter(Boolean).forEach((value, index) => {
      const placeholder = `[hidden ${marker}-${index}]`;
      secrets[placeholder] = value;
      rendered.text = rendered.text.split(value).join(placeholder);
      rendered.html = rendered.html.split(value).join(placeholder);
    });
    const mail = await this.mails.insert(manager, {
      toAddress: to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      secrets: Object.keys(secrets).length > 0 ? secrets : null,
      template: template.name,
      language,
      headers,
    });
    await this.outbox.enqueue(manager, 'mail.send', { mailId: mail.id });
    return mail;
  }

  /**
   * Sends one campaign mail now, for the broadcast sender, which keeps its own record of each delivery
   * (and its own pace): over SMTP through the pool, or, without SMTP_URL, into the dev mailbox, where it
   * can be read with its headers. Throws when the SMTP server refuses it.
   */
  async sendCampaign(mail: CampaignEnvelope): Promise<void> {
    if (this.campaignTransporter) {
      await this.campaignTransporter.sendMail({
        from: this.config.mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
      });
      return;
    }
    await this.mails.insertDelivered({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      secrets: null,
      template: 'broadcast',
      language: mail.language,
      headers: mail.headers,
    });
  }

  /**
   * Idempotent: the row is claimed with a conditional update, so a retried or duplicated job
   * never sends a mail that was sent (or is being sent) already.
   */
  async deliver(mailId: number): Promise<void> {
    const row = await this.mails.claim(mailId);
    if (!row) return;
    const reveal = (body: string) => revealSecrets(body, row.secrets);
    try {
      if (this.transporter) {
        await this.transporter.sendMail({
          from: this.config.mail.from,
          to: row.to_address,
          subject: row.subject,
          text: reveal(row.text_body),
          html: reveal(row.html_body),
          ...(row.headers ? { headers: row.headers } : {}),
        });
      }
      // Real mail keeps no secret once sent; the dev mailbox is the transport and keeps them for `read`.
      await this.mails.markSent(mailId, this.transporter ? 'smtp' : 'mailbox', !this.transporter);
    } catch (error) {
      await this.mails.markFailed(mailId, String(error instanceof Error ? error.message : error).slice(0, 1000));
      throw error;
    }
  }
}
