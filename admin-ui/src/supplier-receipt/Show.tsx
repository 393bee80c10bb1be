import { ArrayField, DataTable, FunctionField, NumberField, Show, SimpleShowLayout, TextField, type RaRecord } from 'react-admin';
import { dateTime } from '../common/format';
import { useNotFoundRedirect } from '../common/mutationFeedback';
import { useMoney } from '../common/useMoney';

/** A posted receipt: who supplied what into which warehouse, at what unit cost. It cannot be changed. */
export const ReceiptShow = () => {
  const notFound = useNotFoundRedirect('supplier/receipt', 'list');
  const money = useMoney();
  return (
    <Show queryOptions={{ onError: notFound }} actions={false}>
      <SimpleShowLayout>
        <TextField source="number" />
        <TextField source="supplier_name" />
        <TextField source="warehouse_name" />
        <TextField source="reference" emptyText="-" />
        <TextField source="note" emptyText="-" />
        <TextField source="admin_name" />
        <FunctionField source="created_at" render={dateTime('created_at')} />
        <ArrayField source="lines">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="sku" label="resources.supplier/receipt.fields.sku" />
            <DataTable.Col source="name" label="resources.supplier/receipt.fields.product" />
            <DataTable.Col source="quantity" label="resources.supplier/receipt.fields.quantity" field={NumberField} />
            <DataTable.Col source="unit_cost" label="resources.supplier/receipt.fields.unit_cost" render={(line: RaRecord) => money(line.unit_cost)} />
          </DataTable>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
};
