import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EntityManager } from 'typeorm';
import { SettingsService } from '../settings';
import { SessionService } from './session.service';
import { SessionKind } from './session.entity';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import type { IssuedToken } from './auth.responses';
import { jwtKey } from './jwt-session';

/** Opens a session and signs a JWT for it, valid for `token_expired_time` minutes from settings. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(kind: SessionKind, subjectId: number, manager?: EntityManager): Promise<IssuedToken> {
    const minutes = (await this.settings.all()).token_expired_time;
    const session = await this.sessions.open(kind, subjectId, minutes, manager);
    const expiresIn = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
    const token = await this.jwt.signAsync(
      { sub: String(subjectId), sid: session.id },
      { privateKey: jwtKey(this.config.auth.jwtSecret), audience: kind, expiresIn, algorithm: 'HS256' },
    );
    return { token, token_type: 'Bearer', expires_in: expiresIn, expired_at: session.expiresAt.toISOString() };
  }

  /** A fresh token for a live session; the old session ends so its token stops working. */
  async refresh(kind: SessionKind, subjectId: number, sessionId: string): Promise<IssuedToken> {
    const issued = await this.issue(kind, subjectId);
    await this.sessions.revoke(sessionId);
    return issued;
  }
}
