import { BooleanField, DataTable, DeleteButton, NullableBooleanInput, SearchInput } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="enabled" source="enabled" />];

/** id, identifier, title, enabled, updated_at, actions; titles in the interface language. */
export const BlockList = () => (
  <ResourceList filters={filters} primaryText={(r) => r.title} secondaryText={(r) => r.identifier}>
    <DataTable.Col source="id" />
    <DataTable.Col source="identifier" />
    <DataTable.Col source="title" disableSort />
    <DataTable.Col source="enabled" field={BooleanField} />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
    </DataTable.Col>
  </ResourceList>
);
