import { applyDecorators, HttpCode, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { MultipartForm } from './multipart';

// Back-office writes of a thing with one optional `image` (brands, menu items): the body is JSON or
// multipart/form-data, its texts are in the body's `language` or in `?language=`, and HTML forms,
// which can only POST, reach the update at POST :id.

/**
 * What such a form may carry (see common/multipart.ts): how many other fields and the largest in bytes,
 * the largest image in bytes, and the names of its image fields (`image` when not given).
 */
export interface ImageFormLimits {
  fields: number;
  fieldBytes: number;
  fileBytes: number;
  images?: readonly string[];
}

const acceptImage = ({ fields, fieldBytes, fileBytes, images = ['image'] }: ImageFormLimits) =>
  UseInterceptors(MultipartForm({ fields, fieldBytes, fileBytes, files: images.map((name) => ({ name })) }));

const languageQuery = () => ApiQuery({ name: 'language', required: false });

/** A create or update taking JSON, or multipart with the `image` file beside the fields. */
export const ImageForm = (limits: ImageFormLimits) =>
  applyDecorators(acceptImage(limits), ApiConsumes('application/json', 'multipart/form-data'), languageQuery());

/** POST :id: the update for forms that send `_method=PUT` as a field; answers 200 as PUT does. */
export const ImageFormUpdateByPost = (limits: ImageFormLimits) =>
  applyDecorators(
    HttpCode(200),
    acceptImage(limits),
    ApiConsumes('multipart/form-data'),
    languageQuery(),
    ApiOperation({ summary: 'The same update for forms that send `_method=PUT` as a field' }),
  );

/** The handler parameter holding the uploaded `image`, or undefined (JSON bodies, forms without one). */
export const UploadedImage = () => UploadedFiles({ transform: (files?: { image?: Express.Multer.File[] }) => files?.image?.[0] });

/** The handler parameter holding each uploaded image by its field name (forms with several, see ImageFormLimits.images). */
export const UploadedImagesByField = () =>
  UploadedFiles({
    transform: (files?: Record<string, Express.Multer.File[]>) => Object.fromEntries(Object.entries(files ?? {}).map(([name, list]) => [name, list[0]])),
  });
