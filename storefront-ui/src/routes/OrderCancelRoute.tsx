import { usePageTitle } from '../app/page-title';
import { OrderResultPage } from '../features/order';
import { useT } from '../i18n';

/** /order/cancel?order_number= (without it: home). */
export default function OrderCancelRoute() {
  const t = useT();
  usePageTitle(t('order.cancelTitle'));
  return <OrderResultPage kind="cancel" />;
}
