import { DataTable, NumberField, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { dateTime } from '../common/format';
import { ResourceList } from '../common/ListLayout';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="supplier_id" source="supplier_id" reference="supplier" sort={{ field: 'name', order: 'ASC' }} perPage={500}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

/** Receipts, newest first: number, supplier, warehouse, reference, units, who posted it and when; a row opens the receipt. */
export const ReceiptList = () => (
  <ResourceList filters={filters} rowLink="show" primaryText={(r) => `${r.number} · ${r.supplier_name}`} secondaryText={(r) => r.warehouse_name}>
    <DataTable.Col source="number" disableSort />
    <DataTable.Col source="supplier_name" disableSort />
    <DataTable.Col source="warehouse_name" disableSort />
    <DataTable.Col source="reference" />
    <DataTable.Col source="quantity" field={NumberField} disableSort />
    <DataTable.Col source="admin_name" disableSort />
    <DataTable.Col source="created_at" render={dateTime('created_at')} />
  </ResourceList>
);
