import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormMessages, SubmitButton, TextField } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useServerMessage, useT } from '../../../i18n';
import type { ShownMessage } from '../../../i18n/server-messages';
import { ApiError } from '../../../lib/api-client';
import { requestEbook, type EbookInput } from '../api/ebook';

const EMPTY: EbookInput = { name: '', email: '', website: '' };

/** The fields whose messages show by the field; the others' (and a refusal's own) go on top. */
const SHOWN_FIELDS = ['name', 'email'] as const;

/**
 * The ebook page's form: the submit button reads the ebook status's button name when it has one. A refusal
 * reads "The ebook could not be sent." with the server's messages by their fields; a success shows the
 * server's message in a status region and empties the form. Like the contact form: noValidate, and a
 * `website` honeypot. `onUnavailable` runs when the server says there is no ebook any more (404).
 */
export function EbookForm({ buttonName, onUnavailable }: { buttonName: string; onUnavailable: () => void }) {
  const t = useT();
  const shown = useServerMessage();
  const trapId = useId();
  const submission = useSubmission();
  const [values, setValues] = useState<EbookInput>(EMPTY);
  const [sent, setSent] = useState<ShownMessage[]>([]);
  const set = (field: keyof EbookInput) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const errors = submission.fieldErrors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent([]);
    let answer: ShownMessage[] = [];
    let gone = false;
    const ok = await submission.run(async () => {
      try {
        answer = (await requestEbook({ ...values, email: values.email.trim() })).messages;
      } catch (error) {
        gone = error instanceof ApiError && error.status === 404;
        throw error;
      }
    });
    if (gone) onUnavailable();
    if (!ok) return;
    setValues(EMPTY);
    setSent(answer.length > 0 ? answer : [{ text: 'The ebook is on its way: please check your email.', code: 'ebook.sent' }]);
  };

  const byFields = new Set(SHOWN_FIELDS.flatMap((field) => (errors[field] ?? []).map((m) => m.text)));
  const failure = submission.messages.filter((m) => typeof m === 'string' || (!byFields.has(m.text) && m.code !== 'validation.failed'));
  const failed = submission.messages.length > 0;
  const label = buttonName.trim() || t('ebook.send');

  return (
    <form className="form ebook-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('ebook.title')}>
      <p className="form-hint">{t('form.requiredHint')}</p>
      {failed && <FormMessages messages={failure} title={t('ebook.failed')} />}
      <div role="status" className="ebook-status">
        {sent.length > 0 && (
          <div className="form-messages form-messages-success">
            <p>{sent.map(shown).join(' ')}</p>
          </div>
        )}
      </div>
      <TextField label={t('field.name')} name="name" autoComplete="name" required maxLength={200} value={values.name} onChange={set('name')} errors={errors.name} />
      <TextField label={t('field.email')} type="email" name="email" autoComplete="email" required maxLength={254} value={values.email} onChange={set('email')} errors={errors.email} />
      <div className="ebook-trap" aria-hidden="true">
        <label htmlFor={trapId}>{t('ebook.trap')}</label>
        <input id={trapId} type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={label} busyLabel={t('ebook.sending')} />
      </div>
    </form>
  );
}
