import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import type { BoardCard, FunnelAnswer, PublicFunnel } from './funnel.responses';

export const FUNNEL_SORTS: Record<string, string> = { id: 'f.id', title: 'f.title', updated_at: 'f.updated_at' };

const COLUMNS = `f.id, f.title, f.url, f.description, f.enabled, f.created_at, f.updated_at,
  COALESCE((SELECT json_agg(json_build_object('status_id', st.status_id, 'title', s.title) ORDER BY st.position)
              FROM lead_funnel_stage st JOIN lead_status s ON s.id = st.status_id WHERE st.funnel_id = f.id), '[]') AS stages,
  (SELECT count(*)::int FROM lead l WHERE l.funnel_id = f.id) AS leads`;

/** The back office's list: ties go newest first whichever way the list is sorted. */
const LIST: ListDefinition = { columns: COLUMNS, from: 'lead_funnel f', id: 'f.id', sorts: FUNNEL_SORTS, ties: 'descending' };

/** The cards of a board: per status of the funnel's leads, the most recently changed first, at most $2 each. */
const CARDS_SQL = `
  SELECT c.status_id, c.id, c.first_name, c.last_name, c.email, c.company, c.admin_name, c.updated_at FROM (
    SELECT l.status_id, l.id, l.first_name, l.last_name, l.email, l.company, a.name AS admin_name, l.updated_at,
           row_number() OVER (PARTITION BY l.status_id ORDER BY l.updated_at DESC, l.id DESC) AS n
      FROM lead l LEFT JOIN admin a ON a.id = l.admin_id WHERE l.funnel_id = $1) c
   WHERE c.n <= $2 ORDER BY c.updated_at DESC, c.id DESC`;

/** A funnel row as Postgres gives it (dates as Date), with its stages and how many leads it made. */
export type FunnelRow = Omit<FunnelAnswer, 'stage_ids' | 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

/** A card of the board, with the status it sits at. */
export type BoardCardRow = Omit<BoardCard, 'updated_at'> & { status_id: number; updated_at: Date };

/** What a funnel is written with. */
export interface FunnelValues {
  title: string;
  url: string;
  description: string;
  enabled: boolean;
}

/**
 * The one place that reads and writes lead_funnel and lead_funnel_stage. Reads join the module's
 * lead_status and lead, and the account module's admin (the names on the board's cards).
 */
@Injectable()
export class FunnelRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page of the back office's list, and how many there are in all. */
  list(query: ListQuery): Promise<ListPage<FunnelRow>> {
    return readList(this.dataSource.manager, LIST, query);
  }

  async get(id: number): Promise<FunnelRow | undefined> {
    const [row]: FunnelRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM lead_funnel f WHERE f.id = $1`, [id]);
    return row;
  }

  /** Writes a new funnel: its id. */
  async insert(manager: EntityManager, values: FunnelValues): Promise<number> {
    const [{ id }]: { id: number }[] = await manager.query(`INSERT INTO lead_funnel (title, url, description, enabled) VALUES ($1, $2, $3, $4) RETURNING id`, [
      values.title,
      values.url,
      values.description,
      values.enabled,
    ]);
    return id;
  }

  /** Whether there was a funnel to change. */
  async update(manager: EntityManager, id: number, values: FunnelValues): Promise<boolean> {
    const [, count]: [unknown, number] = await manager.query(
      `UPDATE lead_funnel SET title = $2, url = $3, description = $4, enabled = $5, updated_at = now() WHERE id = $1`,
      [id, values.title, values.url, values.description, values.enabled],
    );
    return count > 0;
  }

  /** Whether there was a funnel to delete. */
  async delete(id: number): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(`DELETE FROM lead_funnel WHERE id = $1`, [id]);
    return count > 0;
  }

  /** The funnel's stages become these statuses, in this order. */
  async replaceStages(manager: EntityManager, id: number, stages: number[]): Promise<void> {
    await manager.query(`DELETE FROM lead_funnel_stage WHERE funnel_id = $1`, [id]);
    await manager.query(`INSERT INTO lead_funnel_stage (funnel_id, position, status_id) SELECT $1, p, s FROM unnest($2::int[]) WITH ORDINALITY AS x(s, p)`, [
      id,
      stages,
    ]);
  }

  /** How many of the funnel's leads are at each status. */
  statusCounts(id: number): Promise<{ status_id: number; count: number }[]> {
    return this.dataSource.query(`SELECT status_id, count(*)::int AS count FROM lead WHERE funnel_id = $1 GROUP BY status_id`, [id]);
  }

  /** The board's cards: at most `perStatus` of the funnel's leads per status, the most recently changed. */
  cards(id: number, perStatus: number): Promise<BoardCardRow[]> {
    return this.dataSource.query(CARDS_SQL, [id, perStatus]);
  }

  /** An enabled funnel's public page. */
  async page(url: string): Promise<PublicFunnel | undefined> {
    const [row]: PublicFunnel[] = await this.dataSource.query(`SELECT title, description FROM lead_funnel WHERE url = $1 AND enabled`, [url]);
    return row;
  }

  /** Whether the funnel at `url` is enabled and has a stage. */
  async takesAnswers(url: string): Promise<boolean> {
    const found: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM lead_funnel f WHERE f.url = $1 AND f.enabled AND EXISTS (SELECT 1 FROM lead_funnel_stage st WHERE st.funnel_id = f.id)`,
      [url],
    );
    return found.length > 0;
  }

  /** The enabled funnel at `url` with its first stage (null: none). */
  async withFirstStage(manager: EntityManager, url: string): Promise<{ id: number; title: string; first_stage: number | null } | undefined> {
    const [funnel]: { id: number; title: string; first_stage: number | null }[] = await manager.query(
      `SELECT f.id, f.title, (SELECT st.status_id FROM lead_funnel_stage st WHERE st.funnel_id = f.id ORDER BY st.position LIMIT 1) AS first_stage
         FROM lead_funnel f WHERE f.url = $1 AND f.enabled`,
      [url],
    );
    return funnel;
  }
}
