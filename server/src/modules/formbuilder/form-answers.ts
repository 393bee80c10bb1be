import { validationMessages } from '../../common/common.messages';
import type { FieldMessages } from '../../common/errors';
import type { LanguageCode } from '../../common/i18n/languages';
import type { Message } from '../../common/messages';
import { pickText } from '../../common/translations';
import { sniffAttachment, type AttachmentType } from '../upload';
import type { FormField } from './form-definition';
import { formShopMessages as m } from './formbuilder.messages';

/** The largest file a form's file field takes. */
export const ANSWER_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest answer of a text field, and of a textarea. */
const TEXT_MAX = 500;
const TEXTAREA_MAX = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{4,24}$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ONE_LINE = /^[^\x00-\x1f\x7f\u2028\u2029]*$/;

/** An answer as stored: text, a number, the options ticked, or null when left empty. */
export type AnswerValue = string | number | string[] | null;

/** A file a field took, checked: what is stored of it once written. */
export interface AnswerFile {
  key: string;
  name: string;
  type: AttachmentType;
  size: number;
  buffer: Buffer;
}

/** A file as the multipart reader hands it over. */
export type UploadedAnswer = Pick<Express.Multer.File, 'fieldname' | 'originalname' | 'size' | 'buffer'>;

/** The original name of an upload, safe for a Content-Disposition: no folders, no control characters, at most 200 characters. */
export function fileNameOf(original: string | undefined, key: string, type: AttachmentType): string {
  const name = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return name || `${key}.${type}`;
}

const isRealDate = (text: string) => {
  const parts = DATE.exec(text);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.getUTCFullYear() === Number(parts[1]) && date.getUTCMonth() === Number(parts[2]) - 1 && date.getUTCDate() === Number(parts[3]);
};

/**
 * A submission checked against its form's own definition: the answers by key and the files, or each
 * field's problems by its key, worded with the field's label in the shopper's language. Sent values
 * the form has no field for are dropped; a file sent for a field that is not a file field is refused.
 */
export function checkAnswers(
  fields: readonly FormField[],
  body: Record<string, unknown>,
  uploads: readonly UploadedAnswer[],
  language: LanguageCode,
  main: LanguageCode,
): { answers: Record<string, AnswerValue>; files: AnswerFile[]; problems: FieldMessages } {
  const problems: FieldMessages = {};
  const add = (key: string, message: Message) => (problems[key] = [...(problems[key] ?? []), message]);
  const answers: Record<string, AnswerValue> = {};
  const files: AnswerFile[] = [];
  const fileKeys = new Set(fields.filter((f) => f.type === 'file').map((f) => f.key));
  for (const upload of uploads) if (!fileKeys.has(upload.fieldname)) add(upload.fieldname, m.unknown_file({ key: upload.fieldname }));

  for (const field of fields) {
    const label = pickText(field.label, language, main) || field.key;
    const raw = body[field.key];
    if (field.type === 'file') {
      const sent = uploads.filter((u) => u.fieldname === field.key && u.size > 0);
      if (sent.length === 0) {
        if (field.required) add(field.key, validationMessages.required({ field: label }));
        answers[field.key] = null;
        continue;
      }
      for (const upload of sent) {
        const type = sniffAttachment(upload.buffer);
        if (upload.size > ANSWER_FILE_MAX_BYTES) add(field.key, m.file_too_large({ field: label, max: ANSWER_FILE_MAX_BYTES / 1024 / 1024 }));
        else if (!type) add(field.key, m.file_type({ field: label }));
        else files.push({ key: field.key, name: fileNameOf(upload.originalname, field.key, type), type, size: upload.size, buffer: upload.buffer });
      }
      answers[field.key] = sent.map((u) => fileNameOf(u.originalname, field.key, sniffAttachment(u.buffer) ?? 'pdf')).join(', ');
      continue;
    }
    if (field.type === 'checkbox') {
      const ticked = (Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw]).map((v) =>
        typeof v === 'string' ? v.trim() : v,
      );
      const allowed = new Set(field.options.map((o) => o.value));
      if (ticked.some((v) => typeof v !== 'string' || !allowed.has(v))) add(field.key, m.option({ field: label }));
      else if (field.required && ticked.length === 0) add(field.key, validationMessages.required({ field: label }));
      answers[field.key] = [...new Set(ticked as string[])];
      continue;
    }
    if (Array.isArray(raw) || (raw !== undefined && raw !== null && typeof raw === 'object')) {
      add(field.key, validationMessages.text({ field: label }));
      continue;
    }
    // Multipart fields are text; JSON may send a number or a flag (objects and lists were refused above).
    const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : '';
    if (!text) {
      if (field.required) add(field.key, validationMessages.required({ field: label }));
      answers[field.key] = null;
      continue;
    }
    const max = field.type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX;
    if (text.length > max) {
      add(field.key, m.too_long({ field: label, max }));
      continue;
    }
    if (field.type !== 'textarea' && !ONE_LINE.test(text)) {
      add(field.key, validationMessages.one_line({ field: label }));
      continue;
    }
    switch (field.type) {
      case 'email':
        if (!EMAIL.test(text) || text.length > 254) add(field.key, validationMessages.email({ field: label }));
        answers[field.key] = text.toLowerCase();
        break;
      case 'phone':
        if (!PHONE.test(text)) add(field.key, m.phone({ field: label }));
        answers[field.key] = text;
        break;
      case 'number':
        if (!NUMBER.test(text)) add(field.key, m.number({ field: label }));
        answers[field.key] = Number(text);
        break;
      case 'date':
        if (!isRealDate(text)) add(field.key, m.date({ field: label }));
        answers[field.key] = text;
        break;
      case 'select':
      case 'radio':
        if (!field.options.some((o) => o.value === text)) add(field.key, m.option({ field: label }));
        answers[field.key] = text;
        break;
      default:
        answers[field.key] = text;
    }
  }
  return { answers, files, problems };
}
