import { BooleanInput, regex, required, SimpleForm, TextInput } from 'react-admin';
import { SingleImageInput, pickedImage } from '../common/ImageUpload';
import { FormToolbar } from '../common/Toolbar';
import type { LanguageCode } from '../providers/i18nProvider';

/** A url slug as the server takes it: lowercase letters, digits, Chinese characters and hyphens. */
export const SLUG_RULE = regex(/^[a-z0-9\p{Script=Han}-]+$/u, 'app.validation.slug');

/**
 * enabled, url and image are kept once; title, short description and description per language (the
 * switcher above the form). One form for create and edit.
 */
export const BrandForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? { enabled: true } : undefined} sx={{ maxWidth: 880 }}>
    <BooleanInput source="enabled" />
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput source="url" validate={[required(), SLUG_RULE]} fullWidth helperText="app.brand.url_help" parse={(v: string) => (v ?? '').toLowerCase()} />
    <TextInput source="short_description" multiline minRows={2} fullWidth />
    <TextInput source="description" multiline minRows={5} fullWidth helperText="app.brand.description_help" />
    <SingleImageInput source="image_path" label="resources.brand.fields.image" />
  </SimpleForm>
);

/** JSON, or multipart when an image was picked (the `image` file). */
export const brandBody = (data: Record<string, unknown>, language: LanguageCode) => {
  const body: Record<string, unknown> = {
    language,
    enabled: Boolean(data.enabled),
    title: data.title,
    url: data.url,
    short_description: data.short_description ?? '',
    description: data.description ?? '',
  };
  const image = pickedImage(data.image_path);
  if (image) body.image = image;
  return body;
};
