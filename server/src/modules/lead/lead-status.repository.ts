import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { LeadStatusTrigger } from './lead-status.triggers';

/** A lead_status row as stored. */
export interface LeadStatusRow {
  id: number;
  title: string;
  order: number;
  trigger: LeadStatusTrigger | null;
  trigger_template: string;
  /** The stored path of the ebook (relative to DATA_DIR, see UploadService.saveDocument). */
  file: string | null;
  file_name: string | null;
  button_name: string;
  created_at: Date;
  updated_at: Date;
}

/** What a status's trigger mails with. */
export type LeadStatusTriggerRow = Pick<LeadStatusRow, 'id' | 'title' | 'trigger' | 'trigger_template' | 'file' | 'button_name'>;

/** What a write sets. */
export type LeadStatusValues = Pick<LeadStatusRow, 'title' | 'order' | 'trigger' | 'trigger_template' | 'file' | 'file_name' | 'button_name'>;

export const LEAD_STATUS_SORTS: Record<string, string> = { id: 's.id', title: 's.title', order: 's."order"', updated_at: 's.updated_at' };

const COLUMNS = `s.id, s.title, s."order", s.trigger, s.trigger_template, s.file, s.file_name, s.button_name, s.created_at, s.updated_at`;

/** Customers at a status, for each row the lists answer. */
const CUSTOMERS = `(SELECT count(*) FROM customer c WHERE c.status_id = s.id)::int`;

/** The back office's list: `q` searches the title; ties go by id, ascending whichever way the list is sorted. */
const LIST: ListDefinition = {
  columns: `${COLUMNS}, ${CUSTOMERS} AS customers`,
  from: 'lead_status s',
  id: 's.id',
  sorts: LEAD_STATUS_SORTS,
  search: ['s.title'],
  ties: 'ascending',
};

/** The one place that reads and writes lead_status (and counts the customers at a status). */
@Injectable()
export class LeadStatusRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of statuses with how many customers each holds, and how many match in all. */
  list(query: ListQuery): Promise<ListPage<LeadStatusRow & { customers: number }>> {
    return readList(this.dataSource.manager, LIST, query);
  }

  async get(id: number): Promise<(LeadStatusRow & { customers: number }) | undefined> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS}, ${CUSTOMERS} AS customers FROM lead_status s WHERE s.id = $1`, [id]);
    return row;
  }

  /** The row, locked until the transaction ends (a customer cannot be moved to it meanwhile). */
  async lock(manager: EntityManager, id: number): Promise<LeadStatusRow | undefined> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM lead_status s WHERE s.id = $1 FOR UPDATE`, [id]);
    return row;
  }

  async exists(manager: EntityManager, id: number): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM lead_status WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /** Those of the ids that are statuses. */
  async existingIds(manager: EntityManager, ids: number[]): Promise<number[]> {
    const found: { id: number }[] = await manager.query(`SELECT id FROM lead_status WHERE id = ANY($1::int[])`, [ids]);
    return found.map((s) => s.id);
  }

  /** The first status of the pipeline (by order), if there is one. */
  async first(manager: EntityManager): Promise<number | undefined> {
    const [first]: { id: number }[] = await manager.query(`SELECT id FROM lead_status ORDER BY "order", id LIMIT 1`);
    return first?.id;
  }

  /** What the status's trigger mails with. */
  async trigger(manager: EntityManager, id: number): Promise<LeadStatusTriggerRow | undefined> {
    const [status]: LeadStatusTriggerRow[] = await manager.query(
      `SELECT id, title, trigger, trigger_template, file, button_name FROM lead_status WHERE id = $1`,
      [id],
    );
    return status;
  }

  /** The button label of a status that can send an ebook (an ebook trigger and its file), if this one can. */
  async ebookButton(id: number): Promise<string | undefined> {
    const [status]: { button_name: string }[] = await this.dataSource.query(
      `SELECT button_name FROM lead_status WHERE id = $1 AND left(trigger, 6) = 'ebook_' AND file IS NOT NULL`,
      [id],
    );
    return status?.button_name;
  }

  /** Inserts a status; left without an order, it goes after the last one. */
  async insert(manager: EntityManager, values: Omit<LeadStatusValues, 'order'> & { order: number | null }): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO lead_status (title, "order", trigger, trigger_template, file, file_name, button_name)
       VALUES ($1, COALESCE($2, LEAST((SELECT COALESCE(max("order"), 0) + 1 FROM lead_status), 1000)), $3, $4, $5, $6, $7) RETURNING id`,
      [values.title, values.order, values.trigger, values.trigger_template, values.file, values.file_name, values.button_name],
    );
    return id;
  }

  async update(manager: EntityManager, id: number, values: LeadStatusValues): Promise<void> {
    await manager.query(
      `UPDATE lead_status SET title = $2, "order" = $3, trigger = $4, trigger_template = $5, file = $6, file_name = $7, button_name = $8, updated_at = now() WHERE id = $1`,
      [id, values.title, values.order, values.trigger, values.trigger_template, values.file, values.file_name, values.button_name],
    );
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM lead_status WHERE id = $1`, [id]);
  }

  /** What holds the status, in one statement: customers and leads at it, and funnels that have it as a stage. */
  async usage(manager: EntityManager, id: number): Promise<{ customers: number; leads: number; funnels: number }> {
    const [usage] = await manager.query(
      `SELECT (SELECT count(*) FROM customer WHERE status_id = $1)::int AS customers,
              (SELECT count(*) FROM lead WHERE status_id = $1)::int AS leads,
              (SELECT count(DISTINCT funnel_id) FROM lead_funnel_stage WHERE status_id = $1)::int AS funnels`,
      [id],
    );
    return usage;
  }
}
