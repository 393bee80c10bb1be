import { Edit, useRecordContext, useTranslate } from 'react-admin';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { PaymentForm, paymentBody } from './Form';

const PaymentTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return <span>{translate('app.payment.title', { method: translate(`app.payment.methods.${record.id}`, { _: String(record.id) }) })}</span>;
};

/** /admin/payment/edit/{code}: stripe, bank_transfer or cash_on_delivery. */
export const PaymentEdit = () => {
  const notFound = useNotFoundRedirect('payment', 'list');
  const mutationOptions = useEditMutationOptions();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={paymentBody}
      actions={false}
      title={<PaymentTitle />}
    >
      <PaymentForm />
    </Edit>
  );
};
