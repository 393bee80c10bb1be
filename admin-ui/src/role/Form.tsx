import { required, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { FormToolbar } from '../common/Toolbar';
import { PermissionsInput } from './PermissionsInput';

/** Name and permissions; one form for create and edit. */
export const RoleForm = ({ deletable = false }: { deletable?: boolean }) => {
  const record = useRecordContext();
  const superAdmin = Boolean(record?.is_super_admin);
  return (
    <SimpleForm toolbar={<FormToolbar deletable={deletable && !superAdmin} />} defaultValues={{ permission_list: [] }}>
      <TextInput source="name" validate={required()} disabled={superAdmin} fullWidth sx={{ maxWidth: 480 }} />
      <PermissionsInput source="permission_list" disabled={superAdmin} />
    </SimpleForm>
  );
};

/** The body the API takes: {name, permissions} (flat, deduplicated); the super admin role keeps its name and every permission. */
export const roleBody = (data: Record<string, unknown>) => {
  if (data.is_super_admin) return {};
  return { name: data.name, permissions: [...new Set((data.permission_list as string[] | undefined) ?? [])] };
};
