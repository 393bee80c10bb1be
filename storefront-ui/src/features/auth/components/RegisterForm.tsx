import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmailField, PasswordFields, PersonNameFields } from '../../../components/fields';
import { FormMessages, SubmitButton } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useT } from '../../../i18n';
import { register, type RegisterInput } from '../api/auth';
import { useSession } from './SessionProvider';

const EMPTY: RegisterInput = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' };

export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const submission = useSubmission();
  const [values, setValues] = useState<RegisterInput>(EMPTY);
  const set = (field: keyof RegisterInput) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const errors = submission.fieldErrors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await submission.run(async () => signIn(await register({ ...values, email: values.email.trim() })));
    if (ok) void navigate(redirectTo, { replace: true });
  };

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)}>
      <p className="form-hint">{t('form.requiredHint')}</p>
      <FormMessages messages={submission.messages} />
      <PersonNameFields values={values} set={set} errors={errors} />
      <EmailField required value={values.email} onChange={set('email')} errors={errors.email} />
      <PasswordFields values={values} set={set} errors={errors} required />
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
      </div>
    </form>
  );
}
