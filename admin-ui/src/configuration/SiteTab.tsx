import { MenuItem, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  ImageField,
  ImageInput,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { LOCALES, localeToCode } from '../providers/i18nProvider';
import { ConfigForm, flag } from './ConfigForm';
import { ScriptHistory } from './ScriptHistory';

/** Changing the header/footer scripts (they run on every storefront page) and reading their history. */
const SCRIPT_PERMISSION = 'configuration.script';

const IMAGES = ['logo', 'icon', 'banner'] as const;
const ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/x-icon': ['.ico'],
  'image/vnd.microsoft.icon': ['.ico'],
};
const MAX_BYTES = 2 * 1024 * 1024;
const SITE_FIELDS = [
  'name',
  'script_header',
  'script_footer',
  'choose_template',
  'supported_templates',
  'facebook_enabled',
  'fb_client_id',
  'token_expired_time',
];

/** A stored path shows as a preview; a picked file keeps its rawFile for the multipart upload. */
const imageFormat = (value: unknown) => {
  if (typeof value === 'string') return value ? { src: value, title: value.split('/').pop() } : null;
  if (value instanceof File) return { rawFile: value, src: URL.createObjectURL(value), title: value.name };
  return value;
};

const siteBody = (data: Record<string, unknown>) => {
  const body: Record<string, unknown> = Object.fromEntries(SITE_FIELDS.map((key) => [key, data[key]]));
  for (const key of IMAGES) {
    const value = data[key] as { rawFile?: File; src?: string } | string | null | undefined;
    if (value && typeof value === 'object' && value.rawFile) body[key] = value;
    else if (value && typeof value === 'object') body[key] = value.src ?? '';
    else body[key] = value ?? '';
  }
  return body;
};

/**
 * Site settings: name per language, images with previews, scripts, template colours, Facebook login,
 * session length. The scripts are read-only without configuration.script (the form still sends them
 * unchanged, which the server accepts); with it, their change history shows below them.
 */
export const SiteTab = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<string[]>();
  const canScript = permissions?.includes(SCRIPT_PERMISSION) ?? false;
  const scriptHelp = canEdit && !canScript ? 'app.configuration.site.script_locked' : undefined;
  const [locale] = useLocaleState();
  const [language, setLanguage] = useState(localeToCode(locale));

  return (
    <>
      <MuiTextField
        select
        size="small"
        label={translate('app.configuration.content_language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as typeof language)}
        fullWidth={false}
        sx={{ m: 2, mb: 0, width: 320, maxWidth: 'calc(100% - 32px)' }}
        helperText={translate('app.configuration.content_language_help')}
      >
        {LOCALES.map(({ code, name }) => (
          <MenuItem key={code} value={code} lang={code.replace('_', '-')}>
            {name}
          </MenuItem>
        ))}
      </MuiTextField>
      <ConfigForm section="site" canEdit={canEdit} transform={siteBody} language={language}>
        <TextInput source="name" label="app.configuration.site.name" validate={required()} fullWidth />
        {IMAGES.map((image) => (
          <ImageInput
            key={image}
            source={image}
            label={`app.configuration.site.${image}`}
            accept={ACCEPT}
            maxSize={MAX_BYTES}
            format={imageFormat}
            helperText="app.configuration.site.image_help"
            options={{ onDropRejected: () => notify('app.configuration.site.image_rejected', { type: 'error' }) }}
            inputProps={{ 'aria-label': translate(`app.configuration.site.${image}`) }}
          >
            <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 120, objectFit: 'contain' } }} />
          </ImageInput>
        ))}
        <NumberInput source="token_expired_time" label="app.configuration.site.token_expired_time" min={5} max={43200} step={1} validate={required()} />
        <BooleanInput source="facebook_enabled" label="app.configuration.site.facebook_enabled" format={flag.format} parse={flag.parse} />
        <TextInput source="fb_client_id" label="app.configuration.site.fb_client_id" fullWidth />
        <FormDataConsumer>
          {({ formData }) => (
            <SelectInput
              source="choose_template"
              label="app.configuration.site.choose_template"
              choices={((formData.supported_templates as { identifier?: string }[] | undefined) ?? [])
                .filter((t) => t.identifier)
                .map((t) => ({ id: t.identifier, name: t.identifier }))}
              validate={required()}
            />
          )}
        </FormDataConsumer>
        <ArrayInput source="supported_templates" label="app.configuration.site.supported_templates">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="identifier" label="app.configuration.site.template_identifier" validate={required()} />
            <TextInput source="primary_color" type="color" label="app.configuration.site.primary_color" sx={{ minWidth: 120 }} />
            <TextInput source="secondary_color" type="color" label="app.configuration.site.secondary_color" sx={{ minWidth: 120 }} />
            <TextInput source="background_color" type="color" label="app.configuration.site.background_color" sx={{ minWidth: 120 }} />
            <TextInput source="text_color" type="color" label="app.configuration.site.text_color" sx={{ minWidth: 120 }} />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput
          source="script_header"
          label="app.configuration.site.script_header"
          multiline
          minRows={3}
          fullWidth
          readOnly={!canScript}
          helperText={scriptHelp}
        />
        <TextInput
          source="script_footer"
          label="app.configuration.site.script_footer"
          multiline
          minRows={3}
          fullWidth
          readOnly={!canScript}
          helperText={scriptHelp}
        />
        {canScript && <ScriptHistory />}
      </ConfigForm>
    </>
  );
};
