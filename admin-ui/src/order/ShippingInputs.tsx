import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { AutocompleteInput, required, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Schema } from '@shop/kernel';
import { useCountries } from '../common/countries';
import { useMoney } from '../common/useMoney';
import type { ShopDataProvider } from '../providers/dataProvider';
import { messagesOf } from '../providers/httpClient';

type Address = Schema<'AddressAnswer'>;
type ShippingOption = Schema<'ShippingOption'>;

/** The address select's choice "a new address" (the others are ids of the customer's address book). */
export const NEW_ADDRESS = 'new';
const ADDRESS_FIELDS = ['first_name', 'last_name', 'contact_number', 'address'] as const;
/** What a lookup that makes no call finds (one array, so effects on it run once). */
const NONE: never[] = [];

/**
 * GET `path` through the admin API whenever it changes: null while it loads, empty after a failure
 * (told as a notification); no call while `path` is null.
 */
function useLookup<T>(path: string | null): T[] | null {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const notify = useNotify();
  const [found, setFound] = useState<{ path: string; rows: T[] } | null>(null);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    dataProvider.fetch<T[]>(path).then(
      (rows) => live && setFound({ path, rows }),
      (error) => {
        if (!live) return;
        setFound({ path, rows: [] });
        notify(messagesOf(error).join('\n') || 'ra.notification.http_error', { type: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, notify, path]);
  if (path === null) return NONE;
  return found?.path === path ? found.rows : null;
}

/**
 * The shipping address and method of a staff order. A customer's address is one of their address book
 * (GET /api/admin/order/customer/{id}/address; the default shipping address preselected) or a new one
 * typed in; a guest's is typed in. The methods are those that deliver to the address's country, read
 * again when it changes (GET /api/admin/order/shipping?country=, under order.create: a clerk needs no
 * shipping settings permission); a chosen method that does not deliver there is cleared.
 */
export function ShippingInputs() {
  const translate = useTranslate();
  const money = useMoney();
  const { list, nameOf } = useCountries();
  const countries = useMemo(() => list.map((c) => ({ id: c.code, name: `${c.name} (${c.code})` })), [list]);
  const { getValues, setValue } = useFormContext();
  const [buyer, customerId, addressId, typedCountry] = useWatch({ name: ['buyer', 'customer_id', 'shipping_address_id', 'shipping_address.country'] });

  const customer = buyer === 'customer' && typeof customerId === 'number' ? customerId : null;
  const book = useLookup<Address>(customer === null ? null : `order/customer/${customer}/address`);
  useEffect(() => {
    if (book !== null) setValue('shipping_address_id', book.find((a) => a.default_shipping)?.id ?? NEW_ADDRESS);
  }, [book, setValue]);
  const saved = book?.find((a) => a.id === addressId);

  const country = saved ? saved.country : typeof typedCountry === 'string' && typedCountry ? typedCountry : undefined;
  const methods = useLookup<ShippingOption>(`order/shipping${country ? `?country=${encodeURIComponent(country)}` : ''}`);
  useEffect(() => {
    if (methods !== null && !methods.some((m) => m.id === getValues('shipping_method_id'))) setValue('shipping_method_id', null);
  }, [methods, getValues, setValue]);

  const addressLabel = (a: Address) =>
    `${`${a.first_name} ${a.last_name}`.trim()}, ${a.address}, ${nameOf(a.country)} · ${a.contact_number}${a.default_shipping ? ` (${translate('app.order.create.default_address')})` : ''}`;
  const methodLabel = (m: ShippingOption) =>
    m.free_over === null
      ? translate('app.order.create.shipping_choice', { name: m.name, rate: money(m.flat_rate) })
      : translate('app.order.create.shipping_choice_free', { name: m.name, rate: money(m.flat_rate), free_over: money(m.free_over) });
  const methodHelp = !country
    ? 'app.order.create.shipping_help_any'
    : translate(methods?.length === 0 ? 'app.order.create.no_shipping' : 'app.order.create.shipping_help', { country: nameOf(country) });

  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('resources.order.fields.shipping_address')}
      </Typography>
      {book === null && <LinearProgress sx={{ width: '100%', mb: 2 }} aria-label={translate('ra.page.loading')} />}
      {book !== null && book.length > 0 && (
        <SelectInput
          source="shipping_address_id"
          label="app.order.create.address_book"
          choices={[...book.map((a) => ({ id: a.id, name: addressLabel(a) })), { id: NEW_ADDRESS, name: translate('app.order.create.new_address') }]}
          translateChoice={false}
          validate={required()}
          helperText="app.order.create.address_book_help"
          fullWidth
        />
      )}
      {!saved && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
          {ADDRESS_FIELDS.map((field) => (
            <TextInput
              key={field}
              source={`shipping_address.${field}`}
              label={`app.order.create.address.${field}`}
              validate={required()}
              multiline={field === 'address'}
              fullWidth
            />
          ))}
          <AutocompleteInput source="shipping_address.country" label="app.order.create.address.country" choices={countries} validate={required()} fullWidth />
        </Box>
      )}

      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('app.order.sections.payment')}
      </Typography>
      <SelectInput
        source="shipping_method_id"
        label="resources.order.fields.shipping_method"
        choices={(methods ?? []).map((m) => ({ id: m.id, name: methodLabel(m) }))}
        translateChoice={false}
        isPending={methods === null}
        validate={required()}
        helperText={methodHelp}
      />
    </>
  );
}
