import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  UploadedFiles,
  type Type,
} from '@nestjs/common';
import { AnyFilesInterceptor, FileFieldsInterceptor, NoFilesInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { httpMessages, multipartMessages } from './common.messages';
import { AppError } from './errors';

/**
 * The one reader of multipart/form-data bodies. Every route that takes a form names what its form may
 * carry (FormLimits); the reader refuses anything more with 413 and a message, before reading it where
 * the request says its size (Content-Length over the form's whole budget) and as soon as a limit is
 * passed otherwise (too many fields, a field or file too large), so a body is never held beyond its
 * form's size. A multipart body without a Content-Length is refused (411): browsers always send one.
 * test/unit/source-rules.spec.ts keeps Nest's and multer's own readers out of the rest of the server.
 */
export interface FormLimits {
  /** Text fields, at most this many. */
  fields: number;
  /** The largest text field, in bytes (UTF-8: a Chinese character is 3). */
  fieldBytes: number;
  /** File fields by name, each taking one file unless `maxCount` says more. */
  files?: readonly { name: string; maxCount?: number }[];
  /** Files under any field name (forms whose file fields staff name: the form builder's), at most this many in all. */
  anyFiles?: number;
  /** The largest file, in bytes. */
  fileBytes?: number;
  /**
   * The answer to a file over `fileBytes`, made from the request: the field's own validation failure (422),
   * as a file of the wrong type gets. Without it, 413 "File too large".
   */
  fileTooLarge?: (req: Request) => AppError;
}

/** The multipart framing around each part (boundary, headers): generous, as browsers write long file names. */
const PART_OVERHEAD = 1024;

/** Files a form may carry in all. */
const fileCount = (limits: FormLimits) => (limits.files ?? []).reduce((sum, f) => sum + (f.maxCount ?? 1), 0) + (limits.anyFiles ?? 0);

/** The largest body a form can be: every field and file at its largest, with the framing. */
export function formBytes(limits: FormLimits): number {
  const files = fileCount(limits);
  return limits.fields * (limits.fieldBytes + PART_OVERHEAD) + files * ((limits.fileBytes ?? 0) + PART_OVERHEAD) + PART_OVERHEAD;
}

/** multer's limit refusals (Nest turns them into 400s, the file size into a 413): all of them are a body over its form's size. */
const LIMIT_WORDINGS = new Set(
  [
    multipartMessages.too_many_parts,
    multipartMessages.file_too_large,
    multipartMessages.too_many_files,
    multipartMessages.field_name_too_long,
    multipartMessages.field_value_too_long,
    multipartMessages.too_many_fields,
    multipartMessages.field_array_index,
  ].map((m) => m.text),
);

/**
 * The interceptor that reads a form within `limits` into `req.body` (text fields) and `req.files` (in
 * memory, by field name), for @UseInterceptors(). JSON and other bodies pass through to Nest's parsers,
 * which BODY_LIMIT bounds.
 */
export function MultipartForm(limits: FormLimits): Type<NestInterceptor> {
  const files = fileCount(limits);
  const multerLimits = {
    fields: limits.fields,
    fieldSize: limits.fieldBytes,
    fieldNameSize: 100,
    files,
    fileSize: limits.fileBytes ?? 0,
    parts: limits.fields + files,
  };
  // Names sent as UTF-8 (as browsers do) keep their letters.
  const Reader = limits.anyFiles
    ? AnyFilesInterceptor({ limits: multerLimits, defParamCharset: 'utf8' })
    : files > 0
      ? FileFieldsInterceptor(
          limits.files!.map(({ name, maxCount }) => ({ name, maxCount: maxCount ?? 1 })),
          { limits: multerLimits, defParamCharset: 'utf8' },
        )
      : NoFilesInterceptor({ limits: multerLimits, defParamCharset: 'utf8' });
  const most = formBytes(limits);

  @Injectable()
  class FormReader implements NestInterceptor {
    private readonly reader = new Reader();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      if (req.is('multipart/form-data')) {
        const declared = req.headers['content-length'];
        if (declared === undefined) throw new AppError(HttpStatus.LENGTH_REQUIRED, httpMessages.length_required);
        if (Number(declared) > most) {
          // The body is not read: the connection closes once the answer is out.
          http.getResponse<Response>().setHeader('Connection', 'close');
          throw new AppError(HttpStatus.PAYLOAD_TOO_LARGE, httpMessages.form_too_large({ max: Math.ceil(most / 1024) }));
        }
      }
      try {
        return await this.reader.intercept(context, next);
      } catch (error) {
        if (!(error instanceof HttpException) || error instanceof AppError) throw error;
        // Nest adds the field's name to multer's wording ("Field value too long - message"): the wording alone maps to its code.
        const wording = error.message.replace(/ - [^]*$/, '');
        if (wording === multipartMessages.file_too_large.text && limits.fileTooLarge) throw limits.fileTooLarge(req);
        if (LIMIT_WORDINGS.has(wording)) throw new PayloadTooLargeException(wording);
        if (wording !== error.message) throw new BadRequestException(wording);
        throw error;
      }
    }
  }
  return mixin(FormReader);
}

/** The handler parameter holding the files of one field of the form (an empty list for JSON bodies and forms without any). */
export const UploadedFileList = (name: string) => UploadedFiles({ transform: (files?: Record<string, Express.Multer.File[]>) => files?.[name] ?? [] });
