import { BooleanInput, NumberInput, required, SimpleForm, TextInput } from 'react-admin';
import { SLUG_RULE } from '../brand/Form';
import { RichTextInput } from '../common/RichTextInput';
import { FormToolbar } from '../common/Toolbar';
import type { LanguageCode } from '../providers/i18nProvider';

/**
 * enabled, url and order are kept once; title, description and meta per language (the switcher above
 * the form). One form for create and edit.
 */
export const BlogCategoryForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? { enabled: true, order: 0 } : undefined} sx={{ maxWidth: 880 }}>
    <BooleanInput source="enabled" />
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput
      source="url"
      validate={[required(), SLUG_RULE]}
      fullWidth
      helperText="app.blog.category_url_help"
      parse={(v: string) => (v ?? '').toLowerCase()}
    />
    <NumberInput source="order" step={1} min={0} helperText="app.blog.order_help" />
    <RichTextInput source="description" minHeight={160} />
    <TextInput source="meta_title" fullWidth />
    <TextInput source="meta_description" multiline minRows={2} fullWidth />
  </SimpleForm>
);

export const blogCategoryBody = (data: Record<string, unknown>, language: LanguageCode) => ({
  language,
  enabled: Boolean(data.enabled),
  title: data.title,
  url: data.url,
  order: typeof data.order === 'number' ? data.order : 0,
  description: data.description ?? '',
  meta_title: data.meta_title ?? '',
  meta_description: data.meta_description ?? '',
});
