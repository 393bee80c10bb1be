import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormMessages, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useServerMessage, useT } from '../../../i18n';
import type { ShownMessage } from '../../../i18n/server-messages';
import { sendContactMessage, type ContactInput } from '../api/contact';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '', website: '' };

/** The fields whose messages show by the field; the others' (and a refusal's own) go on top. */
const SHOWN_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The contact page's form (spec §8): a refusal reads "Message has been sent fail." with the server's
 * messages by their fields; a success reads "Message has been sent successfully." in a status region and
 * empties the form. The browser's own checks are off (noValidate) so that every refusal comes from the
 * server, in the shopper's language. `website` is a honeypot: off-screen, out of the tab order and hidden
 * from assistive technology, so only bots fill it (the server then drops the message quietly).
 */
export function ContactForm() {
  const t = useT();
  const shown = useServerMessage();
  const trapId = useId();
  const submission = useSubmission();
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [sent, setSent] = useState<ShownMessage[]>([]);
  const set = (field: keyof ContactInput) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const errors = submission.fieldErrors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent([]);
    let answer: ShownMessage[] = [];
    const ok = await submission.run(async () => {
      answer = (await sendContactMessage({ ...values, email: values.email.trim() })).messages;
    });
    if (!ok) return;
    setValues(EMPTY);
    setSent(answer.length > 0 ? answer : [{ text: 'Message has been sent successfully.', code: 'contact.sent' }]);
  };

  // A refusal's messages that name a field shown here stay by it; "Validation Fail" is what the heading says.
  const byFields = new Set(SHOWN_FIELDS.flatMap((field) => (errors[field] ?? []).map((m) => m.text)));
  const failure = submission.messages.filter((m) => typeof m === 'string' || (!byFields.has(m.text) && m.code !== 'validation.failed'));
  const failed = submission.messages.length > 0;

  return (
    <form className="form contact-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('contact.title')}>
      <p className="form-hint">{t('form.requiredHint')}</p>
      {failed && <FormMessages messages={failure} title={t('contact.failed')} />}
      <div role="status" className="contact-status">
        {sent.length > 0 && (
          <div className="form-messages form-messages-success">
            <p>{sent.map(shown).join(' ')}</p>
          </div>
        )}
      </div>
      <div className="field-row">
        <TextField label={t('field.name')} name="name" autoComplete="name" required maxLength={200} value={values.name} onChange={set('name')} errors={errors.name} />
        <TextField label={t('field.email')} type="email" name="email" autoComplete="email" required maxLength={254} value={values.email} onChange={set('email')} errors={errors.email} />
      </div>
      <TextField label={t('field.subject')} name="subject" required maxLength={300} value={values.subject} onChange={set('subject')} errors={errors.subject} />
      <TextAreaField label={t('field.message')} name="message" required maxLength={5000} rows={8} value={values.message} onChange={set('message')} errors={errors.message} />
      <div className="contact-trap" aria-hidden="true">
        <label htmlFor={trapId}>{t('contact.trap')}</label>
        <input id={trapId} type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('contact.send')} busyLabel={t('contact.sending')} />
      </div>
    </form>
  );
}
