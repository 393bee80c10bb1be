import { BooleanInput, maxLength, regex, required, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../common/Toolbar';
import { NEW_FUNNEL, TITLE_MAX, URL_MAX, URL_PATTERN } from './fields';
import { StagePicker } from './StagePicker';

const label = (field: string) => `resources.lead/funnel.fields.${field}`;
const urlRule = regex(URL_PATTERN, 'app.funnel.url_rule');

/**
 * One form for create and edit of a funnel: title, the url of its public page /funnel/{url}
 * (letters, digits and hyphens), the description shown there, enabled, and its stages in order.
 */
export const FunnelForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? NEW_FUNNEL : undefined} sx={{ maxWidth: 880 }}>
    <TextInput source="title" label={label('title')} validate={[required(), maxLength(TITLE_MAX)]} fullWidth />
    <TextInput source="url" label={label('url')} validate={[required(), maxLength(URL_MAX), urlRule]} helperText="app.funnel.url_help" fullWidth />
    <TextInput
      source="description"
      label={label('description')}
      validate={maxLength(5000)}
      multiline
      minRows={3}
      helperText="app.funnel.description_help"
      fullWidth
    />
    <BooleanInput source="enabled" label={label('enabled')} />
    <StagePicker />
  </SimpleForm>
);
