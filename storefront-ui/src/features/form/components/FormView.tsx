import type { ShownMessage } from '@shop/kernel';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import { FormMessages } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useServerMessage, useT } from '../../../i18n';
import { useHydrated } from '../../../lib/hydration';
import { sendForm, type FormValues, type PublicForm, type PublicFormField } from '../api/form';

/** Each field's starting value: nothing typed, nothing ticked, no file. */
const emptyValues = (fields: readonly PublicFormField[]): FormValues =>
  Object.fromEntries(fields.map((f) => [f.key, f.type === 'checkbox' ? [] : f.type === 'file' ? null : '']));

/** A text field's value ('' for a list or a file, which text fields never hold). */
const textOf = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value : '');

/** The input type of a one-line field. */
const INPUT_TYPES: Record<string, string> = { text: 'text', email: 'email', phone: 'tel', number: 'text', date: 'date' };
const AUTOCOMPLETE: Record<string, string> = { email: 'email', phone: 'tel' };

interface ChoicesProps {
  field: PublicFormField;
  value: string | string[];
  errors?: ShownMessage[];
  onChange: (value: string | string[]) => void;
}

/** Radio buttons or tick boxes in a fieldset whose legend is the field's label; its messages are described by the group. */
function Choices({ field, value, errors, onChange }: ChoicesProps) {
  const t = useT();
  const shown = useServerMessage();
  const live = useHydrated();
  const id = useId();
  const multiple = field.type === 'checkbox';
  const ticked = Array.isArray(value) ? value : value ? [value] : [];
  const toggle = (option: string) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(multiple ? (event.target.checked ? [...ticked, option] : ticked.filter((v) => v !== option)) : option);
  return (
    <fieldset
      className="field form-choices"
      aria-invalid={errors?.length ? true : undefined}
      aria-describedby={errors?.length ? `${id}-error` : undefined}
      aria-required={field.required && !multiple ? true : undefined}
      role={multiple ? undefined : 'radiogroup'}
    >
      <legend>
        {field.label}
        {field.required && (
          <span className="required" aria-hidden="true" title={t('form.required')}>
            {' '}
            *
          </span>
        )}
      </legend>
      {field.options.map((option, i) => (
        <div className="form-choice" key={option.value}>
          <input
            id={`${id}-${i}`}
            type={multiple ? 'checkbox' : 'radio'}
            name={field.key}
            value={option.value}
            checked={ticked.includes(option.value)}
            onChange={toggle(option.value)}
            disabled={!live}
          />
          <label htmlFor={`${id}-${i}`}>{option.label}</label>
        </div>
      ))}
      {errors && errors.length > 0 && (
        <p className="field-error" id={`${id}-error`}>
          {errors.map(shown).join(' ')}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A form builder form: its fields in order, each with its label, required mark and the server's
 * messages for it (aria-invalid, aria-describedby), the honeypot, and the send button. Sent as
 * multipart fields; a refusal shows its messages by their fields (the rest on top), a success
 * replaces the form with the form's own success message (else the shop's thank-you). The browser's
 * own checks are off (noValidate): every refusal comes from the server, in the shopper's language.
 */
export function FormView({ url, form }: { url: string; form: PublicForm }) {
  const t = useT();
  const shown = useServerMessage();
  const trapId = useId();
  const submission = useSubmission();
  const [values, setValues] = useState<FormValues>(() => emptyValues(form.fields));
  const [website, setWebsite] = useState('');
  const [done, setDone] = useState<{ messages: ShownMessage[]; success: string }>();
  const errors = submission.fieldErrors;
  const set = (key: string) => (value: string | string[] | File | null) => setValues((v) => ({ ...v, [key]: value }));
  const onText = (key: string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(key)(event.target.value);
  const keys = new Set(form.fields.map((f) => f.key));
  const byFields = new Set(Object.entries(errors).flatMap(([key, list]) => (keys.has(key) ? list.map((m) => m.text) : [])));
  const failure = submission.messages.filter((m) => typeof m === 'string' || (!byFields.has(m.text) && m.code !== 'validation.failed'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let answer: { messages: ShownMessage[]; success: string } | undefined;
    const ok = await submission.run(async () => {
      answer = await sendForm(url, values, website);
    });
    if (ok && answer) setDone(answer);
  };

  if (done) {
    return (
      <div role="status" className="form-status">
        <div className="form-messages form-messages-success">
          <p className="form-success">{done.success || done.messages.map(shown).join(' ') || t('formPage.sent')}</p>
        </div>
      </div>
    );
  }

  return (
    <form className="form form-builder-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={form.title}>
      <p className="form-hint">{t('form.requiredHint')}</p>
      {submission.messages.length > 0 && <FormMessages messages={failure} title={t('formPage.failed')} />}
      {form.fields.map((field) => {
        const value = values[field.key];
        const fieldErrors = errors[field.key];
        const common = { key: field.key, label: field.label, name: field.key, required: field.required, errors: fieldErrors };
        switch (field.type) {
          case 'textarea':
            return <TextAreaField {...common} rows={5} maxLength={5000} value={textOf(value)} onChange={onText(field.key)} />;
          case 'select':
            return (
              <SelectField {...common} value={textOf(value)} onChange={onText(field.key)}>
                <option value="">{t('formPage.choose')}</option>
                {field.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </SelectField>
            );
          case 'radio':
          case 'checkbox':
            return <Choices key={field.key} field={field} value={value as string | string[]} errors={fieldErrors} onChange={set(field.key)} />;
          case 'file':
            return (
              <TextField
                {...common}
                type="file"
                accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,application/pdf,image/png,image/jpeg,image/gif,image/webp"
                hint={t('formPage.fileHint', { mb: Math.round(form.max_file_bytes / 1024 / 1024) })}
                onChange={(event) => set(field.key)(event.target.files?.[0] ?? null)}
              />
            );
          default:
            return (
              <TextField
                {...common}
                type={INPUT_TYPES[field.type] ?? 'text'}
                inputMode={field.type === 'number' ? 'decimal' : undefined}
                autoComplete={AUTOCOMPLETE[field.type]}
                maxLength={field.type === 'email' ? 254 : 500}
                value={textOf(value)}
                onChange={onText(field.key)}
              />
            );
        }
      })}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={trapId}>{t('form.trap')}</label>
        <input id={trapId} type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('formPage.send')} busyLabel={t('formPage.sending')} />
      </div>
    </form>
  );
}
