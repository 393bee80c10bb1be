import { useState, type FormEvent } from 'react';
import { CheckboxField, FormMessages, SubmitButton } from '../../../components/form';
import { useSubmission } from '../../../components/use-submission';
import { useI18n } from '../../../i18n';
import type { AddressInput } from '../api/addresses';
import type { Country } from '../api/countries';
import { AddressFields } from './AddressFields';

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
  const { t } = useI18n();
  const submission = useSubmission();
  const [values, setValues] = useState<AddressInput>(initial);
  const errors = submission.fieldErrors;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await submission.run(() => onSubmit(values));
  };

  return (
    <form className="form address-form" onSubmit={(e) => void submit(e)} aria-label={title}>
      <h3>{title}</h3>
      <p className="form-hint">{t('form.requiredHint')}</p>
      <FormMessages messages={submission.messages} />
      <AddressFields values={values} onChange={setValues} countries={countries} errors={errors} autoFocus />
      <div className="field-row">
        <CheckboxField
          label={t('field.defaultBilling')}
          name="default_billing"
          checked={values.default_billing}
          onChange={(e) => setValues((v) => ({ ...v, default_billing: e.target.checked }))}
        />
        <CheckboxField
          label={t('field.defaultShipping')}
          name="default_shipping"
          checked={values.default_shipping}
          onChange={(e) => setValues((v) => ({ ...v, default_shipping: e.target.checked }))}
        />
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
