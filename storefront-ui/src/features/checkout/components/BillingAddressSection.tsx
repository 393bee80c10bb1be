import { CheckboxField } from '../../../components/form';
import { useI18n } from '../../../i18n';
import type { FieldErrors } from '../../../lib/api-client';
import type { Address, Country } from '../../account';
import type { NewAddress } from '../api/checkout';
import { AddressChoice } from './AddressChoice';
import { FieldErrorText } from './FieldErrorText';

/** Who the bill goes to: the shipping address, or another (from the book or typed here). */
export function BillingAddressSection({
  sameAsShipping,
  onSameAsShipping,
  book,
  choice,
  onChoose,
  address,
  onAddress,
  countries,
  errors,
  touch,
}: {
  sameAsShipping: boolean;
  onSameAsShipping: (same: boolean) => void;
  book: Address[] | null;
  choice: number | 'new' | null;
  onChoose: (choice: number | 'new') => void;
  address: NewAddress;
  onAddress: (address: NewAddress) => void;
  countries: Country[];
  errors: FieldErrors;
  touch: (...fields: string[]) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="checkout-section" aria-labelledby="checkout-billing">
      <h2 id="checkout-billing">{t('checkout.billingAddress')}</h2>
      <FieldErrorText list={[...(errors.billing_address ?? []), ...(errors.billing_address_id ?? [])]} />
      <CheckboxField
        label={t('checkout.billingSame')}
        name="billing_same"
        checked={sameAsShipping}
        onChange={(e) => {
          onSameAsShipping(e.target.checked);
          touch('billing_address', 'billing_address_id');
        }}
      />
      {!sameAsShipping && book !== null && (
        <AddressChoice
          prefix="billing_address"
          legend={t('checkout.billingAddress')}
          book={book}
          choice={choice ?? 'new'}
          onChoose={(chosen) => {
            onChoose(chosen);
            touch('billing_address', 'billing_address_id');
          }}
          values={address}
          onChange={(values, field) => {
            onAddress(values);
            touch(`billing_address.${field}`, 'billing_address');
          }}
          countries={countries}
          errors={errors}
        />
      )}
    </section>
  );
}
