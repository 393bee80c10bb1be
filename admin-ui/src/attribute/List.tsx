import { DataTable, DeleteButton, SearchInput, SelectInput, type RaRecord } from 'react-admin';
import { EnumField } from '../common/EnumField';
import { EditLinkButton } from '../common/fields';
import { datePart } from '../common/format';
import { ResourceList } from '../common/ListLayout';
import { deleteMutationOptions } from '../common/mutationFeedback';
import { POSITIONS } from './Form';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="position" source="position" choices={POSITIONS} />];

const values = (record: RaRecord) => ((record.options as { value: string }[] | undefined) ?? []).map((o) => o.value).join(', ');

/** id, name, position, values, order, updated_at, actions. */
export const AttributeList = () => (
  <ResourceList filters={filters} sort={{ field: 'order', order: 'ASC' }} primaryText={(r) => r.name} secondaryText={values}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" disableSort />
    <DataTable.Col source="position">
      <EnumField source="position" prefix="app.attribute.positions" />
    </DataTable.Col>
    <DataTable.Col source="options" disableSort render={values} />
    <DataTable.Col source="order" />
    <DataTable.Col source="updated_at" render={datePart('updated_at')} />
    <DataTable.Col label="app.list.actions" disableSort>
      <EditLinkButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={deleteMutationOptions} redirect={false} />
    </DataTable.Col>
  </ResourceList>
);
