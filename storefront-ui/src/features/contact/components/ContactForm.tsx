import { EmailField, NameField } from '../../../components/fields';
import { TextAreaField, TextField } from '../../../components/form';
import { useVisitorForm, VisitorFormView } from '../../../components/visitor-form';
import { useT } from '../../../i18n';
import { sendContactMessage, type ContactInput } from '../api/contact';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '', website: '' };

/** The fields whose messages show by the field. */
const SHOWN_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The contact page's form (spec §8): a refusal reads "Message has been sent fail." with the server's
 * messages by their fields; a success reads "Message has been sent successfully." in a status region and
 * empties the form (the frame, the honeypot and the rest: VisitorFormView).
 */
export function ContactForm() {
  const t = useT();
  const form = useVisitorForm(EMPTY, sendContactMessage, { text: 'Message has been sent successfully.', code: 'contact.sent' });
  const { values, set } = form;
  const errors = form.submission.fieldErrors;
  return (
    <VisitorFormView
      form={form}
      className="contact-form"
      label={t('contact.title')}
      failedTitle={t('contact.failed')}
      fields={SHOWN_FIELDS}
      submitLabel={t('contact.send')}
      busyLabel={t('contact.sending')}
    >
      <div className="field-row">
        <NameField required maxLength={200} value={values.name} onChange={set('name')} errors={errors.name} />
        <EmailField required maxLength={254} value={values.email} onChange={set('email')} errors={errors.email} />
      </div>
      <TextField label={t('field.subject')} name="subject" required maxLength={300} value={values.subject} onChange={set('subject')} errors={errors.subject} />
      <TextAreaField
        label={t('field.message')}
        name="message"
        required
        maxLength={5000}
        rows={8}
        value={values.message}
        onChange={set('message')}
        errors={errors.message}
      />
    </VisitorFormView>
  );
}
