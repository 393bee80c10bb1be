import { BooleanField, DataTable, DeleteButton, NullableBooleanInput, SearchInput } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="enabled" source="enabled" />];

/** id, title, url, enabled, updated_at, actions; titles in the interface language. */
export const PageList = () => (
  <ResourceList filters={filters} primaryText={(r) => r.title} secondaryText={(r) => `/page/${r.url}`}>
    <DataTable.Col source="id" />
    <DataTable.Col source="title" disableSort />
    <DataTable.Col source="url" />
    <DataTable.Col source="enabled" field={BooleanField} />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
    </DataTable.Col>
  </ResourceList>
);
