import { BooleanInput, regex, required, SimpleForm, TextInput } from 'react-admin';
import { RichTextInput } from '../common/RichTextInput';
import { FormToolbar } from '../common/Toolbar';
import type { LanguageCode } from '../providers/i18nProvider';

/** A page url as the server takes it: lowercase letters, digits, Chinese characters and hyphens. */
const URL_RULE = regex(/^[a-z0-9\p{Script=Han}-]+$/u, 'app.validation.slug');

/**
 * enabled and url are kept once; title, content and the meta texts per language (the switcher above
 * the form). One form for create and edit.
 */
export const PageForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? { enabled: true } : undefined} sx={{ maxWidth: 960 }}>
    <BooleanInput source="enabled" />
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput source="url" validate={[required(), URL_RULE]} fullWidth helperText="app.page.url_help" parse={(v: string) => (v ?? '').toLowerCase()} />
    <RichTextInput source="content" helperText="app.page.content_help" />
    <TextInput source="meta_title" fullWidth helperText="app.page.meta_title_help" />
    <TextInput source="meta_description" multiline minRows={2} fullWidth helperText="app.page.meta_description_help" />
  </SimpleForm>
);

/** The API body: every field, the texts in `language`. */
export const pageBody = (data: Record<string, unknown>, language: LanguageCode) => ({
  language,
  enabled: Boolean(data.enabled),
  url: data.url,
  title: data.title,
  content: data.content ?? '',
  meta_title: data.meta_title ?? '',
  meta_description: data.meta_description ?? '',
});
