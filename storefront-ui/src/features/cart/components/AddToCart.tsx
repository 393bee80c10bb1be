import { useId, useState, type FormEvent } from 'react';
import { useServerMessage, useT } from '../../../i18n';
import { useHydrated } from '../../../lib/hydration';
import { CHOOSE_OPTION, QUANTITY_RULE, useCart } from '../cart-context';

/**
 * A product page's quantity field and add button. Without a chosen stock, or with a quantity that is not
 * a whole number of at least 1, it says so in the cart dialog (the server's own codes, so the same
 * wording) without asking; the rest (what is available) the server decides. When purchases are off the
 * reason is shown instead.
 */
export function AddToCart({ stockId, soldOut }: { stockId: number | null; soldOut: boolean }) {
  const t = useT();
  const shown = useServerMessage();
  const live = useHydrated();
  const id = useId();
  const { blocked, add, showFailure } = useCart();
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);

  if (blocked) {
    return (
      <div className="product-cart">
        <p className="cart-blocked" data-testid="cart-blocked">
          {blocked.map(shown).join(' ')}
        </p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (stockId === null) {
      showFailure([CHOOSE_OPTION]);
      return;
    }
    const text = quantity.trim();
    const wanted = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!(wanted >= 1)) {
      showFailure([QUANTITY_RULE]);
      return;
    }
    setBusy(true);
    try {
      await add(stockId, wanted);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="product-cart" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field quantity-field">
        <label htmlFor={id}>{t('cart.quantity')}</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          disabled={!live}
        />
      </div>
      {/* Not disabled while adding (a second press is ignored): the button keeps the focus, which comes back to it when the cart closes. */}
      <button type="submit" className="button button-primary" disabled={!live || soldOut} aria-busy={busy || undefined}>
        {busy && <span className="spinner spinner-small" aria-hidden="true" />}
        {t('product.addToCart')}
      </button>
    </form>
  );
}
