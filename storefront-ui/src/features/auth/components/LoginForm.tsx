import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmailField } from '../../../components/fields';
import { FormMessages, SubmitButton, TextField } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useT } from '../../../i18n';
import { login } from '../api/auth';
import { useSession } from './SessionProvider';

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const submission = useSubmission();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await submission.run(async () => signIn(await login(email.trim(), password)));
    if (ok) void navigate(redirectTo, { replace: true });
  };

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate={false}>
      <p className="form-hint">{t('form.requiredHint')}</p>
      <FormMessages messages={submission.messages} />
      <EmailField required value={email} onChange={(e) => setEmail(e.target.value)} errors={submission.fieldErrors.email} />
      <TextField
        label={t('field.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        errors={submission.fieldErrors.password}
      />
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('login.submit')} busyLabel={t('login.submitting')} />
        <Link to="/password/reset">{t('login.forgot')}</Link>
      </div>
    </form>
  );
}
