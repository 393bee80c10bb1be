import { BooleanInput, regex, required, SimpleForm, TextInput } from 'react-admin';
import { RichTextInput } from '../common/RichTextInput';
import { FormToolbar } from '../common/Toolbar';
import type { LanguageCode } from '../providers/i18nProvider';

/** An identifier as the server takes it: letters, digits, hyphens and underscores. */
const IDENTIFIER_RULE = regex(/^[A-Za-z0-9_-]+$/, 'app.validation.identifier');

/** enabled and identifier are kept once; title and content per language. One form for create and edit. */
export const BlockForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? { enabled: true } : undefined} sx={{ maxWidth: 960 }}>
    <BooleanInput source="enabled" />
    <TextInput source="identifier" validate={[required(), IDENTIFIER_RULE]} fullWidth helperText="app.block.identifier_help" />
    <TextInput source="title" validate={required()} fullWidth />
    <RichTextInput source="content" minHeight={160} />
  </SimpleForm>
);

export const blockBody = (data: Record<string, unknown>, language: LanguageCode) => ({
  language,
  enabled: Boolean(data.enabled),
  identifier: typeof data.identifier === 'string' ? data.identifier.trim() : data.identifier,
  title: data.title,
  content: data.content ?? '',
});
