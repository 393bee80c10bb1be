import type { Admin } from '../../modules/account/admin.entity';
import type { Customer } from '../../modules/customer/customer.entity';

export interface AdminPrincipal {
  kind: 'admin';
  sessionId: string;
  expiresAt: Date;
  admin: Admin;
  permissions: ReadonlySet<string>;
}

export interface CustomerPrincipal {
  kind: 'customer';
  sessionId: string;
  expiresAt: Date;
  customer: Customer;
}

export type Principal = AdminPrincipal | CustomerPrincipal;

/** Claims of our tokens; `aud` tells the session kind, `sid` the session row. */
export interface TokenClaims {
  sub: string;
  sid: string;
  aud: 'admin' | 'customer';
}
