import { AuthGuard } from '@nestjs/passport';
import type { Principal } from '../../common/auth/principal';
import { httpMessages } from '../../common/common.messages';
import { UnauthorizedError } from '../../common/errors';
import { SESSION_EXPIRED } from './jwt-session';

/** passport-jwt's `info` for a token past its `exp`, or ours for a session that has run out. */
const isExpired = (info: unknown) => (info instanceof Error && info.name === 'TokenExpiredError') || info === SESSION_EXPIRED;

/**
 * @nestjs/passport's AuthGuard on one of this app's JWT strategies (named through StrategyNames, hence
 * `defaultStrategy` rather than AuthGuard('admin-jwt')). It puts the principal on `request.principal`
 * and answers the shop's 401 messages. Optional: no principal is no error (a public route reading a
 * shopper's token when one is sent).
 */
export class BearerGuard extends AuthGuard() {
  constructor(
    strategy: string,
    private readonly optional = false,
  ) {
    super({ defaultStrategy: strategy, session: false, property: 'principal' });
  }

  override handleRequest<TUser = Principal>(error: unknown, principal: TUser | false, info: unknown): TUser {
    if (error) throw error instanceof Error ? error : new UnauthorizedError();
    if (principal) return principal;
    if (this.optional) return undefined as TUser;
    throw new UnauthorizedError(isExpired(info) ? httpMessages.login_expired : httpMessages.log_in_first);
  }
}
