import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n';
import type { FieldErrors } from '../../../lib/api-client';
import { AddressFields, type Address, type Country } from '../../account';
import type { NewAddress } from '../api/checkout';
import { Radio } from './Radio';

/** The address the book marks as the default for this use, else its first; 'new' without a book. */
export const defaultChoice = (book: Address[], use: 'shipping' | 'billing'): number | 'new' =>
  (book.find((a) => (use === 'shipping' ? a.default_shipping : a.default_billing)) ?? book[0])?.id ?? 'new';

/**
 * One address of the order: an entry of the member's book, or a new one typed here (a guest always
 * types one). `prefix` is the order's field for it (shipping_address or billing_address); the book's
 * choice goes to `<prefix>_id`. `onTouch` names the fields a change makes stale.
 */
export function AddressChoice({
  prefix,
  legend,
  book,
  choice,
  onChoose,
  values,
  onChange,
  countries,
  errors,
  children,
}: {
  prefix: 'shipping_address' | 'billing_address';
  legend: string;
  book: Address[];
  choice: number | 'new';
  onChoose: (choice: number | 'new') => void;
  values: NewAddress;
  onChange: (values: NewAddress, field: keyof NewAddress) => void;
  countries: Country[];
  errors: FieldErrors;
  /** Shown under the new address's fields (the "save it in my book" box). */
  children?: ReactNode;
}) {
  const { t, language } = useI18n();
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name[language] ?? code;
  return (
    <>
      {book.length > 0 && (
        <fieldset className="checkout-options">
          <legend className="visually-hidden">{legend}</legend>
          {book.map((a) => (
            <Radio
              key={a.id}
              name={`${prefix}_id`}
              value={String(a.id)}
              checked={choice === a.id}
              onChange={() => onChoose(a.id)}
              testId={`checkout-${prefix === 'shipping_address' ? 'address' : 'billing'}-option`}
            >
              <strong>
                {a.first_name} {a.last_name}
              </strong>
              <span className="checkout-option-detail">
                {a.address}, {countryName(a.country)} · {a.contact_number}
              </span>
            </Radio>
          ))}
          <Radio name={`${prefix}_id`} value="new" checked={choice === 'new'} onChange={() => onChoose('new')}>
            <strong>{t('checkout.newAddress')}</strong>
          </Radio>
        </fieldset>
      )}
      {choice === 'new' && (
        <>
          <AddressFields
            values={values}
            onChange={onChange}
            countries={countries}
            errors={errors}
            prefix={prefix}
            section={prefix === 'shipping_address' ? 'shipping' : 'billing'}
          />
          {children}
        </>
      )}
    </>
  );
}
