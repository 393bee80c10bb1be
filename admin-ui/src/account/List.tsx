import { BooleanField, DataTable, DeleteButton, SearchInput } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** id, name, email, enabled, updated_at, actions. */
export const AccountList = () => (
  <ResourceList filters={filters} primaryText={(r) => r.name} secondaryText={(r) => r.email}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="email" />
    <DataTable.Col source="enabled" field={BooleanField} />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
    </DataTable.Col>
  </ResourceList>
);
