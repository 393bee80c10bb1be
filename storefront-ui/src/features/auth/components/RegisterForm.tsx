import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormMessages, SubmitButton, TextField } from '../../../components/form';
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
      <div className="field-row">
        <TextField
          label={t('field.firstName')}
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={100}
          value={values.first_name}
          onChange={set('first_name')}
          errors={errors.first_name}
        />
        <TextField
          label={t('field.lastName')}
          name="last_name"
          autoComplete="family-name"
          required
          maxLength={100}
          value={values.last_name}
          onChange={set('last_name')}
          errors={errors.last_name}
        />
      </div>
      <TextField
        label={t('field.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        errors={errors.email}
      />
      <TextField
        label={t('field.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={set('password')}
        errors={errors.password}
      />
      <TextField
        label={t('field.passwordConfirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        onChange={set('password_confirmation')}
        errors={errors.password_confirmation}
      />
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
      </div>
    </form>
  );
}
