import { validationMessages } from '../../common/common.messages';
import type { FieldMessages } from '../../common/errors';
import { isLanguage, type LanguageCode } from '../../common/i18n/languages';
import type { Message } from '../../common/messages';
import { cleanTexts } from '../../common/translations';
import { formbuilderMessages as m } from './formbuilder.messages';

/** The kinds of field a form may hold. */
export const FIELD_TYPES = ['text', 'textarea', 'email', 'phone', 'number', 'date', 'select', 'radio', 'checkbox', 'file'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The kinds whose answer is one or more of the field's options. */
export const CHOICE_TYPES: readonly FieldType[] = ['select', 'radio', 'checkbox'];

/** A text per language, as stored ({"en_us": ...}; empty ones left out). */
export type Texts = Partial<Record<LanguageCode, string>>;

export interface FieldOption {
  value: string;
  label: Texts;
}

/** One field of a form, as stored (its position is its place in the list). */
export interface FormField {
  key: string;
  type: FieldType;
  label: Texts;
  required: boolean;
  options: FieldOption[];
}

export const MAX_FIELDS = 50;
export const MAX_OPTIONS = 50;
export const MAX_FILE_FIELDS = 5;
const KEY = /^[a-z][a-z0-9_]{0,59}$/;
/** Names the public form sends beside the fields: the shopper's language and the honeypot. */
export const RESERVED_KEYS = ['website', 'language'];
const LABEL_MAX = 200;
const OPTION_VALUE_MAX = 100;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Texts per language of at most `max` characters each, trimmed and without empty ones; undefined: not such texts. */
export function textsOf(value: unknown, max: number): Texts | undefined {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) return undefined;
  if (!Object.entries(value).every(([k, text]) => isLanguage(k) && typeof text === 'string' && text.trim().length <= max)) return undefined;
  return cleanTexts(value as Record<string, string>);
}

/** A label: texts with at least one. */
const labelOf = (value: unknown): Texts | undefined => {
  const texts = textsOf(value, LABEL_MAX);
  return texts && Object.keys(texts).length > 0 ? texts : undefined;
};

/**
 * The fields of a definition as sent (POST and PUT /api/admin/formbuilder), checked one by one:
 * the fields as stored, or every problem by its path (fields.2.key). A field's key names its answer
 * (a multipart field) and its column in the submissions, so keys are unique and may not be the names
 * the public form uses itself.
 */
export function checkFields(raw: unknown[]): { fields: FormField[]; problems: FieldMessages } {
  const problems: FieldMessages = {};
  const add = (path: string, message: Message) => (problems[path] = [...(problems[path] ?? []), message]);
  const fields: FormField[] = [];
  const keys = new Set<string>();
  raw.forEach((item, i) => {
    const at = `fields.${i}`;
    if (!isObject(item)) {
      add(`${at}.type`, m.field_type({ field: `${at}.type` }));
      return;
    }
    const type = item.type as FieldType;
    if (!FIELD_TYPES.includes(type)) add(`${at}.type`, m.field_type({ field: `${at}.type` }));
    const key = typeof item.key === 'string' ? item.key.trim() : '';
    if (!KEY.test(key)) add(`${at}.key`, m.field_key({ field: `${at}.key` }));
    else if (RESERVED_KEYS.includes(key)) add(`${at}.key`, m.key_reserved({ field: `${at}.key` }));
    else if (keys.has(key)) add(`${at}.key`, m.key_taken({ key }));
    keys.add(key);
    const label = labelOf(item.label);
    if (!label) add(`${at}.label`, m.label({ field: `${at}.label` }));
    const options: FieldOption[] = [];
    const rawOptions = item.options ?? [];
    if (CHOICE_TYPES.includes(type)) {
      const values = new Set<string>();
      const valid =
        Array.isArray(rawOptions) &&
        rawOptions.length >= 1 &&
        rawOptions.length <= MAX_OPTIONS &&
        rawOptions.every((o) => {
          if (!isObject(o) || typeof o.value !== 'string' || !o.value.trim() || o.value.trim().length > OPTION_VALUE_MAX) return false;
          const optionLabel = labelOf(o.label);
          if (!optionLabel) return false;
          const value = o.value.trim();
          if (values.has(value)) add(`${at}.options`, m.option_taken({ field: `${at}.options`, value }));
          values.add(value);
          options.push({ value, label: optionLabel });
          return true;
        });
      if (!valid) add(`${at}.options`, m.options({ field: `${at}.options` }));
    } else if (Array.isArray(rawOptions) ? rawOptions.length > 0 : rawOptions !== null) {
      add(`${at}.options`, m.no_options({ field: `${at}.options` }));
    }
    if (item.required !== undefined && typeof item.required !== 'boolean') add(`${at}.required`, validationMessages.boolean({ field: `${at}.required` }));
    fields.push({ key, type, label: label ?? {}, required: item.required === true, options });
  });
  const files = fields.filter((f) => f.type === 'file').length;
  if (files > MAX_FILE_FIELDS) add('fields', m.too_many_files({ max: MAX_FILE_FIELDS }));
  return { fields, problems };
}
