import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Box, Typography } from '@mui/material';
import { useMemo, type ChangeEvent } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  Button,
  maxLength,
  regex,
  required,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useCountries } from '../common/countries';
import { CONTACT_NUMBER, MAX_ADDRESSES } from './fields';

const label = (field: string) => `app.customer.address.${field}`;
const ROW = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;
const contactRule = regex(CONTACT_NUMBER, 'app.customer.phone_rule');

type Use = 'billing' | 'shipping';

/**
 * Default billing (or shipping) address: ticking it on one row unticks it on every other row (spec
 * section 4), so one address at most is the default of each use.
 */
const DefaultSwitch = ({ use }: { use: Use }) => {
  const { index } = useSimpleFormIteratorItem();
  const { getValues, setValue } = useFormContext();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!event.target.checked) return;
    const rows = (getValues('addresses') ?? []) as Record<string, unknown>[];
    rows.forEach((row, other) => {
      if (other !== index && row?.[`default_${use}`]) setValue(`addresses.${other}.default_${use}`, false, { shouldDirty: true });
    });
  };
  return <BooleanInput source={`default_${use}`} label={label(`default_${use}`)} onChange={onChange} helperText={false} />;
};

/** One address of the book, as a labelled group ("Address 2"): names, contact number, country, address, defaults. */
const AddressRow = ({ countries }: { countries: { id: string; name: string }[] }) => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const heading = `customer-address-${index}`;
  return (
    <Box role="group" aria-labelledby={heading} sx={{ width: '100%' }}>
      <Typography id={heading} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {translate('app.customer.address.title', { n: index + 1 })}
      </Typography>
      <Box sx={ROW}>
        <TextInput source="first_name" label={label('first_name')} validate={[required(), maxLength(100)]} fullWidth />
        <TextInput source="last_name" label={label('last_name')} validate={[required(), maxLength(100)]} fullWidth />
        <TextInput source="contact_number" label={label('contact_number')} validate={[required(), contactRule]} type="tel" fullWidth />
        <AutocompleteInput source="country" label={label('country')} choices={countries} validate={required()} fullWidth />
      </Box>
      <TextInput source="address" label={label('address')} validate={[required(), maxLength(500)]} multiline minRows={2} fullWidth />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <DefaultSwitch use="billing" />
        <DefaultSwitch use="shipping" />
      </Box>
    </Box>
  );
};

/** "Add an address", in words (react-admin's own is an icon). */
const AddAddressButton = () => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="app.customer.address.add" onClick={() => add()}>
      <AddIcon />
    </Button>
  );
};

/** "Remove this address", named for its row ("Address 2") for screen readers. */
const RemoveAddressButton = () => {
  const translate = useTranslate();
  const { remove, index } = useSimpleFormIteratorItem();
  return (
    <Button
      label="app.customer.address.remove"
      color="error"
      onClick={() => remove()}
      aria-label={translate('app.customer.address.remove_n', { n: index + 1 })}
    >
      <RemoveIcon />
    </Button>
  );
};

/**
 * The customer's whole address book: rows added and removed here, saved with the customer (rows
 * keeping their id are changed, the others removed or added). Every field of a row is required.
 */
export const AddressesInput = () => {
  const { list } = useCountries();
  const countries = useMemo(() => list.map((c) => ({ id: c.code, name: `${c.name} (${c.code})` })), [list]);
  return (
    <ArrayInput source="addresses" label={false} helperText={false} validate={maxAddresses}>
      {/* The remove buttons stay visible (react-admin shows them on hover only, out of reach of the keyboard). */}
      <SimpleFormIterator
        disableReordering
        disableClear
        fullWidth
        addButton={<AddAddressButton />}
        removeButton={<RemoveAddressButton />}
        sx={{ '& .RaSimpleFormIterator-line': { py: 1 }, '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        <AddressRow countries={countries} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

const maxAddresses = (value: unknown) =>
  Array.isArray(value) && value.length > MAX_ADDRESSES ? { message: 'app.customer.address.too_many', args: { max: MAX_ADDRESSES } } : undefined;
