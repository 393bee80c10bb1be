import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { ForbiddenError, NotFoundError, ValidationError, type FieldMessages } from '../../common/errors';
import { isLanguage, type LanguageCode } from '../../common/i18n/languages';
import { escapeLike } from '../../common/list-builder';
import type { ListQuery } from '../../common/list-query';
import type { Message } from '../../common/messages';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { MailService, type EbookAction } from '../mail';
import { SettingsService } from '../settings';
import { UploadService } from '../upload';
import { EBOOK_LINK_DAYS, readEbookLink, signEbookLink } from './ebook-link';
import type { LeadDto } from './lead.dto';
import { ebookMessages, leadMessages as m } from './lead.messages';
import type { LeadAnswer, LeadEventAnswer, LeadListItem } from './lead.responses';
import { isEbookTrigger, type LeadStatusTrigger } from './lead-status.triggers';

export const LEAD_SORTS: Record<string, string> = {
  id: 'l.id',
  first_name: 'l.first_name',
  email: 'l.email',
  created_at: 'l.created_at',
  updated_at: 'l.updated_at',
};

export interface LeadFilter {
  q?: string;
  status_id?: number;
  admin_id?: number;
  lead_source?: string;
  tag?: string;
  funnel_id?: number;
}

interface LeadRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  language: string;
  admin_id: number | null;
  status_id: number;
}

interface StatusRow {
  id: number;
  title: string;
  trigger: LeadStatusTrigger | null;
  trigger_template: string;
  file: string | null;
  button_name: string;
}

const LIST_COLUMNS = `l.id, l.first_name, l.last_name, l.email, l.phone, l.company, l.lead_source, l.status_id, s.title AS status_title, l.admin_id, a.name AS admin_name,
  l.customer_id, l.funnel_id, l.tags, l.created_at, l.updated_at`;

/** A row of LIST_COLUMNS as Postgres gives it (dates as Date). */
type LeadListRow = Omit<LeadListItem, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };
type LeadDetailRow = LeadListRow & { language: string; notes: string };
type LeadEventRow = Omit<LeadEventAnswer, 'created_at'> & { created_at: Date };

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

/** The campaign content with the lead's values in its placeholders ({first_name}, {last_name}, {email}, {phone}, {company}, {status}, {shop_name}); unknown ones stay as written. */
export function fillPlaceholders(content: string, values: Record<string, string>): string {
  return content.replace(/\{([a-z_]+)\}/g, (whole, key: string) => (key in values ? values[key] : whole));
}

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
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly uploads: UploadService,
  ) {}

  async list(query: ListQuery, filter: LeadFilter): Promise<{ rows: LeadListItem[]; total: number }> {
    const like = filter.q ? `%${escapeLike(filter.q)}%` : null;
    const rows: (LeadListRow & { total: number })[] = await this.dataSource.query(
      `SELECT ${LIST_COLUMNS}, count(*) OVER()::int AS total
         FROM lead l JOIN lead_status s ON s.id = l.status_id LEFT JOIN admin a ON a.id = l.admin_id
        WHERE ($1::int[] IS NULL OR l.id = ANY($1))
          AND ($2::text IS NULL OR l.email ILIKE $2 OR (l.first_name || ' ' || l.last_name) ILIKE $2 OR l.company ILIKE $2 OR l.phone ILIKE $2)
          AND ($3::int IS NULL OR l.status_id = $3) AND ($4::int IS NULL OR l.admin_id = $4) AND ($5::text IS NULL OR l.lead_source = $5)
          AND ($6::text IS NULL OR l.tags @> ARRAY[$6::text]) AND ($9::int IS NULL OR l.funnel_id = $9)
        ORDER BY ${LEAD_SORTS[query.sortField] ?? 'l.id'} ${query.sortOrder}, l.id DESC OFFSET $7 LIMIT $8`,
      [
        query.ids ?? null,
        like,
        filter.status_id ?? null,
        filter.admin_id ?? null,
        filter.lead_source ?? null,
        filter.tag ?? null,
        query.offset,
        query.limit,
        filter.funnel_id ?? null,
      ],
    );
    return { rows: rows.map(({ total: _, ...row }) => dates(row)), total: rows[0]?.total ?? 0 };
  }

  async get(id: number): Promise<LeadAnswer> {
    const [row]: LeadDetailRow[] = await this.dataSource.query(
      `SELECT ${LIST_COLUMNS}, l.language, l.notes FROM lead l JOIN lead_status s ON s.id = l.status_id LEFT JOIN admin a ON a.id = l.admin_id WHERE l.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError();
    const events: LeadEventRow[] = await this.dataSource.query(
      `SELECT e.id, e.kind, fs.title AS from_status, ts.title AS to_status, mm.to_address AS mail_to, mm.status AS mail_status, mm.error AS mail_error,
              ad.name AS admin_name, e.detail, e.created_at
         FROM lead_event e LEFT JOIN lead_status fs ON fs.id = e.from_status_id LEFT JOIN lead_status ts ON ts.id = e.to_status_id
              LEFT JOIN mail_message mm ON mm.id = e.mail_id LEFT JOIN admin ad ON ad.id = e.admin_id
        WHERE e.lead_id = $1 ORDER BY e.id DESC LIMIT 200`,
      [id],
    );
    return { ...dates(row), language: row.language, notes: row.notes, timeline: events.map(presentEvent) };
  }

  async create(admin: AdminPrincipal | null, dto: LeadDto): Promise<LeadAnswer> {
    const id = await this.dataSource.transaction((manager) => this.insert(manager, admin, dto));
    return this.get(id);
  }

  /** A new lead in the caller's transaction (its status's trigger fires): its id. */
  async insert(manager: EntityManager, admin: AdminPrincipal | null, dto: LeadDto, funnelId: number | null = null): Promise<number> {
    await this.checkReferences(manager, dto);
    const [{ id }] = await manager.query(
      `INSERT INTO lead (first_name, last_name, email, phone, company, language, lead_source, admin_id, status_id, notes, tags, funnel_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [...this.valuesOf(dto), funnelId],
    );
    await this.event(manager, id, { kind: 'created', to: dto.status_id, admin: admin?.admin.id });
    await this.enter(manager, id, dto.status_id);
    return id as number;
  }

  /** Saves the lead; a new status is a move (its trigger fires), the same status is not. */
  async update(admin: AdminPrincipal, id: number, dto: LeadDto): Promise<LeadAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const held = await this.lock(manager, id);
      await this.checkReferences(manager, dto);
      await manager.query(
        `UPDATE lead SET first_name = $1, last_name = $2, email = $3, phone = $4, company = $5, language = $6, lead_source = $7, admin_id = $8, status_id = $9,
                notes = $10, tags = $11, updated_at = now() WHERE id = $12`,
        [...this.valuesOf(dto, held.language), id],
      );
      if (held.status_id !== dto.status_id) await this.moved(manager, admin, id, held.status_id, dto.status_id);
    });
    return this.get(id);
  }

  /** POST /api/admin/lead/{id}/status: the board's move; moving to the status held changes nothing. */
  async move(admin: AdminPrincipal, id: number, statusId: number): Promise<LeadAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const held = await this.lock(manager, id);
      if (!(await this.statusExists(manager, statusId))) throw ValidationError.field('status_id', m.status_id);
      if (held.status_id === statusId) return;
      await manager.query(`UPDATE lead SET status_id = $2, updated_at = now() WHERE id = $1`, [id, statusId]);
      await this.moved(manager, admin, id, held.status_id, statusId);
    });
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const [, count] = await this.dataSource.query(`DELETE FROM lead WHERE id = $1`, [id]);
    if (!count) throw new NotFoundError();
  }

  /**
   * POST /api/ebook, in the caller's transaction: the visitor's lead is moved to the ebook status
   * (made when their email has none), and the status's trigger mails the ebook, also when they were
   * at it already (they asked again).
   */
  async requestEbook(manager: EntityManager, statusId: number, who: { name: string; email: string; language: LanguageCode }): Promise<number> {
    const [held] = await manager.query(`SELECT id, status_id FROM lead WHERE lower(email) = lower($1) ORDER BY id DESC LIMIT 1 FOR UPDATE`, [who.email]);
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
      await manager.query(`UPDATE lead SET status_id = $2, updated_at = now() WHERE id = $1`, [held.id, statusId]);
      await this.moved(manager, null, held.id, held.status_id, statusId);
    }
    return held.id;
  }

  /** GET /api/ebook/{token}: the status's file, for a link its trigger mailed and that has not expired. */
  async ebook(token: string): Promise<{ path: string; name: string; contentType: string; size: number }> {
    const claim = readEbookLink(this.config.auth.jwtSecret, token);
    if (claim === 'invalid') throw new ForbiddenError(ebookMessages.link);
    if (claim === 'expired') throw new ForbiddenError(ebookMessages.expired);
    const [status] = await this.dataSource.query(
      `SELECT s.file, s.file_name FROM lead_status s WHERE s.id = $1 AND EXISTS (SELECT 1 FROM lead l WHERE l.id = $2)`,
      [claim.status, claim.lead],
    );
    const file = status?.file ? await this.uploads.documentFile(status.file) : undefined;
    if (!file) throw new NotFoundError(ebookMessages.link);
    return { path: file.path, name: status.file_name ?? `ebook.${file.type}`, contentType: file.contentType, size: file.size };
  }

  private async lock(manager: EntityManager, id: number): Promise<LeadRow> {
    const [held] = await manager.query(
      `SELECT id, first_name, last_name, email, phone, company, language, admin_id, status_id FROM lead WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!held) throw new NotFoundError();
    return held;
  }

  private async moved(manager: EntityManager, admin: AdminPrincipal | null, id: number, from: number, to: number): Promise<void> {
    await this.event(manager, id, { kind: 'status', from, to, admin: admin?.admin.id });
    await this.enter(manager, id, to);
  }

  private valuesOf(dto: LeadDto, language?: string): unknown[] {
    return [
      dto.first_name,
      dto.last_name ?? '',
      dto.email,
      dto.phone ?? '',
      dto.company ?? '',
      dto.language ?? language ?? 'en_us',
      dto.lead_source ?? 'campaign',
      dto.admin_id ?? null,
      dto.status_id,
      dto.notes ?? '',
      dto.tags ?? [],
    ];
  }

  private async checkReferences(manager: EntityManager, dto: LeadDto): Promise<void> {
    const [found] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM lead_status WHERE id = $1) AS status, ($2::int IS NULL OR EXISTS (SELECT 1 FROM admin WHERE id = $2)) AS admin`,
      [dto.status_id, dto.admin_id ?? null],
    );
    const fields: FieldMessages = {};
    const add = (field: string, message: Message) => (fields[field] = [message]);
    if (!found.status) add('status_id', m.status_id);
    if (!found.admin) add('admin_id', m.admin_id);
    if (Object.keys(fields).length > 0) throw ValidationError.fields(fields);
  }

  private async statusExists(manager: EntityManager, id: number): Promise<boolean> {
    return (await manager.query(`SELECT 1 FROM lead_status WHERE id = $1`, [id])).length > 0;
  }

  private async event(
    manager: EntityManager,
    leadId: number,
    e: { kind: string; from?: number; to?: number; mail?: number; admin?: number; detail?: string },
  ): Promise<void> {
    await manager.query(`INSERT INTO lead_event (lead_id, kind, from_status_id, to_status_id, mail_id, admin_id, detail) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      leadId,
      e.kind,
      e.from ?? null,
      e.to ?? null,
      e.mail ?? null,
      e.admin ?? null,
      e.detail ?? '',
    ]);
  }

  /**
   * The lead entered the status: its trigger's mails, in the lead's language, each on the timeline
   * (a mail that cannot go, to an assigned staff member when there is none, is noted as skipped).
   */
  private async enter(manager: EntityManager, leadId: number, statusId: number): Promise<void> {
    const [status]: StatusRow[] = await manager.query(`SELECT id, title, trigger, trigger_template, file, button_name FROM lead_status WHERE id = $1`, [
      statusId,
    ]);
    if (!status?.trigger) return;
    const [lead]: (LeadRow & { admin_email: string | null; admin_name: string | null })[] = await manager.query(
      `SELECT l.id, l.first_name, l.last_name, l.email, l.phone, l.company, l.language, l.admin_id, l.status_id, a.email AS admin_email, a.name AS admin_name
         FROM lead l LEFT JOIN admin a ON a.id = l.admin_id AND a.enabled WHERE l.id = $1`,
      [leadId],
    );
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
