import { Edit } from 'react-admin';
import { useEditMutationOptions, useNotFoundRedirect } from '../common/mutationFeedback';
import { ShippingForm, shippingBody } from './Form';

export const ShippingEdit = () => {
  const notFound = useNotFoundRedirect('shipping', 'create');
  const mutationOptions = useEditMutationOptions();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: notFound }}
      mutationOptions={mutationOptions}
      transform={shippingBody}
      actions={false}
    >
      <ShippingForm />
    </Edit>
  );
};
