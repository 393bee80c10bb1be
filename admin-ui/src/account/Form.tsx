import {
  BooleanInput,
  email,
  PasswordInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useCanAccess,
  useGetIdentity,
  type Validator,
} from 'react-admin';
import { FormToolbar } from '../common/Toolbar';

const matchesPassword: Validator = (value, values) => ((value ?? '') === (values.password ?? '') ? undefined : 'app.account.password_mismatch');

/**
 * enabled, name, email, password, password_confirmation (required on create only) and the role. One
 * form for create and edit. A new account starts on role 1 (the spec's default) only for a super
 * admin, the one who may assign it; anyone else chooses a role.
 */
export const AccountForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  const { canAccess: canListRoles } = useCanAccess({ resource: 'role', action: 'list' });
  const { identity, isPending } = useGetIdentity();
  const passwordRules = isCreate ? [required()] : [];
  if (isCreate && isPending) return null;
  const defaults = isCreate ? { enabled: true, ...(identity?.role?.is_super_admin ? { role_id: 1 } : {}) } : undefined;
  return (
    <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={defaults} sx={{ maxWidth: 560 }}>
      <BooleanInput source="enabled" />
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="email" type="email" validate={[required(), email()]} fullWidth autoComplete="off" />
      <PasswordInput
        source="password"
        validate={passwordRules}
        fullWidth
        autoComplete="new-password"
        helperText={isCreate ? undefined : 'app.account.password_keep'}
      />
      <PasswordInput source="password_confirmation" validate={[...passwordRules, matchesPassword]} fullWidth autoComplete="new-password" />
      {canListRoles ? (
        <ReferenceInput source="role_id" reference="role" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <SelectInput optionText="name" validate={required()} fullWidth />
        </ReferenceInput>
      ) : (
        <TextInput source="role_name" disabled fullWidth helperText="app.account.role_locked" />
      )}
    </SimpleForm>
  );
};

/** What the API takes; an empty password on edit keeps the current one. */
export const accountBody = (data: Record<string, unknown>) => {
  const body: Record<string, unknown> = { enabled: data.enabled, name: data.name, email: data.email, role_id: data.role_id };
  if (data.password) {
    body.password = data.password;
    body.password_confirmation = data.password_confirmation ?? '';
  }
  return body;
};
