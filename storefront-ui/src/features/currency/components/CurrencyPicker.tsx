import { useId } from 'react';
import { useT } from '../../../i18n';
import { useCurrency } from './CurrencyProvider';

export function CurrencyPicker() {
  const t = useT();
  const id = useId();
  const { currencies, currency, chooseCurrency } = useCurrency();
  if (currencies.length === 0) return null;
  return (
    <div className="picker">
      <label htmlFor={id}>{t('header.currency')}</label>
      <select id={id} value={currency.identifier} onChange={(e) => chooseCurrency(e.target.value)}>
        {currencies.map((c) => (
          <option key={c.identifier} value={c.identifier}>
            {c.identifier} ({c.mark})
          </option>
        ))}
      </select>
    </div>
  );
}
