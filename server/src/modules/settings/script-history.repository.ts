import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { ScriptChange, ScriptKey } from './script-change.entity';
import type { ScriptChangeListItem } from './settings.responses';

/** A recorded change as written. */
export type NewScriptChange = Pick<ScriptChange, 'field' | 'before' | 'after' | 'adminId' | 'adminName'>;

/** A history row as Postgres gives it: the total of all matching rows beside it, the time as Date. */
type ScriptChangeRow = Omit<ScriptChangeListItem, 'created_at'> & { created_at: Date; total: string };

/** The one place that reads and writes script_change (append-only). */
@Injectable()
export class ScriptHistoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, changes: NewScriptChange[]): Promise<void> {
    await manager.insert(ScriptChange, changes);
  }

  /** A page of the history, of one script when `field` is given, and how many rows match in all. */
  async list(
    query: ListQuery,
    field: ScriptKey | undefined,
  ): Promise<{ rows: (Omit<ScriptChangeListItem, 'created_at'> & { created_at: Date })[]; total: number }> {
    const rows: ScriptChangeRow[] = await this.dataSource.query(
      `SELECT id::int AS id, field, before, after, admin_id, admin_name, created_at, count(*) OVER () AS total
         FROM script_change WHERE ($1::varchar IS NULL OR field = $1)
        ORDER BY ${query.sortField === 'created_at' ? 'created_at' : 'id'} ${query.sortOrder}, id ${query.sortOrder} LIMIT $2 OFFSET $3`,
      [field ?? null, query.limit, query.offset],
    );
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows.length ? Number(rows[0].total) : 0 };
  }
}
