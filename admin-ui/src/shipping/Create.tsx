import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { ShippingForm, shippingBody } from './Form';

export const ShippingCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={shippingBody}>
    <ShippingForm isCreate />
  </Create>
);
