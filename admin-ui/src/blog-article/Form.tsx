import { AutocompleteArrayInput, BooleanInput, DateTimeInput, ReferenceArrayInput, required, SimpleForm, TextInput } from 'react-admin';
import { SLUG_RULE } from '../brand/Form';
import { pickedImage, SingleImageInput } from '../common/ImageUpload';
import { SHRINKABLE_INPUT } from '../common/layout';
import { RichTextInput } from '../common/RichTextInput';
import { FormToolbar } from '../common/Toolbar';
import type { LanguageCode } from '../providers/i18nProvider';
import { textOf } from '../common/values';

/** Tags as typed: comma-separated text in the form, a list in the record. */
const tagsFormat = (value: unknown) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
const tagsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : textOf(value)
        .split(/[,，]/)
        .map((tag) => tag.trim())
        .filter(Boolean);

/**
 * An article: url, enabled, categories, author, publish date, tags and cover are kept once; title,
 * summary, content and meta per language (the switcher above the form). One form for create and edit.
 */
export const BlogArticleForm = ({ isCreate = false }: { isCreate?: boolean }) => (
  <SimpleForm toolbar={<FormToolbar deletable={!isCreate} />} defaultValues={isCreate ? { enabled: true } : undefined} sx={{ maxWidth: 960 }}>
    <BooleanInput source="enabled" />
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput
      source="url"
      validate={[required(), SLUG_RULE]}
      fullWidth
      helperText="app.blog.article_url_help"
      parse={(v: string) => (v ?? '').toLowerCase()}
    />
    <ReferenceArrayInput source="category_ids" reference="blog/category" sort={{ field: 'order', order: 'ASC' }} perPage={100}>
      <AutocompleteArrayInput optionText="title" filterToQuery={(q: string) => ({ q })} fullWidth sx={SHRINKABLE_INPUT} />
    </ReferenceArrayInput>
    <TextInput source="author" fullWidth helperText="app.blog.author_help" />
    <DateTimeInput source="publish_at" helperText="app.blog.publish_at_help" />
    <TextInput source="tags" format={tagsFormat} fullWidth helperText="app.blog.tags_help" />
    <TextInput source="summary" multiline minRows={2} fullWidth />
    <RichTextInput source="content" minHeight={320} />
    <SingleImageInput source="cover_image" label="resources.blog/article.fields.cover_image" />
    <TextInput source="meta_title" fullWidth />
    <TextInput source="meta_description" multiline minRows={2} fullWidth />
  </SimpleForm>
);

/** JSON, or multipart when a cover was picked (the `image` file; lists go as JSON text). */
export const blogArticleBody = (data: Record<string, unknown>, language: LanguageCode) => {
  const publishAt = data.publish_at ? new Date(data.publish_at as string | Date) : null;
  const body: Record<string, unknown> = {
    language,
    enabled: Boolean(data.enabled),
    title: data.title,
    url: data.url,
    category_ids: Array.isArray(data.category_ids) ? data.category_ids : [],
    author: data.author ?? '',
    publish_at: publishAt && !Number.isNaN(publishAt.getTime()) ? publishAt.toISOString() : null,
    tags: tagsOf(data.tags),
    summary: data.summary ?? '',
    content: data.content ?? '',
    meta_title: data.meta_title ?? '',
    meta_description: data.meta_description ?? '',
  };
  const cover = pickedImage(data.cover_image);
  if (cover) body.image = cover;
  else if (data.cover_image === null || data.cover_image === '') body.remove_cover_image = true;
  return body;
};
