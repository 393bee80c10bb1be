import { EmailField, NameField } from '../../../components/fields';
import { useVisitorForm, VisitorFormView } from '../../../components/visitor-form';
import { useT } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { requestEbook, type EbookInput } from '../api/ebook';

const EMPTY: EbookInput = { name: '', email: '', website: '' };

/** The fields whose messages show by the field. */
const SHOWN_FIELDS = ['name', 'email'] as const;

/**
 * The ebook page's form: the submit button reads the ebook status's button name when it has one. A refusal
 * reads "The ebook could not be sent." with the server's messages by their fields; a success shows the
 * server's message in a status region and empties the form (the frame, the honeypot and the rest:
 * VisitorFormView). `onUnavailable` runs when the server says there is no ebook any more (404).
 */
export function EbookForm({ buttonName, onUnavailable }: { buttonName: string; onUnavailable: () => void }) {
  const t = useT();
  const send = async (values: EbookInput) => {
    try {
      return await requestEbook(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) onUnavailable();
      throw error;
    }
  };
  const form = useVisitorForm(EMPTY, send, { text: 'The ebook is on its way: please check your email.', code: 'ebook.sent' });
  const { values, set } = form;
  const errors = form.submission.fieldErrors;
  return (
    <VisitorFormView
      form={form}
      className="ebook-form"
      label={t('ebook.title')}
      failedTitle={t('ebook.failed')}
      fields={SHOWN_FIELDS}
      submitLabel={buttonName.trim() || t('ebook.send')}
      busyLabel={t('ebook.sending')}
    >
      <NameField required maxLength={200} value={values.name} onChange={set('name')} errors={errors.name} />
      <EmailField required maxLength={254} value={values.email} onChange={set('email')} errors={errors.email} />
    </VisitorFormView>
  );
}
