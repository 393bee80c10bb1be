import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/hydration';

/** One choice of the checkout (an address, a shipping or payment method), drawn as a card; live once hydrated. */
export function Radio({
  name,
  value,
  checked,
  onChange,
  children,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const live = useHydrated();
  return (
    <label className={`checkout-option${checked ? ' checkout-option-checked' : ''}`} data-testid={testId}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} disabled={!live} />
      <span className="checkout-option-body">{children}</span>
    </label>
  );
}
