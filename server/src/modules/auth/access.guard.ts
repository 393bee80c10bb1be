import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Access, ACCESS_KEY } from '../../common/auth/decorators';
import { Principal } from '../../common/auth/principal';
import { ForbiddenError, UnauthorizedError } from '../../common/errors';
import { Authenticator } from './authenticator';

export const LOGIN_EXPIRED = 'Login expired. Please log in again.';

/**
 * The one guard on every route. Deny by default: a handler must declare @Public(),
 * @CustomerSession(), @AdminSession() or @Allow(permission).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: Authenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    if (!access) throw new ForbiddenError();

    if (access.kind === 'public') {
      if (request.headers.authorization) {
        const { principal } = await this.authenticator.authenticate('customer', request);
        if (principal) request.principal = principal;
      }
      return true;
    }

    const { principal, expired } = await this.authenticator.authenticate(access.kind, request);
    if (!principal) throw new UnauthorizedError(expired ? LOGIN_EXPIRED : 'Please log in first');
    request.principal = principal;
    const granted = (name: string) => principal.kind === 'admin' && principal.permissions.has(name);
    if (access.kind === 'admin' && access.permission && !granted(access.permission) && !(access.alternatives ?? []).some(granted)) {
      throw new ForbiddenError();
    }
    return true;
  }
}
