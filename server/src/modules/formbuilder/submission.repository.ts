import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { containsPattern, readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { AnswerValue } from './form-answers';
import type { FormField, Texts } from './form-definition';

export const SUBMISSION_SORTS: Record<string, string> = { id: 'h.id', created_at: 'h.created_at' };

/** A file kept with a submission: where it is stored (private, relative to DATA_DIR) and what it was. */
export interface StoredFile {
  key: string;
  name: string;
  size: number;
  type: string;
  stored: string;
}

/** A submission as Postgres gives it, with its sender (the customer module's customer). */
export interface SubmissionRow {
  id: number;
  form_id: number;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  language: string;
  answers: Record<string, AnswerValue>;
  files: StoredFile[];
  lead_id: number | null;
  created_at: Date;
}

/** The submissions' filters: created from and to (dates, the shop's days as the database's time zone has them), and the sender. */
export interface SubmissionFilter {
  from?: string;
  to?: string;
  user_id?: number;
  q?: string;
}

const COLUMNS = `h.id, h.form_id, h.user_id, NULLIF(trim(concat_ws(' ', c.first_name, c.last_name)), '') AS user_name, c.email AS user_email,
  h.language, h.answers, h.files, h.lead_id, h.created_at`;
const FROM = 'form_submit_history h LEFT JOIN customer c ON c.id = h.user_id';

/** Conditions of a filter, their values from $2 on ($1 the form). */
function conditions(filter: SubmissionFilter, values: unknown[]): string {
  const where = ['h.form_id = $1'];
  const param = (value: unknown) => `$${values.push(value)}`;
  if (filter.from) where.push(`h.created_at >= ${param(filter.from)}::date`);
  if (filter.to) where.push(`h.created_at < ${param(filter.to)}::date + 1`);
  if (filter.user_id) where.push(`h.user_id = ${param(filter.user_id)}`);
  if (filter.q) where.push(`(c.email ILIKE ${param(containsPattern(filter.q))} OR h.answers::text ILIKE $${values.length})`);
  return where.join(' AND ');
}

/** A form's submissions for the back office: $1 the form; from, to and user_id narrow them, q searches the sender's email and the answers. */
const LIST: ListDefinition = {
  columns: COLUMNS,
  from: FROM,
  id: 'h.id',
  sorts: SUBMISSION_SORTS,
  search: (match) => `(${match('c.email')} OR ${match('h.answers::text')})`,
  filters: {
    form: (param, value) => `h.form_id = ${param(value)}`,
    from: (param, value) => (typeof value === 'string' ? `h.created_at >= ${param(value)}::date` : undefined),
    to: (param, value) => (typeof value === 'string' ? `h.created_at < ${param(value)}::date + 1` : undefined),
    user_id: (param, value) => (typeof value === 'number' ? `h.user_id = ${param(value)}` : undefined),
  },
  ties: 'descending',
};

/**
 * The one place that reads and writes form_submit_history. Reads join the customer module's
 * customer (the sender's name and email).
 */
@Injectable()
export class SubmissionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(formId: number, query: ListQuery, filter: SubmissionFilter): Promise<ListPage<SubmissionRow>> {
    return readList(this.dataSource.manager, LIST, query, { filter: { ...filter, form: formId } });
  }

  /** The next batch of a form's submissions after `afterId` (0: from the start), oldest first: the CSV export reads them so. */
  batch(formId: number, filter: SubmissionFilter, afterId: number, size: number): Promise<SubmissionRow[]> {
    const values: unknown[] = [formId];
    const where = conditions(filter, values);
    values.push(afterId, size);
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} AND h.id > $${values.length - 1} ORDER BY h.id LIMIT $${values.length}`,
      values,
    );
  }

  /** One submission with its form's url, title and fields. */
  async detail(id: number): Promise<(SubmissionRow & { form_url: string; form_title: Texts; fields: FormField[] }) | undefined> {
    const [row]: (SubmissionRow & { form_url: string; form_title: Texts; fields: FormField[] })[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, f.url AS form_url, f.title AS form_title,
              COALESCE((SELECT json_agg(json_build_object('key', ff.key, 'type', ff.type, 'label', ff.label, 'required', ff.required, 'options', ff.options)
                                 ORDER BY ff.position) FROM form_field ff WHERE ff.form_id = f.id), '[]') AS fields
         FROM ${FROM} JOIN form f ON f.id = h.form_id WHERE h.id = $1`,
      [id],
    );
    return row;
  }

  /** Whether the customer has sent the form before. */
  async sentBy(manager: EntityManager, formId: number, userId: number): Promise<boolean> {
    const found: unknown[] = await manager.query(`SELECT 1 FROM form_submit_history WHERE form_id = $1 AND user_id = $2 LIMIT 1`, [formId, userId]);
    return found.length > 0;
  }

  /** Holds the sender's (address hash) and the customer's submissions of this form until the transaction ends, so two at once are counted one after the other. */
  async lockSender(manager: EntityManager, ipHash: string, formId: number, userId: number | null): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`form-sender:${ipHash}`]);
    if (userId !== null) await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`form-user:${formId}:${userId}`]);
  }

  /** How many forms the address sent within the window (an interval such as '1 hour'). */
  async sentWithin(manager: EntityManager, ipHash: string, window: string): Promise<number> {
    const [{ recent }]: { recent: number }[] = await manager.query(
      `SELECT count(*)::int AS recent FROM form_submit_history WHERE ip_hash = $1 AND created_at > now() - $2::interval`,
      [ipHash, window],
    );
    return recent;
  }

  async insert(
    manager: EntityManager,
    s: {
      formId: number;
      userId: number | null;
      language: string;
      answers: Record<string, AnswerValue>;
      files: StoredFile[];
      ipHash: string;
      leadId: number | null;
    },
  ): Promise<number> {
    const [{ id }]: { id: number }[] = await manager.query(
      `INSERT INTO form_submit_history (form_id, user_id, language, answers, files, ip_hash, lead_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [s.formId, s.userId, s.language, JSON.stringify(s.answers), JSON.stringify(s.files), s.ipHash, s.leadId],
    );
    return id;
  }
}
