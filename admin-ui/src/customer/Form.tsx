import { Box, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import {
  BooleanInput,
  email,
  maxLength,
  PasswordInput,
  RadioButtonGroupInput,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  usePermissions,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { SHRINKABLE_INPUT } from '../common/layout';
import { useLookups } from '../common/lookups';
import { useShopSettings } from '../common/shopSettings';
import { FormToolbar } from '../common/Toolbar';
import { useTierName } from '../membership/name';
import { AddressesInput } from './AddressesInput';
import { GENDER_CHOICES, LANGUAGE_CHOICES, MAX_LIST, MAX_TAG_LENGTH, MAX_TAGS, newCustomer, PHONE, SOURCE_CHOICES, toFormValues, WEBSITE } from './fields';

const phoneRule = regex(PHONE, 'app.customer.phone_rule');
const websiteRule = regex(WEBSITE, 'app.customer.website_rule');
const matchesPassword: Validator = (value, values) => ((value ?? '') === (values.password ?? '') ? undefined : 'app.account.password_mismatch');

const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
const emailsRule: Validator = (value: unknown) =>
  Array.isArray(value) && (value.length > MAX_LIST || value.some((v) => !isEmail(String(v).trim())))
    ? { message: 'app.customer.emails_rule', args: { max: MAX_LIST } }
    : undefined;
const mobilesRule: Validator = (value: unknown) =>
  Array.isArray(value) && (value.length > MAX_LIST || value.some((v) => !PHONE.test(String(v).trim())))
    ? { message: 'app.customer.mobiles_rule', args: { max: MAX_LIST } }
    : undefined;
const tagsRule: Validator = (value: unknown) =>
  Array.isArray(value) && (value.length > MAX_TAGS || value.some((v) => String(v).trim().length > MAX_TAG_LENGTH))
    ? { message: 'app.customer.tags_rule', args: { max: MAX_TAGS, length: MAX_TAG_LENGTH } }
    : undefined;

/** A titled part of the form (an h2 under the page's title). */
const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={id} sx={{ width: '100%', mt: 2 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

const ROW = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;

/** Whether the signed-in admin holds a permission (the tier picker reads the tiers' list). */
function useHolds(): (permission: string) => boolean {
  const { permissions } = usePermissions<string[]>();
  return (permission: string) => Array.isArray(permissions) && permissions.includes(permission);
}

/**
 * The staff member the customer is assigned to (or nobody) and the lead status, picked from GET
 * /api/admin/user/lookups, which any customer permission may read.
 */
const CrmPickers = () => {
  const lookups = useLookups();
  return (
    <Box sx={ROW}>
      <SelectInput
        source="admin_id"
        label="resources.customer.fields.admin_id"
        choices={lookups?.admins ?? []}
        isPending={!lookups}
        emptyText="app.customer.nobody"
        fullWidth
      />
      <SelectInput
        source="status_id"
        label="resources.customer.fields.status_id"
        choices={lookups?.statuses ?? []}
        isPending={!lookups}
        validate={required()}
        fullWidth
      />
    </Box>
  );
};

/** The membership tier staff give (its validity starts when it changes), or none; needs the membership permission. */
const TierInput = () => {
  const translate = useTranslate();
  const holds = useHolds();
  const tierName = useTierName();
  const record = useRecordContext();
  if (!holds('membership')) return <Typography color="text.secondary">{translate('app.customer.tier_locked')}</Typography>;
  const expires = record?.membership_tier_id ? (record.membership_expires_at ? String(record.membership_expires_at).slice(0, 10) : null) : undefined;
  const help =
    expires === undefined
      ? 'app.customer.tier_help'
      : expires === null
        ? translate('app.customer.tier_never')
        : translate('app.customer.tier_expires', { date: expires });
  return (
    <ReferenceInput source="membership_tier_id" reference="membership" sort={{ field: 'order', order: 'ASC' }} perPage={100}>
      <SelectInput
        optionText={tierName}
        label="resources.customer.fields.membership_tier_id"
        emptyText="app.customer.no_tier"
        helperText={help}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
};

/**
 * One form for create and edit of a customer, in sections: account (enabled, subscribed, mail
 * language, password: required on create, left empty on edit to keep it), contact, work, CRM (assigned
 * to, status, lead source, descriptions, tags), membership tier, and the address book.
 */
export const CustomerForm = ({ isCreate = false, prefill }: { isCreate?: boolean; prefill?: Record<string, unknown> }) => {
  const record = useRecordContext();
  const settings = useShopSettings();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  const defaults = useMemo(
    () => (isCreate ? { ...newCustomer(settings?.mainLanguage ?? 'en_us'), ...prefill } : undefined),
    [isCreate, prefill, settings?.mainLanguage],
  );
  const passwordRules = isCreate ? [required()] : [];

  return (
    <SimpleForm record={values} defaultValues={defaults} toolbar={<FormToolbar deletable={!isCreate} />} sx={{ maxWidth: 960 }}>
      <Section id="customer-account" title="app.customer.sections.account">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <BooleanInput source="enabled" helperText="app.customer.enabled_help" />
          <BooleanInput source="is_subscribe" helperText="app.customer.is_subscribe_help" />
        </Box>
        <SelectInput source="language" choices={LANGUAGE_CHOICES} helperText="app.customer.language_help" sx={{ minWidth: 280 }} />
        <Box sx={ROW}>
          <PasswordInput
            source="password"
            validate={passwordRules}
            autoComplete="new-password"
            helperText={isCreate ? 'app.customer.password_help' : 'app.account.password_keep'}
            fullWidth
          />
          <PasswordInput source="password_confirmation" validate={[...passwordRules, matchesPassword]} autoComplete="new-password" fullWidth />
        </Box>
      </Section>

      <Section id="customer-contact" title="app.customer.sections.contact">
        <Box sx={ROW}>
          <TextInput source="first_name" validate={[required(), maxLength(100)]} fullWidth />
          <TextInput source="last_name" validate={[required(), maxLength(100)]} fullWidth />
          <TextInput source="email" type="email" validate={[required(), email(), maxLength(254)]} autoComplete="off" fullWidth />
          <TextInput source="phone" type="tel" validate={[required(), phoneRule]} fullWidth />
        </Box>
        <RadioButtonGroupInput source="gender" choices={GENDER_CHOICES} validate={required()} />
        <TextArrayInput source="emails" validate={emailsRule} helperText="app.customer.emails_help" fullWidth sx={SHRINKABLE_INPUT} />
        <TextArrayInput source="mobiles" validate={mobilesRule} helperText="app.customer.mobiles_help" fullWidth sx={SHRINKABLE_INPUT} />
      </Section>

      <Section id="customer-work" title="app.customer.sections.work">
        <Box sx={ROW}>
          <TextInput source="job_title" validate={maxLength(200)} fullWidth />
          <TextInput source="department" validate={maxLength(200)} fullWidth />
          <TextInput source="office_phone" type="tel" validate={phoneRule} fullWidth />
          <TextInput source="fax" type="tel" validate={phoneRule} fullWidth />
        </Box>
        <TextInput source="website" type="url" validate={[websiteRule, maxLength(300)]} helperText="app.customer.website_help" fullWidth />
      </Section>

      <Section id="customer-crm" title="app.customer.sections.crm">
        <CrmPickers />
        <TextInput source="status_description" validate={maxLength(2000)} multiline minRows={2} fullWidth />
        <SelectInput source="lead_source" choices={SOURCE_CHOICES} validate={required()} sx={{ minWidth: 280 }} />
        <TextInput source="lead_source_description" validate={maxLength(2000)} multiline minRows={2} fullWidth />
        <TextInput source="description" validate={maxLength(10000)} multiline minRows={3} fullWidth />
        <TextArrayInput source="tags" validate={tagsRule} helperText="app.customer.tags_help" fullWidth sx={SHRINKABLE_INPUT} />
      </Section>

      <Section id="customer-membership" title="app.customer.sections.membership">
        <TierInput />
      </Section>

      <Section id="customer-addresses" title="app.customer.sections.addresses">
        <AddressesInput />
      </Section>
    </SimpleForm>
  );
};
