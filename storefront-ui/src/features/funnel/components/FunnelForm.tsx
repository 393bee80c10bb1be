import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormMessages, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useServerMessage, useT } from '../../../i18n';
import type { ShownMessage } from '../../../i18n/server-messages';
import { sendFunnelAnswer, type FunnelInput } from '../api/funnel';

const EMPTY: FunnelInput = { first_name: '', last_name: '', email: '', phone: '', company: '', message: '', website: '' };

/** The fields whose messages show by the field; the others' (and a refusal's own) go on top. */
const SHOWN_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'company', 'message'] as const;

/**
 * A funnel page's form, sent as multipart fields: a refusal reads "Your details could not be sent." with
 * the server's messages by their fields; a success shows the server's thank-you in a status region and
 * empties the form. As on the contact page, the browser's own checks are off (noValidate) so that every
 * refusal comes from the server in the shopper's language, and `website` is a honeypot only bots fill.
 */
export function FunnelForm({ url, title }: { url: string; title: string }) {
  const t = useT();
  const shown = useServerMessage();
  const trapId = useId();
  const submission = useSubmission();
  const [values, setValues] = useState<FunnelInput>(EMPTY);
  const [sent, setSent] = useState<ShownMessage[]>([]);
  const set = (field: keyof FunnelInput) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const errors = submission.fieldErrors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent([]);
    let answer: ShownMessage[] = [];
    const ok = await submission.run(async () => {
      answer = (await sendFunnelAnswer(url, { ...values, email: values.email.trim() })).messages;
    });
    if (!ok) return;
    setValues(EMPTY);
    setSent(answer.length > 0 ? answer : [{ text: 'Thank you: we will be in touch soon.', code: 'funnel.sent' }]);
  };

  // A refusal's messages that name a field shown here stay by it; "Validation Fail" is what the heading says.
  const byFields = new Set(SHOWN_FIELDS.flatMap((field) => (errors[field] ?? []).map((m) => m.text)));
  const failure = submission.messages.filter((m) => typeof m === 'string' || (!byFields.has(m.text) && m.code !== 'validation.failed'));
  const failed = submission.messages.length > 0;

  return (
    <form className="form funnel-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
      <p className="form-hint">{t('form.requiredHint')}</p>
      {failed && <FormMessages messages={failure} title={t('funnel.failed')} />}
      <div role="status" className="funnel-status">
        {sent.length > 0 && (
          <div className="form-messages form-messages-success">
            <p>{sent.map(shown).join(' ')}</p>
          </div>
        )}
      </div>
      <div className="field-row">
        <TextField label={t('field.firstName')} name="first_name" autoComplete="given-name" required maxLength={100} value={values.first_name} onChange={set('first_name')} errors={errors.first_name} />
        <TextField label={t('field.lastName')} name="last_name" autoComplete="family-name" maxLength={100} value={values.last_name} onChange={set('last_name')} errors={errors.last_name} />
      </div>
      <div className="field-row">
        <TextField label={t('field.email')} type="email" name="email" autoComplete="email" required maxLength={254} value={values.email} onChange={set('email')} errors={errors.email} />
        <TextField label={t('field.phone')} type="tel" name="phone" autoComplete="tel" maxLength={25} value={values.phone} onChange={set('phone')} errors={errors.phone} />
      </div>
      <TextField label={t('field.company')} name="company" autoComplete="organization" maxLength={200} value={values.company} onChange={set('company')} errors={errors.company} />
      <TextAreaField label={t('field.message')} name="message" maxLength={5000} rows={6} value={values.message} onChange={set('message')} errors={errors.message} />
      <div className="funnel-trap" aria-hidden="true">
        <label htmlFor={trapId}>{t('funnel.trap')}</label>
        <input id={trapId} type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('funnel.send')} busyLabel={t('funnel.sending')} />
      </div>
    </form>
  );
}
