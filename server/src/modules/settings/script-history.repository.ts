import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/list-query';
import { readList, type ListDefinition, type ListPage } from '../../database/list-statement';
import { ScriptChange, ScriptKey } from './script-change.entity';
import type { ScriptChangeListItem } from './settings.responses';

/** A recorded change as written. */
export type NewScriptChange = Pick<ScriptChange, 'field' | 'before' | 'after' | 'adminId' | 'adminName'>;

/** A history row as Postgres gives it: the time as Date. */
type ScriptChangeRow = Omit<ScriptChangeListItem, 'created_at'> & { created_at: Date };

/** The back office's history: by id or by time, ties by id the same way; `field` narrows to one script. */
const LIST: ListDefinition = {
  columns: 'id::int AS id, field, before, after, admin_id, admin_name, created_at',
  from: 'script_change',
  id: 'id',
  sorts: { id: 'id', created_at: 'created_at' },
  filters: { field: { column: 'field', kind: 'string' } },
};

/** The one place that reads and writes script_change (append-only). */
@Injectable()
export class ScriptHistoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, changes: NewScriptChange[]): Promise<void> {
    await manager.insert(ScriptChange, changes);
  }

  /** A page of the history, of one script when `field` is given, and how many rows match in all. */
  list(query: ListQuery, field: ScriptKey | undefined): Promise<ListPage<ScriptChangeRow>> {
    // This list has never taken id lists (filter.id): it still does not.
    return readList(this.dataSource.manager, LIST, { ...query, ids: undefined }, { filter: { field } });
  }
}
