import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { LeadEventAnswer, LeadListItem } from './lead.responses';

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

/** A lead's own fields as its trigger mails read them. */
export interface LeadRow {
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

/** What a lead is written with. */
export interface LeadValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  language: string;
  lead_source: string;
  admin_id: number | null;
  status_id: number;
  notes: string;
  tags: string[];
}

/** A timeline entry as written. */
export interface LeadEventValues {
  kind: string;
  from?: number;
  to?: number;
  mail?: number;
  admin?: number;
  detail?: string;
}

/** A row of LIST_COLUMNS as Postgres gives it (dates as Date). */
export type LeadListRow = Omit<LeadListItem, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };
export type LeadDetailRow = LeadListRow & { language: string; notes: string };
export type LeadEventRow = Omit<LeadEventAnswer, 'created_at'> & { created_at: Date };
/** A lead with the enabled staff member assigned to it (null fields: none). */
export type LeadWithAssignee = LeadRow & { admin_email: string | null; admin_name: string | null };

const LIST_COLUMNS = `l.id, l.first_name, l.last_name, l.email, l.phone, l.company, l.lead_source, l.status_id, s.title AS status_title, l.admin_id, a.name AS admin_name,
  l.customer_id, l.funnel_id, l.tags, l.created_at, l.updated_at`;

/**
 * The back office's list, its filters (LeadFilter) checked by the controller: `q` searches the email,
 * the full name, the company and the phone; ties go newest first whichever way the list is sorted.
 */
const LIST: ListDefinition = {
  columns: LIST_COLUMNS,
  from: 'lead l JOIN lead_status s ON s.id = l.status_id LEFT JOIN admin a ON a.id = l.admin_id',
  id: 'l.id',
  sorts: LEAD_SORTS,
  search: ['l.email', "(l.first_name || ' ' || l.last_name)", 'l.company', 'l.phone'],
  filters: {
    status_id: { column: 'l.status_id', kind: 'integer' },
    admin_id: { column: 'l.admin_id', kind: 'integer' },
    lead_source: { column: 'l.lead_source', kind: 'string' },
    tag: (param, tag) => (typeof tag === 'string' ? `l.tags @> ARRAY[${param(tag)}::text]` : undefined),
    funnel_id: { column: 'l.funnel_id', kind: 'integer' },
  },
  ties: 'descending',
};

const TIMELINE_SQL = `
  SELECT e.id, e.kind, fs.title AS from_status, ts.title AS to_status, mm.to_address AS mail_to, mm.status AS mail_status, mm.error AS mail_error,
         ad.name AS admin_name, e.detail, e.created_at
    FROM lead_event e LEFT JOIN lead_status fs ON fs.id = e.from_status_id LEFT JOIN lead_status ts ON ts.id = e.to_status_id
         LEFT JOIN mail_message mm ON mm.id = e.mail_id LEFT JOIN admin ad ON ad.id = e.admin_id
   WHERE e.lead_id = $1 ORDER BY e.id DESC LIMIT 200`;

/**
 * The one place that reads and writes lead and lead_event. Reads join the module's lead_status and,
 * for names and mail states, the account module's admin and the mail module's mail_message.
 */
@Injectable()
export class LeadRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of the back office's list, and how many match in all. */
  list(query: ListQuery, filter: LeadFilter): Promise<ListPage<LeadListRow>> {
    return readList(this.dataSource.manager, LIST, query, { filter: { ...filter } });
  }

  async detail(id: number): Promise<LeadDetailRow | undefined> {
    const [row]: LeadDetailRow[] = await this.dataSource.query(
      `SELECT ${LIST_COLUMNS}, l.language, l.notes FROM lead l JOIN lead_status s ON s.id = l.status_id LEFT JOIN admin a ON a.id = l.admin_id WHERE l.id = $1`,
      [id],
    );
    return row;
  }

  /** The lead's latest 200 timeline entries, newest first. */
  timeline(id: number): Promise<LeadEventRow[]> {
    return this.dataSource.query(TIMELINE_SQL, [id]);
  }

  /** Writes a new lead: its id. */
  async insert(manager: EntityManager, values: LeadValues, funnelId: number | null): Promise<number> {
    const [{ id }]: { id: number }[] = await manager.query(
      `INSERT INTO lead (first_name, last_name, email, phone, company, language, lead_source, admin_id, status_id, notes, tags, funnel_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [...this.valuesOf(values), funnelId],
    );
    return id;
  }

  async update(manager: EntityManager, id: number, values: LeadValues): Promise<void> {
    await manager.query(
      `UPDATE lead SET first_name = $1, last_name = $2, email = $3, phone = $4, company = $5, language = $6, lead_source = $7, admin_id = $8, status_id = $9,
              notes = $10, tags = $11, updated_at = now() WHERE id = $12`,
      [...this.valuesOf(values), id],
    );
  }

  async setStatus(manager: EntityManager, id: number, statusId: number): Promise<void> {
    await manager.query(`UPDATE lead SET status_id = $2, updated_at = now() WHERE id = $1`, [id, statusId]);
  }

  /** The lead came (again) through this funnel. */
  async setFunnel(manager: EntityManager, id: number, funnelId: number): Promise<void> {
    await manager.query(`UPDATE lead SET funnel_id = $2, updated_at = now() WHERE id = $1`, [id, funnelId]);
  }

  /** Deletes a lead: whether there was one. */
  async delete(id: number): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(`DELETE FROM lead WHERE id = $1`, [id]);
    return count > 0;
  }

  /** The lead, locked until the transaction ends. */
  async lock(manager: EntityManager, id: number): Promise<LeadRow | undefined> {
    const [held]: LeadRow[] = await manager.query(
      `SELECT id, first_name, last_name, email, phone, company, language, admin_id, status_id FROM lead WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return held;
  }

  /** The latest lead of an email (in any case), locked until the transaction ends. */
  async lockLatestByEmail(manager: EntityManager, email: string): Promise<{ id: number; status_id: number } | undefined> {
    const [held]: { id: number; status_id: number }[] = await manager.query(
      `SELECT id, status_id FROM lead WHERE lower(email) = lower($1) ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [email],
    );
    return held;
  }

  /** The lead and the customer made of it (null: none yet), locked until the transaction ends. */
  async lockConversion(manager: EntityManager, id: number): Promise<{ id: number; customer_id: number | null } | undefined> {
    const [lead]: { id: number; customer_id: number | null }[] = await manager.query(`SELECT id, customer_id FROM lead WHERE id = $1 FOR UPDATE`, [id]);
    return lead;
  }

  async setCustomer(manager: EntityManager, id: number, customerId: number): Promise<void> {
    await manager.query(`UPDATE lead SET customer_id = $2, updated_at = now() WHERE id = $1`, [id, customerId]);
  }

  /** Whether a status and a staff member (when given) exist: reads the module's lead_status and the account module's admin. */
  async references(manager: EntityManager, statusId: number, adminId: number | null): Promise<{ status: boolean; admin: boolean }> {
    const [found]: { status: boolean; admin: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM lead_status WHERE id = $1) AS status, ($2::int IS NULL OR EXISTS (SELECT 1 FROM admin WHERE id = $2)) AS admin`,
      [statusId, adminId],
    );
    return found;
  }

  /** The lead with the enabled staff member it is assigned to (the account module's admin). */
  async withAssignee(manager: EntityManager, id: number): Promise<LeadWithAssignee | undefined> {
    const [lead]: LeadWithAssignee[] = await manager.query(
      `SELECT l.id, l.first_name, l.last_name, l.email, l.phone, l.company, l.language, l.admin_id, l.status_id, a.email AS admin_email, a.name AS admin_name
         FROM lead l LEFT JOIN admin a ON a.id = l.admin_id AND a.enabled WHERE l.id = $1`,
      [id],
    );
    return lead;
  }

  /** Whether a lead exists, with the file of the status an ebook link names. */
  async ebookFile(statusId: number, leadId: number): Promise<{ file: string | null; file_name: string | null } | undefined> {
    const [status]: { file: string | null; file_name: string | null }[] = await this.dataSource.query(
      `SELECT s.file, s.file_name FROM lead_status s WHERE s.id = $1 AND EXISTS (SELECT 1 FROM lead l WHERE l.id = $2)`,
      [statusId, leadId],
    );
    return status;
  }

  /** Appends an entry to the lead's timeline. */
  async addEvent(manager: EntityManager, leadId: number, e: LeadEventValues): Promise<void> {
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

  /** The values in the order both statements take them. */
  private valuesOf(v: LeadValues): unknown[] {
    return [v.first_name, v.last_name, v.email, v.phone, v.company, v.language, v.lead_source, v.admin_id, v.status_id, v.notes, v.tags];
  }
}
