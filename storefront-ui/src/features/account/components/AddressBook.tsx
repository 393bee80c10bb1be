import { useEffect, useRef, useState } from 'react';
import { FormMessages } from '../../../components/form';
import { PageLoading } from '../../../app/lazy-page';
import { useI18n } from '../../../i18n';
import { errorMessages } from '../../../lib/api-client';
import type { Address, AddressInput } from '../api/addresses';
import { useAddresses, useCountries, useDeleteAddress, useSaveAddress } from '../api/use-addresses';
import { AddressForm, EMPTY_ADDRESS } from './AddressForm';
import type { ShownMessage } from '@shop/kernel';

const toInput = ({ first_name, last_name, country, contact_number, address, default_billing, default_shipping }: Address): AddressInput => ({
  first_name,
  last_name,
  country,
  contact_number,
  address,
  default_billing,
  default_shipping,
});

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

function AddressCard({ address, countryName, onEdit, onDeleted }: { address: Address; countryName: string; onEdit: () => void; onDeleted: () => void }) {
  const { t } = useI18n();
  const deletion = useDeleteAddress();
  const [confirming, setConfirming] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  // The confirmation takes focus on its safe answer as it appears (and a screen reader reads the question).
  useEffect(() => {
    if (confirming) cancel.current?.focus();
  }, [confirming]);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<ShownMessage[]>([]);
  const name = `${address.first_name} ${address.last_name}`;

  const remove = async () => {
    setDeleting(true);
    setFailure([]);
    try {
      await deletion.mutateAsync(address.id);
      onDeleted();
    } catch (error) {
      setFailure(errorMessages(error));
      setDeleting(false);
    }
  };

  return (
    <li className="address-card" aria-label={t('account.addressOf', { name })} data-testid="address-row">
      <div className="address-text">
        <p className="address-name">{name}</p>
        <p className="address-lines">{address.address}</p>
        <p>{countryName}</p>
        <p>{address.contact_number}</p>
        <p className="badges">
          {address.default_billing && <span className="badge">{t('account.defaultBillingBadge')}</span>}
          {address.default_shipping && <span className="badge">{t('account.defaultShippingBadge')}</span>}
        </p>
      </div>
      <FormMessages messages={failure} />
      {confirming ? (
        <div className="confirm" role="group" aria-label={t('account.confirmDelete')}>
          <p>{t('account.confirmDelete')}</p>
          <button type="button" className="button button-danger" onClick={() => void remove()} disabled={deleting} aria-busy={deleting || undefined}>
            {deleting ? t('account.deleting') : t('account.confirmYes')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)} disabled={deleting} ref={cancel}>
            {t('account.cancel')}
          </button>
        </div>
      ) : (
        <div className="card-actions">
          <button type="button" className="button" onClick={onEdit} aria-label={t('account.editLabel', { name })}>
            {t('account.edit')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(true)} aria-label={t('account.deleteLabel', { name })}>
            {t('account.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The address book: rows with add, edit and delete; the list is reloaded after each change. */
export function AddressBook() {
  const { t, language } = useI18n();
  const book = useAddresses();
  const countryList = useCountries();
  const saving = useSaveAddress();
  const addresses = book.data ?? null;
  const countries = countryList.data ?? [];
  const failed = book.error ?? countryList.error;
  const loadFailure: ShownMessage[] = failed ? errorMessages(failed) : [];
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const countryName = (code: string) => countries.find((c) => c.code === code)?.name[language] ?? code;

  const save = async (input: AddressInput, id?: number) => {
    await saving.mutateAsync({ input, id });
    setEditing(null);
    setNotice(t('account.addressSaved'));
  };

  return (
    <section className="account-section" aria-labelledby="addresses-heading">
      <div className="section-head">
        <h2 id="addresses-heading">{t('account.addresses')}</h2>
        {editing?.kind !== 'new' && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setNotice(null);
              setEditing({ kind: 'new' });
            }}
          >
            {t('account.addAddress')}
          </button>
        )}
      </div>
      <FormMessages messages={loadFailure} />
      {notice && <FormMessages messages={[notice]} tone="success" />}
      {editing?.kind === 'new' && (
        <AddressForm
          initial={EMPTY_ADDRESS}
          countries={countries}
          title={t('account.newAddress')}
          onSubmit={(input) => save(input)}
          onCancel={() => setEditing(null)}
        />
      )}
      {addresses === null ? (
        loadFailure.length === 0 && <PageLoading />
      ) : addresses.length === 0 ? (
        <p>{t('account.noAddresses')}</p>
      ) : (
        <ul className="address-list">
          {addresses.map((address) =>
            editing?.kind === 'edit' && editing.id === address.id ? (
              <li key={address.id} className="address-card address-card-editing">
                <AddressForm
                  initial={toInput(address)}
                  countries={countries}
                  title={t('account.editAddress')}
                  onSubmit={(input) => save(input, address.id)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                countryName={countryName(address.country)}
                onEdit={() => {
                  setNotice(null);
                  setEditing({ kind: 'edit', id: address.id });
                }}
                onDeleted={() => setNotice(t('account.addressDeleted'))}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
