import { usePageTitle } from '../app/page-title';
import { OrderResultPage } from '../features/order';
import { useT } from '../i18n';

/** /order/success?order_number= (without it: home). */
export default function OrderSuccessRoute() {
  const t = useT();
  usePageTitle(t('order.successTitle'));
  return <OrderResultPage kind="success" />;
}
