import { useState, type FormEvent } from 'react';
import { CheckboxField, FormMessages, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useI18n } from '../../../i18n';
import type { AddressInput } from '../api/addresses';
import type { Country } from '../api/countries';

export const EMPTY_ADDRESS: AddressInput = {
  first_name: '',
  last_name: '',
  country: '',
  contact_number: '',
  address: '',
  default_billing: false,
  default_shipping: false,
};

/** One address row's form: every field required; the default ticks are the row's own. */
export function AddressForm({
  initial,
  countries,
  title,
  onSubmit,
  onCancel,
}: {
  initial: AddressInput;
  countries: Country[];
  title: string;
  onSubmit: (input: AddressInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t, language } = useI18n();
  const submission = useSubmission();
  const [values, setValues] = useState<AddressInput>(initial);
  const set = (field: 'first_name' | 'last_name' | 'country' | 'contact_number' | 'address') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const errors = submission.fieldErrors;
  const sorted = [...countries].sort((a, b) => (a.name[language] ?? a.code).localeCompare(b.name[language] ?? b.code, language.replace('_', '-')));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await submission.run(() => onSubmit(values));
  };

  return (
    <form className="form address-form" onSubmit={(e) => void submit(e)} aria-label={title}>
      <h3>{title}</h3>
      <p className="form-hint">{t('form.requiredHint')}</p>
      <FormMessages messages={submission.messages} />
      <div className="field-row">
        <TextField label={t('field.firstName')} name="first_name" autoComplete="given-name" autoFocus required maxLength={100} value={values.first_name} onChange={set('first_name')} errors={errors.first_name} />
        <TextField label={t('field.lastName')} name="last_name" autoComplete="family-name" required maxLength={100} value={values.last_name} onChange={set('last_name')} errors={errors.last_name} />
      </div>
      <div className="field-row">
        <SelectField label={t('field.country')} name="country" autoComplete="country" required value={values.country} onChange={set('country')} errors={errors.country}>
          <option value="">{t('account.selectCountry')}</option>
          {sorted.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name[language] ?? c.code}
            </option>
          ))}
        </SelectField>
        <TextField label={t('field.contactNumber')} type="tel" name="contact_number" autoComplete="tel" required maxLength={40} value={values.contact_number} onChange={set('contact_number')} errors={errors.contact_number} />
      </div>
      <TextAreaField label={t('field.address')} name="address" autoComplete="street-address" required maxLength={500} rows={3} value={values.address} onChange={set('address')} errors={errors.address} />
      <div className="field-row">
        <CheckboxField label={t('field.defaultBilling')} name="default_billing" checked={values.default_billing} onChange={(e) => setValues((v) => ({ ...v, default_billing: e.target.checked }))} />
        <CheckboxField label={t('field.defaultShipping')} name="default_shipping" checked={values.default_shipping} onChange={(e) => setValues((v) => ({ ...v, default_shipping: e.target.checked }))} />
      </div>
      <div className="form-actions">
        <SubmitButton busy={submission.busy} label={t('account.saveAddress')} busyLabel={t('account.saving')} />
        <button type="button" className="button" onClick={onCancel} disabled={submission.busy}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
