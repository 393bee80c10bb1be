import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { PasswordReset } from './password-reset.entity';

/** Takes a request slot of an email hash ($1) unless one was taken within $2 seconds; rows older than a day go on the way. */
const TAKE_REQUEST_SLOT_SQL = `
  WITH stale AS (DELETE FROM password_reset_request WHERE requested_at < now() - interval '1 day' AND email_hash <> $1)
  INSERT INTO password_reset_request (email_hash, requested_at) VALUES ($1, now())
  ON CONFLICT (email_hash) DO UPDATE SET requested_at = now()
    WHERE password_reset_request.requested_at <= now() - make_interval(secs => $2)
  RETURNING email_hash`;

/** The one place that reads and writes password_reset and password_reset_request. */
@Injectable()
export class PasswordResetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, values: Pick<PasswordReset, 'customerId' | 'tokenHash' | 'expiresAt'>): Promise<void> {
    await manager.insert(PasswordReset, values);
  }

  /** The unused reset of a token hash, locked until the transaction ends. */
  lockUnused(manager: EntityManager, tokenHash: string): Promise<PasswordReset | null> {
    return manager.findOne(PasswordReset, { where: { tokenHash, usedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
  }

  /** Marks every unused reset of the shopper used. */
  async spendAll(manager: EntityManager, customerId: number): Promise<void> {
    await manager.update(PasswordReset, { customerId, usedAt: IsNull() }, { usedAt: new Date() });
  }

  /** Whether a reset may be asked for this email hash now (and records that it was): false within the interval of the last one. */
  async takeRequestSlot(emailHash: string, intervalSeconds: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(TAKE_REQUEST_SLOT_SQL, [emailHash, intervalSeconds]);
    return rows.length > 0;
  }
}
