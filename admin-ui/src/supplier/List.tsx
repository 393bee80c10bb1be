import { BooleanField, DataTable, DeleteButton, NullableBooleanInput, SearchInput } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="enabled" source="enabled" />];

/** id, name, contact, email, phone, stocks supplied, enabled, updated_at, actions. */
export const SupplierList = () => (
  <ResourceList filters={filters} primaryText={(r) => r.name} secondaryText={(r) => r.contact_name}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="contact_name" />
    <DataTable.Col source="email" />
    <DataTable.Col source="phone" />
    <DataTable.Col source="stock_count" disableSort />
    <DataTable.Col source="enabled" field={BooleanField} />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
    </DataTable.Col>
  </ResourceList>
);
