import { ForbiddenError } from '../../common/errors';
import { permissionMessages } from './permission.messages';

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

/** The missing permission names as the refusals list them. */
const notHeld = (missing: string[]) => ({ permissions: missing.join(', ') });

/** The names in `permissions` the actor does not hold, sorted. */
function missingPermissions(actor: Grantor, permissions: Iterable<string>): string[] {
  if (actor.isSuperAdmin) return [];
  return [...new Set(permissions)].filter((p) => !actor.permissions.has(p)).sort();
}

/** Giving or taking away these permissions (on a role) needs the actor to hold every one of them. */
export function assertMayChangePermissions(actor: Grantor, changed: Iterable<string>): void {
  const missing = missingPermissions(actor, changed);
  if (missing.length > 0) throw new ForbiddenError(permissionMessages.not_held_grant(notHeld(missing)));
}

/**
 * Renaming, changing or deleting a role is managing what it hands out: the actor must hold all it holds
 * (the super admin role itself is fixed, see RoleService).
 */
export function assertMayEditRole(actor: Grantor, role: GrantedRole): void {
  const missing = missingPermissions(actor, role.permissions);
  if (missing.length > 0) throw new ForbiddenError(permissionMessages.not_held_role(notHeld(missing)));
}

/** Assigning a role to an account: the super admin role by a super admin only, any other by someone holding all it holds. */
export function assertMayAssignRole(actor: Grantor, role: GrantedRole): void {
  if (role.isSuperAdmin && !actor.isSuperAdmin) throw new ForbiddenError(permissionMessages.only_super_admin_assigns);
  const missing = missingPermissions(actor, role.permissions);
  if (missing.length > 0) throw new ForbiddenError(permissionMessages.not_held_assign(notHeld(missing)));
}

/**
 * Editing, disabling, deleting or setting the password of an account is taking over what it holds:
 * a super admin account by a super admin only, any other by someone holding all its role holds.
 */
export function assertMayManageAccount(actor: Grantor, role: GrantedRole): void {
  if (role.isSuperAdmin && !actor.isSuperAdmin) throw new ForbiddenError(permissionMessages.only_super_admin_manages);
  const missing = missingPermissions(actor, role.permissions);
  if (missing.length > 0) throw new ForbiddenError(permissionMessages.not_held_manage(notHeld(missing)));
}
