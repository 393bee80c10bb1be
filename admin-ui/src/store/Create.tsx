import { Create } from 'react-admin';
import { createMutationOptions, createRedirect } from '../common/mutationFeedback';
import { StoreForm, storeBody } from './Form';

export const StoreCreate = () => (
  <Create redirect={createRedirect} mutationOptions={createMutationOptions} transform={storeBody}>
    <StoreForm isCreate />
  </Create>
);
