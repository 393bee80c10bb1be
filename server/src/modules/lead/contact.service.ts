import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { httpMessages } from '../../common/common.messages';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../common/errors';
import { isLanguage, type LanguageCode } from '../../common/i18n/languages';
import { escapeLike } from '../../common/list-builder';
import type { ListQuery } from '../../common/list-query';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { MailService } from '../mail';
import { SettingsService, type SettingValues } from '../settings';
import type { ContactDto, EbookRequestDto } from './contact.dto';
import type { ContactAnswer, CrmSummary } from './contact.responses';
import { contactAdminMessages, ebookMessages, leadMessages } from './lead.messages';
import type { LeadAnswer } from './lead.responses';
import { LeadService } from './lead.service';

/** Advisory lock space of one sender's address (the second key is its hash): their messages are counted one at a time. */
const CONTACT_LOCK = 7_310_060;

/** The window of CONTACT_RATE_LIMIT. */
const WINDOW = '1 hour';

export const CONTACT_SORTS: Record<string, string> = { id: 'c.id', created_at: 'c.created_at', email: 'c.email' };

const present = (row: Omit<ContactAnswer, 'created_at'> & { created_at: Date }): ContactAnswer => ({ ...row, created_at: row.created_at.toISOString() });

/**
 * The contact page (POST /api/contact) and the back office's contacts (/api/admin/contact). A
 * message is stored and mailed, through the queue, to the staff who handle contacts (holding
 * lead.contact.list, or super admins), each in their language. A filled honeypot field is answered
 * as a success and dropped; one address may send CONTACT_RATE_LIMIT messages an hour (counted in the
 * database by a keyed hash of the address, under a lock per address). One click turns a contact
 * into a lead at the first status.
 */
@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly leads: LeadService,
  ) {}

  async submit(dto: ContactDto, ip: string): Promise<void> {
    if (dto.website) return; // a bot: answered as a success, nothing kept
    const values = await this.settings.all();
    await this.dataSource.transaction(async (manager) => {
      const language: LanguageCode = dto.language ?? values.main_language;
      await this.record(manager, ip, { name: dto.name, email: dto.email, subject: dto.subject, message: dto.message, source: 'contact', language });
      const staff: { email: string; name: string; language: string }[] = await manager.query(
        `SELECT a.email, a.name, a.language FROM admin a JOIN role r ON r.id = a.role_id
          WHERE a.enabled AND (r.is_super_admin OR 'lead.contact.list' = ANY(r.permissions)) ORDER BY a.id`,
      );
      for (const admin of staff) {
        const mailLanguage: LanguageCode = isLanguage(admin.language) ? admin.language : values.main_language;
        const data = {
          shopName: this.settings.siteName(values, mailLanguage),
          firstName: admin.name,
          name: dto.name,
          email: dto.email,
          subject: dto.subject,
          message: dto.message,
          url: `${this.config.http.appUrl}/admin/lead/contact`,
        };
        await this.mail.queue(manager, admin.email, { name: 'contact_received', data }, mailLanguage);
      }
    });
  }

  /**
   * Keeps what a visitor sent (the contact page, a funnel), in the caller's transaction, once the
   * sender's address is within CONTACT_RATE_LIMIT an hour (counted under a lock per address): its id.
   */
  async record(
    manager: EntityManager,
    ip: string,
    c: { name: string; email: string; subject: string; message: string; source: 'contact' | 'funnel' | 'ebook'; language: LanguageCode; leadId?: number },
  ): Promise<number> {
    const ipHash = createHmac('sha256', this.config.auth.jwtSecret).update(`contact:${ip}`).digest('hex');
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CONTACT_LOCK, ipHash]);
    const [{ recent }] = await manager.query(`SELECT count(*)::int AS recent FROM contact WHERE ip_hash = $1 AND created_at > now() - $2::interval`, [
      ipHash,
      WINDOW,
    ]);
    if (recent >= this.config.auth.contactRateLimit) throw new TooManyRequestsError(httpMessages.too_many_requests);
    const [{ id }] = await manager.query(
      `INSERT INTO contact (name, email, subject, message, source, language, ip_hash, lead_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [c.name, c.email, c.subject, c.message, c.source, c.language, ipHash, c.leadId ?? null],
    );
    return id;
  }

  /** GET /api/ebook: whether an ebook status is set that can send its file. */
  async ebookOffer(values?: SettingValues): Promise<{ available: boolean; button_name: string; statusId: number | null }> {
    const id = (values ?? (await this.settings.all())).ebook_status_id;
    const [status] = id
      ? await this.dataSource.query(`SELECT button_name FROM lead_status WHERE id = $1 AND left(trigger, 6) = 'ebook_' AND file IS NOT NULL`, [id])
      : [];
    return status ? { available: true, button_name: status.button_name, statusId: id } : { available: false, button_name: '', statusId: null };
  }

  /** Whether an ebook is offered: 404 otherwise, before the request's form is read. */
  async assertEbookOffered(): Promise<void> {
    if ((await this.ebookOffer()).statusId === null) throw new NotFoundError(ebookMessages.unavailable);
  }

  /** POST /api/ebook: the ebook mailed through its status's trigger; kept as a contact (within the per-address limit); a honeypot keeps nothing. */
  async requestEbook(dto: EbookRequestDto, ip: string): Promise<void> {
    const values = await this.settings.all();
    const offer = await this.ebookOffer(values);
    if (offer.statusId === null) throw new NotFoundError(ebookMessages.unavailable);
    if (dto.website) return;
    const language: LanguageCode = dto.language ?? values.main_language;
    await this.dataSource.transaction(async (manager) => {
      const leadId = await this.leads.requestEbook(manager, offer.statusId!, { name: dto.name, email: dto.email, language });
      await this.record(manager, ip, { name: dto.name, email: dto.email, subject: 'Ebook', message: '', source: 'ebook', language, leadId });
    });
  }

  /** The dashboard's CRM card: leads per status, and what came in this week. */
  async summary(): Promise<CrmSummary> {
    const [row] = await this.dataSource.query(
      `SELECT COALESCE((SELECT json_agg(json_build_object('status_id', s.id, 'title', s.title, 'count', (SELECT count(*) FROM lead l WHERE l.status_id = s.id)) ORDER BY s."order", s.id)
                          FROM lead_status s), '[]') AS leads_by_status,
              (SELECT count(*)::int FROM contact WHERE created_at > now() - interval '7 days') AS new_contacts_week,
              (SELECT count(*)::int FROM lead WHERE created_at > now() - interval '7 days') AS new_leads_week`,
    );
    return row;
  }

  async list(query: ListQuery, q?: string): Promise<{ rows: ContactAnswer[]; total: number }> {
    const rows: (Omit<ContactAnswer, 'created_at'> & { created_at: Date; total: number })[] = await this.dataSource.query(
      `SELECT c.id, c.name, c.email, c.subject, c.message, c.source, c.language, c.lead_id, c.created_at, count(*) OVER()::int AS total FROM contact c
        WHERE ($1::int[] IS NULL OR c.id = ANY($1)) AND ($2::text IS NULL OR c.email ILIKE $2 OR c.name ILIKE $2 OR c.subject ILIKE $2)
        ORDER BY ${CONTACT_SORTS[query.sortField] ?? 'c.id'} ${query.sortOrder}, c.id DESC OFFSET $3 LIMIT $4`,
      [query.ids ?? null, q ? `%${escapeLike(q)}%` : null, query.offset, query.limit],
    );
    return { rows: rows.map(({ total: _, ...row }) => present(row)), total: rows[0]?.total ?? 0 };
  }

  async get(id: number): Promise<ContactAnswer> {
    const [row] = await this.dataSource.query(`SELECT id, name, email, subject, message, source, language, lead_id, created_at FROM contact WHERE id = $1`, [
      id,
    ]);
    if (!row) throw new NotFoundError();
    return present(row);
  }

  async remove(id: number): Promise<void> {
    const [, count] = await this.dataSource.query(`DELETE FROM contact WHERE id = $1`, [id]);
    if (!count) throw new NotFoundError();
  }

  /** POST /api/admin/contact/{id}/lead: a lead at the first status, with the message as its notes; once. */
  async toLead(admin: AdminPrincipal, id: number): Promise<LeadAnswer> {
    const leadId = await this.dataSource.transaction(async (manager) => {
      const [contact] = await manager.query(`SELECT id, name, email, subject, message, language, lead_id FROM contact WHERE id = $1 FOR UPDATE`, [id]);
      if (!contact) throw new NotFoundError();
      if (contact.lead_id !== null) throw new ConflictError(contactAdminMessages.already_lead);
      const [first] = await manager.query(`SELECT id FROM lead_status ORDER BY "order", id LIMIT 1`);
      if (!first) throw ValidationError.field('status_id', leadMessages.status_id);
      const [firstName, ...rest] = String(contact.name).trim().split(/\s+/);
      const created = await this.leads.insert(manager, admin, {
        first_name: firstName.slice(0, 100),
        last_name: rest.join(' ').slice(0, 100),
        email: contact.email,
        language: isLanguage(contact.language) ? contact.language : undefined,
        lead_source: 'email',
        status_id: first.id,
        notes: `${contact.subject}\n\n${contact.message}`.slice(0, 10000),
      });
      await manager.query(`UPDATE contact SET lead_id = $2 WHERE id = $1`, [id, created]);
      return created;
    });
    return this.leads.get(leadId);
  }
}
