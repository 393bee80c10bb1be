import { DataTable, DeleteButton, SearchInput } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** id, name, updated_at (date part), actions. */
export const RoleList = () => (
  <ResourceList filters={filters} primaryText={(r) => r.name} secondaryText={datePart('updated_at')}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
    </DataTable.Col>
  </ResourceList>
);
