import { useI18n } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';
import type { Remote } from '../../../lib/use-remote';
import type { OrderPreview, ShippingOption } from '../api/checkout';
import { FieldErrorText } from './FieldErrorText';
import { OptionsFailure } from './OptionsFailure';
import { Radio } from './Radio';

/**
 * The shipping methods delivering to the chosen country, each with what it charges for this order
 * (the preview's word: free once the goods reach its free-over amount).
 */
export function ShippingMethodSection({
  country,
  countryName,
  options,
  chosen,
  onChoose,
  costs,
  money,
  errors,
}: {
  country: string;
  countryName: string;
  options: Remote<ShippingOption[]>;
  chosen: ShippingOption | null;
  onChoose: (id: number) => void;
  costs: OrderPreview['shipping_options'];
  money: (minor: number) => string;
  errors: ShownMessage[];
}) {
  const { t } = useI18n();
  const methods = options.loading ? null : (options.data ?? []);
  return (
    <section className="checkout-section" aria-labelledby="checkout-shipping">
      <h2 id="checkout-shipping">{t('checkout.shippingMethod')}</h2>
      <FieldErrorText list={errors} />
      {!country ? (
        <p className="field-hint">{t('checkout.chooseCountryFirst')}</p>
      ) : options.error ? (
        <OptionsFailure messages={options.error.messages} retry={options.retry} />
      ) : methods === null ? (
        <p role="status">{t('app.loading')}</p>
      ) : methods.length === 0 ? (
        <p>{t('checkout.noShipping', { country: countryName })}</p>
      ) : (
        <fieldset className="checkout-options">
          <legend className="visually-hidden">{t('checkout.shippingMethod')}</legend>
          {methods.map((m) => {
            const cost = costs.find((c) => c.id === m.id)?.cost;
            return (
              <Radio
                key={m.id}
                name="shipping_method_id"
                value={String(m.id)}
                checked={chosen?.id === m.id}
                onChange={() => onChoose(m.id)}
                testId="checkout-shipping-option"
              >
                <span className="checkout-option-line">
                  <strong>{m.name}</strong>
                  {cost !== undefined && <span className="price">{cost === 0 ? t('order.free') : money(cost)}</span>}
                </span>
                {m.free_over !== null && cost !== undefined && cost !== 0 && (
                  <span className="checkout-option-detail">{t('checkout.freeOver', { amount: money(m.free_over) })}</span>
                )}
              </Radio>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
