import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { ContactAnswer, CrmSummary } from './contact.responses';

export const CONTACT_SORTS: Record<string, string> = { id: 'c.id', created_at: 'c.created_at', email: 'c.email' };

/** The back office's list: `q` searches the email, name and subject; ties go newest first whichever way the list is sorted. */
const LIST: ListDefinition = {
  columns: 'c.id, c.name, c.email, c.subject, c.message, c.source, c.language, c.lead_id, c.created_at',
  from: 'contact c',
  id: 'c.id',
  sorts: CONTACT_SORTS,
  search: ['c.email', 'c.name', 'c.subject'],
  ties: 'descending',
};

/** Advisory lock space of one sender's address (the second key is its hash): their messages are counted one at a time. */
const CONTACT_LOCK = 7_310_060;

/** A contact row as Postgres gives it (dates as Date). */
export type ContactRow = Omit<ContactAnswer, 'created_at'> & { created_at: Date };

/** What a contact is written with. */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  source: 'contact' | 'funnel' | 'ebook' | 'staff';
  language: string;
  ipHash: string;
  leadId: number | null;
}

/** A staff member the contact page mails. */
export interface ContactStaff {
  email: string;
  name: string;
  language: string;
}

const SUMMARY_SQL = `
  SELECT COALESCE((SELECT json_agg(json_build_object('status_id', s.id, 'title', s.title, 'count', (SELECT count(*) FROM lead l WHERE l.status_id = s.id)) ORDER BY s."order", s.id)
                     FROM lead_status s), '[]') AS leads_by_status,
         (SELECT count(*)::int FROM contact WHERE created_at > now() - interval '7 days') AS new_contacts_week,
         (SELECT count(*)::int FROM lead WHERE created_at > now() - interval '7 days') AS new_leads_week`;

/**
 * The one place that reads and writes the contact table. It also reads the module's lead and
 * lead_status (the CRM summary) and, for who is mailed, the account module's admin and the role
 * module's role.
 */
@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Takes the lock of one sender's address until the transaction ends. */
  async lockSender(manager: EntityManager, ipHash: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CONTACT_LOCK, ipHash]);
  }

  /** How many messages the address sent within the window (an interval such as '1 hour'). */
  async sentWithin(manager: EntityManager, ipHash: string, window: string): Promise<number> {
    const [{ recent }]: { recent: number }[] = await manager.query(
      `SELECT count(*)::int AS recent FROM contact WHERE ip_hash = $1 AND created_at > now() - $2::interval`,
      [ipHash, window],
    );
    return recent;
  }

  /** Writes a contact: its id. */
  async insert(manager: EntityManager, c: ContactValues): Promise<number> {
    const [{ id }]: { id: number }[] = await manager.query(
      `INSERT INTO contact (name, email, subject, message, source, language, ip_hash, lead_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [c.name, c.email, c.subject, c.message, c.source, c.language, c.ipHash, c.leadId],
    );
    return id;
  }

  /** The enabled staff who handle contacts (holding lead.contact.list, or super admins), by account id. */
  contactStaff(manager: EntityManager): Promise<ContactStaff[]> {
    return manager.query(
      `SELECT a.email, a.name, a.language FROM admin a JOIN role r ON r.id = a.role_id
        WHERE a.enabled AND (r.is_super_admin OR 'lead.contact.list' = ANY(r.permissions)) ORDER BY a.id`,
    );
  }

  /** The dashboard's CRM card. */
  async summary(): Promise<CrmSummary> {
    const [row]: CrmSummary[] = await this.dataSource.query(SUMMARY_SQL);
    return row;
  }

  /** A page of the back office's list (`q`: the search the controller checked), and how many match in all. */
  list(query: ListQuery, q?: string): Promise<ListPage<ContactRow>> {
    return readList(this.dataSource.manager, LIST, query, { filter: { q } });
  }

  async get(id: number): Promise<ContactRow | undefined> {
    const [row]: ContactRow[] = await this.dataSource.query(
      `SELECT id, name, email, subject, message, source, language, lead_id, created_at FROM contact WHERE id = $1`,
      [id],
    );
    return row;
  }

  /** Whether there was a contact to delete. */
  async delete(id: number): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(`DELETE FROM contact WHERE id = $1`, [id]);
    return count > 0;
  }

  /** The contact, locked until the transaction ends. */
  async lock(manager: EntityManager, id: number): Promise<Omit<ContactRow, 'source' | 'created_at'> | undefined> {
    const [contact]: Omit<ContactRow, 'source' | 'created_at'>[] = await manager.query(
      `SELECT id, name, email, subject, message, language, lead_id FROM contact WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return contact;
  }

  async setLead(manager: EntityManager, id: number, leadId: number): Promise<void> {
    await manager.query(`UPDATE contact SET lead_id = $2 WHERE id = $1`, [id, leadId]);
  }
}
