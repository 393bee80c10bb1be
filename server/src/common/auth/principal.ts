/**
 * Who is signed in, as guards and handlers see them. The shapes are declared here, not imported:
 * common/ depends on no module. The auth module's strategies fill them with the account and customer
 * modules' rows, which fit them.
 */

/** A signed-in admin: the account and its role. */
export interface PrincipalAdmin {
  id: number;
  name: string;
  email: string;
  language: string;
  enabled: boolean;
  roleId: number;
  role: { id: number; name: string; isSuperAdmin: boolean; permissions: string[] };
}

/** A signed-in shopper. */
export interface PrincipalCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  enabled: boolean;
}

/** `A`: the owning module may name its own row type (the strategy puts that row here). */
export interface AdminPrincipal<A extends PrincipalAdmin = PrincipalAdmin> {
  kind: 'admin';
  sessionId: string;
  expiresAt: Date;
  admin: A;
  permissions: ReadonlySet<string>;
}

export interface CustomerPrincipal<C extends PrincipalCustomer = PrincipalCustomer> {
  kind: 'customer';
  sessionId: string;
  expiresAt: Date;
  customer: C;
}

export type Principal = AdminPrincipal | CustomerPrincipal;

/** Claims of our tokens; `aud` tells the session kind, `sid` the session row. */
export interface TokenClaims {
  sub: string;
  sid: string;
  aud: 'admin' | 'customer';
}
