import { useT } from '../../../i18n';
import { CartContents } from './CartContents';

/** /cart: the cart on a page of its own (the drawer's contents). */
export function CartPage() {
  const t = useT();
  return (
    <div className="container page cart-page">
      <h1>{t('cart.title')}</h1>
      <CartContents />
    </div>
  );
}
