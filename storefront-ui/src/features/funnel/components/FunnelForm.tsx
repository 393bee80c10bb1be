import { EmailField, PersonNameFields, PhoneField } from '../../../components/fields';
import { TextAreaField, TextField } from '../../../components/form';
import { useVisitorForm, VisitorFormView } from '../../../components/visitor-form';
import { useT } from '../../../i18n';
import { sendFunnelAnswer, type FunnelInput } from '../api/funnel';

const EMPTY: FunnelInput = { first_name: '', last_name: '', email: '', phone: '', company: '', message: '', website: '' };

/** The fields whose messages show by the field. */
const SHOWN_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'company', 'message'] as const;

/**
 * A funnel page's form, sent as multipart fields: a refusal reads "Your details could not be sent." with
 * the server's messages by their fields; a success shows the server's thank-you in a status region and
 * empties the form (the frame, the honeypot and the rest: VisitorFormView).
 */
export function FunnelForm({ url, title }: { url: string; title: string }) {
  const t = useT();
  const form = useVisitorForm(EMPTY, (values) => sendFunnelAnswer(url, values), { text: 'Thank you: we will be in touch soon.', code: 'funnel.sent' });
  const { values, set } = form;
  const errors = form.submission.fieldErrors;
  return (
    <VisitorFormView
      form={form}
      className="funnel-form"
      label={title}
      failedTitle={t('funnel.failed')}
      fields={SHOWN_FIELDS}
      submitLabel={t('funnel.send')}
      busyLabel={t('funnel.sending')}
    >
      <PersonNameFields values={values} set={set} errors={errors} lastNameOptional />
      <div className="field-row">
        <EmailField required maxLength={254} value={values.email} onChange={set('email')} errors={errors.email} />
        <PhoneField maxLength={25} value={values.phone} onChange={set('phone')} errors={errors.phone} />
      </div>
      <TextField
        label={t('field.company')}
        name="company"
        autoComplete="organization"
        maxLength={200}
        value={values.company}
        onChange={set('company')}
        errors={errors.company}
      />
      <TextAreaField
        label={t('field.message')}
        name="message"
        maxLength={5000}
        rows={6}
        value={values.message}
        onChange={set('message')}
        errors={errors.message}
      />
    </VisitorFormView>
  );
}
