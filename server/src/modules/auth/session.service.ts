import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { EventBus } from '../../events/event-bus';
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
    private readonly events: EventBus,
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

  /**
   * Revokes one session; true when it was active. Conditional, so two logouts race safely. Every
   * process forgets what it kept of the session once the revocation commits (session.ended).
   */
  async revoke(id: string, manager?: EntityManager): Promise<boolean> {
    const on = manager ?? this.dataSource.manager;
    const revoked = await this.sessions.revoke(on, id);
    if (revoked) await this.events.publish(on, 'session.ended', { id });
    return revoked;
  }

  /**
   * Ends every live session of an account, in the caller's transaction (a new password, a disabled or
   * deleted account), but `keep` (the session that made the change) when given.
   */
  async revokeAll(manager: EntityManager, kind: SessionKind, subjectId: number, keep?: string): Promise<void> {
    await this.sessions.revokeAll(manager, kind, subjectId, keep);
    await this.events.publish(manager, 'session.ended', { kind, subjectId, keep });
  }
}
