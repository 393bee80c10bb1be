import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessages, SubmitButton, TextField } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useT } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';
import { resetPassword } from '../api/auth';

/** A new password for the account in the mail's link; "Invalid token" from the server shows as is. */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const t = useT();
  const submission = useSubmission();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
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
    await submission.run(async () => setDone((await resetPassword({ email, token, password, password_confirmation: confirmation })).messages));
  };

  // "Invalid token" comes back as a field error on token: show it with the other messages.
  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)}>
      <p>{t('resetPassword.intro', { email })}</p>
      <FormMessages messages={submission.messages} />
      <TextField label={t('field.email')} type="email" name="email" autoComplete="username" value={email} readOnly />
      <TextField
        label={t('field.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        errors={submission.fieldErrors.password}
      />
      <TextField
        label={t('field.newPasswordConfirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        errors={submission.fieldErrors.password_confirmation}
      />
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('resetPassword.submit')} busyLabel={t('resetPassword.submitting')} />
      </div>
    </form>
  );
}
