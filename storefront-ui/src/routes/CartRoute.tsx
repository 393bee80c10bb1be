import { usePageTitle } from '../app/page-title';
import { CartPage } from '../features/cart';
import { useT } from '../i18n';

export default function CartRoute() {
  const t = useT();
  usePageTitle(t('cart.title'));
  return <CartPage />;
}
