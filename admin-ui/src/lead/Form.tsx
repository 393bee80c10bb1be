import { Box } from '@mui/material';
import { useMemo } from 'react';
import { email, maxLength, regex, required, SelectInput, SimpleForm, TextArrayInput, TextInput, useRecordContext, type Validator } from 'react-admin';
import { SHRINKABLE_INPUT } from '../common/layout';
import { useLookups } from '../common/lookups';
import { useShopSettings } from '../common/shopSettings';
import { FormToolbar } from '../common/Toolbar';
import { LANGUAGE_CHOICES, PHONE, SOURCE_CHOICES } from '../customer/fields';
import { MAX_TAG_LENGTH, MAX_TAGS, newLead, toFormValues } from './fields';

const field = (name: string) => `resources.lead.fields.${name}`;
const ROW = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;
const phoneRule = regex(PHONE, 'app.customer.phone_rule');
const tagsRule: Validator = (value: unknown) =>
  Array.isArray(value) && (value.length > MAX_TAGS || value.some((v) => String(v).trim().length > MAX_TAG_LENGTH))
    ? { message: 'app.customer.tags_rule', args: { max: MAX_TAGS, length: MAX_TAG_LENGTH } }
    : undefined;

/**
 * One form for create and edit of a lead: names, email, phone, company, the language of the mails it
 * gets, where it came from, the staff member it is assigned to, its status (on create: a status with
 * a trigger sends its mails; on edit the lead moves through "Move to"), notes and tags. Statuses and
 * staff come from GET /api/admin/user/lookups.
 */
export const LeadForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  const record = useRecordContext();
  const settings = useShopSettings();
  const lookups = useLookups();
  const values = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  const defaults = useMemo(() => (isCreate ? newLead(settings?.mainLanguage ?? 'en_us') : undefined), [isCreate, settings?.mainLanguage]);
  return (
    <SimpleForm record={values} defaultValues={defaults} toolbar={<FormToolbar deletable={!isCreate} />} sx={{ maxWidth: 960 }}>
      <Box sx={ROW}>
        <TextInput source="first_name" label={field('first_name')} validate={[required(), maxLength(100)]} fullWidth />
        <TextInput source="last_name" label={field('last_name')} validate={maxLength(100)} fullWidth />
        <TextInput source="email" label={field('email')} type="email" validate={[required(), email(), maxLength(254)]} autoComplete="off" fullWidth />
        <TextInput source="phone" label={field('phone')} type="tel" validate={phoneRule} fullWidth />
        <TextInput source="company" label={field('company')} validate={maxLength(200)} fullWidth />
        <SelectInput source="language" label={field('language')} choices={LANGUAGE_CHOICES} helperText="app.lead.language_help" fullWidth />
        <SelectInput source="lead_source" label={field('lead_source')} choices={SOURCE_CHOICES} validate={required()} fullWidth />
        <SelectInput
          source="admin_id"
          label={field('admin_id')}
          choices={lookups?.admins ?? []}
          isPending={!lookups}
          emptyText="app.customer.nobody"
          fullWidth
        />
        {isCreate && (
          <SelectInput
            source="status_id"
            label={field('status_id')}
            choices={lookups?.statuses ?? []}
            isPending={!lookups}
            validate={required()}
            helperText="app.lead.status_help"
            fullWidth
          />
        )}
      </Box>
      <TextInput source="notes" label={field('notes')} validate={maxLength(10000)} multiline minRows={3} fullWidth />
      <TextArrayInput source="tags" label={field('tags')} validate={tagsRule} helperText="app.customer.tags_help" fullWidth sx={SHRINKABLE_INPUT} />
    </SimpleForm>
  );
};
