import { Box, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  maxLength,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useShopSettings } from '../common/shopSettings';
import { FormToolbar } from '../common/Toolbar';
import { LOCALES } from '../providers/i18nProvider';
import { CHOICE_TYPES, FIELD_TYPES, KEY_PATTERN, NEW_FORM, URL_PATTERN } from './fields';

const label = (field: string) => `resources.formbuilder.fields.${field}`;

/** One text input per interface language for `source` (the shop's main language required where `mainRequired`). */
const PerLanguage = ({
  source,
  labelKey,
  max,
  multiline = false,
  mainRequired = false,
}: {
  source: string;
  labelKey: string;
  max: number;
  multiline?: boolean;
  mainRequired?: boolean;
}) => {
  const translate = useTranslate();
  const main = useShopSettings()?.mainLanguage ?? 'en_us';
  return (
    <>
      {LOCALES.map(({ code, locale }) => (
        <TextInput
          key={code}
          source={`${source}.${code}`}
          label={translate(labelKey, { language: translate(`app.configuration.language_names.${code}`) })}
          validate={mainRequired && code === main ? [required(), maxLength(max)] : maxLength(max)}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          slotProps={{ htmlInput: { lang: locale, maxLength: max } }}
          fullWidth
        />
      ))}
    </>
  );
};

/** The stage a submission brings its lead to: one of the chosen funnel's stages (cleared when the funnel changes to one without it). */
const StageInput = () => {
  const funnelId = useWatch({ name: 'funnel_id' }) as number | null | undefined;
  const statusId = useWatch({ name: 'status_id' }) as number | null | undefined;
  const { setValue } = useFormContext();
  const { data: funnel } = useGetOne('lead/funnel', { id: funnelId ?? 0 }, { enabled: !!funnelId });
  const stages = useMemo(() => (funnel?.stages ?? []) as { status_id: number; title: string }[], [funnel]);
  useEffect(() => {
    if (!funnelId && statusId) setValue('status_id', null, { shouldDirty: true });
    else if (funnel && statusId && !stages.some((s) => s.status_id === statusId)) setValue('status_id', null, { shouldDirty: true });
  }, [funnel, funnelId, stages, statusId, setValue]);
  if (!funnelId) return null;
  return (
    <SelectInput
      source="status_id"
      label={label('status_id')}
      choices={stages.map((s) => ({ id: s.status_id, name: s.title }))}
      validate={required()}
      helperText="app.formbuilder.stage_help"
    />
  );
};

/**
 * One form for create and edit of a form builder form: its url (the public page /form/{url}), who may
 * answer (guests, once per shopper), its texts per language, the funnel stage its submissions bring
 * their leads to, and its fields in order (key, type, required, label per language, and the options
 * of select, radio and checkbox fields). The server checks the whole definition and answers each
 * problem by its field.
 */
export const FormBuilderForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? NEW_FORM : undefined} sx={{ maxWidth: 960 }}>
      <TextInput
        source="url"
        label={label('url')}
        validate={[required(), maxLength(200), regex(URL_PATTERN, 'app.formbuilder.url_rule')]}
        helperText="app.formbuilder.url_help"
        fullWidth
      />
      <BooleanInput source="enabled" label={label('enabled')} />
      <BooleanInput source="allow_guest" label={label('allow_guest')} helperText="app.formbuilder.allow_guest_help" />
      <BooleanInput source="limit_submit" label={label('limit_submit')} helperText="app.formbuilder.limit_submit_help" />
      <PerLanguage source="title" labelKey="app.formbuilder.title_in" max={200} mainRequired />
      <PerLanguage source="description" labelKey="app.formbuilder.description_in" max={5000} multiline />
      <PerLanguage source="success_message" labelKey="app.formbuilder.success_in" max={2000} multiline />
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('app.formbuilder.leads')}
      </Typography>
      <ReferenceInput source="funnel_id" reference="lead/funnel" sort={{ field: 'title', order: 'ASC' }}>
        <SelectInput optionText="title" label={label('funnel_id')} emptyText="app.formbuilder.no_funnel" helperText="app.formbuilder.funnel_help" />
      </ReferenceInput>
      <StageInput />
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate(label('fields'))}
      </Typography>
      <ArrayInput source="fields" label={false}>
        <SimpleFormIterator inline={false} getItemLabel={(index) => translate('app.formbuilder.field_number', { number: index + 1 })}>
          <TextInput
            source="key"
            label={label('key')}
            validate={[required(), regex(KEY_PATTERN, 'app.formbuilder.key_rule')]}
            helperText="app.formbuilder.key_help"
          />
          <SelectInput
            source="type"
            label={label('type')}
            validate={required()}
            choices={FIELD_TYPES.map((type) => ({ id: type, name: `app.formbuilder.types.${type}` }))}
          />
          <BooleanInput source="required" label={label('required')} />
          {LOCALES.map(({ code, locale }) => (
            <TextInput
              key={code}
              source={`label.${code}`}
              label={translate('app.formbuilder.label_in', { language: translate(`app.configuration.language_names.${code}`) })}
              validate={maxLength(200)}
              slotProps={{ htmlInput: { lang: locale, maxLength: 200 } }}
            />
          ))}
          <FormDataConsumer>
            {({ scopedFormData }) =>
              CHOICE_TYPES.includes(String(scopedFormData?.type)) ? (
                <Box sx={{ pl: 2, borderLeft: 2, borderColor: 'divider' }}>
                  <ArrayInput source="options" label={label('options')}>
                    <SimpleFormIterator inline getItemLabel={(index) => translate('app.formbuilder.option_number', { number: index + 1 })}>
                      <TextInput source="value" label={label('option_value')} validate={[required(), maxLength(100)]} />
                      {LOCALES.map(({ code, locale }) => (
                        <TextInput
                          key={code}
                          source={`label.${code}`}
                          label={translate('app.formbuilder.label_in', { language: translate(`app.configuration.language_names.${code}`) })}
                          validate={maxLength(200)}
                          slotProps={{ htmlInput: { lang: locale, maxLength: 200 } }}
                        />
                      ))}
                    </SimpleFormIterator>
                  </ArrayInput>
                </Box>
              ) : null
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
};
