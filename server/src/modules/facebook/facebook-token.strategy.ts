import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import passport from 'passport';
import { UnauthorizedError } from '../../common/errors';
import { AppValidationPipe } from '../../common/validation.pipe';
import { StrategyNames } from '../auth';
import { FacebookGraphClient, FacebookUser } from './facebook-graph.client';
import { FacebookTokenDto } from './facebook.dto';
import { facebookMessages } from './facebook.messages';

const FACEBOOK_TOKEN = 'facebook-token';

/** Where the guard puts the verified Facebook user on the request. */
const FACEBOOK_USER = 'facebookUser';

type Verified = (error: unknown, user?: FacebookUser | false) => void;

/**
 * A passport strategy for the access token the Facebook JS SDK gave the browser, posted as
 * `access_token`. passport-facebook is the other flow (a redirect to Facebook's dialog and back with a
 * code, then a server-side token exchange), which the shop's SDK sign-in does not use: see the README.
 */
export class FacebookAccessTokenStrategy extends passport.Strategy {
  readonly name = FACEBOOK_TOKEN;

  constructor(private readonly verify: (accessToken: string, done: Verified) => void) {
    super();
  }

  authenticate(req: Request): void {
    const token: unknown = (req.body as { access_token?: unknown } | undefined)?.access_token;
    if (typeof token !== 'string' || token === '') return this.fail(400);
    this.verify(token, (error, user) => {
      if (error) this.error(error);
      else if (user) this.success(user);
      else this.fail(401);
    });
  }
}

/** Facebook access tokens, checked with the Graph API (FacebookGraphClient). */
@Injectable()
export class FacebookTokenStrategy extends PassportStrategy<typeof FacebookAccessTokenStrategy, FacebookUser>(FacebookAccessTokenStrategy, FACEBOOK_TOKEN) {
  constructor(
    names: StrategyNames,
    private readonly graph: FacebookGraphClient,
  ) {
    super();
    names.adopt(FACEBOOK_TOKEN, this);
  }

  async validate(accessToken: string): Promise<FacebookUser | false> {
    return (await this.graph.userOf(accessToken)) ?? false;
  }
}

/**
 * Signs a request in with its Facebook access token (FacebookTokenStrategy), answering "Login Fail"
 * when Facebook refuses the token. Guards run before pipes, and passport reads the token from the
 * body, so the body is checked here first with the app's validation pipe: a missing or malformed
 * access_token answers 422 naming the field, exactly as the pipe would on the handler. The strategy
 * is named through StrategyNames, hence `defaultStrategy` (and no PassportModule: see AuthModule).
 */
@Injectable()
export class FacebookTokenGuard extends AuthGuard() {
  private readonly pipe = new AppValidationPipe();

  constructor(names: StrategyNames) {
    super({ defaultStrategy: names.of(FACEBOOK_TOKEN), session: false, property: FACEBOOK_USER });
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await this.pipe.transform(request.body, { type: 'body', metatype: FacebookTokenDto });
    await super.canActivate(context);
    return true;
  }

  override handleRequest<TUser = FacebookUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error instanceof Error ? error : new UnauthorizedError(facebookMessages.login_fail);
    if (!user) throw new UnauthorizedError(facebookMessages.login_fail);
    return user;
  }
}

/** The Facebook user FacebookTokenGuard signed in. */
export const CurrentFacebookUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): FacebookUser => ctx.switchToHttp().getRequest<Record<string, FacebookUser>>()[FACEBOOK_USER],
);
