import { Box, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import {
  FileField,
  FileInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormToolbar } from '../common/Toolbar';
import { whole } from '../membership/Form';
import { downloadFile } from '../common/download';
import { BUTTON_NAME_MAX, DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, isEbook, isTrigger, TEMPLATE_MAX, TITLE_MAX, TRIGGER_CHOICES, type LeadStatus } from './fields';

const label = (field: string) => `resources.lead/status.fields.${field}`;

/** A picked file keeps its data for the upload; nothing else is shown as picked (the stored one is named apart). */
const fileFormat = (value: unknown) => (value instanceof File ? { rawFile: value, src: URL.createObjectURL(value), title: value.name } : value);

/** The stored ebook, named, with a download through the admin API. */
const StoredFile = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<LeadStatus>();
  if (!record?.has_file) return null;
  const name = record.file_name ?? 'ebook';
  const download = () =>
    downloadFile(`status/${encodeURIComponent(String(record.id))}/file`, name).catch(() => notify('app.lead_status.download_failed', { type: 'error' }));
  return (
    <Typography variant="body2" sx={{ mb: 1 }} data-testid="stored-file">
      {translate('app.lead_status.stored_file')}{' '}
      <Link component="button" type="button" onClick={download} aria-label={translate('app.lead_status.download', { name })} sx={{ verticalAlign: 'baseline' }}>
        {name}
      </Link>
    </Typography>
  );
};

/**
 * The campaign content (required with any trigger), and for ebook triggers the file (PDF or EPUB, at
 * most 20 MB; required unless one is stored) and the button name. Choosing another kind of trigger
 * hides the ebook fields and clears them.
 */
const TriggerInputs = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue, getValues } = useFormContext();
  const trigger = useWatch({ name: 'trigger' }) as unknown;
  const record = useRecordContext<LeadStatus>();
  const ebook = isEbook(trigger);
  const triggered = isTrigger(trigger);

  useEffect(() => {
    if (ebook) return;
    if (getValues('file')) setValue('file', null, { shouldDirty: true });
    if (getValues('button_name')) setValue('button_name', '', { shouldDirty: true });
  }, [ebook, getValues, setValue]);

  return (
    <>
      <TextInput
        source="trigger_template"
        label={label('trigger_template')}
        validate={triggered ? [required(), maxLength(TEMPLATE_MAX)] : maxLength(TEMPLATE_MAX)}
        helperText={translate(triggered ? 'app.lead_status.template_help' : 'app.lead_status.template_help_none')}
        multiline
        minRows={6}
        fullWidth
      />
      {ebook && (
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, width: '100%', boxSizing: 'border-box' }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {translate('app.lead_status.ebook')}
          </Typography>
          <StoredFile />
          <FileInput
            source="file"
            label={label(record?.has_file ? 'new_file' : 'file')}
            accept={DOCUMENT_ACCEPT}
            maxSize={DOCUMENT_MAX_BYTES}
            format={fileFormat}
            validate={record?.has_file ? undefined : required()}
            helperText="app.lead_status.file_help"
            options={{ onDropRejected: () => notify('app.lead_status.file_rejected', { type: 'error' }) }}
            inputProps={{ 'aria-label': translate(label(record?.has_file ? 'new_file' : 'file')) }}
          >
            <FileField source="src" title="title" />
          </FileInput>
          <TextInput
            source="button_name"
            label={label('button_name')}
            validate={[required(), maxLength(BUTTON_NAME_MAX)]}
            helperText="app.lead_status.button_name_help"
            fullWidth
          />
        </Box>
      )}
    </>
  );
};

/**
 * One form for create and edit of a lead status: title, order, the trigger (none, or a mail to the
 * assigned staff, the lead or both, plain or with an ebook), the campaign content and the ebook fields.
 */
export const LeadStatusForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm
    toolbar={<FormToolbar deletable={!isCreate} />}
    defaultValues={isCreate ? { trigger: '', trigger_template: '', button_name: '' } : undefined}
    sx={{ maxWidth: 880 }}
  >
    <TextInput source="title" label={label('title')} validate={[required(), maxLength(TITLE_MAX)]} fullWidth />
    <NumberInput
      source="order"
      label={label('order')}
      min={0}
      max={1000}
      step={1}
      validate={[whole, minValue(0), maxValue(1000)]}
      helperText="app.lead_status.order_help"
    />
    <SelectInput
      source="trigger"
      label={label('trigger')}
      choices={TRIGGER_CHOICES}
      emptyText="app.lead_status.triggers.none"
      emptyValue=""
      helperText="app.lead_status.trigger_help"
      sx={{ minWidth: 320 }}
    />
    <TriggerInputs />
  </SimpleForm>
);
