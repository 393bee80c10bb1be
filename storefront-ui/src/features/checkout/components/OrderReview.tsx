import type { ReactNode } from 'react';
import { SubmitButton } from '../../../components/form';
import { useI18n, useServerMessage } from '../../../i18n';
import type { ShownMessage } from '@shop/kernel';
import type { Remote } from '../../../lib/use-remote';
import { CouponBox, type useCart } from '../../cart';
import { discountsOf, OrderLines, OrderTotals } from '../../order';
import type { OrderPreview } from '../api/checkout';

type Cart = NonNullable<ReturnType<typeof useCart>['cart']>;

/**
 * The review beside the form: the lines, the coupons, the points box (`points`), the totals and
 * "Place order". The totals are the server's preview of the order for the page's choices; until
 * its first answer, the cart's own totals without shipping.
 */
export function OrderReview({
  cart,
  preview,
  money,
  charged,
  points,
  busy,
  disabled,
}: {
  cart: Cart;
  preview: Remote<OrderPreview | null>;
  money: (minor: number) => string;
  /** The sentence naming what is charged in the base currency, given the grand total; undefined when that is the currency shown. */
  charged: (grandTotal: number) => ReactNode;
  points: ReactNode;
  busy: boolean;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const shown = useServerMessage();
  const quote = preview.data;
  const totals = quote
    ? {
        subtotal: quote.subtotal,
        discount: quote.discount_total,
        discounts: discountsOf(quote.adjustments),
        shipping: quote.shipping_method ? quote.shipping_total : null,
        grandTotal: quote.grand_total,
      }
    : {
        subtotal: cart.totals.subtotal,
        discount: cart.totals.discount_total,
        discounts: discountsOf(cart.totals.adjustments),
        shipping: null,
        grandTotal: cart.totals.grand_total,
      };
  const problems: ShownMessage[] = preview.error ? (preview.error.isNetworkError ? [t('error.network')] : preview.error.messages) : [];
  const lines = cart.items.map((line) => ({
    key: line.item_id,
    name: line.name,
    options: line.options.map((o) => t('product.chosen', { attribute: o.attribute, value: o.value })).join(t('cart.optionSeparator')),
    image: line.image,
    quantity: line.quantity,
    unit_price: line.unit_price,
    line_total: line.line_total,
  }));
  return (
    <aside className="checkout-review" aria-labelledby="checkout-review">
      <h2 id="checkout-review">{t('checkout.review')}</h2>
      <OrderLines lines={lines} money={money} />
      <CouponBox promotions={cart.promotions} />
      {points}
      <OrderTotals {...totals} money={money} charged={charged(totals.grandTotal)} />
      {problems.length > 0 && (
        <p className="field-error" data-testid="checkout-preview-error">
          {problems.map(shown).join(' ')}
        </p>
      )}
      <SubmitButton busy={busy} label={t('checkout.placeOrder')} busyLabel={t('checkout.placing')} disabled={disabled} />
    </aside>
  );
}
