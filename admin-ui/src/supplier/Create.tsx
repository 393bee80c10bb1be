import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { SupplierForm, supplierBody } from './Form';

export const SupplierCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={supplierBody}>
    <SupplierForm isCreate />
  </Create>
);
