import { useRecordContext, useTranslate } from 'react-admin';
import { ShopEdit } from '../common/ShopEdit';
import { PaymentForm, paymentBody } from './Form';

const PaymentTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return <span>{translate('app.payment.title', { method: translate(`app.payment.methods.${record.id}`, { _: String(record.id) }) })}</span>;
};

/** /admin/payment/edit/{code}: stripe, bank_transfer or cash_on_delivery. */
export const PaymentEdit = () => (
  <ShopEdit missing="list" transform={paymentBody} title={<PaymentTitle />}>
    <PaymentForm />
  </ShopEdit>
);
