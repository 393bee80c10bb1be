import { Typography } from '@mui/material';
import { useCallback, useEffect, useMemo } from 'react';
import { email, RadioButtonGroupInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Schema } from '@shop/kernel';
import { useShopSettings } from '../common/shopSettings';
import { LOCALES, type LanguageCode } from '../providers/i18nProvider';
import { RemotePicker } from './RemotePicker';

type CustomerOption = Schema<'OrderCustomerOption'>;

const isLanguage = (code: unknown): code is LanguageCode => LOCALES.some((l) => l.code === code);
const customerLabel = (c: CustomerOption) => `${`${c.first_name} ${c.last_name}`.trim()} <${c.email}>`;

/**
 * Who the order is for (a guest email, or a customer picked by email or name) and the language of its
 * mails: preselected as the picked customer's language, else the shop's main language, and shown by
 * name as the language settings show the languages.
 */
export function BuyerInputs() {
  const translate = useTranslate();
  const settings = useShopSettings();
  const { getValues, setValue } = useFormContext();
  const buyer = useWatch({ name: 'buyer' });
  const main = settings?.mainLanguage;
  const languages = useMemo(
    () => LOCALES.map(({ code, name }) => ({ id: code, name: `${name} (${translate(`app.configuration.language_names.${code}`)})` })),
    [translate],
  );

  const preselect = useCallback(
    (language?: string) => setValue('language', isLanguage(language) ? language : (main ?? 'en_us'), { shouldDirty: true }),
    [main, setValue],
  );
  // The shop's main language, once it is known, for a form that has no language yet.
  useEffect(() => {
    if (main && !isLanguage(getValues('language'))) setValue('language', main);
  }, [main, getValues, setValue]);

  return (
    <>
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
        onChange={() => {
          setValue('customer_id', null);
          preselect();
        }}
      />
      {buyer === 'customer' ? (
        <RemotePicker<CustomerOption>
          source="customer_id"
          label="resources.order.fields.customer"
          path="order/customer"
          optionLabel={customerLabel}
          optionDisabled={(c) => !c.enabled}
          helperText="app.order.create.customer_help"
          validate={required()}
          onPick={(customer) => preselect(customer?.language)}
        />
      ) : (
        <TextInput source="email" type="email" validate={[required(), email()]} helperText="app.order.create.email_help" fullWidth />
      )}
      <SelectInput source="language" choices={languages} translateChoice={false} validate={required()} helperText="app.order.create.language_help" />
    </>
  );
}
