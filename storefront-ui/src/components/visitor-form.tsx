import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useServerMessage, useT } from '../i18n';
import type { ShownMessage } from '@shop/kernel';
import { FormMessages, SubmitButton } from './form';
import { useSubmission, type Submission } from './use-submission';

/** Every visitor form carries the honeypot `website`, which only bots fill (the server then drops the send quietly). */
export interface VisitorInput {
  website: string;
}

export interface VisitorForm<T extends VisitorInput> {
  values: T;
  /** The change handler of one field. */
  set: (field: keyof T) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  submission: Submission;
  /** The server's messages of a success ('' until one). */
  sent: ShownMessage[];
  onSubmit: (event: FormEvent) => Promise<void>;
}

/**
 * The state of a form a visitor sends (contact, funnel, ebook): `send` gets the values (email trimmed);
 * a success empties the form and keeps the server's messages (or `fallback` when it gave none).
 */
export function useVisitorForm<T extends VisitorInput & { email: string }>(
  empty: T,
  send: (values: T) => Promise<{ messages: ShownMessage[] }>,
  fallback: ShownMessage,
): VisitorForm<T> {
  const submission = useSubmission();
  const [values, setValues] = useState<T>(empty);
  const [sent, setSent] = useState<ShownMessage[]>([]);
  const set = (field: keyof T) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent([]);
    let answer: ShownMessage[] = [];
    const ok = await submission.run(async () => {
      answer = (await send({ ...values, email: values.email.trim() })).messages;
    });
    if (!ok) return;
    setValues(empty);
    setSent(answer.length > 0 ? answer : [fallback]);
  };

  return { values, set, submission, sent, onSubmit };
}

interface VisitorFormViewProps<T extends VisitorInput> {
  form: VisitorForm<T>;
  /** The form's accessible name. */
  label: string;
  className: string;
  /** The heading of a refusal ("Message has been sent fail."). */
  failedTitle: string;
  /** The fields shown in `children`: a refusal's messages about them stay by them, the others go on top. */
  fields: readonly string[];
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/**
 * A visitor form's frame: the required-fields hint, a refusal on top (its messages that name a shown
 * field stay by that field, and "Validation Fail" is what the heading says), the status region that
 * announces a success, the fields, the honeypot (off-screen, out of the tab order, hidden from assistive
 * technology) and the submit button. The browser's own checks are off (noValidate) so that every refusal
 * comes from the server, in the visitor's language.
 */
export function VisitorFormView<T extends VisitorInput>({
  form,
  label,
  className,
  failedTitle,
  fields,
  submitLabel,
  busyLabel,
  children,
}: VisitorFormViewProps<T>) {
  const t = useT();
  const shown = useServerMessage();
  const trapId = useId();
  const { submission, sent } = form;
  const errors = submission.fieldErrors;
  const byFields = new Set(fields.flatMap((field) => (errors[field] ?? []).map((m) => m.text)));
  const failure = submission.messages.filter((m) => typeof m === 'string' || (!byFields.has(m.text) && m.code !== 'validation.failed'));

  return (
    <form className={`form ${className}`} onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={label}>
      <p className="form-hint">{t('form.requiredHint')}</p>
      {submission.messages.length > 0 && <FormMessages messages={failure} title={failedTitle} />}
      <div role="status" className="form-status">
        {sent.length > 0 && (
          <div className="form-messages form-messages-success">
            <p>{sent.map(shown).join(' ')}</p>
          </div>
        )}
      </div>
      {children}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={trapId}>{t('form.trap')}</label>
        <input id={trapId} type="text" name="website" tabIndex={-1} autoComplete="off" value={form.values.website} onChange={form.set('website')} />
      </div>
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={submitLabel} busyLabel={busyLabel} />
      </div>
    </form>
  );
}
