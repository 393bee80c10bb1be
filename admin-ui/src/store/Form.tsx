import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  maxLength,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
  usePermissions,
} from 'react-admin';
import { FormToolbar } from '../common/Toolbar';
import { OpenPosButton } from './OpenPosButton';

/**
 * A physical store: enabled, name, address, phone, opening hours, the warehouse its till sells from and
 * its staff (admin accounts who may sell there). One form for create and edit; edit adds "Open POS".
 */
export const StoreForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  const { permissions } = usePermissions<string[]>();
  // The staff are admin accounts: picked from their list, which needs account.list.
  const seesAccounts = Array.isArray(permissions) && permissions.includes('account.list');
  return (
    <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? { enabled: true, staff_ids: [] } : undefined} sx={{ maxWidth: 720 }}>
      {!isCreate && <OpenPosButton variant="outlined" />}
      <BooleanInput source="enabled" helperText="app.store.enabled_help" />
      <TextInput source="name" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="address" validate={maxLength(500)} multiline minRows={2} fullWidth />
      <TextInput source="phone" validate={maxLength(30)} autoComplete="off" />
      <TextInput source="opening_hours" validate={maxLength(500)} multiline minRows={2} fullWidth helperText="app.store.opening_hours_help" />
      <ReferenceInput source="warehouse_id" reference="warehouse" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <AutocompleteInput
          optionText="name"
          label="resources.store.fields.warehouse_id"
          helperText="app.store.warehouse_help"
          validate={required()}
          sx={{ minWidth: 320 }}
        />
      </ReferenceInput>
      {seesAccounts ? (
        <ReferenceArrayInput source="staff_ids" reference="account" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <AutocompleteArrayInput optionText="name" label="resources.store.fields.staff_ids" helperText="app.store.staff_help" fullWidth />
        </ReferenceArrayInput>
      ) : null}
    </SimpleForm>
  );
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The API body of POST and PUT /api/admin/store. */
export const storeBody = (data: Record<string, unknown>) => ({
  enabled: Boolean(data.enabled),
  name: text(data.name),
  address: text(data.address),
  phone: text(data.phone),
  opening_hours: text(data.opening_hours),
  warehouse_id: data.warehouse_id,
  ...(Array.isArray(data.staff_ids) ? { staff_ids: data.staff_ids.map(Number) } : {}),
});
