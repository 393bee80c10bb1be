import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import type { AdminPrincipal, CustomerPrincipal } from './principal';

export const ACCESS_KEY = 'shop:access';

/** Who may call a handler. A handler without one is denied. */
export type Access = { kind: 'public' } | { kind: 'customer' } | { kind: 'admin'; permission?: string; alternatives?: string[] };

/** Open to anyone; a shopper's token, when sent and valid, is still read. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);

/** Any signed-in shopper. */
export const CustomerSession = () => applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'customer' } satisfies Access), ApiBearerAuth('customer'));

/** Any signed-in, enabled admin, whatever the role. */
export const AdminSession = () => applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'admin' } satisfies Access), ApiBearerAuth('admin'));

/**
 * A signed-in admin whose role holds this permission (checked on every request). Alternatives also
 * open the route: a lookup a form of another screen needs (e.g. brands for the product form). The
 * names are checked against the permission catalogue when the app starts (auth/allow-audit.ts).
 */
export function Allow(permission: string, ...alternatives: string[]) {
  const access: Access = alternatives.length > 0 ? { kind: 'admin', permission, alternatives } : { kind: 'admin', permission };
  return applyDecorators(SetMetadata(ACCESS_KEY, access), ApiBearerAuth('admin'));
}

export const CurrentAdmin = createParamDecorator((_: unknown, ctx: ExecutionContext): AdminPrincipal => ctx.switchToHttp().getRequest().principal);

export const CurrentCustomer = createParamDecorator((_: unknown, ctx: ExecutionContext): CustomerPrincipal => ctx.switchToHttp().getRequest().principal);

/** What @OptionalCustomer() reads (the fast path knows a handler's optional shopper by it). */
export function optionalCustomerOf(_: unknown, ctx: ExecutionContext): CustomerPrincipal | undefined {
  const principal = ctx.switchToHttp().getRequest().principal;
  return principal?.kind === 'customer' ? principal : undefined;
}

/** The shopper when a valid token came with a public request, else undefined. */
export const OptionalCustomer = createParamDecorator(optionalCustomerOf);
