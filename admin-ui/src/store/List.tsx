import { BooleanField, DataTable, DeleteButton, NullableBooleanInput, SearchInput } from 'react-admin';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { OpenPosButton } from './OpenPosButton';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="enabled" source="enabled" />];

/** id, name, address, warehouse, enabled, updated_at, actions (edit, Open POS, delete). */
export const StoreList = () => (
  <ResourceList filters={filters} primaryText={(r) => r.name} secondaryText={(r) => r.address}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="address" />
    <DataTable.Col source="warehouse_name" />
    <DataTable.Col source="enabled" field={BooleanField} />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <OpenPosButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
    </DataTable.Col>
  </ResourceList>
);
