import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { BadRequestError, ForbiddenError } from '../../common/errors';
import type { ListQuery } from '../../common/list-query';
import type { ListPage } from '../../database/list-statement';
import { SCRIPT_KEYS, ScriptKey } from './script-change.entity';
import { ScriptHistoryRepository } from './script-history.repository';
import type { SettingValues } from './settings.definitions';
import { settingsMessages } from './settings.messages';
import type { ScriptChangeListItem } from './settings.responses';

export const SCRIPT_PERMISSION = 'configuration.script';

export const SCRIPT_HISTORY_SORTS = ['id', 'created_at'] as const;

/**
 * The staff scripts (`script_header`, `script_footer`) run on every storefront page with the page's
 * nonce. Changing one needs `configuration.script`, and every change is recorded, in the transaction
 * that makes it. Sending the stored text again is not a change (the site form sends every field).
 */
@Injectable()
export class ScriptHistoryService {
  constructor(private readonly history: ScriptHistoryRepository) {}

  /** Refuses a change the admin may not make, else records each changed script. Call inside the settings transaction, before writing. */
  async guardAndRecord(manager: EntityManager, actor: AdminPrincipal, current: SettingValues, changes: Partial<SettingValues>): Promise<void> {
    const changed = SCRIPT_KEYS.filter((key) => changes[key] !== undefined && changes[key] !== current[key]);
    if (changed.length === 0) return;
    if (!actor.permissions.has(SCRIPT_PERMISSION)) throw new ForbiddenError(settingsMessages.script_forbidden);
    await this.history.insert(
      manager,
      changed.map((field) => ({ field, before: current[field], after: changes[field] as string, adminId: actor.admin.id, adminName: actor.admin.name })),
    );
  }

  /** GET /api/admin/config/script-history: newest first by default; `filter={"field":"script_footer"}` narrows. */
  async list(query: ListQuery): Promise<ListPage<ScriptChangeListItem>> {
    const field = query.filter.field;
    if (field !== undefined && !SCRIPT_KEYS.includes(field as ScriptKey))
      throw new BadRequestError(settingsMessages.script_filter({ choices: SCRIPT_KEYS.join(', ') }));
    const page = await this.history.list(query, field as ScriptKey | undefined);
    return { ...page, rows: page.rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })) };
  }
}
