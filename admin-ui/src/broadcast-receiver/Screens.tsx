import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  DateInput,
  maxLength,
  ReferenceArrayInput,
  required,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormToolbar } from '../common/Toolbar';
import { createMutationOptions } from '../common/mutationFeedback';
import { ShopEdit } from '../common/ShopEdit';
import { API_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { LOCALES } from '../providers/i18nProvider';

const label = (field: string) => `resources.broadcast/receiver.fields.${field}`;
const AUDIENCES = ['all', 'customers', 'leads'].map((id) => ({ id, name: `app.broadcast.audiences.${id}` }));

const NEW_RECEIVER = {
  name: '',
  rules: { audience: 'all', tags: [], status_ids: [], funnel_ids: [], membership_tier_ids: [], subscribed_only: true, languages: [] },
};

/** A tier's name (the list gives it per language). */
const tierName = (tier: { name?: unknown }) =>
  typeof tier.name === 'string' ? tier.name : (Object.values((tier.name ?? {}) as Record<string, string>).find(Boolean) ?? '');

/** Tags typed as "vip, tea" are a list. */
const tagsParse = (value: string) =>
  value
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter(Boolean);
const tagsFormat = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

/** Only what the API takes; empty days are no bound. */
const receiverBody = (data: Record<string, unknown>) => {
  const rules = { ...(data.rules as Record<string, unknown>) };
  for (const day of ['created_from', 'created_to']) if (!rules[day]) rules[day] = null;
  return { name: data.name, rules };
};

/** How many the rules being edited reach, asked again half a second after the last change. */
const LiveCount = () => {
  const translate = useTranslate();
  const rules = useWatch({ name: 'rules' }) as Record<string, unknown> | undefined;
  const [count, setCount] = useState<{ total: number; unsubscribed: number; deliverable: number } | null>(null);
  const key = JSON.stringify(rules ?? {});
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      httpClient(`${API_URL}/broadcast/receiver/count`, { method: 'POST', body: JSON.stringify({ rules: receiverBody({ rules: JSON.parse(key) }).rules }) })
        .then(({ json }) => live && setCount(json))
        .catch(() => live && setCount(null));
    }, 500);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return (
    <Alert severity="info" role="status" sx={{ width: '100%', boxSizing: 'border-box', mb: 2 }} data-testid="receiver-count">
      {count
        ? translate('app.broadcast.count', { total: count.total, deliverable: count.deliverable, unsubscribed: count.unsubscribed })
        : translate('ra.page.loading')}
    </Alert>
  );
};

/**
 * The rules that pick among other screens' records (lead statuses, funnels, membership tiers): each shown
 * only to staff who may list those records, as the lookup reads their list.
 */
const LookupRules = () => {
  const { permissions } = usePermissions<string[]>();
  const may = (permission: string) => permissions?.includes(permission) ?? false;
  return (
    <>
      {may('lead.status.list') && (
        <ReferenceArrayInput source="rules.status_ids" reference="lead/status" perPage={100}>
          <AutocompleteArrayInput label={label('status_ids')} optionText="title" />
        </ReferenceArrayInput>
      )}
      {may('lead.funnel.list') && (
        <ReferenceArrayInput source="rules.funnel_ids" reference="lead/funnel" perPage={100}>
          <AutocompleteArrayInput label={label('funnel_ids')} optionText="title" helperText="app.broadcast.funnels_help" />
        </ReferenceArrayInput>
      )}
      {may('membership') && (
        <ReferenceArrayInput source="rules.membership_tier_ids" reference="membership" perPage={100}>
          <AutocompleteArrayInput label={label('membership_tier_ids')} optionText={tierName} helperText="app.broadcast.tiers_help" />
        </ReferenceArrayInput>
      )}
    </>
  );
};

/** One form for create and edit: the name and the rules (each narrows; an empty one narrows nothing), with the live count. */
const ReceiverForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? NEW_RECEIVER : undefined} sx={{ maxWidth: 880 }}>
    <TextInput source="name" label={label('name')} validate={[required(), maxLength(100)]} fullWidth />
    <LiveCount />
    <SelectInput source="rules.audience" label={label('audience')} choices={AUDIENCES} validate={required()} />
    <TextInput source="rules.tags" label={label('tags')} parse={tagsParse} format={tagsFormat} helperText="app.broadcast.tags_help" fullWidth />
    <LookupRules />
    <SelectArrayInput
      source="rules.languages"
      label={label('languages')}
      choices={LOCALES.map(({ code }) => ({ id: code, name: `app.configuration.language_names.${code}` }))}
    />
    <DateInput source="rules.created_from" label={label('created_from')} />
    <DateInput source="rules.created_to" label={label('created_to')} />
    <BooleanInput source="rules.subscribed_only" label={label('subscribed_only')} helperText="app.broadcast.subscribed_help" />
  </SimpleForm>
);

/** Saved, the receiver's edit page, at its name. */
const toEdit = (resource?: string, _id?: unknown, data?: Partial<RaRecord>) => `${resource}/edit/${encodeURIComponent(String(data?.id ?? _id))}`;

export const ReceiverCreate = () => (
  <Create redirect={toEdit} mutationOptions={createMutationOptions} transform={receiverBody}>
    <ReceiverForm isCreate />
  </Create>
);

export const ReceiverEdit = () => (
  <ShopEdit redirect={toEdit} transform={receiverBody}>
    <ReceiverForm />
  </ShopEdit>
);
