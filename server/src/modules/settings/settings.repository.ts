import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Setting } from './setting.entity';

/** Advisory lock key that serialises settings writes (their rules span several keys). */
const SETTINGS_LOCK = 7_310_001;

/** The one place that reads and writes the setting table (and checks a lead status of the lead module for the CRM settings). */
@Injectable()
export class SettingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every stored setting, read in the caller's transaction when given one. */
  all(manager: EntityManager = this.dataSource.manager): Promise<Setting[]> {
    return manager.find(Setting);
  }

  /** Takes the settings' write lock until the transaction ends. */
  async lock(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SETTINGS_LOCK]);
  }

  /** Writes a setting's value. */
  async put(manager: EntityManager, key: string, value: unknown): Promise<void> {
    await manager.query(
      `INSERT INTO setting (key, value, updated_at) VALUES ($1, $2::jsonb, now()) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }

  /** Writes a setting's value unless it has one. */
  async putMissing(manager: EntityManager, key: string, value: unknown): Promise<void> {
    await manager.query(`INSERT INTO setting (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`, [key, JSON.stringify(value)]);
  }

  /**
   * Whether the status (of the lead module's lead_status) can send an ebook: an ebook trigger and its
   * file. Read here because the lead module reads settings, so settings cannot call it.
   */
  async canSendEbook(manager: EntityManager, statusId: number): Promise<boolean> {
    const found: unknown[] = await manager.query(`SELECT 1 FROM lead_status WHERE id = $1 AND left(trigger, 6) = 'ebook_' AND file IS NOT NULL`, [statusId]);
    return found.length > 0;
  }
}
