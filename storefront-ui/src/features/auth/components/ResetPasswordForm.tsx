import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EmailField, PasswordFields } from '../../../components/fields';
import { FormMessages, SubmitButton } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useT } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';
import { resetPassword } from '../api/auth';

/** A new password for the account in the mail's link; "Invalid token" from the server shows as is. */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const t = useT();
  const submission = useSubmission();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const [done, setDone] = useState<ShownMessage[] | null>(null);

  if (done) {
    return (
      <div className="form">
        <FormMessages messages={done} tone="success" />
        <p>
          <Link className="button button-primary" to="/login">
            {t('resetPassword.loginLink')}
          </Link>
        </p>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submission.run(async () => setDone((await resetPassword({ email, token, ...values })).messages));
  };

  // "Invalid token" comes back as a field error on token: show it with the other messages.
  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)}>
      <p>{t('resetPassword.intro', { email })}</p>
      <FormMessages messages={submission.messages} />
      <EmailField autoComplete="username" value={email} readOnly />
      <PasswordFields values={values} set={set} errors={submission.fieldErrors} change required />
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('resetPassword.submit')} busyLabel={t('resetPassword.submitting')} />
      </div>
    </form>
  );
}
