import { CheckboxField } from '../../../components/form';
import { useI18n } from '../../../i18n';
import type { FieldErrors } from '../../../lib/api-client';
import type { Address, Country } from '../../account';
import type { NewAddress } from '../api/checkout';
import { AddressChoice } from './AddressChoice';
import { FieldErrorText } from './FieldErrorText';

/**
 * Where the order goes: an entry of the member's address book or a new address (a member may keep
 * it in the book). `book` null: the book is loading. `touch` names the fields a change makes stale.
 */
export function ShippingAddressSection({
  book,
  choice,
  onChoose,
  address,
  onAddress,
  keep,
  onKeep,
  member,
  countries,
  errors,
  touch,
}: {
  book: Address[] | null;
  choice: number | 'new' | null;
  onChoose: (choice: number | 'new') => void;
  address: NewAddress;
  onAddress: (address: NewAddress) => void;
  keep: boolean;
  onKeep: (keep: boolean) => void;
  member: boolean;
  countries: Country[];
  errors: FieldErrors;
  touch: (...fields: string[]) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="checkout-section" aria-labelledby="checkout-address">
      <h2 id="checkout-address">{t('checkout.shippingAddress')}</h2>
      <FieldErrorText list={[...(errors.shipping_address ?? []), ...(errors.shipping_address_id ?? [])]} />
      {book === null ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <AddressChoice
          prefix="shipping_address"
          legend={t('checkout.shippingAddress')}
          book={book}
          choice={choice ?? 'new'}
          onChoose={(chosen) => {
            onChoose(chosen);
            touch('shipping_address', 'shipping_address_id', 'shipping_method_id');
          }}
          values={address}
          onChange={(values, field) => {
            onAddress(values);
            if (field === 'country') touch('shipping_address.country', 'shipping_address', 'shipping_method_id');
            else touch(`shipping_address.${field}`, 'shipping_address');
          }}
          countries={countries}
          errors={errors}
        >
          {member && <CheckboxField label={t('checkout.saveAddress')} name="save_address" checked={keep} onChange={(e) => onKeep(e.target.checked)} />}
        </AddressChoice>
      )}
    </section>
  );
}
