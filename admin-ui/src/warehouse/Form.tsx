import { BooleanInput, required, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../common/Toolbar';

/** enabled (sets the status of its inventories), name, address; one form for create and edit. */
export const WarehouseForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? { enabled: true } : undefined} sx={{ maxWidth: 640 }}>
    <BooleanInput source="enabled" helperText="app.warehouse.enabled_help" />
    <TextInput source="name" validate={required()} fullWidth />
    <TextInput source="address" multiline minRows={2} fullWidth />
  </SimpleForm>
);

export const warehouseBody = (data: Record<string, unknown>) => ({ enabled: Boolean(data.enabled), name: data.name, address: data.address ?? '' });
