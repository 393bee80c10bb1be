import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../i18n';
import { useCart } from '../cart-context';
import { CartContents } from './CartContents';

/** The cart as a panel over the page's right side: a modal dialog (Escape, the close button or the backdrop close it). */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { cart } = useCart();
  return (
    <Dialog title={t('cart.title')} onClose={onClose} className="cart-drawer" testId="cart-drawer">
      <button type="button" className="dialog-close" aria-label={t('cart.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <div className="cart-drawer-body">
        <CartContents onNavigate={onClose} />
        {cart && cart.items.length > 0 && (
          <p className="cart-page-link">
            <Link to="/cart" onClick={onClose}>
              {t('cart.viewPage')}
            </Link>
          </p>
        )}
      </div>
    </Dialog>
  );
}
