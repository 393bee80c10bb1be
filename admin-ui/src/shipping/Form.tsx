import { InputAdornment } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  regex,
  required,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useCountries } from '../common/countries';
import { minorUnitsToDecimal, DECIMAL_AMOUNT_PATTERN, decimalToMinorUnits } from '@shop/kernel';
import { useShopSettings } from '../common/shopSettings';
import { FormToolbar } from '../common/Toolbar';
import { LOCALES } from '../providers/i18nProvider';
import { isBlank } from '../common/values';

const money = regex(DECIMAL_AMOUNT_PATTERN, 'app.validation.money');
const blank = isBlank;

/** The record as the form holds it: amounts as money text in the base currency (30.00), an empty free-over for "never". */
function toFormValues(record: RaRecord): RaRecord {
  return {
    ...record,
    flat_rate: minorUnitsToDecimal(record.flat_rate),
    free_over: record.free_over === null || record.free_over === undefined ? '' : minorUnitsToDecimal(record.free_over),
    countries: record.countries ?? [],
  };
}

const NEW_METHOD = { enabled: true, name: { en_us: '', zh_hk: '', zh_cn: '' }, flat_rate: '', free_over: '', countries: [], order: 0 };

/**
 * A name per language (the shop's main language required), enabled, the flat rate and the free-over
 * amount in the base currency, the countries it delivers to (none: everywhere) and its place at
 * checkout. One form for create and edit.
 */
export const ShippingForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const settings = useShopSettings();
  const { list } = useCountries();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  const choices = useMemo(() => list.map((c) => ({ id: c.code, name: `${c.name} (${c.code})` })), [list]);
  const mark = settings?.currencyMark;
  const moneySlots = {
    input: mark ? { startAdornment: <InputAdornment position="start">{mark}</InputAdornment> } : {},
    htmlInput: { inputMode: 'decimal' as const },
  };
  const main = settings?.mainLanguage ?? 'en_us';

  return (
    <SimpleForm record={values} toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? NEW_METHOD : undefined} sx={{ maxWidth: 720 }}>
      <BooleanInput source="enabled" />
      {LOCALES.map(({ code, locale }) => (
        <TextInput
          key={code}
          source={`name.${code}`}
          label={translate('app.shipping.name_in', { language: translate(`app.configuration.language_names.${code}`) })}
          validate={code === main ? required() : undefined}
          helperText={code === main ? 'app.shipping.name_main_help' : false}
          slotProps={{ htmlInput: { lang: locale, maxLength: 200 } }}
          fullWidth
        />
      ))}
      <TextInput source="flat_rate" validate={[required(), money]} slotProps={moneySlots} helperText="app.shipping.flat_rate_help" />
      <TextInput source="free_over" validate={money} slotProps={moneySlots} helperText="app.shipping.free_over_help" />
      <AutocompleteArrayInput source="countries" choices={choices} helperText="app.shipping.countries_help" fullWidth />
      <NumberInput source="order" min={0} step={1} helperText="app.shipping.order_help" />
    </SimpleForm>
  );
};

/** The API body: amounts in cents, an empty free-over as null, names of the three languages. */
export const shippingBody = (data: Record<string, unknown>) => {
  const names = (data.name ?? {}) as Record<string, string | undefined>;
  return {
    name: Object.fromEntries(LOCALES.map(({ code }) => [code, (names[code] ?? '').trim()])),
    enabled: Boolean(data.enabled),
    flat_rate: decimalToMinorUnits(data.flat_rate as string),
    free_over: blank(data.free_over) ? null : decimalToMinorUnits(data.free_over as string),
    countries: (data.countries as string[] | undefined) ?? [],
    order: Number.isInteger(Number(data.order)) && !blank(data.order) ? Number(data.order) : 0,
  };
};
