import { InputAdornment } from '@mui/material';
import { useMemo } from 'react';
import {
  BooleanInput,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { minorUnitsToDecimal, DECIMAL_AMOUNT_PATTERN, decimalToMinorUnits } from '@shop/kernel';
import { useShopSettings } from '../common/shopSettings';
import { FormToolbar } from '../common/Toolbar';
import { LOCALES } from '../providers/i18nProvider';
import { isBlank } from '../common/values';

const money = regex(DECIMAL_AMOUNT_PATTERN, 'app.validation.money');
const blank = isBlank;
export const whole: Validator = (value: unknown) => (blank(value) || Number.isInteger(Number(value)) ? undefined : 'app.validation.whole_number');
/** Points per dollar: at most 2 decimals (the server's points_rate). */
export const twoDecimals: Validator = (value: unknown) =>
  blank(value) || /^\d+(\.\d{1,2})?$/.test(String(value)) ? undefined : 'app.membership.points_rate_rule';
const wholeOr = <T,>(value: unknown, fallback: T): number | T => (blank(value) || !Number.isInteger(Number(value)) ? fallback : Number(value));

/** The record as the form holds it: the spend to reach in money text of the base currency (500.00), an empty validity for "never lapses". */
function toFormValues(record: RaRecord): RaRecord {
  return {
    ...record,
    min_spend: minorUnitsToDecimal(record.min_spend),
    validity_days: record.validity_days ?? null,
  };
}

const NEW_TIER = {
  enabled: true,
  name: { en_us: '', zh_hk: '', zh_cn: '' },
  min_spend: '',
  period_days: 365,
  discount_percent: 0,
  points_rate: 0,
  validity_days: null,
  order: 0,
};

const percentSlots = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

/**
 * A name per language (the shop's main language required), enabled, the paid spend within the
 * period that reaches the tier (in the base currency), the period, the discount, the reward points
 * per dollar, how long the tier lasts once reached (empty: never lapses) and its place among the tiers.
 * One form for create and edit.
 */
export const MembershipForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const settings = useShopSettings();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  const mark = settings?.currencyMark;
  const moneySlots = {
    input: mark ? { startAdornment: <InputAdornment position="start">{mark}</InputAdornment> } : {},
    htmlInput: { inputMode: 'decimal' as const },
  };
  const daySlots = { input: { endAdornment: <InputAdornment position="end">{translate('app.membership.days')}</InputAdornment> } };
  const main = settings?.mainLanguage ?? 'en_us';

  return (
    <SimpleForm record={values} toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? NEW_TIER : undefined} sx={{ maxWidth: 720 }}>
      <BooleanInput source="enabled" helperText="app.membership.enabled_help" />
      {LOCALES.map(({ code, locale }) => (
        <TextInput
          key={code}
          source={`name.${code}`}
          label={translate('app.membership.name_in', { language: translate(`app.configuration.language_names.${code}`) })}
          validate={code === main ? required() : undefined}
          helperText={code === main ? 'app.membership.name_main_help' : false}
          slotProps={{ htmlInput: { lang: locale, maxLength: 200 } }}
          fullWidth
        />
      ))}
      <TextInput source="min_spend" validate={[required(), money]} slotProps={moneySlots} helperText="app.membership.min_spend_help" />
      <NumberInput
        source="period_days"
        min={1}
        max={3650}
        step={1}
        validate={[required(), whole, minValue(1), maxValue(3650)]}
        slotProps={daySlots}
        helperText="app.membership.period_days_help"
      />
      <NumberInput
        source="discount_percent"
        min={0}
        max={100}
        step={1}
        validate={[required(), whole, minValue(0), maxValue(100)]}
        slotProps={percentSlots}
        helperText="app.membership.discount_percent_help"
      />
      <NumberInput
        source="points_rate"
        min={0}
        max={1000}
        step={0.01}
        validate={[required(), twoDecimals, minValue(0), maxValue(1000)]}
        helperText="app.membership.points_rate_help"
      />
      <NumberInput
        source="validity_days"
        min={1}
        max={3650}
        step={1}
        validate={[whole, minValue(1), maxValue(3650)]}
        slotProps={daySlots}
        helperText="app.membership.validity_days_help"
      />
      <NumberInput source="order" min={0} max={1000} step={1} validate={[whole, minValue(0), maxValue(1000)]} helperText="app.membership.order_help" />
    </SimpleForm>
  );
};

/** The API body: the spend in cents, an empty validity as null, names of the three languages. */
export const membershipBody = (data: Record<string, unknown>) => {
  const names = (data.name ?? {}) as Record<string, string | undefined>;
  return {
    name: Object.fromEntries(LOCALES.map(({ code }) => [code, (names[code] ?? '').trim()])),
    enabled: Boolean(data.enabled),
    min_spend: decimalToMinorUnits(data.min_spend as string),
    period_days: wholeOr(data.period_days, 365),
    discount_percent: wholeOr(data.discount_percent, 0),
    points_rate: blank(data.points_rate) ? 0 : Number(data.points_rate),
    validity_days: wholeOr(data.validity_days, null),
    order: wholeOr(data.order, 0),
  };
};
