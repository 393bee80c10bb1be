import { ForbiddenError } from '../../common/errors';

/**
 * Who may hand out power. One rule for every write that assigns roles or permissions: nobody grants
 * what they do not hold, and the super admin role (which holds every permission, now and as the
 * catalogue grows) is handed out, changed or taken away only by a super admin.
 */

/** The acting admin as the rules see them: whether they are a super admin, and what they hold. */
export interface Grantor {
  isSuperAdmin: boolean;
  permissions: ReadonlySet<string>;
}

/** The signed-in admin (an AdminPrincipal) as a grantor. */
export function grantorOf(principal: { admin: { role: { isSuperAdmin: boolean } }; permissions: ReadonlySet<string> }): Grantor {
  return { isSuperAdmin: principal.admin.role.isSuperAdmin, permissions: principal.permissions };
}

/** A role as the rules see it. */
export interface GrantedRole {
  isSuperAdmin: boolean;
  permissions: readonly string[];
}

export const ONLY_SUPER_ADMIN_ASSIGNS = 'Only a super admin can assign the super admin role';
export const ONLY_SUPER_ADMIN_MANAGES = 'Only a super admin can change a super admin account';
export const OWN_ROLE = 'You cannot change your own role';
export const SUPER_ADMIN_ROLE_FIXED = 'The super admin role cannot be renamed or changed';

const notHeld = (what: string, missing: string[]) => `${what} permissions you do not hold: ${missing.join(', ')}`;

/** The names in `permissions` the actor does not hold, sorted. */
function missingPermissions(actor: Grantor, permissions: Iterable<string>): string[] {
  if (actor.isSuperAdmin) return [];
  return [...new Set(permissions)].filter((p) => !actor.permissions.has(p)).sort();
}

/** Giving or taking away these permissions (on a role) needs the actor to hold every one of them. */
export function assertMayChangePermissions(actor: Grantor, changed: Iterable<string>): void {
  const missing = missingPermissions(actor, changed);
  if (missing.length > 0) throw new ForbiddenError(notHeld('You cannot grant or remove', missing));
}

/** Assigning a role to an account: the super admin role by a super admin only, any other by someone holding all it holds. */
export function assertMayAssignRole(actor: Grantor, role: GrantedRole): void {
  if (role.isSuperAdmin && !actor.isSuperAdmin) throw new ForbiddenError(ONLY_SUPER_ADMIN_ASSIGNS);
  const missing = missingPermissions(actor, role.permissions);
  if (missing.length > 0) throw new ForbiddenError(notHeld('You cannot assign a role with', missing));
}

/**
 * Editing, disabling, deleting or setting the password of an account is taking over what it holds:
 * a super admin account by a super admin only, any other by someone holding all its role holds.
 */
export function assertMayManageAccount(actor: Grantor, role: GrantedRole): void {
  if (role.isSuperAdmin && !actor.isSuperAdmin) throw new ForbiddenError(ONLY_SUPER_ADMIN_MANAGES);
  const missing = missingPermissions(actor, role.permissions);
  if (missing.length > 0) throw new ForbiddenError(notHeld('You cannot change an account that holds', missing));
}
