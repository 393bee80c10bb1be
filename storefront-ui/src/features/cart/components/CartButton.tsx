import { useT } from '../../../i18n';
import { useCart } from '../cart-context';

/**
 * The header's cart button: the number of items in a badge; it opens the cart drawer. Hidden while purchases are off.
 * Its name holds what it shows in the same order ("Cart" then the count, with a space between, as axe's
 * label-content-name-mismatch reads it on a phone, where the word shows).
 */
export function CartButton() {
  const t = useT();
  const { cart, blocked, drawerOpen, openDrawer } = useCart();
  if (blocked) return null;
  const count = cart?.item_count ?? null;
  const label = count === null ? t('cart.button') : count === 1 ? t('cart.buttonOne') : t('cart.buttonMany', { count });
  return (
    <button
      type="button"
      className="cart-button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={drawerOpen}
      onClick={openDrawer}
      data-testid="cart-button"
    >
      <span className="cart-icon" aria-hidden="true" />
      <span className="cart-button-text">{t('cart.button')}</span>{' '}
      {count !== null && (
        <span className="cart-badge" aria-hidden="true" data-testid="cart-badge">
          {count}
        </span>
      )}
    </button>
  );
}
