import { ImageField, ImageInput, useNotify, useTranslate } from 'react-admin';

/** Images the server takes: PNG, JPEG, GIF, WebP or ICO of at most 2 MB. */
export const IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/x-icon': ['.ico'],
  'image/vnd.microsoft.icon': ['.ico'],
};
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export interface PickedImage {
  rawFile: File;
  src: string;
  title: string;
}

/** A stored path (string) shows as a preview; a picked file keeps its data for the multipart upload. */
const imageFormat = (value: unknown) => {
  if (typeof value === 'string') return value ? { src: value, title: value.split('/').pop() } : null;
  if (value instanceof File) return { rawFile: value, src: URL.createObjectURL(value), title: value.name };
  return value;
};

/** The file to upload when one was picked; undefined keeps the stored image. */
export const pickedImage = (value: unknown): PickedImage | undefined =>
  value && typeof value === 'object' && (value as PickedImage).rawFile instanceof File ? (value as PickedImage) : undefined;

/** One image (brand image, menu banner) bound to the stored path field, with a preview. */
export const SingleImageInput = ({ source, label, helperText = 'app.image.help' }: { source: string; label: string; helperText?: string }) => {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <ImageInput
      source={source}
      label={label}
      accept={IMAGE_ACCEPT}
      maxSize={IMAGE_MAX_BYTES}
      format={imageFormat}
      helperText={helperText}
      options={{ onDropRejected: () => notify('app.image.rejected', { type: 'error' }) }}
      inputProps={{ 'aria-label': translate(label) }}
    >
      <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 140, objectFit: 'contain' } }} />
    </ImageInput>
  );
};
