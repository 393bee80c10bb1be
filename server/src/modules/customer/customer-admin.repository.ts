import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { CustomerAdminAnswer, CustomerListItem, CustomerOrderItem, LookupOption } from './customer-admin.responses';

export const CUSTOMER_SORTS: Record<string, string> = {
  id: 'c.id',
  first_name: 'c.first_name',
  last_name: 'c.last_name',
  email: 'c.email',
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
};

/** The filters of the list, each optional: a search over names, emails and phone, and exact fields. */
export interface CustomerFilter {
  q?: string;
  status_id?: number;
  lead_source?: string;
  tag?: string;
  admin_id?: number;
  is_subscribe?: boolean;
  enabled?: boolean;
  membership_tier_id?: number;
}

/** A list row as Postgres gives it (dates as Date). */
export type CustomerListRow = Omit<CustomerListItem, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

/** A customer's own fields as the back office's screen reads them (dates as Date), with how many orders they have. */
export type CustomerDetailRow = Omit<CustomerAdminAnswer, 'addresses' | 'orders' | 'membership_expires_at' | 'created_at' | 'updated_at'> & {
  membership_expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** An order of the history as Postgres gives it. */
export type CustomerOrderRow = Omit<CustomerOrderItem, 'created_at'> & { created_at: Date };

/** The pickers' raw choices: tier names per language, and the shop's main language (null: not set). */
export interface CustomerLookupRows {
  statuses: LookupOption[];
  admins: LookupOption[];
  tiers: { id: number; names: Record<string, string> }[];
  main: string | null;
}

/** Every CRM field the back office writes (the email and password apart). */
export interface CustomerCrmValues {
  first_name: string;
  last_name: string;
  phone: string;
  gender: 'female' | 'male';
  /** Null: the default on create, unchanged on update. */
  language: string | null;
  enabled: boolean;
  is_subscribe: boolean;
  emails: string[];
  mobiles: string[];
  job_title: string;
  department: string;
  office_phone: string;
  fax: string;
  website: string;
  admin_id: number | null;
  status_id: number;
  status_description: string;
  lead_source: string;
  lead_source_description: string;
  description: string;
  tags: string[];
}

/**
 * The back office's list. `q` is matched in the email, the full name, the phone and the other emails
 * (each with a trigram index: migration ListIndexes), the rest are exact filters. Every sort has an
 * index on (column, id), which serves both directions (ties go by id the sort's way).
 */
const LIST: ListDefinition = {
  columns: `c.id, c.first_name, c.last_name, c.email, c.phone, c.enabled, c.is_subscribe, c.status_id, s.title AS status_title, c.lead_source,
            c.admin_id, a.name AS admin_name, c.tags, c.membership_tier_id, c.created_at, c.updated_at`,
  from: 'customer c LEFT JOIN lead_status s ON s.id = c.status_id LEFT JOIN admin a ON a.id = c.admin_id',
  // Sorts, search and filters read the customer alone: the page's ids are an index-only walk of the sort.
  keysFrom: 'customer c',
  id: 'c.id',
  sorts: CUSTOMER_SORTS,
  deferColumns: true,
  // A phone holds no letters and an email address no Chinese: those columns are left out where they cannot
  // match (a table scan for a one-character word then reads one column instead of four).
  search: (match, q) => {
    const columns = ["(c.first_name || ' ' || c.last_name)"];
    if (/^[\x20-\x7e]*$/.test(q)) columns.push('c.email', 'shop_joined_text(c.emails)');
    if (/\d/.test(q)) columns.push('c.phone');
    return columns.map(match).join(' OR ');
  },
  filters: {
    status_id: { column: 'c.status_id', kind: 'integer' },
    lead_source: { column: 'c.lead_source', kind: 'string' },
    tag: (param, tag) => `c.tags @> ARRAY[${param(tag)}::text]`,
    admin_id: { column: 'c.admin_id', kind: 'integer' },
    is_subscribe: { column: 'c.is_subscribe', kind: 'boolean' },
    enabled: { column: 'c.enabled', kind: 'boolean' },
    membership_tier_id: { column: 'c.membership_tier_id', kind: 'integer' },
  },
};

const LOOKUPS_SQL = `
  SELECT (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'name', s.title) ORDER BY s."order", s.id), '[]') FROM lead_status s) AS statuses,
         (SELECT COALESCE(json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.name, a.id), '[]') FROM admin a WHERE a.enabled) AS admins,
         (SELECT COALESCE(json_agg(json_build_object('id', t.id, 'names', t.name) ORDER BY t."order", t.id), '[]') FROM membership_tier t) AS tiers,
         (SELECT value #>> '{}' FROM setting WHERE key = 'main_language') AS main`;

const DETAIL_SQL = `
  SELECT c.id, c.enabled, c.is_subscribe, c.membership_tier_id, c.membership_expires_at, c.first_name, c.last_name, c.email, c.phone, c.emails, c.mobiles,
         c.gender, c.language, c.job_title, c.department, c.office_phone, c.fax, c.website, c.admin_id, c.status_id, c.status_description, c.lead_source,
         c.lead_source_description, c.description, c.tags, c.facebook_id IS NOT NULL AS facebook_linked, c.created_at, c.updated_at,
         (SELECT count(*)::int FROM sales_order o WHERE o.customer_id = c.id) AS orders_total
    FROM customer c WHERE c.id = $1`;

const INSERT_SQL = `
  INSERT INTO customer (email, password_hash, first_name, last_name, phone, gender, language, enabled, is_subscribe, emails, mobiles, job_title, department,
                        office_phone, fax, website, admin_id, status_id, status_description, lead_source, lead_source_description, description, tags)
  VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, 'en_us'), $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23) RETURNING id`;

const UPDATE_SQL = `
  UPDATE customer SET email = $1, first_name = $2, last_name = $3, phone = $4, gender = $5, language = COALESCE($6, language), enabled = $7, is_subscribe = $8,
         emails = $9, mobiles = $10, job_title = $11, department = $12, office_phone = $13, fax = $14, website = $15, admin_id = $16, status_id = $17,
         status_description = $18, lead_source = $19, lead_source_description = $20, description = $21, tags = $22,
         password_hash = COALESCE($23, password_hash), updated_at = now()
   WHERE id = $24`;

/** The columns of a customer record in the bulk statements' jsonb_to_recordset. */
const RECORD = `email text, first_name text, last_name text, phone text, gender text, language text, enabled bool, is_subscribe bool, emails text[],
  mobiles text[], job_title text, department text, office_phone text, fax text, website text, admin_id int, status_id int, status_description text,
  lead_source text, lead_source_description text, description text, tags text[]`;

/**
 * The back office's statements on the customer table (the CRM fields; the membership tier is the
 * membership module's to write). Reads join, for names and counts, the lead module's lead_status, the
 * account module's admin, the membership module's membership_tier, the settings module's setting and
 * the order module's sales_order.
 */
@Injectable()
export class CustomerAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of the back office's list, and how many match in all (estimated past 10,000). */
  list(query: ListQuery, filter: CustomerFilter): Promise<ListPage<CustomerListRow>> {
    return readList<CustomerListRow>(this.dataSource.manager, LIST, query, { filter: { ...filter } });
  }

  /** What the customer and lead forms pick from: statuses, enabled staff and tiers. */
  async lookups(): Promise<CustomerLookupRows> {
    const [row]: CustomerLookupRows[] = await this.dataSource.query(LOOKUPS_SQL);
    return row;
  }

  async detail(id: number): Promise<CustomerDetailRow | undefined> {
    const [row]: CustomerDetailRow[] = await this.dataSource.query(DETAIL_SQL, [id]);
    return row;
  }

  /** The customer's latest orders, newest first. */
  orders(id: number, limit: number): Promise<CustomerOrderRow[]> {
    return this.dataSource.query(
      `SELECT id, number AS identifier, grand_total::float8 AS grand_total, status, created_at FROM sales_order WHERE customer_id = $1 ORDER BY id DESC LIMIT $2`,
      [id, limit],
    );
  }

  /** Whether a status, a staff member and a tier (each when given) exist. */
  async references(
    manager: EntityManager,
    statusId: number,
    adminId: number | null,
    tierId: number | null,
  ): Promise<{ status: boolean; admin: boolean; tier: boolean }> {
    const [found]: { status: boolean; admin: boolean; tier: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM lead_status WHERE id = $1) AS status,
              ($2::int IS NULL OR EXISTS (SELECT 1 FROM admin WHERE id = $2)) AS admin,
              ($3::int IS NULL OR EXISTS (SELECT 1 FROM membership_tier WHERE id = $3)) AS tier`,
      [statusId, adminId, tierId],
    );
    return found;
  }

  /** Writes a new customer: its id. */
  async insert(manager: EntityManager, email: string, passwordHash: string, values: CustomerCrmValues): Promise<number> {
    const [{ id }]: { id: number }[] = await manager.query(INSERT_SQL, [email, passwordHash, ...this.valuesOf(values)]);
    return id;
  }

  /** Writes the customer's fields; a null password hash keeps the password. */
  async update(manager: EntityManager, id: number, email: string, passwordHash: string | null, values: CustomerCrmValues): Promise<void> {
    await manager.query(UPDATE_SQL, [email, ...this.valuesOf(values), passwordHash, id]);
  }

  /** The customer, locked until the transaction ends. */
  async lock(manager: EntityManager, id: number): Promise<{ id: number; enabled: boolean } | undefined> {
    const [held]: { id: number; enabled: boolean }[] = await manager.query(`SELECT id, enabled FROM customer WHERE id = $1 FOR UPDATE`, [id]);
    return held;
  }

  /** The customer, locked until the transaction ends, with how many orders name them. */
  async lockWithOrders(manager: EntityManager, id: number): Promise<{ id: number; orders: number } | undefined> {
    const [held]: { id: number; orders: number }[] = await manager.query(
      `SELECT id, (SELECT count(*)::int FROM sales_order o WHERE o.customer_id = c.id) AS orders FROM customer c WHERE c.id = $1 FOR UPDATE`,
      [id],
    );
    return held;
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM customer WHERE id = $1`, [id]);
  }

  /** Customers of these addresses (any case), with whether each is enabled: an import matches its batch in one read. */
  byEmails(manager: EntityManager, emails: string[]): Promise<{ id: number; email: string; enabled: boolean }[]> {
    return manager.query(`SELECT id, email, enabled FROM customer WHERE lower(email) = ANY($1::text[]) FOR UPDATE`, [emails.map((e) => e.toLowerCase())]);
  }

  /** Writes new customers without a password (they set one through a password reset) in one statement; a null value is the field's default. */
  async insertMany(manager: EntityManager, rows: { email: string; values: CustomerCrmValues }[]): Promise<void> {
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO customer (email, password_hash, first_name, last_name, phone, gender, language, enabled, is_subscribe, emails, mobiles, job_title, department,
                             office_phone, fax, website, admin_id, status_id, status_description, lead_source, lead_source_description, description, tags)
       SELECT v.email, NULL, v.first_name, v.last_name, v.phone, v.gender, COALESCE(v.language, 'en_us'), v.enabled, v.is_subscribe, COALESCE(v.emails, '{}'),
              COALESCE(v.mobiles, '{}'), COALESCE(v.job_title, ''), COALESCE(v.department, ''), COALESCE(v.office_phone, ''), COALESCE(v.fax, ''),
              COALESCE(v.website, ''), v.admin_id, v.status_id, COALESCE(v.status_description, ''), v.lead_source, COALESCE(v.lead_source_description, ''),
              COALESCE(v.description, ''), COALESCE(v.tags, '{}')
         FROM jsonb_to_recordset($1::jsonb) AS v(${RECORD})`,
      [JSON.stringify(rows.map((r) => ({ email: r.email, ...r.values })))],
    );
  }

  /** Writes known customers' fields (email and password apart) in one statement; a null value (a column the file lacks) keeps the field, as keep_admin keeps admin_id. */
  async updateMany(manager: EntityManager, rows: { id: number; keep_admin: boolean; values: CustomerCrmValues }[]): Promise<void> {
    if (rows.length === 0) return;
    await manager.query(
      `UPDATE customer c SET first_name = COALESCE(v.first_name, c.first_name), last_name = COALESCE(v.last_name, c.last_name), phone = COALESCE(v.phone, c.phone), gender = COALESCE(v.gender, c.gender), language = COALESCE(v.language, c.language), enabled = COALESCE(v.enabled, c.enabled), is_subscribe = COALESCE(v.is_subscribe, c.is_subscribe), emails = COALESCE(v.emails, c.emails), mobiles = COALESCE(v.mobiles, c.mobiles), job_title = COALESCE(v.job_title, c.job_title), department = COALESCE(v.department, c.department), office_phone = COALESCE(v.office_phone, c.office_phone), fax = COALESCE(v.fax, c.fax), website = COALESCE(v.website, c.website), admin_id = CASE WHEN v.keep_admin THEN c.admin_id ELSE v.admin_id END, status_id = COALESCE(v.status_id, c.status_id), status_description = COALESCE(v.status_description, c.status_description), lead_source = COALESCE(v.lead_source, c.lead_source), lead_source_description = COALESCE(v.lead_source_description, c.lead_source_description), description = COALESCE(v.description, c.description), tags = COALESCE(v.tags, c.tags), updated_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS v(id int, keep_admin bool, ${RECORD})
        WHERE c.id = v.id`,
      [JSON.stringify(rows.map((r) => ({ id: r.id, keep_admin: r.keep_admin, ...r.values })))],
    );
  }

  /** The values after email (and the password hash on create), in the order both statements take them. */
  private valuesOf(v: CustomerCrmValues): unknown[] {
    return [
      v.first_name,
      v.last_name,
      v.phone,
      v.gender,
      v.language,
      v.enabled,
      v.is_subscribe,
      v.emails,
      v.mobiles,
      v.job_title,
      v.department,
      v.office_phone,
      v.fax,
      v.website,
      v.admin_id,
      v.status_id,
      v.status_description,
      v.lead_source,
      v.lead_source_description,
      v.description,
      v.tags,
    ];
  }
}
