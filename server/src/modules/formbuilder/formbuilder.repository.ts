import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { FormField, Texts } from './form-definition';

export const FORM_SORTS: Record<string, string> = { id: 'f.id', url: 'f.url', updated_at: 'f.updated_at' };

const FIELDS = `COALESCE((SELECT json_agg(json_build_object('key', ff.key, 'type', ff.type, 'label', ff.label, 'required', ff.required, 'options', ff.options)
                             ORDER BY ff.position) FROM form_field ff WHERE ff.form_id = f.id), '[]') AS fields`;
const SUBMISSIONS = `(SELECT count(*)::int FROM form_submit_history h WHERE h.form_id = f.id) AS submissions`;
const COLUMNS = `f.id, f.url, f.title, f.description, f.success_message, f.enabled, f.allow_guest, f.limit_submit, f.funnel_id, f.status_id,
  f.created_at, f.updated_at`;

/** The back office's list (reads the lead module's lead_funnel for the funnel's title): `q` searches the url and the titles. */
const LIST: ListDefinition = {
  columns: `f.id, f.url, f.title, f.enabled, f.allow_guest, f.limit_submit, lf.title AS funnel_title, ${SUBMISSIONS}, f.updated_at`,
  from: 'form f LEFT JOIN lead_funnel lf ON lf.id = f.funnel_id',
  id: 'f.id',
  sorts: FORM_SORTS,
  search: (match) => `(${match('f.url')} OR ${match('f.title::text')})`,
  filters: { enabled: { column: 'f.enabled', kind: 'boolean' } },
  ties: 'descending',
  deferColumns: true,
};

/** A form row as Postgres gives it. */
export interface FormRow {
  id: number;
  url: string;
  title: Texts;
  description: Texts;
  success_message: Texts;
  enabled: boolean;
  allow_guest: boolean;
  limit_submit: boolean;
  funnel_id: number | null;
  status_id: number | null;
  fields: FormField[];
  created_at: Date;
  updated_at: Date;
}

export interface FormListRow {
  id: number;
  url: string;
  title: Texts;
  enabled: boolean;
  allow_guest: boolean;
  limit_submit: boolean;
  funnel_title: string | null;
  submissions: number;
  updated_at: Date;
}

/** What a form is written with (its fields apart). */
export type FormValues = Pick<
  FormRow,
  'url' | 'title' | 'description' | 'success_message' | 'enabled' | 'allow_guest' | 'limit_submit' | 'funnel_id' | 'status_id'
>;

/**
 * The one place that reads and writes form and form_field. Reads join the lead module's lead_funnel
 * (the list's funnel title) and lead_funnel_stage (whether a status is a stage of a funnel).
 */
@Injectable()
export class FormRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(query: ListQuery): Promise<ListPage<FormListRow>> {
    return readList(this.dataSource.manager, LIST, query);
  }

  async get(id: number): Promise<(FormRow & { submissions: number }) | undefined> {
    const [row]: (FormRow & { submissions: number })[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, ${FIELDS}, ${SUBMISSIONS} FROM form f WHERE f.id = $1`,
      [id],
    );
    return row;
  }

  /** The enabled form at `url`, with its fields. */
  async enabledByUrl(url: string, manager: EntityManager = this.dataSource.manager): Promise<FormRow | undefined> {
    const [row]: FormRow[] = await manager.query(`SELECT ${COLUMNS}, ${FIELDS} FROM form f WHERE f.url = $1 AND f.enabled`, [url]);
    return row;
  }

  /** Whether the status is a stage of the funnel. */
  async isStage(manager: EntityManager, funnelId: number, statusId: number): Promise<boolean> {
    const found: unknown[] = await manager.query(`SELECT 1 FROM lead_funnel_stage WHERE funnel_id = $1 AND status_id = $2`, [funnelId, statusId]);
    return found.length > 0;
  }

  /** Whether the funnel exists. */
  async funnelExists(manager: EntityManager, funnelId: number): Promise<boolean> {
    const found: unknown[] = await manager.query(`SELECT 1 FROM lead_funnel WHERE id = $1`, [funnelId]);
    return found.length > 0;
  }

  /** The funnel's title. */
  async funnelTitle(manager: EntityManager, funnelId: number): Promise<string | undefined> {
    const [row]: { title: string }[] = await manager.query(`SELECT title FROM lead_funnel WHERE id = $1`, [funnelId]);
    return row?.title;
  }

  async insert(manager: EntityManager, v: FormValues): Promise<number> {
    const [{ id }]: { id: number }[] = await manager.query(
      `INSERT INTO form (url, title, description, success_message, enabled, allow_guest, limit_submit, funnel_id, status_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      this.valuesOf(v),
    );
    return id;
  }

  /** Whether there was a form to change. */
  async update(manager: EntityManager, id: number, v: FormValues): Promise<boolean> {
    const [, count]: [unknown, number] = await manager.query(
      `UPDATE form SET url = $2, title = $3, description = $4, success_message = $5, enabled = $6, allow_guest = $7, limit_submit = $8,
              funnel_id = $9, status_id = $10, updated_at = now() WHERE id = $1`,
      [id, ...this.valuesOf(v)],
    );
    return count > 0;
  }

  /** The form's fields become these, in this order. */
  async replaceFields(manager: EntityManager, id: number, fields: readonly FormField[]): Promise<void> {
    await manager.query(`DELETE FROM form_field WHERE form_id = $1`, [id]);
    await manager.query(
      `INSERT INTO form_field (form_id, position, key, type, label, required, options)
       SELECT $1, x.p, x.f->>'key', x.f->>'type', x.f->'label', (x.f->>'required')::boolean, x.f->'options'
         FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(f, p)`,
      [id, JSON.stringify(fields)],
    );
  }

  /** Deletes a form (its fields and submissions with it): the stored files its submissions held, or undefined when there was no form. */
  async delete(manager: EntityManager, id: number): Promise<string[] | undefined> {
    const files: { stored: string }[] = await manager.query(
      `SELECT f->>'stored' AS stored FROM form_submit_history h, jsonb_array_elements(h.files) f WHERE h.form_id = $1`,
      [id],
    );
    const [, count]: [unknown, number] = await manager.query(`DELETE FROM form WHERE id = $1`, [id]);
    return count > 0 ? files.map((f) => f.stored) : undefined;
  }

  private valuesOf(v: FormValues): unknown[] {
    return [
      v.url,
      JSON.stringify(v.title),
      JSON.stringify(v.description),
      JSON.stringify(v.success_message),
      v.enabled,
      v.allow_guest,
      v.limit_submit,
      v.funnel_id,
      v.status_id,
    ];
  }
}
