import { BooleanInput, DateTimeInput, maxValue, minValue, NumberInput, regex, SimpleForm, TextInput } from 'react-admin';
import { pickedImage, SingleImageInput } from '../common/ImageUpload';
import { FormToolbar } from '../common/Toolbar';
import type { LanguageCode } from '../providers/i18nProvider';

/** A link the server takes: empty, a path of the shop, or an http(s) address. */
const LINK_RULE = regex(/^(?:$|\/(?!\/)|https?:\/\/[^\s/]+)/i, 'app.slider.link_rule');

/**
 * enabled, order, link and the schedule are kept once; title, text and the desktop and mobile
 * pictures per language (the switcher above the form; a language without pictures shows the main
 * language's). One form for create and edit.
 */
export const SliderForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm
    toolbar={<FormToolbar deletable={!isCreate} />}
    defaultValues={isCreate ? { enabled: true, order: 0, link: '' } : undefined}
    sx={{ maxWidth: 880 }}
  >
    <BooleanInput source="enabled" />
    <TextInput source="title" fullWidth />
    <TextInput source="text" multiline minRows={2} fullWidth />
    <TextInput source="link" fullWidth validate={LINK_RULE} helperText="app.slider.link_help" />
    <NumberInput source="order" min={0} max={100000} step={1} validate={[minValue(0), maxValue(100000)]} helperText="app.slider.order_help" />
    <DateTimeInput source="starts_at" helperText="app.slider.schedule_help" />
    <DateTimeInput source="ends_at" />
    <SingleImageInput source="image_path" label="resources.slider.fields.image" helperText="app.slider.image_help" />
    <SingleImageInput source="mobile_image_path" label="resources.slider.fields.mobile_image" helperText="app.slider.mobile_image_help" />
  </SimpleForm>
);

/** A date input's value as the server takes it: ISO text, or '' for none. */
const isoOrEmpty = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value as string | Date);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};

/** JSON, or multipart when a picture was picked (`image`, `mobile_image`). */
export const sliderBody = (data: Record<string, unknown>, language: LanguageCode) => {
  const body: Record<string, unknown> = {
    language,
    enabled: Boolean(data.enabled),
    order: Number(data.order ?? 0),
    link: data.link ?? '',
    starts_at: isoOrEmpty(data.starts_at),
    ends_at: isoOrEmpty(data.ends_at),
    title: data.title ?? '',
    text: data.text ?? '',
  };
  const image = pickedImage(data.image_path);
  if (image) body.image = image;
  const mobile = pickedImage(data.mobile_image_path);
  if (mobile) body.mobile_image = mobile;
  return body;
};
