import { SelectField, TextAreaField, TextField } from '../../../components/form';
import { useI18n } from '../../../i18n';
import type { FieldErrors } from '../../../lib/api-client';
import type { Country } from '../../account';
import type { NewAddress } from '../api/checkout';

export const EMPTY_NEW_ADDRESS: NewAddress = { first_name: '', last_name: '', country: '', contact_number: '', address: '' };

/**
 * The fields of an address typed at checkout (no <form> of its own: it sits inside the checkout form).
 * `errors` are the order's field errors; this address's are under `<prefix>.<field>`.
 */
export function AddressFields({
  values,
  onChange,
  countries,
  errors,
  prefix,
}: {
  values: NewAddress;
  /** The new values, and the field that changed. */
  onChange: (values: NewAddress, field: keyof NewAddress) => void;
  countries: Country[];
  errors: FieldErrors;
  prefix: string;
}) {
  const { t, language } = useI18n();
  const set = (field: keyof NewAddress) => (e: { target: { value: string } }) => onChange({ ...values, [field]: e.target.value }, field);
  const sorted = [...countries].sort((a, b) => (a.name[language] ?? a.code).localeCompare(b.name[language] ?? b.code, language.replace('_', '-')));
  const of = (field: keyof NewAddress) => errors[`${prefix}.${field}`];
  // Autofill tells a shipping address from a billing one by this section name.
  const section = prefix.startsWith('billing') ? 'billing' : 'shipping';
  return (
    <div className="checkout-address-fields">
      <div className="field-row">
        <TextField label={t('field.firstName')} name={`${prefix}.first_name`} autoComplete={`${section} given-name`} required maxLength={100} value={values.first_name} onChange={set('first_name')} errors={of('first_name')} />
        <TextField label={t('field.lastName')} name={`${prefix}.last_name`} autoComplete={`${section} family-name`} required maxLength={100} value={values.last_name} onChange={set('last_name')} errors={of('last_name')} />
      </div>
      <div className="field-row">
        <SelectField label={t('field.country')} name={`${prefix}.country`} autoComplete={`${section} country`} required value={values.country} onChange={set('country')} errors={of('country')}>
          <option value="">{t('account.selectCountry')}</option>
          {sorted.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name[language] ?? c.code}
            </option>
          ))}
        </SelectField>
        <TextField label={t('field.contactNumber')} type="tel" name={`${prefix}.contact_number`} autoComplete={`${section} tel`} required maxLength={40} value={values.contact_number} onChange={set('contact_number')} errors={of('contact_number')} />
      </div>
      <TextAreaField label={t('field.address')} name={`${prefix}.address`} autoComplete={`${section} street-address`} required maxLength={500} rows={3} value={values.address} onChange={set('address')} errors={of('address')} />
    </div>
  );
}
