import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { Session, SessionKind } from './session.entity';

/** Server-side sessions behind the JWTs, so a logout or a disabled account ends a token at once. */
@Injectable()
export class SessionService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async open(kind: SessionKind, subjectId: number, minutes: number, manager: EntityManager = this.dataSource.manager): Promise<Session> {
    const session = manager.create(Session, {
      id: randomUUID(),
      kind,
      subjectId,
      expiresAt: new Date(Date.now() + minutes * 60_000),
      revokedAt: null,
    });
    return manager.save(session);
  }

  /** The session unless it was revoked; `expired` when it has run out (the client is told to log in again). */
  async find(id: string, kind: SessionKind): Promise<{ session: Session; expired: boolean } | null> {
    const session = await this.dataSource.manager.findOne(Session, { where: { id, kind, revokedAt: IsNull() } });
    return session ? { session, expired: session.expiresAt.getTime() <= Date.now() } : null;
  }

  /** Revokes one session; true when it was active. Conditional, so two logouts race safely. */
  async revoke(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const result = await manager.update(Session, { id, revokedAt: IsNull() }, { revokedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  /** Ends every live session of an account, but `keep` (the session that made the change) when given. */
  async revokeAll(kind: SessionKind, subjectId: number, manager: EntityManager = this.dataSource.manager, keep?: string): Promise<void> {
    await manager.update(Session, { kind, subjectId, revokedAt: IsNull(), ...(keep ? { id: Not(keep) } : {}) }, { revokedAt: new Date() });
  }
}
