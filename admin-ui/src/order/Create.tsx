import { Box, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  Create,
  email,
  FormDataConsumer,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { Schema } from '../api/types';
import { useCountries } from '../common/countries';
import { createMutationOptions } from '../common/mutationFeedback';
import { useShopSettings } from '../common/shopSettings';
import { useMoney } from '../common/useMoney';
import { LOCALES, localeToCode } from '../providers/i18nProvider';
import { RemotePicker } from './RemotePicker';

type StockOption = Schema<'OrderStockOption'>;
type CustomerOption = Schema<'OrderCustomerOption'>;

/** The limits POST /api/admin/order takes (MAX_STAFF_LINES and MAX_STAFF_QUANTITY on the server). */
const MAX_LINES = 100;
const MAX_QUANTITY = 9999;

/** Staff orders are paid offline: a card is paid by the shopper at checkout. */
const PAYMENT_CODES = ['bank_transfer', 'cash_on_delivery'] as const;
const ADDRESS_FIELDS = ['first_name', 'last_name', 'contact_number', 'address'] as const;

const NEW_ORDER = { buyer: 'guest', language: '', lines: [{ stock_id: null, quantity: 1 }], payment_method: 'bank_transfer', shipping_address: {} };

/** A key made once per create screen, so a repeated save makes one order. */
const newKey = () => `staff-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** The API body of POST /api/admin/order from the form's values. */
export function staffOrderBody(data: RaRecord, key: string) {
  const guest = data.buyer !== 'customer';
  const blank = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    ...(guest ? { email: blank(data.email) } : { customer_id: data.customer_id ?? undefined }),
    language: blank(data.language),
    lines: ((data.lines ?? []) as { stock_id: number | null; quantity: number }[]).map((l) => ({ stock_id: l.stock_id, quantity: Number(l.quantity) })),
    shipping_address: data.shipping_address,
    shipping_method_id: data.shipping_method_id,
    payment_method: data.payment_method,
    note: blank(data.note),
    comment: blank(data.comment),
    idempotency_key: key,
  };
}

/** A shipping method's name in the interface language, else the main one, else any. */
function useMethodName() {
  const [locale] = useLocaleState();
  const settings = useShopSettings();
  const language = localeToCode(locale);
  return (record: RaRecord) => {
    const names = (record.name ?? {}) as Record<string, string>;
    return names[language] || names[settings?.mainLanguage ?? 'en_us'] || Object.values(names).find(Boolean) || String(record.id);
  };
}

/**
 * /admin/order/create: staff take a phone order for a customer (picked by email or name) or a guest
 * email: the items (a stock picked by product name or SKU, and a quantity), the language of the
 * order mails, the shipping address, the shipping method, an offline payment method, the shopper's
 * note and a comment for the history. Saved, it opens the new order.
 */
export const OrderCreate = () => {
  const translate = useTranslate();
  const money = useMoney();
  const methodName = useMethodName();
  const { list } = useCountries();
  const countries = useMemo(() => list.map((c) => ({ id: c.code, name: `${c.name} (${c.code})` })), [list]);
  const [key] = useState(newKey);
  const stockLabel = (s: StockOption) => [s.name, s.options, s.sku].filter(Boolean).join(' · ');
  const customerLabel = (c: CustomerOption) => `${`${c.first_name} ${c.last_name}`.trim()} <${c.email}>`;

  return (
    <Create redirect={(_resource, id) => `order/${id}`} mutationOptions={createMutationOptions} transform={(data: RaRecord) => staffOrderBody(data, key)}>
      <SimpleForm defaultValues={NEW_ORDER} sx={{ maxWidth: 880 }}>
        <Typography component="h2" variant="h6">
          {translate('app.order.create.buyer')}
        </Typography>
        <RadioButtonGroupInput
          source="buyer"
          label={false}
          choices={[
            { id: 'guest', name: 'app.order.create.guest' },
            { id: 'customer', name: 'app.order.create.customer' },
          ]}
        />
        <FormDataConsumer>
          {({ formData }) =>
            formData.buyer === 'customer' ? (
              <RemotePicker<CustomerOption>
                source="customer_id"
                label="resources.order.fields.customer"
                path="order/customer"
                optionLabel={customerLabel}
                optionDisabled={(c) => !c.enabled}
                helperText="app.order.create.customer_help"
                validate={required()}
              />
            ) : (
              <TextInput source="email" type="email" validate={[required(), email()]} helperText="app.order.create.email_help" fullWidth />
            )
          }
        </FormDataConsumer>
        <SelectInput
          source="language"
          choices={[{ id: '', name: 'app.order.create.default_language' }, ...LOCALES.map(({ code }) => ({ id: code, name: `app.configuration.language_names.${code}` }))]}
          helperText="app.order.create.language_help"
          emptyText="app.order.create.default_language"
        />

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
            <NumberInput source="quantity" min={1} max={MAX_QUANTITY} step={1} validate={[required(), minValue(1), maxValue(MAX_QUANTITY)]} sx={{ maxWidth: 140 }} />
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

        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          {translate('resources.order.fields.shipping_address')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
          {ADDRESS_FIELDS.map((field) => (
            <TextInput key={field} source={`shipping_address.${field}`} label={`app.order.create.address.${field}`} validate={required()} multiline={field === 'address'} fullWidth />
          ))}
          <AutocompleteInput source="shipping_address.country" label="app.order.create.address.country" choices={countries} validate={required()} fullWidth />
        </Box>

        <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
          {translate('app.order.sections.payment')}
        </Typography>
        <ReferenceInput source="shipping_method_id" reference="shipping" sort={{ field: 'order', order: 'ASC' }} perPage={100}>
          <SelectInput label="resources.order.fields.shipping_method" optionText={methodName} validate={required()} />
        </ReferenceInput>
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
