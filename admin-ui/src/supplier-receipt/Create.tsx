import { useEffect, useState } from 'react';
import {
  ArrayInput,
  Create,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  type RaRecord,
} from 'react-admin';
import { DECIMAL_AMOUNT_PATTERN, decimalToMinorUnits, type Schema } from '@shop/kernel';
import { createMutationOptions } from '../common/mutationFeedback';
import type { ShopDataProvider } from '../providers/dataProvider';
import { StockPicker } from '../supplier/StockPicker';

type WarehouseOption = Schema<'ReceiptWarehouseOption'>;

/** The most of one stock a line takes (MAX_QUANTITY on the server) and the most lines. */
const MAX_QUANTITY = 1_000_000_000;

const money = regex(DECIMAL_AMOUNT_PATTERN, 'app.validation.money');

/** The API body: unit costs in minor units of the base currency. */
export const receiptBody = (data: RaRecord) => ({
  supplier_id: data.supplier_id,
  warehouse_id: data.warehouse_id,
  reference: data.reference ?? '',
  note: data.note ?? '',
  lines: ((data.lines ?? []) as { stock_id: number | null; quantity: number; unit_cost: string }[]).map((l) => ({
    stock_id: l.stock_id,
    quantity: Number(l.quantity),
    unit_cost: decimalToMinorUnits(l.unit_cost),
  })),
});

/**
 * /admin/supplier/receipt/create: goods received from an enabled supplier into an enabled warehouse,
 * each line a stock, a quantity and a unit cost. Posted, the quantities are in the warehouse's
 * inventory and the page shows the receipt; a receipt is never edited (an inventory minus move corrects it).
 */
export const ReceiptCreate = () => {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [warehouses, setWarehouses] = useState<WarehouseOption[]>([]);
  useEffect(() => {
    dataProvider.fetch<WarehouseOption[]>('supplier/receipt/warehouse').then(setWarehouses, () => setWarehouses([]));
  }, [dataProvider]);

  return (
    <Create redirect={(_resource, id) => `supplier/receipt/show/${String(id)}`} mutationOptions={createMutationOptions} transform={receiptBody}>
      <SimpleForm defaultValues={{ lines: [{ stock_id: null, quantity: 1, unit_cost: '' }] }} sx={{ maxWidth: 880 }}>
        <ReferenceInput source="supplier_id" reference="supplier" filter={{ enabled: true }} sort={{ field: 'name', order: 'ASC' }} perPage={500}>
          <SelectInput optionText="name" validate={required()} />
        </ReferenceInput>
        <SelectInput source="warehouse_id" choices={warehouses} optionText="name" validate={required()} />
        <TextInput source="reference" helperText="app.receipt.reference_help" fullWidth />
        <TextInput source="note" multiline fullWidth />
        <ArrayInput source="lines" validate={required()}>
          <SimpleFormIterator inline disableReordering>
            <StockPicker source="stock_id" validate={required()} />
            <NumberInput
              source="quantity"
              label="resources.supplier/receipt.fields.quantity"
              min={1}
              step={1}
              validate={[required(), minValue(1), maxValue(MAX_QUANTITY)]}
              sx={{ maxWidth: 140 }}
            />
            <TextInput source="unit_cost" label="resources.supplier/receipt.fields.unit_cost" validate={[required(), money]} sx={{ maxWidth: 160 }} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Create>
  );
};
