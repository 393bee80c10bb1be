import { defineMessages } from '../../common/messages';

export const roleMessages = defineMessages('role', 'admin', {
  permission_list: 'permissions must be a list of permission names',
  too_many_permissions: 'permissions must hold at most 1000 names',
  unknown_permissions: 'Unknown permission: {permissions}',
  name_taken: 'A role with this name already exists',
  super_admin_permissions: 'The super admin role always holds every permission',
  super_admin_undeletable: 'The super admin role cannot be deleted',
  in_use: 'This role is held by {count} admin account(s): give them another role first',
  must_exist: 'role_id must be an existing role',
});
