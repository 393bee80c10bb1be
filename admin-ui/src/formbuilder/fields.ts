import type { Schema } from '@shop/kernel';
import { ADMIN_BASE } from '../common/paths';

/** GET /api/admin/formbuilder/{id}: a form with its fields, texts per language. */
export type Form = Schema<'FormAnswer'>;
export type FormField = Schema<'FormFieldAnswer'>;
export type Submission = Schema<'SubmissionItem'>;
export type SubmissionDetail = Schema<'SubmissionDetail'>;
type Body = Schema<'FormDto'>;
type Texts = Record<string, string>;

/** The field types the server takes (FIELD_TYPES in server/src/modules/formbuilder/form-definition.ts). */
export const FIELD_TYPES = ['text', 'textarea', 'email', 'phone', 'number', 'date', 'select', 'radio', 'checkbox', 'file'] as const;
/** The types whose answer is one or more options. */
export const CHOICE_TYPES: readonly string[] = ['select', 'radio', 'checkbox'];
export const KEY_PATTERN = /^[a-z][a-z0-9_]{0,59}$/;
export const URL_PATTERN = /^[A-Za-z0-9-]+$/;

/** The submissions: /admin/formbuilder/histories/{id} and one at /admin/formbuilder/history?id={id} (permission formbuilder.histories). */
export const HISTORIES_PERMISSION = 'formbuilder.histories';
export const historiesPath = (formId: unknown) => `${ADMIN_BASE}/formbuilder/histories/${encodeURIComponent(String(formId))}`;
export const historyPath = (id: unknown) => `${ADMIN_BASE}/formbuilder/history?id=${encodeURIComponent(String(id))}`;

/** A new form: enabled, open to guests, one required email field. */
export const NEW_FORM = {
  url: '',
  title: {},
  description: {},
  success_message: {},
  enabled: true,
  allow_guest: true,
  limit_submit: false,
  funnel_id: null,
  status_id: null,
  fields: [{ key: 'email', type: 'email', required: true, label: { en_us: 'Email', zh_hk: '電郵', zh_cn: '电邮' }, options: [] }],
};

const texts = (value: unknown): Texts =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'string' && v.trim() ? [[k, v.trim()]] : [])))
    : {};
/** Text a form value holds ('' for anything else). */
const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const idOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** POST and PUT /api/admin/formbuilder: empty texts left out, options only on the fields that take them. */
export function formBody(data: Record<string, unknown>): Body {
  const fields = Array.isArray(data.fields) ? (data.fields as Record<string, unknown>[]) : [];
  return {
    url: typeof data.url === 'string' ? data.url.trim() : '',
    title: texts(data.title),
    description: texts(data.description),
    success_message: texts(data.success_message),
    enabled: data.enabled !== false,
    allow_guest: data.allow_guest !== false,
    limit_submit: data.limit_submit === true,
    funnel_id: idOrNull(data.funnel_id),
    status_id: data.funnel_id ? idOrNull(data.status_id) : null,
    fields: fields.map((f) => ({
      key: typeof f.key === 'string' ? f.key.trim() : '',
      type: str(f.type) as Body['fields'][number]['type'],
      required: f.required === true,
      label: texts(f.label),
      options: CHOICE_TYPES.includes(str(f.type))
        ? (Array.isArray(f.options) ? (f.options as Record<string, unknown>[]) : []).map((o) => ({
            value: str(o.value).trim(),
            label: texts(o.label),
          }))
        : [],
    })),
  };
}

/** A text per language shown in the interface language, else the main one, else any. */
export const pickText = (value: unknown, language: string, main: string): string => {
  const all = texts(value);
  return all[language] || all[main] || Object.values(all)[0] || '';
};

/** An answer as staff read it: the options ticked joined, empty as a dash. */
export const answerText = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : str(value) || '—');
