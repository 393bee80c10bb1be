import type { ReactNode } from 'react';
import { useT } from '../../../i18n';

/** The discounts of a cart's or an order's adjustments, promotion by promotion (free shipping is shown as the shipping). */
export const discountsOf = (adjustments: readonly { step: string; label: string; amount: number }[]) =>
  adjustments.filter((a) => a.amount < 0 && a.step !== 'shipping').map((a) => ({ label: a.label, amount: -a.amount }));

/**
 * Subtotal, discount (when there is one), shipping and the grand total. `shipping` null: not known yet
 * (no method chosen). `charged` is the sentence naming what is charged in the base currency, if any.
 */
export function OrderTotals({
  subtotal,
  discount,
  shipping,
  grandTotal,
  money,
  charged,
  discounts,
}: {
  subtotal: number;
  discount: number;
  /** What the discount is made of, promotion by promotion (shown instead of one discount line). */
  discounts?: { label: string; amount: number }[];
  shipping: number | null;
  grandTotal: number;
  money: (minor: number) => string;
  charged?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <dl className="order-totals">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd data-testid="order-subtotal">{money(subtotal)}</dd>
        </div>
        {discount > 0 &&
          (discounts && discounts.length > 0 ? (
            discounts.map((d, i) => (
              <div key={i} data-testid="order-discount-line">
                <dt>{d.label}</dt>
                <dd>−{money(d.amount)}</dd>
              </div>
            ))
          ) : (
            <div>
              <dt>{t('cart.discount')}</dt>
              <dd data-testid="order-discount">−{money(discount)}</dd>
            </div>
          ))}
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd data-testid="order-shipping">{shipping === null ? t('order.shippingUnknown') : shipping === 0 ? t('order.free') : money(shipping)}</dd>
        </div>
        <div className="order-grand-total">
          <dt>{t('cart.grandTotal')}</dt>
          <dd data-testid="order-grand-total">{money(grandTotal)}</dd>
        </div>
      </dl>
      {charged && (
        <p className="order-charged" data-testid="order-charged">
          {charged}
        </p>
      )}
    </>
  );
}
