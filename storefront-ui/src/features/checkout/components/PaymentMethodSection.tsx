import { useI18n } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';
import type { Remote } from '../../../lib/use-remote';
import { paymentLabel } from '../../order';
import type { PaymentOption } from '../api/checkout';
import { FieldErrorText } from './FieldErrorText';
import { OptionsFailure } from './OptionsFailure';
import { Radio } from './Radio';

/** How the shopper pays: the methods turned on, with the bank's instructions under bank transfer once chosen. */
export function PaymentMethodSection({
  options,
  chosen,
  onChoose,
  errors,
}: {
  options: Remote<PaymentOption[]>;
  chosen: PaymentOption | null;
  onChoose: (code: PaymentOption['code']) => void;
  errors?: ShownMessage[];
}) {
  const { t } = useI18n();
  const payments = options.data ?? [];
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t('checkout.paymentMethod')}</h2>
      <FieldErrorText list={errors} />
      {options.error ? (
        <OptionsFailure messages={options.error.messages} retry={options.retry} />
      ) : options.loading ? (
        <p role="status">{t('app.loading')}</p>
      ) : payments.length === 0 ? (
        <p>{t('checkout.noPayment')}</p>
      ) : (
        <fieldset className="checkout-options">
          <legend className="visually-hidden">{t('checkout.paymentMethod')}</legend>
          {payments.map((p) => (
            <Radio
              key={p.code}
              name="payment_method"
              value={p.code}
              checked={chosen?.code === p.code}
              onChange={() => onChoose(p.code)}
              testId="checkout-payment-option"
            >
              <strong>{paymentLabel(t, p.code)}</strong>
              {chosen?.code === p.code && p.code === 'bank_transfer' && p.instructions && (
                <span className="checkout-option-detail checkout-instructions" data-testid="checkout-payment-instructions">
                  {p.instructions}
                </span>
              )}
            </Radio>
          ))}
        </fieldset>
      )}
    </section>
  );
}
