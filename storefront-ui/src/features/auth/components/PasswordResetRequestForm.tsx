import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EmailField } from '../../../components/fields';
import { FormMessages, SubmitButton } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useT } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';
import { requestPasswordReset } from '../api/auth';

/** Asks for the reset mail and shows the server's answer ("Reset link sent..." or "Too frequent..."). */
export function PasswordResetRequestForm() {
  const t = useT();
  const submission = useSubmission();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<ShownMessage[]>([]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent([]);
    await submission.run(async () => setSent((await requestPasswordReset(email.trim())).messages));
  };

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)}>
      <p>{t('passwordReset.intro')}</p>
      <FormMessages messages={submission.messages} />
      <FormMessages messages={sent} tone="success" />
      <EmailField required value={email} onChange={(e) => setEmail(e.target.value)} errors={submission.fieldErrors.email} />
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('passwordReset.submit')} busyLabel={t('passwordReset.submitting')} />
        <Link to="/login">{t('passwordReset.back')}</Link>
      </div>
    </form>
  );
}
