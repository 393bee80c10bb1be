import { Box, InputAdornment, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DateTimeInput,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useCanAccess,
  useRecordContext,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SHRINKABLE_INPUT } from '../common/layout';
import { DECIMAL_AMOUNT_PATTERN } from '@shop/kernel';
import { GoHome } from '../common/routes';
import { useShopSettings } from '../common/shopSettings';
import { FormToolbar } from '../common/Toolbar';
import { useTierName } from '../membership/name';
import { LOCALES } from '../providers/i18nProvider';
import {
  CODE_PATTERN,
  FIELDS_OF,
  isPromotionType,
  KIND_CHOICES,
  newPromotion,
  TARGET_CHOICES,
  toFormValues,
  typeKey,
  type PromotionTarget,
  type PromotionType,
} from './rules';

const money = regex(DECIMAL_AMOUNT_PATTERN, 'app.validation.money');
const codeRule = regex(CODE_PATTERN, 'app.promotion.code_rule');
const whole: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : 'app.validation.whole_number';
const upper = (value: string) => (value ?? '').toUpperCase();

/** A titled part of the form. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mt: 2 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

const ROW = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;

/** The money input's currency mark and decimal keyboard, as the shipping form has them. */
function useMoneySlots() {
  const settings = useShopSettings();
  const mark = settings?.currencyMark;
  return {
    input: mark ? { startAdornment: <InputAdornment position="start">{mark}</InputAdornment> } : {},
    htmlInput: { inputMode: 'decimal' as const },
  };
}

const percentSlots = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

const productText = (record: RaRecord) => (record ? `${record.name} (${record.sku})` : '');
const categoryText = (record: RaRecord) => (record ? (record.parent_name ? `${record.parent_name} › ${record.title}` : record.title) : '');
const brandText = (record: RaRecord) => (record ? record.title || record.url || `#${record.id}` : '');

/** Where target_ids point for each target: the product, the category (a menu of type category) or the brand resource. */
const PICKERS: Record<
  Exclude<PromotionTarget, 'order'>,
  { reference: string; filter?: Record<string, unknown>; sort: { field: string; order: 'ASC' | 'DESC' }; optionText: (r: RaRecord) => string }
> = {
  products: { reference: 'product', sort: { field: 'name', order: 'ASC' }, optionText: productText },
  categories: { reference: 'menu', filter: { type: 'category' }, sort: { field: 'order', order: 'ASC' }, optionText: categoryText },
  brands: { reference: 'brand', sort: { field: 'id', order: 'ASC' }, optionText: brandText },
};

/** Whole order, products, categories or brands; for the last three, the items picked by name. Another target starts an empty pick. */
const TargetInputs = () => {
  const { setValue } = useFormContext();
  const target = useWatch({ name: 'target' }) as PromotionTarget | undefined;
  const picker = target && target !== 'order' ? PICKERS[target] : undefined;
  return (
    <>
      <SelectInput
        source="target"
        choices={TARGET_CHOICES}
        validate={required()}
        onChange={() => setValue('target_ids', [], { shouldDirty: true })}
        helperText="app.promotion.target_help"
        sx={{ minWidth: 280 }}
      />
      {picker && target && (
        <ReferenceArrayInput key={target} source="target_ids" reference={picker.reference} filter={picker.filter} sort={picker.sort} perPage={50}>
          <AutocompleteArrayInput
            label={`app.promotion.targets.${target}`}
            optionText={picker.optionText}
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
            helperText="app.promotion.target_ids_help"
            fullWidth
            sx={SHRINKABLE_INPUT}
          />
        </ReferenceArrayInput>
      )}
    </>
  );
};

/**
 * The membership tiers the promotion is limited to, picked by name (none: everyone). Without the
 * membership permission the picker is not shown and the tiers saved are kept as they are.
 */
const TierInput = () => {
  const tierName = useTierName();
  const { canAccess = false } = useCanAccess({ resource: 'membership', action: 'list' });
  if (!canAccess) return null;
  return (
    <ReferenceArrayInput source="membership_tier_ids" reference="membership" sort={{ field: 'order', order: 'ASC' }} perPage={100}>
      <AutocompleteArrayInput optionText={tierName} helperText="app.promotion.membership_tiers_help" fullWidth sx={SHRINKABLE_INPUT} />
    </ReferenceArrayInput>
  );
};

/** A fixed amount (in the base currency) or a whole percent off. */
const DiscountInputs = () => {
  const moneySlots = useMoneySlots();
  const kind = useWatch({ name: 'discount_kind' });
  return (
    <>
      <RadioButtonGroupInput source="discount_kind" choices={KIND_CHOICES} validate={required()} helperText={false} />
      {kind === 'fixed' ? (
        <TextInput key="amount" source="discount_amount" validate={[required(), money]} slotProps={moneySlots} helperText="app.promotion.amount_help" />
      ) : (
        <NumberInput
          key="percent"
          source="discount_percent"
          min={1}
          max={100}
          step={1}
          validate={[required(), whole, minValue(1), maxValue(100)]}
          slotProps={percentSlots}
          helperText="app.promotion.percent_help"
        />
      )}
    </>
  );
};

/**
 * One form for create and edit of a promotion of `type` (on edit, the record's type unless the page
 * was asked for another): the name per language, and only what the type uses — a coupon's code,
 * discount and targets; a cart discount's minimum spend and discount on the whole order; buy X get
 * Y's quantities, the percent off the Y items (100: free) and targets; free shipping's optional code.
 * Then the minimum spend, the membership tiers it is limited to, the limits, the dates, priority, whether it combines, and enabled.
 */
export const PromotionForm = ({ type: asked, isCreate = false }: { type?: PromotionType; isCreate?: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const settings = useShopSettings();
  const moneySlots = useMoneySlots();
  const type = asked ?? record?.promotion_type;
  const values = useMemo(() => (record ? toFormValues(asked ? { ...record, promotion_type: asked } : record) : undefined), [record, asked]);
  const defaults = useMemo(() => (isCreate && isPromotionType(type) ? newPromotion(type) : undefined), [isCreate, type]);
  if (!isPromotionType(type)) return <GoHome />;
  const fields = FIELDS_OF[type];
  const main = settings?.mainLanguage ?? 'en_us';

  return (
    <SimpleForm record={values} toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={defaults} sx={{ maxWidth: 880 }}>
      <Box sx={{ width: '100%' }}>
        <Typography component="h2" variant="h5" data-testid="promotion-type">
          {translate(typeKey(type))}
        </Typography>
        <Typography color="text.secondary">{translate(`app.promotion.type_help.${type}`)}</Typography>
      </Box>
      <BooleanInput source="enabled" sx={{ mt: 1 }} />
      {fields.code && (
        <TextInput
          source="code"
          validate={fields.code === 'required' ? [required(), codeRule] : codeRule}
          parse={upper}
          helperText={fields.code === 'required' ? 'app.promotion.code_help' : 'app.promotion.code_optional_help'}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ minWidth: 280 }}
        />
      )}
      {LOCALES.map(({ code, locale }) => (
        <TextInput
          key={code}
          source={`name.${code}`}
          label={translate('app.promotion.name_in', { language: translate(`app.configuration.language_names.${code}`) })}
          validate={code === main ? required() : undefined}
          helperText={code === main ? 'app.promotion.name_main_help' : false}
          slotProps={{ htmlInput: { lang: locale, maxLength: 200 } }}
          fullWidth
        />
      ))}

      {(fields.discount || fields.buyGet) && (
        <Section title="app.promotion.sections.discount">
          {fields.discount && <DiscountInputs />}
          {fields.buyGet && (
            <>
              <Box sx={ROW}>
                <NumberInput
                  source="buy_quantity"
                  min={1}
                  max={1000}
                  step={1}
                  validate={[required(), whole, minValue(1), maxValue(1000)]}
                  helperText="app.promotion.buy_help"
                />
                <NumberInput
                  source="get_quantity"
                  min={1}
                  max={1000}
                  step={1}
                  validate={[required(), whole, minValue(1), maxValue(1000)]}
                  helperText="app.promotion.get_help"
                />
              </Box>
              <NumberInput
                source="discount_percent"
                label="app.promotion.get_percent"
                min={1}
                max={100}
                step={1}
                validate={[required(), whole, minValue(1), maxValue(100)]}
                slotProps={percentSlots}
                helperText="app.promotion.get_percent_help"
              />
            </>
          )}
        </Section>
      )}

      {fields.target && (
        <Section title="app.promotion.sections.target">
          <TargetInputs />
        </Section>
      )}

      <Section title="app.promotion.sections.conditions">
        <TextInput source="min_spend" validate={money} slotProps={moneySlots} helperText="app.promotion.min_spend_help" />
        <TierInput />
        <Box sx={ROW}>
          <NumberInput source="usage_limit" min={1} step={1} validate={[whole, minValue(1)]} helperText="app.promotion.usage_limit_help" />
          <NumberInput source="per_customer_limit" min={1} step={1} validate={[whole, minValue(1)]} helperText="app.promotion.per_customer_limit_help" />
        </Box>
      </Section>

      <Section title="app.promotion.sections.schedule">
        <Box sx={ROW}>
          <DateTimeInput source="starts_at" helperText="app.promotion.starts_at_help" />
          <DateTimeInput source="ends_at" helperText="app.promotion.ends_at_help" />
        </Box>
      </Section>

      <Section title="app.promotion.sections.stacking">
        <NumberInput
          source="priority"
          min={0}
          max={1000}
          step={1}
          validate={[required(), whole, minValue(0), maxValue(1000)]}
          helperText="app.promotion.priority_help"
        />
        <BooleanInput source="combinable" helperText="app.promotion.combinable_help" />
      </Section>
    </SimpleForm>
  );
};
