import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Access, ACCESS_KEY } from '../../common/auth/decorators';
import { Principal } from '../../common/auth/principal';
import { ForbiddenError } from '../../common/errors';
import { BearerGuard } from './bearer.guard';
import { JWT_STRATEGY } from './jwt-session';
import { StrategyNames } from './strategy-names';

/**
 * The one guard on every route. Deny by default: a handler must declare @Public(),
 * @CustomerSession(), @AdminSession() or @Allow(permission). Tokens are checked by the passport
 * strategies of their kind (the account module's admin-jwt, the customer module's customer-jwt) through @nestjs/passport's AuthGuard (BearerGuard).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly signedIn: Record<'admin' | 'customer', BearerGuard>;
  private readonly maybeCustomer: BearerGuard;

  constructor(
    private readonly reflector: Reflector,
    names: StrategyNames,
  ) {
    this.signedIn = { admin: new BearerGuard(names.of(JWT_STRATEGY.admin)), customer: new BearerGuard(names.of(JWT_STRATEGY.customer)) };
    this.maybeCustomer = new BearerGuard(names.of(JWT_STRATEGY.customer), true);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!access) throw new ForbiddenError();
    const request = context.switchToHttp().getRequest<Request & { principal?: Principal }>();

    if (access.kind === 'public') {
      // A shopper's token, when sent and valid, is still read (@OptionalCustomer()); a bad one is ignored.
      if (request.headers.authorization) await this.maybeCustomer.canActivate(context);
      return true;
    }

    await this.signedIn[access.kind].canActivate(context);
    const principal = request.principal!;
    const granted = (name: string) => principal.kind === 'admin' && principal.permissions.has(name);
    if (access.kind === 'admin' && access.permission && !granted(access.permission) && !(access.alternatives ?? []).some(granted)) {
      throw new ForbiddenError();
    }
    return true;
  }
}
