import { defineMessages } from '../../common/messages';

/** The grant rules' refusals; `permissions` lists permission names (as the catalogue spells them). */
export const permissionMessages = defineMessages('permission', 'admin', {
  only_super_admin_assigns: 'Only a super admin can assign the super admin role',
  only_super_admin_manages: 'Only a super admin can change a super admin account',
  own_role: 'You cannot change your own role',
  super_admin_role_fixed: 'The super admin role cannot be renamed or changed',
  not_held_grant: 'You cannot grant or remove permissions you do not hold: {permissions}',
  not_held_assign: 'You cannot assign a role with permissions you do not hold: {permissions}',
  not_held_role: 'You cannot change or delete a role that holds permissions you do not hold: {permissions}',
  not_held_manage: 'You cannot change an account that holds permissions you do not hold: {permissions}',
});
