import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput,
  Create,
  FormDataConsumer,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { Schema } from '@shop/kernel';
import { createMutationOptions } from '../common/mutationFeedback';
import { useMoney } from '../common/useMoney';
import { BuyerInputs } from './BuyerInputs';
import { RemotePicker } from './RemotePicker';
import { NEW_ADDRESS, ShippingInputs } from './ShippingInputs';

type StockOption = Schema<'OrderStockOption'>;

/** The limits POST /api/admin/order takes (MAX_STAFF_LINES and MAX_STAFF_QUANTITY on the server). */
const MAX_LINES = 100;
const MAX_QUANTITY = 9999;

/** Staff orders are paid offline: a card is paid by the shopper at checkout. */
const PAYMENT_CODES = ['bank_transfer', 'cash_on_delivery'] as const;

/** The language is preselected once the shop's main language is known (BuyerInputs). */
const NEW_ORDER = {
  buyer: 'guest',
  language: '',
  lines: [{ stock_id: null, quantity: 1 }],
  payment_method: 'bank_transfer',
  shipping_address_id: NEW_ADDRESS,
  shipping_address: {},
};

/** A key made once per create screen, so a repeated save makes one order. */
const newKey = () => `staff-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The API body of POST /api/admin/order from the form's values: a customer's saved address by its id, else the address typed in. */
export function staffOrderBody(data: RaRecord, key: string) {
  const guest = data.buyer !== 'customer';
  const blank = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const savedAddress = !guest && typeof data.shipping_address_id === 'number' ? data.shipping_address_id : undefined;
  return {
    ...(guest ? { email: blank(data.email) } : { customer_id: data.customer_id ?? undefined }),
    language: blank(data.language),
    lines: ((data.lines ?? []) as { stock_id: number | null; quantity: number }[]).map((l) => ({ stock_id: l.stock_id, quantity: Number(l.quantity) })),
    ...(savedAddress !== undefined ? { shipping_address_id: savedAddress } : { shipping_address: data.shipping_address }),
    shipping_method_id: data.shipping_method_id,
    payment_method: data.payment_method,
    note: blank(data.note),
    comment: blank(data.comment),
    idempotency_key: key,
  };
}

/**
 * /admin/order/create: staff take a phone order for a customer (picked by email or name) or a guest
 * email: the language of the order mails, the items (a stock picked by product name or SKU, and a
 * quantity), the shipping address (a customer's saved one or a new one), a shipping method that
 * delivers there, an offline payment method, the shopper's note and a comment for the history. Every
 * read needs only order.create. Saved, it opens the new order; refused, the server's messages show in
 * the interface language (by their codes, through @shop/kernel's message book), on their fields and in the
 * "Create Fail" dialog.
 */
export const OrderCreate = () => {
  const translate = useTranslate();
  const money = useMoney();
  const [key] = useState(newKey);
  const stockLabel = (s: StockOption) => [s.name, s.options, s.sku].filter(Boolean).join(' · ');

  return (
    <Create redirect={(_resource, id) => `order/${id}`} mutationOptions={createMutationOptions} transform={(data: RaRecord) => staffOrderBody(data, key)}>
      <SimpleForm defaultValues={NEW_ORDER} sx={{ maxWidth: 880 }}>
        <BuyerInputs />

        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          {translate('app.order.sections.lines')}
        </Typography>
        <ArrayInput source="lines" label={false} validate={required()}>
          <SimpleFormIterator inline disableReordering>
            <RemotePicker<StockOption>
              source="stock_id"
              label="resources.order.fields.stock_id"
              path="order/stock"
              optionLabel={stockLabel}
              optionDisabled={(s) => !s.visible || s.available <= 0}
              renderOption={(s) => (
                <Box>
                  <Typography variant="body2">{stockLabel(s)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate('app.order.create.stock_detail', { price: money(s.unit_price), available: s.available })}
                    {s.visible ? '' : ` · ${translate('app.order.create.hidden')}`}
                  </Typography>
                </Box>
              )}
              validate={required()}
            />
            <NumberInput
              source="quantity"
              label="resources.order.fields.quantity"
              min={1}
              max={MAX_QUANTITY}
              step={1}
              validate={[required(), minValue(1), maxValue(MAX_QUANTITY)]}
              sx={{ maxWidth: 140 }}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <FormDataConsumer>
          {({ formData }) =>
            (formData.lines?.length ?? 0) > MAX_LINES ? (
              <Typography color="error" variant="body2">
                {translate('app.order.create.too_many_lines', { max: MAX_LINES })}
              </Typography>
            ) : null
          }
        </FormDataConsumer>

        <ShippingInputs />
        <SelectInput
          source="payment_method"
          label="resources.order.fields.payment"
          choices={PAYMENT_CODES.map((code) => ({ id: code, name: `app.payment.methods.${code}` }))}
          validate={required()}
          helperText="app.order.create.payment_help"
        />
        <TextInput source="note" multiline fullWidth helperText="app.order.create.note_help" />
        <TextInput source="comment" label="app.order.comment.label" multiline fullWidth helperText="app.order.comment.help" />
      </SimpleForm>
    </Create>
  );
};
