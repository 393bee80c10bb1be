import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { Session, SessionKind } from './session.entity';
import { SessionRepository } from './session.repository';

/**
 * Server-side sessions behind the JWTs, so a logout or a disabled account ends a token at once. The
 * auth module is the one writer of the session table: other modules end sessions through revokeAll.
 */
@Injectable()
export class SessionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionRepository,
  ) {}

  /** Opens a session, in the caller's transaction when given one. */
  open(kind: SessionKind, subjectId: number, minutes: number, manager?: EntityManager): Promise<Session> {
    return this.sessions.insert(manager ?? this.dataSource.manager, {
      id: randomUUID(),
      kind,
      subjectId,
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
  }

  /** The session unless it was revoked; `expired` when it has run out (the client is told to log in again). */
  async find(id: string, kind: SessionKind): Promise<{ session: Session; expired: boolean } | null> {
    const session = await this.sessions.findUnrevoked(id, kind);
    return session ? { session, expired: session.expiresAt.getTime() <= Date.now() } : null;
  }

  /** Revokes one session; true when it was active. Conditional, so two logouts race safely. */
  revoke(id: string, manager?: EntityManager): Promise<boolean> {
    return this.sessions.revoke(manager ?? this.dataSource.manager, id);
  }

  /**
   * Ends every live session of an account, in the caller's transaction (a new password, a disabled or
   * deleted account), but `keep` (the session that made the change) when given.
   */
  revokeAll(manager: EntityManager, kind: SessionKind, subjectId: number, keep?: string): Promise<void> {
    return this.sessions.revokeAll(manager, kind, subjectId, keep);
  }
}
