import { applyDecorators, HttpCode, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiOperation } from '@nestjs/swagger';
import { ValidationError } from '../../common/errors';
import { MultipartForm } from '../../common/multipart';
import { DOCUMENT_MAX_BYTES, uploadMessages } from '../upload';
import { TRIGGER_TEMPLATE_MAX } from './lead-status.dto';

// Lead status writes: a JSON body, or a multipart form with the ebook as `file` beside the fields. As
// with images (common/image-form.ts), HTML forms, which can only POST, reach the update at POST :id.

const FIELD = 'file';

/**
 * At most one `file` of DOCUMENT_MAX_BYTES and 20 other fields, the longest the trigger template (4 bytes a
 * character at most); a file over the limit is refused as the field's validation failure (422), like a file
 * of the wrong type.
 */
const DocumentFormInterceptor = MultipartForm({
  fields: 20,
  fieldBytes: TRIGGER_TEMPLATE_MAX * 4,
  files: [{ name: FIELD }],
  fileBytes: DOCUMENT_MAX_BYTES,
  fileTooLarge: () => ValidationError.field(FIELD, uploadMessages.document_too_large({ field: FIELD })),
});

/** A create or update taking JSON, or multipart with the `file` beside the fields. */
export const DocumentForm = () => applyDecorators(UseInterceptors(DocumentFormInterceptor), ApiConsumes('application/json', 'multipart/form-data'));

/** POST :id: the update for forms (X-HTTP-Method-Override: PUT turns it into the PUT itself); answers 200 as PUT does. */
export const DocumentFormUpdateByPost = () =>
  applyDecorators(
    HttpCode(200),
    UseInterceptors(DocumentFormInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiOperation({ summary: 'The same update for forms that cannot send PUT' }),
  );

/** The handler parameter holding the uploaded `file`, or undefined (JSON bodies, forms without one). */
export const UploadedDocument = () => UploadedFiles({ transform: (files?: Record<string, Express.Multer.File[]>) => files?.[FIELD]?.[0] });
