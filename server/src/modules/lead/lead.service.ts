import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ForbiddenError, NotFoundError, ValidationError, type FieldMessages } from '../../common/errors';
import { isLanguage, type LanguageCode } from '../../common/i18n/languages';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import type { Message } from '../../common/messages';
import { fillPlaceholders } from '../../common/placeholders';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { MailService, type EbookAction } from '../mail';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { EBOOK_LINK_DAYS, readEbookLink, signEbookLink } from './ebook-link';
import type { LeadDto } from './lead.dto';
import { ebookMessages, leadMessages as m } from './lead.messages';
import { LeadRepository, type LeadEventRow, type LeadEventValues, type LeadFilter, type LeadListRow, type LeadRow, type LeadValues } from './lead.repository';
import type { LeadAnswer, LeadEventAnswer, LeadListItem } from './lead.responses';
import { LeadStatusRepository } from './lead-status.repository';
import { isEbookTrigger } from './lead-status.triggers';

export { LEAD_SORTS, type LeadFilter } from './lead.repository';

/** A list row as answered: LIST_COLUMNS' fields, named one by one, with ISO dates. */
const dates = (row: LeadListRow): LeadListItem => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  lead_source: row.lead_source,
  status_id: row.status_id,
  status_title: row.status_title,
  admin_id: row.admin_id,
  admin_name: row.admin_name,
  customer_id: row.customer_id,
  funnel_id: row.funnel_id,
  tags: row.tags,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const presentEvent = (e: LeadEventRow): LeadEventAnswer => ({
  id: e.id,
  kind: e.kind,
  from_status: e.from_status,
  to_status: e.to_status,
  mail_to: e.mail_to,
  mail_status: e.mail_status,
  mail_error: e.mail_error,
  admin_name: e.admin_name,
  detail: e.detail,
  created_at: e.created_at.toISOString(),
});

/**
 * Leads (/api/admin/lead): people in the sales pipeline, each at a lead status, with a timeline.
 * A lead entering a status (made at it, or moved to it) fires the status's trigger in the same
 * transaction: the mails are written with their outbox jobs (a deterministic job id each), so a move
 * mails exactly once, across a Redis outage or a retry; a failed send is retried with backoff and its
 * reason shows on the timeline. Ebook triggers mail a button to a signed link that expires.
 */
@Injectable()
export class LeadService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leads: LeadRepository,
    private readonly statuses: LeadStatusRepository,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
  ) {}

  async list(query: ListQuery, filter: LeadFilter): Promise<ListPage<LeadListItem>> {
    const page = await this.leads.list(query, filter);
    return { ...page, rows: page.rows.map(dates) };
  }

  async get(id: number): Promise<LeadAnswer> {
    const row = await this.leads.detail(id);
    if (!row) throw new NotFoundError();
    const events = await this.leads.timeline(id);
    return { ...dates(row), language: row.language, notes: row.notes, timeline: events.map(presentEvent) };
  }

  async create(admin: AdminPrincipal | null, dto: LeadDto): Promise<LeadAnswer> {
    const id = await this.dataSource.transaction((manager) => this.insert(manager, admin, dto));
    return this.get(id);
  }

  /** A new lead in the caller's transaction (its status's trigger fires): its id. */
  async insert(manager: EntityManager, admin: AdminPrincipal | null, dto: LeadDto, funnelId: number | null = null, detail?: string): Promise<number> {
    await this.checkReferences(manager, dto);
    const id = await this.leads.insert(manager, this.valuesOf(dto), funnelId);
    await this.event(manager, id, { kind: 'created', to: dto.status_id, admin: admin?.admin.id, detail });
    await this.enter(manager, id, dto.status_id);
    return id;
  }

  /** Saves the lead; a new status is a move (its trigger fires), the same status is not. */
  async update(admin: AdminPrincipal, id: number, dto: LeadDto): Promise<LeadAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const held = await this.lock(manager, id);
      await this.checkReferences(manager, dto);
      await this.leads.update(manager, id, this.valuesOf(dto, held.language));
      if (held.status_id !== dto.status_id) await this.moved(manager, admin, id, held.status_id, dto.status_id);
    });
    return this.get(id);
  }

  /** POST /api/admin/lead/{id}/status: the board's move; moving to the status held changes nothing. */
  async move(admin: AdminPrincipal, id: number, statusId: number): Promise<LeadAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const held = await this.lock(manager, id);
      if (!(await this.statuses.exists(manager, statusId))) throw ValidationError.field('status_id', m.status_id);
      if (held.status_id === statusId) return;
      await this.leads.setStatus(manager, id, statusId);
      await this.moved(manager, admin, id, held.status_id, statusId);
    });
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.leads.delete(id))) throw new NotFoundError();
  }

  /**
   * The lead a customer is being made of, locked in the caller's transaction until it is marked
   * converted: undefined when there is no such lead, and the customer made of it before, if any.
   */
  async lockForConversion(manager: EntityManager, leadId: number): Promise<{ customerId: number | null } | undefined> {
    const lead = await this.leads.lockConversion(manager, leadId);
    return lead && { customerId: lead.customer_id };
  }

  /** Records, in the caller's transaction, that the customer was made of the lead (locked by lockForConversion): on the lead and its timeline. */
  async markConverted(manager: EntityManager, leadId: number, customerId: number, adminId: number): Promise<void> {
    await this.leads.setCustomer(manager, leadId, customerId);
    await this.event(manager, leadId, { kind: 'converted', admin: adminId, detail: `Customer ${customerId}` });
  }

  /**
   * POST /api/ebook, in the caller's transaction: the visitor's lead is moved to the ebook status
   * (made when their email has none), and the status's trigger mails the ebook, also when they were
   * at it already (they asked again).
   */
  async requestEbook(manager: EntityManager, statusId: number, who: { name: string; email: string; language: LanguageCode }): Promise<number> {
    const held = await this.leads.lockLatestByEmail(manager, who.email);
    if (!held) {
      const [first, ...rest] = who.name.trim().split(/\s+/);
      return this.insert(manager, null, {
        first_name: first.slice(0, 100),
        last_name: rest.join(' ').slice(0, 100),
        email: who.email,
        language: who.language,
        lead_source: 'campaign',
        status_id: statusId,
      });
    }
    if (held.status_id === statusId) await this.enter(manager, held.id, statusId);
    else {
      await this.leads.setStatus(manager, held.id, statusId);
      await this.moved(manager, null, held.id, held.status_id, statusId);
    }
    return held.id;
  }

  /**
   * A form's submission, in the caller's transaction: the lead of the email (its latest) is moved to
   * the funnel stage and into the funnel, or made there when the email has none; the status's trigger
   * fires as for any move, and the timeline names the form. A lead at that stage already stays as it is.
   */
  async fromForm(
    manager: EntityManager,
    stage: { funnelId: number; statusId: number; form: string },
    who: { first_name: string; last_name: string; email: string; phone: string; company: string; language: LanguageCode; notes: string },
  ): Promise<number> {
    const detail = `Form: ${stage.form}`.slice(0, 500);
    const held = await this.leads.lockLatestByEmail(manager, who.email);
    if (!held) {
      return this.insert(manager, null, { ...who, lead_source: 'campaign', status_id: stage.statusId }, stage.funnelId, detail);
    }
    await this.leads.setFunnel(manager, held.id, stage.funnelId);
    if (held.status_id !== stage.statusId) {
      await this.leads.setStatus(manager, held.id, stage.statusId);
      await this.event(manager, held.id, { kind: 'status', from: held.status_id, to: stage.statusId, detail });
      await this.enter(manager, held.id, stage.statusId);
    }
    return held.id;
  }

  /** GET /api/ebook/{token}: the status's file, for a link its trigger mailed and that has not expired. */
  async ebook(token: string): Promise<{ body: Readable; name: string; contentType: string; size: number }> {
    const claim = readEbookLink(this.config.auth.jwtSecret, token);
    if (claim === 'invalid') throw new ForbiddenError(ebookMessages.link);
    if (claim === 'expired') throw new ForbiddenError(ebookMessages.expired);
    const status = await this.leads.ebookFile(claim.status, claim.lead);
    const file = status?.file ? await this.uploads.documentFile(status.file) : undefined;
    if (!file) throw new NotFoundError(ebookMessages.link);
    return { body: file.body, name: status!.file_name ?? `ebook.${file.type}`, contentType: file.contentType, size: file.size };
  }

  private async lock(manager: EntityManager, id: number): Promise<LeadRow> {
    const held = await this.leads.lock(manager, id);
    if (!held) throw new NotFoundError();
    return held;
  }

  private async moved(manager: EntityManager, admin: AdminPrincipal | null, id: number, from: number, to: number): Promise<void> {
    await this.event(manager, id, { kind: 'status', from, to, admin: admin?.admin.id });
    await this.enter(manager, id, to);
  }

  private valuesOf(dto: LeadDto, language?: string): LeadValues {
    return {
      first_name: dto.first_name,
      last_name: dto.last_name ?? '',
      email: dto.email,
      phone: dto.phone ?? '',
      company: dto.company ?? '',
      language: dto.language ?? language ?? 'en_us',
      lead_source: dto.lead_source ?? 'campaign',
      admin_id: dto.admin_id ?? null,
      status_id: dto.status_id,
      notes: dto.notes ?? '',
      tags: dto.tags ?? [],
    };
  }

  private async checkReferences(manager: EntityManager, dto: LeadDto): Promise<void> {
    const found = await this.leads.references(manager, dto.status_id, dto.admin_id ?? null);
    const fields: FieldMessages = {};
    const add = (field: string, message: Message) => (fields[field] = [message]);
    if (!found.status) add('status_id', m.status_id);
    if (!found.admin) add('admin_id', m.admin_id);
    if (Object.keys(fields).length > 0) throw ValidationError.fields(fields);
  }

  private event(manager: EntityManager, leadId: number, e: LeadEventValues): Promise<void> {
    return this.leads.addEvent(manager, leadId, e);
  }

  /**
   * The lead entered the status: its trigger's mails, in the lead's language, each on the timeline
   * (a mail that cannot go, to an assigned staff member when there is none, is noted as skipped).
   */
  private async enter(manager: EntityManager, leadId: number, statusId: number): Promise<void> {
    const status = await this.statuses.trigger(manager, statusId);
    if (!status?.trigger) return;
    const lead = (await this.leads.withAssignee(manager, leadId))!;
    const values = await this.settings.all(manager);
    const language: LanguageCode = isLanguage(lead.language) ? lead.language : values.main_language;
    const shopName = this.settings.siteName(values, language);
    const content = fillPlaceholders(status.trigger_template, {
      first_name: lead.first_name,
      last_name: lead.last_name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      status: status.title,
      shop_name: shopName,
    });
    let action: EbookAction | undefined;
    if (isEbookTrigger(status.trigger) && status.file) {
      const token = signEbookLink(this.config.auth.jwtSecret, {
        lead: leadId,
        status: statusId,
        expires: Math.floor(Date.now() / 1000) + EBOOK_LINK_DAYS * 86_400,
      });
      action = { label: status.button_name, url: `${this.config.http.appUrl}/api/ebook/${token}`, days: EBOOK_LINK_DAYS };
    }
    // email_to_assigned, email_to_lead, email_to_assigned_and_lead (and the same with ebook_).
    const toLead = status.trigger.endsWith('_lead');
    const toAssigned = status.trigger.includes('_to_assigned');
    if (toLead) {
      const mail = await this.mail.queue(manager, lead.email, { name: 'lead_campaign', data: { shopName, content, action } }, language);
      await this.event(manager, leadId, { kind: 'mail', to: statusId, mail: mail.id });
    }
    if (toAssigned) {
      if (!lead.admin_email) {
        await this.event(manager, leadId, {
          kind: 'skipped',
          to: statusId,
          detail: 'No staff member is assigned: the mail to the assigned staff was not sent',
        });
        return;
      }
      const data = {
        shopName,
        firstName: lead.admin_name ?? '',
        lead: `${lead.first_name} ${lead.last_name}`.trim(),
        email: lead.email,
        phone: lead.phone,
        status: status.title,
        content,
        url: `${this.config.http.appUrl}/admin/lead/edit/${leadId}`,
        action,
      };
      const mail = await this.mail.queue(manager, lead.admin_email, { name: 'lead_assigned', data }, language);
      await this.event(manager, leadId, { kind: 'mail', to: statusId, mail: mail.id });
    }
  }
}
