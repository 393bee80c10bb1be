import { SelectField, TextAreaField, TextField } from '../../../components/form';
import { useI18n } from '../../../i18n';
import type { FieldErrors } from '../../../lib/api-client';
import type { Country } from '../api/countries';

/** The typed part of an address: what the book keeps and what an order takes. */
export interface AddressText {
  first_name: string;
  last_name: string;
  country: string;
  contact_number: string;
  address: string;
}

export const EMPTY_ADDRESS_TEXT: AddressText = { first_name: '', last_name: '', country: '', contact_number: '', address: '' };

/**
 * An address's fields, without a <form> of their own: the address book's form and the checkout's
 * shipping and billing addresses use them. With a `prefix` the fields are named (and their errors
 * read) as `<prefix>.<field>`, the way an order's nested address answers; `section` gives autofill
 * the shipping or billing part of its tokens.
 */
export function AddressFields<T extends AddressText>({
  values,
  onChange,
  countries,
  errors,
  prefix,
  section,
  autoFocus,
}: {
  values: T;
  /** The new values, and the field that changed. */
  onChange: (values: T, field: keyof AddressText) => void;
  countries: Country[];
  errors: FieldErrors;
  prefix?: string;
  section?: 'shipping' | 'billing';
  autoFocus?: boolean;
}) {
  const { t, language } = useI18n();
  const set = (field: keyof AddressText) => (e: { target: { value: string } }) => onChange({ ...values, [field]: e.target.value }, field);
  const sorted = [...countries].sort((a, b) => (a.name[language] ?? a.code).localeCompare(b.name[language] ?? b.code, language.replace('_', '-')));
  const name = (field: keyof AddressText) => (prefix ? `${prefix}.${field}` : field);
  const of = (field: keyof AddressText) => errors[name(field)];
  const token = (what: string) => (section ? `${section} ${what}` : what);
  return (
    <div className="address-fields">
      <div className="field-row">
        <TextField
          label={t('field.firstName')}
          name={name('first_name')}
          autoComplete={token('given-name')}
          autoFocus={autoFocus}
          required
          maxLength={100}
          value={values.first_name}
          onChange={set('first_name')}
          errors={of('first_name')}
        />
        <TextField
          label={t('field.lastName')}
          name={name('last_name')}
          autoComplete={token('family-name')}
          required
          maxLength={100}
          value={values.last_name}
          onChange={set('last_name')}
          errors={of('last_name')}
        />
      </div>
      <div className="field-row">
        <SelectField
          label={t('field.country')}
          name={name('country')}
          autoComplete={token('country')}
          required
          value={values.country}
          onChange={set('country')}
          errors={of('country')}
        >
          <option value="">{t('account.selectCountry')}</option>
          {sorted.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name[language] ?? c.code}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('field.contactNumber')}
          type="tel"
          name={name('contact_number')}
          autoComplete={token('tel')}
          required
          maxLength={40}
          value={values.contact_number}
          onChange={set('contact_number')}
          errors={of('contact_number')}
        />
      </div>
      <TextAreaField
        label={t('field.address')}
        name={name('address')}
        autoComplete={token('street-address')}
        required
        maxLength={500}
        rows={3}
        value={values.address}
        onChange={set('address')}
        errors={of('address')}
      />
    </div>
  );
}
