import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * The one place that reads and writes mail_suppression: the addresses (lower case) that unsubscribed from
 * newsletters, whether a customer, a lead or a contact has them. Every broadcast skips them.
 */
@Injectable()
export class SuppressionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records the address once; a second unsubscribe keeps the first date. */
  async add(manager: EntityManager, email: string, reason: 'unsubscribed'): Promise<void> {
    await manager.query(`INSERT INTO mail_suppression (email, reason) VALUES (lower($1), $2) ON CONFLICT (email) DO NOTHING`, [email, reason]);
  }

  async has(email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM mail_suppression WHERE email = lower($1)`, [email]);
    return rows.length > 0;
  }
}
