import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { httpMessages } from '../../common/common.messages';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../common/errors';
import { isLanguage, type LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { MailService } from '../mail';
import { SettingsService, type SettingValues } from '../settings';
import type { ContactDto, EbookRequestDto, StaffContactDto } from './contact.dto';
import { ContactRepository, type ContactRow } from './contact.repository';
import type { ContactAnswer, CrmSummary } from './contact.responses';
import { contactAdminMessages, ebookMessages, leadMessages } from './lead.messages';
import type { LeadAnswer } from './lead.responses';
import { LeadService } from './lead.service';
import { LeadStatusRepository } from './lead-status.repository';

export { CONTACT_SORTS } from './contact.repository';

/** The window of CONTACT_RATE_LIMIT. */
const WINDOW = '1 hour';

const present = (row: ContactRow): ContactAnswer => ({ ...row, created_at: row.created_at.toISOString() });

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
    private readonly contacts: ContactRepository,
    private readonly statuses: LeadStatusRepository,
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
      const staff = await this.contacts.contactStaff(manager);
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
    await this.contacts.lockSender(manager, ipHash);
    const recent = await this.contacts.sentWithin(manager, ipHash, WINDOW);
    if (recent >= this.config.auth.contactRateLimit) throw new TooManyRequestsError(httpMessages.too_many_requests);
    return this.contacts.insert(manager, { ...c, ipHash, leadId: c.leadId ?? null });
  }

  /** GET /api/ebook: whether an ebook status is set that can send its file. */
  async ebookOffer(values?: SettingValues): Promise<{ available: boolean; button_name: string; statusId: number | null }> {
    const id = (values ?? (await this.settings.all())).ebook_status_id;
    const buttonName = id ? await this.statuses.ebookButton(id) : undefined;
    return buttonName !== undefined ? { available: true, button_name: buttonName, statusId: id } : { available: false, button_name: '', statusId: null };
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
  summary(): Promise<CrmSummary> {
    return this.contacts.summary();
  }

  async list(query: ListQuery, q?: string): Promise<ListPage<ContactAnswer>> {
    const page = await this.contacts.list(query, q);
    return { ...page, rows: page.rows.map(present) };
  }

  /**
   * A contact staff enter by hand: kept as it is (source 'staff'), without the contact page's per-address
   * limit or the mail to the staff who handle contacts (they are the ones writing it).
   */
  async createByStaff(dto: StaffContactDto): Promise<ContactAnswer> {
    const language: LanguageCode = dto.language ?? (await this.settings.all()).main_language;
    const id = await this.dataSource.transaction((manager) =>
      this.contacts.insert(manager, {
        name: dto.name,
        email: dto.email,
        subject: dto.subject,
        message: dto.message,
        source: 'staff',
        language,
        ipHash: '',
        leadId: null,
      }),
    );
    return this.get(id);
  }

  async get(id: number): Promise<ContactAnswer> {
    const row = await this.contacts.get(id);
    if (!row) throw new NotFoundError();
    return present(row);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.contacts.delete(id))) throw new NotFoundError();
  }

  /** POST /api/admin/contact/{id}/lead: a lead at the first status, with the message as its notes; once. */
  async toLead(admin: AdminPrincipal, id: number): Promise<LeadAnswer> {
    const leadId = await this.dataSource.transaction(async (manager) => {
      const contact = await this.contacts.lock(manager, id);
      if (!contact) throw new NotFoundError();
      if (contact.lead_id !== null) throw new ConflictError(contactAdminMessages.already_lead);
      const first = await this.statuses.first(manager);
      if (first === undefined) throw ValidationError.field('status_id', leadMessages.status_id);
      const [firstName, ...rest] = String(contact.name).trim().split(/\s+/);
      const created = await this.leads.insert(manager, admin, {
        first_name: firstName.slice(0, 100),
        last_name: rest.join(' ').slice(0, 100),
        email: contact.email,
        language: isLanguage(contact.language) ? contact.language : undefined,
        lead_source: 'email',
        status_id: first,
        notes: `${contact.subject}\n\n${contact.message}`.slice(0, 10000),
      });
      await this.contacts.setLead(manager, id, created);
      return created;
    });
    return this.leads.get(leadId);
  }
}
