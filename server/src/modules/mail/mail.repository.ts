import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { type ListDefinition, type ListPage, readList } from '../../database/list-statement';
import { MailMessage } from './mail-message.entity';

/** The mailbox list: newest first, by recipient (`to`, any case) or by ids. */
const MAILBOX_LIST: ListDefinition = {
  // Every column but the secrets (which the mailbox never reads), named as MailMessage's properties.
  columns: `m.id, m.to_address AS "toAddress", m.subject, m.text_body AS "textBody", m.html_body AS "htmlBody", m.template, m.headers, m.language, m.status,
    m.transport, m.attempts, m.error, m.created_at AS "createdAt", m.sent_at AS "sentAt"`,
  from: 'mail_message m',
  id: 'm.id',
  sorts: { id: 'm.id', created_at: 'm.created_at' },
  filters: { to: (param, to) => (typeof to === 'string' ? `m.to_address = ${param(to.trim().toLowerCase())}` : undefined) },
  ties: 'ascending',
};

/** What a queued mail is written with. */
export type NewMail = Pick<MailMessage, 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'secrets' | 'template' | 'language'> & {
  headers?: Record<string, string> | null;
};

/** A mail claimed for sending: what the transport needs. */
export interface ClaimedMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  secrets: Record<string, string> | null;
  headers: Record<string, string> | null;
}

/** The one place that reads and writes mail_message. */
@Injectable()
export class MailRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the mailbox (see MAILBOX_LIST) and the count of all matching mails. */
  list(query: ListQuery): Promise<ListPage<MailMessage>> {
    return readList<MailMessage>(this.dataSource.manager, MAILBOX_LIST, query);
  }

  find(id: number): Promise<MailMessage | null> {
    return this.dataSource.manager.findOne(MailMessage, { where: { id } });
  }

  /** The mail with the secrets it still holds (which no other read selects). */
  withSecrets(id: number): Promise<MailMessage | null> {
    return this.dataSource.manager.createQueryBuilder(MailMessage, 'm').addSelect('m.secrets').where('m.id = :id', { id }).getOne();
  }

  /** Writes a queued mail. */
  insert(manager: EntityManager, values: NewMail): Promise<MailMessage> {
    return manager.save(manager.create(MailMessage, { ...values, status: 'queued' }));
  }

  /** Writes a mail that the dev mailbox delivered at once (a campaign's, sent by its own sender). */
  async insertDelivered(values: NewMail): Promise<void> {
    await this.dataSource.manager.insert(MailMessage, { ...values, status: 'sent', transport: 'mailbox', attempts: 1, sentAt: new Date() });
  }

  /**
   * Claims a queued or failed mail for sending (counting the attempt), with a conditional update, so a
   * retried or duplicated job never sends a mail that was sent (or is being sent) already: undefined
   * when it is not there to claim.
   */
  async claim(mailId: number): Promise<ClaimedMail | undefined> {
    const claim = await this.dataSource
      .createQueryBuilder()
      .update(MailMessage)
      .set({ status: 'sending', attempts: () => 'attempts + 1' })
      .where('id = :mailId AND status IN (:...claimable)', { mailId, claimable: ['queued', 'failed'] })
      .returning('to_address, subject, text_body, html_body, secrets, headers')
      .execute();
    return (claim.raw as ClaimedMail[])[0];
  }

  /** The mail went out through `transport`; its secrets are kept only when `keepSecrets`. */
  async markSent(mailId: number, transport: 'smtp' | 'mailbox', keepSecrets: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_message SET status = 'sent', transport = $2, sent_at = now(), error = NULL, secrets = CASE WHEN $3 THEN secrets END WHERE id = $1`,
      [mailId, transport, keepSecrets],
    );
  }

  async markFailed(mailId: number, error: string): Promise<void> {
    await this.dataSource.query(`UPDATE mail_message SET status = 'failed', error = $2 WHERE id = $1`, [mailId, error]);
  }
}
