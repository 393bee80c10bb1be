import { useState, type FormEvent } from 'react';
import { FormMessages, SelectField, SubmitButton, TextField } from '../../../components/form';
import { EmailField, PasswordFields, PersonNameFields, PhoneField } from '../../../components/fields';
import { useSubmission } from '../../../components/use-submission';
import { useT } from '../../../i18n';
import { updateProfile, type Gender, type Profile, type ProfileInput } from '../api/profile';

interface Values {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  gender: Gender | '';
  password: string;
  password_confirmation: string;
  current_password: string;
}

const fromProfile = (p: Profile): Values => ({
  email: p.email,
  first_name: p.first_name,
  last_name: p.last_name,
  phone: p.phone ?? '',
  gender: p.gender ?? '',
  password: '',
  password_confirmation: '',
  current_password: '',
});

export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useT();
  const submission = useSubmission();
  const [values, setValues] = useState<Values>(() => fromProfile(profile));
  const [saved, setSaved] = useState(false);
  const set = (field: keyof Values) => (e: { target: { value: string } }) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: e.target.value }));
  };
  const errors = submission.fieldErrors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const input: ProfileInput = {
      email: values.email.trim(),
      first_name: values.first_name,
      last_name: values.last_name,
      phone: values.phone.trim() === '' ? null : values.phone.trim(),
      gender: values.gender === '' ? null : values.gender,
    };
    if (values.password !== '' || values.password_confirmation !== '') {
      input.password = values.password;
      input.password_confirmation = values.password_confirmation;
    }
    // Asked for by the server only when the email or the password changes.
    if (values.current_password !== '') input.current_password = values.current_password;
    const ok = await submission.run(async () => {
      const updated = await updateProfile(input);
      onSaved(updated);
      setValues(fromProfile(updated));
    });
    setSaved(ok);
  };

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} aria-labelledby="profile-heading">
      <FormMessages messages={submission.messages} />
      {saved && <FormMessages messages={[t('account.saved')]} tone="success" />}
      <EmailField required value={values.email} onChange={set('email')} errors={errors.email} />
      <PersonNameFields values={values} set={set} errors={errors} />
      <div className="field-row">
        <PhoneField value={values.phone} onChange={set('phone')} errors={errors.phone} />
        <SelectField label={t('field.gender')} name="gender" value={values.gender} onChange={set('gender')} errors={errors.gender}>
          <option value="">{t('gender.unset')}</option>
          <option value="female">{t('gender.female')}</option>
          <option value="male">{t('gender.male')}</option>
        </SelectField>
      </div>
      <fieldset className="fieldset">
        <legend>{t('field.password')}</legend>
        <p className="field-hint">{t('account.passwordHint')}</p>
        <div className="field-row">
          <PasswordFields values={values} set={set} errors={errors} change />
        </div>
        <TextField
          label={t('field.currentPassword')}
          type="password"
          name="current_password"
          autoComplete="current-password"
          hint={t('account.currentPasswordHint')}
          value={values.current_password}
          onChange={set('current_password')}
          errors={errors.current_password}
        />
      </fieldset>
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('account.save')} busyLabel={t('account.saving')} />
      </div>
    </form>
  );
}
