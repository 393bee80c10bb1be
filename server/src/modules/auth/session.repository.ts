import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { Session, SessionKind } from './session.entity';

/** What a new session is written with. */
export type NewSession = Pick<Session, 'id' | 'kind' | 'subjectId' | 'expiresAt'>;

/** The one place that reads and writes the session table. */
@Injectable()
export class SessionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  insert(manager: EntityManager, values: NewSession): Promise<Session> {
    return manager.save(manager.create(Session, { ...values, revokedAt: null }));
  }

  /** The session unless it was revoked (expired or not). */
  findUnrevoked(id: string, kind: SessionKind): Promise<Session | null> {
    return this.dataSource.manager.findOne(Session, { where: { id, kind, revokedAt: IsNull() } });
  }

  /** Revokes one session; true when it was active. Conditional, so two logouts race safely. */
  async revoke(manager: EntityManager, id: string): Promise<boolean> {
    const result = await manager.update(Session, { id, revokedAt: IsNull() }, { revokedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  /** Revokes every live session of an account but `keep`, when given. */
  async revokeAll(manager: EntityManager, kind: SessionKind, subjectId: number, keep?: string): Promise<void> {
    await manager.update(Session, { kind, subjectId, revokedAt: IsNull(), ...(keep ? { id: Not(keep) } : {}) }, { revokedAt: new Date() });
  }
}
