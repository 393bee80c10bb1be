import {
  ArrayInput,
  BooleanInput,
  email,
  FormDataConsumer,
  regex,
  required,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { useMemo } from 'react';
import { DECIMAL_AMOUNT_PATTERN, decimalToMinorUnits, minorUnitsToDecimal, type Schema } from '@shop/kernel';
import { FormToolbar } from '../common/Toolbar';
import { StockPicker } from './StockPicker';

type SupplierStock = Schema<'SupplierStockAnswer'>;

const money = regex(DECIMAL_AMOUNT_PATTERN, 'app.validation.money');

/** The record as the form holds it: each cost price as money text of the base currency (3.20). */
export const supplierFormValues = (record: RaRecord): RaRecord => ({
  ...record,
  stocks: ((record.stocks ?? []) as SupplierStock[]).map((s) => ({ ...s, cost_price: minorUnitsToDecimal(s.cost_price) })),
});

/** The API body: cost prices back in minor units. */
export const supplierBody = (data: RaRecord) => ({
  name: data.name,
  contact_name: data.contact_name ?? '',
  email: data.email ?? '',
  phone: data.phone ?? '',
  address: data.address ?? '',
  notes: data.notes ?? '',
  enabled: Boolean(data.enabled),
  stocks: ((data.stocks ?? []) as { stock_id: number | null; cost_price: string }[]).map((s) => ({
    stock_id: s.stock_id,
    cost_price: decimalToMinorUnits(s.cost_price),
  })),
});

/** name, one contact, email, phone, address, notes, enabled, and the stocks supplied at a cost price each; one form for create and edit. */
export const SupplierForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  const record = useRecordContext();
  const values = useMemo(() => (record ? supplierFormValues(record) : undefined), [record]);
  return (
    <SimpleForm
      record={values}
      toolbar={<FormToolbar deletable={!isCreate} />}
      defaultValues={isCreate ? { enabled: true, stocks: [] } : undefined}
      sx={{ maxWidth: 880 }}
    >
      <BooleanInput source="enabled" helperText="app.supplier.enabled_help" />
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="contact_name" fullWidth />
      <TextInput source="email" type="email" validate={email()} fullWidth />
      <TextInput source="phone" fullWidth />
      <TextInput source="address" multiline minRows={2} fullWidth />
      <TextInput source="notes" multiline minRows={2} fullWidth />
      <ArrayInput source="stocks" helperText="app.supplier.stocks_help">
        <SimpleFormIterator inline disableReordering>
          <FormDataConsumer>
            {({ scopedFormData }) => (
              <StockPicker
                source="stock_id"
                initial={
                  scopedFormData?.stock_id
                    ? { id: scopedFormData.stock_id, product_id: scopedFormData.product_id, sku: scopedFormData.sku ?? '', name: scopedFormData.name ?? '' }
                    : null
                }
                validate={required()}
              />
            )}
          </FormDataConsumer>
          <TextInput source="cost_price" label="resources.supplier.fields.cost_price" validate={[required(), money]} sx={{ maxWidth: 160 }} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
};
